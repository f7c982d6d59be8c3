/// A colour as the report shows it: gamut-mapped to sRGB and rounded to 8 bits per channel, worked
/// out once and written both as hex (`#RRGGBB`, `#RRGGBBAA` when translucent; the same text as
/// `ColorValue.displayHex`) and as CSS (`rgb(…)`, `rgba(…)`), from numbers only, never token text.
struct ReportColor {
    let red, green, blue: UInt8
    let alpha: Double

    init(_ color: ColorValue) {
        let srgb = color.gamutMapped(to: .srgb).vector
        func byte(_ channel: Double) -> UInt8 { UInt8((min(max(channel, 0), 1) * 255).rounded()) }
        (red, green, blue, alpha) = (byte(srgb.x), byte(srgb.y), byte(srgb.z), color.alpha)
    }

    func hex(into html: inout TextBuffer) {
        html.raw("#")
        html.hexByte(red)
        html.hexByte(green)
        html.hexByte(blue)
        if alpha < 1 { html.hexByte(UInt8((min(max(alpha, 0), 1) * 255).rounded())) }
    }

    func css(into html: inout TextBuffer) {
        html.raw(alpha >= 1 ? "rgb(" : "rgba(")
        html.number(Int(red))
        html.raw(", ")
        html.number(Int(green))
        html.raw(", ")
        html.number(Int(blue))
        if alpha < 1 { html.raw(", " + JSONOutput.format((alpha * 1000).rounded() / 1000)) }
        html.raw(")")
    }
}
