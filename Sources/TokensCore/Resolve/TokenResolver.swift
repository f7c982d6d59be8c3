/// The resolve stage: every mode's definitions in, every mode's final values out.
public enum TokenResolver {
    /// Resolves all modes. Returns nil when any error was found; every problem is in the diagnostics.
    public static func resolve(_ set: TokenSet) -> (tokens: ResolvedTokenSet?, diagnostics: Diagnostics) {
        // Every mode should have the same paths, so they are sorted once for all of them, while
        // the modes are checked (a mode whose paths differ sorts its own; see `resolveAll`).
        let (agreement, sorted) = Parallel.both(
            { () -> Diagnostics in
                var found = Diagnostics()
                checkModesAgree(set, &found)
                return found
            }, { set.modes.count > 1 ? set.modes[0].tokens.keys.sorted() : nil })
        var diagnostics = agreement
        // Modes are independent: each is resolved on its own core.
        let results = Parallel.map(set.modes) { definitions in
            let (extended, found) = GroupExtender.apply(to: definitions)
            let resolver = AliasResolver(tokens: extended.tokens)
            let tokens = resolver.resolveAll(sorted: sorted)
            return (ResolvedTokenSet.ModeTokens(mode: definitions.mode, tokens: tokens), found, resolver.diagnostics)
        }
        var modes: [ResolvedTokenSet.ModeTokens] = []
        for (mode, extending, resolving) in results {
            diagnostics.append(contentsOf: extending)
            diagnostics.append(contentsOf: resolving)
            modes.append(mode)
        }
        guard !diagnostics.hasErrors else { return (nil, diagnostics) }
        FiniteValues.check(modes, into: &diagnostics)
        guard !diagnostics.hasErrors else { return (nil, diagnostics) }
        return (ResolvedTokenSet(modes: modes, files: set.files), diagnostics)
    }

    /// Every mode must define the same tokens: a mode file may only override what the base defines.
    static func checkModesAgree(_ set: TokenSet, _ diagnostics: inout Diagnostics) {
        guard set.modes.count > 1 else { return }
        // Nearly always they agree: same count, and every path of each mode is in the first.
        let first = set.modes[0].tokens
        if set.modes.allSatisfy({ $0.tokens.count == first.count && $0.tokens.keys.allSatisfy { first[$0] != nil } }) {
            return
        }
        var holders: [TokenPath: [Int]] = [:]
        for (index, mode) in set.modes.enumerated() {
            for path in mode.tokens.keys { holders[path, default: []].append(index) }
        }
        for (path, indices) in holders where indices.count < set.modes.count {
            let present = indices.map { set.modes[$0].mode.name }
            let missing = set.modes.indices.filter { !indices.contains($0) }.map { set.modes[$0].mode.name }
            let location = indices.compactMap { set.modes[$0].tokens[path]?.location }.min()
            diagnostics.report(
                .modeUnknownToken,
                "'\(path)' is defined in mode \(quoted(present)) but not in \(quoted(missing)); a mode can only override tokens that every mode has.",
                at: location)
        }
    }

    private static func quoted(_ names: [String]) -> String { names.map { "'\($0)'" }.joined(separator: ", ") }
}
