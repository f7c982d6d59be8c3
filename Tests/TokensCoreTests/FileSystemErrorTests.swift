import Foundation
import Testing

@testable import TokensCore

/// A command's file-system failure (issue #56) exits 2 with a sentence naming the path, what is in
/// its way and what to do, never Foundation's `Error Domain=…` text and exit 1, which means "audit
/// failed" or "stale".
@Suite struct FileSystemErrorTests {
    let runner = ResolveCommandTests()

    /// `name` as `FileProblem` quotes a long name: its first 24 characters and an ellipsis.
    static func shortened(_ name: String) -> String { String(name.prefix(24)) + "…" }

    @Test func init_intoALinkThatLeadsNowhere_orUnderAFile_isExit2WithASentence() throws {
        let folder = try BuildTestSupport.temporaryFolder("init-file-system")
        try FileManager.default.createSymbolicLink(atPath: folder + "/dangling", withDestinationPath: "nowhere")
        try FileManager.default.createSymbolicLink(atPath: folder + "/loop", withDestinationPath: "loop")
        try Data("notes".utf8).write(to: URL(fileURLWithPath: folder + "/notes.txt"))
        let long = String(repeating: "a", count: 300)
        let advice = "Give --tokens the path of a new folder."
        let cases: [(path: String, sentence: String)] = [
            (
                "dangling",
                "[write.unsafe-output] 'dangling' is a symbolic link to 'nowhere', which does not exist; init only creates a new folder, never through a link. \(advice)"
            ),
            (
                "loop",
                "[write.unsafe-output] 'loop' is a symbolic link to 'loop' that loops back on itself; init only creates a new folder, never through a link. \(advice)"
            ),
            (
                "notes.txt/tokens",
                "[write.failed] 'notes.txt/tokens' cannot be created: 'notes.txt' is a file, not a folder. \(advice)"
            ),
            (
                "notes.txt",
                "[write.unsafe-output] 'notes.txt' already exists; init only creates a new folder. \(advice)"
            ),
            (
                long + "/tokens",
                "[write.failed] '\(long)/tokens' cannot be created: the name '\(Self.shortened(long))' is 300 bytes, longer than the system allows (255 bytes). \(advice)"
            ),
        ]
        for (path, sentence) in cases {
            let run = try runner.run(["init", "--tokens", path], in: folder)
            #expect(run.status == 2, "\(path): \(run.stderr)")
            #expect(run.stderr == "tokens: error: " + sentence + "\n")
            #expect(run.stdout.isEmpty)
        }
        // Nothing was made, and the link still leads nowhere.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["dangling", "loop", "notes.txt"])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/dangling") == "nowhere")
    }

    /// A mode whose name is longer than a file name may be: its high-contrast file's name is made
    /// short (`OutputName`: 64 bytes at most, a hash keeping long names apart), and both are written
    /// (before: a raw `Error Domain=…` text and exit 1, which means a pair no colour solves).
    @Test func contrastFix_withAModeNameTooLongForAFile_writesABoundedName() throws {
        let mode = String(repeating: "a", count: 240)
        let colors =
            ##"{ "color": { "$type": "color", "fg": { "$value": "#777777" }, "bg": { "$value": "#FFFFFF" } } }"##
        let folder = try TestSupport.folder([
            "c.\(mode).json": colors, "c.zz.json": colors,
            "tokens.config.json":
                ##"{ "modes": { "\##(mode)": "light", "zz": "dark" }, "audit": { "contrast": [ { "foreground": "color.fg", "background": "color.bg" } ] } }"##,
        ])
        let run = try runner.run(["contrast-fix", "--tokens", folder, "--quiet"])
        #expect(run.status == 0, "\(run.stderr)")
        let name = "contrast.\(String(repeating: "a", count: 55))-\(OutputName.hash(mode + "-hc")).json"
        #expect(FileManager.default.fileExists(atPath: folder + "/" + name))
        #expect(FileManager.default.fileExists(atPath: folder + "/contrast.zz-hc.json"))
        #expect(!run.stderr.contains("Error Domain"))
    }

