/// Everything a run of the pipeline is asked to do: which tokens and config, how far to go (audit,
/// which outputs, where to write) and the day waivers are judged on. Commands build one from their flags.
public struct BuildOptions: Sendable {
    /// What the audit's error-level findings do to the run.
    public enum AuditPolicy: Sendable, Equatable {
        /// No audit.
        case skip
        /// Audit, and go on to emit and write whatever it finds (`tokens report`, `tokens audit`).
        case report
        /// Audit, and stop before emitting when it fails (`tokens build`).
        case gate
        /// As the config's `plugin.audit` says: `error` gates, `warning` reports, `off` skips.
        case pluginSetting
    }

    /// Where the emitted files go.
    public enum Destination: Sendable, Equatable {
        /// Nowhere: the run stops after emitting (or earlier, with no emitters).
        case none
        /// An output folder the build owns through its manifest, with the unchanged-build stamp;
        /// `force` lets it write into a folder of files it did not make.
        case folder(String, force: Bool)
        /// One file holding every emitted file's text, one after another.
        case file(String)

        /// True for an output folder (the build keeps a stamp there).
        var isFolder: Bool { if case .folder = self { true } else { false } }
    }

    /// The token folder or file.
    public var tokens: String
    /// The config file; nil reads `tokens.config.json` beside the tokens when there is one.
    public var configPath: String?
    /// The config itself when the caller has read it already (the benchmark, tests): then it is
    /// used as given and `configPath` only names the file the stamp watches.
    public var config: TokensConfig?
    /// Whether and how the audit runs.
    public var audit: AuditPolicy
    /// Today as `yyyy-mm-dd`, for waiver expiry.
    public var today: String
    /// The outputs to make, in order; none stops the run after the audit.
    public var emitters: [any Emitter]
    /// Where they are written.
    public var destination: Destination
    /// The bundle generated Swift loads colours from, overriding `swift.bundle`.
    public var bundle: BuildConfig.CatalogBundle?
    /// True when colours are built from the token values whatever `swift.colors` says (no catalog
    /// goes with the output).
    public var inlineColors: Bool

    /// Options for a run; by default it resolves and stops.
    public init(
        tokens: String, configPath: String? = nil, config: TokensConfig? = nil, audit: AuditPolicy = .skip,
        today: String,
        emitters: [any Emitter] = [], destination: Destination = .none,
        bundle: BuildConfig.CatalogBundle? = nil, inlineColors: Bool = false
    ) {
        self.tokens = tokens
        self.configPath = configPath
        self.config = config
        self.audit = audit
        self.today = today
        self.emitters = emitters
        self.destination = destination
        self.bundle = bundle
        self.inlineColors = inlineColors
    }

    /// A brand change the report shows (`tokens report --diff BASE`).
    public var reportDiff: TokenDiff?

    /// True when waivers cover every pair they match, as if there were no `tokens.baseline.json`
    /// (`tokens audit --update-waivers`, which writes that file anew).
    public var ignoresWaiverBaseline = false

    /// Told, in a sentence, when another build is writing into the same output folder and this
    /// one waits for it (the command line prints it).
    public var waiting: (@Sendable (String) -> Void)?

    /// The config file the run reads: the one named, else `tokens.config.json` beside the tokens.
    public var resolvedConfigPath: String? { configPath ?? ConfigLoader.defaultPath(forTokens: tokens) }

    /// The policy in force once the config is read.
    func auditPolicy(_ config: TokensConfig) -> AuditPolicy {
        guard audit == .pluginSetting else { return audit }
        switch config.pluginAudit {
        case .error: return .gate
        case .warning: return .report
        case .off: return .skip
        }
    }

    /// The config with this run's overrides applied.
    func applied(to loaded: TokensConfig) -> TokensConfig {
        var config = loaded
        if let bundle { config.build.bundle = bundle }
        if inlineColors { config.build.colorSource = .inline }
        if ignoresWaiverBaseline { config.audit.baseline = nil }
        return config
    }

    /// The settings line the unchanged-build stamp compares: everything here that changes the output.
    var stampSettings: String {
        let emitted = emitters.map { String(describing: type(of: $0)) }.joined(separator: ",")
        return
            "build --tokens \(tokens) --audit \(audit) --today \(today) --bundle \(bundle?.rawValue ?? "config") --inline \(inlineColors) --emit \(emitted)"
    }
}
