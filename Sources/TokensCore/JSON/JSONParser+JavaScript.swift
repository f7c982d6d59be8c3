// MARK: - JavaScript object literals: template literals and number keys

extension JSONParser {
    /// A template literal without substitutions, `` `text` ``: its text, escapes decoded as in a
    /// string, line breaks kept. A `${…}` is code, and fails here.
    mutating func parseTemplate() throws(Failure) -> String {
        let start = location()
        index += 1
        var buffer: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "`"):
                index += 1
                return try makeString(buffer[...], from: index)
            case UInt8(ascii: "$") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "{"):
                throw fail(.unexpectedCharacter, "A template literal with ${…} is code; write the text out.")
            case UInt8(ascii: "\\")
            where index + 1 < bytes.count
                && (bytes[index + 1] == UInt8(ascii: "`") || bytes[index + 1] == UInt8(ascii: "$")):
                buffer.append(bytes[index + 1])
                index += 2
            case UInt8(ascii: "\\"):
                try appendEscape(to: &buffer)
            case UInt8(ascii: "\n"):
                buffer.append(byte)
                index += 1
                line += 1
                lineStart = index
            default:
                buffer.append(byte)
                index += 1
            }
        }
        throw Failure(diagnostic: Diagnostic(.truncated, "This template literal is never closed with '`'.", at: start))
    }

    /// A key written as a number, `100:` or `0.5:` (a Tailwind-style scale): the name JavaScript
    /// gives it, `1.50` → `1.5`.
    mutating func parseNumberKey() throws(Failure) -> String {
        let start = index
        skipDigits()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            skipDigits()
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw Failure(diagnostic: Diagnostic(.badNumber, "The key \(text) is no number.", at: location(at: start)))
        }
        return JSONOutput.format(value)
    }
}
