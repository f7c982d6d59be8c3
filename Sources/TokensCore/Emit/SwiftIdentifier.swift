/// Turning token names into Swift identifiers.
public enum SwiftIdentifier {
    static let keywords: Set<String> = SwiftReservedNames.keywords

    /// Words of the names: split at anything not a letter, digit or combining mark of any script
    /// (`on-primary` → on, primary); a DTCG `$root` token takes its group's name (`border.$root` →
    /// `border`). Read by Unicode scalar, not by grapheme: 30,000 names are split per build.
    static func words(_ names: [String]) -> [String] {
        names.filter { $0 != "$root" }.flatMap { name in
            name.unicodeScalars.split { !isWordScalar($0) }.map { String(String.UnicodeScalarView($0)) }
        }
    }

    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || isDigit(scalar)
        }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return properties.isAlphabetic || properties.numericType != nil
        }
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar >= "0" && scalar <= "9" : scalar.properties.numericType != nil
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
        let parts = words(names)
        guard let first = parts.first else { return "" }
        return join(upperFirstWord ? upperFirst(first) : lowerFirst(first), parts.dropFirst().map(upperFirst))
    }

    static func startsWithNumber(_ text: String) -> Bool { text.unicodeScalars.first.map(isDigit) ?? false }

    /// Joins words, keeping `_` where two digits would otherwise run together (`1_5x` ≠ `15x`).
    static func join<S: Sequence>(_ first: String, _ rest: S) -> String where S.Element == String {
        var text = first
        for word in rest {
            if let last = text.unicodeScalars.last, let next = word.unicodeScalars.first, isDigit(last), isDigit(next) {
                text += "_"
            }
            text += word
        }
        return text
    }

    static func upperFirst(_ s: String) -> String { s.prefix(1).uppercased() + s.dropFirst() }

    /// The first letter lowered, or the whole word when it is all capitals: "HC" → "hc", "URLPath"
    /// → "uRLPath" (an acronym stays readable).
    static func lowerFirst(_ s: String) -> String {
        s.unicodeScalars.allSatisfy(\.properties.isUppercase)
            ? s.lowercased() : s.prefix(1).lowercased() + s.dropFirst()
    }
}
