/// A Momentum token folder (Cisco Webex's `momentum-design/tokens`), read as its generator,
/// `theme_generator.js`, reads it:
///
/// - `core/` (the palette), `components/` and `platformcomponents/<platform>/`: every `.json`
///   file of each folder, in name order, merged into one tree;
/// - `themes/…json`: manifests, `{"accent": "Bronze", "theme": "Light", "files": [...]}`, the
///   theme's data files merged in order; a manifest with a `parent` adds its `files` to the
///   parent's (and takes its accent and theme);
/// - `targets/ios.json` (or the target config `momentum.target` names): the themes the build
///   makes, and which platform folders it reads (`platform`, `includeMobileTokens`,
///   `includeDesktopTokens`). Without it every top-level manifest of `themes/` is built, with
///   `components/` alone.
///
/// Each accent is a brand (the `Webex` accent first: the generator names its builds
/// `momentumDefault` and `momentumDark`), each manifest's `theme` a mode (`light`, `dark`).
struct MomentumFolder {
    /// What a target file says (`targets/ios.json`).
    struct Target {
        var file: String?
        var platform: String?
        var platformLocation: SourceLocation?
        var includeMobile = false
        var includeDesktop = false
        /// A border of `none` takes the background of its state (else it is not built).
        var noBorderIsBackground = true
        var omitThemeTokens = false
        /// The manifests built, relative to the folder, with where each is named.
        var themes: [(path: String, at: SourceLocation?)] = []
    }

    /// One manifest, its parent's files first.
    struct Theme {
        var manifest: String
        var accent: String
        var mode: String
        var files: [(path: String, at: SourceLocation)]
        var location: SourceLocation
        var brand: String { accent.lowercased() }
    }

    /// The target an iOS build reads.
    static let iosTarget = "targets/ios.json"

    let folder: String
    let store: DocumentStore
    var diagnostics = Diagnostics()

    init(folder: String, root: TokenRoot) {
        self.folder = folder
        store = DocumentStore(root: root, formats: FormatRules(), folder: folder)
    }

    var root: TokenRoot { store.root }

    /// True when `folder` is laid out as Momentum's: a `core/` folder and a `themes/` folder
    /// holding a manifest (an object with a `files` list of names).
    static func isMomentum(_ folder: String, root: TokenRoot) -> Bool {
        guard root.isFolder(FilePath.join(folder, "core")), root.isFolder(FilePath.join(folder, "themes")) else {
            return false
        }
        let probe = DocumentStore(root: root)
        return jsonFiles(in: FilePath.join(folder, "themes"), root: root, recursive: false).contains { file in
            probe.document(at: file).map(isManifest) ?? false
        }
    }

    /// An object whose `files` is a list of strings.
    static func isManifest(_ node: JSONNode) -> Bool {
        guard let files = node.object?["files"]?.array else { return false }
        return files.allSatisfy { $0.string != nil }
    }

    /// The brands of the folder at `path` (the default first); nil when it is not a Momentum folder.
    static func brands(_ path: String, root: TokenRoot, target named: String? = nil) -> [String]? {
        guard isMomentum(path, root: root) else { return nil }
        var reader = MomentumFolder(folder: path, root: root)
        return reader.target(named).map { reader.brands(reader.themes($0)) } ?? []
    }

    /// The accents of `themes`: `webex` first, as the generator's default, then by name.
    func brands(_ themes: [Theme]) -> [String] {
        var names: [String] = []
        for theme in themes where !names.contains(theme.brand) { names.append(theme.brand) }
        return names.sorted { ($0 == "webex" ? 0 : 1, $0) < ($1 == "webex" ? 0 : 1, $1) }
    }

    // MARK: - Files

