/// The contrast-pair table: every declared pair in every mode, drawn, measured and judged.
extension HTMLReportEmitter {
    static func pairSection(_ input: EmitInput, plan: ReportPlan, into out: inout ByteChunks) {
        let all = input.audit?.checks ?? []
        let checks = all.indices.filter { all[$0].rule == ContrastRule.id }
        var head =
            "<section aria-labelledby=\"pairs-heading\" id=\"pairs\">\n<h2 id=\"pairs-heading\">Contrast pairs</h2>\n"
        guard !checks.isEmpty else {
            out += (head + "<p>No pairs are declared in tokens.config.json.</p>\n</section>\n").utf8
            return
        }
        head +=
            "<div class=\"scroll\" tabindex=\"0\" role=\"region\" aria-label=\"Table of contrast pairs, scrollable\">\n<table class=\"cards pairs\">\n<thead><tr>"
        head += ["Pair", "Mode", "Sample", "Ratio", "Needs", "Verdict", "Suggestion"].map {
            "<th scope=\"col\">\($0)</th>"
        }.joined()
        head += "</tr></thead>\n<tbody>\n"
        out += head.utf8
        let modes = input.tokens.modes
        let modeNumbers = Dictionary(
            modes.indices.map { (modes[$0].mode.name, $0) }, uniquingKeysWith: { first, _ in first })
        // A waived pair links to its finding, which gives the reason once for all its modes.
        var waivers: [String: String] = [:]
        for group in plan.findings where group.kind == .waived && group.rule == ContrastRule.id {
            waivers["\(group.token)|\(group.partner?.dotted ?? "")"] = group.id
        }
        let positions = plan.positions
        let shown = plan.shown
        let aligned = plan.aligned
        // Each check read where it is: read from the array, each of 40,000 was copied for its row.
        all.withUnsafeBufferPointer { all in
            rows(checks.count, into: &out) { row, html in
                let index = checks[row]
                guard let number = modeNumbers[all[index].mode ?? ""] else { return }
                pairRow(
                    all[index], row: row, mode: modes[number], shown: shown[number], positions: positions,
                    aligned: aligned[number], waivers: waivers, into: &html)
            }
        }
        out += "</tbody>\n</table>\n</div>\n</section>\n".utf8
    }

    /// One row of the pair table: `check` in `mode`, whose colours as the page shows them are
    /// `shown`; `positions` are the tokens' places in the first mode (the mode's own when
    /// `aligned`, else a hint), `waivers` the waived findings by pair.
    private static func pairRow(
        _ check: AuditCheck, row: Int, mode: ResolvedTokenSet.ModeTokens, shown: [ReportColor?],
        positions: [TokenPath: Int], aligned: Bool, waivers: [String: String], into html: inout TextBuffer
    ) {
        // A hint is checked against the token it points at: a read of memory far apart for each of
        // 40,000 rows, left out where the mode's paths are the first mode's.
        func index(_ path: TokenPath) -> Int? {
            aligned ? positions[path] : mode.index(of: path, near: positions[path])
        }
        guard let background = check.background, let fgIndex = index(check.token), let bgIndex = index(background)
        else { return }
        // Each colour worked out once for the page, for its hex and the sample (nearly every
        // pair is two); a gradient pair is drawn on its gradient.
        let fg = shown[fgIndex]
        let bg = shown[bgIndex]
        var draw: ((ColorValue?, inout TextBuffer) -> Void)?
        if fg == nil || bg == nil {
            guard let gradient = pairSample(mode.tokens[fgIndex], on: mode.tokens[bgIndex], id: "pair-\(row)")
            else { return }
            draw = gradient
        }
        html.raw("<tr class=\"pair-row\"")
        html.attribute("data-group", check.token.first)
        let status = verdictStatus(check)
        html.raw(" data-status=\"")
        html.raw(status)
        html.raw("\"><th scope=\"row\"><code>")
        html.escaped(ReportName.shown(check.token))
        html.raw("</code> <code class=\"hex\">")
        if let fg { fg.hex(into: &html) } else { html.raw("gradient") }
        html.raw("</code> on <code>")
        html.escaped(ReportName.shown(background))
        html.raw("</code> <code class=\"hex\">")
        if let bg { bg.hex(into: &html) } else { html.raw("gradient") }
        html.raw("</code></th><td>")
        html.escaped(mode.mode.name)
        html.raw("</td><td>")
        if let fg, let bg { sample(fg, on: bg, into: &html) } else { draw?(nil, &html) }
        html.raw("</td><td class=\"ratio\">")
        html.ratio(check.measured)
        html.raw(":1</td><td>")
        if check.threshold > 0 {
            html.raw(WCAG.thresholdText(check.threshold))
            html.raw(":1")
        } else {
            html.raw("decorative")
        }
        html.raw("</td><td class=\"verdict verdict-")
        html.raw(status)
        html.raw("\">")
        verdictWord(check, into: &html)
        if check.status == .waived, let finding = waivers["\(check.token)|\(background)"] {
            html.raw(" <a class=\"reason-link\" href=\"#" + finding + "\">reason</a>")
        }
        html.raw("</td><td>")
        // Only a failing pair has a suggestion; parsing is done for those alone (40,000 rows).
        if let suggestion = check.suggestion {
            let parsed = try? CSSColorParser.parse(suggestion.hex).get()  // the hex is ours, always valid
            if let color = parsed, let bg, draw == nil {
                sample(ReportColor(color), on: bg, into: &html)
            } else if let color = parsed {
                draw?(color, &html)
            }
            html.raw("<code>")
            html.escaped(suggestion.hex)
            html.raw("</code> ")
            html.ratio(suggestion.ratio)
            html.raw(":1")
        }
        html.raw("</td></tr>\n")
    }

