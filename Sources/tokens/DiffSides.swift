import ArgumentParser
import Foundation
import TokensCore

/// Reading and building the sides of a brand change, for `tokens diff` and `tokens report --diff`.
extension TokensOptions {
    /// `side` as a folder or a git revision (`isFolder`: a folder, however it is written); an input
    /// error (exit 2) with the reason when neither, or both.
    func openSide(_ side: String, isFolder: Bool = false) throws -> DiffSide {
        do {
            return try DiffSide.open(side, tokens: tokens, isFolder: isFolder)
        } catch {
            printError(Diagnostic(error.code, error.message, at: nil).description)
            throw ExitStatus.inputError
        }
    }

    /// The token folder as it is now, its links checked like any folder side's.
    func workingTree() throws -> DiffSide {
        do {
            return try DiffSide.folder(tokens, label: "working tree")
        } catch {
            printError(Diagnostic(error.code, error.message, at: nil).description)
            throw ExitStatus.inputError
        }
    }

    /// The side built in memory (Swift and colorsets) and audited; nil after printing its errors.
    func buildSide(_ side: DiffSide, config: String?, today: String) -> BuildSummary? {
        let diagnostics = DiagnosticCollector()
        let outcome = BuildPipeline(
            BuildOptions(
                tokens: side.folder, configPath: config, audit: .report, today: today,
                emitters: [SwiftEmitter(), ColorsetEmitter()])
        ).run(diagnostics)
        guard case .built(let summary) = outcome, !diagnostics.diagnostics.hasErrors else {
            for error in diagnostics.diagnostics.errors { printError(error.description) }
            printError("tokens: \(side.label) does not build; nothing was compared.")
            return nil
        }
        return summary
    }

    /// The change from `base` to `head` (the token folder as it is, when nil).
    func diff(
        from base: String, to head: String?, config: String?, today: String, baseIsFolder: Bool = false
    ) throws -> TokenDiff {
        let baseSide = try openSide(base, isFolder: baseIsFolder)
        defer { baseSide.cleanUp() }
        let headSide = try head.map { try openSide($0) } ?? workingTree()
        defer { headSide.cleanUp() }
        guard let old = buildSide(baseSide, config: config, today: today),
            let new = buildSide(headSide, config: config, today: today)
        else { throw ExitStatus.inputError }
        return TokenDiffer.diff(base: old, head: new, labels: (baseSide.label, headSide.label))
    }
}
