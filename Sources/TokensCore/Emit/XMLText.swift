/// Text in XML 1.0 (the JUnit report): markup characters escaped, the characters XML forbids (most
/// C0 controls, U+FFFE, U+FFFF) written as visible `\u{1B}` text, since no escape may stand for
/// them, and, in attributes, tab and line breaks as character references, which attribute-value
/// normalization would otherwise turn into spaces.
enum XMLText {
    /// Text for element content.
    static func content(_ text: String) -> String { escape(text, inAttribute: false) }

    /// Text for a double-quoted attribute value.
    static func attribute(_ text: String) -> String { escape(text, inAttribute: true) }

    private static func escape(_ text: String, inAttribute: Bool) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            // Line breaks as character references (the same text to an XML reader): a name that
            // holds one starts no line of its own in the file or in a log that prints it.
            case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}", "\u{7F}": out += "&#\(scalar.value);"
            case "\t": if inAttribute { out += "&#\(scalar.value);" } else { out.unicodeScalars.append(scalar) }
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                out += SwiftText.escaped(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
