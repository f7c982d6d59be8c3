/// A colour that stays put between light and dark while the colour it is declared with changes, so
/// that in one of the two appearances the pair all but vanishes: a hover background kept light
/// under text that turns light in dark, a muted text colour made for dark left as it is in light.
///
/// Measured on every declared contrast pair, in every mode the pair's `modes` leave out too (the
/// colour is shown in every appearance), between each light mode and the dark mode of the same
/// contrast (`light` and `dark`, `light-hc` and `dark-hc`). A side is flagged when
/// - it is the same in both (ΔE OK under `sameDeltaE`, one just-noticeable difference),
/// - its partner is not (ΔE OK at least `changedDeltaE`), and
/// - in one of the two appearances the pair is under `vanishedRatio` in contrast.
/// A colour kept on purpose in both appearances (a brand gold, a status red) stays readable on
/// both backgrounds and is not flagged; one left behind meets its partner on one side.
public struct AdaptationRule: AuditRule {
    public static let id = "adaptation"
    public static let summary =
        "A colour of a declared pair follows its partner between light and dark, or the pair all but vanishes in one."
    /// Closer than this (ΔE OK) in light and dark, a colour has not adapted.
    public static let sameDeltaE = 0.02
    /// At least this far apart (ΔE OK), the partner has adapted.
    public static let changedDeltaE = 0.10
    /// Under this contrast, a pair has all but vanished: below even the 3:1 of large text and UI.
    public static let vanishedRatio = 2.0

    public init() {}

    public func checks(_ context: AuditContext) -> [AuditCheck] {
        let pairsOfModes = Self.pairsOfModes(context.tokens.modes)
        guard !pairsOfModes.isEmpty else { return [] }
        var seen = Set<Pair>()
        var pairs: [(fg: Int, bg: Int)] = []
        let expanded = Parallel.map(context.config.contrast, minimum: 256) {
            (context.expandPositions($0.foreground), context.expandPositions($0.background))
        }
        for (foregrounds, backgrounds) in expanded {
            for fg in foregrounds {
                for bg in backgrounds where fg != bg && seen.insert(Pair(fg: fg, bg: bg)).inserted {
                    pairs.append((fg, bg))
                }
            }
        }
        var work: [(fg: Int, bg: Int, light: Int, dark: Int)] = []
        work.reserveCapacity(pairs.count * pairsOfModes.count)
        for pair in pairs {
            for modes in pairsOfModes { work.append((pair.fg, pair.bg, modes.light, modes.dark)) }
        }
        let modes = context.tokens.modes
        let paths = context.paths
        let surfaces = modes.map { context.surface(for: $0) }
        return Parallel.map(work, minimum: 256) { fg, bg, light, dark in
            let sides = Sides(
                fg: paths[fg], bg: paths[bg], fgPosition: fg, bgPosition: bg, light: modes[light], dark: modes[dark],
                surfaces: (surfaces[light], surfaces[dark]))
            return sides.map(check)
        }.compactMap { $0 }
    }

    /// A declared pair by its tokens' positions in `AuditContext.paths`.
    private struct Pair: Hashable {
        var fg, bg: Int
    }

    /// Each light mode with the dark mode of the same contrast, as positions in `modes`.
    static func pairsOfModes(_ modes: [ResolvedTokenSet.ModeTokens]) -> [(light: Int, dark: Int)] {
        let position = { (appearance: Appearance) in modes.firstIndex { $0.mode.appearance == appearance } }
        return [(Appearance.light, Appearance.dark), (.lightHighContrast, .darkHighContrast)].compactMap { pair in
            guard let light = position(pair.0), let dark = position(pair.1) else { return nil }
            return (light, dark)
        }
    }

    /// A pair's two colours in a light mode and its dark counterpart.
    struct Sides {
        let fg: TokenPath, bg: TokenPath
        /// Where the two tokens are in the first mode (where they are looked for first in these).
        let fgPosition: Int, bgPosition: Int
        let light: ResolvedTokenSet.ModeTokens, dark: ResolvedTokenSet.ModeTokens
        let colors: (fg: (ColorValue, ColorValue), bg: (ColorValue, ColorValue))
        let surfaces: (ColorValue, ColorValue)

