/// The colour table and the contrast-pair table.
extension HTMLReportEmitter {
    static func colorSection(_ input: EmitInput, into out: inout [UInt8]) {
        let modes = input.tokens.modes
        guard let first = modes.first else { return }
        var head =
            "<section aria-labelledby=\"colors-heading\" id=\"colors\">\n<h2 id=\"colors-heading\">Colours</h2>\n"
        head += surfaceNote(input)
        head +=
            "<div class=\"scroll\" tabindex=\"0\" role=\"region\" aria-label=\"Table of colour swatches, scrollable\">\n<table>\n<thead><tr><th scope=\"col\">Token</th>"
        head += modes.map { "<th scope=\"col\">\(HTML.escape($0.mode.name))</th>" }.joined()
        head += "<th scope=\"col\">Description</th></tr></thead>\n<tbody>\n"
        let colors = naturalOrder(first.tokens.indices.filter { first.tokens[$0].type == .color }, in: first)
        let chains = AliasChains(first)
        let surfaces = modes.map { surface($0, input: input) }
        let changed = Set(input.diff?.tokens.filter { $0.kind != .removed }.map(\.path) ?? [])
        out += head.utf8
        rows(colors.count, into: &out) { row, html in
            let index = colors[row]
            let token = first.tokens[index]
            tokenRow("tr", token.path, inner: "<th scope=\"row\">", into: &html)
            if changed.contains(token.path) { html.raw("<span class=\"changed-badge\">changed</span>") }
            let chain = chains.shown(index)
            if !chain.isEmpty {
                html.raw("<div class=\"alias\">")
                for (number, link) in chain.enumerated() {
                    html.raw(number == 0 ? "→ " : " → ")
                    html.escaped(link)
                }
                html.raw("</div>")
            }
            if let message = token.deprecation {
                html.raw(
                    message.isEmpty ? "<div class=\"deprecated\">Deprecated" : "<div class=\"deprecated\">Deprecated: ")
                html.escaped(message)
                html.raw("</div>")
            }
            html.raw("</th>")
            for (number, mode) in modes.enumerated() {
                guard case .color(let color)? = mode.value(token.path, near: index) else {
                    html.raw("<td>—</td>")
                    continue
                }
                html.raw("<td class=\"surface-\(number)\">")
                swatch(color, mode: mode, surface: surfaces[number], into: &html)
                html.raw("</td>")
            }
            html.raw("<td class=\"description\">")
            html.escaped(token.description ?? "")
            html.raw("</td></tr>\n")
        }
        out += "</tbody>\n</table>\n</div>\n</section>\n".utf8
    }

    /// A swatch: the colour, over a checkerboard and over the mode's surface when translucent
    /// (each titled), then its hex as text. The swatches are drawn only: the row's token, the
    /// column's mode and the hex beside them say in words what they show, once.
    static func swatch(
        _ color: ColorValue, mode: ResolvedTokenSet.ModeTokens, surface: ColorValue, into html: inout TextBuffer
    ) {
        let shown = ReportColor(color)
        html.raw("<div class=\"swatch-cell\">")
        html.raw(
            color.alpha < 1
                ? "<span class=\"checker\" title=\"over a checkerboard\"><span class=\"swatch\" style=\"background-color: "
                : "<span class=\"swatch\" style=\"background-color: ")
        shown.css(into: &html)
        html.raw("\"></span>")
        if color.alpha < 1 {
            html.raw("</span><span class=\"swatch over-surface\" title=\"over the surface\" style=\"background-color: ")
            ReportColor(WCAG.composite(color, over: surface)).css(into: &html)
            html.raw("\"></span>")
        }
        copyButton(into: &html) { shown.hex(into: &$0) }
        if color.colorSpace == .displayP3 || !color.isInGamut(.srgb) {
            let p3 = color.gamutMapped(to: .displayP3).vector
            html.raw(
                "<code class=\"p3\">P3 "
                    + [p3.x, p3.y, p3.z].map { FixedDecimal.format($0, places: 3) }.joined(separator: " ") + "</code>")
        }
        html.raw("</div>")
    }

