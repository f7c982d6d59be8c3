import Foundation
import Testing

@testable import TokensCore

/// Every reader, driven as a hostile token folder would drive it: each way a file can name another
/// file (`$ref`, a resolver's sources, Tokens Studio sets, Momentum targets, platforms, manifests
/// and data files, Theo imports, the config's `momentum.target`) names one outside the token
/// folder, by an absolute path, by `..`, or through a symbolic link. Each is refused with a
/// located `file.outside-root`, exit 2, and nothing of the outside file reaches any output.
@Suite struct ConfinementTests {
    static let runner = ResolveCommandTests()
    /// What the outside file holds; no output may ever show it.
    static let secret = "SECRET-7F3A"
    static let secretJSON = #"{ "leak": { "$type": "string", "value": { "$value": "SECRET-7F3A" } } }"#

    /// A folder outside every token folder, holding the secret as JSON, YAML and a token folder.
    static func outside() throws -> String {
        let folder = try TestSupport.folder([
            "secret.json": secretJSON,
            "secret.yml": "leak:\n  $type: string\n  value:\n    $value: SECRET-7F3A\n",
            "hosts/github.com.json": secretJSON,
            "targets/ios.json": #"{ "platform": "SECRET-7F3A", "themes": [] }"#,
        ])
        return folder
    }

    static let ink = ##"{ "color": { "$type": "color", "ink": { "$value": "#112233" } } }"##

    /// One reader's hostile folder: its files (`OUTSIDE` stands for the outside folder's path,
    /// `UP` for a `..` path to it from the token folder), and the file and line the error points at.
    struct Case: CustomTestStringConvertible, Sendable {
        let reader: String
        let files: [String: String]
        let file: String?
        let line: Int?
        /// Symbolic links to make in the token folder: name → target (`OUTSIDE/…` filled in).
        var links: [String: String] = [:]
        var testDescription: String { reader }
    }

