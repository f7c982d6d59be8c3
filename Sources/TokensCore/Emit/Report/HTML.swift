/// Escaping for the report: every piece of token text goes through here.
enum HTML {
    /// Text and attribute values: `& < > " '` escaped.
    static func escape(_ text: String) -> String {
        // Most text has nothing to escape: return it as it is.
        guard text.utf8.contains(where: { TextBuffer.entity($0) != nil }) else {
            return text
        }
        var html = TextBuffer(reserving: text.utf8.count + 16)
        html.escaped(text)
        return String(decoding: html.bytes, as: UTF8.self)
    }

    /// A font family list for CSS: names keep letters, digits, spaces and hyphens only, so token
    /// text can never break out of the style attribute.
    static func fontFamily(_ names: [String]) -> String {
        let safe = names.map { String($0.filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" }) }.filter { !$0.isEmpty }
        let mapped = safe.map { $0 == "system-ui" || $0 == "-apple-system" ? $0 : "'\($0)'" }
        return (mapped + ["system-ui", "sans-serif"]).joined(separator: ", ")
    }
}
