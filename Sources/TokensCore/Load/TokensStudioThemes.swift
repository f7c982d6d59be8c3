import Foundation

/// Tokens Studio's multi-file export: `$themes.json` (each theme's `selectedTokenSets`: `enabled`,
/// `source` or `disabled`) and `$metadata.json` (`tokenSetOrder`). Themes whose names say an
/// appearance (`Light`, `Dark`, `🌞 Brand Light`, …) become modes; when none does, every theme is a
/// mode. Themes in groups (`"group": "Mode"`): the group whose themes say the most appearances gives
/// the modes. Other themes (platforms such as `iOS`, `Global`, a brand) are layered under every mode
/// when the config lists them (`"tokensStudio": {"themes": ["Global", "iOS"]}`); a grouped theme
/// that is neither is reported, not dropped in silence.
extension LoadSession {
    struct Theme {
        var name: String
        var group: String?
        var sets: [String]
        var location: SourceLocation
    }

    /// Reads `$themes.json`; nil when the folder has none.
    mutating func themes(in folder: String) -> [Theme]? {
        let path = FilePath.join(folder, "$themes.json")
        guard FileManager.default.fileExists(atPath: path), let root = store.document(at: path) else { return nil }
        guard let entries = root.array else {
            diagnostics.report(.invalidResolver, "$themes.json must be an array of themes.", at: root.location)
            return []
        }
        return entries.compactMap { entry in
            guard let object = entry.object, let name = object["name"]?.string else {
                diagnostics.report(.invalidResolver, "Each theme in $themes.json needs a \"name\".", at: entry.location)
                return nil
            }
            let sets = (object["selectedTokenSets"]?.object?.members ?? []).filter { $0.value.string != "disabled" }
                .map(\.key)
            return Theme(name: name, group: object["group"]?.string, sets: sets, location: entry.location)
        }
    }

    mutating func modesFromThemes(_ themes: [Theme], folder: String, included: [String]) -> [TokenSet.ModeDefinitions] {
        // `$metadata.json` is optional: without it, sets apply in the order the theme lists them.
        let metadata = FilePath.join(folder, "$metadata.json")
        let document = FileManager.default.fileExists(atPath: metadata) ? store.document(at: metadata) : nil
        let order = document?.object?["tokenSetOrder"]?.array?.compactMap(\.string) ?? []
        let modeThemes = modeThemes(themes, included: included)
        var base: [String] = []
        for name in included {
            guard let theme = themes.first(where: { $0.name == name }) else {
                diagnostics.report(
                    .unknownMode,
                    "tokensStudio.themes names '\(name)', which is not a theme in $themes.json.\(Suggestion.didYouMean(name, in: themes.map(\.name)))",
                    at: nil)
                continue
            }
            base += theme.sets
        }
        let modes: [TokenSet.ModeDefinitions] = modeThemes.map { theme in
            var builder = ModeBuilder(mode: Mode(theme.name))
            let chosen = Set(base + theme.sets)
            let ordered = order.filter(chosen.contains) + (base + theme.sets).filter { !order.contains($0) }
            var seen = Set<String>()
            for set in ordered where seen.insert(set).inserted {
                let file = FilePath.join(folder, set + ".json")
                guard let root = store.document(at: file, referencedFrom: theme.location) else { continue }
                builder.layer(flatten(root, file: file, root: root, key: file))
            }
            return builder.definitions
        }
        return modes.sorted { $0.mode < $1.mode }
    }

    /// The themes that are modes. Ungrouped: those that say an appearance, else all. Grouped: the
    /// group with the most themes that say an appearance (the first group on a tie), whose other
    /// themes are reported when the config does not layer them.
    mutating func modeThemes(_ themes: [Theme], included: [String]) -> [Theme] {
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
        for theme in themes where (theme.group ?? "") != axis && !included.contains(theme.name) {
            diagnostics.report(
                .themeNotBuilt,
                "Theme '\(theme.name)' (group '\(theme.group ?? "")') is not built: the modes come from group '\(axis)'. List it under tokensStudio.themes in the config to layer its sets under every mode.",
                at: theme.location)
        }
        return themes.filter { ($0.group ?? "") == axis }
    }
}
