/// Which mode supplies each Apple appearance: `any` is the light mode (or the first mode when no
/// mode names an appearance); dark and the high-contrast variants are the modes that name them.
public struct AppearanceModes: Sendable {
    /// A colour in every appearance: `any` always, the others where their mode exists.
    public typealias Colors = (
        any: ColorValue, dark: ColorValue?, highContrast: ColorValue?, darkHighContrast: ColorValue?
    )

    public let any: ResolvedTokenSet.ModeTokens
    public let dark: ResolvedTokenSet.ModeTokens?
    public let highContrast: ResolvedTokenSet.ModeTokens?
    public let darkHighContrast: ResolvedTokenSet.ModeTokens?

    /// Picks the modes; nil when the set has no mode at all.
    public init?(_ tokens: ResolvedTokenSet) {
        func mode(_ appearance: Appearance) -> ResolvedTokenSet.ModeTokens? {
            tokens.modes.first { $0.mode.appearance == appearance }
        }
        guard let any = mode(.light) ?? tokens.modes.first else { return nil }
        self.any = any
        dark = mode(.dark)
        highContrast = mode(.lightHighContrast)
        darkHighContrast = mode(.darkHighContrast)
    }

    /// The value of `path` in each appearance, nil where that appearance has no mode.
    public func colors(_ path: TokenPath) -> Colors? { colors(path, near: nil) }

    /// `colors(path)`, each mode's token looked for first at `hint` (where `path` sits in `any`).
    func colors(_ path: TokenPath, near hint: Int?) -> Colors? {
        guard let base = any.color(path, near: hint) else { return nil }
        return (
            base, dark?.color(path, near: hint), highContrast?.color(path, near: hint),
            darkHighContrast?.color(path, near: hint)
        )
    }

    /// A token's values in the dark, high-contrast and dark high-contrast modes.
    typealias OtherValues = (dark: TokenValue?, highContrast: TokenValue?, darkHighContrast: TokenValue?)

    /// The value of `path` in the dark, high-contrast and dark high-contrast modes when it has the
    /// type `type` there (nil where that appearance has no mode, the mode lacks the token, or its
    /// value there is of another type), looked for first at `hint`.
    func otherValues(_ path: TokenPath, near hint: Int?, ofType type: TokenType?) -> OtherValues {
        func value(_ mode: ResolvedTokenSet.ModeTokens?) -> TokenValue? {
            guard let mode, let index = mode.index(of: path, near: hint), mode.tokens[index].value.type == type
            else { return nil }
            return mode.tokens[index].value
        }
        return (value(dark), value(highContrast), value(darkHighContrast))
    }

    /// The value each appearance shows, by the one rule the asset catalog and the generated
    /// `TokenAppearances` follow (the order in which Apple's catalogs match traits): dark and light
    /// high contrast fall back to any; dark high contrast to dark, then to light high contrast, then
    /// to any. `values` are the modes' own values (nil: no such mode).
    static func resolved<Value>(
        _ values: (any: Value, dark: Value?, highContrast: Value?, darkHighContrast: Value?), _ appearance: Appearance
    ) -> Value {
        switch appearance {
        case .light: return values.any
        case .dark: return values.dark ?? values.any
        case .lightHighContrast: return values.highContrast ?? values.any
        case .darkHighContrast:
            // Unwrapped one by one: each `??` captured the whole tuple in a closure, which copied
            // the four colours for every colour the Swift emitter declares.
            if let value = values.darkHighContrast { return value }
            if let value = values.dark { return value }
            if let value = values.highContrast { return value }
            return values.any
        }
    }

    /// The fewest values that, resolved by the same rule, show in every appearance what the modes
    /// give it: an appearance equal to what it would fall back to is nil (it need not be written),
    /// and dark high contrast is written whenever leaving out dark would change where it falls.
    static func withoutFallbacks<Value: Equatable>(
        _ values: (any: Value, dark: Value?, highContrast: Value?, darkHighContrast: Value?)
    ) -> (any: Value, dark: Value?, highContrast: Value?, darkHighContrast: Value?) {
        // Written out rather than mapped over the appearances, and without closures: each one
        // captured (so copied) the four values, for each of 20,000 colours.
        var dark: Value?
        if let value = values.dark, value != values.any { dark = value }
        var high: Value?
        if let value = values.highContrast, value != values.any { high = value }
        let both = resolved(values, .darkHighContrast)
        let fallsTo: Value
        if let dark { fallsTo = dark } else if let high { fallsTo = high } else { fallsTo = values.any }
        return (values.any, dark, high, both == fallsTo ? nil : both)
    }

    /// The colours a colorset holds: one entry per mode, and, for a brand with light high contrast
    /// but no dark modes, a dark high-contrast entry with the high-contrast value, so that whichever
    /// order a catalog tries dark and high contrast in, dark with Increase Contrast shows it.
    static func catalogEntries(_ colors: Colors) -> Colors {
        guard colors.dark == nil, colors.darkHighContrast == nil, let high = colors.highContrast else { return colors }
        return (colors.any, nil, high, high)
    }
}
