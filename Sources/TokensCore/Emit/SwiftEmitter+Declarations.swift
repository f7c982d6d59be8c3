/// A token's declarations: its doc comment, its SwiftUI constant (colours and typography) and its
/// platform-neutral value.
extension SwiftEmitter {
    /// The constant for `token` (the `index`th token of the `any` mode); nil for values with no Swift form.
    /// With `fixedColors` (a variant's values) a colour is a fixed SwiftUI colour and a `TokenColor`
    /// without a colorset name: no colorset holds it.
    func declaration(
        _ token: ResolvedToken, names: [String], at index: Int, name: SwiftNaming.Name, modes: AppearanceModes,
        input: EmitInput, fixedColors: Bool = false
    ) -> Constant? {
        let config = input.config
        let access = SwiftNaming.keyword(config.accessLevel)
        let id = name.identifier
        var constant = Constant(namespace: name.namespace, identifier: id, path: token.path, location: token.location)
        let isExtension = name.namespace == ["Color"]
        let depth = isExtension ? 1 : name.namespace.count
        let valueDepth = isExtension ? 1 : depth + 1
        switch token.value {
        case .color:
            guard let colors = modes.colors(token.path, near: index) else { return nil }
            var doc = TextBuffer(reserving: 96)
            Self.describe(colors, into: &doc)
            Self.appendDescription(of: token, to: &doc)
            let colorset = fixedColors ? "" : ColorsetEmitter.name(of: token.path, names: names, config: config)
            var swiftUI = Self.opening(doc, token, access: access, id: id, depth: depth)
            if fixedColors {
                swiftUI.raw(Self.fixedColor(colors.any))
                swiftUI.byte(UInt8(ascii: "\n"))
            } else if config.colorSource == .assetCatalog {
                swiftUI.raw("Color(")
                swiftUI.raw(Self.quote(colorset))
                swiftUI.raw(config.bundle == .main ? ", bundle: .main)\n" : ", bundle: .module)\n")
            } else {
                swiftUI.raw(isExtension ? "TokenColor." : "Values.")
                swiftUI.raw(id)
                swiftUI.raw(".color\n")
            }
            var value = Self.opening(doc, token, access: access, id: id, depth: valueDepth)
            Self.tokenColor(colorset, colors, into: &value)
            value.byte(UInt8(ascii: "\n"))
            constant.swiftUI = swiftUI.bytes
            constant.value = value.bytes
        case .typography(let t):
            var doc = TextBuffer(reserving: 64)
            doc.raw(Self.describe(t))
            Self.appendDescription(of: token, to: &doc)
            let style = config.scalesWithDynamicType ? Self.textStyle(forSize: t.fontSize.points) : nil
            var swiftUI = Self.opening(doc, token, access: access, id: nil, depth: depth)
            swiftUI.raw(Self.font(t, id: id, access: access, textStyle: style))
            swiftUI.byte(UInt8(ascii: "\n"))
            var value = Self.opening(doc, token, access: access, id: id, depth: valueDepth)
            value.raw(Self.typography(t, textStyle: style))
            value.byte(UInt8(ascii: "\n"))
            constant.swiftUI = swiftUI.bytes
            constant.value = value.bytes
        default:
            guard let (type, literal) = Self.value(token.value) else { return nil }
            var doc = TextBuffer(reserving: 32)
            doc.raw(Self.describe(token.value))
            Self.appendDescription(of: token, to: &doc)
            var value = Self.opening(doc, token, access: access, id: nil, depth: depth)
            value.raw(access)
            value.raw("static let ")
            value.raw(id)
            value.raw(": ")
            value.raw(type)
            value.raw(" = ")
            value.raw(literal)
            value.byte(UInt8(ascii: "\n"))
            constant.value = value.bytes
        }
        return constant
    }

