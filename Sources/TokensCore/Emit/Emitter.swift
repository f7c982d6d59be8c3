/// A file an emitter produces: its path inside the output folder and its bytes.
public struct GeneratedFile: Sendable, Hashable {
    /// Relative to the output folder, `/`-separated (`Swift/InsightColors.swift`).
    public var path: String
    private let body: Body

    private enum Body: Sendable {
        case bytes([UInt8])
        case pieces([[UInt8]])
        case deferred(@Sendable () -> [UInt8])
    }

    /// The contents. A deferred file makes them on every read: read once, and keep the result
    /// only as long as it is needed.
    public var contents: [UInt8] {
        switch body {
        case .bytes(let bytes): bytes
        case .pieces(let pieces): Array(pieces.joined())
        case .deferred(let make): make()
        }
    }

    /// The contents as the writer takes them: a file made in pieces stays in its pieces.
    var fileBytes: FileBytes {
        switch body {
        case .bytes(let bytes): FileBytes(bytes)
        case .pieces(let pieces): FileBytes(pieces: pieces)
        case .deferred(let make): FileBytes(make())
        }
    }

    /// True for a file made only when it is read (each colorset); false for one whose bytes exist.
    var isDeferred: Bool {
        guard case .deferred = body else { return false }
        return true
    }

    /// A text file, UTF-8.
    public init(_ path: String, text: String) {
        self.path = path
        self.body = .bytes(Array(text.utf8))
    }

    /// A file of `bytes` (emitters that build a large file as bytes hand it over without a copy).
    public init(_ path: String, bytes: [UInt8]) {
        self.path = path
        self.body = .bytes(bytes)
    }

    /// A file of the bytes of `pieces` one after another, kept as they are (the report renders its
    /// tables in chunks on every core; the writer writes them in turn).
    init(_ path: String, pieces: [[UInt8]]) {
        self.path = path
        self.body = .pieces(pieces)
    }

    /// A file made when it is read: the writer makes, writes and lets go of each in turn, so the
    /// tens of thousands of colorsets of a large set are never all in memory at once.
    public init(_ path: String, deferred make: @escaping @Sendable () -> [UInt8]) {
        self.path = path
        self.body = .deferred(make)
    }

    /// The same file with its bytes made now.
    public func materialized() -> GeneratedFile {
        guard case .deferred = body else { return self }
        return GeneratedFile(path: path, body: .bytes(contents))
    }

    /// `files` with every deferred file's bytes made now, on every core (the benchmark times the
    /// emit stage with every byte made).
    public static func materialized(_ files: [GeneratedFile]) -> [GeneratedFile] {
        Parallel.map(files, minimum: 64) { $0.materialized() }
    }

    private init(path: String, body: Body) {
        self.path = path
        self.body = body
    }

    public static func == (a: GeneratedFile, b: GeneratedFile) -> Bool { a.path == b.path && a.contents == b.contents }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(contents)
    }
}

/// What every emitter reads.
public struct EmitInput: Sendable {
    public var tokens: ResolvedTokenSet { didSet { shared = EmitShared() } }
    public var config: BuildConfig { didSet { shared = EmitShared() } }
    /// The audit, when it ran (the report shows it).
    public var audit: AuditResult?
    /// The token folder's name, for generated headers (never an absolute path: output is the same on every machine).
    public var sourceName: String
    /// The brand's name for the report's title: config `name`, else the Swift package's, else the folder's.
    public var title: String
    /// A brand change to show in the report (`tokens report --diff`).
    public var diff: TokenDiff?
    /// What more than one emitter needs from the tokens and config, made once (see `EmitShared`).
    var shared = EmitShared()

    /// Creates the input.
    public init(
        tokens: ResolvedTokenSet, config: BuildConfig, audit: AuditResult?, sourceName: String, title: String? = nil,
        diff: TokenDiff? = nil
    ) {
        self.tokens = tokens
        self.config = config
        self.audit = audit
        self.sourceName = sourceName
        self.title = title ?? sourceName
        self.diff = diff
    }
}

/// A pure function from the resolved tokens to files. File I/O happens only in `OutputWriter`.
public protocol Emitter: Sendable {
    /// The files, sorted by path, and any problems (name collisions…).
    func emit(_ input: EmitInput) -> (files: [GeneratedFile], diagnostics: Diagnostics)
}
