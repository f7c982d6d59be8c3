import Foundation
import Testing

@testable import TokensCore

@Suite struct InitWatchTests {
    let runner = ResolveCommandTests()

    @Test func init_createsAStarterThatBuildsAndPasses_andNeverOverwrites() throws {
        let folder = try BuildTestSupport.temporaryFolder("init") + "/tokens"
        let created = try runner.run(["init", "--tokens", folder])
        #expect(created.status == 0)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
                "colors.dark.json", "colors.json", "spacing.json", "tokens.config.json", "typography.json",
            ])
        let build = try runner.run(["build", "--tokens", folder, "--output", folder + "/../Outputs"])
        #expect(build.status == 0, "\(build.stderr)")
        #expect(
            build.stdout.hasSuffix(
                "audit passed (7 contrast checks passed, 1 waived failure, worst: color.text.placeholder on color.bg.primary 2.52:1 in light; 0 warnings).\n"
            ))
        // A starter says nothing to fix: its colours have a namespace of their own (was swift.renamed).
        #expect(build.stderr == "")
        #expect(FileManager.default.fileExists(atPath: folder + "/../Outputs/Swift/AppColors.swift"))
        #expect(try runner.run(["init", "--tokens", folder]).status == 2)
    }

    /// Waits (bounded) until `condition` holds.
    func eventually(_ seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return condition()
    }

    @Test func watch_rebuildsWhenATokenChanges() throws {
        let root = try BuildTestSupport.temporaryFolder("watch")
        #expect(try runner.run(["init", "--tokens", root + "/tokens"]).status == 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ResolveCommandTests.executable)
        process.arguments = [
            "watch", "--tokens", root + "/tokens", "--output", root + "/Outputs", "--interval", "0.1", "--quiet",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // SIGKILL, not terminate(): a child of the test runner can inherit a mask that blocks SIGTERM.
        defer {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        let swift = root + "/Outputs/Swift/DesignTokens.swift"
        let contents = { (try? String(contentsOfFile: swift, encoding: .utf8)) ?? "" }  // not there yet: keep waiting
        #expect(eventually(30) { contents().contains("    public static let md: CGFloat = 16\n") })
        let spacing = root + "/tokens/spacing.json"
        let edited = try String(contentsOfFile: spacing, encoding: .utf8).replacingOccurrences(
            of: "\"value\": 16", with: "\"value\": 20")
        try Data(edited.utf8).write(to: URL(fileURLWithPath: spacing))
        #expect(eventually(30) { contents().contains("    public static let md: CGFloat = 20\n") })
    }

    /// `watch` passes `--config` and `--no-audit` on to each build: the config's namespace names the
    /// file, and a failing pair does not stop the build.
    @Test func watch_usesTheConfigAndNoAudit() throws {
        let root = try BuildTestSupport.temporaryFolder("watch-config")
        let tokens = root + "/tokens"
        try FileManager.default.createDirectory(atPath: tokens, withIntermediateDirectories: true)
        try Data(
            ##"{ "space": { "$type": "dimension", "md": { "$value": "12px" } }, "color": { "$type": "color", "fg": { "$value": "#AAAAAA" }, "bg": { "$value": "#FFFFFF" } } }"##
                .utf8
        )
        .write(to: URL(fileURLWithPath: tokens + "/tokens.json"))
        let config = root + "/elsewhere.config.json"
        try Data(
            ##"{ "swift": { "namespaces": { "space": "Gaps", "color": "Palette" } }, "audit": { "contrast": [ { "foreground": "color.fg", "background": "color.bg" } ] } }"##
                .utf8
        )
        .write(to: URL(fileURLWithPath: config))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ResolveCommandTests.executable)
        process.arguments = [
            "watch", "--tokens", tokens, "--output", root + "/Outputs", "--config", config, "--no-audit", "--interval",
            "0.1", "--quiet",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        #expect(eventually(30) { FileManager.default.fileExists(atPath: root + "/Outputs/Swift/Gaps.swift") })
    }

    /// Each build says how long it took and, after a save, how soon after the save it started;
    /// the line goes out as it happens (here into a file).
    @Test func watch_saysHowLongEachBuildTookAndHowSoonAfterTheSave() throws {
        let root = try BuildTestSupport.temporaryFolder("watch-timing")
        #expect(try runner.run(["init", "--tokens", root + "/tokens"]).status == 0)
        let log = root + "/watch.log"
        FileManager.default.createFile(atPath: log, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ResolveCommandTests.executable)
        process.arguments = ["watch", "--tokens", root + "/tokens", "--output", root + "/Outputs"]
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        let lines = {
            ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }  // not written yet: keep waiting
        #expect(eventually(30) { lines().contains { $0.hasPrefix("tokens watch: built in ") } })
        let spacing = root + "/tokens/spacing.json"
        let edited = try String(contentsOfFile: spacing, encoding: .utf8).replacingOccurrences(
            of: "\"value\": 16", with: "\"value\": 20")
        try Data(edited.utf8).write(to: URL(fileURLWithPath: spacing))
        #expect(eventually(30) { lines().contains { $0.contains("after the save of " + spacing + ".") } })
        let line = try #require(lines().last { $0.hasPrefix("tokens watch: built in ") && $0.contains(spacing) })
        // `tokens watch: built in 0.07 s, started 0.02 s after the save of <path>.`
        let pattern = #/^tokens watch: built in \d+\.\d\d s, started \d+\.\d\d s after the save of /#
        #expect(try pattern.firstMatch(in: line) != nil, "\(line)")
        #expect(lines().contains { $0.contains("2 files written, 15 unchanged") })
    }

    /// `watch --brand` builds that brand, as `build --brand` does (it built the default brand).
    @Test func watch_buildsTheBrandItIsGiven() throws {
        let root = try BuildTestSupport.temporaryFolder("watch-brand")
        let tokens = root + "/tokens"
        try FileManager.default.createDirectory(atPath: tokens + "/cargo", withIntermediateDirectories: true)
        try Data(##"{ "space": { "$type": "dimension", "md": { "$value": "12px" } } }"##.utf8)
            .write(to: URL(fileURLWithPath: tokens + "/base.json"))
        try Data(##"{ "space": { "$type": "dimension", "md": { "$value": "20px" } } }"##.utf8)
            .write(to: URL(fileURLWithPath: tokens + "/cargo/space.json"))
        try Data(##"{ "brands": { "post": [], "cargo": "cargo/**" } }"##.utf8)
            .write(to: URL(fileURLWithPath: tokens + "/tokens.config.json"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ResolveCommandTests.executable)
        process.arguments = [
            "watch", "--tokens", tokens, "--output", root + "/Outputs", "--brand", "cargo", "--no-audit", "--quiet",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        let swift = root + "/Outputs/Swift/DesignTokens.swift"
        let contents = { (try? String(contentsOfFile: swift, encoding: .utf8)) ?? "" }  // not there yet: keep waiting
        #expect(eventually(30) { contents().contains("static let md: CGFloat = 20\n") }, "\(contents())")
    }
}
