/// Layers flattened documents into one mode's definitions: later layers win, path by path.
struct ModeBuilder: Sendable {
    private(set) var definitions: TokenSet.ModeDefinitions

    /// `capacity`: about how many tokens the mode will hold (room is made once, not grown).
    init(mode: Mode, capacity: Int = 0) {
        definitions = TokenSet.ModeDefinitions(mode: mode)
        definitions.tokens.reserveCapacity(capacity)
    }

    /// A mode that starts from `base`'s tokens and groups (a copy of its tables: no token is
    /// hashed again).
    init(mode: Mode, over base: ModeBuilder) {
        definitions = base.definitions
        definitions.mode = mode
    }

    /// Adds a document's tokens and groups over what is there.
    mutating func layer(_ document: FlatDocument) {
        for token in document.tokens { definitions.tokens[token.path] = token }
        for group in document.groups {
            if let existing = definitions.groups[group.path], group.extends == nil, group.type == nil {
                definitions.groups[group.path] = GroupDefinition(
                    path: group.path, type: existing.type, extends: existing.extends, location: existing.location)
            } else {
                definitions.groups[group.path] = group
            }
        }
    }

    /// Replaces the values of existing tokens (Terrazzo `$extensions.mode`). A type read off the
    /// base value is read off the mode's own value (a `var()` there, text, is no colour's type).
    mutating func override(values: [TokenPath: JSONNode]) {
        for (path, value) in values {
            guard var definition = definitions.tokens[path] else { continue }
            definition.value = value
            if definition.typeIsInferred {
                definition.type = NumberPaths.type(of: value, at: path) ?? DTCGLoader.typeOfValue(value)
            }
            definitions.tokens[path] = definition
        }
    }
}
