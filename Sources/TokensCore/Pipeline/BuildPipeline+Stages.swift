import Foundation

/// The stages `run` chains, each a function of what it needs. The benchmark and tests call them one by one.
extension BuildPipeline {
    /// The config at `path` (defaults when nil) with the run's overrides; nil on a config error.
    /// The waiver baseline is not read when the run writes it anew, so a broken one can be replaced.
    static func config(at path: String?, options: BuildOptions, _ diagnostics: DiagnosticCollector) -> TokensConfig? {
        if let given = options.config { return options.applied(to: given) }
        let (loaded, problems) = ConfigLoader.load(path: path, readingBaseline: !options.ignoresWaiverBaseline)
        diagnostics.report(problems)
        return problems.hasErrors ? nil : options.applied(to: loaded)
    }

    /// Load and resolve: the tokens of every mode, or nil when either stage found an error.
    public static func resolve(
        _ path: String, config: TokensConfig, _ diagnostics: DiagnosticCollector
    ) -> ResolvedTokenSet? {
        let loaded = TokenLoader.load(
            path: path, themes: config.tokensStudioThemes, format: config.format, exclude: config.exclude,
            brands: config.brands, brand: config.brand, momentumTarget: config.momentumTarget)
        diagnostics.report(loaded.diagnostics)
        if let brand = loaded.brand, loaded.brands.count > 1 {
            let others = loaded.brands.filter { $0 != brand }.map { "'\($0)'" }.joined(separator: ", ")
            diagnostics.report(
                Diagnostic(
                    .brandBuilt,
                    "Built the brand '\(brand)'; the folder also ships \(others). Build one with --brand NAME (or \"brand\" in tokens.config.json), or every one with --brand all, each into its own folder under the output.",
                    at: nil, severity: .note))
        }
        guard var set = loaded.tokenSet, loaded.isComplete else { return nil }
        diagnostics.report(ModeAppearances.assign(&set, mapping: config.modeAppearances, at: config.modesLocation))
        let (resolved, found) = TokenResolver.resolve(set)
        // The parsed files and definitions are let go of beside the stages that follow.
        MemoryRelease.afterStage(releasing: (consume loaded, consume set))
        diagnostics.report(found)
        if let resolved, !diagnostics.hasErrors { diagnostics.report(UntypedTokens.report(resolved)) }
        return diagnostics.hasErrors ? nil : resolved
    }

    /// The audit; nil when its config has an error (a pattern that matches nothing, a pair that is not colours).
    public static func audit(
        _ tokens: ResolvedTokenSet, config: AuditConfig, today: String,
        _ diagnostics: DiagnosticCollector
    ) -> AuditResult? {
        let result = Auditor.audit(tokens, config: config, today: today)
        diagnostics.report(result.configDiagnostics)
        return result.configDiagnostics.hasErrors ? nil : result
    }

    /// Every emitter's files, sorted by path. Each emitter spreads its own work over every core, and
    /// the emitters run side by side, so one's serial steps overlap another's parallel ones.
    public static func emit(
        _ tokens: ResolvedTokenSet, config: TokensConfig, audit: AuditResult?, sourceName: String,
        title: String? = nil, diff: TokenDiff? = nil, emitters: [any Emitter] = BuildPipeline.emitters,
        _ diagnostics: DiagnosticCollector
    ) -> [GeneratedFile] {
        let input = EmitInput(
            tokens: tokens, config: config.build, audit: audit, sourceName: sourceName, title: title, diff: diff)
        var files: [GeneratedFile] = []
        for (emitted, problems) in Parallel.tasks(emitters, { $0.emit(input) }) {
            files += emitted
            diagnostics.report(problems)
        }
        return emitters.count > 1 ? files.sorted { $0.path < $1.path } : files
    }

    /// The token folder's name for generated headers (never an absolute path: the output is the
    /// same on every machine).
    static func sourceName(_ tokens: String) -> String {
        let name = FilePath.name(of: FilePath.normalize(tokens))
        return name == "." ? "tokens" : name
    }

    /// The brand's name: config `name`, else the name of the Swift package the token folder is in
    /// (its `Package.swift`, up to three folders up), else the folder's name, or its parent's when
    /// the folder is just called `tokens`.
    static func title(config: TokensConfig, tokens: String) -> String {
        if let name = config.name { return name }
        var folder = URL(fileURLWithPath: tokens).standardizedFileURL
        if !FileManager.default.fileExists(atPath: folder.appendingPathComponent("tokens.config.json").path),
            folder.pathExtension == "json" || folder.pathExtension == "yaml"
        {
            folder.deleteLastPathComponent()
        }
        var candidate = folder
        for _ in 0..<4 {
            let manifest = candidate.appendingPathComponent("Package.swift").path
            // No manifest here: look further up.
            let text = FileIO.contents(of: manifest).map { String(decoding: $0, as: UTF8.self) }
            if let text, let range = text.range(of: #"Package\(\s*name:\s*"([^"\\]+)""#, options: .regularExpression) {
                let match = text[range]
                if let open = match.firstIndex(of: "\"") {
                    return String(match[match.index(after: open)...].dropLast())
                }
            }
            candidate.deleteLastPathComponent()
        }
        let name = folder.lastPathComponent
        return name.lowercased() == "tokens" && folder.pathComponents.count > 1
            ? folder.deletingLastPathComponent().lastPathComponent : name
    }

