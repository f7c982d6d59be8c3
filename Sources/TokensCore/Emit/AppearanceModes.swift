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
        func color(_ mode: ResolvedTokenSet.ModeTokens?) -> ColorValue? {
            if case .color(let c)? = mode?.value(path, near: hint) { return c }
            return nil
        }
        guard let base = color(any) else { return nil }
        return (base, color(dark), color(highContrast), color(darkHighContrast))
    }
}
