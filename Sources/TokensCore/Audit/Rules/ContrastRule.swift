/// WCAG 2.x contrast of every declared pair in every mode, with suggestions and waivers.
public struct ContrastRule: AuditRule {
    public static let id = "contrast"
    public static let summary =
        "Declared foreground/background pairs reach WCAG 2.x contrast (4.5:1 text, 3:1 large text and UI) in every mode."

    public init() {}

    public func checks(_ context: AuditContext) -> [AuditCheck] {
        // The pairs are listed first (cheap, and where duplicates are dropped), then measured on
        // every core: a failing pair's suggestion search is the audit's one costly step.
        // Tokens are named by their position in the first mode: a mode built from the same files
        // has the same token there, so it is found without a search, and the list of pairs
        // already seen hashes three numbers, not two paths.
        let expanded = context.config.contrast.map {
            (context.expandPositions($0.foreground), context.expandPositions($0.background))
        }
        let most = expanded.reduce(0) { $0 + $1.0.count * $1.1.count } * context.tokens.modes.count
        var work: [Work] = []
        var seen = Set<Work.Key>(minimumCapacity: most)
        work.reserveCapacity(most)
        for (pairIndex, pair) in context.config.contrast.enumerated() {
            let (foregrounds, backgrounds) = expanded[pairIndex]
            for (modeIndex, mode) in context.tokens.modes.enumerated()
            where pair.modes?.contains(mode.mode.name) ?? true {
                for fg in foregrounds {
                    for bg in backgrounds
                    where fg != bg && seen.insert(Work.Key(fg: fg, bg: bg, mode: modeIndex)).inserted {
                        work.append(Work(fg: fg, bg: bg, pair: pairIndex, mode: modeIndex))
                    }
                }
            }
        }
        // Read once here: inside the closure every item would retain and release the whole arrays,
        // from both cores at once.
        let pairs = context.config.contrast
        let modes = context.tokens.modes
        let paths = context.paths
        // Each mode's level and surface, looked up once instead of once per check.
        let levels = modes.map { context.level(for: $0.mode) }
        let surfaces = modes.map { context.surface(for: $0) }
        // Each check is made straight into its place. A pair whose tokens are not both colours in
        // a mode is not measured there (the validator reports such pairs before any rule runs).
        var checks = Parallel.map(work, minimum: 256) { item in
            check(
                paths[item.fg], on: paths[item.bg], near: (item.fg, item.bg), pair: pairs[item.pair],
                mode: modes[item.mode],
                level: levels[item.mode], surface: surfaces[item.mode], context: context)
        }
        // The nearest passing colour is searched once per distinct failing pair of colours: in a
        // design system many tokens alias the same palette colours. A failing check's colours are
        // read back through its work item (its mode and token positions), not looked up by name.
        let failing = checks.indices.compactMap { index -> (Int, Search)? in
            guard let check = checks[index], check.status != .pass else { return nil }
            let item = work[index]
            let mode = modes[item.mode]
            guard case .color(let fg)? = mode.value(paths[item.fg], near: item.fg),
                case .color(let bg)? = mode.value(paths[item.bg], near: item.bg)
            else { return nil }
            return (
                index, Search(foreground: fg, background: bg, surface: surfaces[item.mode], target: check.threshold)
            )
        }
        let searches = Array(Set(failing.map(\.1)))
        let found = Dictionary(
            uniqueKeysWithValues: zip(
                searches,
                Parallel.map(searches, minimum: 64) { search in
                    ContrastSuggestion.nearest(
                        to: search.foreground, on: search.background, target: search.target, surface: search.surface)
                }))
        for (index, search) in failing {
            checks[index] = checks[index].map { Self.suggested(found[search] ?? nil, for: $0) }
        }
        // A failing colour on a gradient: the nearest colour that passes everywhere on it.
        for index in checks.indices {
            guard let check = checks[index], check.status != .pass, check.suggestion == nil else { continue }
            let item = work[index]
            let mode = modes[item.mode]
            guard case .color(let fg)? = mode.value(paths[item.fg], near: item.fg),
                let bgIndex = mode.index(of: paths[item.bg], near: item.bg),
                case .gradient(let stops) = mode.tokens[bgIndex].value
            else { continue }
            let found = Self.suggestion(
                for: fg, on: stops, space: GradientContrast.space(of: mode.tokens[bgIndex]), target: check.threshold,
                surface: surfaces[item.mode])
            checks[index] = Self.suggested(
                found, for: check,
                none:
                    " No lightness of this hue reaches it at every point of this gradient: change the gradient, or the role."
            )
        }
        return checks.compactMap { $0 }
    }

