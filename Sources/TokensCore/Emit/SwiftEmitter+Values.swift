import Foundation

/// Swift literals for token values.
extension SwiftEmitter {
    /// The constant's text: doc comment, deprecation, declaration, each line indented `depth`
    /// levels and ending in a newline. `index` is the token's place in the `any` mode (where the
    /// other modes are looked up first).
    func declaration(_ token: ResolvedToken, names: [String], at index: Int, identifier: String, depth: Int, modes: AppearanceModes,
                     input: EmitInput) -> [UInt8]? {
        let colors = modes.colors(token.path, near: index)
        var literal = TextBuffer(reserving: 384)
        guard let type = value(token, names: names, colors: colors, config: input.config, into: &literal) else { return nil }
        let indent = Self.indent(depth)
        var out = TextBuffer(reserving: literal.bytes.count + 256)
        out.raw(indent)
        out.raw("/// ")
        let start = out.bytes.count
        if case .color(let color) = token.value { color.describe(into: &out) } else { out.raw(token.value.text) }
        if case .color = token.value, let colors {
            var count = 0
            for (name, color) in [("dark ", colors.dark), ("high contrast ", colors.highContrast), ("dark high contrast ", colors.darkHighContrast)] {
                guard let color, color != colors.any else { continue }
                out.raw(count == 0 ? " (" : ", ")
                out.raw(name)
                color.describe(into: &out)
                count += 1
            }
            if count > 0 { out.raw(")") }
        }
        if let description = token.description, !description.isEmpty {
            out.raw(". ")
            out.raw(description)
        }
        // The doc comment is one line: a line break in the text (a description's, say; Swift ends a
        // line at CR as well as LF) becomes a space.
        out.replace(UInt8(ascii: "\n"), with: UInt8(ascii: " "), from: start)
        out.replace(UInt8(ascii: "\r"), with: UInt8(ascii: " "), from: start)
        out.byte(UInt8(ascii: "\n"))
        if let message = token.deprecation {
            out.raw(indent)
            out.raw(message.isEmpty ? "@available(*, deprecated)\n" : "@available(*, deprecated, message: \(Self.quote(message)))\n")
        }
        out.raw(indent)
        out.raw(input.config.accessLevel)
        out.raw(" static let ")
        out.raw(identifier)
        out.raw(": ")
        out.raw(type)
        out.raw(" = ")
        out.raw(literal)
        out.byte(UInt8(ascii: "\n"))
        return out.bytes
    }

    /// `depth` levels of four spaces.
    static func indent(_ depth: Int) -> String { depth < indents.count ? indents[depth] : String(repeating: "    ", count: depth) }

    private static let indents = (0..<16).map { String(repeating: "    ", count: $0) }

    /// The Swift type of a token's value, its literal written into `literal` (colours from every
    /// appearance); nil for values with no Swift form.
    func value(_ token: ResolvedToken, names: [String], colors: AppearanceModes.Colors?, config: BuildConfig,
               into literal: inout TextBuffer) -> String? {
        guard case .color = token.value else {
            guard let (type, text) = Self.value(token.value) else { return nil }
            literal.raw(text)
            return type
        }
        guard let colors else { return nil }
        let isP3 = ColorsetEmitter.catalogSpace(colors) == .displayP3
        func components(_ label: String, _ c: ColorValue?) {
            literal.raw(label)
            guard let c else { literal.raw("nil"); return }
            let v = c.gamutMapped(to: isP3 ? .displayP3 : .srgb).vector
            literal.raw(".init(")
            Self.number(v.x, into: &literal)
            literal.raw(", ")
            Self.number(v.y, into: &literal)
            literal.raw(", ")
            Self.number(v.z, into: &literal)
            literal.raw(", ")
            Self.number(c.alpha, into: &literal)
            literal.raw(")")
        }
        literal.raw("TokenColor(name: ")
        literal.raw(Self.quote(ColorsetEmitter.name(of: token.path, names: names, config: config)))
        components(", any: ", colors.any)
        components(", dark: ", colors.dark)
        components(", highContrast: ", colors.highContrast)
        components(", darkHighContrast: ", colors.darkHighContrast)
        literal.raw(isP3 ? ", isDisplayP3: true)" : ", isDisplayP3: false)")
        return "TokenColor"
    }

    /// The Swift type and literal of a value other than a colour (whose literal needs every mode).
    static func value(_ value: TokenValue) -> (String, String)? {
        switch value {
        case .color, .untyped: return nil
        case .dimension(let d): return ("CGFloat", Self.number(d.points))
        case .number(let n): return ("Double", Self.number(n))
        case .fontWeight(let w): return ("Double", Self.number(w))
        case .duration(let d): return ("TimeInterval", Self.number(d.unit == "ms" ? d.value / 1000 : d.value))
        case .fontFamily(let names): return ("[String]", Self.array(names.map(Self.quote)))
        case .cubicBezier(let p): return ("TokenCubicBezier", "TokenCubicBezier(\(p.map(Self.number).joined(separator: ", ")))")
        case .string(let s): return ("String", Self.quote(s))
        case .boolean(let b): return ("Bool", b ? "true" : "false")
        case .typography(let t): return ("TokenTypography", Self.typography(t))
        case .shadow(let layers): return ("[TokenShadow]", Self.array(layers.map(Self.shadow)))
        case .border(let b):
            return ("TokenBorder", "TokenBorder(color: \(Self.inline(b.color)), width: \(Self.number(b.width.points)), style: \(Self.stroke(b.style)))")
        case .strokeStyle(let s): return ("TokenStrokeStyle", Self.stroke(s))
        case .transition(let t):
            return ("TokenTransition", "TokenTransition(duration: \(Self.number(Self.seconds(t.duration))), delay: \(Self.number(Self.seconds(t.delay))), timingFunction: TokenCubicBezier(\(t.timingFunction.map(Self.number).joined(separator: ", "))))")
        case .gradient(let stops):
            return ("[TokenGradientStop]", Self.array(stops.map { "TokenGradientStop(color: \(Self.inline($0.color)), position: \(Self.number($0.position)))" }))
        }
    }

    static func typography(_ t: Typography) -> String {
        "TokenTypography(fontFamily: \(array(t.fontFamily.map(quote))), size: \(number(t.fontSize.points)), weight: \(number(t.fontWeight)), lineHeight: \(number(t.lineHeight)), letterSpacing: \(number(t.letterSpacing.points)))"
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
        return "TokenColor.Components(\(number(v.x)), \(number(v.y)), \(number(v.z)), \(number(c.alpha)))"
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
        if !s.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") }) { return "\"" + s + "\"" }
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
