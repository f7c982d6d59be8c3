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

    func run() throws {
        if FileManager.default.fileExists(atPath: tokens) {
            printError("tokens: error: '\(tokens)' already exists; init only creates a new folder.")
            throw ExitStatus.inputError
        }
        try FileManager.default.createDirectory(atPath: tokens, withIntermediateDirectories: true)
        for (name, text) in StarterTokens.files {
            _ = try OutputWriter.writeFile(Array(text.utf8), to: tokens + "/" + name)
        }
        print(
            "tokens: created \(tokens)/ with \(StarterTokens.files.count) files; run `swift run tokens build --tokens \(tokens)`."
        )
    }
}
