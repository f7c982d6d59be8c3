import ArgumentParser
import TokensCore

/// `tokens schema`: the JSON Schema of tokens.config.json, for editor completion.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of tokens.config.json (point your editor's \"$schema\" at it).")

    func run() throws {
        print(ConfigSchema.json, terminator: "")
    }
}
