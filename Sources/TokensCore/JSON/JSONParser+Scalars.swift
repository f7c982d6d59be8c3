// MARK: - Strings and numbers

extension JSONParser {
    /// A string in double quotes, or (JSON5) single quotes: the quote is the current byte.
    mutating func parseString() throws(Failure) -> String {
        let start = location()
        let quote = bytes[index]
        let shown = quote == UInt8(ascii: "'") ? "\"'\"" : "'\"'"
        index += 1
        let contentStart = index
        // Fast path: no escapes. Raw bytes ≥ 0x80 are validated as UTF-8 when the String is made;
        // ASCII needs no validation.
        var isASCII = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                let text = try makeString(bytes[contentStart..<index], from: contentStart, isASCII: isASCII)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw controlCharacterFailure(byte) }
            if byte >= 0x80 { isASCII = false }
            index += 1
        }
        guard index < bytes.count else {
            throw Failure(diagnostic: Diagnostic(.truncated, "This string is never closed with \(shown).", at: start))
        }
        var buffer = Array(bytes[contentStart..<index])
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                let text = try makeString(buffer[...], from: contentStart)
                index += 1
                return text
            }
            if byte < 0x20 { throw controlCharacterFailure(byte) }
            if byte == UInt8(ascii: "\\") {
                try appendEscape(to: &buffer)
            } else {
                buffer.append(byte)
                index += 1
            }
        }
        throw Failure(diagnostic: Diagnostic(.truncated, "This string is never closed with \(shown).", at: start))
    }

    func controlCharacterFailure(_ byte: UInt8) -> Failure {
        let name =
            byte == 0x0A
            ? "a line break"
            : byte == 0x09 ? "a tab" : "control character 0x" + String(byte, radix: 16, uppercase: true)
        return fail(.controlCharacter, "A string cannot contain \(name); write it as an escape such as \\n or \\t.")
    }

    mutating func appendEscape(to buffer: inout [UInt8]) throws(Failure) {
        let escapeStart = index
        index += 1
        guard index < bytes.count else { throw fail(.truncated, "The file ends inside an escape sequence.") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(byte)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "'") where options.isJSON5: buffer.append(byte)
        case UInt8(ascii: "v") where options.isJSON5: buffer.append(0x0B)
        case UInt8(ascii: "0") where options.isJSON5 && !(index < bytes.count && isDigit(bytes[index])):
            buffer.append(0)
        case UInt8(ascii: "\n") where options.isJSON5:  // a line continuation
            line += 1
            lineStart = index
        case UInt8(ascii: "\r") where options.isJSON5:
            if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
            line += 1
            lineStart = index
        case UInt8(ascii: "x") where options.isJSON5:
            var value: UInt8 = 0
            for _ in 0..<2 {
                guard index < bytes.count, let digit = hexDigit(bytes[index]) else {
                    throw Failure(
                        diagnostic: Diagnostic(
                            .badEscape, "A \\x escape needs two hexadecimal digits.", at: location(at: escapeStart)))
                }
                value = value << 4 | UInt8(digit)
                index += 1
            }
            buffer.append(contentsOf: Array(String(Character(Unicode.Scalar(value))).utf8))
        case UInt8(ascii: "u"):
            var scalar = try readHex4(escapeStart: escapeStart)
            if (0xD800...0xDBFF).contains(scalar) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                else {
                    throw Failure(
                        diagnostic: Diagnostic(
                            .badEscape,
                            "The escape \\u\(hex(scalar)) starts a surrogate pair but no low surrogate \\uDC00–\\uDFFF follows.",
                            at: location(at: escapeStart)))
                }
                index += 2
                let low = try readHex4(escapeStart: escapeStart)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw Failure(
                        diagnostic: Diagnostic(
                            .badEscape,
                            "The escape \\u\(hex(scalar)) must be followed by a low surrogate \\uDC00–\\uDFFF, not \\u\(hex(low)).",
                            at: location(at: escapeStart)))
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw Failure(
                    diagnostic: Diagnostic(
                        .badEscape, "The escape \\u\(hex(scalar)) is a lone low surrogate.",
                        at: location(at: escapeStart)))
            }
            guard let unicode = Unicode.Scalar(scalar) else {
                throw Failure(
                    diagnostic: Diagnostic(
                        .badEscape, "The escape \\u\(hex(scalar)) is not a Unicode scalar.",
                        at: location(at: escapeStart)))
            }
            buffer.append(contentsOf: Array(String(Character(unicode)).utf8))
        default:
            let shown =
                byte >= 0x21 && byte < 0x7F
                ? "\\\(Character(UnicodeScalar(byte)))"
                : "\\ followed by byte 0x\(String(byte, radix: 16, uppercase: true))"
            throw Failure(
                diagnostic: Diagnostic(
                    .badEscape, "'\(shown)' is not a JSON escape; use \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX.",
                    at: location(at: escapeStart)))
        }
    }

    mutating func readHex4(escapeStart: Int) throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw fail(.truncated, "The file ends inside a \\u escape.") }
            guard let digit = hexDigit(bytes[index]) else {
                throw Failure(
                    diagnostic: Diagnostic(
                        .badEscape, "A \\u escape needs four hexadecimal digits.", at: location(at: escapeStart)))
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    func makeString(_ slice: ArraySlice<UInt8>, from offset: Int, isASCII: Bool = false) throws(Failure) -> String {
        // ASCII is valid UTF-8 as it is. (`String(validating:)` on a slice takes a generic path
        // that looks up type metadata on every call: a tenth of loading a large set.)
        if isASCII { return slice.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) } }
        if let text = slice.withUnsafeBufferPointer({ String(validating: $0, as: UTF8.self) }) { return text }
        let bad = UTF8Validation.firstInvalidOffset(in: slice) ?? slice.startIndex
        // Escapes only produce valid UTF-8, so for escaped strings the offset is approximate;
        // the raw-bytes fast path (no escapes) gives the exact byte.
        let column = min(bad, index) - lineStart + 1
        throw Failure(
            diagnostic: Diagnostic(
                .invalidUTF8, "This string holds bytes that are not valid UTF-8; save the file as UTF-8.",
                at: SourceLocation(file: file, line: line, column: max(column, offset - lineStart + 1))))
    }

    mutating func parseNumber() throws(Failure) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw fail(index < bytes.count ? .badNumber : .truncated, "A '-' must be followed by digits.")
        }
        if bytes[index] == UInt8(ascii: "0"), index + 1 < bytes.count, isDigit(bytes[index + 1]) {
            throw fail(.badNumber, "Numbers cannot have leading zeros.")
        }
        skipDigits()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw fail(.badNumber, "A '.' in a number must be followed by digits.")
            }
            skipDigits()
        }
        try skipExponent()
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw Failure(
                diagnostic: Diagnostic(.badNumber, "The number \(text) is out of range.", at: location(at: start)))
        }
        return value
    }

    func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    mutating func skipDigits() { while index < bytes.count && isDigit(bytes[index]) { index += 1 } }

    /// An optional exponent (`e`, `E`, a sign, digits), in JSON and JSON5 alike.
    mutating func skipExponent() throws(Failure) {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") else {
            return
        }
        index += 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw fail(.badNumber, "An exponent must have digits.")
        }
        skipDigits()
    }
}

/// Finds where UTF-8 goes wrong, for precise error columns.
enum UTF8Validation {
    /// The offset of the first byte that does not start or continue a valid UTF-8 sequence.
    static func firstInvalidOffset(in bytes: ArraySlice<UInt8>) -> Int? {
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let lead = bytes[i]
            let length: Int
            switch lead {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return i
            }
            guard i + length <= bytes.endIndex else { return i }
            for k in 1..<length where bytes[i + k] & 0xC0 != 0x80 { return i }
            if length > 1 && String(validating: bytes[i..<(i + length)], as: UTF8.self) == nil { return i }
            i += length
        }
        return nil
    }
}
