import Foundation

/// Derives increased-contrast values (`tokens contrast-fix`): for each colour in a declared pair,
/// the nearest colour (OKLCH lightness at its own chroma and hue, 8-bit) that brings every pair it
/// takes part in to the high-contrast level, in light and in dark.
///
/// Pairs are solved together: a text colour used on three backgrounds must pass on all three. A
/// background moves only when its texts alone cannot reach the target, and then as little as lets
/// the text's best colour pass; when even that cannot work, the pair that blocks it is named.
public enum ContrastFix {
    /// The contrast a pair needs with Increase Contrast on: 7:1 text, 4.5:1 large text and UI.
    public static func target(_ role: WCAG.Role) -> Double {
        switch role {
        case .text: return 7
        case .largeText, .ui: return 4.5
        case .decorative: return 0
        }
    }

    /// One pair to reach in one mode.
    public struct Constraint: Sendable, Hashable {
        public var foreground: TokenPath
        public var background: TokenPath
        public var target: Double
    }

    /// A derived value: the token, its new colour, the base colour it came from, and why.
    public struct Derived: Sendable {
        public var path: TokenPath
        public var color: ColorValue
        public var from: ColorValue
        public var reason: String
        /// The base mode's values the derivation read: the token's own and its pairs' partners',
        /// in path order. Recorded in the file, so a later change to any of them shows as stale.
        public var sources: [(path: TokenPath, color: ColorValue)]
        /// For a text (or UI) colour: the lowest ratio the new colour reaches among its pairs, the
        /// background it is on, and that pair's target; nil for a background moved for its text.
        public var worst: (background: TokenPath, ratio: Double, target: Double)? = nil
    }

    /// What one high-contrast mode gets: its name, the mode it derives from, the values, and the
    /// pairs no colour could bring to the target.
    public struct Result: Sendable {
        public var mode: String
        public var base: String
        public var derived: [Derived]
        public var blocked: [(constraint: Constraint, best: Double)]
    }

    /// The high-contrast values of every light and dark mode of `tokens`.
    public static func derive(_ tokens: ResolvedTokenSet, config: AuditConfig) -> [Result] {
        let context = AuditContext(tokens: tokens, config: config, today: "")
        var results: [Result] = []
        for base in tokens.modes where base.mode.appearance == .light || base.mode.appearance == .dark {
            let wanted: Appearance = base.mode.appearance == .dark ? .darkHighContrast : .lightHighContrast
            let name = tokens.modes.first { $0.mode.appearance == wanted }?.mode.name ?? base.mode.name + "-hc"
            var constraints: [Constraint] = []
            for pair in config.contrast
            where pair.modes.map({ $0.contains(base.mode.name) || $0.contains(name) }) ?? true {
                let goal = target(ContrastRule.role(pair, mode: base))
                guard goal > 0 else { continue }
                for fg in context.expand(pair.foreground) {
                    for bg in context.expand(pair.background) where fg != bg {
                        guard case .color? = base.value(fg), case .color? = base.value(bg) else { continue }
                        constraints.append(Constraint(foreground: fg, background: bg, target: goal))
                    }
                }
            }
            let unique = Array(Set(constraints)).sorted {
                ($0.foreground.dotted, $0.background.dotted) < ($1.foreground.dotted, $1.background.dotted)
            }
            var result = solve(unique, in: base, surface: context.surface(for: base))
            result.mode = name
            results.append(result)
        }
        return results
    }

