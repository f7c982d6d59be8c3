/// `SwiftIdentifier.camel` for ASCII names, byte by byte: every token is named this way two or
/// three times a build (its Swift name, its group's, its colorset's), and ASCII names, nearly every
/// token's, need none of the Unicode tables the scalar form consults. Word bytes are `a-z`, `A-Z`
/// and `0-9`; an all-capitals word is `A-Z` only (a digit is not upper case).
enum ASCIICamel {
    static func camel(_ names: [String], upperFirstWord: Bool) -> String {
        var out: [UInt8] = []
        var word: [UInt8] = []
        var isFirstWord = true
        func finishWord() {
            guard let first = word.first else { return }
            if let last = out.last, isDigit(last), isDigit(first) { out.append(UInt8(ascii: "_")) }
            if isFirstWord && !upperFirstWord {
                let allCapitals = word.allSatisfy(isUpper)
                for (index, byte) in word.enumerated() { out.append(index == 0 || allCapitals ? lower(byte) : byte) }
            } else {
                for (index, byte) in word.enumerated() { out.append(index == 0 ? upper(byte) : byte) }
            }
            isFirstWord = false
            word.removeAll(keepingCapacity: true)
        }
        for name in names where name != "$root" {
            for byte in name.utf8 {
                if isDigit(byte) || isUpper(byte) || isLower(byte) { word.append(byte) } else { finishWord() }
            }
            finishWord()
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    private static func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    private static func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
    private static func upper(_ byte: UInt8) -> UInt8 { isLower(byte) ? byte - 0x20 : byte }
    static func lower(_ byte: UInt8) -> UInt8 { isUpper(byte) ? byte + 0x20 : byte }
}
