/// Theo's `imports` scope aliases: Theo resolves each imported file on its own (its aliases from
/// itself and what it imports) before merging it, so a prop means the alias its own file can see.
/// A theme that overrides `palette-red-50` changes the props it defines itself and those of the
/// files it imports after the override, not the props of a base file it merely imports (Twilio
/// Paste's Evergreen keeps the base red for `color-background-required`).
///
/// tokens merges every file of a mode into one token space, where the theme's `aliases.*` win for
/// every prop. So after the modes are built, each token of a Theo file whose `{aliases.name}` is
/// another definition than the one its file sees through its imports has that reference written
/// out as the value its file sees (itself read the same way in the file that defines it). Files
/// outside the token folder are not followed.
struct TheoScopes {
    /// A Theo file's imports (as paths) and aliases (name → value).
    struct Document {
        var imports: [String]
        var aliases: [String: JSONNode]
    }

    let documents: [String: Document]
    /// How deep aliases written out may nest (a cycle of aliases is reported by the resolver).
    static let maximumDepth = 32
    /// What writing aliases out may make in all (each alias written out, and its text in 64-byte
    /// pieces): an alias written as two of the one before doubles at each level.
    private var budget = Budget(limit: Limits.expansion)
    private(set) var diagnostics = Diagnostics()
    /// Each alias written out as a file sees it, in the mode being scoped, with its weight: an
    /// alias used many times is written out once.
    private var writtenOut: [String: (value: JSONNode, weight: Int)] = [:]

    init(documents: [String: Document]) { self.documents = documents }

    /// `modes` with the references of Theo files scoped as Theo scopes them; `files` are the token
    /// folder's files, `store` holds them parsed.
    static func apply(
        _ modes: [TokenSet.ModeDefinitions], files: [String], store: DocumentStore, diagnostics: inout Diagnostics
    ) -> [TokenSet.ModeDefinitions] {
        let known = Set(files.map(FilePath.normalize))
        var documents: [String: Document] = [:]
        for file in files {
            guard let root = store.document(at: file), TheoConverter.isTheo(root), let object = root.object else {
                continue
            }
            // An import out of the token folder is refused (and reported) like any other path.
            let imports = (object["imports"]?.array ?? []).compactMap { node -> String? in
                guard let written = node.string else { return nil }
                switch store.root.locate(written, from: FilePath.normalize(file)) {
                case .success(let path): return path
                case .failure(let refusal):
                    store.report(Diagnostic(.fileOutsideRoot, refusal.message, at: node.location))
                    return nil
                }
            }
            var aliases: [String: JSONNode] = [:]
            for member in object["aliases"]?.object?.members ?? [] {
                aliases[member.key] = member.value.object?["value"] ?? member.value
            }
            documents[FilePath.normalize(file)] = Document(imports: imports.filter(known.contains), aliases: aliases)
        }
        guard documents.values.contains(where: { !$0.imports.isEmpty }) else { return modes }
        var scopes = TheoScopes(documents: documents)
        let scoped = modes.map { scopes.scoped($0) }
        diagnostics.append(contentsOf: scopes.diagnostics)
        return scoped
    }

    /// The file whose definition of the alias `name` `file` sees: its own, else the last import's
    /// that sees one; nil when none does. Each file is looked in once (imports may form cycles).
    func definingFile(of name: String, from file: String) -> String? {
        var visited: Set<String> = []
        return definingFile(of: name, from: file, visited: &visited)
    }

    private func definingFile(of name: String, from file: String, visited: inout Set<String>) -> String? {
        guard let document = documents[file], visited.insert(file).inserted else { return nil }
        if document.aliases[name] != nil { return file }
        for imported in document.imports.reversed() {
            if let found = definingFile(of: name, from: imported, visited: &visited) { return found }
        }
        return nil
    }

