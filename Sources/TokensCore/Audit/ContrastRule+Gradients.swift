/// Pairs with a gradient: a gradient background (or foreground) is measured at its worst point,
/// and a failing text colour on a gradient gets the nearest colour that passes everywhere on it.
extension ContrastRule {
    /// A pair's ratio and, for a gradient, where it is worst (for the message); nil when the pair
    /// is not two colours, or a colour and a gradient, in this mode.
    static func measure(
        _ foreground: ResolvedToken, on background: ResolvedToken, surface: ColorValue
    ) -> (ratio: Double, worst: String?)? {
        switch (foreground.value, background.value) {
        case (.color(let fg), .color(let bg)):
            return (WCAG.contrast(fg, on: bg, surface: surface), nil)
        case (.color(let fg), .gradient(let stops)):
            let worst = GradientContrast.worst(
                fg, on: stops, space: GradientContrast.space(of: background), surface: surface)
            return (worst.ratio, place(worst.position, worst.color))
        case (.gradient(let stops), .color(let bg)):
            let worst = GradientContrast.worst(over: stops, space: GradientContrast.space(of: foreground)) {
                WCAG.contrast($0, on: bg, surface: surface)
            }
            return (worst.ratio, place(worst.position, worst.color))
        default:
            return nil
        }
    }

    /// `at its worst point, 100% along the gradient (#808080)`.
    static func place(_ position: Double, _ color: ColorValue) -> String {
        " at its worst point, \(Int((position * 100).rounded()))% along the gradient (\(color.displayHex))"
    }

    /// The nearest colour to `foreground` that reaches `target` at every point of the gradient:
    /// the nearest passing colour on the worst point, re-measured over the whole gradient, and
    /// searched again on the new worst point until it holds (a few rounds at most).
    static func suggestion(
        for foreground: ColorValue, on stops: [GradientStop], space: GradientContrast.Space, target: Double,
        surface: ColorValue
    ) -> ContrastSuggestion? {
        var worst = GradientContrast.worst(foreground, on: stops, space: space, surface: surface)
        var candidate = foreground
        for _ in 0..<8 {
            guard
                let found = ContrastSuggestion.nearest(to: candidate, on: worst.color, target: target, surface: surface)
            else { return nil }
            worst = GradientContrast.worst(found.color, on: stops, space: space, surface: surface)
            if worst.ratio >= target {
                return ContrastSuggestion(
                    color: found.color, ratio: worst.ratio, deltaE: found.color.deltaEOK(to: foreground))
            }
            candidate = found.color
        }
        return nil
    }
}
