/// The colour spaces DTCG 2025.10 lists for the colour object's `colorSpace`.
public enum ColorSpace: String, Sendable, Hashable, CaseIterable, Codable {
    case srgb, srgbLinear = "srgb-linear", hsl, hwb, lab, lch, oklab, oklch
    case displayP3 = "display-p3", a98RGB = "a98-rgb", prophotoRGB = "prophoto-rgb", rec2020
    case xyzD65 = "xyz-d65", xyzD50 = "xyz-d50"

    /// The valid range of each component, in order, as DTCG's schema gives them.
    public var componentRanges: [ClosedRange<Double>] {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: [0...1, 0...1, 0...1]
        case .xyzD65, .xyzD50: [-Double.infinity...Double.infinity, -Double.infinity...Double.infinity, -Double.infinity...Double.infinity]
        case .hsl, .hwb: [0...360, 0...100, 0...100]
        case .lab: [0...100, -Double.infinity...Double.infinity, -Double.infinity...Double.infinity]
        case .lch: [0...100, 0...Double.infinity, 0...360]
        case .oklab: [0...1, -Double.infinity...Double.infinity, -Double.infinity...Double.infinity]
        case .oklch: [0...1, 0...Double.infinity, 0...360]
        }
    }
}

/// A colour as DTCG writes it: a space, three components (`nil` for `none`), alpha, and a hex fallback.
public struct ColorValue: Sendable, Hashable, CustomStringConvertible {
    /// The space the components are in.
    public var colorSpace: ColorSpace
    /// Three components; nil is the `none` keyword.
    public var components: [Double?]
    /// Opacity, 0 (transparent) to 1 (opaque).
    public var alpha: Double
    /// The `#rrggbb` fallback as written in the source, if any.
    public var hex: String?

    /// Creates a colour.
    public init(colorSpace: ColorSpace, components: [Double?], alpha: Double = 1, hex: String? = nil) {
        self.colorSpace = colorSpace
        self.components = components
        self.alpha = alpha
        self.hex = hex
    }

    /// An sRGB colour from `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`; nil if the text is not one.
    public init?(hexString text: String) {
        guard text.hasPrefix("#") else { return nil }
        var digits: [Double] = []
        for ch in text.dropFirst() {
            guard let d = ch.hexDigitValue else { return nil }
            digits.append(Double(d))
        }
        let channels: [Double]
        switch digits.count {
        case 3, 4: channels = digits.map { (d: Double) -> Double in d * 17 / 255 }
        case 6, 8:
            channels = stride(from: 0, to: digits.count, by: 2).map { (i: Int) -> Double in
                let byte: Double = digits[i] * 16 + digits[i + 1]
                return byte / 255
            }
        default: return nil
        }
        self.init(colorSpace: .srgb, components: Array(channels.prefix(3)), alpha: channels.count == 4 ? channels[3] : 1)
        self.hex = sRGBHex
    }

    /// `#rrggbb` when the colour is inside the sRGB gamut (whatever space it is written in),
    /// else the source's own `hex` fallback, if any.
    public var sRGBHex: String? {
        guard colorSpace == .srgb || isInGamut(.srgb) else { return hex }
        let rgb = converted(to: .srgb).vector
        var out = "#"
        for c in [rgb.x, rgb.y, rgb.z] {
            let byte = Int((min(max(c, 0), 1) * 255).rounded())
            guard (0...255).contains(byte), c >= -Self.gamutEpsilon, c <= 1 + Self.gamutEpsilon else { return hex }
            out += (byte < 16 ? "0" : "") + String(byte, radix: 16)
        }
        return out
    }

    public var description: String {
        if let hex = sRGBHex ?? hex, alpha == 1 { return hex.uppercased() }
        let parts = components.map { $0.map(JSONOutput.format) ?? "none" }.joined(separator: " ")
        return "color(\(colorSpace.rawValue) \(parts)" + (alpha == 1 ? ")" : " / \(JSONOutput.format(alpha)))")
    }
}
