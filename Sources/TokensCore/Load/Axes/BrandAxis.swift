/// Brands (or themes) a token folder ships beside its modes: each brand is a set of files layered
/// over the files every brand shares, and one brand is built at a time. Brands come from the
/// config's `brands` (a name → globs of the files that are that brand's), or are found in the
/// folder: sibling folders that define the same tokens (at least half of the smaller's), whose
/// names are not only mode words (`default/` and `redhat/`, `theme-new/` and
/// `theme-classic/`, `classic-day/` and `electric-lime-night-high-contrast/`). A found brand's name
/// is its folder's without the mode words (`electric-lime-night` → `electric-lime`, the mode
/// `night`); brands found in several places by one name are one brand; a brand named `default` or
/// `base` is the one the others are layered over. A sibling folder whose name a brand's extends
/// (`vr-theme` beside `vr-theme-web-mapping`) is a brand too, the one that brand is built on.
public struct BrandAxis: Sendable, Equatable {
    public struct Brand: Sendable, Equatable {
        /// The name the output folder and `--brand` use.
        public var name: String
        /// Globs (configured) or folders (found) of the brand's own files.
        var patterns: [String]
        /// The brand this one is built on (found: `vr-theme` under `vr-theme-web-mapping`).
        var over: String? = nil
    }

    /// The brands, the default first.
    public var brands: [Brand]
    /// True when the brands were found in the folder, not configured.
    public var isDetected: Bool
    /// Folders whose names hold a brand and a mode (`themes/classic-night` → `night`).
    var folderModes: [String: String] = [:]
    /// The brand the others are layered over (`default`), if one is.
    var base: String?

    /// The configured brands (in the config's order), or those found among `relatives`; nil when neither.
    static func make(
        configured: [(name: String, patterns: [String])], relatives: [String], tokens: (String) -> [TokenPath]
    ) -> BrandAxis? {
        guard configured.isEmpty else {
            var axis = BrandAxis(
                brands: configured.map { Brand(name: $0.name, patterns: $0.patterns) }, isDetected: false)
            axis.folderModes = namedModes(of: relatives.filter { axis.brand(of: $0) != nil })
            return axis
        }
        return detected(in: relatives, tokens: tokens)
    }

    /// The brand's own files of `relatives` and which brand each is, in layering order: the shared
    /// files (in their order), then the base brand's, then `brand`'s.
    func files(for brand: String, among relatives: [String]) -> (files: [String], overlay: Set<String>) {
        let owner = Dictionary(uniqueKeysWithValues: relatives.map { ($0, self.brand(of: $0)) })
        let shared = relatives.filter { owner[$0] == .some(nil) }
        var layers = [brand]
        // The brands it is built on, each under the one built on it (a circle is cut where it closes).
        while let under = brands.first(where: { $0.name == layers[0] })?.over, !layers.contains(under) {
            layers.insert(under, at: 0)
        }
        if let base, !layers.contains(base) { layers.insert(base, at: 0) }
        let own = layers.flatMap { name in relatives.filter { owner[$0] == .some(name) } }
        return (shared + own, Set(own))
    }

    /// The brand whose file `relative` is, nil for a shared file.
    func brand(of relative: String) -> String? {
        for brand in brands {
            for pattern in brand.patterns {
                if isDetected ? relative.hasPrefix(pattern + "/") : FileGlob.matchesFile(pattern, relative) {
                    return brand.name
                }
            }
        }
        return nil
    }

