extension DTCGLoader {
    /// The name `member` is read under. In a format read as its own tool reads it (Style
    /// Dictionary, Tokens Studio, Theo, plain scales, Spectrum), blanks around a name are dropped,
    /// as those tools' names drop them (Style Dictionary writes `"selected "` as the CSS variable
    /// `--…-border-selected` and the Swift `…BorderSelected`), with a warning; unless a sibling
    /// already has the trimmed name. DTCG names are taken as written.
    mutating func readName(_ member: JSONObject.Member, in group: JSONObject) -> String {
        let name = member.key
        guard leniency.valuesAsWritten, let first = name.first, let last = name.last,
            first.isWhitespace || last.isWhitespace
        else { return name }
        let trimmed = String(name.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        let blanks = name.filter(\.isWhitespace).allSatisfy { $0 == " " } ? "a space" : "a blank character"
        let place =
            first.isWhitespace && last.isWhitespace
            ? "at both ends" : first.isWhitespace ? "at its start" : "at its end"
        guard !trimmed.isEmpty, group[trimmed] == nil else {
            diagnostics.report(
                .nameTrimmed,
                trimmed.isEmpty
                    ? "The name '\(name)' is only blanks; it is kept as written, so no Swift or colorset name can be made from it. Give it a name."
                    : "The name '\(name)' has \(blanks) \(place), and '\(trimmed)' is defined beside it, so it is kept as written: dropping the blank would give two tokens one name. Remove the blank and rename one of the two.",
                at: member.keyLocation)
            return name
        }
        diagnostics.report(
            .nameTrimmed,
            "The name '\(name)' has \(blanks) \(place); it is read as '\(trimmed)', as this format's own tools name it (a CSS variable or a Swift name cannot hold it), so it is one token with a '\(trimmed)' defined in another file. Remove the blank from the name.",
            at: member.keyLocation,
            cause: "Names with blanks around them are read without them, as their format's own tools name them.")
        return trimmed
    }
}
