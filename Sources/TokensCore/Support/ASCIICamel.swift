/// `SwiftIdentifier.camel` for ASCII names, byte by byte: every token is named this way two or
/// three times a build (its Swift name, its group's, its colorset's), and ASCII names, nearly every
/// token's, need none of the Unicode tables the scalar form consults. Word bytes are `a-z`, `A-Z`
/// and `0-9`; an all-capitals word is `A-Z` only (a digit is not upper case).
enum ASCIICamel {
    /// The words of `names` (all ASCII) joined in camel case. Each word is read where it is in its
    /// name and written straight into the result, made at its final size: collecting each word
    /// into an array first took some 2,500 instructions a name list (callgrind, 30,000 tokens).
    static func camel(_ names: [String], upperFirstWord: Bool) -> String {
        // A word is at least one byte and adds at most one `_` before it: twice the bytes is room.
        var room = 0
        for name in names { room += name.utf8.count }
        return String(unsafeUninitializedCapacity: 2 * room) { out in
            var written = Written()
            for name in names where name != "$root" {
                var name = name
                name.withUTF8 { bytes in
                    var start = 0
                    for index in 0..<bytes.count where !isWordByte(bytes[index]) {
                        put(bytes, start, index, upperFirstWord: upperFirstWord, into: out, &written)
                        start = index + 1
                    }
                    put(bytes, start, bytes.count, upperFirstWord: upperFirstWord, into: out, &written)
                }
            }
            return written.count
        }
    }

    /// How much of the result is written, and whether a word has been.
    private struct Written {
        var count = 0
        var isFirstWord = true
    }

    /// The word `bytes[start..<end]` written at `written.count`, by integer offsets (a slice's
    /// `indices` is a generic call into the standard library) and through `inout` (variables a
    /// nested function captures are checked for exclusive access on every use).
    private static func put(
        _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, upperFirstWord: Bool,
        into out: UnsafeMutableBufferPointer<UInt8>, _ written: inout Written
    ) {
        guard start < end else { return }
        var count = written.count
        if count > 0, isDigit(out[count - 1]), isDigit(bytes[start]) {
            out[count] = UInt8(ascii: "_")
            count += 1
        }
        let lowersFirst = written.isFirstWord && !upperFirstWord
        var lowersAll = lowersFirst
        if lowersAll {
            for index in start..<end where !isUpper(bytes[index]) {
                lowersAll = false
                break
            }
        }
        out[count] = lowersFirst ? lower(bytes[start]) : upper(bytes[start])
        count += 1
        for index in (start + 1)..<end {
            out[count] = lowersAll ? lower(bytes[index]) : bytes[index]
            count += 1
        }
        written = Written(count: count, isFirstWord: false)
    }

    private static func isWordByte(_ byte: UInt8) -> Bool { isDigit(byte) || isUpper(byte) || isLower(byte) }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    private static func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    private static func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
    private static func upper(_ byte: UInt8) -> UInt8 { isLower(byte) ? byte - 0x20 : byte }
    static func lower(_ byte: UInt8) -> UInt8 { isUpper(byte) ? byte + 0x20 : byte }
}
