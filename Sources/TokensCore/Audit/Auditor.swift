/// The audit stage: resolved tokens and config in, every check out.
public enum Auditor {
    /// Runs every registered rule. Config mistakes (patterns that match nothing, pairs on tokens
    /// that are not colours) come back as diagnostics and no checks are made then.
    public static func audit(_ tokens: ResolvedTokenSet, config: AuditConfig, today: String) -> AuditResult {
        var context = AuditContext(tokens: tokens, config: config, today: today)
        let problems = AuditConfigValidator(context: context).validate()
        guard !problems.hasErrors else { return AuditResult(checks: [], configDiagnostics: problems, modes: tokens.modes.count) }
        for rule in AuditRegistry.rules {
            let checks = rule.checks(context)
            // The first rule's checks (40,000 contrast checks in a large system) are taken, not copied.
            if context.earlierChecks.isEmpty { context.earlierChecks = checks } else { context.earlierChecks += checks }
        }
        return AuditResult(checks: context.earlierChecks, configDiagnostics: problems, modes: tokens.modes.count)
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

    /// The failing checks as diagnostics, sorted by location.
    public var findings: [Diagnostic] {
        var collected = Diagnostics()
        for check in checks { if let d = check.diagnostic { collected.report(d) } }
        return collected.sorted
    }

    /// True when a check failed at error level (or at warning level too, when `strict`).
    public func fails(strict: Bool) -> Bool {
        checks.contains { $0.status == .fail && ($0.severity == .error || strict) }
    }

    /// Counts for the summary line.
    public func count(_ rule: String? = nil, _ status: AuditStatus? = nil) -> Int {
        checks.filter { (rule == nil || $0.rule == rule) && (status == nil || $0.status == status) }.count
    }
}
