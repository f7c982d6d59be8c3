/// A colour as the report shows it: gamut-mapped to sRGB and rounded to 8 bits per channel, worked
/// out once and written both as hex (`#RRGGBB`, `#RRGGBBAA` when translucent; the same text as
/// `ColorValue.displayHex`) and as CSS (the hex, or `rgba(…)`), from numbers only, never token text.
struct ReportColor {
    let red, green, blue: UInt8
    let alpha: Double

    init(_ color: ColorValue) {
        let srgb = color.gamutMapped(to: .srgb).vector
        (red, green, blue, alpha) = (Self.byte(srgb.x), Self.byte(srgb.y), Self.byte(srgb.z), color.alpha)
    }

    /// A channel or alpha, clamped to 0…1, as the nearest 8-bit value.
    private static func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }

    func hex(into html: inout TextBuffer) {
        html.raw("#")
        html.hexByte(red)
        html.hexByte(green)
        html.hexByte(blue)
        if alpha < 1 { html.hexByte(Self.byte(alpha)) }
    }

    /// The CSS colour: the hex when opaque (the same colour as `rgb(…)`, in fewer bytes),
    /// `rgba(…)` with alpha to three places when translucent.
    func css(into html: inout TextBuffer) {
        guard alpha < 1 else { return hex(into: &html) }
        html.raw("rgba(")
        html.number(Int(red))
        html.raw(", ")
        html.number(Int(green))
        html.raw(", ")
        html.number(Int(blue))
        html.raw(", " + JSONOutput.format((alpha * 1000).rounded() / 1000))
        html.raw(")")
    }
}
