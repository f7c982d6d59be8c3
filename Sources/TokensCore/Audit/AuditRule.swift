import Foundation

/// What every rule sees: the resolved tokens, the config with its patterns matched, and today.
public struct AuditContext: Sendable {
    /// Every mode's tokens.
    public let tokens: ResolvedTokenSet
    /// The audit section of the config.
    public let config: AuditConfig
    /// Today as `yyyy-mm-dd` (injected so waiver expiry is testable).
    public let today: String
    /// Every token path (the same in every mode), sorted.
    public let paths: [TokenPath]
    /// Where each path is in `paths` (and in the first mode's tokens): a literal pattern is a
    /// lookup, not a scan (10,000 declared pairs on 30,000 tokens would otherwise compare hundreds
    /// of millions of paths), and a rule can hand a mode that position as a hint.
    public let positions: [TokenPath: Int]
    /// The config's waivers, indexed by pair.
    let waivers: WaiverIndex
    /// The background most declared contrast checks are on: the brand's surface, where the config
    /// names none.
    public let mostPairedBackground: TokenPath?

    /// Creates a context.
    public init(tokens: ResolvedTokenSet, config: AuditConfig, today: String) {
        self.tokens = tokens
        self.config = config
        self.today = today
        self.paths = tokens.modes.first?.tokens.map(\.path) ?? []
        self.positions = Dictionary(uniqueKeysWithValues: paths.enumerated().map { ($1, $0) })
        self.waivers = WaiverIndex(config.waivers, baseline: config.baseline)
        mostPairedBackground = Self.mostPaired(config.contrast, paths: paths, positions: positions)
    }

    /// The background the most (foreground, background) pairs are declared on, the first declared
    /// on a tie; decorative pairs do not count.
    static func mostPaired(
        _ pairs: [AuditConfig.ContrastPair], paths: [TokenPath], positions: [TokenPath: Int]
    ) -> TokenPath? {
        func matches(_ pattern: TokenPattern) -> [TokenPath] {
            guard pattern.isLiteral else { return pattern.matches(in: paths) }
            let path = TokenPath(pattern.text)
            return positions[path] == nil ? [] : [path]
        }
        // One pattern (nearly every pair) matches each path once already: no set is made for it.
        func unique(_ patterns: [TokenPattern]) -> [TokenPath] {
            patterns.count == 1 ? matches(patterns[0]) : Array(Set(patterns.flatMap(matches)))
        }
        var counts: [TokenPath: Int] = [:]
        var order: [TokenPath] = []
        for pair in pairs where pair.role != .decorative {
            let foregrounds = unique(pair.foreground).count
            for background in unique(pair.background).sorted(by: { $0.dotted < $1.dotted }) {
                if counts[background] == nil { order.append(background) }
                counts[background, default: 0] += foregrounds
            }
        }
        var best: TokenPath?
        for path in order where best == nil || (counts[path] ?? 0) > (counts[best ?? path] ?? 0) { best = path }
        return best
    }

    /// The paths one pattern matches, in path order.
    public func matches(_ pattern: TokenPattern) -> [TokenPath] {
        guard pattern.isLiteral else { return pattern.matches(in: paths) }
        let path = TokenPath(pattern.text)
        return positions[path] == nil ? [] : [path]
    }

    /// The positions in `paths` of what `patterns` match, in pattern order, without repeats.
    public func expandPositions(_ patterns: [TokenPattern]) -> [Int] { expand(patterns).compactMap { positions[$0] } }

    /// The paths `patterns` match, in pattern order, without repeats.
    public func expand(_ patterns: [TokenPattern]) -> [TokenPath] {
        // One pattern (nearly every pair) matches each path once already.
        if patterns.count == 1 { return matches(patterns[0]) }
        var seen = Set<TokenPath>()
        return patterns.flatMap(matches).filter { seen.insert($0).inserted }
    }

    /// The level in force for `mode`.
    public func level(for mode: Mode) -> WCAG.Level { config.modes[mode.name]?.level ?? config.level }

    /// What translucent colours lie on in `mode`: the configured surface token, else the brand's
    /// own background (the one most declared pairs are on, when it is an opaque colour there), else
    /// white in light modes and black in dark ones.
    public func surface(for mode: ResolvedTokenSet.ModeTokens) -> ColorValue { surfaceSource(for: mode).color }

    /// The surface of `mode` and where it comes from, in words for the report.
    public func surfaceSource(for mode: ResolvedTokenSet.ModeTokens) -> (color: ColorValue, source: String) {
        if let pattern = config.modes[mode.mode.name]?.surface,
            case .color(let color)? = mode.value(TokenPath(pattern.text))
        {
            return (color, "\(pattern.text), the config's surface")
        }
        if let background = mostPairedBackground, case .color(let color)? = mode.value(background), color.alpha == 1 {
            return (color, "\(background), the background most declared pairs are on")
        }
        let isDark = mode.mode.appearance?.isDark == true
        return (
            isDark ? .black : .white,
            isDark ? "black: no opaque background is declared" : "white: no opaque background is declared"
        )
    }

    /// Today, for `Date`s: the UTC calendar day.
    public static func today(_ date: Date = Date()) -> String {
        let parts = Calendar(identifier: .gregorian).dateComponents(
            in: TimeZone(identifier: "UTC") ?? .current, from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
    }

    /// Today for a build: the day of `SOURCE_DATE_EPOCH` (seconds since 1970, the reproducible-builds
    /// convention) when the environment sets it to a whole number, else the clock's day (UTC).
    public static func today(environment: [String: String]) -> String {
        if let text = environment["SOURCE_DATE_EPOCH"], let seconds = Int64(text) {
            return today(Date(timeIntervalSince1970: TimeInterval(seconds)))
        }
        return today()
    }
}

/// One accessibility rule. Each lives in its own file under `Rules/` and is listed in `AuditRegistry`.
public protocol AuditRule: Sendable {
    /// The identifier printed in brackets and used in SARIF (`contrast`).
    static var id: String { get }
    /// One line on what the rule checks.
    static var summary: String { get }
    /// Every check the rule makes on the context (passing, failing and waived).
    func checks(_ context: AuditContext) -> [AuditCheck]
    /// `checks(context)` in an array with room for `extra()` more checks: the audit appends the
    /// other rules' checks to the first rule's. A rule that makes its checks in one array of its
    /// own (contrast: 40,000) asks `extra` when it makes it, so that array never grows.
    func checks(_ context: AuditContext, reserving extra: () -> Int) -> [AuditCheck]
}

extension AuditRule {
    /// The checks, then room for `extra()` more.
    public func checks(_ context: AuditContext, reserving extra: () -> Int) -> [AuditCheck] {
        var made = checks(context)
        made.reserveCapacity(made.count + extra())
        return made
    }
}