    /// Solves `constraints` from `base`'s colours; translucent colours lie on `surface`.
    static func solve(
        _ constraints: [Constraint], in base: ResolvedTokenSet.ModeTokens, surface: ColorValue = .white
    ) -> Result {
        func passes(_ color: ColorValue, _ goals: [(ColorValue, Double)]) -> Bool {
            goals.allSatisfy { WCAG.contrast(color, on: $0.0, surface: surface) >= $0.1 }
        }
        func nearest(to color: ColorValue, passing goals: [(ColorValue, Double)]) -> ColorValue? {
            Self.nearest(to: color) { passes($0, goals) }
        }
        var values: [TokenPath: ColorValue] = [:]
        for constraint in constraints {
            for path in [constraint.foreground, constraint.background] {
                if case .color(let color)? = base.value(path) { values[path] = color }
            }
        }
        let original = values
        let byForeground = Dictionary(grouping: constraints, by: \.foreground)
        let foregrounds = byForeground.keys.sorted { $0.dotted < $1.dotted }
        let backgrounds = Set(constraints.map(\.background))
        var blocked: [(constraint: Constraint, best: Double)] = []
        for fg in foregrounds {
            let own = byForeground[fg] ?? []
            func goals() -> [(ColorValue, Double)] {
                own.compactMap { c in values[c.background].map { ($0, c.target) } }
            }
            guard let color = values[fg] else { continue }
            if let found = nearest(to: color, passing: goals()) {
                values[fg] = found
                continue
            }
            // The texts alone cannot reach it: move each background the best text colour fails on,
            // unless it is a foreground of its own, as little as lets that colour pass.
            let extreme = bestExtreme(color, on: goals(), surface: surface)
            var moved = false
            for constraint in own
            where WCAG.contrast(extreme, on: values[constraint.background] ?? .white) < constraint.target {
                guard byForeground[constraint.background] == nil, let ground = values[constraint.background],
                    let shifted = nearest(to: ground, passing: [(extreme, constraint.target)])
                else { continue }
                values[constraint.background] = shifted
                moved = true
            }
            if moved, let found = nearest(to: color, passing: goals()) {
                values[fg] = found
                continue
            }
            for constraint in own {
                let best = WCAG.contrast(extreme, on: values[constraint.background] ?? .white, surface: surface)
                if best < constraint.target { blocked.append((constraint, best)) }
            }
        }
        // Every moved background's texts again: a background moved for one text may fail another.
        for fg in foregrounds {
            let own = byForeground[fg] ?? []
            guard own.contains(where: { values[$0.background] != original[$0.background] }) else { continue }
            let goals = own.compactMap { c in values[c.background].map { ($0, c.target) } }
            if let color = values[fg], !passes(color, goals), let found = nearest(to: color, passing: goals) {
                values[fg] = found
            }
        }
        var derived: [Derived] = []
        for path in values.keys.sorted(by: { $0.dotted < $1.dotted }) {
            guard let color = values[path], let from = original[path], color != from else { continue }
            let goals = (byForeground[path] ?? []).sorted { $0.background.dotted < $1.background.dotted }.map {
                "\($0.background) (\(WCAG.thresholdText($0.target)):1)"
            }
            let role =
                backgrounds.contains(path) && goals.isEmpty
                ? "moved so that its text can reach the high-contrast level"
                : "to reach " + goals.joined(separator: ", ")
            let partners =
                (byForeground[path] ?? []).map(\.background)
                + constraints.filter { $0.background == path }.map(\.foreground)
            let read = Set(partners + [path]).sorted { $0.dotted < $1.dotted }.compactMap { source in
                original[source].map { (path: source, color: $0) }
            }
            let worst = (byForeground[path] ?? []).compactMap { c in
                values[c.background].map {
                    (background: c.background, ratio: WCAG.contrast(color, on: $0, surface: surface), target: c.target)
                }
            }.min { ($0.ratio / $0.target, $0.background.dotted) < ($1.ratio / $1.target, $1.background.dotted) }
            derived.append(
                Derived(
                    path: path, color: color, from: from,
                    reason: "Derived by tokens contrast-fix from \(from.displayHex) in \(base.mode.name), \(role).",
                    sources: read, worst: worst))
        }
        return Result(mode: "", base: base.mode.name, derived: derived, blocked: blocked)
    }

    /// Black or white at the colour's hue and chroma, whichever comes closer to every goal.
    static func bestExtreme(_ color: ColorValue, on goals: [(ColorValue, Double)], surface: ColorValue) -> ColorValue {
        let origin = color.converted(to: .oklch)
        let ends = [0.0, 1.0].map { ContrastSuggestion.probe(origin, lightness: $0) }
        func worst(_ end: ColorValue) -> Double {
            goals.map { WCAG.contrast(end, on: $0.0, surface: surface) / $0.1 }.min() ?? 1
        }
        return worst(ends[0]) >= worst(ends[1]) ? ends[0] : ends[1]
    }

    /// The nearest colour (OKLCH lightness, 8-bit) to `color` for which `ok` holds; nil when no
    /// lightness of its hue does. Both directions are scanned in small steps, then the first
    /// passing step is refined by bisection; the closer of the two (ΔE OK) wins.
    static func nearest(to color: ColorValue, where ok: (ColorValue) -> Bool) -> ColorValue? {
        if ok(color) { return color }
        let origin = color.converted(to: .oklch)
        let start = origin.components[0] ?? 0
        func probe(_ lightness: Double) -> ColorValue { ContrastSuggestion.probe(origin, lightness: lightness) }
        var best: ColorValue?
        for direction in [-1.0, 1.0] {
            var previous = start
            var lightness = start
            var found: Double?
            while direction < 0 ? lightness > 0 : lightness < 1 {
                lightness = min(max(lightness + direction * 0.005, 0), 1)
                if ok(probe(lightness)) {
                    found = lightness
                    break
                }
                previous = lightness
            }
            guard var high = found else { continue }
            var low = previous
            for _ in 0..<20 {
                let middle = (low + high) / 2
                if ok(probe(middle)) { high = middle } else { low = middle }
            }
            let candidate = probe(high)
            guard ok(candidate) else { continue }
            if best.map({ candidate.deltaEOK(to: color) < $0.deltaEOK(to: color) }) ?? true { best = candidate }
        }
        return best
    }
}
