/// Each mode's surface (swatches are drawn on it, so a dark value sits on the dark background it is
/// made for) and the colour ramps: groups of numbered colours as strips in natural order.
extension HTMLReportEmitter {
    /// The surface a mode's swatches are drawn on: the audit's (the config's `surface`, else white
    /// or black by appearance).
    static func surface(_ mode: ResolvedTokenSet.ModeTokens, input: EmitInput) -> ColorValue {
        input.audit?.surfaces[mode.mode.name] ?? (mode.mode.appearance?.isDark == true ? .black : .white)
    }

    /// One paragraph naming each mode's surface and where it comes from, as the audit chose it.
    static func surfaceNote(_ input: EmitInput) -> String {
        guard let audit = input.audit, !audit.surfaceSources.isEmpty else { return "" }
        let parts = input.tokens.modes.compactMap { mode -> String? in
            guard let source = audit.surfaceSources[mode.mode.name] else { return nil }
            let hex = surface(mode, input: input).displayHex
            return "\(HTML.escape(mode.mode.name)) <code>\(hex)</code> (\(HTML.escape(source)))"
        }
        return
            "<p class=\"surfaces\">Each mode's surface, which its swatches sit on and translucent colours are audited over: "
            + parts.joined(separator: "; ") + ".</p>\n"
    }

    /// One rule per mode, `.surface-N`: its surface, and text in whichever of the page's two text
    /// colours reads better on it.
    static func surfaceStyles(_ input: EmitInput) -> String {
        let dark = ColorValue(hexString: "#1c1917") ?? .black
        let light = ColorValue(hexString: "#f5f5f4") ?? .white
        var css = ""
        for (index, mode) in input.tokens.modes.enumerated() {
            let ground = WCAG.composite(surface(mode, input: input), over: .white)
            let text = WCAG.contrast(dark, on: ground) >= WCAG.contrast(light, on: ground) ? "#1c1917" : "#f5f5f4"
            var color = TextBuffer(reserving: 16)
            ReportColor(ground).hex(into: &color)
            css +=
                ".surface-\(index) { background-color: \(String(decoding: color.bytes, as: UTF8.self)); color: \(text); }\n"
        }
        return css
    }

    /// `indices` of `mode`'s tokens in natural order of their paths.
    static func naturalOrder(_ indices: [Int], in mode: ResolvedTokenSet.ModeTokens) -> [Int] {
        NaturalSortKey.sorted(indices) { mode.tokens[$0].path }
    }

    /// Colour groups that are ramps: three or more colours under one parent, each named by a number
    /// (`50`, `100`, … or `gray1`, `gray2`, …), in natural order.
    static func ramps(_ mode: ResolvedTokenSet.ModeTokens) -> [(group: TokenPath, members: [Int])] {
        var groups: [String: [Int]] = [:]
        // By index: the tokens are read in place, not copied one by one.
        for index in mode.tokens.indices {
            guard case .color = mode.tokens[index].value, let parent = rampParent(mode.tokens[index].path.dotted)
            else { continue }
            groups[parent, default: []].append(index)
        }
        let found = groups.filter { $0.value.count >= 3 }.sorted { SwiftEmitter.naturalOrder($0.key, $1.key) }
        // Past `largestRamps` colours no strip is drawn: the steps need no order.
        guard found.reduce(0, { $0 + $1.value.count }) <= largestRamps else {
            return found.map { (TokenPath($0.key), $0.value) }
        }
        return found.map { entry in
            // Each step's name made once, not at every comparison.
            let steps = entry.value.map { index in
                let dotted = mode.tokens[index].path.dotted
                // The last dot found among the bytes (an ASCII byte ends a character).
                let dot = dotted.utf8.lastIndex(of: UInt8(ascii: "."))
                return (index, dot.map { String(dotted[dotted.index(after: $0)...]) } ?? "")
            }
            return (TokenPath(entry.key), steps.sorted { SwiftEmitter.naturalOrder($0.1, $1.1) }.map(\.0))
        }
    }

    /// The parent of a path whose last name has a number in it (`color.gray` of `color.gray.50`);
    /// nil when it has none. An ASCII path (nearly every one) is read by its bytes.
    private static func rampParent(_ dotted: String) -> String? {
        let utf8 = dotted.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else {
            guard let dot = dotted.lastIndex(of: "."), dotted[dot...].contains(where: \.isNumber) else { return nil }
            return String(dotted[..<dot])
        }
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")),
            utf8[dot...].contains(where: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        else { return nil }
        return String(Substring(utf8[..<dot]))
    }

    /// The most colours drawn as ramp strips (Radix's 3,024 fit).
    static let largestRamps = 5_000

    static func rampSection(_ input: EmitInput, plan: ReportPlan, into out: inout ByteChunks) {
        let modes = input.tokens.modes
        guard let first = modes.first else { return }
        let found = plan.ramps
        guard !found.isEmpty else { return }
        out +=
            "<section aria-labelledby=\"ramps-heading\" id=\"ramps\">\n<h2 id=\"ramps-heading\">Colour ramps</h2>\n"
            .utf8
        let colors = found.reduce(0) { $0 + $1.members.count }
        guard colors <= largestRamps else {
            out +=
                "<p>\(found.count) ramps of \(colors) colours are more than strips can show; the colour table below lists every one.</p>\n</section>\n"
                .utf8
            return
        }
        out += "<p>Each mode's swatches on that mode's own surface.</p>\n".utf8
        // One ramp per row of the parallel writer: a brand of thousands of colours has hundreds.
        rows(found.count, into: &out) { number, html in
            let ramp = found[number]
            html.raw("<div class=\"ramp-group\"><h3>")
            html.escaped(ReportName.shown(ramp.group))
            html.raw("</h3>\n")
            for (surface, mode) in modes.enumerated() {
                html.raw("<div class=\"ramp-row\"><span class=\"mode-name\">")
                html.escaped(mode.mode.name)
                html.raw("</span><ol class=\"ramp surface-\(surface)\"")
                html.attribute("data-mode", mode.mode.name)
                html.attribute("aria-label", "\(ReportName.shown(ramp.group)) in \(mode.mode.name)")
                html.raw(">")
                for index in ramp.members {
                    let token = first.tokens[index]
                    guard case .color(let color)? = mode.value(token.path, near: index) else { continue }
                    let shown = ReportColor(color)
                    html.raw("<li")
                    html.attribute("data-token", ReportName.shown(token.path))
                    html.attribute("data-group", token.path.first)
                    html.raw(" data-search=\"")
                    shown.hex(into: &html)
                    html.raw("\"><span class=\"swatch ")
                    shown.classes(into: &html)
                    html.raw("\"></span>")
                    html.escaped(token.path.components.last ?? "")
                    html.raw("</li>")
                }
                html.raw("</ol></div>\n")
            }
            html.raw("</div>\n")
        }
        out += "</section>\n".utf8
    }
}
