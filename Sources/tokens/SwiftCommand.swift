import ArgumentParser
import Foundation
import TokensCore

/// `tokens swift`: the generated Swift as one file, for the SwiftPM build-tool plugin, which must
/// name its output files before the tool runs. No asset catalog is made on this path, so colours are
/// always built from the token values (every appearance), whatever the config's `swift.colors`.
/// The audit runs as in `tokens build`, its findings printed where Xcode shows them; `plugin.audit`
/// in the config says whether its errors fail the build (the default), are warnings, or are skipped.
struct SwiftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swift",
        abstract: "Write the generated Swift constants as one file, audited (used by the build-tool plugin).")

    @OptionGroup var options: TokensOptions

    @Option(help: "The Swift file to write.")
    var output: String

    @Option(help: "The config file (default: tokens.config.json in the token folder).")
    var config: String?

    @Option(help: .hidden)
    var today: String?

    func run() throws {
        var loaded = try options.loadConfig(config)
        loaded.build.colorSource = .inline
        let mode = loaded.pluginAudit
        let day = today ?? AuditContext.today(environment: ProcessInfo.processInfo.environment)
        let (result, diagnostics, _) = BuildPipeline.run(tokens: options.tokens, config: loaded, audit: mode != .off, today: day,
                                                        stopOnAuditFailure: false, emitters: [SwiftEmitter()])
        printDiagnostics(diagnostics, quiet: options.quiet)
        guard let result else { throw ExitStatus.inputError }
        if let audit = result.audit {
            let findings = AuditTextEmitter.findings(audit, errorsOnly: options.quiet, showsWaived: false, errorsAsWarnings: mode == .warning)
            printError(findings, terminator: "")
            if mode == .error, audit.fails(strict: false) {
                let count = audit.findings.filter { $0.severity == .error }.count
                printError("tokens: the audit failed (\(count) finding\(count == 1 ? "" : "s")); the generated Swift was not written. Fix the tokens, waive the pairs in tokens.config.json, or set \"plugin\": {\"audit\": \"warning\"} there.")
                throw ExitCode(1)
            }
        }
        let text = result.files.map { String(decoding: $0.contents, as: UTF8.self) }.joined(separator: "\n")
        _ = try OutputWriter.writeFile(Array(text.utf8), to: output)
    }
}
