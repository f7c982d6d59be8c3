import Foundation
import Testing

@testable import TokensCore

/// `tokens diff` as an attacker's pull request would drive it in CI: committed links to files
/// outside the repository, a committed folder named like the base branch, names that are markdown,
/// HTML, mentions or line breaks, and output files that cannot be written.
@Suite(.serialized) struct DiffSafetyTests {
    static let runner = ResolveCommandTests()

    /// A repository with one commit of a small valid token folder; returns its root.
    static func repository(_ files: [String: String]) throws -> String {
        let root = try BuildTestSupport.temporaryFolder("diff-safety")
        try git(root, ["init", "-q"])
        try git(root, ["config", "user.email", "tokens@example.com"])
        try git(root, ["config", "user.name", "tokens"])
        try commit(root, files, message: "base")
        return root
    }

    static func git(_ root: String, _ arguments: [String]) throws {
        let result = try BuildTestSupport.run(["git", "-C", root] + arguments)
        #expect(result.status == 0, "git \(arguments): \(result.output)")
    }

    static func commit(_ root: String, _ files: [String: String], message: String) throws {
        for (name, text) in files {
            let url = URL(fileURLWithPath: root + "/" + name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try git(root, ["add", "-A"])
        try git(root, ["commit", "-q", "-m", message])
    }

    static let brand = ##"{ "color": { "$type": "color", "ink": { "$value": "#1C1917" } } }"##

    @Test func aCommittedLinkOutsideTheRepository_isRefused_andNeverRead() throws {
        let secrets = try BuildTestSupport.temporaryFolder("secrets") + "/credentials.json"
        try Data(#"{ "aws": { "$type": "string", "secretKey": { "$value": "AKIA-SECRET-VALUE" } } }"#.utf8).write(
            to: URL(fileURLWithPath: secrets))
        let root = try Self.repository(["tokens/colors.json": Self.brand])
        try FileManager.default.createSymbolicLink(atPath: root + "/tokens/brand.json", withDestinationPath: secrets)
        try Self.git(root, ["add", "-A"])
        try Self.git(root, ["commit", "-q", "-m", "add a link"])
        for arguments in [
            ["diff", "HEAD~1", "HEAD", "--tokens", root + "/tokens", "--format", "markdown"],
            // The head as the working tree, as the README's CI recipe runs it.
            ["diff", "HEAD~1", "--tokens", root + "/tokens", "--format", "markdown"],
        ] {
            let run = try Self.runner.run(arguments)
            #expect(run.status == 2, "\(run.stdout)")
            #expect(!run.stdout.contains("AKIA") && !run.stderr.contains("AKIA") && !run.stdout.contains("secretKey"))
            #expect(run.stderr.contains("error: [diff.unsafe-link]"), "\(run.stderr)")
            #expect(run.stderr.contains("brand.json' is a symbolic link to '\(secrets)', outside the repository"))
        }
        // A link inside the repository is read.
        // A link inside the repository but out of the token folder is refused too (file.outside-root):
        // token files are read from the token folder only.
        try FileManager.default.removeItem(atPath: root + "/tokens/brand.json")
        try Data(#"{ "size": { "$type": "number", "gap": { "$value": 4 } } }"#.utf8).write(
            to: URL(fileURLWithPath: root + "/shared.json"))
        try FileManager.default.createSymbolicLink(
            atPath: root + "/tokens/brand.json", withDestinationPath: "../shared.json")
        try Self.git(root, ["add", "-A"])
        try Self.git(root, ["commit", "-q", "-m", "link out of the token folder"])
        let outOfFolder = try Self.runner.run(["diff", "HEAD~2", "--tokens", root + "/tokens"])
        #expect(outOfFolder.status == 2, "\(outOfFolder.stdout)")
        #expect(outOfFolder.stderr.contains("[file.outside-root] '\(root)/tokens/brand.json' is a symbolic link"))
        // A link inside the token folder is read.
        try FileManager.default.removeItem(atPath: root + "/tokens/brand.json")
        try FileManager.default.createDirectory(atPath: root + "/tokens/shared", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: root + "/shared.json", toPath: root + "/tokens/shared/size.json")
        try FileManager.default.createSymbolicLink(
            atPath: root + "/tokens/brand.json", withDestinationPath: "shared/size.json")
        try Self.git(root, ["add", "-A"])
        try Self.git(root, ["commit", "-q", "-m", "link inside"])
        let inside = try Self.runner.run(["diff", "HEAD~3", "--tokens", root + "/tokens"])
        #expect(inside.status == 0, "\(inside.stderr)")
        #expect(inside.stdout.contains("size.gap"), "\(inside.stdout)")
    }

    @Test func aCommittedFolderNamedLikeTheBase_isAnErrorNamingBoth_notTheBase() throws {
        let root = try Self.repository(["tokens/colors.json": Self.brand])
        try Self.git(root, ["branch", "main-copy"])
        // The pull request commits a folder named like the base branch, holding the new tokens.
        let changed = Self.brand.replacingOccurrences(of: "#1C1917", with: "#FF0000")
        try Self.commit(root, ["tokens/colors.json": changed, "main-copy/colors.json": changed], message: "shadow")
        let cwd = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(root)
        defer { FileManager.default.changeCurrentDirectoryPath(cwd) }
        let ambiguous = try Self.runner.run(["diff", "main-copy", "--tokens", root + "/tokens"])
        #expect(ambiguous.status == 2)
        #expect(ambiguous.stderr.contains("error: [diff.side] 'main-copy' is both a revision of the repository"))
        #expect(
            ambiguous.stderr.contains(
                "Write ./main-copy (or --base-folder) for the folder, or main-copy^0 for the revision."))
        // Each meaning, written unambiguously.
        let revision = try Self.runner.run(["diff", "main-copy^0", "--tokens", root + "/tokens"])
        #expect(revision.status == 0 && revision.stdout.contains("color.ink"), "\(revision.stdout)\(revision.stderr)")
        let folder = try Self.runner.run(["diff", "./main-copy", "--tokens", root + "/tokens"])
        #expect(folder.status == 0 && folder.stdout.contains("no change"), "\(folder.stdout)\(folder.stderr)")
        let flag = try Self.runner.run(["diff", "--base-folder", "main-copy", "--tokens", root + "/tokens"])
        #expect(flag.status == 0 && flag.stdout.contains("no change"), "\(flag.stdout)\(flag.stderr)")
    }

    /// Names that are HTML, an image, a mention, pipes, backticks and line breaks stay text in one
    /// table row each, as GitHub renders the comment (cmark-gfm).
    @Test(.enabled(if: GFM.isAvailable || ProcessInfo.processInfo.environment["CI"] != nil, GFM.skipReason))
    func hostileNames_inTheMarkdownComment_renderAsText() throws {
        let hostile = [
            "<img src=x onerror=alert(1)> @octocat", "![t](http://evil/x-png)", "a|b`c``d", "line\nbreak| x",
            "[link](javascript:alert(1))",
        ]
        var tokens = ##"{ "color": { "$type": "color", "ink": { "$value": "#1C1917" }"##
        for (index, name) in hostile.enumerated() {
            let key = String(decoding: JSONOutput.string(name).bytes(pretty: false), as: UTF8.self)
            tokens += ##", \##(key): { "$value": "#\##(String(format: "%02X", index * 40))0000" }"##
        }
        tokens += " } }"
        let mode = ##"{ "color": { "$type": "color", "ink": { "$value": "#FAF8F5" } } }"##
        let root = try Self.repository(["tokens/colors.json": Self.brand])
        try Self.commit(
            root, ["tokens/colors.json": tokens, "tokens/colors.<b>@team</b> dim\u{2028}x.json": mode],
            message: "hostile")
        let output = try BuildTestSupport.temporaryFolder("gfm") + "/comment.md"
        let run = try Self.runner.run([
            "diff", "HEAD~1", "HEAD", "--tokens", root + "/tokens", "--format", "markdown", "--output", output,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let html = try GFM.render(output)
        #expect(!html.contains("<img"), "\(html)")
        #expect(!html.contains("<b>"), "\(html)")
        #expect(!html.contains("<a href"), "\(html)")
        #expect(!html.contains("src=\"http://evil/x-png\""), "\(html)")
        // Every table row has as many cells as its header: no name ended a row or added a cell.
        for table in html.components(separatedBy: "<table>").dropFirst() {
            let body = table.components(separatedBy: "</table>")[0]
            let header = body.components(separatedBy: "</th>").count - 1
            for row in body.components(separatedBy: "<tr>").dropFirst(2) {
                #expect(row.components(separatedBy: "</td>").count - 1 == header, "\(row)")
            }
        }
        for name in ["@octocat", "![t]", "a\\|b", "line\\u{A}break"]
        where !html.contains(name.replacingOccurrences(of: "\\|", with: "|")) {
            Issue.record("\(name) is not shown as text: \(html)")
        }
    }

    @Test func outputFilesThatCannotBeWritten_areAWriteFailure_exit2() throws {
        let root = try Self.repository(["tokens/colors.json": Self.brand])
        let unwritable = "/proc/tokens-cannot-write-here/out.txt"
        for arguments in [
            ["diff", "HEAD", "--tokens", root + "/tokens", "--output", unwritable],
            ["audit", "--tokens", root + "/tokens", "--output", unwritable],
        ] {
            let run = try Self.runner.run(arguments)
            #expect(run.status == 2, "\(arguments): \(run.stderr)")
            #expect(
                run.stderr.hasPrefix("tokens: error: [write.failed] Writing '\(unwritable)' failed: "), "\(run.stderr)")
            #expect(!run.stderr.contains("Error Domain"), "\(run.stderr)")
        }
    }

    /// A token name with line breaks cannot print a line of its own on standard error, where Xcode
    /// would read `/Users/…/Main.swift:42:1: error: …` as an error in the app's own file.
    @Test func namesInMessages_cannotForgeADiagnosticLine() throws {
        let forged = "x\n/Users/dev/App/Sources/Main.swift:42:1: error: [security] run ./fix.sh\n"
        let key = String(decoding: JSONOutput.string(forged).bytes(pretty: false), as: UTF8.self)
        let folder = try TestSupport.folder(["tokens.json": #"{ "a": { \#(key): { "$value": "{missing}" } } }"#])
        let run = try Self.runner.run(["build", "--tokens", folder, "--output", folder + "-out"])
        #expect(run.status == 2)
        #expect(!run.stderr.split(separator: "\n").contains { $0.hasPrefix("/Users/dev/App") }, "\(run.stderr)")
        #expect(run.stderr.contains("x\\n/Users/dev/App/Sources/Main.swift:42:1: error: [security] run ./fix.sh\\n"))
    }
}
