// MARK: - JSON5: unquoted keys and its number forms

extension JSONParser {
    /// An unquoted key (an ECMAScript identifier name: letters, digits, `$`, `_`, and any
    /// non-ASCII character), or nil when none starts here.
    mutating func parseIdentifier() -> String? {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            let isStart =
                byte == UInt8(ascii: "$") || byte == UInt8(ascii: "_") || byte >= 0x80
                || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            guard isStart || (index > start && isDigit(byte)) else { break }
            index += 1
        }
        guard index > start else { return nil }
        return String(validating: bytes[start..<index], as: UTF8.self)
    }

    /// A JSON5 number: JSON's, plus a leading `+`, `.5`, `5.`, hexadecimal `0x1F`. `Infinity` and
    /// `NaN` are JSON5 but no token value can be one, so they are reported.
    mutating func parseJSON5Number() throws(Failure) -> Double {
        let start = index
        var sign = 1.0
        if bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
            index += 1
        }
        guard index < bytes.count else { throw fail(.truncated, "A sign must be followed by a number.") }
        if bytes[index] == UInt8(ascii: "I") || bytes[index] == UInt8(ascii: "N") {
            let word = bytes[index] == UInt8(ascii: "I") ? "Infinity" : "NaN"
            try expectLiteral(word)
            throw Failure(
                diagnostic: Diagnostic(
                    .badNumber, "\(word) is JSON5 but not a value a token can hold; write a finite number.",
                    at: location(at: start)))
        }
        if bytes[index] == UInt8(ascii: "0"), index + 1 < bytes.count, bytes[index + 1] | 0x20 == UInt8(ascii: "x") {
            index += 2
            let digitsStart = index
            var value = 0.0
            while index < bytes.count, let digit = hexDigit(bytes[index]) {
                value = value * 16 + Double(digit)
                index += 1
            }
            guard index > digitsStart else { throw fail(.badNumber, "'0x' must be followed by hexadecimal digits.") }
            return sign * value
        }
        let digitsStart = index
        skipDigits()
        let integerDigits = index - digitsStart
        if integerDigits > 1, bytes[digitsStart] == UInt8(ascii: "0") {
            throw Failure(
                diagnostic: Diagnostic(.badNumber, "Numbers cannot have leading zeros.", at: location(at: digitsStart)))
        }
        var fractionDigits = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            skipDigits()
            fractionDigits = index - fractionStart
        }
        guard integerDigits + fractionDigits > 0 else { throw fail(.badNumber, "Expected digits in this number.") }
        try skipExponent()
        var text = String(decoding: bytes[digitsStart..<index], as: UTF8.self)
        if text.hasPrefix(".") { text = "0" + text }
        if let dot = text.firstIndex(of: "."),
            text.index(after: dot) == text.endIndex || "eE".contains(text[text.index(after: dot)])
        {
            text.insert("0", at: text.index(after: dot))
        }
        guard let value = Double(text), value.isFinite else {
            throw Failure(
                diagnostic: Diagnostic(
                    .badNumber, "The number \(String(decoding: bytes[start..<index], as: UTF8.self)) is out of range.",
                    at: location(at: start)))
        }
        return sign * value
    }
}
