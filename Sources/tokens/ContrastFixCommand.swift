import ArgumentParser
import Foundation
import TokensCore

/// `tokens contrast-fix`: derives the increased-contrast values of every declared pair's colours
/// and writes them as new token files for the high-contrast modes.
struct ContrastFixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contrast-fix",
        abstract:
            "Derive high-contrast (Increase Contrast) colours for the declared pairs: 7:1 text, 4.5:1 large text and UI. Writes contrast.<mode>.json beside the tokens (none for a mode that needs no value); exit 1 when a pair cannot be solved, or with --check when a derived colour is stale."
    )

    @OptionGroup var options: TokensOptions

    @Option(help: "The config file (default: tokens.config.json in the token folder).")
    var config: String?

    @Flag(help: "Write nothing; print what would change: each colour's mode, old → new value and the ratio it reaches.")
    var dryRun = false

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Option(help: "text or json: how --dry-run prints what would change.")
    var format: Format = .text

    @Flag(help: "Write nothing; exit 1 when a derived colour is stale or missing, or a file would change (for CI).")
    var check = false

    /// Writes or removes one mode's file; a file that is not ours is never touched.
    private func apply(_ plan: ContrastFix.FilePlan) throws {
        guard plan.action == .write || plan.action == .remove else { return }
        guard ContrastFix.mayWrite(plan.path) else {
            throw inputError(
                .unsafeOutputFolder,
                "\(plan.path) exists and was not written by tokens contrast-fix; it is left as it is. Move it, or run with --dry-run."
            )
        }
        do {
            if let text = plan.text {
                _ = try OutputWriter.writeFile(Array(text.utf8), to: plan.path)
            } else {
                try FileManager.default.removeItem(atPath: plan.path)
            }
        } catch {
            throw Self.unwritable(plan, FileProblem.reason(error, path: plan.path))
        }
    }

    /// The error for a mode's file that cannot be written or removed (exit 2, not the 1 of a
    /// failed derivation), its reason in words.
    static func unwritable(_ plan: ContrastFix.FilePlan, _ reason: String) -> ExitCode {
        let doing = plan.text == nil ? "Removing" : "Writing"
        let advice =
            ContrastFix.fileName(for: plan.result.mode).utf8.count > FileProblem.nameLimit
            ? "The file is named for its mode: give the mode a shorter name, or see what it would change with --dry-run."
            : plan.path.utf8.count > FileProblem.pathLimit
                ? "Move the token folder to a shorter path, or see what it would change with --dry-run."
                : "See what it would change with --dry-run."
        return inputError(.writeFailed, "\(doing) '\(plan.path)' failed: \(reason). \(advice)")
    }

    func run() throws {
        // Its files lie beside the shared token files, so every brand would read the one brand's
        // derived colours, and each brand's run would replace the last one's: refused, not guessed.
        let configPath = config ?? ConfigLoader.defaultPath(forTokens: options.tokens)
        let (loaded, problems) = ConfigLoader.load(path: configPath)
        let brands = problems.hasErrors ? [] : TokenLoader.brandNames(path: options.tokens, config: loaded)
        if brands.count > 1 {
            printError(
                Diagnostic(
                    .contrastFixBrands,
                    "The token folder ships \(brands.count) brands (\(brands.prefix(3).map { "'\($0)'" }.joined(separator: ", "))\(brands.count > 3 ? ", …" : "")): the files tokens contrast-fix writes would be shared by all of them, so one brand's derived colours would become every brand's. Derive each brand's high-contrast colours in its own token folder, or write them into each brand's files by hand from tokens audit's suggestions.",
                    at: nil
                ).description)
            throw ExitStatus.inputError
        }
        let outcome = options.runUpToAudit(config: config)
        guard case .built(let summary) = outcome, let tokens = summary.tokens, let config = summary.config else {
            throw ExitStatus.inputError
        }
        let results = ContrastFix.derive(tokens, config: config.audit)
        guard !results.isEmpty else {
            printError(
                "tokens: error: [\(DiagnosticCode.contrastFixNoMode.rawValue)] No mode is light or dark, so there is nothing to derive high-contrast values from."
            )
            throw ExitStatus.inputError
        }
        // Two modes whose files would be one (`Light-HC` and `light-hc` on a Mac's disk): neither is written.
        if case .failure(let collision) = OutputName.components(results.map(\.mode)) {
            printError(
                Diagnostic(
                    .outputNameCollision,
                    "The high-contrast modes '\(collision.first)' and '\(collision.second)' would be written to one file, \(ContrastFix.fileName(for: collision.second)) (on a case-insensitive disk, the macOS default, names that differ only in case are one). Rename one of the modes.",
                    at: nil
                ).description)
            throw ExitStatus.inputError
        }
        var outOfDate = false
        let plans = ContrastFix.plan(results, tokens: options.tokens, loaded: tokens)
        // A file that cannot be written (a name too long, a link that leads nowhere) stops the run
        // before any is written.
        for plan in plans where !check && !dryRun && plan.action == .write {
            if let obstacle = FileProblem.obstacle(at: plan.path) { throw Self.unwritable(plan, obstacle) }
        }
        for plan in plans {
            let result = plan.result
            let name = ContrastFix.fileName(for: result.mode)
            if check {
                if plan.action == .write || plan.action == .remove {
                    outOfDate = true
                    let what = plan.action == .remove ? "should be removed" : "is out of date"
                    printError("tokens: \(Printable.escaped(plan.path)) \(what):")
                    for line in plan.differences { printError("  \(Printable.escaped(line))") }
                } else if !options.quiet {
                    printError(
                        "tokens: \(Printable.escaped(result.mode)): \(result.derived.count) derived colour\(result.derived.count == 1 ? "" : "s"), all current."
                    )
                }
            } else if dryRun {
                // Printed once, for every mode, below.
            } else {
                try apply(plan)
            }
            if !options.quiet && !check {
                let count =
                    "\(result.derived.count) colour\(result.derived.count == 1 ? "" : "s") derived from \(result.base)"
                let into =
                    dryRun
                    ? ""
                    : plan.action == .remove
                        ? "; \(name) removed" : plan.text == nil ? "; no file written" : " into \(name)"
                printError(Printable.escaped("tokens: \(result.mode): \(count)\(into)."))
            }
            for (constraint, best) in result.blocked {
                printError(
                    "tokens: error: [\(DiagnosticCode.contrastFixBlocked.rawValue)] '\(constraint.foreground)' on '\(constraint.background)' in \(Printable.escaped(result.mode)) cannot reach \(WCAG.thresholdText(constraint.target)):1: no lightness of its hue gets past \(WCAG.display(best)):1, and the background cannot move (it is a text colour of its own). Choose another colour for one of them."
                )
            }
        }
        if dryRun {
            print(format == .json ? ContrastFix.dryRunJSON(plans) : ContrastFix.dryRunText(plans), terminator: "")
        }
        if outOfDate {
            printError("tokens: run `tokens contrast-fix` to derive them again.")
            throw ExitCode(1)
        }
        if results.contains(where: { !$0.blocked.isEmpty }) { throw ExitCode(1) }
    }
}