    /// Brands found in the folder (see the type's description); nil when there are none.
    static func detected(in relatives: [String], tokens: (String) -> [TokenPath]) -> BrandAxis? {
        // parent → child folder → the files under it (the folder's name as `*` when it holds a
        // mode word: `classic-night/classic-night.theme.json`) and the tokens they define
        var children: [String: [String: (files: Set<String>, tokens: Set<TokenPath>)]] = [:]
        for relative in relatives {
            let parts = relative.split(separator: "/").map(String.init)
            guard parts.count > 1 else { continue }
            let paths = tokens(relative)
            for depth in 0..<(parts.count - 1) {
                let parent = parts[0..<depth].joined(separator: "/")
                let child = parts[depth]
                var rest = parts[(depth + 1)...].joined(separator: "/")
                if split(child).mode != nil { rest = rest.replacingOccurrences(of: child, with: "*") }
                children[parent, default: [:]][child, default: ([], [])].files.insert(rest)
                // Its folders too: `default/light/base.json` and `redhat/light/redhat.color.json` share `light`.
                let restParts = rest.split(separator: "/")
                for end in stride(from: 1, to: restParts.count, by: 1) {
                    children[parent, default: [:]][child, default: ([], [])].files.insert(
                        restParts[0..<end].joined(separator: "/") + "/")
                }
                children[parent, default: [:]][child, default: ([], [])].tokens.formUnion(paths)
            }
        }
        var axis = BrandAxis(brands: [], isDetected: true)
        for parent in children.keys.sorted() {
            guard let folders = children[parent], folders.count > 1 else { continue }
            let names = folders.keys.sorted()
            // Alternatives hold a file of the same name and define at least half the tokens of the
            // smaller (two topic folders that both hold a `color.json` are not alternatives; a
            // folder of components and one of overrides for them are not either).
            let alternatives = names.filter { name in
                names.contains { other in
                    guard other != name, let a = folders[name], let b = folders[other],
                        !a.files.isDisjoint(with: b.files)
                    else { return false }
                    return !a.tokens.isEmpty && !b.tokens.isEmpty
                        && a.tokens.intersection(b.tokens).count * 2 >= min(a.tokens.count, b.tokens.count)
                }
            }
            let split = alternatives.map { (folder: $0, parts: Self.split($0)) }
            let brandNamed = split.filter { !$0.parts.brand.isEmpty }
            guard !brandNamed.isEmpty, brandNamed.count > 1 || split.contains(where: { $0.parts.mode != nil })
            else { continue }
            let prefix = Self.sharedLeadingWord(brandNamed.map(\.parts.brand))
            // Beside a `light/` folder, every appearance has a folder: `glass/` is a mode too.
            let foldersAreModes = split.contains(where: {
                $0.parts.brand.isEmpty && $0.parts.mode.map(Appearance.init(modeName:)) == .light
            })
            for entry in split {
                let path = parent.isEmpty ? entry.folder : parent + "/" + entry.folder
                if foldersAreModes {
                    if !entry.parts.brand.isEmpty { axis.folderModes[path] = entry.folder }
                    continue
                }
                if let mode = entry.parts.mode { axis.folderModes[path] = mode }
                guard !entry.parts.brand.isEmpty else { continue }
                let name = String(entry.parts.brand.dropFirst(prefix.count))
                axis.add(name, folder: path)
            }
            if !foldersAreModes {
                axis.addExtended(among: names, brands: brandNamed.map(\.folder), parent: parent, prefix: prefix)
            }
        }
        axis.addThemeFolders(children: children, relatives: relatives, tokens: tokens)
        guard !axis.brands.isEmpty || !axis.folderModes.isEmpty else { return nil }
        axis.brands.sort { $0.name < $1.name }
        if let base = axis.brands.firstIndex(where: { ["default", "base"].contains($0.name.lowercased()) }) {
            axis.base = axis.brands[base].name
            axis.brands.insert(axis.brands.remove(at: base), at: 0)
        }
        return axis
    }

    /// Theme folders beside the default (Theo's and Style Dictionary's `themes/<name>/`, with files
    /// that redefine the tokens of the files outside it): each is a brand, or a mode when its name
    /// says an appearance (`themes/dark/`), and the files outside are the brand `default`, never
    /// folded into it. A folder counts when it is named for themes or brands and at least half the
    /// tokens of one of its folders are defined outside it.
    mutating func addThemeFolders(
        children: [String: [String: (files: Set<String>, tokens: Set<TokenPath>)]], relatives: [String],
        tokens: (String) -> [TokenPath]
    ) {
        let axisWords: Set<String> = ["themes", "theme", "brands", "brand"]
        for parent in children.keys.sorted() {
            guard let last = parent.split(separator: "/").last, axisWords.contains(last.lowercased()),
                let folders = children[parent]
            else { continue }
            var outside = Set<TokenPath>()
            for relative in relatives where !relative.hasPrefix(parent + "/") { outside.formUnion(tokens(relative)) }
            var redefining: [String] = []
            for (name, folder) in folders.sorted(by: { $0.key < $1.key }) {
                guard !folder.tokens.isEmpty, folder.tokens.intersection(outside).count * 2 >= folder.tokens.count
                else { continue }
                redefining.append(name)
            }
            guard !redefining.isEmpty else { continue }
            for name in redefining {
                let path = parent + "/" + name
                if brands.contains(where: { $0.patterns.contains(path) }) || folderModes[path] != nil { continue }
                if PathModes.isModeName(name), Appearance(modeName: name) != nil {
                    folderModes[path] = name
                } else {
                    add(name, folder: path)
                }
            }
            if !brands.isEmpty, !brands.contains(where: { ["default", "base"].contains($0.name.lowercased()) }) {
                brands.append(Brand(name: "default", patterns: []))
            }
        }
    }

