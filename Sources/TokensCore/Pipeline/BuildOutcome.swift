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

    /// Contrast checks (a pair in one mode) passed and waived, and the failing checks that were only
    /// warnings.
    public struct AuditCounts: Sendable, Equatable {
        public var passedPairs: Int
        public var waivedPairs: Int
        public var warnings: Int

        /// The counts of one audit.
        public init(_ audit: AuditResult) {
            passedPairs = audit.count(ContrastRule.id, .pass)
            waivedPairs = audit.count(ContrastRule.id, .waived)
            warnings = audit.count(nil, .fail)
        }

        /// Counts as given (read back from a stamp).
        public init(passedPairs: Int, waivedPairs: Int, warnings: Int) {
            self.passedPairs = passedPairs
            self.waivedPairs = waivedPairs
            self.warnings = warnings
        }
    }
}
