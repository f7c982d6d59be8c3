/// Token text placed into generated Swift: one function per context (a comment line, a string
/// literal), so no text from a token file, a config or a path becomes code. Identifiers are made
/// by `SwiftIdentifier`, which keeps only letters and digits Swift's grammar allows.
enum SwiftText {
    /// Text for one `//` or `///` comment line: every kind of line break (LF, CR, VT, FF, NEL,
    /// U+2028, U+2029), which would end the comment and start code, becomes a space; other
    /// characters a reader cannot see or that reorder what they see (controls, bidirectional
    /// overrides, zero-width and format characters, unassigned code points) are written as
    /// `\u{202E}`, so the comment shows what the token holds.
    static func comment(_ text: String) -> String {
        guard needsEscaping(text) else { return text }
        var out = String.UnicodeScalarView()
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if scalar == "\n" && previous == "\r" { continue }  // CRLF is one line break
            if isLineBreak(scalar) {
                out.append(" ")
            } else if isHidden(scalar) {
                out.append(contentsOf: escaped(scalar).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// `text` as `///` lines at `indent`, made safe by `comment(_:)` and wrapped at spaces so that no
    /// line passes 120 columns (a word longer than a line stays whole).
    static func docComment(_ text: String, indent: String) -> String {
        var out: [UInt8] = []
        docComment(text, indent: indent, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `docComment(_:indent:)` appended to `out`. ASCII text (nearly every token's) is wrapped by
    /// its bytes, where a column is a byte; other text by its characters.
    static func docComment(_ text: String, indent: String, into out: inout [UInt8]) {
        let safe = comment(text)
        let lead = indent + "/// "
        guard safe.isASCIIText, lead.isASCIIText else {
            out += docCommentByCharacters(safe, lead: lead).utf8
            return
        }
        asciiDocComment(safe.utf8, lead: lead.utf8, into: &out)
    }

    /// ASCII comment text that needs no escaping (`comment(_:)` leaves it as it is) as `///` lines
    /// starting with `lead`, where a column is a byte: the emitters' byte writers call it with
    /// text they built as bytes.
    static func asciiDocComment(
        _ safe: some Collection<UInt8>, lead: some Collection<UInt8>, into out: inout [UInt8]
    ) {
        let width = SwiftExpression.width
        out += lead
        var lineWidth = lead.count
        if lineWidth + safe.count <= width {
            out += safe
            out.append(UInt8(ascii: "\n"))
            return
        }
        var isEmpty = true
        for word in safe.split(separator: UInt8(ascii: " ")) {
            if !isEmpty, lineWidth + 1 + word.count > width {
                out.append(UInt8(ascii: "\n"))
                out += lead
                lineWidth = lead.count
                isEmpty = true
            }
            if !isEmpty {
                out.append(UInt8(ascii: " "))
                lineWidth += 1
            }
            out += word
            lineWidth += word.count
            isEmpty = false
        }
        out.append(UInt8(ascii: "\n"))
    }

    /// `safe` (already made safe) as `///` lines starting with `lead`, wrapped by characters: for
    /// text that is not all ASCII (and, in tests, the reference the byte wrapping is checked against).
    static func docCommentByCharacters(_ safe: String, lead: String) -> String {
        if lead.count + safe.count <= SwiftExpression.width { return lead + safe + "\n" }
        var out = ""
        var line = lead
        for word in safe.split(separator: " ", omittingEmptySubsequences: true) {
            if line != lead, line.count + 1 + word.count > SwiftExpression.width {
                out += line + "\n"
                line = lead
            }
            line += (line == lead ? "" : " ") + word
        }
        return out + line + "\n"
    }

    /// A Swift string literal holding exactly `text`: `\` and `"` escaped (so neither `\(` nor
    /// `"""` can open anything), `\n`, `\r`, `\t`, and every other control, line separator,
    /// format or unassigned character as `\u{…}`, which is the same string and visible in review.
    static func literal(_ text: String) -> String {
        guard needsEscaping(text) || text.utf8.contains(where: { $0 == 0x5C || $0 == 0x22 }) else {
            return "\"" + text + "\""
        }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where isLineBreak(scalar) || isHidden(scalar): out += escaped(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// True when `text` holds a character either context rewrites. ASCII text without controls,
    /// nearly every token's, is answered from its bytes.
    static func needsEscaping(_ text: String) -> Bool {
        var hasNonASCII = false
        for byte in text.utf8 {
            if byte < 0x20 || byte == 0x7F { return true }
            if byte >= 0x80 { hasNonASCII = true }
        }
        return hasNonASCII && text.unicodeScalars.contains { isLineBreak($0) || isHidden($0) }
    }

    /// The line terminators of Swift and of Unicode.
    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// Controls, format characters (bidirectional overrides and isolates, zero-width spaces and
    /// joiners, the byte-order mark, soft hyphen), private-use and unassigned code points.
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x20 || scalar.value == 0x7F { return true }
        if scalar.value < 0x80 { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate: return true
        default: return false
        }
    }

    /// `\u{202E}`: the scalar as Swift writes it in a literal.
    static func escaped(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
}