    /// A failing pair's colours: what the nearest passing colour is searched for.
    struct Search: Hashable, Sendable {
        var foreground, background, surface: ColorValue
        var target: Double
    }

    /// One pair in one mode, to measure: its tokens by position in `AuditContext.paths`.
    private struct Work: Sendable {
        struct Key: Hashable { var fg, bg, mode: Int }
        var fg, bg, pair, mode: Int
    }

    /// One pair measured in one mode (a failing check's suggestion and message are completed by
    /// `suggest`). `near` is where the two tokens are expected in the mode (a hint); `level` and
    /// `surface` are the context's for the mode.
    func check(
        _ fg: TokenPath, on bg: TokenPath, near: (Int, Int), pair: AuditConfig.ContrastPair,
        mode: ResolvedTokenSet.ModeTokens,
        level: WCAG.Level, surface: ColorValue, context: AuditContext
    ) -> AuditCheck? {
        guard let fgIndex = mode.index(of: fg, near: near.0), let bgIndex = mode.index(of: bg, near: near.1),
            let (ratio, worst) = Self.measure(mode.tokens[fgIndex], on: mode.tokens[bgIndex], surface: surface)
        else { return nil }
        let role = Self.role(pair, mode: mode)
        let threshold = role.threshold(level)
        let message =
            "'\(fg.dotted)' on '\(bg.dotted)' in \(mode.mode.name) is \(WCAG.display(ratio)):1\(worst ?? ""); "
            + "\(role.rawValue) needs \(WCAG.thresholdText(threshold)):1 (\(level.rawValue))."
        var check = AuditCheck(
            rule: Self.id, severity: .error, status: .pass, token: fg, background: bg, mode: mode.mode.name,
            measured: ratio, threshold: threshold, suggestion: nil, location: mode.tokens[fgIndex].location,
            message: message)
        guard !WCAG.passes(ratio, threshold) else { return check }
        check.status = .fail
        check.backgroundLocation = mode.tokens[bgIndex].location
        switch context.waivers.verdict(fg, bg, mode: mode.mode.name, ratio: ratio, today: context.today) {
        case .none: break
        case .waived(let reason, let reviewed):
            check.status = .waived
            check.waiverReason = reason
            check.waivedAt = reviewed
        case .worseThanWaived(let reason, let reviewed):
            check.waiverReason = reason
            check.waivedAt = reviewed
            check.message +=
                " Worse than waived: \(WCAG.display(ratio)):1, waived at \(WCAG.display(reviewed)):1 (\(WaiverBaseline.fileName)); the waiver covers no worse."
        case .unreviewed(let reason):
            check.waiverReason = reason
            check.message +=
                " A waiver matches this pair, but it was not failing when the waivers were reviewed (\(WaiverBaseline.fileName) does not list it), so the waiver does not cover it. If it is accepted, run tokens audit --update-waivers."
        }
        return check
    }

    /// A failing check completed with the nearest passing colour, or with why there is none.
    static func suggested(
        _ found: ContrastSuggestion?, for failing: AuditCheck,
        none: String = " No lightness of this hue reaches it on this background."
    ) -> AuditCheck {
        var check = failing
        guard let found else {
            check.message += none
            return check
        }
        let hex = found.color.displayHex
        check.suggestion = (hex, found.ratio)
        check.message += " Nearest passing colour: \(hex) (\(WCAG.display(found.ratio)):1)."
        return check
    }

    /// The role of a pair in a mode: its own, or what its typography token says (large text is
    /// ≥ 18pt, or ≥ 14pt at weight ≥ 700), else text.
    static func role(_ pair: AuditConfig.ContrastPair, mode: ResolvedTokenSet.ModeTokens) -> WCAG.Role {
        if let role = pair.role, role != .text && role != .largeText { return role }
        guard let pattern = pair.typography, case .typography(let style)? = mode.value(TokenPath(pattern.text)) else {
            return pair.role ?? .text
        }
        let points = style.fontSize.points
        return points >= 18 || (points >= 14 && style.fontWeight >= 700) ? .largeText : .text
    }
}
