/// Which mode supplies each Apple appearance: `any` is the light mode (or the first mode when no
/// mode names an appearance); dark and the high-contrast variants are the modes that name them.
public struct AppearanceModes: Sendable {
    public let any: ResolvedTokenSet.ModeTokens
    public let dark: ResolvedTokenSet.ModeTokens?
    public let highContrast: ResolvedTokenSet.ModeTokens?
    public let darkHighContrast: ResolvedTokenSet.ModeTokens?

    /// Picks the modes; nil when the set has no mode at all.
    public init?(_ tokens: ResolvedTokenSet) {
        func mode(_ appearance: Appearance) -> ResolvedTokenSet.ModeTokens? { tokens.modes.first { $0.mode.appearance == appearance } }
        guard let any = mode(.light) ?? tokens.modes.first else { return nil }
        self.any = any
        dark = mode(.dark)
        highContrast = mode(.lightHighContrast)
        darkHighContrast = mode(.darkHighContrast)
    }

    /// The value of `path` in each appearance, nil where that appearance has no mode.
    public func colors(_ path: TokenPath) -> (any: ColorValue, dark: ColorValue?, highContrast: ColorValue?, darkHighContrast: ColorValue?)? {
        func color(_ mode: ResolvedTokenSet.ModeTokens?) -> ColorValue? {
            if case .color(let c)? = mode?.token(path)?.value { return c }
            return nil
        }
        guard let base = color(any) else { return nil }
        return (base, color(dark), color(highContrast), color(darkHighContrast))
    }
}
