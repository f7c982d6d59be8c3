/// A colour as the report shows it: gamut-mapped to sRGB and rounded to 8 bits per channel, worked
/// out once and written both as hex (`#RRGGBB`, `#RRGGBBAA` when translucent; the same text as
/// `ColorValue.displayHex`) and as CSS (the hex, or `rgba(…)`), from numbers only, never token text.
struct ReportColor: Hashable {
    let red, green, blue: UInt8
    let alpha: Double

    init(_ color: ColorValue) {
        let srgb = color.gamutMapped(to: .srgb).vector
        (red, green, blue, alpha) = (Self.byte(srgb.x), Self.byte(srgb.y), Self.byte(srgb.z), color.alpha)
    }

    init(red: UInt8, green: UInt8, blue: UInt8, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// A channel or alpha, clamped to 0…1, as the nearest 8-bit value.
    private static func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }

    /// Alpha in thousandths, as the CSS writes it (1000 when opaque).
    var alphaThousandths: Int { Int((min(max(alpha, 0), 1) * 1000).rounded()) }

    /// `0xRRGGBB`.
    var rgb: UInt32 { UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue) }

    func hex(into html: inout TextBuffer) {
        html.hexRGB(red, green, blue, after: "#")
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
        html.raw(", " + JSONOutput.format(Double(alphaThousandths) / 1000))
        html.raw(")")
    }

    /// The colour's class on the page, `c x1C1917` (`c x1C1917a600` at 60 %): `ReportPalette`
    /// gives every class its colour and how each colour-vision deficiency sees it.
    func classes(into html: inout TextBuffer) {
        html.hexRGB(red, green, blue, after: "c x")
        if alpha < 1 {
            html.raw("a")
            html.number(alphaThousandths)
        }
    }

    /// The same colour as a viewer with `deficiency` sees it (alpha kept).
    func simulated(_ deficiency: ColorVisionDeficiency) -> ReportColor {
        let seen = deficiency.simulate(red: red, green: green, blue: blue)
        return ReportColor(red: seen.red, green: seen.green, blue: seen.blue, alpha: alpha)
    }
}
