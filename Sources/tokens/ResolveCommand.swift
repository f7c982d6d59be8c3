import ArgumentParser
import TokensCore

/// `tokens resolve`: prints every token's final value in every mode.
struct ResolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Print the resolved tokens (aliases followed) of every mode, or of one.")

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @OptionGroup var options: TokensOptions

    @Option(name: .long, help: "Only this mode (a mode name such as light or dark).")
    var mode: String?

    @Option(name: .long, help: "text or json (DTCG 2025.10 values).")
    var format: Format = .text

    @Option(help: "The config file (default: tokens.config.json in the token folder).")
    var config: String?

    func run() throws {
        let outcome = options.runUpToAudit(config: config)
        guard case .built(let summary) = outcome, let resolved = summary.tokens else { throw ExitStatus.inputError }
        var modes = resolved.modes
        if let name = mode {
            guard let chosen = resolved.mode(named: name) else {
                let names = resolved.modes.map(\.mode.name)
                let diagnostic = Diagnostic(
                    .unknownMode,
                    "There is no mode '\(name)'; the modes are \(names.joined(separator: ", ")).\(Suggestion.didYouMean(name, in: names))",
                    at: nil)
                printError(diagnostic.description)
                throw ExitStatus.inputError
            }
            modes = [chosen]
        }
        // Listed in natural order (`accent.50` before `accent.400`), as the report and the Swift are.
        for index in modes.indices { modes[index].tokens = modes[index].tokensInNaturalOrder }
        switch format {
        case .json: print(ResolvedTokensEmitter.json(modes), terminator: "")
        case .text: print(ResolvedTokensEmitter.text(modes), terminator: "")
        }
    }
}
