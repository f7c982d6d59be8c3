/// How a run of the pipeline ended. The diagnostics it collected say why when it did not build.
public enum BuildOutcome: Sendable {
    /// A token file, the config or the output folder had an error; nothing was written.
    case inputError
    /// The audit found error-level failures and the run was gated on it; nothing was written.
    case auditFailed(AuditResult)
    /// Every asked-for stage ran.
    case built(BuildSummary)
}

/// What a run that built produced.
public struct BuildSummary: Sendable {
    /// The config the run used, with its overrides; nil when the build found nothing changed since
    /// the last one (`isUnchanged`) and so never read it.
    public var config: TokensConfig?
    /// The resolved tokens; nil when the build found nothing changed since the last one (its stamp
    /// said so, and nothing was read).
    public var tokens: ResolvedTokenSet?
    /// The audit, when it ran (and the build was not unchanged).
    public var audit: AuditResult?
    /// The emitted files, sorted by path.
    public var files: [GeneratedFile]
    /// The figures for the closing line.
    public var counts: Counts
    /// True when the output folder was already what this build would write: nothing was read or written.
    public var isUnchanged: Bool

    /// Tokens, modes, what the writer did and how the audit went.
    public struct Counts: Sendable, Equatable {
        public var tokens = 0
        public var modes = 0
        public var written = 0
        public var unchanged = 0
        public var removed = 0
        /// The audit's counts; nil when it was skipped.
        public var audit: AuditCounts?
        /// Values of the token files that reached no token (`token.value-lost`, each named in a warning).
        public var lostValues = 0

        /// Counts, all zero by default.
        public init(
            tokens: Int = 0, modes: Int = 0, written: Int = 0, unchanged: Int = 0, removed: Int = 0,
            audit: AuditCounts? = nil
        ) {
            self.tokens = tokens
            self.modes = modes
            self.written = written
            self.unchanged = unchanged
            self.removed = removed
            self.audit = audit
        }
    }

    /// The audit's figures for the closing line, as `AuditTally` counts them: contrast checks (a
    /// pair in one mode) passed, exempt (decorative) and waived (failures a waiver accepts, with
    /// the worst named), and the failing checks that were only warnings.
    public struct AuditCounts: Sendable, Equatable {
        public var passedPairs: Int
        public var exemptPairs: Int
        public var waivedPairs: Int
        /// The worst waived failure in words (`color.text.onPrimary on color.brand.primary 2.87:1 in
        /// light`); nil when nothing is waived.
        public var worstWaived: String?
        public var warnings: Int

        /// The counts of one audit.
        public init(_ audit: AuditResult) {
            let tally = AuditTally(audit)
            passedPairs = tally.passed
            exemptPairs = tally.exempt
            waivedPairs = tally.waived
            worstWaived = tally.worstWaived?.text
            warnings = tally.warnings + tally.errors
        }

        /// Counts as given (read back from a stamp).
        public init(passedPairs: Int, exemptPairs: Int = 0, waivedPairs: Int, worstWaived: String? = nil, warnings: Int)
        {
            self.passedPairs = passedPairs
            self.exemptPairs = exemptPairs
            self.waivedPairs = waivedPairs
            self.worstWaived = worstWaived
            self.warnings = warnings
        }

        /// `99 contrast checks passed, 16 exempt, 15 waived failures, worst: … 2.87:1 in light; 31
        /// warnings`: the build's words for a passing audit.
        public var text: String {
            let passed = passedPairs == 1 ? "1 contrast check" : "\(passedPairs) contrast checks"
            let exempt = exemptPairs > 0 ? ", \(exemptPairs) exempt" : ""
            let waived =
                worstWaived.map { "\(waivedPairs) waived failure\(waivedPairs == 1 ? "" : "s"), worst: \($0)" }
                ?? "\(waivedPairs) waived"
            let warnings = warnings == 1 ? "1 warning" : "\(warnings) warnings"
            return "\(passed) passed\(exempt), \(waived); \(warnings)"
        }
    }
}
