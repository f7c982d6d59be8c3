/// The load stage: a token folder or file in, every mode's definitions out.
///
/// Modes come from, in this order of precedence: a DTCG resolver document in the folder; else
/// per-mode files (`colors.dark.json`) and Terrazzo `$extensions.mode` values; else one `default` mode.
public enum TokenLoader {
    /// A build makes at most this many modes (see `Limits.modes`).
    public static let maximumModes = Limits.modes

    /// What loading produced.
    public struct Result: Sendable {
        /// The definitions; nil when nothing could be read.
        public var tokenSet: TokenSet?
        /// Every problem found while loading.
        public var diagnostics: Diagnostics
        /// False when a file could not be read or parsed: resolving would only add noise then.
        public var isComplete: Bool
        /// The brands the folder ships (the default first); empty for one brand.
        public var brands: [String] = []
        /// The brand built, when there are brands.
        public var brand: String?
    }

    /// Loads the token folder or file at `path`; `themes` are the Tokens Studio themes layered
    /// under every mode (config `tokensStudio.themes`); `format` says how files are read (config
    /// `format`; by default each file's own format is detected); `brands` and `brand` are the
    /// config's brands and the one to build (see `BrandAxis`; nil: the default brand).
    public static func load(
        path: String, themes included: [String] = [], format: FormatRules = FormatRules(), exclude: [String] = [],
        brands configured: [(name: String, patterns: [String])] = [], brand chosen: String? = nil,
        momentumTarget: String? = nil
    ) -> Result {
        // Every file is read through the root, which must itself lie inside its repository.
        let root: TokenRoot
        switch TokenRoot.open(path) {
        case .success(let opened): root = opened
        case .failure(let refusal):
            var diagnostics = Diagnostics()
            diagnostics.report(.fileOutsideRoot, refusal.message, at: nil)
            return Result(tokenSet: nil, diagnostics: diagnostics, isComplete: false)
        }
        // A Momentum folder is built as its own generator builds it, theme by theme.
        let unused = [
            ("tokensStudio.themes", included.isEmpty), ("exclude", exclude.isEmpty), ("brands", configured.isEmpty),
        ]
        if let built = MomentumConverter.load(
            folder: path, root: root, brand: chosen, target: momentumTarget, unused: unused.filter { !$0.1 }.map(\.0))
        {
            return built
        }
        let (files, found) = TokenSource.files(at: path, exclude: exclude, root: root)
        guard !files.isEmpty else { return Result(tokenSet: nil, diagnostics: found, isComplete: false) }
        var result = load(
            files: files, folder: path, root: root, themes: included, format: format, brands: configured, brand: chosen)
        var diagnostics = found
        diagnostics.append(contentsOf: result.diagnostics)
        result.diagnostics = diagnostics
        return result
    }

