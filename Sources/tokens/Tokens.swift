import ArgumentParser

@main
struct Tokens: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Compile design tokens for Apple platforms and audit them for accessibility.",
        subcommands: [BuildCommand.self, WatchCommand.self, InitCommand.self, AuditCommand.self, ReportCommand.self, ResolveCommand.self, ExplainCommand.self, ContrastCommand.self, SchemaCommand.self, SwiftCommand.self]
    )
}
