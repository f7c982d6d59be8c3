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
        let outcome = options.run(
            BuildOptions(
                tokens: options.tokens, configPath: config, audit: .pluginSetting, today: options.today(today),
                emitters: [SwiftEmitter()], destination: .file(output), inlineColors: true))
        switch outcome {
        case .inputError:
            throw ExitStatus.inputError
        case .auditFailed(let audit):
            let advice =
                "Fix the tokens, waive the pairs in tokens.config.json, or set \"plugin\": {\"audit\": \"warning\"} there."
            printAuditFailure(
                audit, unwritten: "the generated Swift was not written", advice: advice, errorsOnly: options.quiet,
                showsWaived: false)
            throw ExitCode(1)
        case .built(let summary):
            // With `plugin.audit: warning` the errors are printed as warnings: Xcode shows them, the build goes on.
            guard let audit = summary.audit else { return }
            printError(
                AuditTextEmitter.findings(audit, errorsOnly: options.quiet, showsWaived: false, errorsAsWarnings: true),
                terminator: "")
        }
    }
}
