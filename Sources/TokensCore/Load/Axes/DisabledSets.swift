/// References into Tokens Studio sets that the built theme leaves disabled (or that no theme
/// names): Tokens Studio's own build, and the team's Style Dictionary build that reads every file,
/// resolve them there, so tokens does too. The tokens they name (and what those name in turn) are
/// added to the mode under every layered set, and one warning for the build names the sets and
/// the references, so a theme that forgot a set is seen, never silent.
extension LoadSession {
    /// The tokens of every set, by path, in set order: where a reference a mode cannot resolve is
    /// looked for. Made once for all the modes (each set is flattened once).
    typealias SetIndex = [TokenPath: [(set: String, token: TokenDefinition)]]

    static func index(_ sets: [(set: String, document: FlatDocument)]) -> SetIndex {
        var index: SetIndex = [:]
        for entry in sets {
            for token in entry.document.tokens { index[token.path, default: []].append((entry.set, token)) }
        }
        return index
    }

    /// `definitions` of one theme's mode with the tokens its references name in the sets it does
    /// not layer (`isLayered` says which it does; of several, the set latest in order wins) added,
    /// and what those name in turn; each reference so resolved is appended to `found` (its place,
    /// and the set it was found in). `index` is made only when a reference is missing.
    static func addingDisabled(
        _ definitions: TokenSet.ModeDefinitions, isLayered: (String) -> Bool, index: () -> SetIndex,
        found: inout [(place: SourceLocation, set: String)]
    ) -> TokenSet.ModeDefinitions {
        var out = definitions
        var pending = Array(definitions.tokens.values)
        var sets: SetIndex?
        while let token = pending.popLast() {
            for (path, place) in references(in: token) where out.tokens[path] == nil {
                if sets == nil { sets = index() }
                guard let (set, target) = sets?[path]?.last(where: { !isLayered($0.set) }) else { continue }
                out.tokens[path] = target
                pending.append(target)
                found.append((place, set))
            }
        }
        return out
    }

    /// Every `{reference}` a token's value (and its alpha and mix) writes, with where.
    static func references(in token: TokenDefinition) -> [(TokenPath, SourceLocation)] {
        var found: [(TokenPath, SourceLocation)] = []
        var nodes = [token.value] + [token.alphaAlias, token.mix?.color].compactMap { $0 }
        while let node = nodes.popLast() {
            switch node.value {
            case .string(let text):
                if let path = Alias.wholeReference(in: text) {
                    found.append((path, node.location))
                } else {
                    for reference in Alias.embeddedReferences(in: text) {
                        found.append((reference.path, node.location))
                    }
                }
            case .object(let object): nodes.append(contentsOf: object.members.map(\.value))
            case .array(let elements): nodes.append(contentsOf: elements)
            default: break
            }
        }
        return found
    }

    /// The one warning for the references resolved in sets the themes leave disabled.
    static func reportDisabled(_ found: [(place: SourceLocation, set: String)], diagnostics: inout Diagnostics) {
        guard let first = found.map(\.place).min() else { return }
        var sets: [String] = []
        for entry in found where !sets.contains(entry.set) { sets.append(entry.set) }
        let places = Array(Set(found.map(\.place))).sorted()
        let named = sets.prefix(3).map { "'\(Printable.escaped($0))'" }.joined(separator: ", ")
        let more = sets.count > 3 ? " and \(sets.count - 3) more" : ""
        diagnostics.report(
            Diagnostic(
                .disabledSetReference,
                "\(places.count == 1 ? "1 reference names a token" : "\(places.count) references name tokens") of sets the built themes leave disabled (\(named)\(more)); \(places.count == 1 ? "it resolves" : "they resolve") there, as Tokens Studio's build, which reads every set, resolves \(places.count == 1 ? "it" : "them"), and the tokens named are built too. Enable the set (as source, to refer to it without building it in Tokens Studio) in the theme, or refer to a token the theme has.",
                at: first, severity: .warning, places: places))
    }
}
