import ArgumentParser
import TokensCore

/// Options every command shares.
struct TokensOptions: ParsableArguments {
    @Option(name: .long, help: "The token folder or file.")
    var tokens: String = "tokens"

    @Flag(name: .long, help: "Print errors only, no warnings or summary.")
    var quiet = false
}

/// Exit codes: 0 success, 1 audit failures, 2 input errors.
enum ExitStatus {
    static let inputError = ExitCode(2)
}

/// Writes diagnostics to standard error, one `path:line:column: severity: [code] message` each.
func printDiagnostics(_ diagnostics: Diagnostics, quiet: Bool) {
    for diagnostic in diagnostics.sorted where !(quiet && diagnostic.severity != .error) {
        printError(diagnostic.description)
    }
    let errors = diagnostics.errors.count
    if errors > 0 && !quiet {
        printError("tokens: \(errors) error\(errors == 1 ? "" : "s"); nothing was produced.")
    }
}

extension TokensOptions {
    /// The config at `path`, or `tokens.config.json` beside the tokens (defaults when there is
    /// none). Config errors are printed and the command exits 2.
    func loadConfig(_ path: String?) throws -> TokensConfig {
        let (loaded, problems) = ConfigLoader.load(path: path ?? ConfigLoader.defaultPath(forTokens: tokens))
        guard !problems.hasErrors else {
            printDiagnostics(problems, quiet: quiet)
            throw ExitStatus.inputError
        }
        return loaded
    }
}
