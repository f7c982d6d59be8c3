/// The state of one load: the document cache and the flattened documents.
struct LoadSession {
    let store: DocumentStore
    /// How each document is read (config `format`).
    var formats: FormatRules
    /// The token folder (or the one token file) being loaded.
    let folder: String
    var diagnostics = Diagnostics()
    /// Modes said by folders whose names hold a brand too (see `BrandAxis`).
    var folderModes: [String: String] = [:]
    /// Modes whose values are a Figma export's `$value`s (see `FlatDocument.defaultModes`).
    var defaultModes: Set<String> = []
    /// A brand's own files, layered over the shared ones: a token both define is the brand's
    /// value, not a duplicate.
    var overlay: Set<String> = []
    /// Modes that are whole looks (`wireframe`), found beside the appearances of their axis (see
    /// `Looks`); none when the folder has brands already (they stay Swift variants, as they were).
    var looks: [Looks.Look] = []
    /// True when brands were found (folders, a theme group, the config).
    var hasBrands = false
    /// The documents (or a single-file export's sets) whose tokens went into a mode: what
    /// `ValueCoverage` checks, by the key they were flattened under.
    var checkedDocuments: [(key: String, file: String, root: JSONNode)] = []
    /// Every token file of the folder (a theme's unlayered sets are among them).
    var allFiles: [String] = []
    private var expander: ReferenceExpander
    private(set) var flattened: [String: FlatDocument] = [:]
    /// Whole files flattened as they were parsed (see `preload`), with what flattening reported;
    /// taken by the first `flatten` of the file, so the messages come in the same order as before.
    private var prepared: [String: (FlatDocument, Diagnostics)] = [:]
    /// What each file read by `preload` looks like (`TokenFormat.evidence`), found once as it was
    /// parsed: flattening it and telling token files from others both read it.
    private(set) var evidence: [String: TokenFormat.Evidence] = [:]

    init(store: DocumentStore, formats: FormatRules = FormatRules(), folder: String = "") {
        self.store = store
        self.formats = formats
        self.folder = folder
        self.expander = ReferenceExpander(store: store)
    }

    /// Reads and parses `files` on every core. Each file that needs no other (no `$ref`) is also
    /// flattened on the core that parsed it: for a large folder, flattening is as much work as parsing.
    mutating func preload(_ files: [String]) {
        let (formats, folder) = (self.formats, self.folder)
        let ready = store.preload(files) { file, root in
            let evidence = TokenFormat.evidence(in: root)
            let format = formats.format(of: Self.relative(file, in: folder))
            return (evidence, Self.flattenAlone(root, format: format, rules: formats, evidence: evidence))
        }
        evidence = ready.mapValues(\.0)
        prepared = ready.compactMapValues(\.1)
    }

    /// The token paths `file` defines, when it was flattened as it was parsed (none otherwise).
    func tokenPaths(of file: String) -> [TokenPath] { prepared[file]?.0.tokens.map(\.path) ?? [] }

    /// `file`'s path inside the token folder (its name, when one file is loaded).
    func relative(_ file: String) -> String { Self.relative(file, in: folder) }

    static func relative(_ file: String, in folder: String) -> String {
        file.hasPrefix(folder + "/") ? String(file.dropFirst(folder.count + 1)) : FilePath.name(of: file)
    }

    /// `node` read as DTCG and flattened, with what that reported; nil when it holds a `$ref`,
    /// which only `flatten` can expand (it may read other files). `evidence` is `node`'s, when found already.
    static func flattenAlone(
        _ node: JSONNode, format: TokenFormat?, rules: FormatRules = FormatRules(),
        evidence: TokenFormat.Evidence? = nil
    ) -> (FlatDocument, Diagnostics)? {
        var diagnostics = Diagnostics()
        // Tokens Studio, Style Dictionary and plain-scale documents are read as DTCG.
        let (source, leniency) = TokenFormat.read(
            node, format: format, rules: rules, evidence: evidence, diagnostics: &diagnostics)
        guard !ReferenceExpander.holdsReference(source) else { return nil }
        let (document, found) = DTCGLoader.flatten(source, leniency: leniency)
        diagnostics.append(contentsOf: found)
        return (document, diagnostics)
    }