    /// A colour value as the page draws it; nil for a gradient.
    static func reportColor(_ value: TokenValue) -> ReportColor? {
        guard case .color(let color) = value else { return nil }
        return ReportColor(color)
    }

    /// Text and a UI stroke in the pair's colours, drawn in SVG (real text, and not the page's own
    /// text: a failing pair is shown as it is, without failing the page's accessibility check).
    /// The drawing is one `<symbol>` on the page (`symbols`); each sample only names its two
    /// colours' classes, the background's on the `svg`, the text's on a group inside, and the
    /// colour-vision menu recolours both. A sample is drawn only: the row's names, ratio and
    /// verdict say in words what it shows.
    static func sample(
        _ fg: ReportColor, on bg: ReportColor, symbol: String = "pair-sample", into html: inout TextBuffer
    ) {
        html.raw(symbol == "pair-sample" ? "<svg class=\"sample " : "<svg class=\"chip ")
        bg.classes(into: &html)
        html.raw("\" aria-hidden=\"true\"><g class=\"")
        fg.classes(into: &html)
        html.raw("\"><use href=\"#" + symbol + "\"/></g></svg>")
    }

    /// The same sample with its two colours written in place, for a page without the palette's
    /// classes (the `tokens diff` page).
    static func inlineSample(_ fg: ReportColor, on bg: ReportColor, into html: inout TextBuffer) {
        html.raw("<svg class=\"sample\" aria-hidden=\"true\" style=\"--bg: ")
        bg.css(into: &html)
        html.raw("; --fg: ")
        fg.css(into: &html)
        html.raw("\"><use href=\"#pair-sample\"/></svg>")
    }

    /// A check's verdict as the page filters it: pass, fail, waived, or exempt for a decorative
    /// pair (measured, never required), which is not counted as a pass.
    static func verdictStatus(_ check: AuditCheck) -> String {
        check.rule == ContrastRule.id && check.threshold <= 0 ? "exempt" : check.status.rawValue
    }

    /// The verdict as a word and an icon, never colour alone; a decorative pair (no threshold) is
    /// exempt, not a pass.
    static func verdictWord(_ check: AuditCheck, into html: inout TextBuffer) {
        if check.threshold <= 0 {
            html.raw("<span aria-hidden=\"true\">–</span> Exempt")
            return
        }
        switch check.status {
        case .pass: html.raw("<span aria-hidden=\"true\">✓</span> Pass")
        case .fail: html.raw("<span aria-hidden=\"true\">✗</span> Fail")
        case .waived: html.raw("<span aria-hidden=\"true\">⚠</span> Waived")
        }
    }
}
