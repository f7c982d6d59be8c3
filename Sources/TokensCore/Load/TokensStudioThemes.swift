import Foundation

/// Tokens Studio's multi-file export: `$themes.json` (each theme's `selectedTokenSets`: `enabled`,
/// `source` or `disabled`) and `$metadata.json` (`tokenSetOrder`). Themes whose names say an
/// appearance (`Light`, `Dark`, `Light HC`, …) become modes; when none does, every theme is a mode.
/// Other themes (platforms such as `iOS`, `Global`) are layered under every mode when the config
/// lists them (`"tokensStudio": {"themes": ["Global", "iOS"]}`).
extension LoadSession {
    struct Theme {
        var name: String
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
            return Theme(name: name, sets: sets, location: entry.location)
        }
    }

    mutating func modesFromThemes(_ themes: [Theme], folder: String, included: [String]) -> [TokenSet.ModeDefinitions] {
        let order =
            store.document(at: FilePath.join(folder, "$metadata.json"))?.object?["tokenSetOrder"]?.array?.compactMap(
                \.string) ?? []
        let appearanceThemes = themes.filter { Appearance(modeName: $0.name) != nil }
        let modeThemes = appearanceThemes.isEmpty ? themes : appearanceThemes
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
}
