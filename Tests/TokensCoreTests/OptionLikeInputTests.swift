import Foundation
import Testing

@testable import TokensCore

/// Input that reads as an option (issue #56): a base revision of `--allow-breaking`, `--help` or
/// `--base-folder=tokens` once turned `tokens diff`'s gate off (exit 0 for a change that adds a
/// failure) when the GitHub Action passed it before the options. `tokens diff` refuses any side
/// that starts with `-` and takes its sides after `--`.
@Suite(.serialized) struct OptionLikeInputTests {
    static let runner = ResolveCommandTests()

    /// A repository whose second commit makes a declared pair fail: the change a gate must stop.
    static func repository() throws -> String {
        let config = ##"{ "audit": { "contrast": [ { "foreground": "color.ink", "background": "color.bg" } ] } }"##
        func colors(_ ink: String) -> String {
            ##"{ "color": { "$type": "color", "ink": { "$value": "\##(ink)" }, "bg": { "$value": "#FFFFFF" } } }"##
        }
        let root = try DiffSafetyTests.repository([
            "tokens/colors.json": colors("#1C1917"), "tokens/tokens.config.json": config,
        ])
        try DiffSafetyTests.commit(root, ["tokens/colors.json": colors("#C8C8C8")], message: "a failing ink")
        return root
    }

    /// The bases that once turned the gate off, passed where a revision goes.
    static let optionLikeBases = ["--help", "--allow-breaking", "--base-folder=tokens"]

    /// The sentence for a side that starts with `-`.
    static func refusal(_ side: String) -> String {
        "tokens: error: [diff.option-like-side] '\(side)' starts with '-', so it is compared as neither a revision nor a folder: no git revision starts with '-', and passed on it would be read as an option. Write ./\(side) for a folder of that name.\n"
    }

    @Test func diff_refusesASideThatStartsWithADash_andTakesItsSidesAfterDoubleDash() throws {
        let root = try Self.repository()
        let tokens = root + "/tokens"
        // `--` ends the options: the sides after it are compared, and the new failure fails.
        let gated = try Self.runner.run(["diff", "--tokens", tokens, "--", "HEAD~1", "HEAD"])
        #expect(gated.status == 1, "\(gated.stderr)")
        #expect(gated.stdout.hasPrefix("tokens diff HEAD~1 → HEAD: 1 newly failing"), "\(gated.stdout)")
        for base in Self.optionLikeBases {
            let run = try Self.runner.run(["diff", "--tokens", tokens, "--", base, "HEAD"])
            #expect(run.status == 2, "\(base): \(run.stdout)")
            #expect(run.stderr == Self.refusal(base))
            #expect(run.stdout.isEmpty)
        }
        // The head, --base-folder and tokens report --diff are sides too.
        let head = try Self.runner.run(["diff", "--tokens", tokens, "--", "HEAD~1", "--allow-breaking"])
        #expect(head.status == 2 && head.stderr == Self.refusal("--allow-breaking"))
        let folder = try Self.runner.run(["diff", "--tokens", tokens, "--base-folder=-old", "HEAD"])
        #expect(folder.status == 2 && folder.stderr == Self.refusal("-old"))
        let report = try Self.runner.run([
            "report", "--tokens", tokens, "--diff=--help", "--output", root + "/report.html",
        ])
        #expect(report.status == 2 && report.stderr == Self.refusal("--help"))
        #expect(!FileManager.default.fileExists(atPath: root + "/report.html"))
    }
}