        /// nil unless both sides are colours in both modes.
        init?(
            fg: TokenPath, bg: TokenPath, fgPosition: Int, bgPosition: Int, light: ResolvedTokenSet.ModeTokens,
            dark: ResolvedTokenSet.ModeTokens, surfaces: (ColorValue, ColorValue)
        ) {
            guard let fgLight = light.color(fg, near: fgPosition), let fgDark = dark.color(fg, near: fgPosition),
                let bgLight = light.color(bg, near: bgPosition), let bgDark = dark.color(bg, near: bgPosition)
            else { return nil }
            (self.fg, self.bg, self.light, self.dark) = (fg, bg, light, dark)
            (self.fgPosition, self.bgPosition) = (fgPosition, bgPosition)
            colors = ((fgLight, fgDark), (bgLight, bgDark))
            self.surfaces = surfaces
        }

        /// Where `path` (one of the two) is defined in the dark mode.
        func darkLocation(_ path: TokenPath) -> SourceLocation? {
            dark.index(of: path, near: path == fg ? fgPosition : bgPosition).map { dark.tokens[$0].location }
        }

        /// The pair's contrast in the light mode and in the dark one.
        var ratios: (light: Double, dark: Double) {
            (
                WCAG.contrast(colors.fg.0, on: WCAG.composite(colors.bg.0, over: surfaces.0)),
                WCAG.contrast(colors.fg.1, on: WCAG.composite(colors.bg.1, over: surfaces.1))
            )
        }
    }

    /// The side of a pair that stays put while the other moves: its path and colours, its partner's.
    struct Stay {
        let path: TokenPath, colors: (ColorValue, ColorValue)
        let partner: TokenPath, partnerColors: (ColorValue, ColorValue), partnerMoved: Double
    }

    /// The side that stays while its partner moves, if one does.
    static func stay(_ sides: Sides) -> Stay? {
        let fgMoved = sides.colors.fg.0.deltaEOK(to: sides.colors.fg.1)
        let bgMoved = sides.colors.bg.0.deltaEOK(to: sides.colors.bg.1)
        if fgMoved < sameDeltaE && bgMoved >= changedDeltaE {
            return Stay(
                path: sides.fg, colors: sides.colors.fg, partner: sides.bg, partnerColors: sides.colors.bg,
                partnerMoved: bgMoved)
        }
        if bgMoved < sameDeltaE && fgMoved >= changedDeltaE {
            return Stay(
                path: sides.bg, colors: sides.colors.bg, partner: sides.fg, partnerColors: sides.colors.fg,
                partnerMoved: fgMoved)
        }
        return nil
    }

    func check(_ sides: Sides) -> AuditCheck {
        let ratios = sides.ratios
        let worse = ratios.dark < ratios.light ? sides.dark : sides.light
        let (light, dark) = (sides.light.mode.name, sides.dark.mode.name)
        // A pass is named by the declared pair and the light mode, so `tokens diff` finds the same
        // check on both sides whichever mode is lower; a finding names the side that stays and
        // the mode where the pair vanishes.
        var check = AuditCheck(
            rule: Self.id, severity: .warning, status: .pass, token: sides.fg, background: sides.bg,
            mode: light, measured: min(ratios.light, ratios.dark), threshold: Self.vanishedRatio,
            location: sides.darkLocation(sides.fg),
            message: String(
                joining: "'", sides.fg.dotted, "' and '", sides.bg.dotted, "' stay apart in ", light, " and ", dark, "."
            ))
        guard check.measured < Self.vanishedRatio, let stay = Self.stay(sides) else { return check }
        check.status = .fail
        check.mode = worse.mode.name
        check.token = stay.path
        check.background = stay.partner
        check.location = sides.darkLocation(stay.path)
        let (before, after) = (stay.colors.0.displayHex, stay.colors.1.displayHex)
        let same =
            before == after
            ? "is \(before) in both \(light) and \(dark)"
            : "barely changes between \(light) (\(before)) and \(dark) (\(after))"
        let moves =
            "changes from \(stay.partnerColors.0.displayHex) to \(stay.partnerColors.1.displayHex) (ΔE OK \(WCAG.display(stay.partnerMoved)))"
        check.message =
            "'\(stay.path)' \(same), but '\(stay.partner)', declared with it in a contrast pair, \(moves): in \(worse.mode.name) the pair is \(WCAG.display(check.measured)):1 and all but vanishes. Give '\(stay.path)' a \(worse.mode.name) value that follows '\(stay.partner)'."
        return check
    }
}
