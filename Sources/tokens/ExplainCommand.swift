import ArgumentParser
import Foundation
import TokensCore

/// `tokens explain TOKEN`: the alias chain, every mode's value, where it is defined, which checks use it.
/// TOKEN is a dotted path or the Swift name the build gives the token.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract:
            "Explain one token: its value in every mode, its alias chain, where it is defined, and the audit checks that use it."
    )

    @OptionGroup var options: TokensOptions

    @Argument(
        help:
            "The token: its dotted path (color.text.primary) or its Swift name (textPrimary, InsightColors.textPrimary)."
    )
    var token: String

    @Option(help: "The config file (default: tokens.config.json in the token folder).")
    var config: String?

    @Option(help: .hidden)
    var today: String?

    func run() throws {
        let outcome = options.runUpToAudit(config: config, audit: .report, today: today)
        guard case .built(let summary) = outcome, let resolved = summary.tokens, let audit = summary.audit,
            let config = summary.config
        else {
            throw ExitStatus.inputError
        }
        switch TokenLookup(resolved, config: config.build).find(token) {
        case .token(let path, let swiftName):
            guard let text = TokenExplanation.text(path, tokens: resolved, audit: audit) else {
                throw ExitStatus.inputError
            }
            if swiftName != nil { print(Printable.escaped("\(token) is the Swift name of \(path).")) }
            print(text, terminator: "")
        case .colorset(let path, let name):
            guard let text = TokenExplanation.text(path, tokens: resolved, audit: audit) else {
                throw ExitStatus.inputError
            }
            print(Printable.escaped("\(token) is the colorset of \(path) (\(name).colorset in the asset catalog)."))
            print(text, terminator: "")
        case .ambiguous(let paths):
            let list = paths.map { "'\($0)'" }.joined(separator: ", ")
            printError(
                Diagnostic(
                    .missingReference,
                    "'\(token)' is the Swift name of several tokens: \(list). Give the path, or the name with its namespace.",
                    at: nil
                ).description)
            throw ExitStatus.inputError
        case .none(let suggestion):
            printError(Diagnostic(.missingReference, "There is no token '\(token)'.\(suggestion)", at: nil).description)
            throw ExitStatus.inputError
        }
    }
}
