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

    @Flag(
        help:
            "Record every waived contrast check with its ratio in tokens.baseline.json (beside the config), after review: from then on a waived check that gets worse, or a pair a waiver matches that was not reviewed, fails."
    )
    var updateWaivers = false

    @Option(help: .hidden)
    var today: String?

    func run() throws {
        if updateWaivers { return try writeBaseline() }
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
        case .junit: report = JUnitEmitter.junit(result, strict: strict)
        }
        if let output {
            try writeOutputFile(report, to: output)
        } else {
            print(report, terminator: "")
        }
        if result.fails(strict: strict) { throw ExitCode(1) }
    }

    /// `--update-waivers`: the audit with waivers covering every pair they match, and its waived
    /// checks written as the baseline.
    func writeBaseline() throws {
        var build = BuildOptions(
            tokens: options.tokens, configPath: config, audit: .report, today: options.today(today))
        build.ignoresWaiverBaseline = true
        let outcome = options.run(build)
        guard case .built(let summary) = outcome, let result = summary.audit else { throw ExitStatus.inputError }
        guard let configPath = config ?? ConfigLoader.defaultPath(forTokens: options.tokens) else {
            printError("tokens: error: [config.no-match] There is no config, so no waivers to record.")
            throw ExitStatus.inputError
        }
        let path = WaiverBaseline.path(besideConfig: configPath)
        let baseline = WaiverBaseline.recording(result, path: path)
        try writeOutputFile(baseline.text, to: path)
        print(
            "tokens: \(baseline.entries.count) waived check\(baseline.entries.count == 1 ? "" : "s") recorded in \(path) with the ratios reviewed."
        )
    }
}