    /// `node` of the document `file` (whose root is `root`), `$ref`-expanded and flattened once per `key`.
    mutating func flatten(_ node: JSONNode, file: String, root: JSONNode, key: String) -> FlatDocument {
        if let done = flattened[key] { return done }
        let document: FlatDocument
        if key == file, let (ready, found) = prepared.removeValue(forKey: file) {
            document = ready
            diagnostics.append(contentsOf: found)
        } else {
            let (source, leniency) = TokenFormat.read(
                node, format: formats.format(of: relative(file)), rules: formats, diagnostics: &diagnostics)
            let expanded = expander.expand(source, file: file, root: root)
            let (flat, found) = DTCGLoader.flatten(expanded, leniency: leniency)
            diagnostics.append(contentsOf: found)
            document = flat
        }
        flattened[key] = document
        return document
    }

    // MARK: - Per-file modes

    mutating func modesFromFiles(_ files: [(file: String, root: JSONNode)]) -> [TokenSet.ModeDefinitions] {
        let pathModes = PathModes.modes(of: files.map { relative($0.file) }, folderModes: folderModes)
        let documents = withSegmentModes(
            files.map { entry in
                (
                    mode: pathModes[relative(entry.file)],
                    document: flatten(entry.root, file: entry.file, root: entry.root, key: entry.file)
                )
            })
        var declared = Set(documents.compactMap(\.mode))
        for entry in documents { declared.formUnion(entry.document.modeValues.keys) }
        // A Figma export whose collections' default modes are modes needs no mode of its own for
        // its `$value`s: they are those modes' values.
        let hasBase = documents.contains { $0.mode == nil && $0.document.defaultModes.isEmpty }
        for entry in documents { defaultModes.formUnion(entry.document.defaultModes) }
        let (modes, _) = FileModes.modes(declared: declared, hasBase: hasBase)
        guard Self.fileModesFit(modes, documents: documents, files: files.map(\.file), diagnostics: &diagnostics)
        else { return [] }
        let paths = files.map { relative($0.file) }
        // The base files are layered once; each mode starts from a copy of them and layers its
        // own files over it, on every core.
        // Duplicates (warnings only) are looked for on their own beside all of that: looked for
        // beside the base alone, they were waited for, with one core idle.
        let duplicates = Pending { [overlay] in Self.duplicates(documents, overlay: overlay) }
        // Looks are looked for while the base is layered.
        let (axesLooks, base) = Parallel.both(
            { [hasBrands] in hasBrands ? [] : Looks.looks(axes: Self.modeAxes(documents, paths: paths)) },
            { () -> ModeBuilder in
                var base = ModeBuilder(
                    mode: .default,
                    capacity: documents.filter { $0.mode == nil }.reduce(0) { $0 + $1.document.tokens.count })
                for entry in documents where entry.mode == nil { base.layer(entry.document) }
                return base
            })
        looks = axesLooks
        let found = looks
        let definitions = Parallel.map(modes) { mode in
            let layers = FileModes.layers(for: mode, among: modes, looks: found)
            var builder = ModeBuilder(mode: mode, over: base)
            for layer in layers {
                for entry in documents where entry.mode == layer { builder.layer(entry.document) }
            }
            for layer in layers {
                for entry in documents { builder.override(values: entry.document.modeValues[layer] ?? [:]) }
            }
            return builder.definitions
        }
        diagnostics.append(contentsOf: duplicates.take())
        return definitions
    }

    // MARK: - Resolver documents

