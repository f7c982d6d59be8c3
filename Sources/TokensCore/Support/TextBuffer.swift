/// Generated text built straight as UTF-8 bytes. A 30,000-token design system makes an 11 MB Swift
/// file and a 50 MB report: appending to one byte array costs a fraction of growing `String`s and
/// copying them over.
struct TextBuffer {
    private(set) var bytes: [UInt8] = []

    init(reserving capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// Text as it is (markup or code we wrote; token text goes through an escaping method).
    /// Disfavoured, so that a literal takes the `StaticString` form below.
    @_disfavoredOverload
    mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }

    /// Markup written as a literal, copied straight from the binary: at 30,000 tokens the report
    /// appends some two million literals, and each took twice as long through `String`'s bytes.
    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Another piece of text.
    mutating func raw(_ piece: TextBuffer) { bytes.append(contentsOf: piece.bytes) }

    /// One byte.
    mutating func byte(_ value: UInt8) { bytes.append(value) }

    /// Text made of bytes.
    mutating func raw(_ piece: some Sequence<UInt8>) { bytes.append(contentsOf: piece) }

    /// Every `byte` from `start` on replaced by `replacement` (both ASCII, so no character is split).
    mutating func replace(_ byte: UInt8, with replacement: UInt8, from start: Int) {
        for index in start..<bytes.count where bytes[index] == byte { bytes[index] = replacement }
    }

    /// A whole number in decimal.
    mutating func number(_ value: Int) {
        guard value >= 0 else {
            raw(String(value))
            return
        }
        // Digits written from the most significant down, without making a String.
        var divisor = 1
        while divisor <= value / 10 { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
    }

    /// A contrast ratio as `WCAG.display` writes it (`4.49`: hundredths, rounded down), without
    /// making a String: the report writes one for each of 40,000 pairs at 30,000 tokens.
    mutating func ratio(_ value: Double) {
        guard let whole = WCAG.hundredths(value) else { return raw(WCAG.display(value)) }
        hundredths(whole)
    }

    /// A count of hundredths as a decimal with two places (`449` is `4.49`); `whole` is not negative.
    mutating func hundredths(_ whole: Int) {
        number(whole / 100)
        bytes.append(UInt8(ascii: "."))
        bytes.append(UInt8(ascii: "0") + UInt8(whole % 100 / 10))
        bytes.append(UInt8(ascii: "0") + UInt8(whole % 10))
    }

    /// Two hex digits, uppercase unless told otherwise. Worked out, not looked up: a shared table
    /// is reference counted on every read, and both cores write hex at once.
    mutating func hexByte(_ value: UInt8, uppercase: Bool = true) {
        let letters: UInt8 = uppercase ? UInt8(ascii: "A") - 10 : UInt8(ascii: "a") - 10
        func digit(_ nibble: UInt8) -> UInt8 { nibble < 10 ? UInt8(ascii: "0") + nibble : letters + nibble }
        bytes.append(digit(value >> 4))
        bytes.append(digit(value & 0xF))
    }

    /// `prefix` (at most ten bytes: `#`, `c x`, `(hex: 0x`) then three bytes' hex digits
    /// (`1C1917`), uppercase unless told otherwise, appended at once: a colour went in as its
    /// prefix and six single-byte appends, each checking the buffer's room (the report writes
    /// some two million hex colours at 30,000 tokens, and an append costs about a hundred
    /// instructions however short).
    mutating func hexRGB(
        _ red: UInt8, _ green: UInt8, _ blue: UInt8, uppercase: Bool = true, after prefix: StaticString = ""
    ) {
        let letters: UInt8 = uppercase ? UInt8(ascii: "A") - 10 : UInt8(ascii: "a") - 10
        func digit(_ nibble: UInt8) -> UInt8 { nibble < 10 ? UInt8(ascii: "0") + nibble : letters + nibble }
        let lead = prefix.utf8CodeUnitCount
        precondition(lead <= 10, "a hex colour's prefix is at most ten bytes")
        var line: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &line) { room in
            let text = room.bindMemory(to: UInt8.self)
            guard let start = text.baseAddress else { return }
            start.update(from: prefix.utf8Start, count: lead)
            (text[lead], text[lead + 1]) = (digit(red >> 4), digit(red & 0xF))
            (text[lead + 2], text[lead + 3]) = (digit(green >> 4), digit(green & 0xF))
            (text[lead + 4], text[lead + 5]) = (digit(blue >> 4), digit(blue & 0xF))
            bytes.append(contentsOf: UnsafeBufferPointer(start: start, count: lead + 6))
        }
    }
}
