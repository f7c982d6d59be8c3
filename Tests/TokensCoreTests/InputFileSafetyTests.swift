import Foundation
import Testing

@testable import TokensCore

/// Token files a busy machine or an attacker puts where tokens are read: a named pipe, names only
/// their bytes tell apart, paths longer than the system allows, a token with ten thousand modes.
/// Each is loaded or named in a message; none hangs the build or grows it out of bounds.
@Suite struct InputFileSafetyTests {
    let runner = ResolveCommandTests()
    static let colors = ##"{ "color": { "$type": "color", "ink": { "$value": "#112233" } } }"##

    /// A `$ref`'d file replaced by a named pipe after a build: the stamp check and the loader refuse
    /// it at once (before: the next build blocked forever opening it).
    @Test func aNamedPipeWhereATokenFileWas_isRefusedWithoutWaiting() throws {
        let folder = try TestSupport.folder([
            "tokens.json": #"{ "color": { "$type": "color", "ink": { "$ref": "shared.json#/ink" } } }"#,
            "shared.json": ##"{ "ink": { "$value": "#112233" } }"##,
        ])
        let output = folder + "-out"
        #expect(try runner.run(["build", "--tokens", folder, "--output", output, "--no-audit"]).status == 0)
        try FileManager.default.removeItem(atPath: folder + "/shared.json")
        #expect(mkfifo(folder + "/shared.json", 0o644) == 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ResolveCommandTests.executable)
        process.arguments = ["build", "--tokens", folder, "--output", output, "--no-audit"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        let hung = process.isRunning
        if hung { process.terminate() }
        process.waitUntilExit()
        #expect(!hung, "the build waited on the pipe")
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 2)
        #expect(stderr.contains("[file.unreadable] '\(folder)/shared.json' is a named pipe, not a file"), "\(stderr)")
    }

    /// `café.json` in NFC and in NFD: both found, the second named in an error (one file on a Mac).
    @Test func tokenFilesOnlyTheirBytesTellApart_areNamed() throws {
        // Written one by one: to Swift the two names are one dictionary key.
        let folder = try TestSupport.folder(["caf\u{E9}.json": Self.colors])
        try Data(Self.colors.utf8).write(to: URL(fileURLWithPath: folder + "/cafe\u{301}.json"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == 2)
        let (files, diagnostics) = TokenSource.files(at: folder)
        #expect(files.count == 1)
        #expect(TestSupport.summary(diagnostics) == ["file.name-collision"])
        #expect(diagnostics.errors.first?.message.contains("have the same name in different Unicode forms") == true)
    }

    /// Files under a folder whose path passes the system's limit are not dropped in silence: the
    /// folder is named (before: 20 of 25 tokens built, exit 0, no message).
    @Test func foldersPastThePathLimit_areNamed() throws {
        let root = try TestSupport.folder(["a.json": Self.colors])
        var deep = root
        let name = String(repeating: "d", count: 200)
        // Made with relative paths, past PATH_MAX (4,096) in all.
        let cwd = FileManager.default.currentDirectoryPath
        defer { FileManager.default.changeCurrentDirectoryPath(cwd) }
        FileManager.default.changeCurrentDirectoryPath(root)
        for _ in 0..<22 {
            #expect(mkdir(name, 0o755) == 0)
            #expect(chdir(name) == 0)
            deep += "/" + name
        }
        let deepFile = open("deep.json", O_WRONLY | O_CREAT, 0o644)
        #expect(deepFile >= 0)
        let json = Array(#"{ "deep": { "$type": "number", "$value": 1 } }"#.utf8)
        #expect(write(deepFile, json, json.count) == json.count)
        close(deepFile)
        FileManager.default.changeCurrentDirectoryPath(cwd)
        _ = deep
        let (_, diagnostics) = TokenSource.files(at: root)
        let unreadable = diagnostics.all.filter { $0.code == .fileUnreadable }
        #expect(!unreadable.isEmpty)
        #expect(
            unreadable.first?.message.contains("cannot be read (File name too long), so no token file in it is loaded")
                == true)
        let build = try runner.run(["build", "--tokens", root, "--output", root + "-out", "--no-audit"])
        #expect(build.status == 2 && build.stderr.contains("[file.unreadable]"))
    }

    /// A token whose `$extensions.mode` names 10,000 modes is a located error (before: 4 GB of
    /// memory); 999 modes build, which with the base are the 1,000 a build makes at most.
    @Test func tenThousandModesOnOneToken_isALocatedTooLarge() throws {
        var modes: [(String, JSONOutput)] = []
        for index in 0..<10_000 { modes.append(("m\(index)", .string("#112233"))) }
        let token = JSONOutput.object([
            (
                "c",
                .object([
                    ("$type", .string("color")), ("$value", .string("#112233")),
                    ("$extensions", .object([("mode", .object(modes))])),
                ])
            )
        ])
        let text = token.rendered()
        let folder = try TestSupport.folder(["tokens.json": text])
        let (resolved, diagnostics) = TestSupport.resolve(folder)
        #expect(resolved == nil)
        // At the `{` that opens the modes: 8 columns after `"mode": ` starts.
        let key = TestSupport.position(of: "\"mode\": {", in: text).split(separator: ":").compactMap { Int($0) }
        #expect(TestSupport.summary(diagnostics) == ["mode.too-large@\(key[0]):\(key[1] + 8)"])
        #expect(
            diagnostics.errors.first?.message
                == "This token's $extensions.mode names 10000 modes; at most 1000 are read. A theme per brand or product belongs in files or a resolver."
        )
        let thousand = JSONOutput.object([
            (
                "c",
                .object([
                    ("$type", .string("color")), ("$value", .string("#112233")),
                    ("$extensions", .object([("mode", .object(Array(modes.prefix(999))))])),
                ])
            )
        ])
        let (built, _) = TestSupport.resolve(try TestSupport.folder(["tokens.json": thousand.rendered()]))
        #expect(built?.modes.count == 1_000)
    }
}
