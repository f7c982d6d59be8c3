/// Glob patterns over file paths inside the token folder (config `exclude`): `*` matches any run of
/// characters but `/`, `**` any run including `/` (`legacy/**`, `**/package.json`), `?` one
/// character but `/`; everything else matches itself.
enum FileGlob {
    /// True when `pattern` matches the whole of `path`. Linear in pattern × path (a table of which
    /// prefixes match), so no pattern can make it backtrack.
    static func matches(_ pattern: String, _ path: String) -> Bool {
        let p = Array(pattern.unicodeScalars)
        let s = Array(path.unicodeScalars)
        // reachable[j]: the pattern read so far matches the first j characters of the path.
        var reachable = [Bool](repeating: false, count: s.count + 1)
        reachable[0] = true
        var i = 0
        while i < p.count {
            var next = [Bool](repeating: false, count: s.count + 1)
            if p[i] == "*" {
                let crossesFolders = i + 1 < p.count && p[i + 1] == "*"
                // `**/` also matches no folder at all (`**/a.json` matches `a.json`).
                let skipsSlash = crossesFolders && i + 2 < p.count && p[i + 2] == "/"
                var running = false
                for j in 0...s.count {
                    if reachable[j] { running = true }
                    next[j] = running
                    if j < s.count, !crossesFolders, s[j] == "/" { running = false }
                }
                if skipsSlash {
                    i += 3
                    // After `**/` the path continues at a folder boundary or at its start.
                    for j in 0...s.count where next[j] && !(j == 0 || s[j - 1] == "/") { next[j] = false }
                } else {
                    i += crossesFolders ? 2 : 1
                }
            } else {
                for j in 0..<s.count where reachable[j] && (p[i] == "?" ? s[j] != "/" : p[i] == s[j]) {
                    next[j + 1] = true
                }
                i += 1
            }
            reachable = next
        }
        return reachable[s.count]
    }
}
