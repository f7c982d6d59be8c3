import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files read beside the token folder, the config and the waiver baseline, taken as they are
/// on disk: a name that is there is read, whatever it is. A symbolic link that leads nowhere or
/// loops, or a folder where the file belongs, is a located error, never "no config" (the
/// defaults) or "no baseline" (waivers unchecked). A key written twice in either is an error,
/// JSON5 too: a reader sees the first, and the parser would use the last.
extension ConfigLoader {
    /// True when something is at `path`, a symbolic link that leads nowhere included (or the
    /// system will not say: that is for reading it to report).
    static func isPresent(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 || errno == EACCES
    }

    /// A `file.unreadable` error at `path` when it is a symbolic link that leads nowhere or loops,
    /// or is not a regular file; nil when it can be read as a file. `what` names it ("The
    /// config"), `file` what a link should point at, `removing` what removing it does.
    static func unusable(_ path: String, what: String, file: String, removing: String) -> Diagnostic? {
        let problem: String
        let advice: String
        var info = stat()
        if let link = FileProblem.link(path) {
            problem = link
            advice = "Point the link at \(file), or remove it \(removing)."
        } else if stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG {
            problem = "\(FileProblem.kind(info)), not a file"
            advice = "Move it away \(removing)."
        } else {
            return nil
        }
        return Diagnostic(
            .fileUnreadable, "\(what) '\(path)' is \(problem), so it cannot be read. \(advice)",
            at: SourceLocation(file: path, line: 1, column: 1))
    }

    /// `found` with each `json.duplicate-key` an error: JSON5's parser keeps the last with a warning,
    /// but in the config or the baseline the value a reviewer reads first would not be the one used.
    static func duplicatesAsErrors(_ found: Diagnostics) -> Diagnostics {
        var kept = Diagnostics()
        for diagnostic in found.all {
            guard diagnostic.code == .duplicateKey, diagnostic.severity != .error else {
                kept.report(diagnostic)
                continue
            }
            let key = diagnostic.notes.first?.location
            kept.report(
                Diagnostic(
                    .duplicateKey,
                    "This key is written twice in one object: a reader sees the first, and this last one would be used. Remove one of them.",
                    at: diagnostic.location, severity: .error,
                    notes: [.init("the first is here", at: key)]))
        }
        return kept
    }
}
