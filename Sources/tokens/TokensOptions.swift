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
