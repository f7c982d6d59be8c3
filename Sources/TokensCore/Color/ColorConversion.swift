import Foundation

/// Conversion between every DTCG colour space, through CIE XYZ (D65), the CSS Color 4 way.
/// Components use DTCG's conventions: HSL/HWB saturation, lightness, whiteness and blackness
/// in 0…100; Lab/LCH lightness 0…100; OKLab/OKLCH lightness 0…1; hues in degrees.
extension ColorSpace {
    /// Components (with `none` as 0) → XYZ relative to D65.
    public func toXYZD65(_ c: Vector3) -> Vector3 {
        switch self {
        case .srgb: return ColorMatrices.linearSRGBToXYZ(TransferFunction.sRGB.toLinear(c))
        case .srgbLinear: return ColorMatrices.linearSRGBToXYZ(c)
        case .displayP3: return ColorMatrices.linearP3ToXYZ(TransferFunction.sRGB.toLinear(c))
        case .a98RGB: return ColorMatrices.linearA98ToXYZ(TransferFunction.a98.toLinear(c))
        case .rec2020: return ColorMatrices.linearRec2020ToXYZ(TransferFunction.rec2020.toLinear(c))
        case .prophotoRGB:
            return ColorMatrices.d50ToD65(ColorMatrices.linearProPhotoToXYZD50(TransferFunction.proPhoto.toLinear(c)))
        case .xyzD65: return c
        case .xyzD50: return ColorMatrices.d50ToD65(c)
        case .hsl: return ColorSpace.srgb.toXYZD65(Self.hslToSRGB(c))
        case .hwb: return ColorSpace.srgb.toXYZD65(Self.hwbToSRGB(c))
        case .lab: return ColorMatrices.d50ToD65(Self.labToXYZD50(c))
        case .lch: return ColorSpace.lab.toXYZD65(Self.polarToRectangular(c))
        case .oklab: return Self.okLabToXYZ(c)
        case .oklch: return Self.okLabToXYZ(Self.polarToRectangular(c))
        }
    }

    /// XYZ relative to D65 → components; an achromatic colour's hue is nil (`none`).
    public func fromXYZD65(_ xyz: Vector3) -> ColorComponents {
        switch self {
        case .srgb: return Self.list(TransferFunction.sRGB.fromLinear(ColorMatrices.xyzToLinearSRGB(xyz)))
        case .srgbLinear: return Self.list(ColorMatrices.xyzToLinearSRGB(xyz))
        case .displayP3: return Self.list(TransferFunction.sRGB.fromLinear(ColorMatrices.xyzToLinearP3(xyz)))
        case .a98RGB: return Self.list(TransferFunction.a98.fromLinear(ColorMatrices.xyzToLinearA98(xyz)))
        case .rec2020: return Self.list(TransferFunction.rec2020.fromLinear(ColorMatrices.xyzToLinearRec2020(xyz)))
        case .prophotoRGB:
            return Self.list(
                TransferFunction.proPhoto.fromLinear(ColorMatrices.xyzD50ToLinearProPhoto(ColorMatrices.d65ToD50(xyz))))
        case .xyzD65: return Self.list(xyz)
        case .xyzD50: return Self.list(ColorMatrices.d65ToD50(xyz))
        case .hsl: return Self.sRGBToHSL(Vector3(ColorSpace.srgb.fromXYZD65(xyz).map { $0 ?? 0 }))
        case .hwb: return Self.sRGBToHWB(Vector3(ColorSpace.srgb.fromXYZD65(xyz).map { $0 ?? 0 }))
        case .lab: return Self.list(Self.xyzD50ToLab(ColorMatrices.d65ToD50(xyz)))
        case .lch: return Self.rectangularToPolar(Self.xyzD50ToLab(ColorMatrices.d65ToD50(xyz)), achromatic: 0.0015)
        case .oklab: return Self.list(Self.xyzToOKLab(xyz))
        case .oklch: return Self.rectangularToPolar(Self.xyzToOKLab(xyz), achromatic: 0.000004)
        }
    }

