/// Report text built straight as UTF-8 bytes. A 30,000-token report is about 50 MB: appending to
/// a byte array and escaping token text byte by byte on the way in costs a fraction of growing
/// `String`s and copying them over.
struct HTMLBytes {
    private(set) var bytes: [UInt8] = []

    init(reserving capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// Markup we wrote ourselves: appended as it is.
    mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }

    /// Another piece of the page.
    mutating func raw(_ piece: HTMLBytes) { bytes.append(contentsOf: piece.bytes) }

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
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                bytes.append(contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
                start = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
    }

    /// ` name="value"`, the value escaped.
    mutating func attribute(_ name: String, _ value: String) {
        bytes.append(UInt8(ascii: " "))
        raw(name)
        bytes.append(contentsOf: [UInt8(ascii: "="), UInt8(ascii: "\"")])
        escaped(value)
        bytes.append(UInt8(ascii: "\""))
    }

    /// A whole number in decimal.
    mutating func number(_ value: Int) {
        guard value >= 10 || value < 0 else { bytes.append(UInt8(ascii: "0") + UInt8(value)); return }
        raw(String(value))
    }

    /// Two uppercase hex digits.
    mutating func hexByte(_ value: UInt8) {
        bytes.append(Self.hexDigits[Int(value >> 4)])
        bytes.append(Self.hexDigits[Int(value & 0xF)])
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)
}