    /// A token folder so deep that the high-contrast file's path is longer than the system allows
    /// (each of its token files' is not): exit 2 before any file is written.
    @Test func contrastFix_withAPathTooLong_isExit2WithASentence_andWritesNothing() throws {
        var deep = try BuildTestSupport.temporaryFolder("contrast-fix-deep")
        while deep.utf8.count < 4_080 { deep += "/" + String(repeating: "d", count: min(200, 4_079 - deep.utf8.count)) }
        try FileManager.default.createDirectory(atPath: deep, withIntermediateDirectories: true)
        let config = try TestSupport.folder(["tokens.config.json": ContrastFixTests.config]) + "/tokens.config.json"
        try Data(ContrastFixTests.colors.utf8).write(to: URL(fileURLWithPath: deep + "/c.json"))
        try Data(ContrastFixTests.dark.utf8).write(to: URL(fileURLWithPath: deep + "/c.dark.json"))
        let path = deep + "/contrast.light-hc.json"
        #expect(deep.utf8.count == 4_080 && path.utf8.count == 4_103)
        let run = try runner.run(["contrast-fix", "--tokens", deep, "--config", config, "--quiet"])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(
            run.stderr
                == "tokens: error: [write.failed] Writing '\(path)' failed: the path is 4,103 bytes, longer than the system allows (4,095 bytes). Move the token folder to a shorter path, or see what it would change with --dry-run.\n"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: deep).sorted() == ["c.dark.json", "c.json"])
    }

    /// `--output` under a file, for the commands that write one file: exit 2 naming the file in the way.
    @Test func outputUnderAFile_isExit2NamingTheFileInTheWay() throws {
        let folder = try TestSupport.folder([
            "t/colors.json": ##"{ "color": { "$type": "color", "a": { "$value": "#777777" } } }"##,
            "notes.txt": "notes",
        ])
        for command in ["report", "swift", "audit"] {
            let run = try runner.run([command, "--tokens", "t", "--output", "notes.txt/out", "--quiet"], in: folder)
            #expect(run.status == 2, "\(command): \(run.stderr)")
            #expect(
                run.stderr
                    == "tokens: error: [write.failed] Writing 'notes.txt/out' failed: 'notes.txt' is a file, not a folder. Nothing was written.\n",
                "\(command)")
        }
    }

    @Test func fileProblem_saysWhatIsInThePathsWay() throws {
        let folder = try BuildTestSupport.temporaryFolder("file-problem")
        try FileManager.default.createSymbolicLink(atPath: folder + "/dangling", withDestinationPath: "nowhere")
        try FileManager.default.createSymbolicLink(atPath: folder + "/to-file", withDestinationPath: "notes.txt")
        try Data("notes".utf8).write(to: URL(fileURLWithPath: folder + "/notes.txt"))
        #expect(FileProblem.obstacle(at: folder + "/notes.txt") == nil)
        #expect(FileProblem.obstacle(at: folder + "/new/deeper") == nil)
        #expect(
            FileProblem.obstacle(at: folder + "/dangling/x")
                == "'\(folder)/dangling' is a symbolic link to 'nowhere', which does not exist")
        #expect(
            FileProblem.obstacle(at: folder + "/to-file/x")
                == "'\(folder)/to-file' is a symbolic link to 'notes.txt', a file, not a folder")
        let deep = String(repeating: "a/", count: 2_100)
        #expect(
            FileProblem.obstacle(at: deep) == "the path is 4,200 bytes, longer than the system allows (4,095 bytes)")
        #expect(FileProblem.words(errno: ENOSPC) == "the disk is full")
        let error = NSError(domain: NSCocoaErrorDomain, code: NSFileWriteOutOfSpaceError)
        #expect(FileProblem.reason(error, path: folder + "/new") == "the disk is full")
    }
}
