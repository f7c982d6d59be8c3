/// A single-file export's file and its parsed root (see `LoadSession.singleFileExport`).
struct SingleFileExport {
    let file: String
    let root: JSONNode
}

/// Tokens Studio's multi-file export: `$themes.json` (each theme's `selectedTokenSets`: `enabled`,
/// `source` or `disabled`) and `$metadata.json` (`tokenSetOrder`), or the single-file export that
/// holds both beside its sets. A mode layers the `source` sets first, then the `enabled` ones.
/// Themes whose names say an appearance (`Light`, `Dark`, `🌞 Brand Light`, …) become modes; when
/// none does, every theme is a mode. Themes in groups (`"group": "Mode"`): the group whose themes say the most appearances gives
/// the modes. A group named for brands or themes is the brand axis (`BrandSelection`). Of every
/// other group, the theme the config lists (`"tokensStudio": {"themes": ["Global", "iOS"]}`) is
/// layered under every mode, else the group's first, with a warning that names the others; an
/// ungrouped theme the config does not list is reported, not dropped in silence.
extension LoadSession {
    struct Theme {
        var name: String
        var group: String?
        /// The sets the theme builds (`enabled`).
        var sets: [String]
        /// The sets it only refers to (`source`): layered under every enabled set of the mode, so
        /// their tokens can be referred to but never override an enabled set's.
        var sources: [String] = []
        var location: SourceLocation
    }

    /// Reads `$themes.json`; nil when the folder has none.
    mutating func themes(in folder: String) -> [Theme]? {
        let path = FilePath.join(folder, "$themes.json")
        guard store.root.isPresent(path), let root = store.document(at: path) else { return nil }
        return themes(from: root)
    }

    /// The folder's `$themes.json`, else the `$themes` of its single-file export; nil when neither is there.
    /// An export with no themes (`"$themes": []`) is read by its sets (`setThemes`).
    mutating func themes(in folder: String, or export: SingleFileExport?) -> [Theme]? {
        if let found = themes(in: folder) { return found }
        guard let export else { return nil }
        let found = themes(from: export.root.object?["$themes"] ?? export.root)
        return found.isEmpty ? Self.setThemes(export) : found
    }

    /// The themes a single-file export with no themes stands for, as Tokens Studio reads its sets:
    /// each top-level key is a set (in `$metadata.tokenSetOrder`, else as written); a set whose name
    /// says a mode by its words (`light`, `dark`, `color-scheme-dark/colors`) is that mode's, the
    /// others are layered under every mode. One theme per mode; `default` when no set says one.
    static func setThemes(_ export: SingleFileExport) -> [Theme] {
        guard let object = export.root.object else { return [] }
        let written = object.members.filter { !$0.key.hasPrefix("$") && $0.value.object != nil }.map(\.key)
        let order = object["$metadata"]?.object?["tokenSetOrder"]?.array?.compactMap(\.string) ?? []
        // Sets, not lists, are asked: an export may hold many thousands of keys.
        let (isWritten, isOrdered) = (Set(written), Set(order))
        var listed = Set<String>()
        let sets =
            order.filter { isWritten.contains($0) && listed.insert($0).inserted }
            + written.filter { !isOrdered.contains($0) }
        // A set's name read as a file's path would be, or a part of it that says an appearance and
        // nothing else (`color-scheme-dark/colors` → `color-scheme-dark`, a dark mode).
        let paths = PathModes.modes(of: sets.map { $0 + ".json" })
        var modes: [String: String] = [:]
        for set in sets {
            modes[set + ".json"] =
                paths[set + ".json"]
                ?? set.split(separator: "/").map(String.init).reversed().first { Appearance.plainlyNamed($0) != nil }
        }
        let location = object.member("$themes")?.keyLocation ?? export.root.location
        var themes: [Theme] = []
        let shared = sets.filter { modes[$0 + ".json"] == nil }
        for set in sets {
            guard let mode = modes[set + ".json"] else { continue }
            if let index = themes.firstIndex(where: { $0.name == mode }) {
                themes[index].sets.append(set)
            } else {
                themes.append(Theme(name: mode, group: nil, sets: shared + [set], location: location))
            }
        }
        return themes.isEmpty ? [Theme(name: "default", group: nil, sets: sets, location: location)] : themes
    }

