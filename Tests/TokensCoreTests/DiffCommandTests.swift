import Foundation
import Testing

@testable import TokensCore

/// `tokens diff` over a git repository with three commits after the first (Fixtures/diff): a colour
/// darkened to pass, a token renamed, a colour lightened to fail. Every format is compared with
/// its golden byte for byte, with the exit codes.
@Suite(.serialized) struct DiffCommandTests {
    static let commits = ["1-base", "2-darken-muted", "3-rename-accent", "4-lighten-text"]
    static let fixtures = TestSupport.fixture("diff")
    static let runner = ResolveCommandTests()

    /// A fresh repository whose `tokens/` goes through the four states, one commit each.
    static func repository() throws -> String {
        let root = try BuildTestSupport.temporaryFolder("diff-repo")
        func git(_ arguments: [String]) throws {
            let result = try BuildTestSupport.run(["git", "-C", root] + arguments)
            #expect(result.status == 0, "git \(arguments): \(result.output)")
        }
        try git(["init", "-q"])
        try git(["config", "user.email", "tokens@example.com"])
        try git(["config", "user.name", "tokens"])
        for commit in commits {
            try? FileManager.default.removeItem(atPath: root + "/tokens")  // absent before the first commit
            try FileManager.default.createDirectory(atPath: root + "/tokens", withIntermediateDirectories: true)
            // Written afresh, not copied: a copy that kept the fixture's modification time and size
            // could look unchanged to git.
            for name in try FileManager.default.contentsOfDirectory(atPath: fixtures + "/commits/" + commit) {
                let bytes = try Data(contentsOf: URL(fileURLWithPath: fixtures + "/commits/" + commit + "/" + name))
                try bytes.write(to: URL(fileURLWithPath: root + "/tokens/" + name))
            }
            try git(["add", "-A"])
            try git(["commit", "-q", "-m", commit])
        }
        return root
    }

    /// (base, head, exit code) for each step.
    static let steps: [(String, String, Int32)] = [
        ("HEAD~3", "HEAD~2", 0), ("HEAD~2", "HEAD~1", 1), ("HEAD~1", "HEAD", 1),
    ]

    @Test func everyStep_inEveryFormat_matchesItsGolden_withItsExitCode() throws {
        let root = try Self.repository()
        let record = BuildGoldenTests.isRecording
        for (index, (base, head, status)) in Self.steps.enumerated() {
            for format in ["text", "markdown", "json", "html"] {
                let run = try Self.runner.run([
                    "diff", base, head, "--tokens", root + "/tokens", "--format", format, "--today", "2026-11-24",
                ])
                #expect(run.status == status, "\(base)…\(head) \(format): \(run.stderr)")
                #expect(run.stderr.isEmpty, "\(run.stderr)")
                let fileExtension = ["text": "txt", "markdown": "md", "json": "json", "html": "html"][format] ?? format
                let golden = Self.fixtures + "/golden/\(index + 1)-\(Self.commits[index + 1]).\(fileExtension)"
                if record {
                    try FileManager.default.createDirectory(
                        atPath: Self.fixtures + "/golden", withIntermediateDirectories: true)
                    try Data(run.stdout.utf8).write(to: URL(fileURLWithPath: golden))
                    continue
                }
                #expect(run.stdout == (try String(contentsOfFile: golden, encoding: .utf8)), "\(golden)")
            }
        }
        if record { Issue.record("Recorded the diff goldens. Unset RECORD_GOLDENS and run the tests again.") }
    }

    @Test func allowBreaking_acceptsTheRename_butNotTheNewFailure() throws {
        let root = try Self.repository()
        let rename = try Self.runner.run(["diff", "HEAD~2", "HEAD~1", "--tokens", root + "/tokens", "--allow-breaking"])
        #expect(rename.status == 0)
        let failure = try Self.runner.run(["diff", "HEAD~1", "--tokens", root + "/tokens", "--allow-breaking"])
        #expect(failure.status == 1)
        #expect(failure.stdout.hasPrefix("tokens diff HEAD~1 → working tree: 1 new failure, 1 closer to failing;"))
    }

    @Test func folders_areSidesToo_andTheWorkTreeIsUntouched() throws {
        let root = try Self.repository()
        let commits = Self.fixtures + "/commits/"
        let folders = try Self.runner.run([
            "diff", commits + "1-base", commits + "2-darken-muted", "--tokens", root + "/tokens",
        ])
        let revisions = try Self.runner.run(["diff", "HEAD~3", "HEAD~2", "--tokens", root + "/tokens"])
        #expect(folders.status == 0)
        #expect(
            folders.stdout.split(separator: "\n").dropFirst() == revisions.stdout.split(separator: "\n").dropFirst())
        let status = try BuildTestSupport.run(["git", "-C", root, "status", "--porcelain"])
        #expect(status.output.isEmpty, "the work tree changed: \(status.output)")
    }

    @Test func aSideThatIsNeitherFolderNorRevision_isAnInputError() throws {
        let root = try Self.repository()
        let run = try Self.runner.run(["diff", "no-such-branch", "--tokens", root + "/tokens"])
        #expect(run.status == 2)
        let real = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        #expect(
            run.stderr
                == "tokens: error: [diff.side] 'no-such-branch' is neither a folder nor a revision of the repository at \(real).\n"
        )
    }

    /// The markdown, rendered by GitHub's own cmark-gfm: every table keeps its columns.
    @Test(.enabled(if: GFM.isAvailable, GFM.skipReason))
    func markdown_rendersAsGitHubFlavouredMarkdown_withTablesIntact() throws {
        for (index, _) in Self.steps.enumerated() {
            let golden = Self.fixtures + "/golden/\(index + 1)-\(Self.commits[index + 1]).md"
            let markdown = try String(contentsOfFile: golden, encoding: .utf8)
            let html = try GFM.render(golden)
            let tables = markdown.components(separatedBy: "\n|---").count - 1
            #expect(html.components(separatedBy: "<table>").count - 1 == tables, "\(golden)")
            // Each body row has as many cells as its header, and no cell lost its code span to a `|`.
            let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("| ") }
            #expect(html.components(separatedBy: "<tr>").count - 1 == rows.count, "\(golden)")
            for row in rows {
                let cells = row.replacingOccurrences(of: "\\|", with: "").split(separator: "|").count
                #expect(cells == 6 || cells == 7, "\(row)")
            }
            #expect(!html.contains("| "), "a table row was left as text in \(golden)")
        }
    }
}

/// GitHub's markdown renderer (cmark-gfm, through Python's cmarkgfm), which `make test` installs.
enum GFM {
    static let isAvailable = BuildTestSupport.hasPython("cmarkgfm")
    static let skipReason: Comment =
        "Python's cmarkgfm is not installed (pip install cmarkgfm); the GitHub markdown check is skipped."

    static func render(_ file: String) throws -> String {
        let script = "import sys, cmarkgfm; print(cmarkgfm.github_flavored_markdown_to_html(open(sys.argv[1]).read()))"
        let result = try BuildTestSupport.run(["python3", "-c", script, file])
        #expect(result.status == 0, "\(result.output)")
        return result.output
    }
}
