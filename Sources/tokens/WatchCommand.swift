import ArgumentParser
import Foundation
import TokensCore

/// `tokens watch`: builds, then rebuilds whenever a token file changes (polling, so it works the
/// same on Linux and macOS). Stop it with Ctrl-C.
struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Build, then build again whenever a token file or the config changes.")

    @OptionGroup var options: TokensOptions

    @Option(help: "The output folder.")
    var output: String = "Outputs"

    @Option(help: "Seconds between checks for changes.")
    var interval: Double = 0.5

    @Option(help: "The config file (default: tokens.config.json in the token folder).")
    var config: String?

    @Flag(help: "Skip the accessibility audit.")
    var noAudit = false

    func run() throws {
        var last: [String: Date] = [:]
        while true {
            let current = snapshot()
            if current != last {
                last = current
                var arguments = ["--tokens", options.tokens, "--output", output]
                if let config { arguments += ["--config", config] }
                if noAudit { arguments.append("--no-audit") }
                if options.quiet { arguments.append("--quiet") }
                let build = try BuildCommand.parse(arguments)
                do {
                    try build.run()
                } catch {
                    // A failed build is reported by the build itself; watching goes on.
                    printError("tokens: build failed; waiting for the next change.")
                }
                // Each build's line goes out now, also into a file or a pipe (`tokens watch > log &`),
                // where the C library would otherwise hold it until its buffer fills.
                fflush(nil)
            }
            Thread.sleep(forTimeInterval: max(interval, 0.05))
        }
    }

    /// Modification dates of every token file and the config.
    func snapshot() -> [String: Date] {
        var dates: [String: Date] = [:]
        var paths = TokenSource.files(at: options.tokens).files
        if let config = config ?? ConfigLoader.defaultPath(forTokens: options.tokens) { paths.append(config) }
        for path in paths {
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)  // a file that vanished drops out
            dates[path] = attributes?[.modificationDate] as? Date
        }
        return dates
    }
}