    /// The themes of a `$themes` array (the file's root, or the `$themes` key of a single-file export).
    mutating func themes(from root: JSONNode) -> [Theme] {
        guard let entries = root.array else {
            diagnostics.report(.invalidResolver, "$themes must be an array of themes.", at: root.location)
            return []
        }
        var named: [String: SourceLocation] = [:]
        return entries.compactMap { entry in
            guard let object = entry.object, let name = object["name"]?.string else {
                diagnostics.report(.invalidResolver, "Each theme in $themes needs a \"name\".", at: entry.location)
                return nil
            }
            // Two themes of one name in one group would be one mode, one theme's values lost (in
            // different groups a name may repeat: Sage has an 'All' in each of three).
            let key = (object["group"]?.string ?? "") + "\u{0}" + name
            if let first = named[key] {
                diagnostics.report(
                    Diagnostic(
                        .conflictingModes,
                        "Two themes\(object["group"]?.string.map { " of the group '\($0)'" } ?? "") are named '\(name)': they would be one mode, and one theme's values would be lost. Rename one of them in Tokens Studio.",
                        at: entry.location, notes: [.init("the first '\(name)' is here", at: first)]))
                return nil
            }
            named[key] = entry.location
            let selected = object["selectedTokenSets"]?.object?.members ?? []
            return Theme(
                name: name, group: object["group"]?.string,
                sets: selected.filter { $0.value.string == "enabled" }.map(\.key),
                sources: selected.filter { $0.value.string == "source" }.map(\.key), location: entry.location)
        }
    }

