import Foundation

/// The `audit` section of `tokens.config.json`, as written (patterns not yet matched to tokens).
public struct AuditConfig: Sendable {
    /// A declared contrast pair.
    public struct ContrastPair: Sendable {
        public var foreground: [TokenPattern]
        public var background: [TokenPattern]
        /// nil: `text`, unless a typography token says the text is large.
        public var role: WCAG.Role?
        public var typography: TokenPattern?
        public var modes: [String]?
        public var location: SourceLocation?

        /// Creates a pair.
        public init(
            foreground: [TokenPattern], background: [TokenPattern], role: WCAG.Role?, typography: TokenPattern?,
            modes: [String]?, location: SourceLocation?
        ) {
            self.foreground = foreground
            self.background = background
            self.role = role
            self.typography = typography
            self.modes = modes
            self.location = location
        }
    }

    /// Per-mode settings.
    public struct ModeSettings: Sendable {
        public var level: WCAG.Level?
        /// The token a translucent background lies on in this mode.
        public var surface: TokenPattern?
    }

    /// Touch-target rules.
    public struct TouchTargets: Sendable {
        public struct Composite: Sendable {
            public var name: String
            public var sum: [TokenPattern]
            public var location: SourceLocation?
        }
        public var minimum: Double = 44
        public var recommended: Double = 48
        public var tokens: [TokenPattern] = []
        public var composites: [Composite] = []
    }

    /// Typography rules.
    public struct TypographyRules: Sendable {
        public var minimumSize: Double = 11
        public var minimumLineHeightRatio: Double = 1.3
        /// Dimension tokens that are font sizes; by default every dimension whose path has a name
        /// starting with "font" (not letter spacing), plus every typography token's size.
        public var sizeTokens: [TokenPattern]?
    }

    /// Colours that carry state and must stay distinguishable without hue.
    public struct DistinguishableGroup: Sendable {
        public var name: String
        public var tokens: [TokenPattern]
        public var location: SourceLocation?
    }

    /// A known failure accepted, with the reason, until a date or (without one) for as long as the
    /// baseline's reviewed ratio holds.
    public struct Waiver: Sendable {
        public var foreground: TokenPattern
        public var background: TokenPattern
        public var modes: [String]?
        public var reason: String
        /// The last day the waiver applies (inclusive), as `yyyy-mm-dd`; nil for a waiver with no end
        /// date (a shipped brand value: it holds while the pair is no worse than reviewed).
        public var until: String?
        public var location: SourceLocation?
    }

    public var contrast: [ContrastPair] = []
    public var level: WCAG.Level = .aa
    public var modes: [String: ModeSettings] = [:]
    public var touchTargets = TouchTargets()
    public var typography = TypographyRules()
    public var distinguishable: [DistinguishableGroup] = []
    public var waivers: [Waiver] = []
    /// What was reviewed when the waivers were accepted (`tokens.baseline.json`); nil when there is
    /// no baseline, and then a waiver covers every pair it matches.
    public var baseline: WaiverBaseline?
    /// The most checks the contrast pairs and distinguishable groups may expand to, in all modes
    /// (`**` on both sides of a pair over 30,000 tokens would be billions).
    public var maximumChecks = Limits.auditChecks
    /// Where `maximumChecks` is written, if it is.
    public var maximumChecksLocation: SourceLocation?

    /// An empty audit: nothing declared, default thresholds.
    public init() {}
}

/// Everything `tokens.config.json` configures (more sections arrive with the emitters).
public struct TokensConfig: Sendable {
    /// The audit section.
    public var audit = AuditConfig()
    /// The `swift` and `colorsets` sections.
    public var build = BuildConfig()
    /// How the build-tool plugin treats the audit (`plugin.audit`).
    public var pluginAudit = PluginAudit.error

    /// What the build-tool plugin does with the audit's error-level findings: fail the build,
    /// show them as warnings, or not audit at all.
    public enum PluginAudit: String, Sendable, CaseIterable { case error, warning, off }
    /// `name`: the brand's name, the report's title.
    public var name: String?
    /// `exclude`: globs of files in the token folder that are not token files (`package.json`).
    public var exclude: [String] = []
    /// `modes`: the appearance of a mode by its name (nil: none), where the name does not say it.
    public var modeAppearances: [String: Appearance?] = [:]
    /// Where `modes` is written, for located errors.
    public var modesLocation: SourceLocation?
    /// `brands`: each brand's name and the globs of its own files, in order (see `BrandAxis`).
    public var brands: [(name: String, patterns: [String])] = []
    /// Where `brands` is written, for located errors.
    public var brandsLocation: SourceLocation?
    /// `brand` (or `--brand`): the brand to build; nil for the default.
    public var brand: String?
    /// `tokensStudio.themes`: Tokens Studio themes layered under every mode (platform sets).
    public var tokensStudioThemes: [String] = []
    /// `momentum.target`: the target file a Momentum folder is built as (nil: `targets/ios.json`).
    public var momentumTarget: String?
    /// `format`: how each token file is read (one format for all, or per file glob); by default
    /// each file's own format is detected.
    public var format = FormatRules()
    /// The file it was read from, if any.
    public var file: String?

    /// The defaults, used when there is no config file.
    public init() {}
}
