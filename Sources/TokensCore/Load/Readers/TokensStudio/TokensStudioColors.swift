/// Colours written as `hsl()` / `hsla()` in a Tokens Studio file, computed as Tokens Studio's own
/// transforms compute them, so a team moving over gets the colorsets it already ships.
///
/// Tokens Studio resolves colours with tinycolor2: its HSL → RGB arithmetic in doubles (the
/// `hue2rgb` form, with saturation and lightness cut to hundredths of a percent by `parseInt`), then
/// `Math.round`, which rounds a half up. CSS Color 4's formula is the same colour, but a value that
/// lies on a half step of 8 bits (`hsl(295, 100%, 85%)`: green 178.5) lands on either side by float
/// noise; reading it the way the source tool did is the only way to agree with it.
enum TokensStudioColors {
    /// The DTCG sRGB node for an `hsl()` / `hsla()` string, 8-bit as Tokens Studio writes it; nil for
    /// anything else (hex, `rgb()`, an alias, an expression), which stays as written.
    static func rounded(_ value: JSONNode) -> JSONNode? {
        guard let text = value.string, text.utf8.first.map({ $0 | 0x20 }) == UInt8(ascii: "h"),
            case .success(let color) = CSSColorParser.parse(text), color.colorSpace == .hsl,
            let h = color.components[0], let s = color.components[1], let l = color.components[2]
        else { return nil }
        let at = value.location
        let channels = eightBit(hue: h, saturation: s, lightness: l).map { JSONNode(.number(Double($0) / 255), at: at) }
        var members: [JSONObject.Member] = [
            .init(key: "colorSpace", keyLocation: at, value: JSONNode(.string("srgb"), at: at)),
            .init(key: "components", keyLocation: at, value: JSONNode(.array(channels), at: at)),
        ]
        if color.alpha < 1 {
            members.append(.init(key: "alpha", keyLocation: at, value: JSONNode(.number(color.alpha), at: at)))
        }
        return JSONNode(.object(JSONObject(members)), at: at)
    }

    /// tinycolor2's `hslToRgb` then `Math.round`: hue in degrees, saturation and lightness in percent.
    static func eightBit(hue: Double, saturation: Double, lightness: Double) -> [Int] {
        let h = fraction(hue, of: 360, percent: false)
        let s = fraction(saturation, of: 100, percent: true)
        let l = fraction(lightness, of: 100, percent: true)
        let rgb: [Double]
        if s == 0 {
            rgb = [l, l, l]
        } else {
            let q = l < 0.5 ? l * (1 + s) : l + s - l * s
            let p = 2 * l - q
            rgb = [h + 1.0 / 3, h, h - 1.0 / 3].map { channel(p, q, $0) }
        }
        // Math.round: the nearest integer, a half going up.
        return rgb.map { Int(($0 * 255 + 0.5).rounded(.down)) }
    }

    /// tinycolor2's `bound01`: clamped to 0…max, a percentage cut to hundredths, then a fraction.
    static func fraction(_ n: Double, of maximum: Double, percent: Bool) -> Double {
        var n = min(maximum, max(0, n))
        if percent { n = (n * maximum).rounded(.towardZero) / 100 }
        if abs(n - maximum) < 0.000001 { return 1 }
        return n.truncatingRemainder(dividingBy: maximum) / maximum
    }

    /// tinycolor2's `hue2rgb`.
    static func channel(_ p: Double, _ q: Double, _ t: Double) -> Double {
        var t = t
        if t < 0 { t += 1 }
        if t > 1 { t -= 1 }
        if t < 1.0 / 6 { return p + (q - p) * 6 * t }
        if t < 1.0 / 2 { return q }
        if t < 2.0 / 3 { return p + (q - p) * (2.0 / 3 - t) * 6 }
        return p
    }
}