    /// Loads `files` (sorted) as one token folder; `folder` is where `$themes.json` is looked for.
    static func load(
        files all: [String], folder path: String, root: TokenRoot, themes included: [String], format: FormatRules,
        brands configured: [(name: String, patterns: [String])] = [], brand chosen: String? = nil
    ) -> Result {
        var format = format
        format.isTokensStudioExport = TokensStudioSigns.isExport(folder: path, root: root)
        var diagnostics = Diagnostics()
        var session = LoadSession(
            store: DocumentStore(root: root, formats: format, folder: path), formats: format, folder: path)
        session.preload(all)
        session.allFiles = all
        // Brands: the files of the one built (and of none), layered over the shared ones.
        var files = all
        var selection = BrandSelection(axis: nil)
        let relatives = all.map(session.relative)
        // Tokens Studio themes choose their own sets (and brands, by a theme group).
        let export = session.singleFileExport(all)
        let themes = session.themes(in: path, or: export) ?? []
        if themes.isEmpty,
            let axis = BrandAxis.make(
                configured: configured, relatives: relatives,
                tokens: { session.tokenPaths(of: FilePath.join(path, $0)) })
        {
            session.folderModes = axis.folderModes
            selection = BrandSelection(axis: axis)
            if !axis.brands.isEmpty {
                guard let brand = selection.choose(chosen, diagnostics: &diagnostics) else {
                    return Result(tokenSet: nil, diagnostics: diagnostics, isComplete: false)
                }
                let (chosenFiles, own) = axis.files(for: brand, among: relatives)
                files = chosenFiles.map { FilePath.join(path, $0) }
                session.overlay = Set(own.map { FilePath.join(path, $0) })
                session.hasBrands = true
            }
        }
        var tokenFiles: [(file: String, root: JSONNode)] = []
        var resolvers: [(file: String, root: JSONNode)] = []
        for file in files {
            guard let root = session.store.document(at: file) else { continue }
            if ResolverDocument.isResolver(root, fileName: FilePath.name(of: file)) {
                resolvers.append((file, root))
            } else {
                tokenFiles.append((file, root))
            }
        }
        let parsedAll = !session.store.diagnostics.hasErrors
        var modes: [TokenSet.ModeDefinitions] = []
        var brands: (names: [String], built: String?) = (selection.names, selection.built)
        if !themes.isEmpty {
            modes = session.modesFromThemes(
                themes, folder: path, included: included, brand: chosen, brands: &brands, export: export)
        } else if let resolver = resolvers.first {
            for extra in resolvers.dropFirst() {
                diagnostics.report(
                    .conflictingModes,
                    "A second resolver document; a token folder can have only one (the first is \(resolver.file)).",
                    at: extra.root.location)
            }
            modes = session.modesFromResolver(file: resolver.file, root: resolver.root)
        } else {
            let kept = Self.tokenFiles(
                tokenFiles, formats: format, relative: session.relative, known: session.evidence,
                diagnostics: &diagnostics)
            modes = TheoScopes.apply(
                session.modesFromFiles(kept), files: all, store: session.store, diagnostics: &diagnostics)
        }
        diagnostics.append(contentsOf: session.store.diagnostics)
        diagnostics.append(contentsOf: session.diagnostics)
        // No value lost in silence: every value of every file read reached a token as its reader
        // made it, or a warning names it. A resolver's sources are whole DTCG files, checked value
        // by value as they are read.
        if resolvers.isEmpty {
            var seen = Set<String>()
            let checked =
                themes.isEmpty
                ? tokenFiles
                : session.checkedDocuments.filter { seen.insert($0.key).inserted }.map { ($0.file, $0.root) }
            let lost = ValueCoverage.lost(in: checked, read: Array(session.flattened.values), reported: diagnostics)
            ValueCoverage.report(lost, relative: session.relative, diagnostics: &diagnostics)
        }
        // Modes that are whole looks (`wireframe` beside `light` and `dark`) are brands, when no
        // other brand axis is there (a resolver's modes have none: `session.looks` is empty).
        var chosenLook = true
        if brands.names.isEmpty {
            if let split = Looks.brand(modes, looks: session.looks, chosen: chosen, diagnostics: &diagnostics) {
                modes = split.modes
                brands = (split.brands, split.built)
            } else {
                chosenLook = false
            }
        }
        // (a brand none of the looks is has been reported by `Looks.brand`)
        if let chosen, brands.names.isEmpty, chosenLook {
            diagnostics.report(
                .unknownBrand,
                "There is no brand '\(chosen)': the token folder ships one brand. Build without --brand (and \"brand\" in tokens.config.json), or say which files are each brand's under \"brands\" in the config.",
                at: nil)
        }
        let complete =
            parsedAll && chosenLook
            && !session.store.diagnostics.all.contains {
                $0.code == .fileUnreadable || $0.code.rawValue.hasPrefix("json.") && $0.severity == .error
            }
        var result = Result(
            tokenSet: TokenSet(modes: modes, files: session.store.filesRead), diagnostics: diagnostics,
            isComplete: complete)
        result.tokenSet?.defaultModes = session.defaultModes
        result.brands = brands.names
        result.brand = brands.built
        return result
    }
}
