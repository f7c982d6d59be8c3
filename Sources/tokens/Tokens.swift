import ArgumentParser
import Foundation
import TokensCore

@main
struct Tokens: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Compile design tokens for Apple platforms and audit them for accessibility.",
        version: TokensVersion.current,
        subcommands: [
            BuildCommand.self, WatchCommand.self, InitCommand.self, AuditCommand.self, ReportCommand.self,
            DiffCommand.self,
            ResolveCommand.self, ExplainCommand.self, ContrastCommand.self, ContrastFixCommand.self, SchemaCommand.self,
            SwiftCommand.self,
        ]
    )

    /// Runs the command. A usage error (an unknown option, a bad value) exits 2 like every other
    /// input error, with the argument parser's message, instead of its own 64. An error no command
    /// put in words (a file-system call's) is said in words and exits 2 too, never the parser's
    /// `Error Domain=…` and 1, which means a failed audit or a stale file.
    static func main() {
        // SIGTERM and SIGINT remove a build's staging folder before the process ends.
        Interruption.installHandlers()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error) == .validationFailure {
                printError(fullMessage(for: error))
                Foundation.exit(ExitStatus.inputError.rawValue)
            }
            if !(error is ExitCode), exitCode(for: error) == .failure {
                let path = (error as NSError).userInfo[NSFilePathErrorKey] as? String
                let reason = FileProblem.reason(error, path: path ?? "")
                let subject = path.map { "'\($0)'" } ?? "A file"
                printError(
                    Diagnostic(.fileFailed, "\(subject) could not be used: \(reason). Nothing more was done.", at: nil)
                        .description)
                Foundation.exit(ExitStatus.inputError.rawValue)
            }
            exit(withError: error)
        }
    }
}
