import ArgumentParser
import Foundation
import TokensCore

extension BuildConfig.CatalogBundle: ExpressibleByArgument {}

/// `tokens build`: the whole pipeline into the output folder, then one summary line.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Compile the tokens into Swift and asset-catalog colorsets under the output folder.")

    @OptionGroup var options: TokensOptions

    @Option(help: "The output folder.")
    var output: String = "Outputs"

    @Option(help: "The config file (default: tokens.config.json in the token folder).")
    var config: String?

    @Option(
        help:
            "The bundle the generated Swift loads colours from: auto (a package target's Bundle.module under SwiftPM, else the bundle the code is built into), main (the app's) or module (a package target's, as the command plugin writes it). Overrides swift.bundle in the config."
    )
    var bundle: BuildConfig.CatalogBundle?

    @Flag(
        help:
            "Write into an output folder of files tokens did not make (it has no .tokens-manifest). tokens then owns only the files it writes."
    )
    var force = false

    @Flag(help: "Skip the accessibility audit.")
    var noAudit = false

    @Option(help: .hidden)
    var today: String?

    /// `tokens build`: the process ends once the build's closing line is printed.
    func run() throws { try buildAll(endsProcess: true) }

    /// The build for a caller that goes on afterwards (`tokens watch`).
    func runInProcess() throws { try buildAll(endsProcess: false) }

    /// The brand asked for, or with `--brand all` every brand into its own folder under the output.
    private func buildAll(endsProcess: Bool) throws {
        guard options.brand == "all" else {
            try build(brand: options.brand, into: output, endsProcess: endsProcess)
            return
        }
        // Every brand into its own folder under the output, one closing line each.
        let configPath = config ?? ConfigLoader.defaultPath(forTokens: options.tokens)
        let (loaded, problems) = ConfigLoader.load(path: configPath)
        guard !problems.hasErrors else {
            printDiagnostics(problems, quiet: options.quiet)
            throw ExitStatus.inputError
        }
        let brands = TokenLoader.brandPlaces(path: options.tokens, config: loaded)
        guard !brands.isEmpty else {
            printError(
                "tokens: --brand all: '\(Printable.escaped(options.tokens))' ships one brand; build it without --brand."
            )
            throw ExitStatus.inputError
        }
        // Each brand's folder is made from its name by the one function that makes names into paths:
        // whatever a brand is called, its build lies under the output, and no two share a folder.
        let folders: [String]
        switch OutputName.components(brands.map(\.name)) {
        case .success(let made): folders = made
        case .failure(let collision):
            printError(
                Diagnostic(
                    .outputNameCollision,
                    "The brands '\(collision.first)' and '\(collision.second)' would be built into one folder, '\(collision.component)' (on a case-insensitive disk, the macOS default, names that differ only in case are one), so one brand's files would replace the other's. Rename one of them.",
                    at: nil
                ).description)
            throw ExitStatus.inputError
        }
        // Each brand is a whole build: how many, and what they hold together, is bounded.
        let tooMany = BrandLimits.check(brands)
        guard !tooMany.hasErrors else {
            printDiagnostics(tooMany, quiet: options.quiet)
            throw ExitStatus.inputError
        }
        var failure: Error?
        var isChecked = false
        for (brand, folder) in zip(brands, folders) {
            let counts: BuildSummary.Counts
            do { counts = try build(brand: brand.name, into: output + "/" + folder) } catch {
                failure = failure ?? error
                continue
            }
            guard !isChecked else { continue }
            isChecked = true
            let tooLarge = BrandLimits.check(brands, firstBuilt: counts.tokens * counts.modes)
            guard !tooLarge.hasErrors else {
                printDiagnostics(tooLarge, quiet: options.quiet)
                throw ExitStatus.inputError
            }
        }
        if let failure { throw failure }
    }

    /// Builds one brand into `output`. With `endsProcess` (the one build of `tokens build`) the
    /// process exits once the closing line is printed, without first taking apart what the build
    /// holds (at 30,000 tokens, 190 MB of tokens, checks and output bytes: 20 ms of an edit's build).
    @discardableResult
    func build(brand: String?, into output: String, endsProcess: Bool = false) throws -> BuildSummary.Counts {
        var buildOptions = BuildOptions(
            tokens: options.tokens, configPath: config, audit: noAudit ? .skip : .gate, today: options.today(today),
            emitters: BuildPipeline.emitters, destination: .folder(output, force: force), bundle: bundle)
        buildOptions.brand = brand
        let outcome = options.run(buildOptions)
        switch outcome {
        case .inputError:
            throw ExitStatus.inputError
        case .auditFailed(let audit):
            let general = "Fix the tokens, waive the pairs in tokens.config.json, or build with --no-audit."
            guard let modes = Self.derivedModesFailing(audit) else {
                printAuditFailure(audit, advice: general)
                throw ExitCode(1)
            }
            // The high-contrast colours tokens contrast-fix derived fail: the step that repairs
            // it is contrast-fix, said with the stale warnings that name what moved.
            if !options.quiet {
                printError(AuditTextEmitter.findings(audit, rules: [DerivationRule.id]), terminator: "")
            }
            let command = NextStep.command(
                ["contrast-fix"] + (options.tokens == "tokens" ? [] : ["--tokens", options.tokens])
                    + (config.map { ["--config", $0] } ?? []))
            printAuditFailure(
                audit,
                advice:
                    "\(modes.joined(separator: " and ")) \(modes.count == 1 ? "takes its" : "take their") high-contrast colours from tokens contrast-fix: run `\(command)` to derive them again from the tokens as they are now, then build. Else fix the tokens, waive the pairs in tokens.config.json, or build with --no-audit."
            )
            throw ExitCode(1)
        case .built(let summary):
            // A stale derived colour is a step the build cannot take for the user: say so here,
            // not only in the audit's count of warnings.
            // Found by index: a filter copied each of 60,000 checks at 30,000 tokens to test it.
            let checks = summary.audit?.checks ?? []
            let stale = checks.indices.filter { checks[$0].rule == DerivationRule.id && checks[$0].status == .fail }
            if !options.quiet { for index in stale { checks[index].diagnostic.map { printError($0.description) } } }
            if !options.quiet { print(Self.closingLine(summary.counts, output: output)) }
            if endsProcess { withExtendedLifetime(outcome) { Foundation.exit(0) } }
            return summary.counts
        }
    }

    /// The modes where a contrast check fails at error level and the colours are ones `tokens
    /// contrast-fix` derived (a derivation check is made there), in the audit's order; nil when
    /// there is none, and contrast-fix is not the step that repairs the build.
    static func derivedModesFailing(_ audit: AuditResult) -> [String]? {
        let checks = audit.checks
        var derived = Set<String>()
        for index in checks.indices where checks[index].rule == DerivationRule.id {
            if let mode = checks[index].mode { derived.insert(mode) }
        }
        var failing: [String] = []
        for index in checks.indices
        where checks[index].rule == ContrastRule.id && checks[index].status == .fail
            && checks[index].severity == .error
        {
            if let mode = checks[index].mode, derived.contains(mode), !failing.contains(mode) { failing.append(mode) }
        }
        return failing.isEmpty ? nil : failing
    }

    /// The closing line: tokens, modes, what was written, the audit in `tokens audit`'s words.
    static func closingLine(_ counts: BuildSummary.Counts, output: String) -> String {
        let audit =
            counts.audit.map {
                let list = $0.warnings > 0 ? ", listed by tokens audit" : ""
                return "audit passed (\($0.text)\(list))"
            } ?? "audit skipped"
        let modes = counts.modes == 1 ? "1 mode" : "\(counts.modes) modes"
        let written = counts.written == 1 ? "1 file" : "\(counts.written) files"
        let lost =
            counts.lostValues == 0
            ? ""
            : "; \(counts.lostValues == 1 ? "1 value" : "\(counts.lostValues) values") of the token files reached no token (token.value-lost, above)"
        return
            "tokens: \(counts.tokens) tokens × \(modes); \(written) written, \(counts.unchanged) unchanged, \(counts.removed) removed in \(Printable.escaped(output))/; \(audit)\(lost)."
    }
}
