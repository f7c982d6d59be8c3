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

    /// The nearest colour to `foreground` that reaches its target on every one of `goals` (a
    /// background and the target there), searched as `nearest(to:on:)` searches one background;
    /// `ratio` is the lowest it reaches among them. Nil when no lightness of its hue passes on all
    /// of them at once (text on both a light and a dark background, say). The colour found is
    /// re-checked on every background as 8-bit sRGB.
    public static func nearest(
        to foreground: ColorValue, onEvery goals: [(background: ColorValue, target: Double)],
        surface: ColorValue = .white
    ) -> ContrastSuggestion? {
        guard !goals.isEmpty else { return nil }
        let origin = foreground.converted(to: .oklch)
        let start = origin.components[0] ?? 0
        func lowest(_ color: ColorValue) -> Double {
            goals.map { WCAG.contrast(color, on: $0.background, surface: surface) }.min() ?? 0
        }
        func passes(_ color: ColorValue) -> Bool {
            goals.allSatisfy { WCAG.contrast(color, on: $0.background, surface: surface) >= $0.target }
        }
        var best: ContrastSuggestion?
        for direction in [-1.0, 1.0] {
            guard let color = search(origin, from: start, direction: direction, passes: passes) else { continue }
            let found = ContrastSuggestion(color: color, ratio: lowest(color), deltaE: color.deltaEOK(to: foreground))
            if best == nil || found.deltaE < best?.deltaE ?? .infinity { best = found }
        }
        return best
    }

    /// Checks the extreme of the direction first (when even black or white at this chroma and hue
    /// fails, nothing in between passes), then bisects lightness between the failing start and the
    /// passing extreme. Every probe is the gamut-mapped, 8-bit colour, tested with ≥.
    private static func search(
        _ origin: ColorValue, from start: Double, direction: Double, background: ColorValue,
        target: Double, surface: ColorValue, original: ColorValue
    ) -> ContrastSuggestion? {
        let found = search(origin, from: start, direction: direction) {
            WCAG.contrast($0, on: background, surface: surface) >= target
        }
        guard let color = found else { return nil }
        return ContrastSuggestion(
            color: color, ratio: WCAG.contrast(color, on: background, surface: surface),
            deltaE: color.deltaEOK(to: original))
    }

    /// The search in one direction for the lightness where `passes` starts to hold: nil when it
    /// does not hold at the extreme; the colour returned passes (it is tested last).
    private static func search(
        _ origin: ColorValue, from start: Double, direction: Double, passes: (ColorValue) -> Bool
    ) -> ColorValue? {
        func passing(_ lightness: Double) -> ColorValue? {
            let color = probe(origin, lightness: lightness)
            return passes(color) ? color : nil
        }
        let extreme = direction < 0 ? 0.0 : 1.0
        guard start != extreme, passing(extreme) != nil else { return nil }
        var low = start
        var high = extreme
        for _ in 0..<24 where abs(high - low) > 0.00005 {
            let middle = (low + high) / 2
            if passing(middle) != nil { high = middle } else { low = middle }
        }
        return passing(high)
    }
}
