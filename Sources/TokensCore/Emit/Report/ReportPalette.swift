/// Every colour the page draws, once, as a CSS class (`ReportColor.classes`) that holds the colour
/// and how each colour-vision deficiency sees it, worked out here in Swift from the 8-bit colour:
/// `.x1C1917 { --v: #1C1917; --p: …; --d: …; --t: …; --a: … }` (protanopia, deuteranopia,
/// tritanopia, achromatopsia). A swatch or sample is drawn in `var(--v)`; the page's colour-vision
/// menu sets `data-cvd` on the root, which points `--v` of every coloured element at its simulation.
///
/// The colours are collected before the page is written: every colour token in every mode (and a
/// translucent one over its mode's surface), every suggested colour, every gradient stop drawn.
struct ReportPalette {
    /// Opaque colours (`0xRRGGBB`) and translucent ones, ascending.
    private(set) var opaque: [UInt32] = []
    private(set) var translucent: [ReportColor] = []

    /// The deficiencies in the order of the custom properties (`--p`, `--d`, `--t`, `--a`).
    static let properties: [(ColorVisionDeficiency, String)] = [
        (.protanopia, "--p"), (.deuteranopia, "--d"), (.tritanopia, "--t"), (.achromatopsia, "--a"),
    ]

    /// The palette of `input`, whose colour tokens are already worked out in `shown` (by mode, by
    /// token index, as `ReportPlan.shown`).
    init(_ input: EmitInput, shown: [[ReportColor?]]) {
        let modes = input.tokens.modes
        let surfaces = modes.map { HTMLReportEmitter.surface($0, input: input) }
        // One bitmap per mode, on every core, then joined.
        let found = Parallel.map(Array(modes.indices)) { number in
            var colors = Collected()
            let tokens = modes[number].tokens
            let shown = shown[number]
            for index in tokens.indices {
                switch tokens[index].value {
                case .color(let color):
                    if let color = shown[index] { colors.insert(color) }
                    if color.alpha < 1 { colors.insert(ReportColor(WCAG.composite(color, over: surfaces[number]))) }
                case .gradient(let stops):
                    let space = GradientContrast.space(of: tokens[index])
                    for stop in HTMLReportEmitter.drawnStops(stops, space: space) {
                        var opaque = stop.color
                        opaque.alpha = 1
                        colors.insert(ReportColor(opaque))
                    }
                default: continue
                }
            }
            return colors
        }
        var all = Collected()
        for colors in found { all.formUnion(colors) }
        // The surfaces themselves: the components lie on one when the brand has no background.
        for surface in surfaces { all.insert(ReportColor(WCAG.composite(surface, over: .white))) }
        for check in input.audit?.checks ?? [] {
            if let hex = check.suggestion?.hex, let color = ColorValue(hexString: hex) {
                all.insert(ReportColor(color))
            }
        }
        opaque = all.opaque.members
        translucent = all.translucent.sorted { ($0.rgb, $0.alphaThousandths) < ($1.rgb, $1.alphaThousandths) }
    }

    /// The colours found in one place: opaque ones in a bitmap, translucent ones in a set.
    private struct Collected: Sendable {
        var opaque = RGBBitSet()
        var translucent = Set<ReportColor>()

        mutating func insert(_ color: ReportColor) {
            if color.alpha < 1 { translucent.insert(color) } else { opaque.insert(color.rgb) }
        }

        mutating func formUnion(_ other: Collected) {
            opaque.formUnion(other.opaque)
            translucent.formUnion(other.translucent)
        }
    }

    /// The rules that point `--v` at a simulation when the colour-vision menu picks one.
    static let switches = properties.map {
        ":root[data-cvd=\"\($0.0.rawValue)\"] .c { --v: var(\($0.1)); }\n"
    }.joined()

    /// One rule per colour, written on every core.
    func css(into out: inout ByteChunks) {
        out += Self.switches.utf8
        let opaque = self.opaque
        HTMLReportEmitter.rows(opaque.count, into: &out) { index, css in
            let rgb = opaque[index]
            Self.rule(
                ReportColor(red: UInt8(rgb >> 16 & 0xFF), green: UInt8(rgb >> 8 & 0xFF), blue: UInt8(rgb & 0xFF)),
                into: &css)
        }
        var css = TextBuffer(reserving: translucent.count * 128)
        for color in translucent { Self.rule(color, into: &css) }
        out += css.bytes
    }

    /// `.x1C1917{--v:#1C1917;--p:#…;--d:#…;--t:#…;--a:#…}`.
    static func rule(_ color: ReportColor, into css: inout TextBuffer) {
        css.hexRGB(color.red, color.green, color.blue, after: ".x")
        if color.alpha < 1 {
            css.raw("a")
            css.number(color.alphaThousandths)
        }
        css.raw("{--v:")
        color.css(into: &css)
        // In the order of `properties`, written out: 40,000 rules at 30,000 tokens.
        css.raw(";--p:")
        color.simulated(.protanopia).css(into: &css)
        css.raw(";--d:")
        color.simulated(.deuteranopia).css(into: &css)
        css.raw(";--t:")
        color.simulated(.tritanopia).css(into: &css)
        css.raw(";--a:")
        color.simulated(.achromatopsia).css(into: &css)
        css.raw("}\n")
    }
}