    /// True for the RGB-style spaces whose gamut is the cube 0…1.
    public var isBoundedRGB: Bool {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: true
        default: false
        }
    }

    static func list(_ v: Vector3) -> ColorComponents { ColorComponents(v.x, v.y, v.z) }

    // MARK: - Lab and OKLab

    static let kappa = 24389.0 / 27.0
    static let epsilon = 216.0 / 24389.0

    static func labToXYZD50(_ lab: Vector3) -> Vector3 {
        let fy = (lab.x + 16) / 116
        let fx = lab.y / 500 + fy
        let fz = fy - lab.z / 200
        let x = pow(fx, 3) > epsilon ? pow(fx, 3) : (116 * fx - 16) / kappa
        let y = lab.x > kappa * epsilon ? pow(fy, 3) : lab.x / kappa
        let z = pow(fz, 3) > epsilon ? pow(fz, 3) : (116 * fz - 16) / kappa
        return Vector3(x, y, z) * ColorMatrices.d50White
    }

    static func xyzD50ToLab(_ xyz: Vector3) -> Vector3 {
        let scaled = xyz / ColorMatrices.d50White
        func f(_ v: Double) -> Double { v > epsilon ? cbrt(v) : (kappa * v + 16) / 116 }
        let (fx, fy, fz) = (f(scaled.x), f(scaled.y), f(scaled.z))
        return Vector3(116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    static func okLabToXYZ(_ lab: Vector3) -> Vector3 {
        let lms = ColorMatrices.okLabToLMS(lab)
        return ColorMatrices.lmsToXYZ(lms * lms * lms)
    }

    static func xyzToOKLab(_ xyz: Vector3) -> Vector3 {
        let lms = ColorMatrices.xyzToLMS(xyz)
        return ColorMatrices.lmsToOKLab(Vector3(cbrt(lms.x), cbrt(lms.y), cbrt(lms.z)))
    }

    static func polarToRectangular(_ lch: Vector3) -> Vector3 {
        let radians = lch.z * .pi / 180
        return Vector3(lch.x, lch.y * cos(radians), lch.y * sin(radians))
    }

    static func rectangularToPolar(_ lab: Vector3, achromatic: Double) -> ColorComponents {
        let chroma = (lab.y * lab.y + lab.z * lab.z).squareRoot()
        var hue = atan2(lab.z, lab.y) * 180 / .pi
        if hue < 0 { hue += 360 }
        return ColorComponents(lab.x, chroma, chroma < achromatic ? nil : hue)
    }

    // MARK: - HSL and HWB

    static func hslToSRGB(_ hsl: Vector3) -> Vector3 {
        let h = hsl.x.truncatingRemainder(dividingBy: 360) + (hsl.x < 0 ? 360 : 0)
        let s = hsl.y / 100
        let l = hsl.z / 100
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return Vector3(f(0), f(8), f(4))
    }

    static func hue(of rgb: Vector3) -> Double? {
        let maximum = max(rgb.x, rgb.y, rgb.z)
        let minimum = min(rgb.x, rgb.y, rgb.z)
        let d = maximum - minimum
        guard d > 1e-12 else { return nil }
        var h: Double
        switch maximum {
        case rgb.x: h = (rgb.y - rgb.z) / d + (rgb.y < rgb.z ? 6 : 0)
        case rgb.y: h = (rgb.z - rgb.x) / d + 2
        default: h = (rgb.x - rgb.y) / d + 4
        }
        h *= 60
        return h >= 360 ? h - 360 : h
    }

    static func sRGBToHSL(_ rgb: Vector3) -> ColorComponents {
        let maximum = max(rgb.x, rgb.y, rgb.z)
        let minimum = min(rgb.x, rgb.y, rgb.z)
        let l = (maximum + minimum) / 2
        var s = 0.0
        var h = hue(of: rgb)
        if h != nil {
            s = (l == 0 || l == 1) ? 0 : (maximum - l) / min(l, 1 - l)
        }
        if s < 0, let hue = h {
            h = (hue + 180).truncatingRemainder(dividingBy: 360)
            s = -s
        }
        return ColorComponents(s == 0 ? nil : h, s * 100, l * 100)
    }

    static func hwbToSRGB(_ hwb: Vector3) -> Vector3 {
        let w = hwb.y / 100
        let b = hwb.z / 100
        if w + b >= 1 {
            let gray = w / (w + b)
            return Vector3(gray, gray, gray)
        }
        return hslToSRGB(Vector3(hwb.x, 100, 50)) * (1 - w - b) + w
    }

    static func sRGBToHWB(_ rgb: Vector3) -> ColorComponents {
        let white = min(rgb.x, rgb.y, rgb.z)
        let black = 1 - max(rgb.x, rgb.y, rgb.z)
        return ColorComponents(white + black >= 1 - 1e-12 ? nil : hue(of: rgb), white * 100, black * 100)
    }
}

extension ColorValue {
    /// The components as numbers, `none` read as 0 (CSS Color 4 §4.4).
    public var vector: Vector3 { Vector3(components[0] ?? 0, components[1] ?? 0, components[2] ?? 0) }

    /// The colour in XYZ relative to D65.
    public var xyzD65: Vector3 { colorSpace.toXYZD65(vector) }

    /// The colour's components in `space` (`converted(to: space).vector`), read in place when the
    /// colour is in that space already: converting returned a copy of the colour, made through
    /// its value witness (2.6 million at 30,000 tokens, most of them sRGB into sRGB).
    func vector(in space: ColorSpace) -> Vector3 {
        space == colorSpace ? vector : converted(to: space).vector
    }

    /// The same colour in `space`, alpha kept.
    public func converted(to space: ColorSpace) -> ColorValue {
        if space == colorSpace { return self }
        return ColorValue(colorSpace: space, components: space.fromXYZD65(xyzD65), alpha: alpha)
    }

    /// How far outside 0…1 an RGB component may be and still count as in gamut: about a fiftieth
    /// of an 8-bit step, so float noise from conversions never puts a colour out of gamut.
    public static let gamutEpsilon = 0.000075

    /// True when every component of the colour in `space` lies in that space's gamut.
    public func isInGamut(_ space: ColorSpace) -> Bool {
        guard space.isBoundedRGB else { return true }
        let c = vector(in: space)
        let range = -Self.gamutEpsilon...(1 + Self.gamutEpsilon)
        return range.contains(c.x) && range.contains(c.y) && range.contains(c.z)
    }
}
