import Foundation

/// Finds the token files under a path: a folder (searched recursively) or one file.
public enum TokenSource {
    /// The reserved configuration file name; never read as tokens.
    public static let configFileName = "tokens.config.json"
    /// File endings read as token files. A JavaScript module is one when it exports a plain
    /// literal (`JSModuleReader` decides by its content).
    public static let extensions =
        [".json", ".jsonc", ".json5", ".tokens", ".yaml", ".yml"] + JSModuleReader.extensions

    /// The token files at `path`, sorted; a file path is returned as is.
    /// Hidden files, the config file and Tokens Studio's `$themes.json` / `$metadata.json` are skipped,
    /// and so are files `exclude` matches (see `isExcluded`).
    /// Every path is looked at through `root` (by default the folder itself, or a lone file's folder).
    public static func files(
        at path: String, exclude: [String] = [], root given: TokenRoot? = nil
    ) -> (files: [String], diagnostics: Diagnostics) {
        var diagnostics = Diagnostics()
        let root = given ?? TokenRoot(folder: TokenRoot.isFolder(path) ? path : FilePath.directory(of: path))
        guard let kind = root.kind(of: path) else {
            diagnostics.report(
                .fileUnreadable, "'\(path)' does not exist; pass a token folder or file with --tokens.", at: nil)
            return ([], diagnostics)
        }
        guard kind == .folder else { return ([path], diagnostics) }
        let (visible, unlisted) = root.walk(path)
        for (folder, reason) in unlisted {
            diagnostics.report(
                .fileUnreadable,
                "'\(folder)' cannot be read (\(reason)), so no token file in it is loaded.", at: nil)
        }
        guard !visible.isEmpty || unlisted.isEmpty else { return ([], diagnostics) }
        // A folder inside that is a link out of the token folder: named, never walked into.
        for link in visible
        where !isTokenFile(FilePath.name(of: link)) && root.isLinkOut(link) && root.isPresentFolder(link) {
            if let refusal = root.refusal(of: link) { diagnostics.report(.fileOutsideRoot, refusal.message, at: nil) }
        }
        var files = visible.filter {
            isTokenFile(FilePath.name(of: $0)) && !isExcluded(String($0.dropFirst(path.count + 1)), by: exclude)
        }
        files.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        files = refusingEquivalentNames(files, &diagnostics)
        if files.isEmpty {
            diagnostics.report(
                .noTokenFiles,
                "The folder '\(path)' holds no token files (.json, .jsonc, .json5, .tokens, .yaml, .yml, .js, .mjs, .cjs).",
                at: nil)
        }
        return (files, diagnostics)
    }

    /// Every path under `folder` (joined to it) whose names are none hidden, files and folders
    /// alike; nil when the folder itself cannot be read.
    static func visiblePaths(in folder: String) -> [String]? {
        let (paths, unlisted) = TokenRoot(folder: folder).walk(folder)
        return paths.isEmpty && unlisted.contains(where: { $0.folder == folder }) ? nil : paths
    }

    /// The files with two names one string to Swift but not to the file system (`café.json` in
    /// NFC and in NFD: two files on Linux, one on a Mac) reported and the second left out, by name.
    static func refusingEquivalentNames(_ files: [String], _ diagnostics: inout Diagnostics) -> [String] {
        var seen: [String: String] = [:]
        var kept: [String] = []
        for file in files {
            let key = file.precomposedStringWithCanonicalMapping
            if let first = seen[key] {
                diagnostics.report(
                    .fileNameCollision,
                    "'\(file)' and '\(first)' have the same name in different Unicode forms: two files here, one on a Mac. '\(file)' was not loaded; rename or remove one of them.",
                    at: nil)
                continue
            }
            seen[key] = file
            kept.append(file)
        }
        return kept
    }

    /// True when a pattern of the config's `exclude` matches `relative` (a path inside the token
    /// folder): `*` is any run of characters but `/`, `**` any run including `/`, `?` one character.
    /// A pattern without `/` is matched against the file's name at any depth (`package.json`).
    static func isExcluded(_ relative: String, by patterns: [String]) -> Bool {
        patterns.contains { FileGlob.matchesFile($0, relative) }
    }

    static func isTokenFile(_ name: String) -> Bool {
        guard extensions.contains(where: { name.hasSuffix($0) }) else { return false }
        return name != configFileName && name != WaiverBaseline.fileName && !name.hasPrefix("$")
    }
}
