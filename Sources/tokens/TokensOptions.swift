import ArgumentParser
import Foundation
import TokensCore

/// Options every command shares.
struct TokensOptions: ParsableArguments {
    @Option(name: .long, help: "The token folder or file.")
    var tokens: String = "tokens"

    @Flag(name: .long, help: "Print errors only, no warnings or summary.")
    var quiet = false

    @Option(
        name: .long,
        help:
            "The brand to use when the token folder ships several (default: config \"brand\", else the default brand).")
    var brand: String?

    @Flag(
        name: .long,
        help:
            "Print every diagnostic on its own line. Without it, more than three of one cause (a token missing from a mode, a value kept as written) print as one line with a count and three examples."
    )
    var verbose = false

    /// The day waivers are judged on: `--today` when given (tests), else `SOURCE_DATE_EPOCH`'s day,
    /// else the clock's.
    func today(_ given: String?) -> String {
        given ?? AuditContext.today(environment: ProcessInfo.processInfo.environment)
    }

    /// Runs the pipeline with `options` and prints what it reported; the outcome is the command's to map.
    func run(_ options: BuildOptions) -> BuildOutcome {
        let diagnostics = DiagnosticCollector()
        var options = options
        options.waiting = { printError($0) }
        if options.brand == nil { options.brand = brand }
        let outcome = BuildPipeline(options).run(diagnostics)
        printDiagnostics(diagnostics.diagnostics, quiet: quiet, verbose: verbose)
        return outcome
    }

    /// A run that stops after resolving (and auditing, when `audit` says so).
    func runUpToAudit(config: String?, audit: BuildOptions.AuditPolicy = .skip, today: String? = nil) -> BuildOutcome {
        run(BuildOptions(tokens: tokens, configPath: config, audit: audit, today: self.today(today)))
    }
}

/// Exit codes: 0 success, 1 audit failures, 2 input errors.
enum ExitStatus {
    static let inputError = ExitCode(2)
}

/// Writes diagnostics to standard error, one `path:line:column: severity: [code] message` each, or
/// (without `verbose`) one line per cause repeated more than three times, with three examples.
func printDiagnostics(_ diagnostics: Diagnostics, quiet: Bool, verbose: Bool = false) {
    let shown = diagnostics.sorted.filter { !(quiet && $0.severity != .error) }
    for line in DiagnosticGroups.text(shown, verbose: verbose) {
        printError(line)
    }
    let errors = diagnostics.errors.count
    if errors > 0 && !quiet {
        printError("tokens: \(errors) error\(errors == 1 ? "" : "s"); nothing was produced.")
    }
}

/// Prints a failed audit's error-level findings and the sentence that says what was not written.
func printAuditFailure(
    _ audit: AuditResult, unwritten: String = "nothing was written", advice: String,
    errorsOnly: Bool = true, showsWaived: Bool = true
) {
    printError(AuditTextEmitter.findings(audit, errorsOnly: errorsOnly, showsWaived: showsWaived), terminator: "")
    let count = audit.findings.filter { $0.severity == .error }.count
    printError("tokens: the audit failed (\(count) finding\(count == 1 ? "" : "s")); \(unwritten). \(advice)")
}
