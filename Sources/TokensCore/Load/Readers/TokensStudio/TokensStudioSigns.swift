import Foundation

/// What marks a `$value` document as a Tokens Studio export (Tokens Studio writes `$value` when
/// its "W3C DTCG format" setting is on, but keeps its own types and value shapes), so it is read
/// as Tokens Studio: unitless sizes are pixels, weights are names such as "Semi bold", shadows
/// have `x` and `y`.
enum TokensStudioSigns {
    /// Types only Tokens Studio writes.
    static let types: Set<String> = [
        "fontWeights", "fontFamilies", "lineHeights", "fontSizes", "letterSpacing", "paragraphSpacing",
        "paragraphIndent", "textCase", "textDecoration", "sizing", "spacing", "borderRadius", "borderWidth",
        "boxShadow", "composition", "other", "asset",
    ]

    /// True when a `$value` token has a Tokens Studio type, or a shadow written with `x` and `y`.
    static func isTokensStudio(token object: JSONObject) -> Bool {
        if let type = object["$type"]?.string, types.contains(type) { return true }
        guard let value = object["$value"] else { return false }
        let layers = value.array ?? [value]
        return layers.contains { $0.object?["x"] != nil && $0.object?["y"] != nil && $0.object?["blur"] != nil }
    }

    /// `text` with Tokens Studio's legacy references written as DTCG's: `$colors.Gray.Dark.11` is
    /// `{colors.Gray.Dark.11}`, also inside `rgba($colors.Gray.Light.1, 0.5)`. Nil when there is none.
    static func legacyReferences(in text: String) -> String? {
        guard text.contains("$") else { return nil }
        var out = ""
        var changed = false
        var characters = Substring(text)
        while let dollar = characters.firstIndex(of: "$") {
            out += characters[..<dollar]
            let rest = characters[characters.index(after: dollar)...]
            let name = rest.prefix { $0.isLetter || $0.isNumber || "_-.".contains($0) }
            let trimmed = name.hasSuffix(".") ? name.dropLast() : name
            guard let first = trimmed.first, first.isLetter else {
                out += "$"
                characters = rest
                continue
            }
            out += "{\(trimmed)}"
            changed = true
            characters = rest[trimmed.endIndex...]
        }
        out += characters
        return changed ? out : nil
    }

    /// True when `folder` is a Tokens Studio export: it holds `$themes.json` or `$metadata.json`.
    static func isExport(folder: String, root: TokenRoot) -> Bool {
        ["$themes.json", "$metadata.json"].contains { root.isPresent(folder + "/" + $0) }
    }
}