    /// The found brand `name` with its folder `path` (brands found in several places by one name are one).
    mutating func add(_ name: String, folder path: String) {
        if let index = brands.firstIndex(where: { $0.name == name }) {
            brands[index].patterns.append(path)
        } else {
            brands.append(Brand(name: name, patterns: [path]))
        }
    }

    /// A sibling of brand folders whose name some of them extend (`vr-theme` beside `classic` and
    /// `vr-theme-web-mapping`) is a brand too, and those brands are built on it, as Gestalt builds its
    /// web mapping on all of `vr-theme`'s files; a folder every brand's name extends is shared.
    mutating func addExtended(among names: [String], brands folders: [String], parent: String, prefix: String) {
        for name in names where !folders.contains(name) {
            let parts = Self.split(name)
            guard !parts.brand.isEmpty, parts.mode == nil else { continue }
            let extending = folders.filter { folder in
                folder.count > name.count + 1 && folder.hasPrefix(name)
                    && ["-", "_"].contains(folder[folder.index(folder.startIndex, offsetBy: name.count)])
            }
            guard !extending.isEmpty, extending.count < folders.count else { continue }
            let path = { (folder: String) in parent.isEmpty ? folder : parent + "/" + folder }
            let brand = name.hasPrefix(prefix) ? String(name.dropFirst(prefix.count)) : name
            add(brand, folder: path(name))
            for folder in extending {
                if let index = brands.firstIndex(where: { $0.patterns.contains(path(folder)) }) {
                    brands[index].over = brand
                }
            }
        }
    }

    /// The modes said by the folders of configured brands' files whose names are a brand and mode
    /// words (`themes/twilio-dark/` → `dark`): the config says whose files they are, the name
    /// still says which appearance.
    static func namedModes(of relatives: [String]) -> [String: String] {
        var modes: [String: String] = [:]
        for relative in relatives {
            let folders = relative.split(separator: "/").dropLast().map(String.init)
            for depth in folders.indices {
                let parts = split(folders[depth])
                guard !parts.brand.isEmpty, let mode = parts.mode else { continue }
                modes[folders[...depth].joined(separator: "/")] = mode
            }
        }
        return modes
    }

    /// `theme-` when every name starts with the word `theme` or `brand` and goes on with a name
    /// (`theme-new`, `theme-classic` → `new`, `classic`); else nothing: `brand-1`, `brand-2` keep
    /// their word, as their team names them (a brand called `1` says nothing).
    static func sharedLeadingWord(_ names: [String]) -> String {
        for word in ["theme", "brand", "themes", "brands"] {
            for separator in ["-", "_"]
            where names.allSatisfy({
                $0.hasPrefix(word + separator) && $0.dropFirst(word.count + 1).first?.isLetter == true
            }) {
                return word + separator
            }
        }
        return ""
    }

    /// A folder name as brand and mode: `electric-lime-night-high-contrast` → (`electric-lime`,
    /// `night-high-contrast`), `dark` → (``, `dark`), `theme-new` → (`theme-new`, nil).
    static func split(_ name: String) -> (brand: String, mode: String?) {
        let parts = name.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " }).map(String.init)
        let isMode = { (part: String) in Appearance.words(of: part).allSatisfy(PathModes.modeWords.contains) }
        var cut = parts.count
        while cut > 0, isMode(parts[cut - 1]) { cut -= 1 }
        let mode = parts[cut...].joined(separator: "-")
        let brand = parts[..<cut].joined(separator: "-")
        return (brand, mode.isEmpty || !PathModes.isModeName(mode) ? nil : mode)
    }
}
