import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
        let (visible, unlisted) = walk(path)
        for (folder, reason) in unlisted {
            diagnostics.report(
                .fileUnreadable,
                "'\(folder)' cannot be read (\(reason)), so no token file in it is loaded.", at: nil)
        }
        guard !visible.isEmpty || unlisted.isEmpty else { return ([], diagnostics) }
        var files = visible.filter {
            isTokenFile(FilePath.name(of: $0)) && !isExcluded(String($0.dropFirst(path.count + 1)), by: exclude)
        }
        files.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        files = refusingEquivalentNames(files, &diagnostics)
        if files.isEmpty {
            diagnostics.report(
                .noTokenFiles,
                "The folder '\(path)' holds no token files (.json, .jsonc, .json5, .tokens, .yaml, .yml).", at: nil)
        }
        return (files, diagnostics)
    }

    /// Every path under `folder` (joined to it) whose names are none hidden, files and folders
    /// alike; nil when the folder itself cannot be read.
    static func visiblePaths(in folder: String) -> [String]? {
        let (paths, unlisted) = walk(folder)
        return paths.isEmpty && unlisted.contains(where: { $0.folder == folder }) ? nil : paths
    }

    /// The visible paths under `folder` (symbolic links to folders are not followed), and each
    /// folder that could not be listed with the system's reason: a folder whose path is longer than
    /// the system allows, say, is named, never skipped in silence.
    static func walk(_ folder: String) -> (paths: [String], unlisted: [(folder: String, reason: String)]) {
        var paths: [String] = []
        var unlisted: [(folder: String, reason: String)] = []
        var pending = [folder]
        while let current = pending.popLast() {
            guard let directory = opendir(current) else {
                unlisted.append((current, String(cString: strerror(errno))))
                continue
            }
            defer { closedir(directory) }
            while let item = readdir(directory) {
                let name = withUnsafeBytes(of: item.pointee.d_name) {
                    String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard !name.hasPrefix(".") else { continue }
                let path = current + "/" + name
                var info = stat()
                guard lstat(path, &info) == 0 else {
                    unlisted.append((path, String(cString: strerror(errno))))
                    continue
                }
                paths.append(path)
                if (info.st_mode & S_IFMT) == S_IFDIR { pending.append(path) }
            }
        }
        return (paths, unlisted)
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