    /// The doc comment, any deprecation, and the indent of the declaration line; with `id`, the
    /// declaration's start up to its ` = `.
    static func opening(
        _ doc: TextBuffer, _ token: ResolvedToken, access: String, id: String?, depth: Int
    ) -> TextBuffer {
        let indent = indent(depth)
        var out = TextBuffer(reserving: doc.bytes.count + 2 * indent.utf8.count + 160)
        out.raw(indent)
        out.raw("/// ")
        out.raw(doc)
        out.byte(UInt8(ascii: "\n"))
        if let message = token.deprecation {
            out.raw(indent)
            out.raw(
                message.isEmpty
                    ? "@available(*, deprecated)\n" : "@available(*, deprecated, message: \(quote(message)))\n")
        }
        out.raw(indent)
        if let id {
            out.raw(access)
            out.raw("static let ")
            out.raw(id)
            out.raw(" = ")
        }
        return out
    }

    /// `. description` after a doc comment's value, on the same line (a line break, which Swift
    /// also ends a line at when it is a lone CR, becomes a space).
    static func appendDescription(of token: ResolvedToken, to doc: inout TextBuffer) {
        guard let description = token.description, !description.isEmpty else { return }
        doc.raw(". ")
        if description.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) {
            doc.raw(String(description.map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 }))
        } else {
            doc.raw(description)
        }
    }

    // MARK: - Text

    /// `depth` levels of four spaces.
    static func indent(_ depth: Int) -> String {
        depth < indents.count ? indents[depth] : String(repeating: "    ", count: depth)
    }

    private static let indents = (0..<16).map { String(repeating: "    ", count: $0) }

    /// `#FAF8F5 (dark #1C1917)`: the base value and every appearance that differs from the one it
    /// falls back to (dark high contrast to dark, the others to the base), as the colorset does.
    static func describe(_ colors: AppearanceModes.Colors, into out: inout TextBuffer) {
        colors.any.describe(into: &out)
        var count = 0
        for (label, color, fallback) in [
            ("dark ", colors.dark, colors.any), ("high contrast ", colors.highContrast, colors.any),
            ("dark high contrast ", colors.darkHighContrast, colors.dark ?? colors.any),
        ] {
            guard let color, color != fallback else { continue }
            out.raw(count == 0 ? " (" : ", ")
            out.raw(label)
            color.describe(into: &out)
            count += 1
        }
        if count > 0 { out.raw(")") }
    }

    /// `22pt medium, line height 1.35`, with the family when it is not the system font.
    static func describe(_ t: Typography) -> String {
        var text = "\(number(t.fontSize.points))pt \(fontWeightName(t.fontWeight)), line height \(number(t.lineHeight))"
        if t.letterSpacing.points != 0 { text += ", tracking \(number(t.letterSpacing.points))pt" }
        if let family = t.fontFamily.first, !isSystemFamily(family) { text += ", " + family }
        return text
    }

    /// A value in points where it is a length (`16pt`, `1rem (16pt)`), else as the tokens write it.
    static func describe(_ value: TokenValue) -> String {
        guard case .dimension(let d) = value else { return value.text }
        return d.unit == "px" || d.unit == "pt" ? "\(number(d.points))pt" : "\(d.text) (\(number(d.points))pt)"
    }

    // MARK: - Colours

    /// `TokenColor("name", .init(r, g, b), dark: .init(…))`: the base appearance, then each other
    /// appearance only where it differs from the one it would fall back to; an 8-bit colour as
    /// `.init(hex: 0x112233)`.
    static func tokenColor(_ name: String, _ colors: AppearanceModes.Colors, into out: inout TextBuffer) {
        let isP3 = ColorsetEmitter.catalogSpace(colors) == .displayP3
        func components(_ c: ColorValue) {
            let v = c.gamutMapped(to: isP3 ? .displayP3 : .srgb).vector
            let exact = eightBit(v.x, v.y, v.z)
            if let bytes = exact {
                out.raw(".init(hex: 0x")
                out.hexByte(bytes.0)
                out.hexByte(bytes.1)
                out.hexByte(bytes.2)
            } else {
                out.raw(".init(")
                number(v.x, into: &out)
                out.raw(", ")
                number(v.y, into: &out)
                out.raw(", ")
                number(v.z, into: &out)
            }
            if c.alpha != 1 {
                out.raw(exact == nil ? ", " : ", alpha: ")
                number(c.alpha, into: &out)
            }
            out.raw(")")
        }
        out.raw("TokenColor(")
        out.raw(quote(name))
        out.raw(", ")
        components(colors.any)
        let dark = colors.dark ?? colors.any
        if dark != colors.any {
            out.raw(", dark: ")
            components(dark)
        }
        if let high = colors.highContrast, high != colors.any {
            out.raw(", highContrast: ")
            components(high)
        }
        if let darkHigh = colors.darkHighContrast, darkHigh != (colors.dark ?? colors.highContrast ?? colors.any) {
            out.raw(", darkHighContrast: ")
            components(darkHigh)
        }
        out.raw(isP3 ? ", isDisplayP3: true)" : ")")
    }

    /// k when `value` is exactly k / 255 (every hex colour's channels are), else nil.
    static func eightBit(_ value: Double) -> UInt8? {
        let k = (value * 255).rounded()
        guard k >= 0, k <= 255, k / 255 == value else { return nil }
        return UInt8(k)
    }

    /// The three channels' bytes when each is exactly k / 255, else nil.
    static func eightBit(_ x: Double, _ y: Double, _ z: Double) -> (UInt8, UInt8, UInt8)? {
        guard let r = eightBit(x), let g = eightBit(y), let b = eightBit(z) else { return nil }
        return (r, g, b)
    }

    /// `Color(.sRGB, red: …, green: …, blue: …)`: one fixed colour, no appearances; an 8-bit
    /// channel written as k / 255 (exact in a Double context, and readable).
    static func fixedColor(_ c: ColorValue) -> String {
        let isP3 = c.colorSpace == .displayP3 || !c.isInGamut(.srgb)
        let v = c.gamutMapped(to: isP3 ? .displayP3 : .srgb).vector
        let opacity = c.alpha == 1 ? "" : ", opacity: \(number(c.alpha))"
        func channel(_ x: Double) -> String { eightBit(x).map { "\($0) / 255" } ?? number(x) }
        return
            "Color(\(isP3 ? ".displayP3" : ".sRGB"), red: \(channel(v.x)), green: \(channel(v.y)), blue: \(channel(v.z))\(opacity))"
    }

    // MARK: - Fonts

    /// The SwiftUI font constant: the system font at its exact size and weight as apps write it, a
    /// custom family at its size, and, where the config scales with Dynamic Type, relative to the
    /// text style nearest its size (system fonts through `UIFontMetrics`, so a computed property).
    static func font(_ t: Typography, id: String, access: String, textStyle: String?) -> String {
        let size = number(t.fontSize.points)
        let weight = fontWeightName(t.fontWeight)
        let family = t.fontFamily.first.flatMap { isSystemFamily($0) ? nil : $0 }
        switch (family, textStyle) {
        case (nil, nil): return "\(access)static let \(id) = Font.system(size: \(size), weight: .\(weight))"
        case (nil, _?): return "\(access)static var \(id): Font { Values.\(id).font }"
        case (let name?, nil):
            return "\(access)static let \(id) = Font.custom(\(quote(name)), fixedSize: \(size)).weight(.\(weight))"
        case (let name?, let style?):
            return
                "\(access)static let \(id) = Font.custom(\(quote(name)), size: \(size), relativeTo: .\(style)).weight(.\(weight))"
        }
    }

    /// SwiftUI's weight for a numeric weight: the nearest of 100 (ultraLight) … 900 (black).
    static func fontWeightName(_ weight: Double) -> String {
        let names = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
        let index = weight.isFinite ? Int(((weight - 100) / 100).rounded()) : 3
        return names[min(max(index, 0), names.count - 1)]
    }

    /// Dynamic Type's text styles and their default sizes (the Large setting), largest first.
    static let textStyles: [(name: String, size: Double)] = [
        ("largeTitle", 34), ("title", 28), ("title2", 22), ("title3", 20), ("body", 17), ("callout", 16),
        ("subheadline", 15), ("footnote", 13), ("caption", 12), ("caption2", 11),
    ]

    /// The text style whose default size is nearest `size` (the larger on a tie).
    static func textStyle(forSize size: Double) -> String {
        textStyles.min { abs($0.size - size) < abs($1.size - size) }?.name ?? "body"
    }

    /// Family names that mean the platform's system font.
    static func isSystemFamily(_ name: String) -> Bool {
        [
            "system-ui", "-apple-system", "system", "sf pro", "sf pro text", "sf pro display", ".sf ui text",
            "blinkmacsystemfont",
        ]
        .contains(name.lowercased())
    }
}
