import Foundation

/// Finds the token files under a path: a folder (searched recursively) or one file.
public enum TokenSource {
    /// The reserved configuration file name; never read as tokens.
    public static let configFileName = "tokens.config.json"
    /// File endings read as JSON token files.
    public static let extensions = [".json", ".jsonc", ".json5", ".tokens"]

    /// The token files at `path`, sorted; a file path is returned as is.
    /// Hidden files, the config file and Tokens Studio's `$themes.json` / `$metadata.json` are skipped.
    public static func files(at path: String) -> (files: [String], diagnostics: Diagnostics) {
        var diagnostics = Diagnostics()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            diagnostics.report(.fileUnreadable, "'\(path)' does not exist; pass a token folder or file with --tokens.", at: nil)
            return ([], diagnostics)
        }
        guard isDirectory.boolValue else { return ([path], diagnostics) }
        guard let enumerator = FileManager.default.enumerator(atPath: path) else {
            diagnostics.report(.fileUnreadable, "The folder '\(path)' cannot be read.", at: nil)
            return ([], diagnostics)
        }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = FilePath.name(of: relative)
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            guard isTokenFile(name) else { continue }
            files.append(FilePath.join(path, relative))
        }
        files.sort()
        if files.isEmpty {
            diagnostics.report(.noTokenFiles, "The folder '\(path)' holds no token files (.json, .jsonc, .json5, .tokens).", at: nil)
        }
        return (files, diagnostics)
    }

    static func isTokenFile(_ name: String) -> Bool {
        guard extensions.contains(where: { name.hasSuffix($0) }) else { return false }
        return name != configFileName && !name.hasPrefix("$")
    }
}
