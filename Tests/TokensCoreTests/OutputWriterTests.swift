import Foundation
import Testing

@testable import TokensCore

@Suite struct OutputWriterTests {
    let runner = ResolveCommandTests()

    func modificationDates(_ folder: String) -> [String: Date] {
        var dates: [String: Date] = [:]
        for path in BuildTestSupport.tree(folder).keys {
            let attributes = try? FileManager.default.attributesOfItem(atPath: folder + "/" + path)  // nil: fails below
            dates[path] = attributes?[.modificationDate] as? Date
        }
        return dates
    }

    @Test func secondBuild_writesNothing_andKeepsModificationTimes() throws {
        let output = try BuildTestSupport.temporaryFolder("outputs")
        let first = try runner.run([
            "build", "--tokens", BuildTestSupport.brandTokens, "--output", output, "--today", BuildTestSupport.today,
        ])
        #expect(first.status == 0, "\(first.stderr)")
        let before = modificationDates(output)
        Thread.sleep(forTimeInterval: 1.1)
        let second = try runner.run([
            "build", "--tokens", BuildTestSupport.brandTokens, "--output", output, "--today", BuildTestSupport.today,
        ])
        #expect(second.status == 0)
        #expect(
            second.stdout
                == "tokens: 112 tokens × 4 modes; 0 files written, 56 unchanged, 0 removed in \(output)/; audit passed (99 contrast checks passed, 16 exempt, 15 waived failures, worst: color.text.tertiary on color.bg.secondary 2.21:1 in light; 31 warnings, listed by tokens audit).\n"
        )
        #expect(modificationDates(output) == before)
    }

    @Test func inputError_leavesOutputsByteForByte() throws {
        let tokens = try TestSupport.folder([
            "colors.json":
                ##"{ "color": { "$type": "color", "a": { "$value": "#FFFFFF" }, "b": { "$value": "{color.a}" } } }"##
        ])
        let output = try BuildTestSupport.temporaryFolder("outputs")
        #expect(try runner.run(["build", "--tokens", tokens, "--output", output]).status == 0)
        let before = BuildTestSupport.tree(output)
        try Data(
            ##"{ "color": { "$type": "color", "a": { "$value": "#FFFFFF" }, "b": { "$value": "{color.c}" } } }"##.utf8
        ).write(to: URL(fileURLWithPath: tokens + "/colors.json"))
        let broken = try runner.run(["build", "--tokens", tokens, "--output", output])
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("[alias.missing]"))
        #expect(BuildTestSupport.tree(output) == before)
    }

    @Test func failingAudit_exits1_andWritesNothing() throws {
        let tokens = try TestSupport.folder([
            "colors.json":
                ##"{ "color": { "$type": "color", "fg": { "$value": "#AAAAAA" }, "bg": { "$value": "#FFFFFF" } } }"##,
            "tokens.config.json":
                ##"{ "audit": { "contrast": [ { "foreground": "color.fg", "background": "color.bg" } ] } }"##,
        ])
        let output = try BuildTestSupport.temporaryFolder("outputs") + "/Outputs"
        let result = try runner.run(["build", "--tokens", tokens, "--output", output])
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: [contrast] 'color.fg' on 'color.bg' in default is 2.32:1"))
        #expect(!FileManager.default.fileExists(atPath: output))
        #expect(try runner.run(["build", "--tokens", tokens, "--output", output, "--no-audit"]).status == 0)
    }

    @Test func tokenNamedToEscape_isRejected_andTheWriterRefusesEscapingPaths() throws {
        let tokens = try TestSupport.folder([
            "colors.json": ##"{ "color": { "$type": "color", "../../evil": { "$value": "#FFFFFF" } } }"##
        ])
        let output = try BuildTestSupport.temporaryFolder("outputs")
        let result = try runner.run(["build", "--tokens", tokens, "--output", output + "/Outputs"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("[token.invalid-name] The name '../../evil' contains '.'"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: output).isEmpty)
        for path in ["../../evil.swift", "Swift/../../evil", "/etc/evil", "a//b", "./x", "a\\b"] {
            let (report, diagnostics) = OutputWriter.write(
                [GeneratedFile("ok.txt", text: "ok"), GeneratedFile(path, text: "evil")], to: output + "/Outputs")
            #expect(report == nil, "\(path)")
            #expect(diagnostics.errors.first?.code == .unsafeOutputPath)
        }
        #expect(!FileManager.default.fileExists(atPath: output + "/Outputs/ok.txt"))
        #expect(!FileManager.default.fileExists(atPath: output + "/../evil.swift"))
    }

    @Test func staleGeneratedFiles_areRemoved_butOtherFilesStay() throws {
        let output = try BuildTestSupport.temporaryFolder("outputs")
        _ = OutputWriter.write(
            [GeneratedFile("A.colorset/Contents.json", text: "a"), GeneratedFile("b.txt", text: "b")], to: output)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: output + "/README.md"))
        let (report, _) = OutputWriter.write([GeneratedFile("b.txt", text: "b2")], to: output)
        #expect(
            report?.written == ["b.txt"] && report?.unchanged == [] && report?.removed == ["A.colorset/Contents.json"])
        #expect(!FileManager.default.fileExists(atPath: output + "/A.colorset"))
        #expect(FileManager.default.fileExists(atPath: output + "/README.md"))
    }

    /// Deferred files (colorsets) are made once each per write, in batches across more than one
    /// batch of 1,024, land byte for byte, and count as unchanged when their bytes did not change.
    @Test func deferredFiles_areMadeOncePerWrite_acrossBatches() throws {
        final class Counter: @unchecked Sendable {
            private let lock = NSLock()
            private var value = 0
            func add() {
                lock.lock()
                value += 1
                lock.unlock()
            }
            var count: Int {
                lock.lock()
                defer { lock.unlock() }
                return value
            }
        }
        let made = Counter()
        func files(changing changed: Int? = nil) -> [GeneratedFile] {
            (0..<2_500).map { i in
                GeneratedFile("Assets.xcassets/c\(i).colorset/Contents.json") {
                    made.add()
                    return Array("{ \"index\": \(i)\(i == changed ? ", \"changed\": true" : "") }\n".utf8)
                }
            }
        }
        let folder = try BuildTestSupport.temporaryFolder("deferred") + "/Outputs"
        let first = try #require(OutputWriter.write(files(), to: folder).report)
        #expect(first.written.count == 2_500)
        #expect(made.count == 2_500)
        #expect(
            try String(contentsOfFile: folder + "/Assets.xcassets/c2499.colorset/Contents.json", encoding: .utf8)
                == "{ \"index\": 2499 }\n")
        let second = try #require(OutputWriter.write(files(), to: folder).report)
        #expect((second.written.count, second.unchanged.count) == (0, 2_500))
        #expect(made.count == 5_000)
        let third = try #require(OutputWriter.write(files(changing: 1_500), to: folder).report)
        #expect(third.written == ["Assets.xcassets/c1500.colorset/Contents.json"])
        #expect(
            try String(contentsOfFile: folder + "/Assets.xcassets/c1500.colorset/Contents.json", encoding: .utf8)
                == "{ \"index\": 1500, \"changed\": true }\n")
    }

    /// A file in a folder of a one-letter name is written, first and on a rewrite (Foundation's
    /// `deletingLastPathComponent` traps on "d", and the folder makers once used it).
    @Test func fileInAOneLetterFolder_isWritten() throws {
        let folder = try BuildTestSupport.temporaryFolder("one-letter") + "/Outputs"
        #expect(OutputWriter.write([GeneratedFile("d/e.txt", text: "1")], to: folder).report?.written == ["d/e.txt"])
        #expect(OutputWriter.write([GeneratedFile("d/e.txt", text: "2")], to: folder).report?.written == ["d/e.txt"])
        #expect(try String(contentsOfFile: folder + "/d/e.txt", encoding: .utf8) == "2")
    }

    /// A one-letter file or config name given on the command line: `tokens report --output x`
    /// writes x, and `tokens audit --update-waivers --config c` records the waivers beside c (both
    /// crashed on NSString's `deletingLastPathComponent`).
    @Test func oneLetterNamesOnTheCommandLine_areWritten() throws {
        let folder = try TestSupport.folder([
            "t/colors.json":
                ##"{ "color": { "$type": "color", "fg": { "$value": "#777777" }, "bg": { "$value": "#FFFFFF" } } }"##,
            "c":
                ##"{ "audit": { "contrast": [ { "foreground": "color.fg", "background": "color.bg" } ], "waivers": [ { "foreground": "color.fg", "background": "color.bg", "reason": "Decorative.", "until": "2099-01-01" } ] } }"##,
        ])
        let report = try runner.run(["report", "--tokens", "t", "--config", "c", "--output", "x"], in: folder)
        #expect(report.status == 0, "\(report.stderr)")
        #expect(try String(contentsOfFile: folder + "/x", encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
        let audit = try runner.run(["audit", "--tokens", "t", "--config", "c", "--update-waivers"], in: folder)
        #expect(audit.status == 0, "\(audit.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder + "/" + WaiverBaseline.fileName))
    }

    /// `--output` naming a folder (`out/`, or one that exists) is refused with a sentence that says
    /// so, and no folder is made.
    @Test func outputNamingAFolder_isRefusedInWords() throws {
        let folder = try TestSupport.folder([
            "t/colors.json": ##"{ "color": { "$type": "color", "a": { "$value": "#777777" } } }"##,
            "existing/keep.txt": "keep",
        ])
        let slash = try runner.run(["report", "--tokens", "t", "--output", "out/"], in: folder)
        #expect(slash.status == 2)
        #expect(
            slash.stderr.contains(
                "error: [write.failed] Writing 'out/' failed: it names a folder, not a file; give the path of the file to write."
            ), "\(slash.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
        let existing = try runner.run(
            ["audit", "--tokens", "t", "--format", "json", "--output", "existing"], in: folder)
        #expect(existing.status == 2)
        #expect(
            existing.stderr.contains("Writing 'existing' failed: it names a folder, not a file"), "\(existing.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/existing") == ["keep.txt"])
    }
}
