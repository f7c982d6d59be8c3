/// What a finding's card shows in each mode, by rule: a contrast pair as it is and its fix, two
/// state colours that look alike and how they look alike, a colour that stays while its partner
/// changes.
extension HTMLReportEmitter {
    /// One mode of a contrast finding: the two colours, the pair as it is with its ratio and what
    /// it needs, and the nearest passing colour (one click copies its hex).
    static func contrastDetails(_ check: AuditCheck, input: EmitInput, into html: inout TextBuffer) {
        guard let modeName = check.mode, let mode = input.tokens.mode(named: modeName),
            let foreground = mode.token(check.token), let background = check.background,
            let ground = mode.token(background),
            let draw = pairSample(foreground, on: ground, id: "issue-\(check.token)-\(background)-\(modeName)")
        else { return }
        html.raw("<div class=\"fix\"><span class=\"mode-name\">")
        html.escaped(modeName)
        html.raw("</span><span class=\"hexes\">")
        valueCode(foreground.value, into: &html)
        html.raw(" on ")
        valueCode(ground.value, into: &html)
        html.raw("</span><span class=\"label\">Now</span>")
        draw(nil, &html)
        html.raw("<span class=\"ratio\">" + WCAG.display(check.measured) + ":1</span>")
        if check.threshold > 0 {
            html.raw("<span class=\"needs\">needs " + WCAG.thresholdText(check.threshold) + ":1</span>")
        }
        if let suggestion = check.suggestion, let color = ColorValue(hexString: suggestion.hex) {
            html.raw("<span class=\"label\">Fix</span>")
            draw(color, &html)
            copyButton(into: &html) { $0.escaped(suggestion.hex) }
            html.raw("<span class=\"ratio\">" + WCAG.display(suggestion.ratio) + ":1</span>")
        }
        html.raw("</div>\n")
        // One colour for every background the foreground is on in this mode, beside the fix for this one.
        if let every = check.everyBackground {
            html.raw(
                "<div class=\"reviewed every-background\">One colour for all \(every.backgrounds) of its backgrounds: ")
            copyButton(into: &html) { $0.escaped(every.hex) }
            html.raw(" (" + WCAG.display(every.ratio) + ":1 at the lowest)</div>\n")
        }
        if let note = reviewNote(check) {
            html.raw("<div class=\"reviewed\">")
            html.escaped(note)
            html.raw("</div>\n")
        }
    }

    /// What the waivers' review says of a check a waiver matches, in one sentence: the ratio
    /// reviewed (worse than that fails), worse than waived, or never reviewed; nil when no waiver
    /// matches.
    static func reviewNote(_ check: AuditCheck) -> String? {
        guard check.waiverReason != nil else { return nil }
        let file = WaiverBaseline.fileName
        let mode = check.mode.map { "\($0): " } ?? ""
        switch (check.status, check.waivedAt) {
        case (.waived, let reviewed?):
            return mode + "Reviewed at \(WCAG.display(reviewed)):1 (\(file)); worse than that fails."
        case (.waived, nil):
            return mode
                + "No reviewed ratio: without \(file), the ratio when it is first recorded is what counts as waived. Run tokens audit --update-waivers to record it."
        case (_, let reviewed?):
            return mode
                + "Worse than waived: \(WCAG.display(check.measured)):1, waived at \(WCAG.display(reviewed)):1 (\(file)); the waiver covers no worse."
        case (_, nil):
            return mode
                + "A waiver matches this pair, but \(file) does not list it (it passed when the waivers were reviewed), so the waiver does not cover it. If it is accepted, run tokens audit --update-waivers."
        }
    }

    /// A colour's hex as code (a gradient says so), for the reader and for search.
    static func valueCode(_ value: TokenValue, into html: inout TextBuffer) {
        html.raw("<code class=\"hex\">")
        if case .color(let color) = value { ReportColor(color).hex(into: &html) } else { html.raw("gradient") }
        html.raw("</code>")
    }

    /// A swatch in a card: the colour's class, so the colour-vision menu applies to it.
    static func smallSwatch(_ color: ColorValue, into html: inout TextBuffer) {
        html.raw("<span class=\"swatch small ")
        ReportColor(color).classes(into: &html)
        html.raw("\"></span>")
    }

    /// A mode's swatch on that mode's surface (`.surface-N`, N its place among the modes), so a dark
    /// mode's colour is seen on the dark background it is made for, as in the colour table.
    static func smallSwatch(_ color: ColorValue, onSurface mode: Int, into html: inout TextBuffer) {
        html.raw("<span class=\"ground surface-\(mode)\">")
        smallSwatch(color, into: &html)
        html.raw("</span>")
    }

