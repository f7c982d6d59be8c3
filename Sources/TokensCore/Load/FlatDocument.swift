/// One token document flattened: its tokens and groups by path, and per-mode value overrides.
struct FlatDocument: Sendable {
    /// Tokens in document order.
    var tokens: [TokenDefinition] = []
    /// Groups in document order.
    var groups: [GroupDefinition] = []
    /// Terrazzo-style `$extensions.mode.<name>` values: mode name → path → value.
    var modeValues: [String: [TokenPath: JSONNode]] = [:]
}
