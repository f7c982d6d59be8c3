import Foundation
import Testing

@testable import TokensCore

/// What a new user meets first (issue #36): the version, `init`'s next step, `watch` into a file,
/// Swift names at `explain`, natural order at `resolve`, hex colours a shell leaves alone.
@Suite struct AdoptionCommandTests {
    static let brand = TestSupport.packageRoot + "/tokens"

    /// Runs `tokens` with `arguments` in `directory`; stdout and stderr as text.
    static func run(_ arguments: [String], in directory: String) throws -> ResolveCommandTests.Run {
        try shell([ResolveCommandTests.executable] + arguments, in: directory)
    }

    /// Runs `command` (the program and its arguments) in `directory`.
    static func shell(_ command: [String], in directory: String) throws -> ResolveCommandTests.Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ResolveCommandTests.Run(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    @Test func version_isVersionFile_andTheNewestReleaseInTheChangelog() throws {
        let version = try String(contentsOfFile: TestSupport.packageRoot + "/VERSION", encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let printed = try ResolveCommandTests().run(["--version"])
        #expect(printed.status == 0)
        #expect(printed.stdout == version + "\n")
        let changelog = try String(contentsOfFile: TestSupport.packageRoot + "/CHANGELOG.md", encoding: .utf8)
        // `## Unreleased` (what main holds since the last release) may stand above it.
        let newest =
            changelog.split(separator: "\n").first { $0.hasPrefix("## ") && $0 != "## Unreleased" }.map(String.init)
            ?? ""
        #expect(newest.hasPrefix("## \(version) "), "CHANGELOG.md's newest release is '\(newest)'")
        #expect(version.split(separator: ".").count == 3 && version.allSatisfy { $0.isNumber || $0 == "." })
    }

    /// `tokens init` in an empty folder prints a next step that succeeds there (it used to print
    /// `swift run tokens …`, which needs a Package.swift).
    @Test func init_printsANextStepThatRunsInTheFolderItRanIn() throws {
        let folder = try BuildTestSupport.temporaryFolder("init-next")
        let created = try Self.run(["init"], in: folder)
        #expect(created.status == 0, "\(created.stderr)")
        let parts = created.stdout.split(separator: "`", omittingEmptySubsequences: false)
        try #require(parts.count == 3, "no command in: \(created.stdout)")
        let next = try Self.shell(["sh", "-c", String(parts[1])], in: folder)
        #expect(next.status == 0, "`\(parts[1])` failed: \(next.stderr)")
        #expect(next.stdout.hasPrefix("tokens: 9 tokens × 2 modes;"))
        // Public, so an app target sees them when the tokens have a target of their own (the README's
        // recipe for the build-tool plugin); internal, the app failed: "cannot find 'AppColors' in scope".
        let colors = try String(contentsOfFile: folder + "/Outputs/Swift/AppColors.swift", encoding: .utf8)
        #expect(colors.contains("\npublic nonisolated enum AppColors {\n"))
        #expect(colors.contains("\n    public static let textPrimary = Values.textPrimary.color\n"))
        // A folder other than tokens/ is named in the command.
        let other = try Self.run(["init", "--tokens", "brand tokens"], in: folder)
        #expect(other.stdout.hasSuffix(" build --tokens 'brand tokens'`.\n"), "\(other.stdout)")
    }

    /// `tokens watch > log &`: each build's line reaches the file while watch runs.
    @Test func watch_writesEachBuildLineToAFileAsItHappens() throws {
        let root = try BuildTestSupport.temporaryFolder("watch-log")
        #expect(try Self.run(["init"], in: root).status == 0)
        let log = root + "/watch.log"
        #expect(FileManager.default.createFile(atPath: log, contents: nil))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ResolveCommandTests.executable)
        process.arguments = ["watch", "--interval", "0.1"]
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        // An unreadable log is an empty one: not there yet.
        let lines = { ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n") }
        // Each build: its summary line, then watch's line with the build's time.
        #expect(InitWatchTests().eventually(30) { lines().count == 2 })
        #expect(lines().first?.hasPrefix("tokens: 9 tokens × 2 modes; 17 files written") == true)
        #expect(lines().last?.hasPrefix("tokens watch: built in ") == true, "\(lines())")
        let spacing = root + "/tokens/spacing.json"
        let edited = try String(contentsOfFile: spacing, encoding: .utf8).replacingOccurrences(
            of: "\"value\": 16", with: "\"value\": 20")
        try Data(edited.utf8).write(to: URL(fileURLWithPath: spacing))
        #expect(InitWatchTests().eventually(30) { lines().count == 4 })
        #expect(lines().dropLast().last?.hasPrefix("tokens: 9 tokens × 2 modes; ") == true, "\(lines())")
        #expect(lines().last?.contains("after the save of") == true, "\(lines())")
    }

    @Test func explain_findsATokenByItsSwiftName() throws {
        let runner = ResolveCommandTests()
        let byPath = try runner.run(["explain", "color.bg.primary", "--tokens", Self.brand, "--today", "2026-11-25"])
        for name in ["bgPrimary", "InsightColors.bgPrimary", "darkBgPrimary"] {
            let byName = try runner.run(["explain", name, "--tokens", Self.brand, "--today", "2026-11-25"])
            #expect(byName.status == 0)
            #expect(byName.stdout == "\(name) is the Swift name of color.bg.primary.\n" + byPath.stdout)
        }
        let typo = try runner.run(["explain", "bgPrimry", "--tokens", Self.brand])
        #expect(typo.status == 2)
        #expect(
            typo.stderr == "tokens: error: [alias.missing] There is no token 'bgPrimry'. Did you mean 'bgPrimary'?\n")
    }

    @Test func explain_aSwiftNameOfSeveralTokens_namesThem() throws {
        let folder = try TestSupport.folder([
            "tokens.json":
                ##"{ "color": { "$type": "color", "a": { "fg": { "$value": "#000000" } }, "b": { "fg": { "$value": "#FFFFFF" } } } }"##,
            "tokens.config.json": ##"{ "swift": { "namespaces": { "color.a": "First", "color.b": "Second" } } }"##,
        ])
        let result = try ResolveCommandTests().run(["explain", "fg", "--tokens", folder])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "tokens: error: [alias.missing] 'fg' is the Swift name of several tokens: 'color.a.fg', 'color.b.fg'. Give the path, or the name with its namespace.\n"
        )
        #expect(try ResolveCommandTests().run(["explain", "Second.fg", "--tokens", folder]).stdout.contains("#FFFFFF"))
    }

    @Test func resolve_listsTokensInNaturalOrder() throws {
        let result = try ResolveCommandTests().run(["resolve", "--tokens", Self.brand, "--mode", "light"])
        #expect(result.status == 0)
        let paths = result.stdout.split(separator: "\n").dropFirst().compactMap { $0.split(separator: " ").first }
            .map(String.init)
        let accents = paths.filter { $0.hasPrefix("color.accent.") }
        #expect(accents == [50, 100, 200, 300, 400, 500, 600, 700, 800, 900].map { "color.accent.\($0)" })
        #expect(paths == NaturalSortKey.sorted(paths.map(TokenPath.init)).map(\.dotted))
    }

    /// A shell drops `#B8942F` as a comment: the help quotes it, and hex without `#` is read as hex.
    @Test func contrast_readsHexWithoutHash_andItsHelpQuotesHex() throws {
        let runner = ResolveCommandTests()
        let bare = try runner.run(["contrast", "B8942F", "FAF8F5", "--role", "ui"])
        let hashed = try runner.run(["contrast", "#B8942F", "#FAF8F5", "--role", "ui"])
        #expect(bare.status == hashed.status)
        #expect(bare.stdout == hashed.stdout)
        #expect(bare.stdout.hasPrefix("foreground  #B8942F\nbackground  #FAF8F5\nratio       2.70:1\n"))
        #expect(try runner.run(["contrast", "fff", "000"]).status == 0)
        #expect(try runner.run(["contrast", "red", "white"]).stdout.hasPrefix("foreground  #FF0000"))
        let help = try runner.run(["contrast", "--help"]).stdout
        #expect(help.contains("'#B8942F'"))
        #expect(!help.contains(" #B8942F"))
    }
}
