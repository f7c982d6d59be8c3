/// The `{group.token}` curly-brace reference syntax.
public enum Alias {
    /// The path named by a value that is exactly one `{a.b.c}` reference, else nil.
    public static func wholeReference(in value: JSONValue) -> TokenPath? {
        guard case .string(let text) = value else { return nil }
        return wholeReference(in: text)
    }

    /// The path named by text that is exactly one `{a.b.c}` reference, else nil.
    public static func wholeReference(in text: String) -> TokenPath? {
        let utf8 = text.utf8
        guard utf8.count > 2, utf8.first == UInt8(ascii: "{"), utf8.last == UInt8(ascii: "}") else { return nil }
        // Byte scan: Substring.contains(String) goes through Foundation and dominated profiles.
        let inner = utf8.dropFirst().dropLast()
        guard !text.containsByte(UInt8(ascii: "{"), orByte: UInt8(ascii: "}"), within: 1..<(utf8.count - 1)) else {
            return nil
        }
        return TokenPath(String(decoding: inner, as: UTF8.self))
    }

    /// The `{a.b}` references written inside `text` (Style Dictionary interpolation:
    /// `"1px solid {color.border}"`), in order, with the ranges they occupy. Braces around
    /// text with spaces or nested braces are not references.
    public static func embeddedReferences(in text: String) -> [(range: Range<String.Index>, path: TokenPath)] {
        guard text.containsByte(UInt8(ascii: "{")) else { return [] }
        var found: [(Range<String.Index>, TokenPath)] = []
        var index = text.startIndex
        while let open = text[index...].firstIndex(of: "{") {
            let afterOpen = text.index(after: open)
            guard let close = text[afterOpen...].firstIndex(where: { $0 == "}" || $0 == "{" || $0 == " " }) else {
                break
            }
            if text[close] == "}", close > afterOpen {
                found.append((open..<text.index(after: close), TokenPath(String(text[afterOpen..<close]))))
                index = text.index(after: close)
            } else {
                index = close == afterOpen ? afterOpen : close
            }
        }
        return found
    }
}
