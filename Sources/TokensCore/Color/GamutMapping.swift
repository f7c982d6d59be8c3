/// CSS Color 4 §13.2 gamut mapping: reduce OKLCH chroma at constant lightness and hue until the
/// clipped colour is within a just-noticeable ΔE OK (0.02) of the reduced one. Never plain clipping.
extension ColorValue {
    /// The colour mapped into `space`'s gamut (and expressed in `space`), alpha kept.
    public func gamutMapped(to space: ColorSpace) -> ColorValue {
        guard space.isBoundedRGB else { return converted(to: space) }
        // Already in that space and inside it (most tokens): nothing to map or convert.
        if colorSpace == space, isInGamut(space) { return clipped() }
        let origin = converted(to: .oklch)
        let lightness = origin.components[0] ?? 0
        if lightness >= 1 {
            return ColorValue(
                colorSpace: space, components: ColorValue.white.converted(to: space).components, alpha: alpha)
        }
        if lightness <= 0 {
            return ColorValue(
                colorSpace: space, components: ColorValue.black.converted(to: space).components, alpha: alpha)
        }
        if isInGamut(space) { return converted(to: space).clipped() }
        let jnd = 0.02
        let epsilon = 0.0001
        var current = origin
        var clipped = current.converted(to: space).clipped()
        if clipped.deltaEOK(to: current) < jnd { return clipped }
        var low = 0.0
        var high = origin.components[1] ?? 0
        var lowIsInGamut = true
        while high - low > epsilon {
            let chroma = (low + high) / 2
            current.components[1] = chroma
            if lowIsInGamut && current.isInGamut(space) {
                low = chroma
                continue
            }
            clipped = current.converted(to: space).clipped()
            let difference = clipped.deltaEOK(to: current)
            if difference < jnd {
                if jnd - difference < epsilon { return clipped }
                lowIsInGamut = false
                low = chroma
            } else {
                high = chroma
            }
        }
        return clipped
    }

    /// Each RGB component clamped to 0…1 (only for colours already in a bounded RGB space).
    func clipped() -> ColorValue {
        guard colorSpace.isBoundedRGB else { return self }
        // Nearly every token is inside already: then there is nothing to copy.
        if components.allSatisfy({ $0.map { $0 >= 0 && $0 <= 1 } ?? true }) { return self }
        var copy = self
        copy.components = components.mapValues { min(max($0, 0), 1) }
        return copy
    }

    /// ΔE OK: Euclidean distance in OKLab.
    public func deltaEOK(to other: ColorValue) -> Double {
        let a = vector(in: .oklab)
        let b = other.vector(in: .oklab)
        let d = a - b
        return (d * d).sum().squareRoot()
    }

    /// Opaque sRGB white.
    public static let white = ColorValue(colorSpace: .srgb, components: [1, 1, 1])
    /// Opaque sRGB black.
    public static let black = ColorValue(colorSpace: .srgb, components: [0, 0, 0])

    /// `#RRGGBB` (or `#RRGGBBAA` when translucent) of the gamut-mapped, 8-bit colour.
    public var displayHex: String {
        let base = (quantizedSRGB().sRGBHex ?? "#000000").uppercased()
        guard alpha < 1 else { return base }
        let a = Int((alpha * 255).rounded())
        return base + (a < 16 ? "0" : "") + String(a, radix: 16, uppercase: true)
    }

    /// The colour gamut-mapped to sRGB and rounded to 8 bits per channel (alpha too).
    public func quantizedSRGB() -> ColorValue {
        let mapped = gamutMapped(to: .srgb)
        let v = mapped.vector
        let bytes = ColorComponents(
            (v.x * 255).rounded() / 255, (v.y * 255).rounded() / 255, (v.z * 255).rounded() / 255)
        let result = ColorValue(colorSpace: .srgb, components: bytes, alpha: (alpha * 255).rounded() / 255)
        return result
    }
}