    /// Writes every file into the output folder the build owns; nil when the writer refused or failed.
    static func write(
        _ files: [GeneratedFile], to folder: String, force: Bool, protecting protected: [String],
        stamp: BuildStamp?, states: OutputStates?, _ diagnostics: DiagnosticCollector
    ) -> OutputWriter.Report? {
        let (report, problems) = OutputWriter.write(
            files, to: folder, force: force, protecting: protected, stamp: stamp, states: states,
            removingStagingLater: true)
        diagnostics.report(problems)
        return report
    }

    /// Writes every file's text into one file, only when it changed; true when it wrote, nil when it failed.
    static func write(_ files: [GeneratedFile], toFile path: String, _ diagnostics: DiagnosticCollector) -> Bool? {
        let text = oneImportLevel(files.map { String(decoding: $0.contents, as: UTF8.self) }.joined(separator: "\n"))
        do {
            return try OutputWriter.writeFile(Array(text.utf8), to: path)
        } catch {
            diagnostics.report(
                Diagnostic(
                    .writeFailed,
                    "Writing '\(path)' failed: \(FileProblem.reason(error, path: path)). Nothing was written.",
                    at: nil))
            return nil
        }
    }

    /// `text` with each module imported at one access level: where one file imports a module publicly
    /// (`public import SwiftUI`, public output) and another plainly, the plain lines take the keyword
    /// too, since Swift warns at a module imported at two levels in one file.
    static func oneImportLevel(_ text: String) -> String {
        var levels: [Substring: Substring] = [:]
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for line in lines {
            for keyword in ["public ", "package "] where line.hasPrefix(keyword + "import ") {
                levels[line.dropFirst(keyword.count + "import ".count)] = keyword.dropLast()
            }
        }
        guard !levels.isEmpty else { return text }
        return lines.map { line in
            guard line.hasPrefix("import "), let keyword = levels[line.dropFirst("import ".count)] else { return line }
            return keyword + " " + line
        }.joined(separator: "\n")
    }

    /// What the output folder's stamp says.
    enum StampCheck {
        /// The build is already done: its summary, its warnings reported again, nothing read or written.
        case current(BuildSummary)
        /// A build is needed; the last one's stamp (nil when none), whose output hashes the writer
        /// uses, and the inputs hashed on the way (the stamp's inputs are not hashed again).
        case outOfDate(BuildStamp?, hashed: [String: UInt64])
    }

    static func unchanged(
        _ stamp: BuildStamp?, _ folder: String, settings: String, tokens: String, config: TokensConfig?,
        configPath: String?, _ diagnostics: DiagnosticCollector
    ) -> StampCheck {
        guard let stamp else { return .outOfDate(nil, hashed: [:]) }
        var hashed: [String: UInt64] = [:]
        guard stamp.isCurrent(settings: settings, tokens: tokens, config: configPath, folder: folder, hashing: &hashed)
        else { return .outOfDate(stamp, hashed: hashed) }
        for diagnostic in stamp.diagnostics { diagnostics.report(diagnostic) }
        return .current(
            BuildSummary(config: config, tokens: nil, audit: nil, files: [], counts: stamp.counts, isUnchanged: true))
    }

    /// Records what this build read, wrote and reported, so the next one can skip everything when
    /// nothing changed.
    static func stamp(
        _ folder: String, settings: String, tool: String, inputs: [String: UInt64], tokens: ResolvedTokenSet,
        report: OutputWriter.Report, warnings: [Diagnostic], counts: BuildSummary.Counts
    ) {
        var replayed = counts
        replayed.unchanged = report.written.count + report.unchanged.count
        replayed.written = 0
        replayed.removed = 0
        var stamp = BuildStamp.record(
            settings: settings, inputs: inputs,
            read: tokens.files, outputs: report.outputs,
            diagnostics: warnings, counts: replayed)
        stamp.tool = tool
        let bytes = stamp.laidOut(listing: report.listing)  // laid out while the files the write replaced are deleted
        // A stamp says the build is complete: nothing of it is left beside the output.
        OutputWriter.finishRemovals()
        try? BuildStamp.write(bytes, to: folder)  // without a stamp the next build is a full one, which is only slower
    }
}
