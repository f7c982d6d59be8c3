import Foundation

/// How the page names a token: its path without DTCG's `$root`, the group's own value, which is
/// the group's name (`color.border.$root` is shown, searched and anchored as `color.border`).
enum ReportName {
    /// The name shown for `path`.
    static func shown(_ path: TokenPath) -> String {
        // Nearly every path has no `$`: return it as it is.
        guard path.dotted.containsByte(UInt8(ascii: "$")) else { return path.dotted }
        let kept = path.components.filter { $0 != "$root" }
        return kept.isEmpty ? path.dotted : kept.joined(separator: ".")
    }

    /// Audit text with every `.$root` of a token path taken out (`'color.border.$root'` →
    /// `'color.border'`), so a finding names a token as the page does.
    static func shownText(_ text: String) -> String {
        // Nearly every text has no `$`: a byte scan, not a substring search.
        guard text.containsByte(UInt8(ascii: "$")), text.contains("$root") else { return text }
        return text.replacingOccurrences(of: ".$root", with: "")
    }

    /// The shown name's group: everything before its last dot (`color.bg` for `color.bg.card`),
    /// empty for a name with none.
    static func parent(_ path: TokenPath) -> String {
        let name = shown(path)
        // Found among the bytes (`.` is ASCII, so it ends a character): searched for as a
        // `Character`, each name was walked grapheme by grapheme from its end.
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return "" }
        return String(name[..<dot])
    }

    /// The shown name with a break opportunity after every dot, escaped, for narrow columns.
    static func breakable(_ path: TokenPath, into html: inout TextBuffer) {
        let parts = shown(path).split(separator: ".", omittingEmptySubsequences: false)
        for (index, part) in parts.enumerated() {
            if index > 0 { html.raw(".<wbr>") }
            html.escaped(String(part))
        }
    }
}
