/// Values no adaptive constant carries, as nested enums of fixed values beside the adaptive
/// constants, one per mode no Apple appearance selects (`dark-dimmed`, a second brand's `Light`,
/// a `wireframe` look where the folder has brands already: `InsightColors.DarkDimmed.bgCard`; a
/// look beside the appearances alone is a brand of its own, see `Looks`). The appearance modes' values are in the adaptive
/// constants themselves (`TokenColor`, `TokenAppearances`). A variant holds the tokens whose value
/// in it differs from the base mode's; the code that switches to it falls back to the base names.
extension SwiftEmitter {
    /// The top-level enum that holds the variants of colours declared in `extension Color`.
    static let variantsNamespace = "TokenVariants"

    /// The modes that have variants: those no appearance of the adaptive constants takes.
    static func variantModes(_ tokens: ResolvedTokenSet, modes: AppearanceModes) -> [ResolvedTokenSet.ModeTokens] {
        let adaptive = [modes.any, modes.dark, modes.highContrast, modes.darkHighContrast].compactMap { $0?.mode }
        return tokens.modes.filter { !adaptive.contains($0.mode) }
    }

    /// The Swift type name of a variant mode: `dark-dimmed` → `DarkDimmed`.
    static func variantName(_ mode: Mode) -> String { SwiftIdentifier.upperCamel([mode.name]) }

    /// The variants' constants. `taken` are the constants made so far: a variant whose name one of
    /// them already has (the mode `Page` and the group `Page`) takes the name with `_2` (see `NameClaims`).
    func variantConstants(
        modes: AppearanceModes, input: EmitInput, naming: SwiftNaming, taken: [Constant],
        diagnostics: inout Diagnostics
    ) -> [Constant] {
        let variants = Self.variantModes(input.tokens, modes: modes)
        guard !variants.isEmpty else { return [] }
        // The full names taken so far, each with its token (made only when there are variants).
        var claimed = [String: NameClaims.Claim](minimumCapacity: taken.count)
        for constant in taken {
            claimed[Self.fullName(constant.namespace, constant.identifier)] = NameClaims.Claim(
                path: constant.path, location: constant.location, key: "", configured: false)
        }
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
                let claim = NameClaims.Claim(path: token.path, location: token.location, key: "", configured: false)
                let full = Self.fullName(name.namespace, name.identifier)
                if let holder = claimed[full], holder.path != token.path {
                    var suffix = 2
                    while claimed[Self.fullName(name.namespace, name.identifier, "_\(suffix)")] != nil { suffix += 1 }
                    name.identifier = name.identifier.trimmingBackticks + "_\(suffix)"
                    diagnostics.report(
                        NameClaims.diagnostic(
                            .swiftNameCollision, token: claim, holder: holder, name: full + " in Swift",
                            renamed: Self.fullName(name.namespace, name.identifier), configKey: "swift.names",
                            strict: input.config.strict,
                            subject: "the \(variant.mode.name)-mode value of '\(token.path)'"))
                }
                claimed[Self.fullName(name.namespace, name.identifier)] = claim
                if let constant = declaration(
                    token, names: names, at: index, name: name, modes: only, input: input, fixedColors: true)
                {
                    constants.append(constant)
                }
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
