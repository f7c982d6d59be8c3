/// The colour table and the contrast-pair table.
extension HTMLReportEmitter {
    static func colorSection(_ input: EmitInput, into out: inout [UInt8]) {
        let modes = input.tokens.modes
        guard let first = modes.first else { return }
        var head = "<section aria-labelledby=\"colors-heading\" id=\"colors\">\n<h2 id=\"colors-heading\">Colours</h2>\n"
        head += "<div class=\"scroll\" tabindex=\"0\" role=\"region\" aria-label=\"Table of colour swatches, scrollable\">\n<table>\n<thead><tr><th scope=\"col\">Token</th>"
        head += modes.map { "<th scope=\"col\">\(HTML.escape($0.mode.name))</th>" }.joined()
        head += "<th scope=\"col\">Description</th></tr></thead>\n<tbody>\n"
        let colors = first.tokens.indices.filter { first.tokens[$0].type == .color }
        let chains = AliasChains(first)
        out += head.utf8
        rows(colors.count, into: &out) { row, html in
            let index = colors[row], token = first.tokens[index]
            html += "<tr class=\"token-row\"" + HTML.attribute("data-group", token.path.first) + HTML.attribute("data-token", token.path.dotted) + ">"
            html += "<th scope=\"row\"><code>\(HTML.escape(token.path.dotted))</code>"
            let chain = chains.shown(index)
            if !chain.isEmpty { html += "<div class=\"alias\">→ " + chain.map(HTML.escape).joined(separator: " → ") + "</div>" }
            if let message = token.deprecation { html += "<div class=\"deprecated\">Deprecated" + (message.isEmpty ? "" : ": " + HTML.escape(message)) + "</div>" }
            html += "</th>"
            for mode in modes {
                guard case .color(let color)? = mode.token(token.path, near: index)?.value else { html += "<td>—</td>"; continue }
                html += "<td>" + swatch(color, token: token.path, mode: mode) + "</td>"
            }
            html += "<td class=\"description\">\(HTML.escape(token.description ?? ""))</td></tr>\n"
        }
        out += "</tbody>\n</table>\n</div>\n</section>\n".utf8
    }

    /// A swatch: the colour, over a checkerboard and over the mode's surface when translucent.
    static func swatch(_ color: ColorValue, token: TokenPath, mode: ResolvedTokenSet.ModeTokens) -> String {
        let hex = color.displayHex
        var out = "<div class=\"swatch-cell\">"
        if color.alpha < 1 {
            let surface = mode.mode.appearance?.isDark == true ? ColorValue.black : ColorValue.white
            out += "<span class=\"checker\"><span class=\"swatch\" role=\"img\"" + HTML.attribute("aria-label", "\(token) in \(mode.mode.name): \(hex) over a checkerboard")
            out += HTML.attribute("data-token", token.dotted) + HTML.attribute("data-mode", mode.mode.name) + " style=\"background-color: \(HTML.css(color))\"></span></span>"
            out += "<span class=\"swatch over-surface\" role=\"img\"" + HTML.attribute("aria-label", "\(token) in \(mode.mode.name) over the surface")
            out += " style=\"background-color: \(HTML.css(WCAG.composite(color, over: surface)))\"></span>"
        } else {
            out += "<span class=\"swatch\" role=\"img\"" + HTML.attribute("aria-label", "\(token) in \(mode.mode.name): \(hex)")
            out += HTML.attribute("data-token", token.dotted) + HTML.attribute("data-mode", mode.mode.name) + " style=\"background-color: \(HTML.css(color))\"></span>"
        }
        out += "<code>\(HTML.escape(hex))</code>"
        if color.colorSpace == .displayP3 || !color.isInGamut(.srgb) {
            let p3 = color.gamutMapped(to: .displayP3).vector
            out += "<code class=\"p3\">P3 " + [p3.x, p3.y, p3.z].map { FixedDecimal.format($0, places: 3) }.joined(separator: " ") + "</code>"
        }
        return out + "</div>"
    }