    static func pairSection(_ input: EmitInput, into out: inout [UInt8]) {
        let all = input.audit?.checks ?? []
        let checks = all.indices.filter { all[$0].rule == ContrastRule.id }
        var head =
            "<section aria-labelledby=\"pairs-heading\" id=\"pairs\">\n<h2 id=\"pairs-heading\">Contrast pairs</h2>\n"
        guard !checks.isEmpty else {
            out += (head + "<p>No pairs are declared in tokens.config.json.</p>\n</section>\n").utf8
            return
        }
        head +=
            "<div class=\"scroll\" tabindex=\"0\" role=\"region\" aria-label=\"Table of contrast pairs, scrollable\">\n<table>\n<thead><tr>"
        head += ["Pair", "Mode", "Sample", "Ratio", "Needs", "Verdict", "Suggestion"].map {
            "<th scope=\"col\">\($0)</th>"
        }.joined()
        head += "</tr></thead>\n<tbody>\n"
        out += head.utf8
        let modes = Dictionary(input.tokens.modes.map { ($0.mode.name, $0) }, uniquingKeysWith: { first, _ in first })
        rows(checks.count, into: &out) { row, html in
            let check = all[checks[row]]
            guard let mode = modes[check.mode ?? ""], let foreground = mode.token(check.token),
                let background = check.background, let ground = mode.token(background),
                let draw = pairSample(foreground, on: ground, id: "pair-\(row)")
            else { return }
            html.raw("<tr class=\"pair-row\"")
            html.attribute("data-group", check.token.first)
            html.attribute("data-status", check.status.rawValue)
            html.raw("><th scope=\"row\"><code>")
            html.escaped(check.token.dotted)
            html.raw("</code> on <code>")
            html.escaped(background.dotted)
            html.raw("</code></th><td>")
            html.escaped(mode.mode.name)
            html.raw("</td><td>")
            draw(nil, &html)
            html.raw("</td><td class=\"ratio\">")
            html.raw(WCAG.display(check.measured))
            html.raw(":1</td><td>")
            html.raw(check.threshold > 0 ? WCAG.thresholdText(check.threshold) + ":1" : "decorative")
            html.raw("</td><td class=\"verdict verdict-" + check.status.rawValue + "\">")
            verdict(check, into: &html)
            html.raw("</td><td>")
            // Only a failing pair has a suggestion; parsing is done for those alone (40,000 rows).
            if let suggestion = check.suggestion {
                let parsed = try? CSSColorParser.parse(suggestion.hex).get()  // the hex is ours, always valid
                if let color = parsed { draw(color, &html) }
                html.raw("<code>")
                html.escaped(suggestion.hex)
                html.raw("</code> " + WCAG.display(suggestion.ratio) + ":1")
            }
            html.raw("</td></tr>\n")
        }
        out += "</tbody>\n</table>\n</div>\n</section>\n".utf8
    }

    /// Text and a UI stroke in the pair's colours, drawn in SVG (real text, and not the page's own
    /// text: a failing pair is shown as it is, without failing the page's accessibility check).
    /// The drawing is one `<symbol>` on the page (`sampleSymbol`); each sample only sets its two
    /// colours as CSS variables, which keeps a 40,000-pair report a third of the size. A sample is
    /// drawn only: the row's names, ratio and verdict say in words what it shows.
    static func sample(_ fg: ReportColor, on bg: ReportColor, into html: inout TextBuffer) {
        html.raw("<svg class=\"sample\" aria-hidden=\"true\" style=\"--bg: ")
        bg.css(into: &html)
        html.raw("; --fg: ")
        fg.css(into: &html)
        html.raw("\"><use href=\"#pair-sample\"/></svg>")
    }

    /// The sample's drawing, once per page.
    static let sampleSymbol =
        "<svg width=\"0\" height=\"0\" style=\"position: absolute\" aria-hidden=\"true\" focusable=\"false\">"
        + "<symbol id=\"pair-sample\" viewBox=\"0 0 132 36\"><rect width=\"132\" height=\"36\" rx=\"6\" style=\"fill: var(--bg)\"/>"
        + "<text x=\"10\" y=\"24\" font-size=\"16\" font-family=\"system-ui, sans-serif\" style=\"fill: var(--fg)\">Aa Text</text>"
        + "<circle cx=\"108\" cy=\"18\" r=\"9\" fill=\"none\" stroke-width=\"3\" style=\"stroke: var(--fg)\"/></symbol></svg>\n"

    /// The verdict in words and an icon, never colour alone.
    static func verdict(_ check: AuditCheck, into html: inout TextBuffer) {
        verdictWord(check, into: &html)
        if check.status == .waived, let reason = check.waiverReason {
            html.raw("<div class=\"reason\">")
            html.escaped(reason)
            html.raw("</div>")
        }
    }
}
