/// The one owner of a run: config → load → resolve → audit → emit → write, and the stamp that lets
/// the next build skip it all. Every command runs this with its own options and maps the outcome to
/// what it prints and its exit code. Each stage takes what it needs as arguments; none reads a later one.
public struct BuildPipeline: Sendable {
    /// The outputs `tokens build` makes, in order.
    public static let emitters: [any Emitter] = [SwiftEmitter(), ColorsetEmitter(), HTMLReportEmitter()]

    /// What this run is asked to do.
    public let options: BuildOptions

    /// A pipeline for one run.
    public init(_ options: BuildOptions) { self.options = options }

    /// Runs the stages in order, reporting every problem to `diagnostics`.
    public func run(_ diagnostics: DiagnosticCollector) -> BuildOutcome {
        let configPath = options.resolvedConfigPath
        // One build at a time into an output folder, from the stamp check to the stamp it writes.
        var lock: OutputLock?
        defer { lock?.release() }
        if case .folder(let folder, _) = options.destination {
            lock = OutputLock.acquire(for: folder) {
                options.waiting?("tokens: another build is writing into \(folder); waiting for it to finish.")
            }
        }
        // The stamp's settings line: made once, for checking and recording.
        var tool = ""
        var settings = ""
        var previousStamp: BuildStamp?
        var previousStates: OutputStates?
        var hashed: [String: UInt64] = [:]
        if case .folder(let folder, _) = options.destination {
            let stamp = BuildStamp.load(from: folder)
            tool = BuildStamp.tool(known: stamp?.tool)
            settings = BuildStamp.settings(options.stampSettings, tool: tool)
            // Before the config is read: its bytes are among the stamp's inputs, and at 10,000
            // declared pairs reading it was a third of a build that finds nothing changed.
            switch Self.unchanged(
                stamp, folder, settings: settings, tokens: options.tokens, config: options.config.map(options.applied),
                configPath: configPath, diagnostics)
            {
            case .current(let summary): return .built(summary)
            case .outOfDate(let stamp, let found): (previousStamp, hashed) = (stamp, found)
            }
            if let previousStamp { previousStates = OutputStates(of: previousStamp, in: folder) }
        }
        guard let config = Self.config(at: configPath, options: options, diagnostics) else { return .inputError }
        // Hashed before they are read: a file edited during the build makes the next one a full build.
        let inputs =
            options.destination.isFolder
            ? BuildStamp.inputHashes(tokens: options.tokens, config: configPath, known: hashed) : [:]

        // The parsed files and definitions are let go of as `resolve` ends; the outputs are built next.
        guard let tokens = Self.resolve(options.tokens, config: config, diagnostics) else { return .inputError }

        var audit: AuditResult?
        let policy = options.auditPolicy(config)
        if policy != .skip {
            guard let result = Self.audit(tokens, config: config.audit, today: options.today, diagnostics) else {
                return .inputError
            }
            if policy == .gate && result.fails(strict: false) { return .auditFailed(result) }
            audit = result
        }
        var counts = BuildSummary.Counts(
            tokens: tokens.modes.first?.tokens.count ?? 0, modes: tokens.modes.count,
            audit: audit.map(BuildSummary.AuditCounts.init))
        counts.lostValues = diagnostics.diagnostics.all.filter { $0.code == .valueLost }.reduce(0) { $0 + $1.count }
        var summary = BuildSummary(
            config: config, tokens: tokens, audit: audit, files: [], counts: counts, isUnchanged: false)
        guard !options.emitters.isEmpty else { return .built(summary) }

        summary.files = Self.emit(
            tokens, config: config, audit: audit, sourceName: Self.sourceName(options.tokens),
            title: Self.title(config: config, tokens: options.tokens), diff: options.reportDiff,
            emitters: options.emitters, diagnostics)
        guard !diagnostics.hasErrors else { return .inputError }

        switch options.destination {
        case .none:
            break
        case .file(let path):
            guard let wrote = Self.write(summary.files, toFile: path, diagnostics) else { return .inputError }
            summary.counts.written = wrote ? 1 : 0
            summary.counts.unchanged = wrote ? 0 : 1
        case .folder(let folder, let force):
            let protected = [options.tokens] + (configPath.map { [$0] } ?? []) + tokens.files
            let reportedBeforeWriting = diagnostics.diagnostics.all.count
            guard
                let report = Self.write(
                    summary.files, to: folder, force: force, protecting: protected, stamp: previousStamp,
                    states: previousStates, diagnostics)
            else { return .inputError }
            // The files the write replaced are deleted while the stamp is laid out (or now, when
            // there is no stamp to write).
            defer { OutputWriter.finishRemovals() }
            summary.counts.written = report.written.count
            summary.counts.unchanged = report.unchanged.count
            summary.counts.removed = report.removed.count
            // A write that warned is not recorded: the next build does it again and says so again.
            let reported = diagnostics.diagnostics
            if reported.all.count == reportedBeforeWriting {
                Self.stamp(
                    folder, settings: settings, tool: tool, inputs: inputs, tokens: tokens, report: report,
                    warnings: reported.sorted, counts: summary.counts)
            }
        }
        return .built(summary)
    }
}
