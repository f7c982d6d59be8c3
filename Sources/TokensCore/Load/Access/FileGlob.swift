/// Glob patterns over file paths inside the token folder (config `exclude`): `*` matches any run of
/// characters but `/`, `**` as a whole segment any number of folders (`legacy/**`,
/// `**/package.json`), `?` one character; everything else matches itself. Matched with the same
/// linear-time matcher as token patterns (`TokenPattern.sequenceMatch`), by segment, then within one.
enum FileGlob {
    /// True when `pattern` matches the whole of `path`.
    static func matches(_ pattern: String, _ path: String) -> Bool {
        TokenPattern.sequenceMatch(segments(pattern), segments(path), isStar: isDoubleStar, matches: matchesName)
    }

    /// True when `pattern` matches the file at `relative` (a path inside the token folder); a
    /// pattern without `/` is matched against the file's name at any depth (`package.json`).
    static func matchesFile(_ pattern: String, _ relative: String) -> Bool {
        matches(pattern, pattern.contains("/") ? relative : FilePath.name(of: relative))
    }

    static func segments(_ text: String) -> [[Unicode.Scalar]] {
        text.split(separator: "/", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
    }

    static func isDoubleStar(_ segment: [Unicode.Scalar]) -> Bool { segment == ["*", "*"] }

    /// One segment of the pattern against one name: `*` any run, `?` one character.
    static func matchesName(_ segment: [Unicode.Scalar], _ name: [Unicode.Scalar]) -> Bool {
        TokenPattern.sequenceMatch(segment, name, isStar: { $0 == "*" }, matches: { $0 == "?" || $0 == $1 })
    }
}