    mutating func modesFromThemes(
        _ themes: [Theme], folder: String, included: [String], brand: String? = nil,
        brands: inout (names: [String], built: String?), export: SingleFileExport? = nil
    ) -> [TokenSet.ModeDefinitions] {
        // `$metadata.json` is optional: without it, sets apply in the order the theme lists them.
        let metadata = FilePath.join(folder, "$metadata.json")
        let document =
            export?.root.object?["$metadata"]
            ?? (store.root.isPresent(metadata) ? store.document(at: metadata) : nil)
        let order = document?.object?["tokenSetOrder"]?.array?.compactMap(\.string) ?? []
        let ordered = Set(order)
        // A single-file export's sets by name (an object's members are a list: a set is found once).
        let exportSets = Dictionary(
            (export?.root.object?.members ?? []).map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
        if export != nil { formats.isTokensStudioExport = true }
        let brandThemes = Self.brandThemes(themes)
        var layered = included
        if !brandThemes.isEmpty {
            var selection = BrandSelection(names: brandThemes.map(\.name))
            guard let chosen = selection.choose(brand, diagnostics: &diagnostics) else { return [] }
            brands = (selection.names, chosen)
            layered.append(chosen)
        }
        var defaults: [Theme] = []
        let modeThemes = modeThemes(
            themes.filter { theme in !brandThemes.contains { $0.name == theme.name } }, included: layered,
            defaults: &defaults)
        guard
            ModeLimits.admit(
                modeThemes.count,
                what: modeThemes.first?.group.map { "The themes of group '\($0)' in $themes.json" }
                    ?? "The themes of $themes.json, in no group,",
                fix:
                    "Put the themes that are choices rather than modes in groups of their own (\"group\" in $themes.json), or keep fewer.",
                at: modeThemes[min(Limits.modes, modeThemes.count - 1)].location, diagnostics: &diagnostics)
        else { return [] }
        var limits = ModeLimits()
        var base: [String] = []
        var baseSources: [String] = []
        for name in layered {
            guard let theme = themes.first(where: { $0.name == name }) else {
                diagnostics.report(
                    .unknownMode,
                    "tokensStudio.themes names '\(name)', which is not a theme in $themes.json.\(Suggestion.didYouMean(name, in: themes.map(\.name)))",
                    at: nil)
                continue
            }
            base += theme.sets
            baseSources += theme.sources
        }
        // Each group's first theme, as a theme: names repeat across groups (Sage's three 'All').
        for theme in defaults {
            base += theme.sets
            baseSources += theme.sources
        }
        var missing = Set<String>()
        // The group that gives the modes is one axis: a theme in it that says no appearance is a look.
        if brandThemes.isEmpty, themes.contains(where: { $0.group != nil }) {
            looks = Looks.looks(axes: [modeThemes.map(\.name)])
        }
        let found = looks
        var layeredSets: [[String]] = []
        let built: [TokenSet.ModeDefinitions] = modeThemes.map { theme in
            var builder = ModeBuilder(mode: Mode(theme.name))
            // A look (`Wireframe` beside `Light`, see `Looks`) over the sets of its appearance's theme.
            let under = Looks.fallback(for: theme.name, looks: found, among: modeThemes.map(\.name)).flatMap {
                name in modeThemes.first { $0.name == name }
            }
            let enabled = base + theme.sets
            let sources = (baseSources + (under?.sources ?? []) + theme.sources).filter { !enabled.contains($0) }
            func inOrder(_ sets: [String]) -> [String] {
                let chosen = Set(sets)
                return order.filter(chosen.contains) + sets.filter { !ordered.contains($0) }
            }
            var seen = Set<String>()
            let fallback = (under?.sets ?? []).filter { !enabled.contains($0) }
            layeredSets.append(sources + fallback + enabled)
            for set in inOrder(sources) + inOrder(fallback) + inOrder(enabled) where seen.insert(set).inserted {
                if let export {
                    if let node = exportSets[set] {
                        let flat = flatten(node, file: export.file, root: export.root, key: export.file + "\n" + set)
                        checkedDocuments.append((export.file + "\n" + set, export.file, node))
                        guard
                            limits.layer(
                                flat.tokens.count, into: theme.name, at: theme.location, diagnostics: &diagnostics)
                        else { break }
                        builder.layer(flat)
                        continue
                    }
                } else {
                    let files: [String]
                    switch setFiles(set, folder: folder) {
                    case .success(let found): files = found
                    case .failure(let refusal):
                        if missing.insert(set).inserted {
                            let naming = themes.first { $0.sets.contains(set) || $0.sources.contains(set) } ?? theme
                            diagnostics.report(
                                .fileOutsideRoot, "Theme '\(naming.name)' names the set '\(set)': \(refusal.message)",
                                at: naming.location)
                        }
                        continue
                    }
                    for file in files {
                        guard let root = store.document(at: file, referencedFrom: theme.location) else { continue }
                        let flat = flatten(root, file: file, root: root, key: file)
                        checkedDocuments.append((file, file, root))
                        guard
                            limits.layer(
                                flat.tokens.count, into: theme.name, at: theme.location, diagnostics: &diagnostics)
                        else { break }
                        builder.layer(flat)
                    }
                    if !files.isEmpty { continue }
                }
                if missing.insert(set).inserted {
                    let naming = themes.first { $0.sets.contains(set) || $0.sources.contains(set) } ?? theme
                    let place =
                        export.map { "no key '\(set)' in \(relative($0.file))" }
                        ?? "no file ('\(set).json') in the token folder"
                    diagnostics.report(
                        .missingThemeSet,
                        "Theme '\(naming.name)' names the set '\(set)', which has \(place); the theme's other sets are built. Export the set from Tokens Studio, or take it out of the theme.",
                        at: naming.location)
                }
            }
            return builder.definitions
        }
        // References into sets a mode does not layer resolve there (see `DisabledSets`).
        var resolvedElsewhere: [(place: SourceLocation, set: String)] = []
        var modes: [TokenSet.ModeDefinitions] = []
        var index: SetIndex?
        for (definitions, sets) in zip(built, layeredSets) {
            let layered = Set(sets)
            let isLayered = { (set: String) in
                layered.contains(set) || layered.contains(where: { set.hasPrefix($0 + "/") })
            }
            let sets = {
                if let index { return index }
                let made = Self.index(unlayeredSets(excluding: [], folder: folder, order: order, export: export))
                index = made
                return made
            }
            modes.append(Self.addingDisabled(definitions, isLayered: isLayered, index: sets, found: &resolvedElsewhere))
        }
        Self.reportDisabled(resolvedElsewhere, diagnostics: &diagnostics)
        return modes.sorted { $0.mode < $1.mode }
    }

    /// The sets of the folder (or single-file export) not in `layered`, flattened, in set order.
    mutating func unlayeredSets(
        excluding layered: Set<String>, folder: String, order: [String], export: SingleFileExport?
    ) -> [(set: String, document: FlatDocument)] {
        var sets: [(set: String, node: JSONNode, file: String, root: JSONNode, key: String)] = []
        if let export, let object = export.root.object {
            for member in object.members where !member.key.hasPrefix("$") && !layered.contains(member.key) {
                guard member.value.object != nil else { continue }
                sets.append((member.key, member.value, export.file, export.root, export.file + "\n" + member.key))
            }
        } else {
            for file in allFiles {
                let relative = relative(file)
                let name =
                    TokenSource.extensions.first(where: relative.hasSuffix).map { String(relative.dropLast($0.count)) }
                    ?? relative
                guard !name.hasPrefix("$"), !layered.contains(name),
                    !layered.contains(where: { name.hasPrefix($0 + "/") }),
                    let root = store.document(at: file)
                else { continue }
                sets.append((name, root, file, root, file))
            }
        }
        let rank = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        sets.sort { (rank[$0.set] ?? Int.max, $0.set) < (rank[$1.set] ?? Int.max, $1.set) }
        return sets.map { entry in
            (entry.set, flatten(entry.node, file: entry.file, root: entry.root, key: entry.key))
        }
    }

    /// Tokens Studio's single-file export: one file whose top-level keys are the sets, with
    /// `$themes` and `$metadata` beside them. Nil unless `files` is that one file.
    func singleFileExport(_ files: [String]) -> SingleFileExport? {
        guard files.count == 1, let root = store.document(at: files[0]), root.object?["$themes"]?.array != nil
        else { return nil }
        return SingleFileExport(file: files[0], root: root)
    }

    /// The files of a set: `name.json` (or the name as written, when it carries its extension),
    /// else every token file of the folder `name/`, sorted. A set named by an absolute path or one
    /// whose `..` leave the token folder is refused, and nothing of it is read.
    func setFiles(_ set: String, folder: String) -> Result<[String], TokenRoot.Refusal> {
        let named = TokenSource.extensions.contains(where: set.hasSuffix) ? set : set + ".json"
        let root = store.root
        let file: String
        let subfolder: String
        do {
            subfolder = try root.locate(set, from: folder + "/").get()
            file = try root.locate(named, from: folder + "/").get()
        } catch let refusal as TokenRoot.Refusal {
            return .failure(refusal)
        } catch {
            return .success([])  // locate fails with a Refusal only
        }
        // A set file or folder that is a link out of the token folder: refused, never read.
        for path in [file, subfolder] where root.isLinkOut(path) {
            if let refusal = root.refusal(of: path) { return .failure(refusal) }
        }
        if root.isFile(file) { return .success([file]) }
        guard root.isFolder(subfolder) else { return .success([]) }
        return .success(TokenSource.files(at: subfolder, root: root).files)
    }

    /// The themes of a group named for brands or themes (`Brand`, `Theme`, `🎨 Themes`) whose
    /// themes say no appearance: the brand axis. Empty when there is none.
    static func brandThemes(_ themes: [Theme]) -> [Theme] {
        let axisWords: Set<String> = ["brand", "brands", "theme", "themes"]
        var groups: [String] = []
        for theme in themes { if let group = theme.group, !groups.contains(group) { groups.append(group) } }
        for group in groups where Appearance.words(of: group).contains(where: axisWords.contains) {
            let members = themes.filter { $0.group == group }
            if members.count > 1, members.allSatisfy({ Appearance(modeName: $0.name) == nil }) { return members }
        }
        return []
    }

    /// The themes that are modes. Ungrouped: those that say an appearance, else all. Grouped: the
    /// group with the most themes that say an appearance (the first group on a tie), with the sets
    /// of any group that has a theme of each of its names; other groups' themes are reported when
    /// the config does not layer them.
    mutating func modeThemes(_ themes: [Theme], included: [String], defaults: inout [Theme]) -> [Theme] {
        func appearances(_ list: [Theme]) -> [Theme] { list.filter { Appearance(modeName: $0.name) != nil } }
        guard themes.contains(where: { $0.group != nil }) else {
            let said = appearances(themes)
            return said.isEmpty ? themes : said
        }
        var groups: [String] = []
        for theme in themes where !groups.contains(theme.group ?? "") { groups.append(theme.group ?? "") }
        let said = groups.map { group in appearances(themes.filter { ($0.group ?? "") == group }).count }
        // The first group with the most (max(by:) would take the last on a tie).
        let axis = groups[said.firstIndex(of: said.max() ?? 0) ?? 0]
        // A group with a theme of each mode's name (Swiss Post's `SchemeStatic` beside `Scheme`)
        // follows the modes: each mode builds that group's theme of its name too.
        var modes = themes.filter { ($0.group ?? "") == axis }
        var following: Set<String> = []
        for group in groups where group != axis && !group.isEmpty {
            let members = themes.filter { $0.group == group }
            let partners = modes.compactMap { mode in members.first { $0.name == mode.name } }
            guard partners.count == modes.count else { continue }
            for index in modes.indices {
                modes[index].sets += partners[index].sets
                modes[index].sources += partners[index].sources
            }
            following.insert(group)
        }
        for group in groups where group != axis && !following.contains(group) {
            let members = themes.filter { ($0.group ?? "") == group }
            if !group.isEmpty, !members.contains(where: { included.contains($0.name) }), let first = members.first {
                // A group of choices (sizes, typefaces, a colour role): its first is built, as
                // Tokens Studio shows it when nothing is chosen; one warning says which.
                defaults.append(first)
                let others = members.dropFirst().map { "'\($0.name)'" }.joined(separator: ", ")
                guard !others.isEmpty else { continue }
                diagnostics.report(
                    .themeNotBuilt,
                    "Group '\(group)' gives no modes (they come from group '\(axis)'): its first theme '\(first.name)' is built under every mode, and \(others) \(members.count == 2 ? "is" : "are") not. List the one to build under tokensStudio.themes in the config.",
                    at: first.location)
                continue
            }
            for theme in members
            where !included.contains(theme.name) && !defaults.contains(where: { $0.location == theme.location }) {
                diagnostics.report(
                    .themeNotBuilt,
                    "Theme '\(theme.name)' (group '\(theme.group ?? "")') is not built: the modes come from group '\(axis)'. List it under tokensStudio.themes in the config to layer its sets under every mode.",
                    at: theme.location)
            }
        }
        return modes
    }
}
