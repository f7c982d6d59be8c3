/// A file an emitter produces: its path inside the output folder and its bytes.
public struct GeneratedFile: Sendable, Hashable {
    /// Relative to the output folder, `/`-separated (`Swift/InsightColors.swift`).
    public var path: String
    /// The contents.
    public var contents: [UInt8]

    /// A text file, UTF-8.
    public init(_ path: String, text: String) {
        self.path = path
        self.contents = Array(text.utf8)
    }
}

/// What every emitter reads.
public struct EmitInput: Sendable {
    public var tokens: ResolvedTokenSet
    public var config: BuildConfig
    /// The audit, when it ran (the report shows it).
    public var audit: AuditResult?
    /// The token folder's name, for generated headers (never an absolute path: output is the same on every machine).
    public var sourceName: String
    /// The touch-target minimum the report draws targets against (the audit config's, 44pt by default).
    public var touchTargetMinimum: Double

    /// Creates the input.
    public init(tokens: ResolvedTokenSet, config: BuildConfig, audit: AuditResult?, sourceName: String, touchTargetMinimum: Double = 44) {
        self.tokens = tokens
        self.config = config
        self.audit = audit
        self.sourceName = sourceName
        self.touchTargetMinimum = touchTargetMinimum
    }
}

/// A pure function from the resolved tokens to files. File I/O happens only in `OutputWriter`.
public protocol Emitter: Sendable {
    /// The files, sorted by path, and any problems (name collisions…).
    func emit(_ input: EmitInput) -> (files: [GeneratedFile], diagnostics: Diagnostics)
}
