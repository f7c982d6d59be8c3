/// Turning token names into Swift identifiers.
public enum SwiftIdentifier {
    static let keywords: Set<String> = SwiftReservedNames.keywords

    /// True for a scalar a word is made of: a letter, digit or combining mark of any script that
    /// Swift's grammar allows in an identifier. Names are split into words at every other scalar
    /// (`on-primary` → on, primary).
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || isDigit(scalar)
        }
        let properties = scalar.properties
        let isLetterOrMark: Bool
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: isLetterOrMark = true
        default: isLetterOrMark = properties.isAlphabetic || properties.numericType != nil
        }
        return isLetterOrMark && isIdentifierCharacter(scalar)
    }

    /// Scalars dropped from names: default-ignorable ones (variation selectors such as U+FE0E that
    /// Figma leaves after emoji, zero-width joiners and spaces, soft hyphens) and format characters
    /// (bidirectional marks, the byte-order mark), invisible in the name as written. Swift would
    /// accept some of them in an identifier, where nobody could see or type them.
    static func isIgnored(_ scalar: Unicode.Scalar) -> Bool {
        guard !scalar.isASCII else { return false }
        let properties = scalar.properties
        return properties.isDefaultIgnorableCodePoint || properties.generalCategory == .format
    }

    /// Swift's identifier-head (The Swift Programming Language, Lexical Structure: Identifiers).
    static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x80 {
            return (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A) || v == 0x5F
        }
        return identifierHeadRanges.contains { $0.contains(v) }
    }

    /// Swift's identifier-character: a head, a digit, or a combining mark of four ranges.
    static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v >= 0x30 && v <= 0x39 { return true }
        if (0x0300...0x036F).contains(v) || (0x1DC0...0x1DFF).contains(v) || (0x20D0...0x20FF).contains(v)
            || (0xFE20...0xFE2F).contains(v)
        {
            return true
        }
        return isIdentifierHead(scalar)
    }

    /// The non-ASCII ranges of identifier-head.
    static let identifierHeadRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6,
        0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF,
        0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF,
        0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007,
        0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F,
        0xFE30...0xFE44, 0xFE47...0xFFFD, 0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD,
        0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD, 0x90000...0x9FFFD,
        0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD, 0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar >= "0" && scalar <= "9" : scalar.properties.numericType != nil
    }

    /// `bg.primary` → `bgPrimary`; a leading digit gets `_` (`_50`); keywords are escaped (`` `default` ``).
    public static func lowerCamel(_ names: [String]) -> String {
        var text = camel(names, upperFirstWord: false)
        if text.isEmpty { return "unnamed" }
        if startsWithNumber(text) || !startsWithIdentifierHead(text) { text = "_" + text }
        return keywords.contains(text) ? "`\(text)`" : text
    }

    /// `touch-target` → `TouchTarget`. A name that is reserved (`Type`, `Self`, SwiftUI's `Color`,
    /// see `SwiftReservedNames`) takes a `Tokens` suffix: `DesignTokens.Color` would hide SwiftUI's
    /// `Color` inside `DesignTokens`, `DesignTokens.Type` would mean the metatype.
    public static func upperCamel(_ names: [String]) -> String {
        let text = camel(names, upperFirstWord: true)
        if text.isEmpty { return "Unnamed" }
        if SwiftReservedNames.isReservedType(text) { return text + "Tokens" }
        return startsWithNumber(text) || !startsWithIdentifierHead(text) ? "_" + text : text
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
        names.allSatisfy(\.isASCIIText)
            ? ASCIICamel.camel(names, upperFirstWord: upperFirstWord)
            : camelByScalars(names, upperFirstWord: upperFirstWord)
    }

    /// `camel(_:upperFirstWord:)` scalar by scalar, for names in any script (and, in tests, the
    /// reference the ASCII form is checked against).
    static func camelByScalars(_ names: [String], upperFirstWord: Bool) -> String {
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
            for scalar in name.unicodeScalars where !isIgnored(scalar) {
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

    /// True when the first scalar may start a Swift identifier (not a digit or a combining mark).
    static func startsWithIdentifierHead(_ text: String) -> Bool {
        text.unicodeScalars.first.map(isIdentifierHead) ?? false
    }

}
