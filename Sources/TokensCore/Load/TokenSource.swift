import Foundation

/// Finds the token files under a path: a folder (searched recursively) or one file.
public enum TokenSource {
    /// The reserved configuration file name; never read as tokens.
    public static let configFileName = "tokens.config.json"
    /// File endings read as token files.
    public static let extensions = [".json", ".jsonc", ".json5", ".tokens", ".yaml", ".yml"]

    /// The token files at `path`, sorted; a file path is returned as is.
    /// Hidden files, the config file and Tokens Studio's `$themes.json` / `$metadata.json` are skipped,
    /// and so are files `exclude` matches (see `isExcluded`).
    public static func files(at path: String, exclude: [String] = []) -> (files: [String], diagnostics: Diagnostics) {
        var diagnostics = Diagnostics()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            diagnostics.report(
                .fileUnreadable, "'\(path)' does not exist; pass a token folder or file with --tokens.", at: nil)
            return ([], diagnostics)
        }
        guard isDirectory.boolValue else { return ([path], diagnostics) }
        guard let visible = visiblePaths(in: path) else {
            diagnostics.report(.fileUnreadable, "The folder '\(path)' cannot be read.", at: nil)
            return ([], diagnostics)
        }
        let files = visible.filter {
            isTokenFile(FilePath.name(of: $0)) && !isExcluded(String($0.dropFirst(path.count + 1)), by: exclude)
        }.sorted()
        if files.isEmpty {
            diagnostics.report(
                .noTokenFiles,
                "The folder '\(path)' holds no token files (.json, .jsonc, .json5, .tokens, .yaml, .yml).", at: nil)
        }
        return (files, diagnostics)
    }

    /// Every path under `folder` (joined to it) whose names are none hidden, files and folders
    /// alike, in the enumerator's order; nil when the folder cannot be read.
    static func visiblePaths(in folder: String) -> [String]? {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return nil }
        var paths: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            paths.append(FilePath.join(folder, relative))
        }
        return paths
    }

    /// True when a pattern of the config's `exclude` matches `relative` (a path inside the token
    /// folder): `*` is any run of characters but `/`, `**` any run including `/`, `?` one character.
    /// A pattern without `/` is matched against the file's name at any depth (`package.json`).
    static func isExcluded(_ relative: String, by patterns: [String]) -> Bool {
        patterns.contains { FileGlob.matchesFile($0, relative) }
    }

    static func isTokenFile(_ name: String) -> Bool {
        guard extensions.contains(where: { name.hasSuffix($0) }) else { return false }
        return name != configFileName && !name.hasPrefix("$")
    }
}
