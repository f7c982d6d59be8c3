/// Turning token names into Swift identifiers.
public enum SwiftIdentifier {
    static let keywords: Set<String> = SwiftReservedNames.keywords

    /// True for a scalar a word is made of: a letter, digit or combining mark of any script. Names
    /// are split into words at every other scalar (`on-primary` → on, primary).
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

    /// The words joined: the first lowered (all of it when it is all capitals: `HC` → `hc`, else its
    /// first letter: `URLPath` → `uRLPath`) or raised, the others raised, and `_` where two digits
    /// would otherwise run together (`1_5x` ≠ `15x`). A DTCG `$root` token takes its group's name
    /// (`border.$root` → `border`). Empty when there are no words. One pass over
    /// the scalars of every script, into one string: a build names every token this way.
    static func camel(_ names: [String], upperFirstWord: Bool) -> String {
        var out = String.UnicodeScalarView()
        var word: [Unicode.Scalar] = []
        var isFirstWord = true
        func finishWord() {
            guard let first = word.first else { return }
            if let last = out.last, isDigit(last), isDigit(first) { out.append("_") }
            if isFirstWord && !upperFirstWord {
                let allCapitals = word.allSatisfy(\.properties.isUppercase)
                for (index, scalar) in word.enumerated() {
                    appendMapping(of: scalar, upper: false, changes: index == 0 || allCapitals, into: &out)
                }
            } else {
                for (index, scalar) in word.enumerated() {
                    appendMapping(of: scalar, upper: true, changes: index == 0, into: &out)
                }
            }
            isFirstWord = false
            word.removeAll(keepingCapacity: true)
        }
        for name in names where name != "$root" {
            for scalar in name.unicodeScalars {
                if isWordScalar(scalar) { word.append(scalar) } else { finishWord() }
            }
            finishWord()
        }
        return String(out)
    }

    /// `scalar`, raised or lowered when `changes`, appended to `out`.
    static func appendMapping(
        of scalar: Unicode.Scalar, upper: Bool, changes: Bool, into out: inout String.UnicodeScalarView
    ) {
        guard changes else { return out.append(scalar) }
        if scalar.isASCII {
            let value = scalar.value
            let isLower = value >= 0x61 && value <= 0x7A
            let isUpper = value >= 0x41 && value <= 0x5A
            if upper && isLower { return out.append(Unicode.Scalar(UInt8(value - 0x20))) }
            if !upper && isUpper { return out.append(Unicode.Scalar(UInt8(value + 0x20))) }
            return out.append(scalar)
        }
        let mapped = upper ? scalar.properties.uppercaseMapping : scalar.properties.lowercaseMapping
        out.append(contentsOf: mapped.unicodeScalars)
    }

    static func startsWithNumber(_ text: String) -> Bool { text.unicodeScalars.first.map(isDigit) ?? false }

}