    mutating func modesFromResolver(file: String, root: JSONNode) -> [TokenSet.ModeDefinitions] {
        let document = ResolverDocument.parse(root, file: file, diagnostics: &diagnostics)
        let modifiers = document.modifiers
        let count = modifiers.reduce(1) { $0 * max(1, $1.contexts.count) }
        guard count <= Limits.modes else {
            diagnostics.report(
                .limitModes,
                "The modifiers of this resolver combine into \(count) modes; tokens builds at most \(Limits.modes). Give the modifiers fewer contexts, or split the resolver into one per product.",
                at: root.location)
            return []
        }
        var combinations: [[String: String]] = [[:]]
        for modifier in modifiers where !modifier.contexts.isEmpty {
            combinations = combinations.flatMap { partial in
                modifier.contexts.map { context in partial.merging([modifier.name: context.name]) { $1 } }
            }
        }
        var limits = ModeLimits()
        let modes: [TokenSet.ModeDefinitions] = combinations.map { choice in
            var builder = ModeBuilder(mode: Self.modeName(for: choice, modifiers: modifiers))
            for step in document.steps {
                let sources: [JSONNode]
                switch step {
                case .set(_, let list): sources = list
                case .modifier(let modifier):
                    sources = modifier.contexts.first { $0.name == choice[modifier.name] }?.sources ?? []
                }
                var visiting: [String] = []
                for source in sources {
                    for flat in flatSources(source, document: document, visiting: &visiting) {
                        let mode = builder.definitions.mode.name
                        guard
                            limits.layer(flat.tokens.count, into: mode, at: source.location, diagnostics: &diagnostics)
                        else { return builder.definitions }
                        builder.layer(flat)
                    }
                }
            }
            return builder.definitions
        }
        return modes.sorted { $0.mode < $1.mode }
    }

    /// The first modifier's context always names the mode; later modifiers add their context
    /// unless it is their default (`dark`, `dark-large`).
    static func modeName(for choice: [String: String], modifiers: [ResolverDocument.Modifier]) -> Mode {
        let active = modifiers.filter { !$0.contexts.isEmpty }
        guard !active.isEmpty else { return .default }
        var parts: [String] = []
        for (index, modifier) in active.enumerated() {
            guard let context = choice[modifier.name] else { continue }
            if index == 0 || context != modifier.defaultContext { parts.append(context) }
        }
        return Mode(parts.joined(separator: "-"))
    }

    /// The token documents a resolver source stands for: an inline document, a file, a pointer into
    /// the resolver (`#/$defs/…`), or every source of a set (`#/sets/name`).
    mutating func flatSources(
        _ source: JSONNode, document: ResolverDocument, visiting: inout [String]
    ) -> [FlatDocument] {
        guard let object = source.object else {
            diagnostics.report(
                .invalidResolver, "A source must be an object: a {\"$ref\": …} or inline tokens.", at: source.location)
            return []
        }
        guard let reference = object["$ref"], let text = reference.string else {
            return [flatten(source, file: document.file, root: document.root, key: "\(source.location)")]
        }
        if text.hasPrefix("#/sets/") {
            let name = String(text.dropFirst("#/sets/".count))
            guard let sources = document.sets[name] else {
                diagnostics.report(
                    .missingPointer,
                    "The source '\(text)' names no set.\(Suggestion.didYouMean(name, in: document.sets.keys))",
                    at: reference.location)
                return []
            }
            guard !visiting.contains(name) else {
                diagnostics.report(
                    .refCycle, "The set '\(name)' includes itself: \((visiting + [name]).joined(separator: " → ")).",
                    at: reference.location)
                return []
            }
            // Each set that includes another is a recursion.
            guard visiting.count < Limits.pointerDepth else {
                diagnostics.report(
                    .refTooDeep,
                    "Sets include one another more than \(Limits.pointerDepth) deep here (\(visiting[0]) → … → \(name)); tokens stops following them. Include the sets you need directly.",
                    at: reference.location)
                return []
            }
            visiting.append(name)
            defer { visiting.removeLast() }
            return sources.flatMap { flatSources($0, document: document, visiting: &visiting) }
        }
        guard let pointer = JSONPointer(text) else {
            let remote = text.contains("://")
            diagnostics.report(
                remote ? .fileUnreadable : .badPointer,
                remote
                    ? "The source '\(text)' is remote; tokens reads local files only."
                    : "'\(text)' is not a JSON Pointer.",
                at: reference.location)
            return []
        }
        var file = document.file
        if let named = pointer.file {
            guard let path = store.locate(named, from: document.file, at: reference.location) else { return [] }
            file = path
        }
        let root = pointer.file == nil ? document.root : store.document(at: file, referencedFrom: reference.location)
        guard let root else { return [] }
        guard let target = pointer.resolve(in: root) else {
            diagnostics.report(.missingPointer, "The source '\(text)' points at nothing.", at: reference.location)
            return []
        }
        // A pointer to a whole file is that file, flattened once (already, when it needs no `$ref`).
        let key = pointer.tokens.isEmpty ? file : file + "#" + pointer.tokens.joined(separator: "/")
        return [flatten(target, file: file, root: root, key: key)]
    }
}
