import ArgumentParser
import Foundation
import TokensCore

/// `tokens contrast-fix`: derives the increased-contrast values of every declared pair's colours
/// and writes them as new token files for the high-contrast modes.
struct ContrastFixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contrast-fix",
        abstract:
            "Derive high-contrast (Increase Contrast) colours for the declared pairs: 7:1 text, 4.5:1 large text and UI. Writes contrast.<mode>.json beside the tokens; exit 1 when a pair cannot be solved."
    )

    @OptionGroup var options: TokensOptions

    @Option(help: "The config file (default: tokens.config.json in the token folder).")
    var config: String?

    @Flag(help: "Print the files instead of writing them.")
    var dryRun = false

    func run() throws {
        let outcome = options.runUpToAudit(config: config)
        guard case .built(let summary) = outcome, let tokens = summary.tokens else { throw ExitStatus.inputError }
        let results = ContrastFix.derive(tokens, config: summary.config.audit)
        guard !results.isEmpty else {
            printError(
                "tokens: error: [\(DiagnosticCode.contrastFixNoMode.rawValue)] No mode is light or dark, so there is nothing to derive high-contrast values from."
            )
            throw ExitStatus.inputError
        }
        for result in results {
            let name = ContrastFix.fileName(for: result.mode)
            let path = ContrastFix.path(for: result.mode, tokens: options.tokens)
            let text = ContrastFix.file(result)
            if dryRun {
                print("// \(path)\n" + text, terminator: "")
            } else {
                guard ContrastFix.mayWrite(path) else {
                    printError(
                        "tokens: error: [\(DiagnosticCode.unsafeOutputFolder.rawValue)] \(path) exists and was not written by tokens contrast-fix; it is left as it is. Move it, or run with --dry-run."
                    )
                    throw ExitStatus.inputError
                }
                _ = try OutputWriter.writeFile(Array(text.utf8), to: path)
            }
            if !options.quiet {
                printError(
                    "tokens: \(result.mode): \(result.derived.count) colour\(result.derived.count == 1 ? "" : "s") derived from \(result.base)\(dryRun ? "" : " into \(name)")."
                )
            }
            for (constraint, best) in result.blocked {
                printError(
                    "tokens: error: [\(DiagnosticCode.contrastFixBlocked.rawValue)] '\(constraint.foreground)' on '\(constraint.background)' in \(result.mode) cannot reach \(WCAG.thresholdText(constraint.target)):1: no lightness of its hue gets past \(WCAG.display(best)):1, and the background cannot move (it is a text colour of its own). Choose another colour for one of them."
                )
            }
        }
        if results.contains(where: { !$0.blocked.isEmpty }) { throw ExitCode(1) }
    }
}
