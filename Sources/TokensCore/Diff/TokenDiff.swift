/// What a brand change does: the tokens it adds, removes, renames and changes, the audit checks
/// it breaks or fixes, the generated files it touches and the Swift names it takes away.
/// Made by `TokenDiffer`; written by `tokens diff` as text, markdown, JSON or HTML.
public struct TokenDiff: Sendable {
    /// What happened to a token.
    public enum Kind: String, Sendable, CaseIterable {
        case added, removed, renamed, changed
    }

    /// One token added, removed or renamed (in every mode), or changed in one mode.
    public struct TokenChange: Sendable {
        public var kind: Kind
        /// The token's path: the new one, or the old one for a removed token.
        public var path: TokenPath
        /// For a renamed token, its old path.
        public var oldPath: TokenPath?
        /// For a changed token, the mode its value changed in.
        public var mode: String?
        /// The value before (nil for an added token) and after (nil for a removed one), in the
        /// first mode for tokens added, removed or renamed.
        public var old: TokenValue?
        public var new: TokenValue?
        /// For a changed colour: ΔE OK between the two values (0.02 is about a just-noticeable difference).
        public var deltaE: Double?
    }

    /// How an audit check moved.
    public enum CheckKind: String, Sendable, CaseIterable {
        /// It fails now, and did not (or did not exist).
        case newFailure = "new-failure"
        /// It failed, and passes now.
        case fixed
        /// It failed, and is waived now.
        case waived
        /// It passes still, but its measure fell toward the threshold (by 0.01 or more, to within 1 of it).
        case closer
    }

    /// One check whose outcome or margin moved.
    public struct CheckChange: Sendable {
        public var kind: CheckKind
        public var rule: String
        public var severity: Severity
        public var token: TokenPath
        public var background: TokenPath?
        public var mode: String?
        /// Status and measure before (nil for a check that is new) and after.
        public var old: (status: AuditStatus, measured: Double)?
        public var new: (status: AuditStatus, measured: Double)
        public var threshold: Double
        /// For a new contrast failure: the nearest foreground that passes, with its ratio.
        public var suggestion: (hex: String, ratio: Double)?
        /// The check's own sentence, after the change.
        public var message: String
    }

    /// A generated file the change adds, removes or rewrites.
    public struct FileChange: Sendable, Equatable {
        public enum Kind: String, Sendable { case added, removed, changed }
        public var path: String
        public var kind: Kind
    }

    /// A Swift name app code may use that the change takes away: an API break.
    public struct Break: Sendable, Equatable {
        /// The full name before (`InsightColors.bgCard`).
        public var symbol: String
        /// Its new name, when the token behind it was renamed.
        public var renamedTo: String?
    }

    /// What each side is (`main`, `HEAD~1`, a folder).
    public var base: String
    public var head: String
    /// Modes only one side has.
    public var modesAdded: [String] = []
    public var modesRemoved: [String] = []
    public var tokens: [TokenChange] = []
    public var checks: [CheckChange] = []
    public var files: [FileChange] = []
    public var breaks: [Break] = []

    public init(base: String, head: String) {
        self.base = base
        self.head = head
    }

    /// True when the change makes an error-level check fail that did not.
    public var introducesFailure: Bool { checks.contains { $0.kind == .newFailure && $0.severity == .error } }

    /// True when nothing the build reads or writes differs.
    public var isEmpty: Bool {
        modesAdded.isEmpty && modesRemoved.isEmpty && tokens.isEmpty && checks.isEmpty && files.isEmpty
            && breaks.isEmpty
    }

    /// The number of token changes of `kind`.
    public func count(_ kind: Kind) -> Int { tokens.filter { $0.kind == kind }.count }

    /// The number of check changes of `kind`.
    public func count(_ kind: CheckKind) -> Int { checks.filter { $0.kind == kind }.count }
}
