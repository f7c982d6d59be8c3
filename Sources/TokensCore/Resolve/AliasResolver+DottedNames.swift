/// References to names with a dot inside (`1.5` under `spacing.spacer`, Tailwind's `0.5`), which
/// formats read as their own tools read them allow: `{spacing.spacer.1.5}` names the token whose
/// names are `spacing`, `spacer` and `1.5` when no other reading of its dots names a token. Two
/// readings that both name one are `alias.ambiguous`, both named.
extension AliasResolver {
    /// Every group path above a token whose path has a name with a dot in it, in the dotted form;
    /// nil when no name has one (references are then read as written, at no cost).
    static func dottedGroups(of tokens: [TokenPath: TokenDefinition]) -> Set<String>? {
        let mark = String(TokenPath.dotInName)
        let dotted = tokens.keys.filter { $0.dotted.containsBytes(mark) }
        guard !dotted.isEmpty else { return nil }
        var groups: Set<String> = []
        for path in tokens.keys {
            var prefix = ""
            for name in path.components.dropLast() {
                prefix = prefix.isEmpty ? name : prefix + "." + name
                groups.insert(prefix)
            }
        }
        return groups
    }

    /// The token `path` names when some of its dots are read as part of a name, else nil; with
    /// two readings that name tokens (the one as written among them), the error, and the first.
    func dottedNameTarget(_ path: TokenPath, at location: SourceLocation?) -> TokenPath? {
        guard let groups = dottedGroups, path.dotted.utf8.contains(UInt8(ascii: ".")) else { return nil }
        let names = path.components
        var found: [TokenPath] = []
        // Depth-first over the ways to cut `names` into names, following only groups that exist:
        // each prefix is met once, so the work is bounded by the tree, not by 2^dots.
        var pending: [(start: Int, prefix: String)] = [(0, "")]
        while let (start, prefix) = pending.popLast(), found.count < 2 {
            var name = ""
            for end in (start + 1)...names.count {
                name = end == start + 1 ? names[start] : name + String(TokenPath.dotInName) + names[end - 1]
                let candidate = prefix.isEmpty ? name : prefix + "." + name
                if end == names.count {
                    if tokens[TokenPath(candidate)] != nil { found.append(TokenPath(candidate)) }
                } else if groups.contains(candidate) {
                    pending.append((end, candidate))
                }
            }
        }
        guard let first = found.first else { return nil }
        guard found.count == 1 else {
            let readings = found.map { "'\($0.components.joined(separator: "' › '"))'" }
            report(
                .aliasAmbiguous,
                "The reference {\(path.dotted.replacingDotsInNames)} names two tokens: \(readings.joined(separator: " and ")), a dot read once as a separator and once as part of a name. Rename one of them.",
                at: location)
            return first
        }
        return first
    }
}

extension String {
    /// The dotted form with a name's own dots written as dots, as the file wrote them.
    var replacingDotsInNames: String { String(map { $0 == TokenPath.dotInName ? "." : $0 }) }
}
