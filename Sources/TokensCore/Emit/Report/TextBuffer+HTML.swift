/// HTML escaping into a `TextBuffer`: every piece of token text in the report goes through here.
extension TextBuffer {
    /// Token text: `& < > " '` escaped. The five are ASCII, and no byte of a multi-byte UTF-8
    /// character is below 0x80, so escaping by byte is escaping by character.
    mutating func escaped(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            for (index, byte) in utf8.enumerated() {
                let entity: StaticString
                switch byte {
                case UInt8(ascii: "&"): entity = "&amp;"
                case UInt8(ascii: "<"): entity = "&lt;"
                case UInt8(ascii: ">"): entity = "&gt;"
                case UInt8(ascii: "\""): entity = "&quot;"
                case UInt8(ascii: "'"): entity = "&#39;"
                default: continue
                }
                raw(UnsafeBufferPointer(rebasing: utf8[start..<index]))
                raw(UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
                start = index + 1
            }
            raw(UnsafeBufferPointer(rebasing: utf8[start...]))
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
