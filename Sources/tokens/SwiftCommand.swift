import ArgumentParser
import TokensCore

/// `tokens swift`: the generated Swift as one file, for the SwiftPM build-tool plugin, which must
/// name its output files before the tool runs. No asset catalog is made on this path, so colours are
/// always built from the token values (every appearance), whatever the config's `swift.colors`.
struct SwiftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swift",
        abstract: "Write the generated Swift constants as one file (used by the build-tool plugin).")

    @OptionGroup var options: TokensOptions

    @Option(help: "The Swift file to write.")
    var output: String

    @Option(help: "The config file (default: tokens.config.json in the token folder).")
    var config: String?

    func run() throws {
        var loaded = try options.loadConfig(config)
        loaded.build.colorSource = .inline
        let (result, diagnostics, _) = BuildPipeline.run(tokens: options.tokens, config: loaded, audit: false, today: AuditContext.today(), emitters: [SwiftEmitter()])
        printDiagnostics(diagnostics, quiet: options.quiet)
        guard let result else { throw ExitStatus.inputError }
        let text = result.files.map { String(decoding: $0.contents, as: UTF8.self) }.joined(separator: "\n")
        _ = try OutputWriter.writeFile(Array(text.utf8), to: output)
    }
}
