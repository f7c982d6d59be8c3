import Foundation

/// Swift literals for token values.
extension SwiftEmitter {
    /// The constant's lines: doc comment, deprecation, declaration. `index` is the token's place in
    /// the `any` mode (where the other modes are looked up first).
    func declaration(_ token: ResolvedToken, at index: Int, identifier: String, modes: AppearanceModes, input: EmitInput) -> [String]? {
        let access = input.config.accessLevel
        let colors = modes.colors(token.path, near: index)
        guard let (type, literal) = value(token, colors: colors, config: input.config) else { return nil }
        var lines: [String] = []
        var doc = token.value.text
        if case .color = token.value, let colors {
            let variants = [("dark", colors.dark), ("high contrast", colors.highContrast), ("dark high contrast", colors.darkHighContrast)]
                .compactMap { name, color in color.flatMap { $0 == colors.any ? nil : "\(name) \($0)" } }
            if !variants.isEmpty { doc += " (" + variants.joined(separator: ", ") + ")" }
        }
        if let description = token.description, !description.isEmpty { doc += ". " + description }
        lines.append("/// " + (doc.utf8.contains(UInt8(ascii: "\n")) ? doc.replacingOccurrences(of: "\n", with: " ") : doc))
        if let message = token.deprecation {
            lines.append(message.isEmpty ? "@available(*, deprecated)" : "@available(*, deprecated, message: \(Self.quote(message)))")
        }
        lines.append("\(access) static let \(identifier): \(type) = \(literal)")
        return lines
    }

    /// The Swift type and literal of a token's value (colours from every appearance).
    func value(_ token: ResolvedToken, colors: AppearanceModes.Colors?, config: BuildConfig) -> (String, String)? {
        switch token.value {
        case .color:
            guard let colors else { return nil }
            let name = ColorsetEmitter.name(of: token.path, config: config)
            let isP3 = ColorsetEmitter.catalogSpace(colors) == .displayP3
            func components(_ c: ColorValue?) -> String {
                guard let c else { return "nil" }
                let v = c.gamutMapped(to: isP3 ? .displayP3 : .srgb).vector
                return ".init(\(Self.number(v.x)), \(Self.number(v.y)), \(Self.number(v.z)), \(Self.number(c.alpha)))"
            }
            return ("TokenColor", "TokenColor(name: \(Self.quote(name)), any: \(components(colors.any)), dark: \(components(colors.dark)), highContrast: \(components(colors.highContrast)), darkHighContrast: \(components(colors.darkHighContrast)), isDisplayP3: \(isP3))")
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
        case .untyped: return nil
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

    private static func formatted(_ n: Double) -> String {
        let text = JSONOutput.format(n)
        return text.utf8.contains(UInt8(ascii: "e")) ? String(format: "%.17g", n) : text
    }

    private static let eightBit = EightBitText(formatted)

    /// A Swift string literal with `\`, `"` and control characters escaped.
    static func quote(_ s: String) -> String {
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
