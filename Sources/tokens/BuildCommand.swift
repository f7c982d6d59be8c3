import Foundation
import ArgumentParser
import TokensCore

extension BuildConfig.CatalogBundle: ExpressibleByArgument {}

/// `tokens build`: load → resolve → audit → emit → write, then one summary line.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Compile the tokens into Swift and asset-catalog colorsets under the output folder.")

    @OptionGroup var options: TokensOptions

    @Option(help: "The output folder.")
    var output: String = "Outputs"

    @Option(help: "The config file (default: tokens.config.json in the token folder).")
    var config: String?

    @Option(help: "The bundle the generated Swift loads colours from: main (an app's asset catalog) or module (a package target's, as the command plugin writes it). Overrides swift.bundle in the config.")
    var bundle: BuildConfig.CatalogBundle?

    @Flag(help: "Write into an output folder of files tokens did not make (it has no .tokens-manifest). tokens then owns only the files it writes.")
    var force = false

    @Flag(help: "Skip the accessibility audit.")
    var noAudit = false

    @Option(help: .hidden)
    var today: String?

    func run() throws {
        let day = today ?? AuditContext.today(environment: ProcessInfo.processInfo.environment)
        let configPath = config ?? ConfigLoader.defaultPath(forTokens: options.tokens)
        let settings = BuildStamp.settings("build --tokens \(options.tokens) --audit \(!noAudit) --today \(day) --bundle \(bundle?.rawValue ?? "config")")
        // Nothing changed since the last build: say what it said, touch nothing.
        if let stamp = BuildStamp.load(from: output), stamp.isCurrent(settings: settings, tokens: options.tokens, config: configPath, folder: output) {
            replay(stamp.messages)
            return
        }
        var loaded = try options.loadConfig(config)
        if let bundle { loaded.build.bundle = bundle }
        let (result, diagnostics, auditFailed) = BuildPipeline.run(tokens: options.tokens, config: loaded, audit: !noAudit, today: day)
        if auditFailed, let audit = result?.audit {
            printError(AuditTextEmitter.findings(audit, errorsOnly: true), terminator: "")
            printError("tokens: the audit failed (\(audit.count(nil, .fail)) finding\(audit.count(nil, .fail) == 1 ? "" : "s")); nothing was written. Fix the tokens, waive the pairs in tokens.config.json, or build with --no-audit.")
            throw ExitCode(1)
        }
        printDiagnostics(diagnostics, quiet: options.quiet)
        guard let result else { throw ExitStatus.inputError }
        let protected = [options.tokens] + (configPath.map { [$0] } ?? []) + result.tokens.files
        let (report, writeProblems) = OutputWriter.write(result.files, to: output, force: force, protecting: protected)
        printDiagnostics(writeProblems, quiet: options.quiet)
        guard let report else { throw ExitStatus.inputError }
        let summary = Self.summary(result, written: report.written.count, unchanged: report.unchanged.count, removed: report.removed.count, output: output)
        if !options.quiet { print(summary) }
        guard writeProblems.all.isEmpty else { return }
        let warnings = diagnostics.sorted.filter { $0.severity != .error }.map { "2 " + $0.description }
        let replayed = warnings + ["1 " + Self.summary(result, written: 0, unchanged: result.files.count, removed: 0, output: output)]
        let stamp = BuildStamp.record(settings: settings, tokens: options.tokens, read: result.tokens.files, config: configPath,
                                      folder: output, outputs: result.files.map(\.path), messages: replayed)
        try? stamp.write(to: output) // without a stamp the next build is a full one, which is only slower
    }

    /// The closing line: tokens, modes, what was written, the audit.
    static func summary(_ result: BuildPipeline.Result, written: Int, unchanged: Int, removed: Int, output: String) -> String {
        let tokenCount = result.tokens.modes.first?.tokens.count ?? 0
        let auditText = result.audit.map { "audit passed (\($0.count(ContrastRule.id, .pass)) pairs passed, \($0.count(ContrastRule.id, .waived)) waived, \($0.checks.filter { $0.status == .fail }.count) warnings)" } ?? "audit skipped"
        return "tokens: \(tokenCount) tokens × \(result.tokens.modes.count) modes; \(written) files written, \(unchanged) unchanged, \(removed) removed in \(output)/; \(auditText)."
    }

    /// Prints what the last build printed (warnings to standard error, the summary to standard output).
    private func replay(_ messages: [String]) {
        guard !options.quiet else { return }
        for message in messages {
            if message.hasPrefix("2 ") { printError(String(message.dropFirst(2))) } else { print(String(message.dropFirst(2))) }
        }
    }
}
