/// HTML escaping into a `TextBuffer`: every piece of token text in the report goes through here.
extension TextBuffer {
    /// Token text: `& < > " '` escaped. The five are ASCII, and no byte of a multi-byte UTF-8
    /// character is below 0x80, so escaping by byte is escaping by character.
    mutating func escaped(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            for (index, byte) in utf8.enumerated() {
                guard let entity = Self.entity(byte) else { continue }
                raw(UnsafeBufferPointer(rebasing: utf8[start..<index]))
                raw(UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
                start = index + 1
            }
            raw(UnsafeBufferPointer(rebasing: utf8[start...]))
        }
    }

    /// The entity that stands for `byte` in HTML text and attribute values; nil when it stands as it is.
    static func entity(_ byte: UInt8) -> StaticString? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&#39;"
        default: nil
        }
    }

    /// ` name="value"`, the value escaped.
    mutating func attribute(_ name: String, _ value: String) {
        byte(UInt8(ascii: " "))
        raw(name)
        byte(UInt8(ascii: "="))
        byte(UInt8(ascii: "\""))
        escaped(value)
        byte(UInt8(ascii: "\""))
    }
}
