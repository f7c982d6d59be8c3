/// A value that is wholly a CSS custom property, `var(--token-color-palette-neutral-700)`, in a
/// format whose tool does not check types (HashiCorp Helios's Style Dictionary files write colours
/// so): on the web the property is the token Style Dictionary named by its path joined with `-`,
/// under the team's prefix. Such a value is read as the alias `{color.palette.neutral-700}`: the
/// property's name, or the name without its first words (`token-`), that is a token's path joined
/// with `-`, the longest first. A name that matches no token stays as written (and is reported
/// where it does not fit the token's type); DTCG files keep the specification's reading, where
/// `var()` is no value.
enum CSSVariables {
    /// `mode` with each lenient `var(--name)` value that names a token written as its alias.
    static func linked(_ mode: TokenSet.ModeDefinitions) -> TokenSet.ModeDefinitions {
        let candidates = mode.tokens.compactMap { path, definition in
            definition.isLenient ? propertyName(definition.value.string).map { (path, $0) } : nil
        }
        guard !candidates.isEmpty else { return mode }
        var byName: [String: TokenPath] = [:]
        for path in mode.tokens.keys {
            let name = path.components.joined(separator: "-")
            // Two paths may join to one name (`a.b-c`, `a-b.c`): the smaller path, whatever the order.
            if let other = byName[name], other < path { continue }
            byName[name] = path
        }
        var mode = mode
        for (path, name) in candidates {
            var words = name.split(separator: "-", omittingEmptySubsequences: false)[...]
            while !words.isEmpty {
                if let target = byName[words.joined(separator: "-")], target != path, var definition = mode.tokens[path]
                {
                    definition.value = JSONNode(.string("{\(target.dotted)}"), at: definition.value.location)
                    mode.tokens[path] = definition
                    break
                }
                words = words.dropFirst()
            }
        }
        return mode
    }

    /// `name` of a value that is wholly `var(--name)` or `var(--name, fallback)`; nil otherwise.
    static func propertyName(_ text: String?) -> String? {
        guard let text, text.hasPrefix("var(--"), text.hasSuffix(")") else { return nil }
        let name = text.dropFirst("var(--".count).dropLast().prefix { $0 != "," }
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
            return nil
        }
        return String(name)
    }
}