    /// Two state colours that look alike: who sees them alike, then per mode the two as they are
    /// and as that viewer sees them (drawn fixed, not through the menu), ΔE OK and contrast.
    static func lookAlikeDetails(_ group: FindingGroup, input: EmitInput, into html: inout TextBuffer) {
        guard let partner = group.partner else { return }
        var rows:
            [(mode: String, index: Int, a: ColorValue, b: ColorValue, worst: ColorVisionDeficiency, deltaE: Double)] =
                []
        var viewers: [ColorVisionDeficiency] = []
        for check in group.checks {
            guard let name = check.mode, let mode = input.tokens.mode(named: name),
                let index = input.tokens.modes.firstIndex(where: { $0.mode.name == name }),
                case .color(let a)? = mode.value(group.token), case .color(let b)? = mode.value(partner)
            else { continue }
            let seen = [ColorVisionDeficiency.protanopia, .deuteranopia].map {
                ($0, $0.simulate(a).deltaEOK(to: $0.simulate(b)))
            }
            for (deficiency, deltaE) in seen
            where deltaE < DistinguishableRule.minimumDeltaE && !viewers.contains(deficiency) {
                viewers.append(deficiency)
            }
            let worst = seen.min { $0.1 < $1.1 } ?? (.protanopia, 1)
            rows.append((name, index, a, b, worst.0, worst.1))
        }
        let who = viewers.isEmpty ? "some viewers" : "people with " + viewers.map(\.rawValue).joined(separator: " and ")
        html.raw("<p>These two state colours look alike to " + who)
        html.raw(" and are under 3:1 apart in contrast: pair them with an icon or a word.</p>\n")
        for row in rows {
            html.raw("<div class=\"look-alike\" data-search=\"")
            html.escaped(ReportName.shown(group.token) + " " + ReportName.shown(partner))
            html.raw("\"><span class=\"mode-name\">")
            html.escaped(row.mode)
            html.raw("</span>")
            smallSwatch(row.a, onSurface: row.index, into: &html)
            smallSwatch(row.b, onSurface: row.index, into: &html)
            html.raw("<span class=\"hexes\">")
            valueCode(.color(row.a), into: &html)
            html.raw(" ")
            valueCode(.color(row.b), into: &html)
            html.raw("</span><span class=\"label\">" + row.worst.rawValue + ":</span>")
            for color in [row.a, row.b] {
                html.raw(
                    "<span class=\"ground surface-\(row.index)\"><span class=\"swatch small\" style=\"background-color: "
                )
                ReportColor(row.worst.simulate(color)).css(into: &html)
                html.raw("\"></span></span>")
            }
            html.raw("<span>ΔE OK " + WCAG.display(row.deltaE) + " · ")
            html.raw(WCAG.display(WCAG.contrast(row.a, on: row.b)) + ":1</span></div>\n")
        }
    }

    /// A colour that stays while its partner changes: the finding in words, then for each pair of
    /// modes both colours in both, and the ratio where the pair vanishes.
    static func adaptationDetails(_ group: FindingGroup, input: EmitInput, into html: inout TextBuffer) {
        guard let partner = group.partner else { return }
        html.raw("<p>")
        html.escaped(ReportName.shownText(group.checks[0].message))
        html.raw("</p>\n")
        let modes = input.tokens.modes
        for check in group.checks {
            guard
                let pair = AdaptationRule.pairsOfModes(modes).first(where: { pair in
                    [modes[pair.light].mode.name, modes[pair.dark].mode.name].contains(check.mode ?? "")
                })
            else { continue }
            let (light, dark) = (modes[pair.light], modes[pair.dark])
            html.raw("<div class=\"adapt\"><span class=\"mode-name\">")
            html.escaped(light.mode.name + " → " + dark.mode.name)
            html.raw("</span>")
            for (path, verb) in [(group.token, "stays"), (partner, "changes")] {
                html.raw("<span class=\"side\"><code>")
                html.escaped(ReportName.shown(path))
                html.raw("</code>")
                for (mode, index) in [(light, pair.light), (dark, pair.dark)] {
                    if case .color(let color)? = mode.value(path) {
                        smallSwatch(color, onSurface: index, into: &html)
                        valueCode(.color(color), into: &html)
                    }
                }
                html.raw(" " + verb + "</span>")
            }
            html.raw("<span class=\"ratio\">" + WCAG.display(check.measured) + ":1</span> in ")
            html.escaped(check.mode ?? "")
            html.raw("</div>\n")
        }
    }
}
