import ArgumentParser
import Foundation
import TokensCore

/// Options every command shares.
struct TokensOptions: ParsableArguments {
    @Option(name: .long, help: "The token folder or file.")
    var tokens: String = "tokens"

    @Flag(name: .long, help: "Print errors only, no warnings or summary.")
    var quiet = false

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
        let outcome = BuildPipeline(options).run(diagnostics)
        printDiagnostics(diagnostics.diagnostics, quiet: quiet)
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

/// Prints a failed audit's error-level findings and the sentence that says what was not written.
func printAuditFailure(
    _ audit: AuditResult, unwritten: String = "nothing was written", advice: String,
    errorsOnly: Bool = true, showsWaived: Bool = true
) {
    printError(AuditTextEmitter.findings(audit, errorsOnly: errorsOnly, showsWaived: showsWaived), terminator: "")
    let count = audit.findings.filter { $0.severity == .error }.count
    printError("tokens: the audit failed (\(count) finding\(count == 1 ? "" : "s")); \(unwritten). \(advice)")
}
