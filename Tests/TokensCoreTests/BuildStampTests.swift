import Foundation
import Testing

@testable import TokensCore

/// A build whose inputs and outputs are unchanged since the last one does nothing but say so; any
/// change to a token file, the folder's listing, the config, the date or an output file is noticed.
@Suite struct BuildStampTests {
    let runner = ResolveCommandTests()
    static let colors =
        ##"{ "color": { "$type": "color", "fg": { "$value": "#222222" }, "bg": { "$value": "#FFFFFF" } } }"##
    static let config = ##"{ "audit": { "contrast": [ { "foreground": "color.fg", "background": "color.bg" } ] } }"##

    func build(_ tokens: String, _ output: String, today: String = "2026-01-01") throws -> ResolveCommandTests.Run {
        try runner.run(["build", "--tokens", tokens, "--output", output, "--today", today])
    }

    func fixture() throws -> (tokens: String, output: String) {
        let tokens = try TestSupport.folder(["colors.json": Self.colors, "tokens.config.json": Self.config])
        return (tokens, try BuildTestSupport.temporaryFolder("outputs") + "/Outputs")
    }

    @Test func unchangedBuild_replaysItsMessages_andTouchesNothing() throws {
        let (tokens, output) = try fixture()
        let first = try build(tokens, output)
        #expect(first.status == 0)
        #expect(
            first.stdout
                == "tokens: 2 tokens × 1 mode; 13 files written, 0 unchanged, 0 removed in \(output)/; audit passed (1 contrast check passed, 0 waived; 0 warnings).\n"
        )
        let stamp = try #require(BuildStamp.load(from: output))
        #expect(stamp.outputs.count == 14)  // 13 files and the manifest
        #expect(stamp.inputs.keys.sorted() == [tokens + "/colors.json", tokens + "/tokens.config.json"])
        let before = try Data(contentsOf: URL(fileURLWithPath: output + "/" + BuildStamp.fileName))
        let second = try build(tokens, output)
        #expect(second.status == 0)
        #expect(
            second.stdout
                == "tokens: 2 tokens × 1 mode; 0 files written, 13 unchanged, 0 removed in \(output)/; audit passed (1 contrast check passed, 0 waived; 0 warnings).\n"
        )
        #expect(second.stderr == first.stderr)
        #expect(try Data(contentsOf: URL(fileURLWithPath: output + "/" + BuildStamp.fileName)) == before)
    }

    /// After a first build (every file written) and an edit (two written, the rest left), the
    /// stamp holds every output as it is on disk: its size and time, its bytes' hash, and the
    /// manifest with no hash. The edit's closing line counts what it wrote and left.
    @Test func stamp_recordsEveryOutputAsItIs_afterAFirstBuildAndAnEdit() throws {
        let (tokens, output) = try fixture()
        for edit in [false, true] {
            if edit {
                try Data(Self.colors.replacingOccurrences(of: "#222222", with: "#333333").utf8).write(
                    to: URL(fileURLWithPath: tokens + "/colors.json"))
            }
            let run = try build(tokens, output)
            #expect(run.stdout.contains(edit ? "; 3 files written, 10 unchanged," : "; 13 files written, 0 unchanged,"))
            let stamp = try #require(BuildStamp.load(from: output))
            // Listed in path order, as a stamp sorts them itself.
            let written = try Data(contentsOf: URL(fileURLWithPath: output + "/" + BuildStamp.fileName))
            #expect([UInt8](written) == stamp.bytes)
            let files = BuildTestSupport.tree(output).keys.sorted() + [OutputWriter.manifestName]
            #expect(stamp.outputs.keys.sorted() == files.sorted())
            let opened = OpenFolder(output)
            for path in files {
                let bytes = try #require(FileManager.default.contents(atPath: output + "/" + path))
                #expect(stamp.outputs[path]?.state == BuildStamp.state(of: path, in: opened), "\(path)")
                let hash = path == OutputWriter.manifestName ? nil : BuildStamp.hash(of: [UInt8](bytes))
                #expect(stamp.outputs[path]?.hash == hash, "\(path)")
            }
        }
    }

    /// A build the stamp finds current never parses the config (at 10,000 declared pairs that was a
    /// third of such a build): the stamp knows the config's bytes, and its summary says it read none.
    @Test func unchangedBuild_doesNotReadTheConfig() throws {
        let (tokens, output) = try fixture()
        let options = BuildOptions(
            tokens: tokens, audit: .gate, today: "2026-01-01", emitters: BuildPipeline.emitters,
            destination: .folder(output, force: false))
        let first = BuildTestSupport.run(options).outcome.summary
        #expect(first?.isUnchanged == false)
        #expect(first?.config?.audit.contrast.count == 1)
        let second = BuildTestSupport.run(options).outcome.summary
        #expect(second?.isUnchanged == true)
        #expect(second?.config == nil)
        #expect(second?.counts.unchanged == 13)
    }

    /// The stamp reads back what it wrote: numbers read from its bytes (a hash may be negative as an
    /// Int64), a path with spaces, the manifest with no hash; a number out of range is no stamp.
    @Test func stampText_readsBackAsWritten() throws {
        let folder = try BuildTestSupport.temporaryFolder("stamp-text")
        let stamp = BuildStamp(
            settings: "tokens abc build", tool: "1-2-3 abc", inputs: ["/t/colors.json": 0xFFFF_0000_0000_0001],
            outputs: [
                "Swift/A B.swift": .init(state: .init(size: 12, time: 1_764_000_000_123_456_789), hash: UInt64.max),
                "Swift/B.swift": .init(state: .init(size: 1, time: 2), hash: 1 << 63),
                OutputWriter.manifestName: .init(state: .init(size: 0, time: -5), hash: nil),
            ], diagnostics: [], counts: .init())
        try stamp.write(to: folder)
        #expect(BuildStamp.load(from: folder) == stamp)
        #expect(
            stamp.text == """
                s\ttokens abc build
                t\t1-2-3 abc
                i\tffff000000000001 /t/colors.json
                o\t0 -5 .tokens-manifest
                o\t12 1764000000123456789 -1 Swift/A B.swift
                o\t1 2 -9223372036854775808 Swift/B.swift
                c\t0 0 0 - - - -

                """)
        // The writer's sorted listing gives the same lines; one that misses a file is not used.
        #expect(stamp.laidOut(listing: ["Swift/A B.swift", "Swift/B.swift"]) == stamp.bytes)
        #expect(stamp.laidOut(listing: ["Swift/B.swift"]) == stamp.bytes)
        #expect(stamp.laidOut(listing: ["Swift/B.swift", "Swift/B.swift"]) == stamp.bytes)
        var early = stamp
        early.outputs["-early.swift"] = .init(state: .init(size: 3, time: 4), hash: 5)
        #expect(early.laidOut(listing: ["-early.swift", "Swift/A B.swift", "Swift/B.swift"]) == early.bytes)
        #expect(early.text.contains("o\t3 4 5 -early.swift\no\t0 -5 .tokens-manifest\n"))
        #expect(BuildStamp.integer(ArraySlice("-9223372036854775808".utf8)) == Int64.min)
        #expect(BuildStamp.integer(ArraySlice("9223372036854775807".utf8)) == Int64.max)
        #expect(BuildStamp.integer(ArraySlice("9223372036854775808".utf8)) == nil)
        #expect(BuildStamp.integer(ArraySlice("-12".utf8)) == -12)
        for bad in ["", "-", "1x", "99999999999999999999", "+1"] {
            #expect(BuildStamp.integer(ArraySlice(bad.utf8)) == nil, "\(bad)")
        }
        try Data("s\tx\no\t99999999999999999999 1 a.swift\n".utf8).write(
            to: URL(fileURLWithPath: folder + "/" + BuildStamp.fileName))
        #expect(BuildStamp.load(from: folder) == nil)
    }

    /// SwiftPM relinks the tool on every plugin run: same bytes, new time. The stamp knows the tool
    /// by its bytes, so the build stays a no-op and the stamp keeps its modification time; a tool
    /// whose bytes differ makes a full build.
    @Test func aRelinkedTool_withTheSameBytes_isTheSameTool() throws {
        let (tokens, output) = try fixture()
        let folder = try BuildTestSupport.temporaryFolder("relinked")
        let tool = folder + "/tokens"
        try FileManager.default.copyItem(atPath: ResolveCommandTests.executable, toPath: tool)
        func build() throws -> String {
            try BuildTestSupport.run([tool, "build", "--tokens", tokens, "--output", output, "--today", "2026-01-01"])
                .output
        }
        #expect(try build().contains("13 files written"))
        let stamp = output + "/" + BuildStamp.fileName
        let time = try FileManager.default.attributesOfItem(atPath: stamp)[.modificationDate] as? Date
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: tool)  // relinked: a new time
        #expect(try build().contains("0 files written, 13 unchanged"))
        #expect(try FileManager.default.attributesOfItem(atPath: stamp)[.modificationDate] as? Date == time)
        let handle = try #require(FileHandle(forWritingAtPath: tool))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data([0]))  // other bytes: another tool
        try handle.close()
        #expect(try build().contains("0 files written, 13 unchanged"))
        #expect(try FileManager.default.attributesOfItem(atPath: stamp)[.modificationDate] as? Date != time)
    }

    @Test func changedToken_isRebuilt() throws {
        let (tokens, output) = try fixture()
        #expect(try build(tokens, output).status == 0)
        try Data(Self.colors.replacingOccurrences(of: "#222222", with: "#333333").utf8).write(
            to: URL(fileURLWithPath: tokens + "/colors.json"))
        let second = try build(tokens, output)
        // The colorset, the Swift colours, the report.
        #expect(second.stdout.contains("; 3 files written, 10 unchanged,"), "\(second.stdout)")
        #expect(
            try String(contentsOfFile: output + "/Assets.xcassets/fg.colorset/Contents.json", encoding: .utf8).contains(
                "\"red\": \"0.2000\""))
    }

    @Test func newFileInTheFolder_brokenConfig_andAnotherDay_areNoticed() throws {
        let (tokens, output) = try fixture()
        #expect(try build(tokens, output).status == 0)
        // A new token file joins the build.
        try Data(##"{ "size": { "$type": "dimension", "s": { "$value": { "value": 4, "unit": "px" } } } }"##.utf8)
            .write(to: URL(fileURLWithPath: tokens + "/size.json"))
        #expect(try build(tokens, output).stdout.hasPrefix("tokens: 3 tokens × 1 mode;"))
        // Another day re-runs the audit (a waiver may have expired).
        let later = try build(tokens, output, today: "2026-01-02")
        #expect(later.stdout.contains("0 files written, 13 unchanged"))
        #expect(BuildStamp.load(from: output)?.settings.contains("--today 2026-01-02 ") == true)
        // A config error is reported, not hidden behind the stamp.
        try Data("{ \"audit\": { \"contrast\": 1 } }".utf8).write(
            to: URL(fileURLWithPath: tokens + "/tokens.config.json"))
        let broken = try build(tokens, output, today: "2026-01-02")
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("[config."))
    }

    @Test func editedOrDeletedOutput_isWrittenAgain() throws {
        let (tokens, output) = try fixture()
        #expect(try build(tokens, output).status == 0)
        let colorset = output + "/Assets.xcassets/fg.colorset/Contents.json"
        let original = try Data(contentsOf: URL(fileURLWithPath: colorset))
        try Data("edited by hand".utf8).write(to: URL(fileURLWithPath: colorset))
        #expect(try build(tokens, output).stdout.contains("; 1 file written, 12 unchanged,"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: colorset)) == original)
        try FileManager.default.removeItem(atPath: output + "/Swift/TokenTypes.swift")
        #expect(try build(tokens, output).stdout.contains("; 1 file written, 12 unchanged,"))
        #expect(FileManager.default.fileExists(atPath: output + "/Swift/TokenTypes.swift"))
    }

    /// `tokens watch` saw its rebuild skipped: the test edited a token file after the Swift was
    /// written and before the stamp was, and the stamp took the edited file's hash.
    @Test func aFileEditedDuringTheBuild_leavesTheStampOutOfDate() throws {
        let (tokens, output) = try fixture()
        #expect(try build(tokens, output).status == 0)
        let stamp = try #require(BuildStamp.load(from: output))
        let before = BuildStamp.inputHashes(tokens: tokens, config: tokens + "/tokens.config.json")
        try Data(Self.colors.replacingOccurrences(of: "#222222", with: "#333333").utf8).write(
            to: URL(fileURLWithPath: tokens + "/colors.json"))
        let recorded = BuildStamp.record(
            settings: stamp.settings, inputs: before, read: [tokens + "/colors.json"], outputs: stamp.outputs,
            diagnostics: [], counts: stamp.counts)
        #expect(
            !recorded.isCurrent(
                settings: stamp.settings, tokens: tokens, config: tokens + "/tokens.config.json", folder: output))
        #expect(try build(tokens, output).stdout.contains("; 3 files written, 10 unchanged,"))
    }
}
