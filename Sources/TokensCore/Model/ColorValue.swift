/// The colour spaces DTCG 2025.10 lists for the colour object's `colorSpace`.
public enum ColorSpace: String, Sendable, Hashable, CaseIterable, Codable {
    case srgb
    case srgbLinear = "srgb-linear"
    case hsl, hwb, lab, lch, oklab, oklch
    case displayP3 = "display-p3"
    case a98RGB = "a98-rgb"
    case prophotoRGB = "prophoto-rgb"
    case rec2020
    case xyzD65 = "xyz-d65"
    case xyzD50 = "xyz-d50"

    /// The valid range of each component, in order, as DTCG's schema gives them.
    public var componentRanges: [ClosedRange<Double>] {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: [0...1, 0...1, 0...1]
        case .xyzD65, .xyzD50:
            [
                -Double.infinity...Double.infinity, -Double.infinity...Double.infinity,
                -Double.infinity...Double.infinity,
            ]
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
    public var components: ColorComponents
    /// Opacity, 0 (transparent) to 1 (opaque).
    public var alpha: Double
    /// The `#rrggbb` fallback as written in the source, if any.
    public var hex: String? {
        get { fallback.string }
        set { fallback = InlineText(newValue) }
    }
    /// `hex`, held so that a colour is trivially copyable: colours are copied millions of times
    /// a large build, and a `String?` field sent every copy through the runtime.
    private var fallback: InlineText

    /// Creates a colour.
    public init(colorSpace: ColorSpace, components: ColorComponents, alpha: Double = 1, hex: String? = nil) {
        self.colorSpace = colorSpace
        self.components = components
        self.alpha = alpha
        self.fallback = InlineText(hex)
    }

    /// An sRGB colour from `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`; nil if the text is not one.
    public init?(hexString text: String) {
        // Read byte by byte: a large set has tens of thousands of hex literals per mode.
        var bytes = text.utf8.makeIterator()
        guard bytes.next() == UInt8(ascii: "#") else { return nil }
        var value: UInt32 = 0
        var count = 0
        while let byte = bytes.next() {
            guard count < 8, let digit = Self.hexDigit(byte) else { return nil }
            value = value << 4 | digit
            count += 1
        }
        // Four 8-bit channels, alpha last (255 when not written); short forms double each digit.
        let rgba: (UInt32, UInt32, UInt32, UInt32)
        switch count {
        case 3: rgba = ((value >> 8 & 0xF) * 17, (value >> 4 & 0xF) * 17, (value & 0xF) * 17, 255)
        case 4: rgba = ((value >> 12 & 0xF) * 17, (value >> 8 & 0xF) * 17, (value >> 4 & 0xF) * 17, (value & 0xF) * 17)
        case 6: rgba = (value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF, 255)
        case 8: rgba = (value >> 24 & 0xFF, value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF)
        default: return nil
        }
        self.init(
            colorSpace: .srgb,
            components: ColorComponents(Double(rgba.0) / 255, Double(rgba.1) / 255, Double(rgba.2) / 255),
            alpha: count == 4 || count == 8 ? Double(rgba.3) / 255 : 1)
        self.fallback = InlineText(hexRed: UInt8(rgba.0), green: UInt8(rgba.1), blue: UInt8(rgba.2))
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// `#rrggbb` when the colour is inside the sRGB gamut (whatever space it is written in),
    /// else the source's own `hex` fallback, if any.
    public var sRGBHex: String? { gamutHex(uppercase: false) ?? hex }

    /// `#rrggbb`, nil outside the sRGB gamut (a colour's text is made for 30,000 tokens at a time,
    /// so it is written byte by byte).
    private func gamutHex(uppercase: Bool) -> String? {
        var out = TextBuffer(reserving: 7)
        guard writeGamutHex(uppercase: uppercase, into: &out) else { return nil }
        return String(decoding: out.bytes, as: UTF8.self)
    }

    /// Writes `#rrggbb` and returns true when the colour is inside the sRGB gamut; else writes nothing.
    private func writeGamutHex(uppercase: Bool, into out: inout TextBuffer) -> Bool {
        guard colorSpace == .srgb || isInGamut(.srgb) else { return false }
        let rgb = vector(in: .srgb)
        guard let r = Self.hexChannel(rgb.x), let g = Self.hexChannel(rgb.y), let b = Self.hexChannel(rgb.z) else {
            return false
        }
        out.hexRGB(r, g, b, uppercase: uppercase, after: "#")
        return true
    }

    /// The 8-bit value of an sRGB channel, nil when it is outside 0...1 by more than rounding.
    private static func hexChannel(_ c: Double) -> UInt8? {
        guard c >= -gamutEpsilon, c <= 1 + gamutEpsilon else { return nil }
        return UInt8((min(max(c, 0), 1) * 255).rounded())
    }

    /// `description` written into `out` (an opaque colour's hex straight as bytes: the Swift file
    /// describes every colour in every appearance).
    func describe(into out: inout TextBuffer) {
        if alpha == 1, writeGamutHex(uppercase: true, into: &out) { return }
        out.raw(description)
    }

    public var description: String {
        if alpha == 1, let hex = gamutHex(uppercase: true) ?? hex?.uppercased() { return hex }
        let parts = components.map { $0.map(JSONOutput.format) ?? "none" }.joined(separator: " ")
        return "color(\(colorSpace.rawValue) \(parts)" + (alpha == 1 ? ")" : " / \(JSONOutput.format(alpha)))")
    }
}
