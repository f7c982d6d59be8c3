extension DTCGLoader {
    /// The name `member` is read under. In a format read as its own tool reads it (Style
    /// Dictionary, Tokens Studio, Theo, plain scales, Spectrum), blanks around a name are dropped,
    /// as those tools' names drop them (Style Dictionary writes `"selected "` as the CSS variable
    /// `--…-border-selected` and the Swift `…BorderSelected`), with a warning; unless a sibling
    /// already has the trimmed name. DTCG names are taken as written.
    /// A `.` inside a name (Tailwind-style `0.5`, `spacing.spacer.1.5`) is part of it there, held
    /// as `TokenPath.dotInName`: one name, which a reference with the dot reaches (`AliasResolver.target`).
    mutating func readName(_ member: JSONObject.Member, in group: JSONObject) -> String {
        let name = trimmedName(member, in: group)
        guard leniency.valuesAsWritten, name.utf8.contains(UInt8(ascii: ".")) else { return name }
        return String(name.map { $0 == "." ? TokenPath.dotInName : $0 })
    }

    private mutating func trimmedName(_ member: JSONObject.Member, in group: JSONObject) -> String {
        let name = member.key
        guard leniency.valuesAsWritten, let first = name.first, let last = name.last,
            first.isWhitespace || last.isWhitespace
        else { return name }
        let trimmed = String(Self.trimmed(Substring(name)))
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

    /// `value` with blanks inside each reference's braces dropped (`{ color.gray900 }` is
    /// `{color.gray900}`), in a format read as its own tool reads it: Style Dictionary trims them
    /// (Wikimedia Codex writes every alias so). One warning per token, grouped by cause.
    mutating func trimmingReferences(_ value: JSONNode) -> JSONNode {
        var changed: [String] = []
        let trimmed = Self.trimmingReferences(value, changed: &changed)
        guard let first = changed.first else { return value }
        diagnostics.report(
            .nameTrimmed,
            "The alias \(first) has blanks inside its braces; it is read as {\(Self.trimmed(first.dropFirst().dropLast()))}, as Style Dictionary reads it. Write the alias without them.",
            at: value.location,
            cause: "Aliases with blanks inside their braces are read without them, as Style Dictionary reads them.")
        return trimmed
    }

    /// `node` with every string's references trimmed; the references changed in `changed`.
    static func trimmingReferences(_ node: JSONNode, changed: inout [String]) -> JSONNode {
        switch node.value {
        case .string(let text):
            guard text.containsByte(UInt8(ascii: "{")) else { return node }
            var out = ""
            let before = changed.count
            var rest = Substring(text)
            while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                let inside = rest[rest.index(after: open)..<close]
                let path = trimmed(inside)
                out += rest[..<open]
                if path.count != inside.count, !path.isEmpty, !path.contains("{") {
                    changed.append(String(rest[open...close]))
                    out += "{" + path + "}"
                } else {
                    out += rest[open...close]
                }
                rest = rest[rest.index(after: close)...]
            }
            return changed.count == before ? node : JSONNode(.string(out + rest), at: node.location)
        case .array(let elements):
            let before = changed.count
            let trimmed = elements.map { trimmingReferences($0, changed: &changed) }
            return changed.count == before ? node : JSONNode(.array(trimmed), at: node.location)
        case .object(var object):
            let before = changed.count
            for index in object.members.indices {
                object.members[index].value = trimmingReferences(object.members[index].value, changed: &changed)
            }
            return changed.count == before ? node : JSONNode(.object(object), at: node.location)
        default: return node
        }
    }

    static func trimmed(_ text: Substring) -> Substring {
        let start = text.drop(while: \.isWhitespace)
        guard let last = start.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return start[...last]
    }
}