    static func pairSection(_ input: EmitInput, into out: inout [UInt8]) {
        let checks = input.audit?.checks.filter { $0.rule == ContrastRule.id } ?? []
        var head = "<section aria-labelledby=\"pairs-heading\" id=\"pairs\">\n<h2 id=\"pairs-heading\">Contrast pairs</h2>\n"
        guard !checks.isEmpty else {
            out += (head + "<p>No pairs are declared in tokens.config.json.</p>\n</section>\n").utf8
            return
        }
        head += "<div class=\"scroll\" tabindex=\"0\" role=\"region\" aria-label=\"Table of contrast pairs, scrollable\">\n<table>\n<thead><tr>"
        head += ["Pair", "Mode", "Sample", "Ratio", "Needs", "Verdict", "Suggestion"].map { "<th scope=\"col\">\($0)</th>" }.joined()
        head += "</tr></thead>\n<tbody>\n"
        out += head.utf8
        rows(checks.count, into: &out) { row, html in
            let check = checks[row]
            guard let mode = input.tokens.mode(named: check.mode ?? ""),
                  case .color(let fg)? = mode.token(check.token)?.value,
                  let background = check.background, case .color(let bg)? = mode.token(background)?.value else { return }
            html += "<tr class=\"pair-row\"" + HTML.attribute("data-group", check.token.first) + HTML.attribute("data-status", check.status.rawValue)
            html += HTML.attribute("data-foreground", check.token.dotted) + HTML.attribute("data-background", background.dotted) + HTML.attribute("data-mode", mode.mode.name) + ">"
            html += "<th scope=\"row\"><code>\(HTML.escape(check.token.dotted))</code> on <code>\(HTML.escape(background.dotted))</code></th>"
            html += "<td>\(HTML.escape(mode.mode.name))</td>"
            html += "<td>" + sample(fg, on: bg, label: "\(check.token) on \(background) in \(mode.mode.name)") + "</td>"
            let needs = check.threshold > 0 ? "\(JSONOutput.format(check.threshold)):1" : "decorative"
            html += "<td class=\"ratio\">\(WCAG.display(check.measured)):1</td><td>\(needs)</td>"
            html += "<td class=\"verdict verdict-\(check.status.rawValue)\">" + verdict(check) + "</td><td>"
            if let suggestion = check.suggestion, let color = try? CSSColorParser.parse(suggestion.hex).get() { // the hex is ours, always valid
                html += sample(color, on: bg, label: "Suggested \(suggestion.hex) on \(background)") + "<code>\(HTML.escape(suggestion.hex))</code> \(WCAG.display(suggestion.ratio)):1"
            }
            html += "</td></tr>\n"
        }
        out += "</tbody>\n</table>\n</div>\n</section>\n".utf8
    }

    /// Text and a UI stroke in the pair's colours, drawn in SVG (real text, and not the page's own
    /// text: a failing pair is shown as it is, without failing the page's accessibility check).
    /// The drawing is one `<symbol>` on the page (`sampleSymbol`); each sample only sets its two
    /// colours as CSS variables, which keeps a 40,000-pair report a third of the size.
    static func sample(_ fg: ColorValue, on bg: ColorValue, label: String) -> String {
        "<svg class=\"sample\" width=\"132\" height=\"36\" role=\"img\"" + HTML.attribute("aria-label", label)
            + " style=\"--bg: \(HTML.css(bg)); --fg: \(HTML.css(fg))\"><use href=\"#pair-sample\"/></svg>"
    }

    /// The sample's drawing, once per page.
    static let sampleSymbol = "<svg width=\"0\" height=\"0\" style=\"position: absolute\" aria-hidden=\"true\" focusable=\"false\">"
        + "<symbol id=\"pair-sample\" viewBox=\"0 0 132 36\"><rect width=\"132\" height=\"36\" rx=\"6\" style=\"fill: var(--bg)\"/>"
        + "<text x=\"10\" y=\"24\" font-size=\"16\" font-family=\"system-ui, sans-serif\" style=\"fill: var(--fg)\">Aa Text</text>"
        + "<circle cx=\"108\" cy=\"18\" r=\"9\" fill=\"none\" stroke-width=\"3\" style=\"stroke: var(--fg)\"/></symbol></svg>\n"

    /// The verdict in words and an icon, never colour alone.
    static func verdict(_ check: AuditCheck) -> String {
        switch check.status {
        case .pass: return "<span aria-hidden=\"true\">✓</span> Pass"
        case .fail: return "<span aria-hidden=\"true\">✗</span> Fail"
        case .waived: return "<span aria-hidden=\"true\">⚠</span> Waived" + (check.waiverReason.map { "<div class=\"reason\">\(HTML.escape($0))</div>" } ?? "")
        }
    }
}
