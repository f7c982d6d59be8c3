/// `tokens build` without the writing: load → resolve → audit → emit.
public enum BuildPipeline {
    /// What a build produced before writing.
    public struct Result: Sendable {
        public var tokens: ResolvedTokenSet
        public var files: [GeneratedFile]
        public var audit: AuditResult?
    }

    /// The emitters a build runs, in order.
    public static let emitters: [any Emitter] = [SwiftEmitter(), ColorsetEmitter(), HTMLReportEmitter()]

    /// Runs the stages. Returns nil when loading, resolving, the config or emitting had an error;
    /// `auditFailed` is true when the audit found error-level failures (the caller writes nothing then).
    public static func run(tokens path: String, config: TokensConfig, audit isAuditing: Bool, today: String,
                           stopOnAuditFailure: Bool = true, emitters: [any Emitter] = BuildPipeline.emitters)
        -> (result: Result?, diagnostics: Diagnostics, auditFailed: Bool)
    {
        let (resolved, found) = Pipeline.resolve(path: path, config: config)
        var diagnostics = found
        guard let resolved, !diagnostics.hasErrors else { return (nil, diagnostics, false) }
        // The parsed files and definitions are gone now; the outputs are built next.
        MemoryRelease.afterStage()
        var audit: AuditResult?
        var made: [(files: [GeneratedFile], diagnostics: Diagnostics)] = []
        var rest = emitters
        if isAuditing {
            // The outputs that do not show the audit (Swift, colorsets) are made while it runs, so
            // the audit's steps on one core overlap their work on every core. A build stopped by
            // the audit drops them.
            let independent = emitters.filter { !$0.showsAudit }
            rest = emitters.filter(\.showsAudit)
            let (result, early) = Parallel.both(
                { Auditor.audit(resolved, config: config.audit, today: today) },
                { independent.isEmpty ? nil : emit(resolved, tokens: path, config: config, audit: nil, emitters: independent) })
            diagnostics.append(contentsOf: result.configDiagnostics)
            guard !result.configDiagnostics.hasErrors else { return (nil, diagnostics, false) }
            audit = result
            if stopOnAuditFailure && result.fails(strict: false) { return (Result(tokens: resolved, files: [], audit: result), diagnostics, true) }
            if let early { made.append(early) }
        }
        if !rest.isEmpty { made.append(emit(resolved, tokens: path, config: config, audit: audit, emitters: rest)) }
        var files: [GeneratedFile] = []
        for (emitted, problems) in made {
            files += emitted
            diagnostics.append(contentsOf: problems)
        }
        guard !diagnostics.hasErrors else { return (nil, diagnostics, false) }
        return (Result(tokens: resolved, files: made.count > 1 ? files.sorted { $0.path < $1.path } : files, audit: audit), diagnostics, false)
    }

    /// The emit stage alone: every emitter's files, sorted by path, and their problems.
    public static func emit(_ resolved: ResolvedTokenSet, tokens path: String, config: TokensConfig, audit: AuditResult?,
                            emitters: [any Emitter] = BuildPipeline.emitters) -> (files: [GeneratedFile], diagnostics: Diagnostics)
    {
        let name = FilePath.name(of: FilePath.normalize(path))
        let input = EmitInput(tokens: resolved, config: config.build, audit: audit, sourceName: name == "." ? "tokens" : name,
                              touchTargetMinimum: config.audit.touchTargets.minimum)
        var files: [GeneratedFile] = []
        var diagnostics = Diagnostics()
        // Each emitter spreads its own work over every core, and the emitters run side by side, so
        // one's serial steps (sorting, laying out a file) overlap another's parallel ones.
        let results = Parallel.map(emitters) { $0.emit(input) }
        for (emitted, problems) in results {
            files += emitted
            diagnostics.append(contentsOf: problems)
        }
        return (files.sorted { $0.path < $1.path }, diagnostics)
    }
}

