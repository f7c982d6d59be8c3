/// Colour and font literals: `TokenColor(…)` with every appearance, and the SwiftUI `Font`.
extension SwiftEmitter {
    /// `TokenColor("name", bundle: TokenBundle.bundle, .init(hex: …), dark: .init(hex: …))`: the
    /// base appearance, then each other appearance only where it differs from the one it falls
    /// back to (the rule of asset catalogs, `AppearanceModes.withoutFallbacks`), in the colorset's
    /// colour space and with the colorset's numbers. `name` nil: a colour no colorset holds.
    static func tokenColor(
        _ name: String?, bundle: String?, _ colors: AppearanceModes.Colors, shown: AppearanceModes.Colors
    ) -> SwiftExpression {
        let (text, ends) = tokenColorArguments(name, bundle: bundle, colors, shown: shown)
        return .call(
            "TokenColor",
            ends.indices.map { .text(String(decoding: text[(($0 == 0) ? 0 : ends[$0 - 1])..<ends[$0]], as: UTF8.self)) }
        )
    }

    /// The arguments of `tokenColor`, written one after another into `text`, each ending at its
    /// entry of `ends`: the expression is made of them, and the byte writer lays them out as they are.
    static func tokenColorArguments(
        _ name: String?, bundle: String?, _ colors: AppearanceModes.Colors, shown: AppearanceModes.Colors
    ) -> (text: [UInt8], ends: [Int]) {
        let space = ColorsetEmitter.catalogSpace(colors)
        var arguments = TextBuffer(reserving: 192)
        var ends: [Int] = []
        ends.reserveCapacity(6)
        if let name {
            arguments.raw(SwiftText.literal(name))
            ends.append(arguments.bytes.count)
            if let bundle {
                arguments.raw("bundle: ")
                arguments.raw(bundle)
                ends.append(arguments.bytes.count)
            }
        }
        arguments.raw(".init")
        componentArguments(colors.any, space: space, into: &arguments)
        ends.append(arguments.bytes.count)
        func add(_ label: String, _ color: ColorValue?) {
            guard let color else { return }
            arguments.raw(label)
            arguments.raw(": .init")
            componentArguments(color, space: space, into: &arguments)
            ends.append(arguments.bytes.count)
        }
        add("dark", shown.dark)
        add("highContrast", shown.highContrast)
        add("darkHighContrast", shown.darkHighContrast)
        return (arguments.bytes, ends)
    }

    /// The SwiftUI font constant's value, as `TokenTypography.font` makes it: the system font at its
    /// exact size and weight, a custom family at its size; scaling with Dynamic Type (`textStyle`),
    /// a custom family relative to the style and the system font as the style itself when the size
    /// is the style's own.
    static func font(_ t: Typography, textStyle: String?) -> String {
        let size = number(t.fontSize.points)
        let weight = fontWeightName(t.fontWeight)
        let family = t.fontFamily.first.flatMap { isSystemFamily($0) ? nil : $0 }
        switch (family, textStyle) {
        case (nil, let style?) where textStyles.first(where: { $0.name == style })?.size == t.fontSize.points:
            return "Font.system(.\(style), weight: .\(weight))"
        case (nil, _): return "Font.system(size: \(size), weight: .\(weight))"
        case (let name?, nil): return "Font.custom(\(SwiftText.literal(name)), fixedSize: \(size)).weight(.\(weight))"
        case (let name?, let style?):
            return "Font.custom(\(SwiftText.literal(name)), size: \(size), relativeTo: .\(style)).weight(.\(weight))"
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
