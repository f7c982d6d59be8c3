/// The mode each token file's path says, from mode words only: a folder named for a mode
/// (`themes/dark/`, `variants/contrast/`, `highcontrast-dark/`), else a file-name segment
/// (`colors.dark.json`), a pair of file names that differ by a mode word (`sema-color-light.json`
/// and `sema-color-dark.json`). A suffix that is not a mode word (`palette.color.json`,
/// `base.dimension.json`) is no mode, unless sibling files share the base name with different
/// suffixes (`button.brand-a.json`, `button.brand-b.json`) and none of them names a kind of token.
enum PathModes {
    /// The words mode names are made of: the appearances' and their variants' (dim, colour-blind…).
    static let modeWords: Set<String> = Appearance.variantWords.union([
        "light", "dark", "day", "night", "lightmode", "darkmode", "hc", "high", "contrast", "increased", "more",
        "highcontrast", "increasedcontrast", "morecontrast",
    ])

    /// File-name suffixes that name a kind of token or a layer of a system, never a mode.
    static let categoryWords: Set<String> = [
        "color", "colors", "colour", "colours", "size", "sizes", "sizing", "dimension", "dimensions", "spacing",
        "space", "typography", "type", "font", "fonts", "text", "motion", "animation", "duration", "radius", "radii",
        "shadow", "shadows", "border", "borders", "elevation", "opacity", "tokens", "token", "theme", "alias",
        "aliases", "core", "base", "global", "semantic", "semantics", "component", "components", "primitive",
        "primitives", "palette", "scale", "config", "props", "variables", "json",
    ]

    /// True when every word of `name` is a mode word and the name says an appearance or a variant
    /// of one (`dark`, `light-hc`, `highcontrast-dark`, `contrast`, `dim`).
    static func isModeName(_ name: String) -> Bool {
        let words = Appearance.words(of: name)
        guard !words.isEmpty, words.allSatisfy(modeWords.contains) else { return false }
        return Appearance(modeName: name) != nil || words.contains(where: Appearance.variantWords.contains)
    }

    /// The mode of each of `relatives` (paths inside the token folder) that says one.
    /// `folderModes` are modes said by folders whose names also hold a brand (`classic-night/`).
    static func modes(of relatives: [String], folderModes: [String: String] = [:]) -> [String: String] {
        let pairs = pairedModes(relatives).merging(besideAppearances(relatives)) { first, _ in first }
        var modes: [String: String] = [:]
        for relative in relatives {
            // A folder named for a mode is that mode's, whatever its files are called
            // (`highcontrast-dark/base.dark.json`); then the file's own name.
            if let mode = folderMode(relative, folderModes: folderModes)
                ?? FileModes.mode(ofFileNamed: FilePath.name(of: relative)).flatMap({ named in
                    isModeName(named.components(separatedBy: ".").last ?? named) ? named : nil
                }) ?? pairs[relative]
            {
                modes[relative] = mode
            }
        }
        return modes
    }

    /// The innermost folder of `relative` that names a mode.
    static func folderMode(_ relative: String, folderModes: [String: String]) -> String? {
        let folders = relative.split(separator: "/").dropLast().map(String.init)
        for depth in stride(from: folders.count, to: 0, by: -1) {
            let folder = folders[depth - 1]
            if isModeName(folder) { return folder }
            if let mode = folderModes[folders[0..<depth].joined(separator: "/")] { return mode }
        }
        return nil
    }

    /// Files of one folder whose names differ only in a last segment: `a-light`/`a-dark` (mode
    /// words after `-` or `_`) and `a.brand-x`/`a.brand-y` (any dot suffixes, none a kind of token,
    /// at least one not a mode word: mode-word suffixes are modes on their own).
    static func pairedModes(_ relatives: [String]) -> [String: String] {
        var groups: [String: [(relative: String, suffix: String)]] = [:]
        for relative in relatives {
            let folder = FilePath.directory(of: relative)
            let stem = self.stem(FilePath.name(of: relative))
            if let dash = stem.lastIndex(where: { $0 == "-" || $0 == "_" }), dash != stem.startIndex {
                let suffix = String(stem[stem.index(after: dash)...])
                if isModeName(suffix) {
                    groups["-" + folder + "/" + stem[..<dash], default: []].append((relative, suffix))
                }
            }
            if let dot = stem.lastIndex(of: "."), dot != stem.startIndex {
                let suffix = String(stem[stem.index(after: dot)...])
                groups["." + folder + "/" + stem[..<dot], default: []].append((relative, suffix))
            }
        }
        var modes: [String: String] = [:]
        for (key, members) in groups where Set(members.map(\.suffix)).count > 1 {
            let suffixes = members.map(\.suffix)
            if key.hasPrefix(".") {
                let words = suffixes.flatMap { Appearance.words(of: $0) }
                guard !words.contains(where: categoryWords.contains), !suffixes.allSatisfy(isModeName) else {
                    continue
                }
            }
            for member in members { modes[member.relative] = member.suffix }
        }
        return modes
    }

    /// Files named for a mode word alone beside one named for an appearance (`wireframe.json`
    /// beside `light.json` and `dark.json`), or any file beside one in a folder named `modes`:
    /// that name is the file's mode, as the others' names are.
    static func besideAppearances(_ relatives: [String]) -> [String: String] {
        var folders: [String: [(relative: String, stem: String)]] = [:]
        for relative in relatives {
            let stem = String(self.stem(FilePath.name(of: relative)))
            guard !stem.contains(".") else { continue }
            folders[FilePath.directory(of: relative), default: []].append((relative, stem))
        }
        var modes: [String: String] = [:]
        for (folder, members) in folders where members.contains(where: { Appearance(modeName: $0.stem) != nil }) {
            // In a folder the team named `modes`, every file beside an appearance's is a mode
            // (Wikimedia Codex's `modes/small.json`, `large.json` beside `modes/dark.json`).
            let isModesFolder = ["modes", "mode"].contains(FilePath.name(of: folder).lowercased())
            for member in members
            where Appearance(modeName: member.stem) == nil && (isModesFolder || isModeName(member.stem)) {
                modes[member.relative] = member.stem
            }
        }
        return modes
    }

    /// The name without its extension and `.tokens`.
    static func stem(_ name: String) -> Substring {
        var stem = Substring(name)
        for ext in TokenSource.extensions where stem.hasSuffix(ext) {
            stem = stem.dropLast(ext.count)
            break
        }
        if stem.hasSuffix(".tokens") { stem = stem.dropLast(".tokens".count) }
        return stem
    }
}