    /// The `.json` files of `folder`, in the byte order of their names (as Node's `readdir`
    /// gives them), subfolders in place when `recursive`.
    static func jsonFiles(in folder: String, root: TokenRoot, recursive: Bool = true) -> [String] {
        var files: [String] = []
        // Unreadable: skipped, as by the tool.
        for name in root.names(in: folder).sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let path = FilePath.join(folder, name)
            if root.isFolder(path) {
                if recursive { files += jsonFiles(in: path, root: root) }
            } else if name.hasSuffix(".json") {
                files.append(path)
            }
        }
        return files
    }

    /// The path of `written` (a target, manifest, data file or folder named in the token folder's
    /// files or the config), or nil with `file.outside-root` at `location` when it leaves the folder.
    mutating func locate(_ written: String, at location: SourceLocation?) -> String? {
        switch root.locate(written, from: folder + "/") {
        case .success(let path): return path
        case .failure(let refusal):
            diagnostics.report(.fileOutsideRoot, refusal.message, at: location)
            return nil
        }
    }

    /// One file as the generator loads it (see `MomentumTree.load`); nil when it cannot be read.
    mutating func tree(of path: String, referencedFrom reference: SourceLocation? = nil) -> MomentumNode? {
        guard let root = store.document(at: path, referencedFrom: reference) else { return nil }
        return MomentumTree.load(root, diagnostics: &diagnostics)
    }

    /// Every `.json` file under `relative`, merged in order.
    mutating func merged(_ relative: String, at location: SourceLocation? = nil, into tree: inout MomentumNode) {
        guard let path = locate(relative, at: location) else { return }
        if root.isLinkOut(path), let refusal = root.refusal(of: path) {
            diagnostics.report(.fileOutsideRoot, refusal.message, at: location)
            return
        }
        for file in Self.jsonFiles(in: path, root: root) {
            if let node = self.tree(of: file) { MomentumTree.merge(node, into: &tree) }
        }
    }

    /// The palette: every file of `core/`.
    mutating func core() -> MomentumNode {
        var tree = MomentumNode.group(MomentumGroup())
        merged("core", into: &tree)
        return tree
    }

    /// The component tokens the target reads: `components/`, then `platformcomponents/mobile`,
    /// `…/desktop` and `…/<platform>` as it asks.
    mutating func components(_ target: Target) -> MomentumNode {
        var tree = MomentumNode.group(MomentumGroup())
        merged("components", into: &tree)
        if target.includeMobile { merged("platformcomponents/mobile", into: &tree) }
        if target.includeDesktop { merged("platformcomponents/desktop", into: &tree) }
        if let platform = target.platform {
            merged("platformcomponents/" + platform, at: target.platformLocation, into: &tree)
        }
        return tree
    }

    /// A theme's data files merged (a name ending in `/` is a folder).
    mutating func data(of theme: Theme) -> MomentumNode {
        var tree = MomentumNode.group(MomentumGroup())
        for (file, at) in theme.files {
            if file.hasSuffix("/") {
                merged(String(file.dropLast()), at: at, into: &tree)
            } else if let path = locate(file, at: at), let node = self.tree(of: path, referencedFrom: at) {
                MomentumTree.merge(node, into: &tree)
            }
        }
        return tree
    }

    // MARK: - Target and manifests

    /// The target `named` (config `momentum.target`; nil when it cannot be read, reported), else
    /// `targets/ios.json` when there is one, else every top-level manifest of `themes/`.
    mutating func target(_ named: String? = nil) -> Target? {
        guard let path = locate(named ?? Self.iosTarget, at: nil) else { return nil }
        if let named, !root.isPresent(path) {
            diagnostics.report(
                .fileUnreadable,
                "momentum.target in the config names \(named), which is not in the token folder \(folder); name a file of its targets/ folder, such as \(Self.iosTarget).",
                at: nil)
            return nil
        }
        guard root.isPresent(path) else {
            var target = Target()
            target.themes = Self.jsonFiles(in: FilePath.join(folder, "themes"), root: root, recursive: false).map {
                (LoadSession.relative($0, in: folder), nil)
            }
            return target
        }
        // A target that does not parse is reported by the store.
        guard let document = store.document(at: path) else { return nil }
        guard let object = document.object else {
            diagnostics.report(
                .invalidResolver,
                "A target file is an object (\"platform\", \"themes\", …), not \(document.value.kindDescription); the folder is not built.",
                at: document.location)
            return nil
        }
        var target = Target(file: named ?? Self.iosTarget)
        target.platform = object["platform"]?.string
        target.platformLocation = object["platform"]?.location
        target.includeMobile = object["includeMobileTokens"]?.value == .bool(true)
        target.includeDesktop = object["includeDesktopTokens"]?.value == .bool(true)
        target.noBorderIsBackground = object["noBorderIsBackgroundColour"]?.value != .bool(false)
        target.omitThemeTokens = object["omitThemeTokens"]?.value == .bool(true)
        target.themes = (object["themes"]?.array ?? []).compactMap { node in node.string.map { ($0, node.location) } }
        return target
    }

    /// The target's manifests, read; those it does not list are reported (with what they are).
    mutating func themes(_ target: Target) -> [Theme] {
        let themes = target.themes.compactMap { manifest($0.path, at: $0.at) }
        let listed = Set(themes.map(\.manifest) + themes.compactMap { parent(of: $0.manifest) })
        guard let file = target.file else { return themes }
        for path in Self.jsonFiles(in: FilePath.join(folder, "themes"), root: root) {
            let relative = LoadSession.relative(path, in: folder)
            guard !listed.contains(relative), let root = store.document(at: path), Self.isManifest(root) else {
                continue
            }
            let what = [root.object?["accent"]?.string, root.object?["theme"]?.string].compactMap(\.self)
            diagnostics.report(
                .themeNotBuilt,
                "The theme \(relative)\(what.isEmpty ? "" : " (\(what.joined(separator: " ")))") is not built: \(file), the target built, does not list it\(file == Self.iosTarget ? " (it is the build an iOS app uses)" : "").",
                at: root.location, cause: "Momentum themes \(file) does not list are not built")
        }
        return themes
    }

    private func parent(of manifest: String) -> String? {
        guard case .success(let path) = root.locate(manifest, from: folder + "/") else { return nil }
        return store.document(at: path)?.object?["parent"]?.string
    }

    /// The manifest at `relative`, its parent's files first; nil (reported) when it is not one.
    /// The generator follows one `parent`: a parent's own `parent` is reported and not read.
    mutating func manifest(_ relative: String, at reference: SourceLocation?, isParent: Bool = false) -> Theme? {
        guard let path = locate(relative, at: reference),
            let root = store.document(at: path, referencedFrom: reference)
        else { return nil }
        guard let object = root.object, Self.isManifest(root) else {
            diagnostics.report(
                .invalidResolver,
                "\(relative) is not a theme manifest: it needs a \"files\" list of data files (and \"accent\" and \"theme\", or a \"parent\" manifest).",
                at: root.location)
            return nil
        }
        let files = (object["files"]?.array ?? []).compactMap { node in node.string.map { ($0, node.location) } }
        if let parentNode = object["parent"], let parent = parentNode.string, isParent {
            diagnostics.report(
                .ignoredMember,
                "theme_generator.js follows one \"parent\": \(relative) is a parent, so its own parent \(parent) is not read. List that manifest's files here instead.",
                at: parentNode.location)
        } else if let parentNode = object["parent"], let parent = parentNode.string {
            guard var theme = manifest(parent, at: parentNode.location, isParent: true) else { return nil }
            theme.manifest = relative
            theme.files += files
            theme.location = root.location
            return theme
        }
        guard let accent = object["accent"]?.string, let mode = object["theme"]?.string else {
            diagnostics.report(
                .invalidResolver,
                "The theme manifest \(relative) names no \"accent\" and \"theme\" (such as \"Webex\" and \"Light\"), nor a \"parent\" manifest; it is not built.",
                at: root.location)
            return nil
        }
        return Theme(manifest: relative, accent: accent, mode: mode, files: files, location: root.location)
    }
}
