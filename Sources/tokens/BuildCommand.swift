import ArgumentParser
import TokensCore

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

    @Flag(help: "Skip the accessibility audit.")
    var noAudit = false

    @Option(help: .hidden)
    var today: String?

    func run() throws {
        let loaded = try options.loadConfig(config)
        let (result, diagnostics, auditFailed) = BuildPipeline.run(tokens: options.tokens, config: loaded, audit: !noAudit, today: today ?? AuditContext.today())
        if auditFailed, let audit = result?.audit {
            printError(AuditTextEmitter.findings(audit, errorsOnly: true), terminator: "")
            printError("tokens: the audit failed (\(audit.count(nil, .fail)) finding\(audit.count(nil, .fail) == 1 ? "" : "s")); nothing was written. Fix the tokens, waive the pairs in tokens.config.json, or build with --no-audit.")
            throw ExitCode(1)
        }
        printDiagnostics(diagnostics, quiet: options.quiet)
        guard let result else { throw ExitStatus.inputError }
        let (report, writeProblems) = OutputWriter.write(result.files, to: output)
        printDiagnostics(writeProblems, quiet: options.quiet)
        guard let report else { throw ExitStatus.inputError }
        guard !options.quiet else { return }
        let tokenCount = result.tokens.modes.first?.tokens.count ?? 0
        let auditText = result.audit.map { "audit passed (\($0.count(ContrastRule.id, .pass)) pairs passed, \($0.count(ContrastRule.id, .waived)) waived, \($0.checks.filter { $0.status == .fail }.count) warnings)" } ?? "audit skipped"
        print("tokens: \(tokenCount) tokens × \(result.tokens.modes.count) modes; \(report.written.count) files written, \(report.unchanged.count) unchanged, \(report.removed.count) removed in \(output)/; \(auditText).")
    }
}
