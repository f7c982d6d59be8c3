/// The resolve stage: every mode's definitions in, every mode's final values out.
public enum TokenResolver {
    /// Resolves all modes. Returns nil when any error was found; every problem is in the diagnostics.
    public static func resolve(_ set: TokenSet) -> (tokens: ResolvedTokenSet?, diagnostics: Diagnostics) {
        var set = set
        var diagnostics = Diagnostics()
        // Nearly always every mode has the same paths: they are sorted (and their places noted)
        // once for all of them while that is checked. When a mode lacks a token, it is filled in
        // and the paths sorted again.
        var (agree, order) = Parallel.both(
            { modesAgree(set) }, { set.modes.count > 1 ? PathOrder(set.modes[0].tokens.keys.sorted()) : nil })
        if !agree {
            fillMissingTokens(&set, &diagnostics)
            order = PathOrder(set.modes[0].tokens.keys.sorted())
        }
        // Modes are independent: each is resolved on its own core.
        let first = set.modes.first?.mode
        let results = Parallel.map(set.modes) { definitions in
            let (extended, extending) = GroupExtender.apply(to: definitions)
            var found = extending
            // The first mode's names, for "did you mean" (`MissingNameHints`).
            let names = definitions.mode == first ? extended : nil
            // Past the budget of `$extends` copies (said), the mode is not resolved.
            guard !extending.all.contains(where: { $0.code == .limitExpansion }) else {
                return (ResolvedTokenSet.ModeTokens(mode: definitions.mode, tokens: []), found, Diagnostics(), names)
            }
            let (linked, reading) = CSSVariables.linked(extended)
            let resolver = AliasResolver(tokens: linked.tokens)
            let tokens = resolver.resolveAll(order: order)
            found.append(contentsOf: reading)
            return (
                ResolvedTokenSet.ModeTokens(mode: definitions.mode, tokens: tokens), found, resolver.diagnostics, names
            )
        }
        var modes: [ResolvedTokenSet.ModeTokens] = []
        for (mode, extending, resolving, _) in results {
            diagnostics.append(contentsOf: extending)
            diagnostics.append(contentsOf: resolving)
            modes.append(mode)
        }
        guard !diagnostics.hasErrors else {
            let names = results.first?.3
            let hinted = MissingNameHints.added(
                to: diagnostics, tokens: { names?.tokens.keys.map(\.dotted) ?? [] },
                groups: { names?.groups.keys.map(\.dotted).filter { !$0.isEmpty } ?? [] })
            return (nil, hinted)
        }
        FiniteValues.check(modes, into: &diagnostics)
        guard !diagnostics.hasErrors else { return (nil, diagnostics) }
        return (ResolvedTokenSet(modes: modes, files: set.files), diagnostics)
    }

    /// Every mode should define the same tokens. A token some modes lack takes, in each of them,
    /// the value of the first mode that has it (light before dark), and a warning names them.
    /// Called when `modesAgree` said they do not.
    static func fillMissingTokens(_ set: inout TokenSet, _ diagnostics: inout Diagnostics) {
        var holders: [TokenPath: [Int]] = [:]
        for (index, mode) in set.modes.enumerated() {
            for path in mode.tokens.keys { holders[path, default: []].append(index) }
        }
        // "Did you mean" among each mode's own tokens, for the first names only (see `Suggestion.Hints`).
        let original = set.modes
        var hints = original.map { mode in Suggestion.Hints { mode.tokens.keys.map(\.dotted) } }
        for (path, indices) in holders.sorted(by: { $0.key < $1.key }) where indices.count < set.modes.count {
            let source = indices[0]
            guard let definition = set.modes[source].tokens[path] else { continue }
            let holding = Set(indices)
            let missing = set.modes.indices.filter { !holding.contains($0) }
            for index in missing { set.modes[index].tokens[path] = definition }
            let names = missing.map { set.modes[$0].mode.name }
            let hint = hints[missing[0]].didYouMean(path.dotted)
            diagnostics.report(
                .modeUnknownToken,
                "'\(path)' is defined in mode '\(set.modes[source].mode.name)' but not in \(quoted(names)), which \(names.count == 1 ? "takes" : "take") its value from '\(set.modes[source].mode.name)'. Define it there if it should differ.\(hint)",
                at: definition.location,
                cause:
                    "Tokens defined in mode '\(set.modes[source].mode.name)' but not in \(quoted(names)) take their value from '\(set.modes[source].mode.name)' there."
            )
        }
    }

    /// True when every mode has the first mode's paths (the same count, and each path in the first).
    static func modesAgree(_ set: TokenSet) -> Bool {
        guard set.modes.count > 1 else { return true }
        let first = set.modes[0].tokens
        return set.modes.allSatisfy {
            $0.tokens.count == first.count && $0.tokens.keys.allSatisfy { first.index(forKey: $0) != nil }
        }
    }

    private static func quoted(_ names: [String]) -> String { names.map { "'\($0)'" }.joined(separator: ", ") }
}
