/// The colour table: every colour token in natural order, a swatch per mode on that mode's surface.
extension HTMLReportEmitter {
    static func colorSection(_ input: EmitInput, plan: ReportPlan, into out: inout ByteChunks) {
        let modes = input.tokens.modes
        guard let first = modes.first, !plan.colors.isEmpty else { return }
        var head =
            "<section aria-labelledby=\"colors-heading\" id=\"colors\">\n<h2 id=\"colors-heading\">Colours</h2>\n"
        head += surfaceNote(input)
        head +=
            "<div class=\"scroll\" tabindex=\"0\" role=\"region\" aria-label=\"Table of colour swatches, scrollable\">\n<table class=\"cards\">\n<thead><tr><th scope=\"col\">Token</th>"
        head += modes.map { "<th scope=\"col\">\(HTML.escape($0.mode.name))</th>" }.joined()
        head += "<th scope=\"col\">Description</th></tr></thead>\n<tbody>\n"
        let colors = naturalOrder(plan.colors, in: first)
        let chains = AliasChains(first)
        let surfaces = modes.map { surface($0, input: input) }
        let changed = Set(input.diff?.tokens.filter { $0.kind != .removed }.map(\.path) ?? [])
        let flagged = plan.adaptationFindings
        let cells = modes.indices.map { "<td class=\"surface-\($0)\">" }
        out += head.utf8
        let shown = plan.shown
        rows(colors.count, into: &out) { row, html in
            let index = colors[row]
            // The token's fields are read in place: copying the whole token is most of a row's time.
            let path = first.tokens[index].path
            tokenRow("tr", path, inner: "<th scope=\"row\">", into: &html)
            if changed.contains(path) { html.raw("<span class=\"changed-badge\">changed</span>") }
            if !flagged.isEmpty, let finding = flagged[path] {
                html.raw(
                    "<a class=\"flag\" href=\"#" + finding + "\"><span aria-hidden=\"true\">⚠</span> Does not adapt</a>"
                )
            }
            let chain = chains.shown(index)
            if !chain.isEmpty {
                html.raw("<div class=\"alias\">")
                for (number, link) in chain.enumerated() {
                    html.raw(number == 0 ? "→ " : " → ")
                    html.escaped(ReportName.shownText(link))
                }
                html.raw("</div>")
            }
            if let message = first.tokens[index].deprecation {
                html.raw(
                    message.isEmpty ? "<div class=\"deprecated\">Deprecated" : "<div class=\"deprecated\">Deprecated: ")
                html.escaped(message)
                html.raw("</div>")
            }
            html.raw("</th>")
            for (number, mode) in modes.enumerated() {
                guard let at = mode.index(of: path, near: index), case .color(let color) = mode.tokens[at].value,
                    let drawn = shown[number][at]
                else {
                    html.raw("<td>—</td>")
                    continue
                }
                html.raw(cells[number])
                swatch(color, shown: drawn, surface: surfaces[number], into: &html)
                html.raw("</td>")
            }
            html.raw("<td class=\"description\">")
            html.escaped(first.tokens[index].description ?? "")
            html.raw("</td></tr>\n")
        }
        out += "</tbody>\n</table>\n</div>\n</section>\n".utf8
    }

    /// A swatch: the colour, over a checkerboard and over the mode's surface when translucent
    /// (each titled), then its hex as text. The swatches are drawn only: the row's token, the
    /// column's mode and the hex beside them say in words what they show, once. `shown` is the
    /// colour as the page shows it (`ReportPlan.shown`).
    static func swatch(_ color: ColorValue, shown: ReportColor, surface: ColorValue, into html: inout TextBuffer) {
        html.raw("<div class=\"swatch-cell\">")
        if color.alpha < 1 {
            html.raw("<span class=\"checker\" title=\"over a checkerboard\"><span class=\"swatch ")
            shown.classes(into: &html)
            html.raw("\"></span></span><span class=\"swatch over-surface ")
            ReportColor(WCAG.composite(color, over: surface)).classes(into: &html)
            html.raw("\" title=\"over the surface\"></span>")
        } else {
            html.raw("<span class=\"swatch ")
            shown.classes(into: &html)
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
}

extension HTMLReportEmitter {
    /// On a phone the colour table's rows become cards, each swatch labelled with its mode: one
    /// rule per mode (`#colors td:nth-child(2)::before { content: "light" }`), inside the phone
    /// layout's media query, so no row carries its labels.
    static func cardLabels(_ input: EmitInput) -> String {
        var css = "@media (max-width: \(HTMLReportStyle.phoneWidth)px) {\n"
        for (number, mode) in input.tokens.modes.enumerated() {
            css += "  #colors td:nth-child(\(number + 2))::before { content: \(HTML.cssString(mode.mode.name)); }\n"
        }
        return css + "}\n"
    }
}
