/// The nearest colour to a failing foreground that reaches a target contrast.
public struct ContrastSuggestion: Sendable, Hashable {
    /// The suggested foreground: 8-bit sRGB, alpha as the original's.
    public let color: ColorValue
    /// Its contrast on the background (after quantisation), ≥ the target.
    public let ratio: Double
    /// Its distance from the original, ΔE OK.
    public let deltaE: Double

    /// Searches OKLCH lightness at the foreground's chroma and hue, darker and lighter, gamut-mapping
    /// and quantising every probe to 8 bits and re-checking it with ≥; returns the closer passing
    /// colour, or nil when no lightness of that hue reaches `target` (then neither black nor white
    /// of that alpha does).
    public static func nearest(
        to foreground: ColorValue, on background: ColorValue, target: Double, surface: ColorValue = .white
    ) -> ContrastSuggestion? {
        let origin = foreground.converted(to: .oklch)
        let start = origin.components[0] ?? 0
        var best: ContrastSuggestion?
        for direction in [-1.0, 1.0] {
            guard
                let found = search(
                    origin, from: start, direction: direction, background: background, target: target, surface: surface,
                    original: foreground)
            else { continue }
            if best == nil || found.deltaE < best?.deltaE ?? .infinity { best = found }
        }
        return best
    }

    /// `origin` (OKLCH) at another lightness, gamut-mapped and quantised to 8-bit sRGB: every
    /// colour the searches try (here and in `ContrastFix`).
    static func probe(_ origin: ColorValue, lightness: Double) -> ColorValue {
        var candidate = origin
        candidate.components[0] = min(max(lightness, 0), 1)
        return candidate.quantizedSRGB()
    }

    /// Checks the extreme of the direction first (when even black or white at this chroma and hue
    /// fails, nothing in between passes), then bisects lightness between the failing start and the
    /// passing extreme. Every probe is the gamut-mapped, 8-bit colour, tested with ≥.
    private static func search(
        _ origin: ColorValue, from start: Double, direction: Double, background: ColorValue,
        target: Double, surface: ColorValue, original: ColorValue
    ) -> ContrastSuggestion? {
        func passes(_ lightness: Double) -> ColorValue? {
            let color = probe(origin, lightness: lightness)
            return WCAG.contrast(color, on: background, surface: surface) >= target ? color : nil
        }
        let extreme = direction < 0 ? 0.0 : 1.0
        guard start != extreme, passes(extreme) != nil else { return nil }
        var low = start
        var high = extreme
        for _ in 0..<24 where abs(high - low) > 0.00005 {
            let middle = (low + high) / 2
            if passes(middle) != nil { high = middle } else { low = middle }
        }
        guard let color = passes(high) else { return nil }
        return ContrastSuggestion(
            color: color, ratio: WCAG.contrast(color, on: background, surface: surface),
            deltaE: color.deltaEOK(to: original))
    }
}
