import ArgumentParser
import Foundation
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

    @Option(help: "Show the change since this git revision or token folder: changed tokens marked, before and after.")
    var diff: String?

    @Option(help: .hidden)
    var today: String?

    func run() throws {
        var build = BuildOptions(
            tokens: options.tokens, configPath: config, audit: .report, today: options.today(today),
            emitters: [HTMLReportEmitter()], destination: .file(output))
        if let diff {
            build.reportDiff = try options.diff(from: diff, to: nil, config: config, today: options.today(today))
        }
        let outcome = options.run(build)
        guard case .built(let summary) = outcome else { throw ExitStatus.inputError }
        if !options.quiet {
            print("tokens: report \(summary.counts.written > 0 ? "written to" : "unchanged at") \(output)")
        }
    }
}
