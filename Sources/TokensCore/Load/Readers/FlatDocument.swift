/// One token document flattened: its tokens and groups by path, and per-mode value overrides.
struct FlatDocument: Sendable {
    /// Tokens in document order.
    var tokens: [TokenDefinition] = []
    /// Groups in document order.
    var groups: [GroupDefinition] = []
    /// Terrazzo-style `$extensions.mode.<name>` values: mode name → path → value.
    var modeValues: [String: [TokenPath: JSONNode]] = [:]
    /// Modes whose values are the document's `$value`s: the default (first) mode of each Figma
    /// collection whose modes are all modes of the set (see `FigmaVariables`). No mode of its own
    /// is needed for the base values then, and of two modes saying one appearance the default is it.
    var defaultModes: Set<String> = []
}
