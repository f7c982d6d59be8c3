/// Tokens that two files of one mode both define (reported while `modesFromFiles` layers them).
extension LoadSession {
    /// Two files read side by side (both base files, or both files of one mode) that define the
    /// same token with different values: the later file wins, as in Style Dictionary, and the
    /// warning names both places, since which file is later depends on file names.
    static func duplicates(
        _ documents: [(mode: String?, document: FlatDocument)], overlay: Set<String> = []
    ) -> Diagnostics {
        var diagnostics = Diagnostics()
        // Only two files of the same mode can clash: a mode read from one file is skipped, and
        // each token's first place is kept as two indices, not as a copy of its definition.
        let groups = Dictionary(grouping: documents.indices) { documents[$0].mode }.values.sorted { $0[0] < $1[0] }
        for group in groups where group.count > 1 {
            var seen = [TokenPath: (document: Int, token: Int)](
                minimumCapacity: group.reduce(0) { $0 + documents[$1].document.tokens.count })
            for index in group {
                for (position, token) in documents[index].document.tokens.enumerated() {
                    guard let (document, place) = seen[token.path] else {
                        seen[token.path] = (index, position)
                        continue
                    }
                    let first = documents[document].document.tokens[place]
                    // A brand's file over a shared one is the brand's value, as meant.
                    let overlays = overlay.contains(token.location.file) != overlay.contains(first.location.file)
                    guard document != index, !overlays,
                        JSONOutput(first.value) != JSONOutput(token.value) || first.type != token.type
                    else { continue }
                    let (earlier, later) = (
                        FilePath.name(of: first.location.file), FilePath.name(of: token.location.file)
                    )
                    diagnostics.report(
                        .duplicateToken,
                        "'\(token.path)' is also defined in \(earlier), with another value; this definition wins because its file is read later. \(duplicateAdvice(mode: documents[index].mode, file: later))",
                        at: token.location, notes: [.init("'\(token.path)' is first defined here", at: first.location)],
                        cause:
                            "Tokens defined in both \(earlier) and \(later), with other values: \(later) wins, being read later."
                    )
                }
            }
        }
        return diagnostics
    }

    /// What to do about a token two files of one mode define: name the files as modes, unless they
    /// already are (`colors.dark.json`), where only one file of the mode should hold it.
    static func duplicateAdvice(mode: String?, file: String) -> String {
        guard let mode else {
            let suggested = (file.split(separator: ".").first.map(String.init) ?? file) + ".dark.json"
            guard suggested != file else { return "Define each token in one file." }
            return "Define each token in one file, or name the files as modes (such as \(suggested))."
        }
        return "Both files are read as mode '\(mode)'; define the token in one of them."
    }
}
