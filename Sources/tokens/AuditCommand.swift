import ArgumentParser
import Foundation
import TokensCore

/// `tokens audit`: WCAG contrast in every mode, touch targets, type, distinguishability, waivers.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Audit the tokens for accessibility. Exit 0 clean, 1 on failures, 2 on input or config errors.")

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, sarif, junit }

    @OptionGroup var options: TokensOptions

    @Option(help: "The config file (default: tokens.config.json in the token folder).")
    var config: String?

    @Option(help: "text, json, sarif or junit.")
    var format: Format = .text

    @Option(help: "Write the report to this file instead of standard output.")
    var output: String?

    @Flag(help: "Fail on warnings too.")
    var strict = false

    @Option(help: .hidden)
    var today: String?

    func run() throws {
        let outcome = options.runUpToAudit(config: config, audit: .report, today: today)
        guard case .built(let summary) = outcome, let result = summary.audit else { throw ExitStatus.inputError }
        let report: String
        switch format {
        case .text:
            report =
                AuditTextEmitter.findings(result, errorsOnly: options.quiet)
                + (options.quiet ? "" : "\n" + AuditTextEmitter.pairs(result) + "\n" + AuditTextEmitter.summary(result))
        case .json: report = AuditJSONEmitter.json(result)
        case .sarif: report = SARIFEmitter.sarif(result)
        case .junit: report = JUnitEmitter.junit(result)
        }
        if let output {
            try writeOutputFile(report, to: output)
        } else {
            print(report, terminator: "")
        }
        if result.fails(strict: strict) { throw ExitCode(1) }
    }
}
