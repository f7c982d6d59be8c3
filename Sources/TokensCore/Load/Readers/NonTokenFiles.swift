/// Files in a token folder that hold no tokens: a package's `package.json`, a rename map, an empty
/// `{}`. They are skipped with a note that names the file and says how to read it anyway, rather
/// than failing the build or, worse, turning `"version": "1.2.0"` into a Swift constant.
extension TokenLoader {
    /// Package and tool manifests that sit beside token files and are never tokens themselves.
    static let manifestNames: Set<String> = [
        "package.json", "package-lock.json", "tsconfig.json", "jsconfig.json", "composer.json", "bower.json",
        "lerna.json", "nx.json", "turbo.json", "project.json",
    ]

    /// The entries of `candidates` that are token files. A file is one when the config names its
    /// format, when it is a Theo document, when it holds a `$value` or `value` token, or when it holds plain values (a scale, as
    /// Radix ships colours) and no file of the folder holds tokens of either kind. `known` holds the
    /// evidence of files found already (`LoadSession.preload`), by file.
    static func tokenFiles(
        _ candidates: [(file: String, root: JSONNode)], formats: FormatRules, relative: (String) -> String,
        known: [String: TokenFormat.Evidence] = [:], diagnostics: inout Diagnostics
    ) -> [(file: String, root: JSONNode)] {
        let evidence = candidates.map { entry in
            formats.isNamed(relative(entry.file)) || TheoConverter.isTheo(entry.root)
                || SpectrumConverter.isSpectrum(entry.root)
                ? nil : known[entry.file] ?? TokenFormat.evidence(in: entry.root)
        }
        let folderHoldsTokens = evidence.contains { found in
            found.map { $0.dtcg != nil || $0.legacy != nil || $0.reference != nil } ?? true
        }
        var kept: [(file: String, root: JSONNode)] = []
        for (entry, found) in zip(candidates, evidence) {
            let glob = relative(entry.file)
            let readAnyway = "name its format in tokens.config.json: \"format\": {\"\(glob)\": \"raw\"}"
            let message: String
            switch found {
            case nil: message = ""
            case _ where manifestNames.contains(FilePath.name(of: glob)):
                message =
                    "'\(glob)' is a package manifest, not a token file; it is skipped. To read it as tokens anyway, \(readAnyway)."
            case let found? where found.dtcg != nil || found.legacy != nil || found.reference != nil: message = ""
            case let found? where found.leaf == nil:
                message =
                    "'\(glob)' holds no tokens; it is skipped. List it under \"exclude\" in tokens.config.json to silence this note."
            case _ where folderHoldsTokens:
                message =
                    "'\(glob)' holds only plain values, no tokens ($value or value members), while the folder's other files hold tokens; it is skipped, and its values are not built. If its values are tokens, \(readAnyway); if not, list it under \"exclude\" to silence this warning."
            default: message = ""
            }
            guard !message.isEmpty else {
                kept.append(entry)
                continue
            }
            // A file of plain values that is skipped holds values a build could use: a warning.
            let holdsValues = found?.leaf != nil && !manifestNames.contains(FilePath.name(of: glob))
            diagnostics.report(
                Diagnostic(.skippedFile, message, at: entry.root.location, severity: holdsValues ? .warning : .note))
        }
        return kept
    }
}
