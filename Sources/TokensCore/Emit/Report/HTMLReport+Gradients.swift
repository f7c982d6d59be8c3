/// Pair samples where one side is a gradient: the text and stroke drawn on the gradient itself
/// (or in it), with the worst point marked, as the audit measured it.
extension HTMLReportEmitter {
    /// The pair's sample: a function that draws it, with its own foreground or a replacement (a
    /// suggestion); nil when the pair is neither two colours nor a colour and a gradient.
    static func pairSample(
        _ foreground: ResolvedToken, on background: ResolvedToken, id: String
    ) -> ((ColorValue?, inout TextBuffer) -> Void)? {
        switch (foreground.value, background.value) {
        case (.color(let fg), .color(let bg)):
            return { replacement, html in sample(ReportColor(replacement ?? fg), on: ReportColor(bg), into: &html) }
        case (.color(let fg), .gradient(let stops)):
            let space = GradientContrast.space(of: background)
            return { replacement, html in
                let text = replacement ?? fg
                let worst = GradientContrast.worst(text, on: stops, space: space).position
                gradientSample(
                    stops, space: space, text: text, worst: worst, id: id + (replacement == nil ? "" : "-fix"),
                    into: &html)
            }
        case (.gradient(let stops), .color(let bg)):
            let space = GradientContrast.space(of: foreground)
            return { _, html in
                let worst = GradientContrast.worst(over: stops, space: space) { WCAG.contrast($0, on: bg) }.position
                gradientSample(stops, space: space, ground: bg, worst: worst, id: id, into: &html)
            }
        default:
            return nil
        }
    }

    /// The stops a gradient is drawn with: its own in sRGB, 21 samples of an OKLab gradient (SVG
    /// interpolates in sRGB). `ReportPalette` collects their colours from here too.
    static func drawnStops(_ stops: [GradientStop], space: GradientContrast.Space) -> [GradientStop] {
        guard space != .srgb else { return GradientContrast.ordered(stops) }
        return (0...20).map {
            GradientStop(
                color: GradientContrast.color(at: Double($0) / 20, stops: stops, space: space),
                position: Double($0) / 20)
        }
    }

    /// An SVG sample with the gradient as its background (text given) or as its text and stroke
    /// (ground given), a dashed line at the worst point. Every colour carries its palette class, so
    /// the colour-vision menu shows the gradient as each deficiency sees it.
    static func gradientSample(
        _ stops: [GradientStop], space: GradientContrast.Space, text: ColorValue? = nil, ground: ColorValue? = nil,
        worst: Double, id: String, into html: inout TextBuffer
    ) {
        html.raw("<svg class=\"sample\" aria-hidden=\"true\" viewBox=\"0 0 132 36\"><defs><linearGradient id=\"")
        html.escaped(id)
        html.raw("\">")
        for stop in drawnStops(stops, space: space) {
            var opaque = stop.color
            opaque.alpha = 1
            let color = ReportColor(opaque)
            html.raw("<stop class=\"")
            color.classes(into: &html)
            html.raw("\" offset=\"" + JSONOutput.format((stop.position * 1000).rounded() / 10) + "%\" stop-color=\"")
            color.hex(into: &html)
            html.raw("\" stop-opacity=\"" + JSONOutput.format((stop.color.alpha * 1000).rounded() / 1000) + "\"/>")
        }
        html.raw("</linearGradient></defs>")
        let gradient = "url(#" + HTML.escape(id) + ")"
        html.raw("<rect width=\"132\" height=\"36\" rx=\"6\"")
        paint(ground, otherwise: gradient, into: &html)
        html.raw("/><text x=\"10\" y=\"24\" font-size=\"16\" font-family=\"system-ui, sans-serif\"")
        paint(text, otherwise: gradient, into: &html)
        html.raw(">Aa Text</text><circle cx=\"108\" cy=\"18\" r=\"9\" fill=\"none\" stroke-width=\"3\"")
        paint(text, otherwise: gradient, stroke: true, into: &html)
        let x = JSONOutput.format((worst * 1320).rounded() / 10)
        html.raw(
            "/><line x1=\"\(x)\" x2=\"\(x)\" y1=\"0\" y2=\"36\" stroke=\"#d00\" stroke-width=\"1.5\" stroke-dasharray=\"3 2\"/></svg>"
        )
    }

    /// ` fill="…"` (or ` stroke="…"`): a colour with its palette class, else the gradient.
    private static func paint(
        _ color: ColorValue?, otherwise gradient: String, stroke: Bool = false, into html: inout TextBuffer
    ) {
        guard let color else {
            html.raw(stroke ? " stroke=\"" + gradient + "\"" : " fill=\"" + gradient + "\"")
            return
        }
        let shown = ReportColor(color)
        html.raw(stroke ? " class=\"s " : " class=\"f ")
        shown.classes(into: &html)
        html.raw(stroke ? "\" stroke=\"" : "\" fill=\"")
        shown.css(into: &html)
        html.raw("\"")
    }
}
