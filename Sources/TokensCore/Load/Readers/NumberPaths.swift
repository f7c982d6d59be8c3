/// Untyped number strings whose path says what they are. Style Dictionary and Tokens Studio never
/// type a value: `"400"` under `font.weight` or `"0.04"` under `opacity` is passed on as written
/// and used where CSS or their transforms expect a number. Read off the value alone such a string
/// would be a string; its path names the property, so it is that number:
///
/// - a path with the word `fontWeight`, or `weight` with `font`, `text` or `typography` before it
///   (`font.weight.base`, `kui-font-weight-regular`), is a font weight when the number is 1 to 1000;
/// - `opacity`, `lineHeight` (also `line-height`, `lineheight`), `zIndex` (`z-index`) and a
///   `weight` without a font word are numbers.
///
/// Only a plain decimal is read (`400`, `0.04`, `-1`, `.5`): no unit (`"16px"` is a dimension as
/// before), exponent, sign `+`, space or other text, so `"400 Sans"` or `"1.0.2"` stay strings, and
/// a path that names none of these properties (`version`) keeps `"1.0"` a string.
enum NumberPaths {
    /// The type `value`, an untyped string at `path`, has by the rule above; nil when it is no plain
    /// decimal or the path names no numeric property.
    static func type(of value: JSONNode, at path: TokenPath) -> TokenType? {
        guard let text = value.string, let number = plainDecimal(text) else { return nil }
        let words = path.components.flatMap(Self.words)
        var sawFont = false
        var found: TokenType?
        for (index, word) in words.enumerated() {
            let next = index + 1 < words.count ? words[index + 1] : ""
            switch word {
            case "font", "text", "typography": sawFont = true
            case "fontweight", "fontweights": found = .fontWeight
            case "weight", "weights": found = sawFont ? .fontWeight : (found ?? .number)
            case "opacity", "opacities", "lineheight", "lineheights", "zindex": found = found ?? .number
            case "line" where next == "height" || next == "heights": found = found ?? .number
            case "z" where next == "index": found = found ?? .number
            default: break
            }
        }
        if found == .fontWeight, !(1...1000).contains(number) { return .number }
        return found
    }

    /// `text` as a number when it is wholly a plain decimal: an optional `-`, digits, and an
    /// optional fraction (`400`, `0.04`, `.5`); nil otherwise.
    static func plainDecimal(_ text: String) -> Double? {
        var digits = text.utf8[...]
        if digits.first == UInt8(ascii: "-") { digits = digits.dropFirst() }
        let parts = digits.split(separator: UInt8(ascii: "."), maxSplits: 1, omittingEmptySubsequences: false)
        guard !digits.isEmpty, digits.count <= 40,
            parts.allSatisfy({ $0.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } }),
            parts.contains(where: { !$0.isEmpty }), parts.last?.isEmpty == false
        else { return nil }
        return Double(text)
    }

    /// A path name's words, lower-cased: split at anything but letters and digits and where a
    /// lower-case letter meets an upper-case one (`fontWeight-base` → font, weight, base).
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousIsLower = false
        for character in name {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousIsLower = false
                continue
            }
            if character.isUppercase, previousIsLower, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current += character.lowercased()
            previousIsLower = character.isLowercase || character.isNumber
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
