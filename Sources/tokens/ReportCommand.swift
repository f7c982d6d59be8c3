import Foundation
import ArgumentParser
import TokensCore

/// `tokens report`: the swatch and audit page alone, failures included.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write the swatch and audit report: one self-contained HTML page.")

    @OptionGroup var options: TokensOptions

    @Option(help: "The HTML file to write.")
    var output: String = "Outputs/Report/index.html"

    @Option(help: "The config file (default: tokens.config.json in the token folder).")
    var config: String?

    @Option(help: .hidden)
    var today: String?

    func run() throws {
        let loaded = try options.loadConfig(config)
        let (result, diagnostics, _) = BuildPipeline.run(
            tokens: options.tokens, config: loaded, audit: true, today: today ?? AuditContext.today(environment: ProcessInfo.processInfo.environment),
            stopOnAuditFailure: false, emitters: [HTMLReportEmitter()])
        printDiagnostics(diagnostics, quiet: options.quiet)
        guard let page = result?.files.first else { throw ExitStatus.inputError }
        let wrote = try OutputWriter.writeFile(page.contents, to: output)
        if !options.quiet { print("tokens: report \(wrote ? "written to" : "unchanged at") \(output)") }
    }
}
