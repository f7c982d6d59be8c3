import Foundation

/// Swift literals for token values.
extension SwiftEmitter {
    /// The Swift type and literal of a value other than a colour (whose literal needs every mode).
    static func value(_ value: TokenValue) -> (String, String)? {
        switch value {
        case .color, .untyped: return nil
        case .dimension(let d): return ("CGFloat", Self.number(d.points))
        case .number(let n): return ("Double", Self.number(n))
        case .fontWeight(let w): return ("Double", Self.number(w))
        case .duration(let d): return ("TimeInterval", Self.number(d.unit == "ms" ? d.value / 1000 : d.value))
        case .fontFamily(let names): return ("[String]", Self.array(names.map(Self.quote)))
        case .cubicBezier(let p):
            return ("TokenCubicBezier", "TokenCubicBezier(\(p.map(Self.number).joined(separator: ", ")))")
        case .string(let s): return ("String", Self.quote(s))
        case .boolean(let b): return ("Bool", b ? "true" : "false")
        case .typography(let t): return ("TokenTypography", Self.typography(t))
        case .shadow(let layers): return ("[TokenShadow]", Self.array(layers.map(Self.shadow)))
        case .border(let b):
            return (
                "TokenBorder",
                "TokenBorder(color: \(Self.inline(b.color)), width: \(Self.number(b.width.points)), style: \(Self.stroke(b.style)))"
            )
        case .strokeStyle(let s): return ("TokenStrokeStyle", Self.stroke(s))
        case .transition(let t):
            return (
                "TokenTransition",
                "TokenTransition(duration: \(Self.number(Self.seconds(t.duration))), delay: \(Self.number(Self.seconds(t.delay))), timingFunction: TokenCubicBezier(\(t.timingFunction.map(Self.number).joined(separator: ", "))))"
            )
        case .gradient(let stops):
            return (
                "[TokenGradientStop]",
                Self.array(
                    stops.map {
                        "TokenGradientStop(color: \(Self.inline($0.color)), position: \(Self.number($0.position)))"
                    })
            )
        }
    }

    /// `TokenTypography(…)`: the family list, size and weight always; line height, letter spacing
    /// and the Dynamic Type style where they say something.
    static func typography(_ t: Typography, textStyle: String? = nil) -> String {
        var text =
            "TokenTypography(\(array(t.fontFamily.map(quote))), size: \(number(t.fontSize.points)), weight: \(number(t.fontWeight))"
        text += ", lineHeight: \(number(t.lineHeight))"
        if t.letterSpacing.points != 0 { text += ", letterSpacing: \(number(t.letterSpacing.points))" }
        if let textStyle { text += ", relativeTo: .\(textStyle)" }
        return text + ")"
    }

    static func shadow(_ s: Shadow) -> String {
        "TokenShadow(color: \(inline(s.color)), offsetX: \(number(s.offsetX.points)), offsetY: \(number(s.offsetY.points)), blur: \(number(s.blur.points)), spread: \(number(s.spread.points)), isInset: \(s.inset))"
    }

    static func stroke(_ s: StrokeStyle) -> String {
        switch s {
        case .keyword(let k): return "TokenStrokeStyle(style: \(quote(k)), dashes: [], lineCap: \"butt\")"
        case .dashed(let dashes, let cap):
            let lengths = array(dashes.map { number($0.points) })
            return "TokenStrokeStyle(style: \"dashed\", dashes: \(lengths), lineCap: \(quote(cap)))"
        }
    }

    /// A colour inside a composite: sRGB components, alpha kept.
    static func inline(_ c: ColorValue) -> String {
        let v = c.gamutMapped(to: .srgb).vector
        let alpha = c.alpha == 1 ? "" : ", alpha: " + number(c.alpha)
        if let (r, g, b) = eightBit(v.x, v.y, v.z) {
            var hex = TextBuffer(reserving: 6)
            for byte in [r, g, b] { hex.hexByte(byte) }
            return "TokenColor.Components(hex: 0x\(String(decoding: hex.bytes, as: UTF8.self))\(alpha))"
        }
        return
            "TokenColor.Components(\(number(v.x)), \(number(v.y)), \(number(v.z))\(c.alpha == 1 ? "" : ", " + number(c.alpha)))"
    }

    static func seconds(_ d: DurationValue) -> Double { d.unit == "ms" ? d.value / 1000 : d.value }

    static func array(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }

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

    /// A Swift string literal with `\`, `"` and control characters escaped.
    static func quote(_ s: String) -> String {
        // Nearly every name needs no escape: then it is quoted as it is.
        if !s.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") }) {
            return "\"" + s + "\""
        }
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
