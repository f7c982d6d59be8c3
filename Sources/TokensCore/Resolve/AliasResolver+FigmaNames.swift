/// References written with Figma's names in a Figma variables export (see `FigmaVariables`):
/// `{@color_primitives.Brand.800}` where the exporter made the key `brand.800`.
extension AliasResolver {
    /// The tokens whose paths are `path` by Figma's slug of each name (`FigmaVariables.key`),
    /// sorted; `path` itself is not a token.
    func figmaMatches(_ path: TokenPath) -> [TokenPath] {
        let index = figmaKeys ?? FigmaVariables.index(tokens.keys)
        figmaKeys = index
        return index[FigmaVariables.key(path)] ?? []
    }

    /// The one token `path` names by its Figma slug, said at `location` (a warning that groups
    /// with every other such reference); nil when none does, or two do (`alias.missing` then
    /// names them).
    func figmaTarget(_ path: TokenPath, from owner: TokenPath, at location: SourceLocation?) -> TokenPath? {
        let matches = figmaMatches(path)
        guard matches.count == 1, let found = matches.first else { return nil }
        if let location {
            report(
                .figmaName,
                "The alias {\(path)} names no token as written; it is read as {\(found)}, whose key is its Figma name as Figma variables exports write keys (lower case, '-' for spaces and other separators). Write {\(found)} to name it exactly, or set \"strict\": true in tokens.config.json to make this an error.",
                at: location,
                cause:
                    "Aliases written with Figma's names of variables ({@collection.Group Name}) name no token as written and are read as the one token whose key is that name as the export writes keys (lower case, '-' for spaces and other separators): write each as its key to name it exactly (\"strict\": true makes these errors)."
            )
        }
        return found
    }
}
