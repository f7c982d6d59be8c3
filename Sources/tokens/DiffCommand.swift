import ArgumentParser
import Foundation
import TokensCore

/// `tokens diff BASE [HEAD]`: what a brand change does to tokens, accessibility, generated files
/// and Swift API.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract:
            "Compare two versions of the tokens: values, audit, generated files and Swift API. Exit 0, 1 when the change introduces a failure or an API break, 2 on input errors."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, markdown, json, html }

    @OptionGroup var options: TokensOptions

    @Argument(
        help:
            "The base: a git revision (main, HEAD~1), or a token folder written as a path (./old/tokens). A name that is both is an error."
    )
    var base: String?

    @Argument(help: "The head: a git revision or a token folder (default: the token folder as it is now).")
    var head: String?

    @Option(help: "The base as a token folder, however its name reads (then the one argument is the head).")
    var baseFolder: String?

    @Option(help: "The config file for both sides (default: tokens.config.json in each side's token folder).")
    var config: String?

    @Option(help: "text, markdown, json or html.")
    var format: Format = .text

    @Option(help: "Write the diff to this file instead of standard output.")
    var output: String?

    @Flag(help: "Exit 0 on Swift API breaks (renamed or removed constants); new failures still exit 1.")
    var allowBreaking = false

    @Option(help: .hidden)
    var today: String?

    func validate() throws {
        if baseFolder == nil && base == nil {
            throw ValidationError("Give the base: a revision, a folder, or --base-folder.")
        }
        if baseFolder != nil && head != nil {
            throw ValidationError("With --base-folder, give at most one argument: the head.")
        }
    }

    func run() throws {
        let (baseSide, headSide) = baseFolder.map { ($0, base) } ?? (base ?? "", head)
        let diff = try options.diff(
            from: baseSide, to: headSide, config: config, today: options.today(today), baseIsFolder: baseFolder != nil)
        let text: String
        switch format {
        case .text: text = DiffTextEmitter.text(diff)
        case .markdown: text = DiffMarkdownEmitter.markdown(diff)
        case .json: text = DiffJSONEmitter.json(diff)
        case .html: text = DiffHTMLEmitter.html(diff)
        }
        if let output {
            try writeOutputFile(text, to: output)
        } else {
            print(text, terminator: "")
        }
        if diff.introducesFailure || (!diff.breaks.isEmpty && !allowBreaking) { throw ExitCode(1) }
    }
}