    static let cases: [Case] = [
        Case(
            reader: "$ref by absolute path (JSON)",
            files: ["tokens.json": #"{ "a": { "$ref": "OUTSIDE/secret.json#/leak" } }"#], file: "tokens.json", line: 1),
        Case(
            reader: "$ref by absolute path (YAML)",
            files: ["tokens.json": #"{ "a": { "$ref": "OUTSIDE/secret.yml#/leak" } }"#], file: "tokens.json", line: 1),
        Case(
            reader: "$ref by ..", files: ["tokens.json": #"{ "a": { "$ref": "UP/secret.json#/leak" } }"#],
            file: "tokens.json", line: 1),
        Case(
            reader: "resolver source",
            files: [
                "tokens.resolver.json":
                    ##"{ "sets": { "base": { "sources": [{ "$ref": "OUTSIDE/secret.json" }] } }, "resolutionOrder": [{ "$ref": "#/sets/base" }] }"##
            ], file: "tokens.resolver.json", line: 1),
        Case(
            reader: "Tokens Studio set by absolute path",
            files: [
                "$themes.json": #"[{ "name": "Light", "selectedTokenSets": { "OUTSIDE/secret": "enabled" } }]"#,
                "base.json": ink,
            ], file: "$themes.json", line: 1),
        Case(
            reader: "Tokens Studio set by ..",
            files: [
                "$themes.json": #"[{ "name": "Light", "selectedTokenSets": { "UP/secret": "enabled" } }]"#,
                "base.json": ink,
            ], file: "$themes.json", line: 1),
        Case(
            reader: "Momentum manifest file",
            files: momentum(manifestFiles: #"["OUTSIDE/secret.json"]"#), file: "themes/theme-light-webex.json", line: 1),
        Case(
            reader: "Momentum manifest folder",
            files: momentum(manifestFiles: #"["UP/hosts/"]"#), file: "themes/theme-light-webex.json", line: 1),
        Case(
            reader: "Momentum target platform",
            files: momentum(
                manifestFiles: #"["data/light.json"]"#,
                target: #"{ "platform": "../UP/hosts", "themes": ["themes/theme-light-webex.json"] }"#),
            file: "targets/ios.json", line: 1),
        Case(
            reader: "Momentum target theme",
            files: momentum(
                manifestFiles: #"["data/light.json"]"#, target: #"{ "themes": ["OUTSIDE/secret.json"] }"#),
            file: "targets/ios.json", line: 1),
        Case(
            reader: "Momentum parent manifest",
            files: momentum(manifestFiles: #"[], "parent": "OUTSIDE/secret.json""#),
            file: "themes/theme-light-webex.json",
            line: 1),
        Case(
            reader: "Theo import",
            files: [
                "global.yml":
                    "global:\n  type: color\nimports:\n  - OUTSIDE/secret.yml\nprops:\n  ink:\n    value: \"#112233\"\n"
            ], file: "global.yml", line: 4),
        // Each of these names a file or folder inside, which is a link out of the token folder.
        Case(
            reader: "Tokens Studio $themes.json linked out", files: ["base.json": ink], file: nil, line: nil,
            links: ["$themes.json": "OUTSIDE/secret.json"]),
        Case(
            reader: "Tokens Studio set folder linked out",
            files: [
                "$themes.json": #"[{ "name": "Light", "selectedTokenSets": { "brand": "enabled" } }]"#,
                "base.json": ink,
            ], file: "$themes.json", line: 1, links: ["brand": "OUTSIDE/hosts"]),
        Case(
            reader: "Momentum target linked out", files: momentum(manifestFiles: #"["data/light.json"]"#), file: nil,
            line: nil, links: ["targets": "OUTSIDE/targets"]),
        Case(
            reader: "Momentum data folder linked out", files: momentum(manifestFiles: #"["data/", "more/"]"#),
            file: "themes/theme-light-webex.json", line: 1, links: ["more": "OUTSIDE/hosts"]),
        Case(
            reader: "a subfolder linked out", files: ["base.json": ink], file: nil, line: nil,
            links: ["brand": "OUTSIDE/hosts"]),
    ]

    /// A Momentum folder whose one manifest lists `manifestFiles`, and `targets/ios.json` when given.
    static func momentum(manifestFiles: String, target: String? = nil) -> [String: String] {
        var files = [
            "core/color.json": ##"{ "color": { "blue": { "70": "#0000AA" } } }"##,
            "data/light.json": #"{ "theme": { "accent": "@color-blue-70" } }"#,
            "themes/theme-light-webex.json": #"{ "accent": "Webex", "theme": "Light", "files": \#(manifestFiles) }"#,
        ]
        if let target { files["targets/ios.json"] = target }
        return files
    }

    /// `text` with the case's placeholders filled in for a token folder at `tokens`.
    static func fill(_ text: String, outside: String, tokens: String) -> String {
        let depth = tokens.split(separator: "/").count
        let up = Array(repeating: "..", count: depth).joined(separator: "/") + outside
        return text.replacingOccurrences(of: "UP/", with: up + "/").replacingOccurrences(
            of: "OUTSIDE/", with: outside + "/")
    }

    @Test(arguments: cases) func eachReader_refusesAFileOutsideTheTokenFolder(_ hostile: Case) throws {
        let outside = try Self.outside()
        let tokens = try TestSupport.folder([:])
        for (name, text) in hostile.files {
            let url = URL(fileURLWithPath: tokens + "/" + name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(Self.fill(text, outside: outside, tokens: tokens).utf8).write(to: url)
        }
        for (name, target) in hostile.links.sorted(by: { $0.key < $1.key }) where !name.contains("/") {
            try FileManager.default.createSymbolicLink(
                atPath: tokens + "/" + name, withDestinationPath: Self.fill(target, outside: outside, tokens: tokens))
        }
        let output = tokens + "-out"
        let run = try Self.runner.run(["build", "--tokens", tokens, "--output", output, "--no-audit"])
        #expect(run.status == 2, "\(hostile.reader): \(run.stdout)\(run.stderr)")
        let place = hostile.file.map { "\(tokens)/\($0):\(hostile.line ?? 1):" } ?? "tokens:"
        #expect(
            run.stderr.split(separator: "\n").contains { $0.hasPrefix(place) && $0.contains("[file.outside-root]") },
            "\(hostile.reader): \(run.stderr)")
        #expect(!(run.stdout + run.stderr).contains(Self.secret), "\(hostile.reader)")
        #expect(!FileManager.default.fileExists(atPath: output), "\(hostile.reader): something was written")
    }

    /// A token file that is a symbolic link out of the token folder is never read.
    @Test func aTokenFileLinkedOutOfTheFolder_isRefused() throws {
        let outside = try Self.outside()
        let tokens = try TestSupport.folder(["colors.json": Self.ink])
        try FileManager.default.createSymbolicLink(
            atPath: tokens + "/brand.json", withDestinationPath: outside + "/secret.json")
        let run = try Self.runner.run(["build", "--tokens", tokens, "--output", tokens + "-out", "--no-audit"])
        #expect(run.status == 2)
        #expect(
            run.stderr.contains(
                "error: [file.outside-root] '\(tokens)/brand.json' is a symbolic link (or lies behind one) to '\(TokenRoot.realPath(outside + "/secret.json") ?? "")', outside the token folder '\(tokens)'"
            ), "\(run.stderr)")
        #expect(!(run.stdout + run.stderr).contains(Self.secret))
        // A link that stays inside the folder is read.
        try FileManager.default.removeItem(atPath: tokens + "/brand.json")
        try FileManager.default.createSymbolicLink(atPath: tokens + "/brand.json", withDestinationPath: "colors.json")
        let inside = try Self.runner.run(["resolve", "--tokens", tokens])
        #expect(inside.status == 0, "\(inside.stderr)")
    }

    /// The token folder itself committed as a link out of its repository (the root itself), and a
    /// config linked out of it: refused; the same link inside the repository is read.
    @Test func aTokenFolderOrConfigLinkedOutOfTheRepository_isRefused() throws {
        let outside = try Self.outside()
        let repository = try TestSupport.folder(["app/README.md": "app", "real/colors.json": Self.ink])
        try FileManager.default.createDirectory(atPath: repository + "/.git", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: repository + "/tokens", withDestinationPath: outside + "/hosts")
        let run = try Self.runner.run(["resolve", "--tokens", repository + "/tokens"])
        #expect(run.status == 2)
        #expect(
            run.stderr.contains(
                "tokens: error: [file.outside-root] The token folder '\(repository)/tokens' leads to '\(TokenRoot.realPath(outside + "/hosts") ?? "")', outside the repository at '\(repository)'"
            ), "\(run.stderr)")
        #expect(!(run.stdout + run.stderr).contains(Self.secret))
        try FileManager.default.removeItem(atPath: repository + "/tokens")
        try FileManager.default.createSymbolicLink(atPath: repository + "/tokens", withDestinationPath: "real")
        #expect(try Self.runner.run(["resolve", "--tokens", repository + "/tokens"]).status == 0)
        // The config beside the tokens, linked out of the repository.
        try FileManager.default.createSymbolicLink(
            atPath: repository + "/real/tokens.config.json", withDestinationPath: outside + "/secret.json")
        let config = try Self.runner.run(["resolve", "--tokens", repository + "/real"])
        #expect(config.status == 2)
        #expect(
            config.stderr.contains("[file.outside-root] '\(repository)/real/tokens.config.json' is a symbolic link"))
        #expect(!(config.stdout + config.stderr).contains(Self.secret))
    }

    /// `momentum.target` in the config names a file outside the token folder.
    @Test func aMomentumTargetOutsideTheFolder_isRefused() throws {
        let outside = try Self.outside()
        var files = Self.momentum(manifestFiles: #"["data/light.json"]"#)
        files["tokens.config.json"] = #"{ "momentum": { "target": "\#(outside)/secret.json" } }"#
        let tokens = try TestSupport.folder(files)
        let run = try Self.runner.run(["resolve", "--tokens", tokens])
        #expect(run.status == 2)
        #expect(run.stderr.contains("tokens: error: [file.outside-root] '\(outside)/secret.json' is an absolute path"))
        #expect(!(run.stdout + run.stderr).contains(Self.secret))
    }

    // MARK: - tokens diff on a pull request's revision

    /// The head revision of a pull request, as the README's CI recipe diffs it, tries each way out
    /// of its tree: the token folder committed as a link to an outside folder, a `$ref` by absolute
    /// path, a Tokens Studio set and a Momentum data folder named by `..`. In every output format,
    /// nothing of the outside file is printed, and the run exits 2 naming the refusal.
    @Test func aRevisionReadsNothingOutsideItsTree_inAnyFormat() throws {
        let outside = try Self.outside()
        let up = "../../../../../../../../../../.." + outside
        let heads: [(name: String, files: [String: String], link: String?)] = [
            ("the token folder is a link", [:], outside + "/hosts"),
            ("$ref", ["tokens/colors.json": #"{ "a": { "$ref": "\#(outside)/secret.json#/leak" } }"#], nil),
            (
                "Tokens Studio set",
                [
                    "tokens/$themes.json":
                        #"[{ "name": "Light", "selectedTokenSets": { "\#(up)/secret": "enabled" } }]"#,
                    "tokens/base.json": Self.ink,
                ], nil
            ),
            (
                "Momentum folder",
                Self.momentum(manifestFiles: #"["\#(up)/hosts/"]"#).reduce(into: [:]) {
                    $0["tokens/" + $1.key] = $1.value
                },
                nil
            ),
        ]
        for head in heads {
            let root = try DiffSafetyTests.repository(["tokens/colors.json": Self.ink])
            try FileManager.default.removeItem(atPath: root + "/tokens")
            if let link = head.link {
                try FileManager.default.createSymbolicLink(atPath: root + "/tokens", withDestinationPath: link)
            }
            try DiffSafetyTests.commit(root, head.files, message: "head")
            if head.link != nil {
                // The work tree as it was, so only the revision's link is there to refuse.
                try FileManager.default.removeItem(atPath: root + "/tokens")
                try FileManager.default.createDirectory(atPath: root + "/tokens", withIntermediateDirectories: true)
                try Data(Self.ink.utf8).write(to: URL(fileURLWithPath: root + "/tokens/colors.json"))
            }
            for format in ["text", "markdown", "json", "html"] {
                let run = try Self.runner.run([
                    "diff", "HEAD~1", "HEAD", "--tokens", root + "/tokens", "--format", format,
                ])
                #expect(run.status == 2, "\(head.name), \(format): \(run.stdout)")
                #expect(run.stderr.contains("[file.outside-root]"), "\(head.name), \(format): \(run.stderr)")
                #expect(!(run.stdout + run.stderr).contains(Self.secret), "\(head.name), \(format)")
                #expect(!(run.stdout + run.stderr).contains("leak"), "\(head.name), \(format)")
            }
        }
    }

    /// The work tree's token folder committed as a link into another repository on the machine:
    /// `tokens diff` would read that repository's revisions. Refused before any git command.
    @Test func aTokenFolderLinkedIntoAnotherRepository_isNotDiffed() throws {
        let other = try DiffSafetyTests.repository([
            "design/t.json": ##"{ "color": { "$type": "color", "SECRET-7F3A": { "$value": "#000000" } } }"##
        ])
        try DiffSafetyTests.commit(
            other, ["design/t.json": ##"{ "color": { "$type": "color", "SECRET-7F3A": { "$value": "#111111" } } }"##],
            message: "two")
        let root = try DiffSafetyTests.repository(["tokens/colors.json": Self.ink])
        try FileManager.default.removeItem(atPath: root + "/tokens")
        try FileManager.default.createSymbolicLink(atPath: root + "/tokens", withDestinationPath: other + "/design")
        try DiffSafetyTests.commit(root, [:], message: "tokens is a link")
        let run = try Self.runner.run(["diff", "HEAD~1", "HEAD", "--tokens", root + "/tokens", "--format", "json"])
        #expect(run.status == 2)
        #expect(
            run.stderr.hasPrefix(
                "tokens: error: [file.outside-root] The token folder '\(root)/tokens' leads to '\(TokenRoot.realPath(other + "/design") ?? "")', outside the repository at '\(root)'"
            ), "\(run.stderr)")
        #expect(!(run.stdout + run.stderr).contains(Self.secret))
    }

    // MARK: - The root

    @Test func locate_refusesAbsolutePathsAddressesAndDotDotThatLeave() throws {
        let root = TokenRoot(folder: "tokens")
        #expect(try root.locate("colors/brand.json", from: "tokens/a/b.json").get() == "tokens/a/colors/brand.json")
        #expect(try root.locate("../c.json", from: "tokens/a/b.json").get() == "tokens/c.json")
        #expect(try root.locate("x.json", from: "tokens/").get() == "tokens/x.json")
        for hostile in [
            "/etc/passwd", "../../x.json", "~/.ssh/id", "https://example.com/x.json", "C:\\x", "\\\\host\\x",
        ] {
            #expect(throws: TokenRoot.Refusal.self, "\(hostile)") {
                try root.locate(hostile, from: "tokens/a.json").get()
            }
        }
        #expect(throws: TokenRoot.Refusal.self) { try root.locate("../../x.json", from: "tokens/a/b.json").get() }
    }

    @Test func aRefusedName_isPrintedWithItsControlCharactersEscaped() {
        let refusal = try? TokenRoot(folder: "tokens").locate(
            "/x\n/Main.swift:1:1: error: forged", from: "tokens/a.json"
        )
        .get()
        #expect(refusal == nil)
        if case .failure(let failure) = TokenRoot(folder: "tokens").locate("/x\nforged", from: "tokens/a.json") {
            #expect(failure.message.hasPrefix("'/x\\nforged' is an absolute path"))
        }
    }

    // MARK: - One way to read

    /// No source file outside `Load/Access/` opens, lists or stats a file by itself: every reader
    /// goes through `TokenRoot`, so a reader added later cannot forget the check. The writers,
    /// the diff's unpacking and the CLI own their files and are listed with why.
    @Test func noReaderOpensAFileAnotherWay() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/TokensCore").path
        let calls = [
            "FileManager", "FileIO.", "opendir(", "fopen(", " open(", "(open(", "Data(contentsOf", "String(contentsOf",
            "contentsOfFile", "stat(", "realpath(", "readlink(", "FileHandle(",
        ]
        // Files that touch the file system for something other than reading token inputs.
        let owners: [String: String] = [
            "Load/Access/": "the one way to read token inputs",
            "Write/": "the output writer: its own files, never followed through links",
            "Support/OpenFolder.swift": "the writer's held output folder",
            "Support/FileWatcher.swift": "`tokens watch`: watches, reads nothing",
            "Diff/DiffSide.swift": "unpacks a revision into a temporary folder, then checks its links and root",
            "Audit/ContrastFix+Files.swift": "`tokens contrast-fix` writes the high-contrast files",
            "Pipeline/BuildPipeline+Stages.swift": "the title: a Package.swift's name above the token folder",
            "Config/WaiverBaseline.swift": "writes the baseline (`--update-waivers`)",
            "Config/ConfigLoader.swift": "finds the config's path beside the tokens; reads it through a store",
            "Config/ConfigFiles.swift": "says a config or baseline that is a broken link or a folder (lstat only)",
            "Support/FileProblem.swift": "says what is in a failed path's way (stat and readlink only)",
        ]
        var found: [String] = []
        let walker = FileManager.default.enumerator(atPath: sources)
        while let relative = walker?.nextObject() as? String {
            guard relative.hasSuffix(".swift"), !owners.keys.contains(where: { relative.hasPrefix($0) }) else {
                continue
            }
            let text = try String(contentsOfFile: sources + "/" + relative, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                for call in calls where code.contains(call) { found.append("\(relative):\(number + 1): \(call)") }
            }
        }
        #expect(found == [], "read token inputs through TokenRoot")
    }
}
