/// Values no adaptive constant carries, as nested enums of fixed values beside the adaptive
/// constants, one per mode: every value of a mode no Apple appearance selects (`dark-dimmed`,
/// `wireframe`, a second brand: `InsightColors.DarkDimmed.bgCard`), and the values of an
/// appearance mode that are not colours (a dark shadow, a high-contrast border width:
/// `DesignTokens.Shadow.Dark.card`), since only a colour adapts by itself. A variant holds the
/// tokens whose value in it differs from the base mode's; the code that switches to it falls back
/// to the base names.
extension SwiftEmitter {
    /// The top-level enum that holds the variants of colours declared in `extension Color`.
    static let variantsNamespace = "TokenVariants"

    /// The modes that may have variants, each with whether its colours adapt (it gives an appearance).
    static func variantModes(
        _ tokens: ResolvedTokenSet, modes: AppearanceModes
    ) -> [(tokens: ResolvedTokenSet.ModeTokens, adapts: Bool)] {
        let adaptive = [modes.dark, modes.highContrast, modes.darkHighContrast].compactMap { $0?.mode }
        return tokens.modes.filter { $0.mode != modes.any.mode }.map { ($0, adaptive.contains($0.mode)) }
    }

    /// The Swift type name of a variant mode: `dark-dimmed` → `DarkDimmed`.
    static func variantName(_ mode: Mode) -> String { SwiftIdentifier.upperCamel([mode.name]) }

    func variantConstants(
        modes: AppearanceModes, input: EmitInput, naming: SwiftNaming, diagnostics: inout Diagnostics
    ) -> [Constant] {
        var constants: [Constant] = []
        for (variant, adapts) in Self.variantModes(input.tokens, modes: modes) {
            let typeName = Self.variantName(variant.mode)
            let only = AppearanceModes(only: variant)
            var built: [TokenPath] = []
            for (index, token) in variant.tokens.enumerated() {
                guard let base = modes.any.value(token.path, near: index), base != token.value else { continue }
                if adapts, case .color = token.value { continue }
                built.append(token.path)
                let names = token.path.components
                var name = naming.name(of: token, names: names)
                name.namespace =
                    name.namespace == ["Color"] ? [Self.variantsNamespace, typeName] : name.namespace + [typeName]
                if let constant = declaration(
                    token, names: names, at: index, name: name, modes: only, input: input, fixedColors: true)
                {
                    constants.append(constant)
                }
            }
            if adapts, let first = built.first {
                let examples = built.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
                diagnostics.report(
                    Diagnostic(
                        .modeVariant,
                        "Mode '\(variant.mode.name)' changes \(built.count) value\(built.count == 1 ? "" : "s") that only a colour could adapt to (\(examples)\(built.count > 3 ? ", …" : "")): the Swift holds \(built.count == 1 ? "it" : "them") as the variant \(typeName) of \(built.count == 1 ? "its namespace" : "their namespaces"), to use when that appearance is on.",
                        at: variant.tokens[variant.index(of: first) ?? 0].location, severity: .note))
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
