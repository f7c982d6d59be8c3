import Foundation
import Testing

@testable import TokensCore

/// Input that reads as an option (issue #56): a base revision of `--allow-breaking`, `--help` or
/// `--base-folder=tokens` once turned `tokens diff`'s gate off (exit 0 for a change that adds a
/// failure) when the GitHub Action passed it before the options. `tokens diff` refuses any side
/// that starts with `-` and takes its sides after `--`; the Action passes every input as an
/// option's value or after `--`, and refuses such a base-ref, so its verdict fails.
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

    /// Runs one step of `scripts/action` in `root` as the runner does: inputs as `INPUT_*`, the
    /// tool as `TOKENS`; returns its status, its output, and the outputs it recorded.
    static func actionStep(
        _ step: String, in root: String, _ environment: [String: String]
    ) throws -> (status: Int32, log: String, outputs: [String]) {
        let outputs = root + "/github-output-\(step)"
        try? FileManager.default.removeItem(atPath: outputs)  // none yet on a first run
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TestSupport.packageRoot + "/scripts/action")
        process.arguments = [step]
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        process.environment = try TemporaryRoot.childEnvironment().merging(
            ["GITHUB_OUTPUT": outputs, "TOKENS": ResolveCommandTests.executable].merging(environment) { $1 }
        ) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let log = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let recorded = (try? String(contentsOfFile: outputs, encoding: .utf8)) ?? ""  // no outputs: none recorded
        return (process.terminationStatus, log, recorded.split(separator: "\n").map(String.init))
    }

    @Test func theActionsDiffStep_refusesABaseRefThatStartsWithADash_andItsVerdictFails() throws {
        let root = try Self.repository()
        let gated = try Self.actionStep("diff", in: root, ["INPUT_BASE_REF": "HEAD~1"])
        #expect(gated.status == 0, "\(gated.log)")
        #expect(gated.outputs == ["diff=tokens-diff.md", "status=1"])
        for base in Self.optionLikeBases {
            let step = try Self.actionStep("diff", in: root, ["INPUT_BASE_REF": base])
            #expect(step.status == 0, "\(base): \(step.log)")
            #expect(
                step.log
                    == "::error::base-ref '\(base)' starts with '-': no git revision does, and it would be read as an option of tokens diff. Give a branch, tag or commit.\n"
            )
            #expect(step.outputs == ["diff=", "status=2"])
            let verdict = try Self.actionStep(
                "verdict", in: root, ["AUDIT_STATUS": "0", "DIFF_STATUS": "2", "INPUT_FAIL": "diff"])
            #expect(verdict.status == 1)
            #expect(
                verdict.log
                    == "::error::tokens diff exited 2 (1: a new failure or a Swift API break, 2: a side could not be read).\n"
            )
        }
    }

    /// A base-ref quoted in the step's ::error:: line cannot start a workflow command of its own:
    /// its line breaks are written %0A, as GitHub reads them.
    @Test func aBaseRefInTheErrorLine_cannotForgeAWorkflowCommand() throws {
        let root = try Self.repository()
        let step = try Self.actionStep("diff", in: root, ["INPUT_BASE_REF": "-x\n::warning::forged 100%"])
        #expect(
            step.log
                == "::error::base-ref '-x%0A::warning::forged 100%25' starts with '-': no git revision does, and it would be read as an option of tokens diff. Give a branch, tag or commit.\n"
        )
        #expect(step.outputs == ["diff=", "status=2"])
    }

    /// Inputs reach tokens as options' values (`--tokens=-brand`): a folder whose name starts with
    /// `-` is audited and compared as a folder, never read as an option.
    @Test func theActionsInputs_areOptionValues_evenWhenTheyStartWithADash() throws {
        let root = try Self.repository()
        try DiffSafetyTests.git(root, ["mv", "--", "tokens", "-brand"])
        try DiffSafetyTests.git(root, ["commit", "-q", "-m", "a folder named like an option"])
        let inputs = ["INPUT_TOKENS": "-brand", "INPUT_SARIF": "-audit.sarif", "INPUT_DIFF": "-diff.md"]
        let audit = try Self.actionStep("audit", in: root, inputs)
        #expect(audit.outputs == ["sarif=-audit.sarif", "status=1"], "\(audit.log)")
        #expect(FileManager.default.fileExists(atPath: root + "/-audit.sarif"))
        let diff = try Self.actionStep("diff", in: root, inputs.merging(["INPUT_BASE_REF": "HEAD"]) { $1 })
        #expect(diff.outputs == ["diff=-diff.md", "status=0"], "\(diff.log)")
        #expect(FileManager.default.fileExists(atPath: root + "/-diff.md"))
    }

    /// The whole Action, run as GitHub runs it (scripts/run-action), with a base-ref that reads as an option.
    @Test(.enabled(if: BuildTestSupport.hasPython("yaml"), "python3 with PyYAML runs scripts/run-action"))
    func theAction_withAnOptionLikeBaseRef_fails() throws {
        let root = try Self.repository()
        let run = try BuildTestSupport.run(
            [
                TestSupport.packageRoot + "/scripts/run-action", TestSupport.packageRoot,
                "tool=" + ResolveCommandTests.executable, "base-ref=--allow-breaking", "fail=diff",
            ], in: root)
        #expect(run.status == 1, "\(run.output)")
        #expect(run.output.contains("diff-status=2\n"), "\(run.output)")
        #expect(run.output.contains("run-action: step verdict exited 1\n"), "\(run.output)")
    }
}
