import ArgumentParser
import Foundation
import TokensCore

/// `tokens watch`: builds, then rebuilds whenever a token file or the config changes (file events
/// on Linux, a `stat` of each file every `--interval` elsewhere), and says how long each build took
/// and how soon after the save it started. Stop it with Ctrl-C.
struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Build, then build again whenever a token file or the config changes.")

    @OptionGroup var options: TokensOptions

    @Option(help: "The output folder.")
    var output: String = "Outputs"

    @Option(help: "Seconds between checks for changes where the system gives no file events (Linux gives them).")
    var interval: Double = 0.1

    @Option(help: "The config file (default: tokens.config.json in the token folder).")
    var config: String?

    @Flag(help: "Skip the accessibility audit.")
    var noAudit = false

    func run() throws {
        var extra: [String] = []
        if let config = config ?? ConfigLoader.defaultPath(forTokens: options.tokens) { extra.append(config) }
        let watcher = FileWatcher(root: options.tokens, extra: extra, ignoring: output, interval: interval)
        build(after: nil)
        while true {
            build(after: watcher.nextChange())
        }
    }

    /// One build, then a line with its time: `built in 0.42 s, started 0.03 s after the save of tokens/color.json`.
    private func build(after change: FileWatcher.Change?) {
        let started = Date()
        var arguments = ["--tokens", options.tokens, "--output", output]
        if let config { arguments += ["--config", config] }
        if let brand = options.brand { arguments += ["--brand", brand] }
        if noAudit { arguments.append("--no-audit") }
        if options.quiet { arguments.append("--quiet") }
        var succeeded = true
        do {
            try BuildCommand.parse(arguments).runInProcess()
        } catch {
            // A failed build has reported why itself; watching goes on.
            succeeded = false
        }
        let took = Date().timeIntervalSince(started)
        var line = "tokens watch: " + (succeeded ? "built" : "build failed") + " in " + Self.seconds(took)
        if let change {
            let what = change.paths.count == 1 ? change.paths[0] : "\(change.paths.count) files"
            if let modified = change.modified {
                line +=
                    ", started \(Self.seconds(max(0, started.timeIntervalSince(modified)))) after the save of \(what)"
            } else {
                line += ", after \(what) went away"
            }
        }
        line += succeeded ? "." : "; waiting for the next change."
        if succeeded {
            if !options.quiet { print(line) }
        } else {
            printError(line)
        }
        // Each build's lines go out now, also into a file or a pipe (`tokens watch > log &`), where
        // the C library would otherwise hold them until its buffer fills.
        fflush(nil)
    }

    static func seconds(_ value: Double) -> String { String(format: "%.2f s", value) }
}
