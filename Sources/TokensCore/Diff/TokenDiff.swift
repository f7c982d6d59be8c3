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

    /// How an audit check moved: its state (pass, fail, waived; or absent) on each side and its
    /// measure. One model, which every format and the swatch page write out.
    public enum CheckKind: String, Sendable, CaseIterable {
        /// It fails now and did not: it passed, or did not exist; a waiver that matches a pair
        /// which passed before does not cover it.
        case newFailure = "newly-failing"
        /// It was waived, and is worse now than the ratio waived (the reviewed ratio, else the base's).
        case worseThanWaived = "worse-than-waived"
        /// It failed, and fails by more now.
        case worse
        /// A warning now (a stale derived colour, a touch target under the recommended size) that
        /// was not: news for the review that does not stop it.
        case newWarning = "new-warning"
        /// It failed, and passes now.
        case fixed
        /// It was waived, and passes now: the waiver can go.
        case waiverCanGo = "waiver-can-go"
        /// It failed, and is waived now.
        case newlyWaived = "newly-waived"
        /// It fails or is waived still, by less.
        case better
        /// It passes still, but its measure fell toward the threshold (by 0.01 or more, to within 1 of it).
        case closer
        /// It passes still, with a lower measure, far from the threshold.
        case lower
        /// It passes still, with a higher measure.
        case higher
        /// A contrast check the change adds that passes (another rule's passing check is no news).
        case new
        /// A check the change takes away (a token or pair gone; of other rules, one that did not pass).
        case gone

        /// True for what a review must stop at: a regression.
        public var isRegression: Bool { self == .newFailure || self == .worseThanWaived || self == .worse }
    }

    /// One check whose outcome or margin moved.
    public struct CheckChange: Sendable {
        public var kind: CheckKind
        public var rule: String
        public var severity: Severity
        public var token: TokenPath
        public var background: TokenPath?
        public var mode: String?
        /// Status and measure before (nil for a check that is new) and after (nil for one gone).
        public var old: (status: AuditStatus, measured: Double)?
        public var new: (status: AuditStatus, measured: Double)?
        /// The ratio a waiver accepted for it (the review's, else the base's), where one covers it.
        public var waivedAt: Double?
        /// A contrast check's foreground and background colours before and after, to draw the pair.
        public var colorsBefore: (foreground: ColorValue, background: ColorValue)?
        public var colorsAfter: (foreground: ColorValue, background: ColorValue)?
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
        /// The token it now stands for, when renamed: what a `swift.deprecated` entry names.
        public var renamedToken: TokenPath?

        /// The config entry that keeps the old name compiling as a deprecated alias of the new one:
        /// `"primaryLight": {"token": "color.brand.primarySubtle"}`, to go under `swift.deprecated`.
        public var deprecatedEntry: String? {
            guard let renamedToken, let name = symbol.split(separator: ".").last else { return nil }
            let key = JSONOutput.string(String(name)).rendered(pretty: false)
            let token = JSONOutput.string(renamedToken.dotted).rendered(pretty: false)
            return "\(key): {\"token\": \(token)}"
        }
    }

    /// A generated Swift declaration the change rewrites, adds or removes.
    public struct SwiftChange: Sendable, Equatable {
        /// Its full name (`InsightColors.Values.bgCard`).
        public var symbol: String
        /// The declaration before (nil: added) and after (nil: removed), continuation lines included.
        public var before: String?
        public var after: String?
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
    /// The generated Swift declarations that change, in name order.
    public var swift: [SwiftChange] = []

    public init(base: String, head: String) {
        self.base = base
        self.head = head
    }

    /// True when the change makes an error-level check fail that did not, or fail worse (waived or not).
    public var introducesFailure: Bool { checks.contains { $0.kind.isRegression && $0.severity == .error } }

    /// True when nothing the build reads or writes differs.
    public var isEmpty: Bool {
        modesAdded.isEmpty && modesRemoved.isEmpty && tokens.isEmpty && checks.isEmpty && files.isEmpty
            && breaks.isEmpty
    }

    /// The number of token changes of `kind`.
    public func count(_ kind: Kind) -> Int { tokens.filter { $0.kind == kind }.count }

    /// The number of check changes of `kind`.
    public func count(_ kind: CheckKind) -> Int { checks.filter { $0.kind == kind }.count }

    /// The colour tokens whose value changed (in any mode), each with its changes.
    public var colorChanges: [(path: TokenPath, changes: [TokenChange])] {
        var order: [TokenPath] = []
        var byPath: [TokenPath: [TokenChange]] = [:]
        for change in tokens where change.kind == .changed {
            guard case .color? = change.new else { continue }
            if byPath[change.path] == nil { order.append(change.path) }
            byPath[change.path, default: []].append(change)
        }
        return order.map { ($0, byPath[$0] ?? []) }
    }

    /// The checks on `path` (as foreground or background) whose state or measure moved.
    public func checks(affecting path: TokenPath) -> [CheckChange] {
        checks.filter { $0.token == path || $0.background == path }
    }
}
