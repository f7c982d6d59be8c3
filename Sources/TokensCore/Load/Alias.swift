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
        guard !inner.contains(UInt8(ascii: "{")), !inner.contains(UInt8(ascii: "}")) else { return nil }
        return TokenPath(String(decoding: inner, as: UTF8.self))
    }
}
