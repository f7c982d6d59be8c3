/// WCAG 2.x contrast of every declared pair in every mode, with suggestions and waivers.
public struct ContrastRule: AuditRule {
    public static let id = "contrast"
    public static let summary =
        "Declared foreground/background pairs reach WCAG 2.x contrast (4.5:1 text, 3:1 large text and UI) in every mode."

    public init() {}

    public func checks(_ context: AuditContext) -> [AuditCheck] { checks(context, reserving: { 0 }) }

    /// `checks(context)`, in an array with room for `extra()` more checks, asked once the pairs
    /// are measured (the audit appends the other rules' checks, made meanwhile, to this array).
    public func checks(_ context: AuditContext, reserving extra: () -> Int) -> [AuditCheck] {
        // The pairs are listed first (cheap, and where duplicates are dropped), then measured on
        // every core: a failing pair's suggestion search is the audit's one costly step.
        // Tokens are named by their position in the first mode: a mode built from the same files
        // has the same token there, so it is found without a search, and the list of pairs
        // already seen hashes three numbers, not two paths.
        let expanded = Parallel.map(context.config.contrast, minimum: 256) {
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
        // First every pair is measured, on every core. A pair whose tokens are not both colours in
        // a mode is not measured there (the validator reports such pairs before any rule runs).
        let measured = Parallel.map(work, minimum: 256) { item in
            measure(item, paths: paths, pair: pairs[item.pair], mode: modes[item.mode], surface: surfaces[item.mode])
        }.compactMap { $0 }
        let found = suggestions(for: measured, modes: modes, levels: levels, surfaces: surfaces)
        let shared = sharedSuggestions(for: measured, modes: modes, levels: levels, surfaces: surfaces)
        // Then each check is made once, complete: its message, waiver and suggestion in place.
        return Parallel.map(Array(measured.indices), minimum: 256, reserving: extra()) { index in
            let pair = measured[index]
            var made = check(
                pair, path: paths[pair.item.fg], on: paths[pair.item.bg], mode: modes[pair.item.mode],
                level: levels[pair.item.mode], found: found[index], context: context)
            if made.status != .pass, let (suggestion, count) = shared[FgMode(fg: pair.item.fg, mode: pair.item.mode)] {
                let hex = suggestion.color.displayHex
                made.everyBackground = (hex, suggestion.ratio, count)
                made.message +=
                    " One colour for all \(count) of its backgrounds in \(modes[pair.item.mode].mode.name): \(hex) (\(WCAG.display(suggestion.ratio)):1 at the lowest)."
            }
            return made
        }
    }

    /// A foreground in one mode, by position.
    private struct FgMode: Hashable { var fg, mode: Int }

    /// For each foreground that fails on a colour in a mode where it is declared on two or more
    /// colour backgrounds (decorative pairs aside): one colour that passes on all of them, and how
    /// many they are; none when no lightness of its hue does. One search per such foreground and
    /// mode, on every core.
    private func sharedSuggestions(
        for measured: [Measured], modes: [ResolvedTokenSet.ModeTokens], levels: [WCAG.Level], surfaces: [ColorValue]
    ) -> [FgMode: (ContrastSuggestion, Int)] {
        var goals: [FgMode: [(background: ColorValue, target: Double)]] = [:]
        var failing = Set<FgMode>()
        var order: [FgMode] = []
        for pair in measured {
            let threshold = pair.role.threshold(levels[pair.item.mode])
            let mode = modes[pair.item.mode]
            guard threshold > 0, case .color(let bg) = mode.tokens[pair.bgIndex].value,
                case .color = mode.tokens[pair.fgIndex].value
            else { continue }
            let key = FgMode(fg: pair.item.fg, mode: pair.item.mode)
            if goals[key] == nil { order.append(key) }
            goals[key, default: []].append((bg, threshold))
            if !WCAG.passes(pair.ratio, threshold) { failing.insert(key) }
        }
        let wanted = order.filter { failing.contains($0) && (goals[$0]?.count ?? 0) >= 2 }
        let fgIndex = Dictionary(measured.map { (FgMode(fg: $0.item.fg, mode: $0.item.mode), $0.fgIndex) }) { a, _ in a
        }
        let found = Parallel.map(wanted, minimum: 64) { key -> ContrastSuggestion? in
            guard let index = fgIndex[key], case .color(let fg) = modes[key.mode].tokens[index].value else {
                return nil
            }
            return ContrastSuggestion.nearest(to: fg, onEvery: goals[key] ?? [], surface: surfaces[key.mode])
        }
        var shared: [FgMode: (ContrastSuggestion, Int)] = [:]
        for (key, suggestion) in zip(wanted, found) {
            if let suggestion { shared[key] = (suggestion, goals[key]?.count ?? 0) }
        }
        return shared
    }

    /// The nearest passing colour of each measured pair that fails, by its position in `measured`.
    /// It is searched once per distinct failing pair of colours (in a design system many tokens
    /// alias the same palette colours), on every core; a failing colour on a gradient gets the
    /// nearest colour that passes everywhere on it.
    private func suggestions(
        for measured: [Measured], modes: [ResolvedTokenSet.ModeTokens], levels: [WCAG.Level], surfaces: [ColorValue]
    ) -> [Int: Found] {
        var failing: [(index: Int, search: Int)] = []
        var searches: [Search] = []
        var searchIndex: [Search: Int] = [:]
        var found: [Int: Found] = [:]
        for (index, pair) in measured.enumerated() {
            let threshold = pair.role.threshold(levels[pair.item.mode])
            guard !WCAG.passes(pair.ratio, threshold) else { continue }
            let mode = modes[pair.item.mode]
            guard case .color(let fg) = mode.tokens[pair.fgIndex].value else { continue }
            switch mode.tokens[pair.bgIndex].value {
            case .color(let bg):
                let search = Search(
                    foreground: fg, background: bg, surface: surfaces[pair.item.mode], target: threshold)
                if let known = searchIndex[search] {
                    failing.append((index, known))
                } else {
                    searchIndex[search] = searches.count
                    failing.append((index, searches.count))
                    searches.append(search)
                }
            case .gradient(let stops):
                found[index] = .onGradient(
                    Self.suggestion(
                        for: fg, on: stops, space: GradientContrast.space(of: mode.tokens[pair.bgIndex]),
                        target: threshold, surface: surfaces[pair.item.mode]))
            default:
                continue
            }
        }
        let nearest = Parallel.map(searches, minimum: 64) { search in
            ContrastSuggestion.nearest(
                to: search.foreground, on: search.background, target: search.target, surface: search.surface)
        }
        for (index, search) in failing { found[index] = .onColor(nearest[search]) }
        return found
    }

    /// A failing pair's colours: what the nearest passing colour is searched for.
    struct Search: Hashable, Sendable {
        var foreground, background, surface: ColorValue
        var target: Double
    }

    /// The nearest passing colour found for a failing pair, on a colour or on a gradient (nil:
    /// none was found, which the message says in its own words for each).
    private enum Found: Sendable {
        case onColor(ContrastSuggestion?)
        case onGradient(ContrastSuggestion?)
    }

    /// One pair in one mode, to measure: its tokens by position in `AuditContext.paths`.
    private struct Work: Sendable {
        struct Key: Hashable { var fg, bg, mode: Int }
        var fg, bg, pair, mode: Int
    }

    /// One pair measured in one mode: where its tokens are in the mode, its ratio and role, and on
    /// a gradient where it is worst (for the message).
    private struct Measured: Sendable {
        var item: Work
        var fgIndex, bgIndex: Int
        var ratio: Double
        var worst: String?
        var role: WCAG.Role
    }

    /// `item` measured in `mode`; nil when its tokens are not a colour on a colour (or a colour
    /// and a gradient) there. Each token is found first where it is in the first mode.
    private func measure(
        _ item: Work, paths: [TokenPath], pair: AuditConfig.ContrastPair, mode: ResolvedTokenSet.ModeTokens,
        surface: ColorValue
    ) -> Measured? {
        guard let fgIndex = mode.index(of: paths[item.fg], near: item.fg),
            let bgIndex = mode.index(of: paths[item.bg], near: item.bg)
        else { return nil }
        let ratio: Double
        var worst: String?
        // Two colours (nearly every pair) are measured from their values, without copying the tokens.
        if case .color(let fg) = mode.tokens[fgIndex].value, case .color(let bg) = mode.tokens[bgIndex].value {
            ratio = WCAG.contrast(fg, on: bg, surface: surface)
        } else {
            guard let measured = Self.measure(mode.tokens[fgIndex], on: mode.tokens[bgIndex], surface: surface)
            else { return nil }
            (ratio, worst) = measured
        }
        return Measured(
            item: item, fgIndex: fgIndex, bgIndex: bgIndex, ratio: ratio, worst: worst,
            role: Self.role(pair, mode: mode))
    }

    /// One pair's check in one mode, made whole: judged at `level`, waived or not, and when it
    /// fails completed with the nearest passing colour `found` (or with why there is none).
    private func check(
        _ pair: Measured, path fg: TokenPath, on bg: TokenPath, mode: ResolvedTokenSet.ModeTokens,
        level: WCAG.Level, found: Found?, context: AuditContext
    ) -> AuditCheck {
        let ratio = pair.ratio
        let threshold = pair.role.threshold(level)
        let message = String(
            joining: "'", fg.dotted, "' on '", bg.dotted, "' in ", mode.mode.name, " is ", WCAG.display(ratio), ":1",
            pair.worst ?? "", "; ", pair.role.rawValue, " needs ", WCAG.thresholdText(threshold), ":1 (",
            level.rawValue, ").")
        var check = AuditCheck(
            rule: Self.id, severity: .error, status: .pass, token: fg, background: bg, mode: mode.mode.name,
            measured: ratio, threshold: threshold, suggestion: nil, location: mode.tokens[pair.fgIndex].location,
            message: message)
        guard !WCAG.passes(ratio, threshold) else { return check }
        check.status = .fail
        check.backgroundLocation = mode.tokens[pair.bgIndex].location
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
        switch found {
        case .onColor(let suggestion)?:
            Self.suggest(suggestion, in: &check)
        case .onGradient(let suggestion)?:
            Self.suggest(
                suggestion, in: &check,
                none:
                    " No lightness of this hue reaches it at every point of this gradient: change the gradient, or the role."
            )
        case nil:
            break
        }
        return check
    }

    /// A failing check completed with the nearest passing colour, or with why there is none.
    static func suggest(
        _ found: ContrastSuggestion?, in check: inout AuditCheck,
        none: String = " No lightness of this hue reaches it on this background."
    ) {
        guard let found else {
            check.message += none
            return
        }
        let hex = found.color.displayHex
        check.suggestion = (hex, found.ratio)
        check.message += " Nearest passing colour: \(hex) (\(WCAG.display(found.ratio)):1)."
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
