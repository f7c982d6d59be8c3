import ArgumentParser
import Foundation
import TokensCore

/// `tokens init`: a starter token folder that builds and passes its audit.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a starter token folder (light and dark colours, spacing, type, a config).")

    @Option(help: "The folder to create.")
    var tokens: String = "tokens"

    /// The day the starter's waiver counts its year from (tests); else `SOURCE_DATE_EPOCH`'s or the clock's.
    @Option(help: .hidden)
    var today: String?

    func run() throws {
        // Anything at the path, a symbolic link that leads nowhere included, is left as it is.
        let advice = "Give --tokens the path of a new folder."
        if let link = FileProblem.link(tokens) {
            throw inputError(
                .unsafeOutputFolder,
                "'\(tokens)' is \(link); init only creates a new folder, never through a link. \(advice)")
        }
        var info = stat()
        if lstat(tokens, &info) == 0 {
            throw inputError(
                .unsafeOutputFolder, "'\(tokens)' already exists; init only creates a new folder. \(advice)")
        }
        do {
            try FileManager.default.createDirectory(atPath: tokens, withIntermediateDirectories: true)
        } catch {
            throw inputError(
                .writeFailed, "'\(tokens)' cannot be created: \(FileProblem.reason(error, path: tokens)). \(advice)")
        }
        let files = StarterTokens.files(
            today: today ?? AuditContext.today(environment: ProcessInfo.processInfo.environment))
        for (name, text) in files {
            let path = tokens + "/" + name
            do {
                _ = try OutputWriter.writeFile(Array(text.utf8), to: path)
            } catch {
                throw inputError(
                    .writeFailed,
                    "Writing '\(path)' failed: \(FileProblem.reason(error, path: path)). The starter in '\(tokens)' is incomplete: remove it, then run init again."
                )
            }
        }
        let build = NextStep.command(["build"] + (tokens == "tokens" ? [] : ["--tokens", tokens]))
        print("tokens: created \(tokens)/ with \(files.count) files; next, run `\(build)`.")
    }
}

/// The command line that runs this same `tokens` from the current folder, for advice such as
/// `tokens init`'s next step: `tokens` when the shell finds this executable by that name,
/// `swift run tokens` inside the package that builds it, else the executable's own path.
enum NextStep {
    static func command(_ arguments: [String]) -> String {
        ([invocation()] + arguments.map(shellQuoted)).joined(separator: " ")
    }

    /// How to start this executable from the current folder.
    static func invocation() -> String {
        let started = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        let executable = started.standardizedFileURL.resolvingSymlinksInPath()
        let directory = FileManager.default.currentDirectoryPath
        if let found = onPath("tokens"), found == executable.path { return "tokens" }
        let package = URL(fileURLWithPath: directory).standardizedFileURL.resolvingSymlinksInPath().path
        if FileManager.default.fileExists(atPath: package + "/Package.swift"),
            executable.path.hasPrefix(package + "/.build/")
        {
            return "swift run tokens"
        }
        return shellQuoted(executable.path)
    }

    /// The file the shell would run for `name`, links followed; nil when none is on `PATH`.
    static func onPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = String(folder) + "/" + name
            if FileManager.default.isExecutableFile(atPath: candidate) {
                return URL(fileURLWithPath: candidate).standardizedFileURL.resolvingSymlinksInPath().path
            }
        }
        return nil
    }

    /// `text` as one shell word: unchanged when plain, else in single quotes.
    static func shellQuoted(_ text: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+-./:=@_,")
        let plain = !text.isEmpty && text.allSatisfy(safe.contains)
        return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
