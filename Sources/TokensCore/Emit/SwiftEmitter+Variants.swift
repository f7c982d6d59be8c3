/// Modes no Apple appearance selects (`dark-dimmed`, `wireframe`, a second brand): colorsets
/// cannot carry them, so each is a nested enum of fixed values in the Swift, beside the adaptive
/// constants: `InsightColors.DarkDimmed.bgCard`. A variant holds the tokens whose value in it
/// differs from the base mode's, so the code that switches to it falls back to the base names.
extension SwiftEmitter {
    /// The top-level enum that holds the variants of colours declared in `extension Color`.
    static let variantsNamespace = "TokenVariants"

    /// The modes built as variants: every mode but those that give an appearance.
    static func variantModes(_ tokens: ResolvedTokenSet, modes: AppearanceModes) -> [ResolvedTokenSet.ModeTokens] {
        let used = [modes.any, modes.dark, modes.highContrast, modes.darkHighContrast].compactMap { $0?.mode }
        return tokens.modes.filter { !used.contains($0.mode) }
    }

    /// The Swift type name of a variant mode: `dark-dimmed` → `DarkDimmed`.
    static func variantName(_ mode: Mode) -> String { SwiftIdentifier.upperCamel([mode.name]) }

    func variantConstants(modes: AppearanceModes, input: EmitInput, naming: SwiftNaming) -> [Constant] {
        let variants = Self.variantModes(input.tokens, modes: modes)
        guard !variants.isEmpty else { return [] }
        let access = SwiftNaming.keyword(input.config.accessLevel)
        var constants: [Constant] = []
        for variant in variants {
            let typeName = Self.variantName(variant.mode)
            let only = AppearanceModes(only: variant)
            for (index, token) in variant.tokens.enumerated() {
                guard let base = modes.any.value(token.path, near: index), base != token.value else { continue }
                let names = token.path.components
                var name = naming.name(of: token, names: names)
                name.namespace =
                    name.namespace == ["Color"] ? [Self.variantsNamespace, typeName] : name.namespace + [typeName]
                guard case .color(let color) = token.value else {
                    if let constant = declaration(token, names: names, at: index, name: name, modes: only, input: input)
                    {
                        constants.append(constant)
                    }
                    continue
                }
                // A fixed colour, and a TokenColor without a colorset name: no colorset holds a variant.
                let colors: AppearanceModes.Colors = (color, nil, nil, nil)
                var doc = TextBuffer(reserving: 96)
                Self.describe(colors, into: &doc)
                Self.appendDescription(of: token, to: &doc)
                let depth = name.namespace.count
                var swiftUI = Self.opening(doc, token, access: access, id: name.identifier, depth: depth)
                swiftUI.raw(Self.fixedColor(color))
                swiftUI.byte(UInt8(ascii: "\n"))
                var value = Self.opening(doc, token, access: access, id: name.identifier, depth: depth + 1)
                Self.tokenColor("", colors, into: &value)
                value.byte(UInt8(ascii: "\n"))
                var constant = Constant(
                    namespace: name.namespace, identifier: name.identifier, path: token.path, location: token.location)
                constant.swiftUI = swiftUI.bytes
                constant.value = value.bytes
                constants.append(constant)
            }
        }
        return constants
    }
}

extension AppearanceModes {
    /// One mode for every appearance: a variant's values, on their own.
    init(only mode: ResolvedTokenSet.ModeTokens) {
        any = mode
        dark = nil
        highContrast = nil
        darkHighContrast = nil
    }
}
