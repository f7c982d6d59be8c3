/// The audit stage: resolved tokens and config in, every check out.
public enum Auditor {
    /// Runs every registered rule. Config mistakes (patterns that match nothing, pairs on tokens
    /// that are not colours) come back as diagnostics and no checks are made then.
    public static func audit(_ tokens: ResolvedTokenSet, config: AuditConfig, today: String) -> AuditResult {
        let context = AuditContext(tokens: tokens, config: config, today: today)
        let problems = AuditConfigValidator(context: context).validate()
        var result = AuditResult(
            checks: [], configDiagnostics: problems, modes: tokens.modes.count,
            touchTargetMinimum: config.touchTargets.minimum)
        result.touchTargetRecommended = config.touchTargets.recommended
        result.touchTargets = Set(context.expand(config.touchTargets.tokens))
        for mode in tokens.modes {
            let (color, source) = context.surfaceSource(for: mode)
            result.surfaces[mode.mode.name] = color
            result.surfaceSources[mode.mode.name] = source
        }
        guard !problems.hasErrors else { return result }
        // The first rule (contrast: 40,000 checks in a large system, measured on every core) runs
        // beside the others, which are quick each on their own.
        let rules = AuditRegistry.rules
        let others = Pending { rules.dropFirst().map { $0.checks(context) } }
        // Contrast makes its checks in an array with room for every other's, counted once its
        // pairs are measured (the others are nearly always done by then; else it waits for
        // them): growing it later moved 10 MB of checks and touched 15 MB of fresh pages on one core.
        let room = { others.value.reduce(0) { $0 + $1.count } + config.waivers.count }
        var checks = rules.first?.checks(context, reserving: room) ?? []
        // Taken, so each list is held here alone and its checks are moved, not copied.
        var lists = others.take()
        for index in lists.indices { checks.appendMoving(&lists[index]) }
        // Waivers are judged last, on the contrast checks they waived.
        // Found by index, then copied: a filter copied each check to test it.
        let waived = checks.indices.filter { checks[$0].rule == ContrastRule.id && checks[$0].status == .waived }
        checks += WaiverExpiryRule().checks(context, waived: waived.map { checks[$0] })
        result.checks = checks
        return result
    }
}

/// Everything the audit found.
public struct AuditResult: Sendable {
    /// Every check, in rule order.
    public var checks: [AuditCheck]
    /// Config problems (exit 2 when any is an error).
    public var configDiagnostics: Diagnostics
    /// How many modes were audited.
    public var modes: Int
    /// The touch-target minimum the audit measured against (the report draws targets at it).
    public var touchTargetMinimum: Double
    /// The recommended touch-target size (below it a target is a warning).
    public var touchTargetRecommended: Double = 48
    /// The tokens the config names as touch targets (the report draws them against the minimum).
    public var touchTargets: Set<TokenPath> = []
    /// Each mode's surface (what translucent colours lie on; the report draws the mode's swatches on it).
    public var surfaces: [String: ColorValue] = [:]
    /// Where each mode's surface comes from, in words (`color.bg.primary, the background most
    /// declared pairs are on`).
    public var surfaceSources: [String: String] = [:]

    /// The failing checks as diagnostics, sorted by location.
    public var findings: [Diagnostic] {
        var collected = Diagnostics()
        // By index: a loop over the checks copies each (60,000 at 30,000 tokens) to test it.
        for index in checks.indices where checks[index].status == .fail {
            if let d = checks[index].diagnostic { collected.report(d) }
        }
        return collected.sorted
    }

    /// True when a check failed at error level (or at warning level too, when `strict`).
    public func fails(strict: Bool) -> Bool {
        // By index, as `count`: `contains` copied every check to test it, on every build.
        checks.indices.contains { checks[$0].status == .fail && (checks[$0].severity == .error || strict) }
    }

    /// Counts for the summary line.
    public func count(_ rule: String? = nil, _ status: AuditStatus? = nil) -> Int {
        // Counted in place: filtering first copied every matching check (40,000 at 30,000 tokens,
        // three times for a build's summary).
        var count = 0
        for index in checks.indices
        where (rule == nil || checks[index].rule == rule) && (status == nil || checks[index].status == status) {
            count += 1
        }
        return count
    }
}
