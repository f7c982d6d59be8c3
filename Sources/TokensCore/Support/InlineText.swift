/// An optional string held in eight bytes, so a value that holds one stays trivially copyable.
/// A colour's hex fallback is the case: a `String?` made every copy of a colour (millions at
/// 30,000 tokens, alone and inside appearance tuples) go through the runtime's value witnesses.
/// ASCII text of up to seven bytes (every `#rrggbb`) is held in place; any other text is numbered
/// once for the life of the process and held by its number, so nothing is ever dropped or changed.
struct InlineText: Hashable, Sendable {
    /// 0 for nil. Else the top byte is the kind: 1…8 for ASCII of 0…7 bytes, held in the low seven
    /// bytes from the lowest up; `numbered` for other text, whose number is the low seven bytes.
    private let bits: UInt64

    private static let numbered: UInt64 = 0xFF

    /// `text` held inline when it can be, else by its number.
    init(_ text: String?) {
        guard let text else {
            bits = 0
            return
        }
        var packed: UInt64 = 0
        var count: UInt64 = 0
        for byte in text.utf8 {
            guard count < 7, byte < 0x80 else {
                bits = Self.numbered << 56 | NumberedTexts.number(of: text)
                return
            }
            packed |= UInt64(byte) << (8 * count)
            count += 1
        }
        bits = (count + 1) << 56 | packed
    }

    /// `#rrggbb` in lowercase for three 8-bit channels, made in place (a large set parses tens of
    /// thousands of hex colours a mode).
    init(hexRed red: UInt8, green: UInt8, blue: UInt8) {
        func digits(_ byte: UInt8) -> UInt64 {
            func digit(_ nibble: UInt8) -> UInt64 { UInt64(nibble < 10 ? 0x30 + nibble : 0x57 + nibble) }
            return digit(byte >> 4) | digit(byte & 0xF) << 8
        }
        let text = UInt64(UInt8(ascii: "#")) | digits(red) << 8 | digits(green) << 24 | digits(blue) << 40
        bits = 8 << 56 | text
    }

    /// The text as given.
    var string: String? {
        let kind = bits >> 56
        if kind == 0 { return nil }
        if kind == Self.numbered { return NumberedTexts.text(numbered: bits & 0x00FF_FFFF_FFFF_FFFF) }
        let count = Int(kind - 1)
        return String(unsafeUninitializedCapacity: count) { buffer in
            for index in 0..<count { buffer[index] = UInt8(truncatingIfNeeded: bits >> (8 * index)) }
            return count
        }
    }

    /// Equal as `String` is: canonically equivalent texts are equal however they are held.
    static func == (lhs: InlineText, rhs: InlineText) -> Bool {
        if lhs.bits == rhs.bits { return true }
        if lhs.bits >> 56 != Self.numbered && rhs.bits >> 56 != Self.numbered { return false }
        return lhs.string == rhs.string
    }

    /// Hashed as the `String?` it holds, so equal texts hash alike however they are held.
    func hash(into hasher: inout Hasher) {
        hasher.combine(string)
    }
}

/// The texts `InlineText` cannot hold in place, each numbered once for the life of the process
/// by its bytes (canonically equivalent texts with other bytes get their own number, so each
/// reads back as it was given).
private enum NumberedTexts {
    private static let texts = NumberedTable<[UInt8], String>()

    /// The number of `text`, given on first use.
    static func number(of text: String) -> UInt64 { UInt64(texts.number(of: Array(text.utf8), value: text)) }

    /// The text numbered `number`.
    static func text(numbered number: UInt64) -> String { texts.value(numbered: Int(number)) }
}
