/// Checks the config's patterns against the real tokens: each must match, and match the right type.
struct AuditConfigValidator {
    let context: AuditContext
    private var diagnostics = Diagnostics()
    /// Patterns that match no token, with what they are in: reported in order by `reportUnmatched`,
    /// "did you mean" for the first names only (a config may list thousands).
    private var unmatched: [(pattern: TokenPattern, what: String)] = []

    init(context: AuditContext) { self.context = context }

    func validate() -> Diagnostics {
        var copy = self
        copy.run()
        return copy.diagnostics
    }

    private mutating func run() {
        let config = context.config
        let context = self.context
        // The pairs and waivers (10,000 and 2,000 in a large system) are checked on every core;
        // what each found is reported in order.
        let pairs = Parallel.map(config.contrast, minimum: 256) { pair -> AuditConfigValidator in
            var checker = AuditConfigValidator(context: context)
            checker.require(
                pair.foreground + pair.background, types: [.color, .gradient], code: .configNotColor,
                what: "a contrast pair")
            if let typography = pair.typography {
                checker.require([typography], type: .typography, code: .configInvalidValue, what: "\"typography\"")
            }
            checker.requireModes(pair.modes, at: pair.location)
            return checker
        }
        let waivers = Parallel.map(config.waivers, minimum: 256) { waiver -> AuditConfigValidator in
            var checker = AuditConfigValidator(context: context)
            checker.require(
                [waiver.foreground, waiver.background], type: .color, code: .configNotColor, what: "a waiver")
            checker.requireModes(waiver.modes, at: waiver.location)
            return checker
        }
        for checker in pairs + waivers {
            diagnostics.append(contentsOf: checker.diagnostics)
            unmatched += checker.unmatched
        }
        require(
            config.touchTargets.tokens + config.touchTargets.composites.flatMap(\.sum), type: .dimension,
            code: .configInvalidValue, what: "a touch target")
        for group in config.distinguishable {
            require(group.tokens, type: .color, code: .configNotColor, what: "a distinguishable group")
        }
        var hints = Suggestion.Hints { context.paths.map(\.dotted) }
        reportUnmatched(&hints)
        guard !diagnostics.hasErrors else { return }
        limitChecks()
        if let sizes = config.typography.sizeTokens {
            require(sizes, type: .dimension, code: .configInvalidValue, what: "\"sizeTokens\"")
        }
        for (name, settings) in config.modes {
            requireModes([name], at: settings.surface?.location)
            if let surface = settings.surface {
                require([surface], type: .color, code: .configNotColor, what: "a surface")
            }
        }
        reportUnmatched(&hints)
    }

    /// Reports the patterns that matched no token so far, in order.
    private mutating func reportUnmatched(_ hints: inout Suggestion.Hints) {
        for (pattern, what) in unmatched {
            let hint = pattern.isLiteral ? hints.didYouMean(pattern.text) : ""
            diagnostics.report(.configNoMatch, "'\(pattern)' in \(what) matches no token.\(hint)", at: pattern.location)
        }
        unmatched = []
    }

    /// The pairs and groups expand to at most `maximumChecks` checks, counted before any is made
    /// (the sentence is made only for the entry that passes the limit).
    private mutating func limitChecks() {
        let config = context.config
        let modes = context.tokens.modes.count
        var total = 0
        func exceeds(_ count: Int) -> Bool {
            total += count
            return total > config.maximumChecks
        }
        func report(_ what: String, at location: SourceLocation?) {
            diagnostics.report(
                .configTooManyPairs,
                "\(what) brings the audit to \(total) checks, over the limit of \(config.maximumChecks). Narrow the patterns, or raise audit.maximumChecks.",
                at: location)
        }
        for pair in config.contrast {
            let foregrounds = context.expand(pair.foreground).count
            let backgrounds = context.expand(pair.background).count
            let inModes = pair.modes?.count ?? modes
            guard exceeds(foregrounds.multipliedReportingOverflow(by: backgrounds).partialValue * inModes) else {
                continue
            }
            return report(
                "This contrast pair (\(foregrounds) foregrounds × \(backgrounds) backgrounds × \(inModes) modes)",
                at: pair.location)
        }
        for group in config.distinguishable {
            let n = context.expand(group.tokens).count
            guard exceeds(n * max(n - 1, 0) / 2 * modes) else { continue }
            return report(
                "The distinguishable group '\(group.name)' (\(n) colours, every two of them, × \(modes) modes)",
                at: group.location)
        }
    }

    /// Each pattern matches at least one token, and every token it matches has `type`.
    private mutating func require(_ patterns: [TokenPattern], type: TokenType, code: DiagnosticCode, what: String) {
        require(patterns, types: [type], code: code, what: what)
    }

    private mutating func require(
        _ patterns: [TokenPattern], types: [TokenType], code: DiagnosticCode, what: String
    ) {
        guard let mode = context.tokens.modes.first else { return }
        for pattern in patterns {
            let matched = context.matches(pattern)
            guard !matched.isEmpty else {
                unmatched.append((pattern, what))
                continue
            }
            // Each token is looked for first where it is in `paths` (the first mode's order), not
            // by a binary search through 30,000 tokens.
            func type(_ path: TokenPath) -> TokenType? { mode.value(path, near: context.positions[path])?.type }
            if let wrong = matched.first(where: { path in !types.contains { type(path) == $0 } }) {
                let found = type(wrong)?.rawValue ?? "untyped"
                diagnostics.report(
                    code,
                    "'\(pattern)' in \(what) matches '\(wrong)', a \(found) token; \(what) takes \(types.map(\.rawValue).joined(separator: " or ")) tokens.",
                    at: pattern.location)
            }
        }
    }

    private mutating func requireModes(_ modes: [String]?, at location: SourceLocation?) {
        guard let modes else { return }
        let names = context.tokens.modes.map(\.mode.name)
        for mode in modes where !names.contains(mode) {
            diagnostics.report(
                .configNoMatch,
                "There is no mode '\(mode)'; the modes are \(names.joined(separator: ", ")).\(Suggestion.didYouMean(mode, in: names))",
                at: location)
        }
    }
}
