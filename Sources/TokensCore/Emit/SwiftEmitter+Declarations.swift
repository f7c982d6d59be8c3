/// A token's declarations: its doc comment, its SwiftUI constant (colours and typography) and its
/// platform-neutral value.
extension SwiftEmitter {
    /// The constant for `token` (the `index`th token of the `any` mode); nil for values with no Swift form.
    func declaration(_ token: ResolvedToken, names: [String], at index: Int, name: SwiftNaming.Name, modes: AppearanceModes,
                     input: EmitInput) -> Constant? {
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
            let doc = Self.doc(Self.describe(colors), token)
            let colorset = ColorsetEmitter.name(of: token.path, names: names, config: config)
            let neutral = isExtension ? "TokenColor.\(id)" : "Values.\(id)"
            let swiftUI = config.colorSource == .assetCatalog
                ? "Color(\(Self.quote(colorset)), bundle: .\(config.bundle.rawValue))"
                : "\(neutral).color"
            constant.swiftUI = Self.lines(doc, token, "\(access)static let \(id) = \(swiftUI)", depth: depth)
            constant.value = Self.lines(doc, token, "\(access)static let \(id) = \(Self.tokenColor(colorset, colors))", depth: valueDepth)
        case .typography(let t):
            let doc = Self.doc(Self.describe(t), token)
            let style = config.scalesWithDynamicType ? Self.textStyle(forSize: t.fontSize.points) : nil
            constant.swiftUI = Self.lines(doc, token, Self.font(t, id: id, access: access, textStyle: style), depth: depth)
            constant.value = Self.lines(doc, token, "\(access)static let \(id) = \(Self.typography(t, textStyle: style))", depth: valueDepth)
        default:
            guard let (type, literal) = Self.value(token.value) else { return nil }
            constant.value = Self.lines(Self.doc(Self.describe(token.value), token), token, "\(access)static let \(id): \(type) = \(literal)", depth: depth)
        }
        return constant
    }

    // MARK: - Text

    /// The doc comment's text: the value, then the token's description, on one line.
    static func doc(_ value: String, _ token: ResolvedToken) -> String {
        var text = value
        if let description = token.description, !description.isEmpty { text += ". " + description }
        // One line: a line break in a description (Swift ends a line at CR as well as LF) becomes a space.
        guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return text }
        return String(text.map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 })
    }

    /// The doc comment, a deprecation when the token has one, and the declaration, indented.
    static func lines(_ doc: String, _ token: ResolvedToken, _ declaration: String, depth: Int) -> String {
        let indent = indent(depth)
        var text = indent + "/// " + doc + "\n"
        if let message = token.deprecation {
            text += indent + (message.isEmpty ? "@available(*, deprecated)\n" : "@available(*, deprecated, message: \(quote(message)))\n")
        }
        return text + indent + declaration + "\n"
    }

    /// `depth` levels of four spaces.
    static func indent(_ depth: Int) -> String { depth < indents.count ? indents[depth] : String(repeating: "    ", count: depth) }

    private static let indents = (0..<16).map { String(repeating: "    ", count: $0) }

    /// `#FAF8F5 (dark #1C1917)`: the base value and every appearance that differs from it.
    static func describe(_ colors: AppearanceModes.Colors) -> String {
        var others: [String] = []
        for (label, color) in [("dark", colors.dark), ("high contrast", colors.highContrast), ("dark high contrast", colors.darkHighContrast)] {
            guard let color, color != colors.any else { continue }
            others.append("\(label) \(color.description)")
        }
        return colors.any.description + (others.isEmpty ? "" : " (\(others.joined(separator: ", ")))")
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
    /// appearance only where it differs from the one it would fall back to.
    static func tokenColor(_ name: String, _ colors: AppearanceModes.Colors) -> String {
        let isP3 = ColorsetEmitter.catalogSpace(colors) == .displayP3
        func components(_ c: ColorValue) -> String {
            let v = c.gamutMapped(to: isP3 ? .displayP3 : .srgb).vector
            let alpha = c.alpha == 1 ? "" : ", alpha: " + number(c.alpha)
            if let hex = eightBitHex(v.x, v.y, v.z) { return ".init(hex: 0x\(hex)\(alpha))" }
            return ".init(\(number(v.x)), \(number(v.y)), \(number(v.z))\(c.alpha == 1 ? "" : ", " + number(c.alpha)))"
        }
        var text = "TokenColor(\(quote(name)), \(components(colors.any))"
        let dark = colors.dark ?? colors.any
        if dark != colors.any { text += ", dark: " + components(dark) }
        if let high = colors.highContrast, high != colors.any { text += ", highContrast: " + components(high) }
        if let darkHigh = colors.darkHighContrast, darkHigh != (colors.dark ?? colors.highContrast ?? colors.any) {
            text += ", darkHighContrast: " + components(darkHigh)
        }
        return text + (isP3 ? ", isDisplayP3: true)" : ")")
    }

    /// `Color(.sRGB, red: …, green: …, blue: …)`: one fixed colour, no appearances.
    static func fixedColor(_ c: ColorValue) -> String {
        let isP3 = c.colorSpace == .displayP3 || !c.isInGamut(.srgb)
        let v = c.gamutMapped(to: isP3 ? .displayP3 : .srgb).vector
        let opacity = c.alpha == 1 ? "" : ", opacity: \(number(c.alpha))"
        // An 8-bit value is written as k / 255 (exact in a Double context, and readable).
        func channel(_ x: Double) -> String { eightBitHex(x, x, x) == nil ? number(x) : "\(Int((x * 255).rounded())) / 255" }
        return "Color(\(isP3 ? ".displayP3" : ".sRGB"), red: \(channel(v.x)), green: \(channel(v.y)), blue: \(channel(v.z))\(opacity))"
    }

    /// `RRGGBB` when each channel is exactly k / 255 (every hex colour's are), else nil.
    static func eightBitHex(_ channels: Double...) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(2 * channels.count)
        for x in channels {
            let k = (x * 255).rounded()
            guard k >= 0, k <= 255, k / 255 == x else { return nil }
            bytes.append(hexDigits[Int(k) >> 4])
            bytes.append(hexDigits[Int(k) & 0xF])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    // MARK: - Fonts

    /// The SwiftUI font constant: the system font at its exact size and weight as apps write it, a
    /// custom family at its size, and, where the config scales with Dynamic Type, relative to the
    /// text style nearest its size (system fonts through `UIFontMetrics`, so a computed property).
    static func font(_ t: Typography, id: String, access: String, textStyle: String?) -> String {
        let size = number(t.fontSize.points), weight = fontWeightName(t.fontWeight)
        let family = t.fontFamily.first.flatMap { isSystemFamily($0) ? nil : $0 }
        switch (family, textStyle) {
        case (nil, nil): return "\(access)static let \(id) = Font.system(size: \(size), weight: .\(weight))"
        case (nil, _?): return "\(access)static var \(id): Font { Values.\(id).font }"
        case (let name?, nil): return "\(access)static let \(id) = Font.custom(\(quote(name)), fixedSize: \(size)).weight(.\(weight))"
        case (let name?, let style?):
            return "\(access)static let \(id) = Font.custom(\(quote(name)), size: \(size), relativeTo: .\(style)).weight(.\(weight))"
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
        ["system-ui", "-apple-system", "system", "sf pro", "sf pro text", "sf pro display", ".sf ui text", "blinkmacsystemfont"]
            .contains(name.lowercased())
    }
}
