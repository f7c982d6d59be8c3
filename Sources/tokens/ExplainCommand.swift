import ArgumentParser
import Foundation
import TokensCore

/// `tokens explain TOKEN`: the alias chain, every mode's value, where it is defined, which checks use it.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract:
            "Explain one token: its value in every mode, its alias chain, where it is defined, and the audit checks that use it."
    )

    @OptionGroup var options: TokensOptions

    @Argument(help: "The token's dotted path, such as color.text.primary.")
    var token: String

    @Option(help: "The config file (default: tokens.config.json in the token folder).")
    var config: String?

    @Option(help: .hidden)
    var today: String?

    func run() throws {
        let outcome = options.runUpToAudit(config: config, audit: .report, today: today)
        guard case .built(let summary) = outcome, let resolved = summary.tokens, let audit = summary.audit else {
            throw ExitStatus.inputError
        }
        guard let text = TokenExplanation.text(TokenPath(token), tokens: resolved, audit: audit) else {
            let paths = resolved.modes.first?.tokens.map(\.path.dotted) ?? []
            printError(
                Diagnostic(
                    .missingReference, "There is no token '\(token)'.\(Suggestion.didYouMean(token, in: paths))",
                    at: nil
                ).description)
            throw ExitStatus.inputError
        }
        print(text, terminator: "")
    }
}
