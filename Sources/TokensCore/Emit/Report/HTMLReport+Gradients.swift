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
            let ground = ReportColor(bg)
            return { replacement, html in sample(ReportColor(replacement ?? fg), on: ground, into: &html) }
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

    /// An SVG sample with the gradient as its background (text given) or as its text and stroke
    /// (ground given), a dashed line at the worst point. OKLab gradients are drawn from 21 samples,
    /// since SVG interpolates in sRGB.
    static func gradientSample(
        _ stops: [GradientStop], space: GradientContrast.Space, text: ColorValue? = nil, ground: ColorValue? = nil,
        worst: Double, id: String, into html: inout TextBuffer
    ) {
        let drawn: [GradientStop] =
            space == .srgb
            ? GradientContrast.ordered(stops)
            : (0...20).map {
                GradientStop(
                    color: GradientContrast.color(at: Double($0) / 20, stops: stops, space: space),
                    position: Double($0) / 20)
            }
        html.raw("<svg class=\"sample\" aria-hidden=\"true\" viewBox=\"0 0 132 36\"><defs><linearGradient id=\"")
        html.escaped(id)
        html.raw("\">")
        for stop in drawn {
            var opaque = stop.color
            opaque.alpha = 1
            html.raw("<stop offset=\"" + JSONOutput.format((stop.position * 1000).rounded() / 10) + "%\" stop-color=\"")
            ReportColor(opaque).hex(into: &html)
            html.raw("\" stop-opacity=\"" + JSONOutput.format((stop.color.alpha * 1000).rounded() / 1000) + "\"/>")
        }
        html.raw("</linearGradient></defs>")
        let gradient = "url(#" + HTML.escape(id) + ")"
        html.raw("<rect width=\"132\" height=\"36\" rx=\"6\" fill=\"")
        if let ground { ReportColor(ground).css(into: &html) } else { html.raw(gradient) }
        html.raw("\"/><text x=\"10\" y=\"24\" font-size=\"16\" font-family=\"system-ui, sans-serif\" fill=\"")
        if let text { ReportColor(text).css(into: &html) } else { html.raw(gradient) }
        html.raw("\">Aa Text</text><circle cx=\"108\" cy=\"18\" r=\"9\" fill=\"none\" stroke-width=\"3\" stroke=\"")
        if let text { ReportColor(text).css(into: &html) } else { html.raw(gradient) }
        let x = JSONOutput.format((worst * 1320).rounded() / 10)
        html.raw(
            "\"/><line x1=\"\(x)\" x2=\"\(x)\" y1=\"0\" y2=\"36\" stroke=\"#d00\" stroke-width=\"1.5\" stroke-dasharray=\"3 2\"/></svg>"
        )
    }
}
