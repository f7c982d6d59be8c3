/// Contrast over a gradient: a gradient background is as readable as its worst point, so a pair
/// is measured at the position where the contrast is lowest, found by sampling the gradient
/// densely and refining around the lowest sample.
///
/// The gradient is interpolated as CSS does: between stops sorted by position (a stop placed
/// before an earlier one moves up to it), in gamma-encoded sRGB by default or in OKLab when the
/// token asks, with premultiplied alpha; before the first stop and after the last the end colours
/// hold. Translucent stops are composited on the mode's surface, as translucent colours are.
public enum GradientContrast {
    /// The space a gradient is interpolated in.
    public enum Space: String, Sendable, CaseIterable { case srgb, oklab }

    /// Samples taken evenly over 0…1 (and at every stop), before refining around the lowest.
    static let samples = 1_000

    /// The colour at `position` (0…1) of the gradient.
    public static func color(at position: Double, stops: [GradientStop], space: Space) -> ColorValue {
        color(at: position, ordered: ordered(stops), space: space)
    }

    /// `color(at:stops:space:)` for stops already `ordered` (the search reads thousands of points).
    static func color(at position: Double, ordered sorted: [GradientStop], space: Space) -> ColorValue {
        guard let first = sorted.first, let last = sorted.last else { return .white }
        if position <= first.position { return first.color }
        if position >= last.position { return last.color }
        // The last stop at or before the position, and the one after it.
        let upper = sorted.firstIndex { $0.position > position } ?? sorted.count - 1
        let a = sorted[upper - 1]
        let b = sorted[upper]
        let span = b.position - a.position
        let t = span > 0 ? (position - a.position) / span : 1
        return mix(a.color, b.color, t, in: space)
    }

    /// The lowest contrast of `foreground` on the gradient: its ratio, where (0…1), and the colour there.
    public static func worst(
        _ foreground: ColorValue, on stops: [GradientStop], space: Space, surface: ColorValue = .white
    ) -> (ratio: Double, position: Double, color: ColorValue) {
        worst(over: stops, space: space) { WCAG.contrast(foreground, on: $0, surface: surface) }
    }

    /// The lowest of `measure` over the gradient's colours: its value, where, and the colour there.
    /// (A gradient foreground on a colour is measured with this too.)
    public static func worst(
        over stops: [GradientStop], space: Space, measure: (ColorValue) -> Double
    ) -> (ratio: Double, position: Double, color: ColorValue) {
        let sorted = ordered(stops)
        func ratio(_ position: Double) -> Double { measure(color(at: position, ordered: sorted, space: space)) }
        var positions = (0...samples).map { Double($0) / Double(samples) }
        positions += sorted.map(\.position).filter { $0 >= 0 && $0 <= 1 }
        var best = (ratio: Double.infinity, position: 0.0)
        for position in positions {
            let r = ratio(position)
            if r < best.ratio { best = (r, position) }
        }
        // Golden-section search around the lowest sample, within one sample step on each side and
        // never across a stop (a hard stop is a jump the search must not smooth over).
        let step = 1.0 / Double(samples)
        var low = max(0, best.position - step)
        var high = min(1, best.position + step)
        for stop in sorted.map(\.position) {
            if stop < best.position && stop > low { low = stop }
            if stop > best.position && stop < high { high = stop }
        }
        let golden = (5.0.squareRoot() - 1) / 2
        // Each round keeps one of its two inner points, so it measures one new point.
        var c = high - golden * (high - low)
        var d = low + golden * (high - low)
        var (atC, atD) = (ratio(c), ratio(d))
        for _ in 0..<40 where high - low > 1e-9 {
            if atC < atD {
                (high, d, atD) = (d, c, atC)
                c = high - golden * (high - low)
                atC = ratio(c)
            } else {
                (low, c, atC) = (c, d, atD)
                d = low + golden * (high - low)
                atD = ratio(d)
            }
        }
        let refined = (low + high) / 2
        let atRefined = ratio(refined)
        if atRefined < best.ratio { best = (atRefined, refined) }
        return (best.ratio, best.position, color(at: best.position, ordered: sorted, space: space))
    }

    /// The space a gradient token asks for: `$extensions.tokens.interpolation` (`"oklab"`), else sRGB.
    public static func space(of token: ResolvedToken) -> Space {
        guard case .object(let members)? = token.extensions,
            case .object(let ours)? = members.first(where: { $0.0 == "tokens" })?.1,
            case .string(let name)? = ours.first(where: { $0.0 == "interpolation" })?.1
        else { return .srgb }
        return Space(rawValue: name) ?? .srgb
    }

    /// Stops by position, each at least at the one before it (CSS's fix-up of out-of-order stops).
    static func ordered(_ stops: [GradientStop]) -> [GradientStop] {
        var result: [GradientStop] = []
        var highest = -Double.infinity
        for stop in stops {
            var stop = stop
            stop.position = max(stop.position, highest)
            highest = stop.position
            result.append(stop)
        }
        return result
    }

    /// `a` to `b` at `t`, premultiplied, in `space`.
    static func mix(_ a: ColorValue, _ b: ColorValue, _ t: Double, in space: Space) -> ColorValue {
        let target: ColorSpace = space == .oklab ? .oklab : .srgb
        let x = a.converted(to: target)
        let y = b.converted(to: target)
        let alpha = x.alpha + (y.alpha - x.alpha) * t
        let p = x.vector * x.alpha
        let q = y.vector * y.alpha
        let mixed = p + (q - p) * t
        let channels = alpha > 0 ? mixed * (1 / alpha) : mixed
        return ColorValue(
            colorSpace: target, components: ColorComponents(channels.x, channels.y, channels.z), alpha: alpha)
    }
}
