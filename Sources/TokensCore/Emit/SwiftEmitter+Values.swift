import Foundation

/// Swift literals for token values.
extension SwiftEmitter {
    /// The Swift type and literal of a value other than a colour (whose literal needs every mode).
    static func value(_ value: TokenValue, reducedMotion: SwiftExpression? = nil) -> (String, SwiftExpression)? {
        switch value {
        case .color, .untyped: return nil
        case .dimension(let d): return ("CGFloat", .text(number(d.isPercentage ? d.fraction : d.points)))
        case .number(let n): return ("Double", .text(number(n)))
        case .fontWeight(let w): return ("Double", .text(number(w)))
        case .duration(let d): return ("TimeInterval", .text(number(seconds(d))))
        case .fontFamily(let names): return ("[String]", .array(names.map { .text(SwiftText.literal($0)) }))
        case .cubicBezier(let p): return ("TokenCubicBezier", .text(bezier(p)))
        case .string(let s): return ("String", .text(SwiftText.literal(s)))
        case .boolean(let b): return ("Bool", .text(b ? "true" : "false"))
        case .typography(let t): return ("TokenTypography", typography(t))
        case .shadow(let layers): return ("[TokenShadow]", .array(layers.map(shadow)))
        case .border(let b):
            return (
                "TokenBorder",
                .call(
                    "TokenBorder",
                    [
                        .labeled("color", components(b.color)), .text("width: " + number(b.width.points)),
                        .labeled("style", stroke(b.style)),
                    ])
            )
        case .strokeStyle(let s): return ("TokenStrokeStyle", stroke(s))
        case .transition(let t):
            var arguments: [SwiftExpression] = [
                .text("duration: " + number(seconds(t.duration))), .text("delay: " + number(seconds(t.delay))),
                .text("timingFunction: " + bezier(t.timingFunction)),
            ]
            if let reducedMotion { arguments.append(.labeled("reducedMotion", reducedMotion)) }
            return ("TokenTransition", .call("TokenTransition", arguments))
        case .gradient(let stops):
            return (
                "[TokenGradientStop]",
                .array(
                    stops.map {
                        .call(
                            "TokenGradientStop",
                            [.labeled("color", components($0.color)), .text("position: " + number($0.position))])
                    })
            )
        }
    }

    /// `TokenTypography(…)`: the family list, size and weight always; line height, letter spacing
    /// and the Dynamic Type style where they say something.
    static func typography(_ t: Typography, textStyle: String? = nil) -> SwiftExpression {
        var arguments: [SwiftExpression] = [
            .array(t.fontFamily.map { .text(SwiftText.literal($0)) }), .text("size: " + number(t.fontSize.points)),
            .text("weight: " + number(t.fontWeight)), .text("lineHeight: " + number(t.lineHeight)),
        ]
        if t.letterSpacing.points != 0 { arguments.append(.text("letterSpacing: " + number(t.letterSpacing.points))) }
        if let textStyle { arguments.append(.text("relativeTo: ." + textStyle)) }
        return .call("TokenTypography", arguments)
    }

    static func shadow(_ s: Shadow) -> SwiftExpression {
        .call(
            "TokenShadow",
            [
                .labeled("color", components(s.color)), .text("offsetX: " + number(s.offsetX.points)),
                .text("offsetY: " + number(s.offsetY.points)), .text("blur: " + number(s.blur.points)),
                .text("spread: " + number(s.spread.points)), .text("isInset: \(s.inset)"),
            ])
    }

    static func stroke(_ s: StrokeStyle) -> SwiftExpression {
        switch s {
        case .keyword(let k):
            return .call(
                "TokenStrokeStyle",
                [.text("style: " + SwiftText.literal(k)), .text("dashes: []"), .text("lineCap: \"butt\"")])
        case .dashed(let dashes, let cap):
            let lengths = "[" + dashes.map { number($0.points) }.joined(separator: ", ") + "]"
            return .call(
                "TokenStrokeStyle",
                [.text("style: \"dashed\""), .text("dashes: " + lengths), .text("lineCap: " + SwiftText.literal(cap))])
        }
    }

    static func bezier(_ p: [Double]) -> String { "TokenCubicBezier(" + p.map(number).joined(separator: ", ") + ")" }

    /// A colour inside a composite: `TokenColor.Components(hex: 0x…)` in sRGB, else Display P3
    /// components, as its colorset would hold it.
    static func components(_ c: ColorValue) -> SwiftExpression {
        let space: ColorSpace = c.colorSpace == .displayP3 || !c.isInGamut(.srgb) ? .displayP3 : .srgb
        return .text("TokenColor.Components" + componentArguments(c, space: space))
    }

    /// `(hex: 0x112233)`, `(hex: 0x112233, alpha: 0.5)` or `(1, 0.2, 0.1, colorSpace: .displayP3)`:
    /// the components the colorset holds for `c` in `space` (8-bit sRGB, four-decimal Display P3).
    static func componentArguments(_ c: ColorValue, space: ColorSpace) -> String {
        var text = TextBuffer(reserving: 32)
        componentArguments(c, space: space, into: &text)
        return String(decoding: text.bytes, as: UTF8.self)
    }

    /// `componentArguments(_:space:)` written into `text`.
    static func componentArguments(_ c: ColorValue, space: ColorSpace, into text: inout TextBuffer) {
        // The colorset's channels, as its texts read back: the Swift holds exactly what the catalog
        // does. sRGB channels are bytes already (k / 255, which read back as the same byte), so
        // their hex is made without the texts.
        let (alpha, red, green, blue) = ColorsetEmitter.channels(c, space: space)
        func written(_ value: Double) -> Double { Double(ColorsetEmitter.component(value)) ?? 0 }
        // An opaque colour's alpha is written `1` and reads back as 1 (most colours: no text made).
        let shownAlpha = alpha == 1 ? 1 : written(alpha)
        let alphaText = shownAlpha == 1 ? "" : number(shownAlpha)
        guard space == .srgb else {
            text.raw(
                "(" + [red, green, blue].map { number(written($0)) }.joined(separator: ", ")
                    + (alphaText.isEmpty ? "" : ", " + alphaText) + ", colorSpace: .displayP3)")
            return
        }
        func byte(_ channel: Double) -> UInt8 { UInt8(min(max((channel * 255).rounded(), 0), 255)) }
        text.hexRGB(byte(red), byte(green), byte(blue), after: "(hex: 0x")
        if !alphaText.isEmpty {
            text.raw(", alpha: ")
            text.raw(alphaText)
        }
        text.raw(")")
    }

    static func seconds(_ d: DurationValue) -> Double { d.unit == "ms" ? d.value / 1000 : d.value }

    /// Shortest round-trip form; always a valid Swift floating literal.
    static func number(_ n: Double) -> String { eightBit(n) ?? formatted(n) }

    /// `number(_:)` written into `out`.
    static func number(_ n: Double, into out: inout TextBuffer) {
        if !eightBit.write(n, into: &out) { out.raw(formatted(n)) }
    }

    private static func formatted(_ n: Double) -> String {
        let text = JSONOutput.format(n)
        return text.utf8.contains(UInt8(ascii: "e")) ? String(format: "%.17g", n) : text
    }

    private static let eightBit = EightBitText(formatted)
}
