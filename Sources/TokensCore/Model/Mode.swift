/// One of the four appearances an Apple asset catalog distinguishes.
public enum Appearance: String, Sendable, Hashable, CaseIterable, Codable {
    case light, dark, lightHighContrast, darkHighContrast

    /// True for the two increased-contrast appearances.
    public var isHighContrast: Bool { self == .lightHighContrast || self == .darkHighContrast }
    /// True for the two dark appearances.
    public var isDark: Bool { self == .dark || self == .darkHighContrast }

    /// The appearance a mode name says, or nil when the name says something else. Any case and
    /// separator, emoji and camel case: `light`, `Dark`, `light-hc`, `lightHighContrast`,
    /// `dark-high-contrast`, `Dark HC`, `increased-contrast`, `theme-dark`, `🌞 Brand Light`,
    /// `Insight Dark` → an appearance. A name that says no appearance, or one that is a variant of
    /// one (`dark-dimmed`, `light-colorblind`, `dark-tritanopia`, `wireframe`), or both light and
    /// dark → nil. Other words beside light or dark (a brand's name) are qualifiers.
    public init?(modeName: String) {
        var isLight = false
        var isDark = false
        var isHighContrast = false
        for word in Self.words(of: modeName) {
            switch word {
            case "light", "day", "lightmode": isLight = true
            case "dark", "night", "darkmode": isDark = true
            // "high" or "more" alone is a qualifier ("High Density"); with "contrast" it is the pair.
            case "hc", "contrast", "highcontrast", "increasedcontrast", "morecontrast": isHighContrast = true
            case _ where Self.variantWords.contains(word): return nil
            default: continue
            }
        }
        switch (isLight, isDark, isHighContrast) {
        case (true, false, false): self = .light
        case (false, true, false): self = .dark
        case (true, false, true), (false, false, true): self = .lightHighContrast
        case (false, true, true): self = .darkHighContrast
        default: return nil
        }
    }

    /// The appearance a name says when it says that and nothing else (`dark`, `light-hc`,
    /// `color-scheme-dark`), else nil: a key or a set named so is that appearance's.
    static func plainlyNamed(_ name: String) -> Appearance? {
        isPlainName(name) ? Appearance(modeName: name) : nil
    }

    /// True when the name says its appearance and nothing else (`dark-hc`, `Light High Contrast`,
    /// `theme-dark`), so nobody needs telling which appearance it is.
    static func isPlainName(_ name: String) -> Bool {
        words(of: name).allSatisfy(plainWords.contains) && name.allSatisfy { $0.isASCII }
    }

    /// The words a plain appearance name is made of.
    static let plainWords: Set<String> = [
        "light", "dark", "day", "night", "lightmode", "darkmode", "hc", "high", "contrast", "increased", "more",
        "highcontrast", "increasedcontrast", "morecontrast", "theme", "mode", "appearance", "color", "colors", "scheme",
    ]

    /// Words that make a mode a variant of an appearance rather than the appearance itself: dimmed
    /// and soft darks, colour-vision variants, low contrast, wireframes. (A `wireframe` beside
    /// modes that say an appearance is a whole look, which `Looks` builds as a brand.)
    static let variantWords: Set<String> = [
        "dim", "dimmed", "soft", "low", "reduced", "less", "colorblind", "colourblind", "protanopia", "deuteranopia",
        "tritanopia", "achromatopsia", "monochrome", "grayscale", "greyscale", "wireframe", "print",
    ]

    /// Lower-cased words split at separators and camel-case humps.
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousWasLower = false
        for ch in name {
            if !(ch.isLetter || ch.isNumber) {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousWasLower = false
                continue
            }
            if ch.isUppercase && previousWasLower && !current.isEmpty {
                words.append(current)
                current = ""
            }
            current += ch.lowercased()
            previousWasLower = ch.isLowercase || ch.isNumber
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}

/// A named set of token values: `light`, `dark`, `light-hc`, or `default` when there are no modes.
public struct Mode: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The name as written in the token files.
    public let name: String
    /// The Apple appearance the name says, if it says one.
    public let appearance: Appearance?

    /// Creates a mode, recognising its appearance from the name.
    public init(_ name: String) {
        self.name = name
        self.appearance = Appearance(modeName: name)
    }

    /// Creates a mode with the appearance given (the config's `modes` mapping), nil for none.
    public init(_ name: String, appearance: Appearance?) {
        self.name = name
        self.appearance = appearance
    }

    /// The single mode of a token set that declares none.
    public static let `default` = Mode("default")

    public var description: String { name }

    /// Appearance modes first in the order light, dark, light HC, dark HC; then the others by name.
    public static func < (lhs: Mode, rhs: Mode) -> Bool {
        let order = { (m: Mode) in
            m.appearance.map { Appearance.allCases.firstIndex(of: $0) ?? 0 } ?? Appearance.allCases.count
        }
        return (order(lhs), lhs.name) < (order(rhs), rhs.name)
    }
}
