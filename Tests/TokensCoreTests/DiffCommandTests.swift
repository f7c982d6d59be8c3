import Foundation
import Testing

@testable import TokensCore

/// `tokens diff` over a git repository with three commits after the first (Fixtures/diff): greys
/// darkened to pass (one was waived: its waiver can go) without deriving their high-contrast values
/// again (stale), a token renamed, then the text lightened to fail (in dark, where a pattern
/// waiver matches it but never reviewed it) and a waived caption made worse than it was waived at.
/// Every format is compared with its golden byte for byte, with the exit codes.
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
        // On a fixed day: the fixture's waivers end on 2027-06-30.
        let day = ["--today", "2026-11-24"]
        let rename = try Self.runner.run(
            ["diff", "HEAD~2", "HEAD~1", "--tokens", root + "/tokens", "--allow-breaking"] + day)
        #expect(rename.status == 0)
        let failure = try Self.runner.run(["diff", "HEAD~1", "--tokens", root + "/tokens", "--allow-breaking"] + day)
        #expect(failure.status == 1)
        #expect(failure.stdout.hasPrefix("tokens diff HEAD~1 → working tree: 4 newly failing, 1 worse than waived,"))
    }

    /// Each check's move, as the JSON says it: every state across the change, never hidden by a waiver.
    static func moves(_ base: String, _ head: String, in root: String) throws -> [String: [String: Any]] {
        let run = try runner.run([
            "diff", base, head, "--tokens", root + "/tokens", "--format", "json", "--today", "2026-11-24",
        ])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let checks = try #require(json["checks"] as? [[String: Any]])
        var byKey: [String: [String: Any]] = [:]
        for check in checks {
            let key = [check["rule"], check["token"], check["background"], check["mode"]].map {
                "\($0 as? String ?? "-")"
            }
            byKey[key.joined(separator: " ")] = check
        }
        return byKey
    }

    /// A waived pair fixed is good news: "waiver can go", not a failure; a plain failure fixed is
    /// "fixed"; colours changed without deriving their high-contrast values again warn, stale.
    @Test func aWaivedPairFixed_isAWaiverThatCanGo_andItsDerivedValueGoesStale() throws {
        let root = try Self.repository()
        let moves = try Self.moves("HEAD~3", "HEAD~2", in: root)
        #expect(moves["contrast color.hint color.bg light"]?["kind"] as? String == "waiver-can-go")
        #expect(moves["contrast color.muted color.bg light"]?["kind"] as? String == "fixed")
        let stale = try #require(moves["derivation color.muted - light-hc"])
        #expect(stale["kind"] as? String == "new-warning")
        #expect(
            stale["message"] as? String
                == "'color.muted' in light-hc is stale: it was derived by tokens contrast-fix from light's values, and since then color.muted has gone from #8A8580 to #6B6560. Run `tokens contrast-fix` to derive it again (`tokens contrast-fix --check` finds every stale one)."
        )
        #expect(moves["derivation color.hint - light-hc"]?["kind"] as? String == "new-warning")
        #expect(moves.count == 4, "\(moves.keys.sorted())")
        // CI's gate: the derived values are stale until contrast-fix runs again.
        _ = try BuildTestSupport.run(["git", "-C", root, "checkout", "-q", "HEAD~2"])
        let check = try Self.runner.run(["contrast-fix", "--check", "--tokens", root + "/tokens"])
        #expect(check.status == 1)
        #expect(
            check.stderr.hasPrefix(
                "tokens: \(root)/tokens/contrast.light-hc.json is out of date:\n  'color.hint' in light-hc is #5D5855; derived from light now, it is "
            ), "\(check.stderr)")
        #expect(try Self.runner.run(["contrast-fix", "--tokens", root + "/tokens", "--quiet"]).status == 0)
        #expect(try Self.runner.run(["contrast-fix", "--check", "--tokens", root + "/tokens"]).status == 0)
    }

    /// A waived pair that gets worse fails, at the ratio the review accepted; a pair a pattern
    /// waiver matches that passed before fails too: no waiver hides a regression.
    @Test func aRegressionUnderAWaiver_failsInAuditAndDiff() throws {
        let root = try Self.repository()
        let moves = try Self.moves("HEAD~1", "HEAD", in: root)
        let caption = try #require(moves["contrast color.caption color.bg dark"])
        #expect(caption["kind"] as? String == "worse-than-waived")
        #expect(caption["waivedAt"] as? Double == 3.64)
        #expect((caption["new"] as? [String: Any])?["measured"] as? Double == 3.0443)
        #expect(caption["regression"] as? Bool == true)
        let text = try #require(moves["contrast color.text color.bg dark"])
        #expect(text["kind"] as? String == "newly-failing")
        #expect(
            (text["message"] as? String ?? "").contains(
                "A waiver matches this pair, but it was not failing when the waivers were reviewed"))
        let audit = try Self.runner.run(["audit", "--tokens", root + "/tokens", "--today", "2026-11-24"])
        #expect(audit.status == 1)
        #expect(
            audit.stdout.contains(
                "error: [contrast] 'color.caption' on 'color.bg' in dark is 3.04:1; text needs 4.5:1 (AA). Worse than waived: 3.04:1, waived at 3.64:1 (tokens.baseline.json); the waiver covers no worse."
            ) || audit.stderr.contains("Worse than waived: 3.04:1, waived at 3.64:1"), "\(audit.stdout)\(audit.stderr)")
        // Accepting it is a reviewed step: the baseline records the new ratio, and the audit passes it.
        let update = try Self.runner.run([
            "audit", "--tokens", root + "/tokens", "--today", "2026-11-24", "--update-waivers",
        ])
        #expect(update.status == 0 || update.status == 1, "\(update.stderr)")
        let baseline = try String(contentsOfFile: root + "/tokens/tokens.baseline.json", encoding: .utf8)
        #expect(
            baseline.contains(
                #"{"foreground": "color.caption", "background": "color.bg", "mode": "dark", "ratio": 3.04}"#))
        #expect(
            baseline.contains(#"{"foreground": "color.text", "background": "color.bg", "mode": "dark", "ratio": 3.64}"#)
        )
    }

    @Test func folders_areSidesToo_andTheWorkTreeIsUntouched() throws {
        let root = try Self.repository()
        let commits = Self.fixtures + "/commits/"
        let folders = try Self.runner.run([
            "diff", commits + "1-base", commits + "2-darken-muted", "--tokens", root + "/tokens", "--today",
            "2026-11-24",
        ])
        let revisions = try Self.runner.run([
            "diff", "HEAD~3", "HEAD~2", "--tokens", root + "/tokens", "--today", "2026-11-24",
        ])
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
            var header: Int?
            for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
                guard line.hasPrefix("|") else {
                    header = nil
                    continue
                }
                let cells = line.replacingOccurrences(of: "\\|", with: "").split(separator: "|").count
                if line.hasPrefix("|---") { continue }
                if let header { #expect(cells == header, "\(line)") } else { header = cells }
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