    mutating func scoped(_ mode: TokenSet.ModeDefinitions) -> TokenSet.ModeDefinitions {
        var mode = mode
        writtenOut = [:]
        // In path order, so the token where the budget runs out is the same each time.
        for path in mode.tokens.keys.sorted() {
            guard let definition = mode.tokens[path], !budget.isExceeded else { break }
            let file = FilePath.normalize(definition.location.file)
            guard documents[file] != nil, let text = definition.value.string, text.contains("{aliases.") else {
                continue
            }
            let written = written(text, in: file, mode: mode, at: definition.value.location)
            guard !budget.isExceeded else {
                diagnostics.report(
                    .limitExpansion,
                    "Written out as its file sees them (Theo's imports), the aliases in '\(path)' stand for more than \(budget.limit) values (an alias that refers twice to the one before doubles at each level); tokens stops there. Refer to each alias once.",
                    at: definition.value.location)
                break
            }
            guard let written else { continue }
            var changed = definition
            changed.value = Self.fitted(JSONNode(written.value, at: definition.value.location), to: definition.type)
            // A whole alias took its target's type; written out, the value says it (as Theo's would).
            if changed.type == nil {
                changed.type = NumberPaths.type(of: changed.value, at: path) ?? DTCGLoader.typeOfValue(changed.value)
                changed.typeIsInferred = true
            }
            mode.tokens[path] = changed
        }
        return mode
    }

    /// `text` (a value of `file`) with each `{aliases.name}` whose mode's definition is not the one
    /// `file` sees written out as the value it sees; nil when nothing changes.
    private mutating func written(
        _ text: String, in file: String, mode: TokenSet.ModeDefinitions, at location: SourceLocation, depth: Int = 0
    ) -> JSONNode? {
        guard depth < Self.maximumDepth, !budget.isExceeded else { return nil }
        var out = ""
        var changed = false
        var rest = Substring(text)
        while let open = rest.range(of: "{aliases.") {
            guard let close = rest[open.upperBound...].firstIndex(of: "}") else { break }
            let name = String(rest[open.upperBound..<close])
            out += rest[..<open.lowerBound]
            rest = rest[rest.index(after: close)...]
            let reference = "{aliases.\(name)}"
            guard let seen = definingFile(of: name, from: file),
                let winner = mode.tokens[TokenPath("aliases." + name)],
                FilePath.normalize(winner.location.file) != seen,
                let value = documents[seen]?.aliases[name]
            else {
                out += reference
                continue
            }
            let key = seen + "\u{0}" + name
            let seenValue: JSONNode
            if let known = writtenOut[key] {
                // Written out before: what it stands for is spent again, not made again.
                guard budget.spend(known.weight) else { return nil }
                seenValue = known.value
            } else {
                let inner = value.string != nil ? TheoConverter.references(value) : value
                let before = budget.spent
                seenValue =
                    written(inner.string ?? "", in: seen, mode: mode, at: value.location, depth: depth + 1) ?? inner
                guard budget.spend(1 + (seenValue.string?.utf8.count ?? 0) / 64) else { return nil }
                writtenOut[key] = (seenValue, budget.spent - before)
            }
            // The same value under another definition (a theme repeating the base's) stays the alias.
            if Self.same(seenValue, winner.value) {
                out += reference
                continue
            }
            // A whole-value reference takes the value as it is (a number stays a number).
            if out.isEmpty, rest.isEmpty, text == reference { return seenValue }
            // Spelled out as two lookups: `string ?? number.map(…)` here crashed the release
            // compiler's ownership verifier (Swift 6.3, "Found outside of lifetime use").
            if let string = seenValue.string {
                out += string
            } else if let number = seenValue.number {
                out += JSONOutput.format(number)
            } else {
                out += reference
                continue
            }
            changed = true
        }
        out += rest
        return changed ? JSONNode(.string(out), at: location) : nil
    }

    /// True when `a` and `b` are one value: equal JSON, or one number written as a number and as a
    /// plain decimal string (`400`, `"400"`).
    static func same(_ a: JSONNode, _ b: JSONNode) -> Bool {
        let number = { (node: JSONNode) in node.number ?? node.string.flatMap(NumberPaths.plainDecimal) }
        if let x = number(a), let y = number(b) { return x == y }
        return JSONOutput(a) == JSONOutput(b)
    }

    /// A number written out for a whole alias, read as the token's type needs it, as the alias of a
    /// Theo alias (whose type is only read off its value) is: points, milliseconds, text.
    static func fitted(_ node: JSONNode, to type: TokenType?) -> JSONNode {
        guard let number = node.number else { return node }
        let suffix: String
        switch type {
        case .dimension: suffix = "px"
        case .duration: suffix = "ms"
        case .string: suffix = ""
        default: return node
        }
        return JSONNode(.string(JSONOutput.format(number) + suffix), at: node.location)
    }
}
