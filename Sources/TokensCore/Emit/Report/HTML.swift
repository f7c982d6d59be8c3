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
        let safe = names.map(safeName).filter { !$0.isEmpty }
        let mapped = safe.map { $0 == "system-ui" || $0 == "-apple-system" ? $0 : "'\($0)'" }
        return (mapped + ["system-ui", "sans-serif"]).joined(separator: ", ")
    }

    /// `name` with only its letters, digits, spaces and hyphens; an ASCII name (nearly every font)
    /// is filtered byte by byte, without a Unicode lookup per character.
    private static func safeName(_ name: String) -> String {
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else {
            return String(name.filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" })
        }
        let kept = name.utf8.filter { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: " "), UInt8(ascii: "-"):
                true
            default: false
            }
        }
        return String(decoding: kept, as: UTF8.self)
    }
}

extension HTML {
    /// A CSS string (`"light"`): letters, digits, spaces and hyphens as they are, every other
    /// character as a CSS escape (`\3C `), so token text can end neither the string nor the
    /// style element.
    static func cssString(_ text: String) -> String {
        var css = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", " ", "-": css.unicodeScalars.append(scalar)
            default: css += "\\" + String(scalar.value, radix: 16, uppercase: true) + " "
            }
        }
        return css + "\""
    }
}
