/// Turning token names into Swift identifiers.
public enum SwiftIdentifier {
    static let keywords: Set<String> = SwiftReservedNames.keywords

    /// Words of the names: split at anything not a letter or digit (`on-primary` → on, primary);
    /// a DTCG `$root` token takes its group's name (`border.$root` → `border`). ASCII names (nearly
    /// all) are split by bytes; others by Unicode letters and numbers.
    static func words(_ names: [String]) -> [String] {
        var words: [String] = []
        for name in names where name != "$root" {
            if name.utf8.allSatisfy({ $0 < 0x80 }) {
                if name.utf8.allSatisfy(isASCIILetterOrDigit) { words.append(name); continue }
                words += name.utf8.split { !isASCIILetterOrDigit($0) }.map { String(Substring($0)) }
            } else {
                words += name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
            }
        }
        return words
    }

    static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }

    /// `bg.primary` → `bgPrimary`; a leading digit gets `_` (`_50`); keywords are escaped (`` `default` ``).
    public static func lowerCamel(_ names: [String]) -> String {
        var text = camel(names, upperFirstWord: false)
        if text.isEmpty { return "unnamed" }
        if startsWithNumber(text) { text = "_" + text }
        return keywords.contains(text) ? "`\(text)`" : text
    }

    /// `touch-target` → `TouchTarget`. A name that is reserved (`Type`, `Self`, SwiftUI's `Color`,
    /// see `SwiftReservedNames`) takes a `Tokens` suffix: `DesignTokens.Color` would hide SwiftUI's
    /// `Color` inside `DesignTokens`, `DesignTokens.Type` would mean the metatype.
    public static func upperCamel(_ names: [String]) -> String {
        let text = camel(names, upperFirstWord: true)
        if text.isEmpty { return "Unnamed" }
        if SwiftReservedNames.isReservedType(text) { return text + "Tokens" }
        return startsWithNumber(text) ? "_" + text : text
    }

    /// The asset-catalog name: lower camel case without escaping (`bgPrimary`, `accent50`).
    public static func assetName(_ names: [String]) -> String {
        let text = camel(names, upperFirstWord: false)
        return text.isEmpty ? "color" : text
    }

    /// The words joined: the first lowered (`lowerFirst`) or raised, the others raised, and `_`
    /// where two digits would otherwise run together (`1_5x` ≠ `15x`). Empty when there are no words.
    static func camel(_ names: [String], upperFirstWord: Bool) -> String {
        asciiCamel(names, upperFirstWord: upperFirstWord) ?? unicodeCamel(names, upperFirstWord: upperFirstWord)
    }

    /// `camel` for any names, by Unicode letters and numbers.
    static func unicodeCamel(_ names: [String], upperFirstWord: Bool) -> String {
        let parts = words(names)
        guard let first = parts.first else { return "" }
        return join(upperFirstWord ? upperFirst(first) : lowerFirst(first), parts.dropFirst().map(upperFirst))
    }

    /// `camel` byte by byte, for names that are all ASCII (nearly all are); nil for the others.
    /// A design system's 30,000 constants and colorset names are made this way.
    static func asciiCamel(_ names: [String], upperFirstWord: Bool) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(32)
        var words = 0
        func finish(_ start: Int) {
            let word = out[start...]
            if words == 0 && !upperFirstWord {
                if word.allSatisfy(isASCIIUppercase) {
                    for index in word.indices { out[index] |= 0x20 }
                } else if isASCIIUppercase(out[start]) {
                    out[start] |= 0x20
                }
            } else if out[start] >= 0x61 && out[start] <= 0x7A {
                out[start] -= 0x20
            }
            words += 1
        }
        for name in names where name != "$root" {
            guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
            var start: Int?
            for byte in name.utf8 {
                if isASCIILetterOrDigit(byte) {
                    if start == nil {
                        if isASCIIDigit(byte), out.last.map(isASCIIDigit) == true { out.append(UInt8(ascii: "_")) }
                        start = out.count
                    }
                    out.append(byte)
                } else if let begun = start {
                    finish(begun)
                    start = nil
                }
            }
            if let begun = start { finish(begun) }
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func startsWithNumber(_ text: String) -> Bool {
        guard let byte = text.utf8.first else { return false }
        return byte < 0x80 ? isASCIIDigit(byte) : text.first?.isNumber == true
    }

    static func isASCIIDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func isASCIIUppercase(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }

    /// Joins words, keeping `_` where two digits would otherwise run together (`1_5x` ≠ `15x`).
    static func join<S: Sequence>(_ first: String, _ rest: S) -> String where S.Element == String {
        var text = first
        for word in rest {
            if text.last?.isNumber == true, word.first?.isNumber == true { text += "_" }
            text += word
        }
        return text
    }

    static func upperFirst(_ s: String) -> String {
        guard let first = s.utf8.first, first < 0x80 else { return s.prefix(1).uppercased() + s.dropFirst() }
        guard first >= 0x61, first <= 0x7A else { return s }
        return String(UnicodeScalar(first - 0x20)) + s.dropFirst()
    }

    static func lowerFirst(_ s: String) -> String {
        // Keep acronyms readable: "HC" → "hc", "URLPath" stays as written after its first letter.
        if s.utf8.allSatisfy({ $0 < 0x80 }) {
            if s.utf8.allSatisfy({ $0 >= 0x41 && $0 <= 0x5A }) { return s.lowercased() }
            guard let first = s.utf8.first, first >= 0x41, first <= 0x5A else { return s }
            return String(UnicodeScalar(first + 0x20)) + s.dropFirst()
        }
        return s.allSatisfy { $0.isUppercase } ? s.lowercased() : s.prefix(1).lowercased() + s.dropFirst()
    }
}
