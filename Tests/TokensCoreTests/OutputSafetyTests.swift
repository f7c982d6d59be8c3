import Foundation
import Testing
import TokensSynthetic

@testable import TokensCore

/// The build owns exactly the files its manifest lists: it never reads, writes or removes through
/// a symbolic link, refuses folders it must not write into, and an error or a kill at any moment
/// leaves the old tree or the new one.
@Suite(.serialized) struct OutputSafetyTests {
    let runner = ResolveCommandTests()

    static let colors =
        ##"{ "color": { "$type": "color", "ink": { "$value": "#112233" }, "paper": { "$value": "#FFFFFF" } } }"##
    static let fewerColors = ##"{ "color": { "$type": "color", "paper": { "$value": "#FFFFFF" } } }"##

    func tokens(_ colors: String = colors) throws -> String { try TestSupport.folder(["colors.json": colors]) }

    /// Names beside and inside `folder` that interrupted builds leave (staging folders, temporary files).
    func leftovers(_ folder: String) -> [String] {
        let parent = (folder as NSString).deletingLastPathComponent
        let beside = ((try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []).filter {
            $0.contains(".tokens-staging-")
        }
        let inside = (FileManager.default.subpaths(atPath: folder) ?? []).filter {
            $0.hasSuffix(".tmp") || $0 == OutputJournal.fileName
        }
        return beside + inside
    }

    @Test func aLinkedSubfolder_isRefused_andNothingOutsideTheOutputIsTouched() throws {
        let tokens = try tokens()
        let root = try BuildTestSupport.temporaryFolder("linked")
        let output = root + "/Outputs"
        #expect(try runner.run(["build", "--tokens", tokens, "--output", output, "--no-audit"]).status == 0)
        // The app's own folder, linked in place of Outputs/Swift, holds a file the build generated
        // before and no longer would.
        let app = root + "/App"
        try FileManager.default.moveItem(atPath: output + "/Swift", toPath: app)
        try FileManager.default.createSymbolicLink(atPath: output + "/Swift", withDestinationPath: app)
        try Data("// the app's own\n".utf8).write(to: URL(fileURLWithPath: app + "/AppView.swift"))
        let appBefore = BuildTestSupport.snapshot(app)
        let outputBefore = BuildTestSupport.snapshot(output)
        try Data(Self.fewerColors.utf8).write(to: URL(fileURLWithPath: tokens + "/colors.json"))
        let run = try runner.run(["build", "--tokens", tokens, "--output", output, "--no-audit"])
        #expect(run.status == 2)
        #expect(
            run.stderr.contains(
                "error: [write.unsafe-path] 'Swift' in the output folder '\(output)' is a symbolic link (to '\(app)'); tokens writes and removes only inside its output folder, so nothing was written."
            ))
        #expect(!run.stdout.contains("written"))
        #expect(BuildTestSupport.snapshot(app) == appBefore && BuildTestSupport.snapshot(output) == outputBefore)
        #expect(leftovers(output).isEmpty)
    }

    @Test func aFolderOfSomeonesFiles_isRefused_unlessForced() throws {
        let tokens = try tokens()
        let output = try BuildTestSupport.temporaryFolder("someones")
        try FileManager.default.createDirectory(atPath: output + "/Swift", withIntermediateDirectories: true)
        try Data("// mine\n".utf8).write(to: URL(fileURLWithPath: output + "/Swift/DesignTokens.swift"))
        try Data("notes\n".utf8).write(to: URL(fileURLWithPath: output + "/notes.txt"))
        let before = BuildTestSupport.snapshot(output)
        let refused = try runner.run(["build", "--tokens", tokens, "--output", output, "--no-audit"])
        #expect(refused.status == 2)
        #expect(
            refused.stderr.contains(
                "error: [write.unsafe-output] The output folder '\(output)' already holds files that tokens did not write (it has no .tokens-manifest); nothing was written."
            ))
        #expect(BuildTestSupport.snapshot(output) == before)
        let forced = try runner.run(["build", "--tokens", tokens, "--output", output, "--no-audit", "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try String(contentsOfFile: output + "/notes.txt", encoding: .utf8) == "notes\n")
        #expect(
            try String(contentsOfFile: output + "/Swift/DesignTokens.swift", encoding: .utf8).contains("static let ink")
        )
        // From then on the build owns what it wrote, and only that.
        try Data(Self.fewerColors.utf8).write(to: URL(fileURLWithPath: tokens + "/colors.json"))
        #expect(try runner.run(["build", "--tokens", tokens, "--output", output, "--no-audit"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: output + "/notes.txt"))
        #expect(!FileManager.default.fileExists(atPath: output + "/Assets.xcassets/ink.colorset"))
    }

    @Test func placesTheBuildMustNotWrite_areRefused() throws {
        let root = try BuildTestSupport.temporaryFolder("places")
        let tokens = root + "/brand/tokens"
        try FileManager.default.createDirectory(atPath: tokens, withIntermediateDirectories: true)
        try Data(Self.colors.utf8).write(to: URL(fileURLWithPath: tokens + "/colors.json"))
        let home = root + "/home"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        let cases: [(String, String)] = [
            ("/", "'/' is the root of the file system"),
            (home, "'\(home)' is the home folder"),
            (tokens, "'\(tokens)' is where the tokens are read from"),
            (root + "/brand", "'\(root)/brand' holds the token files or the config ('\(tokens)')"),
            (root, "'\(root)' holds the token files or the config ('\(tokens)')"),
            (
                tokens + "/Outputs",
                "'\(tokens)/Outputs' is inside the token folder '\(tokens)', whose files are read as tokens"
            ),
        ]
        for (output, reason) in cases {
            let run = try runner.run(
                ["build", "--tokens", tokens, "--output", output, "--no-audit"], environment: ["HOME": home])
            #expect(run.status == 2, "\(output)")
            #expect(
                run.stderr.contains(
                    "error: [write.unsafe-output] The output folder '\(output)' is not a place tokens may write: \(reason). Nothing was written"
                ), "\(output): \(run.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: tokens) == ["colors.json"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: home).isEmpty)
    }

    /// A file the build cannot write (a 300-character name) fails the build with the path in
    /// words, and leaves the output, first build or rebuild, as it was, with nothing beside it.
    @Test func aWriteError_leavesTheOutputAsItWas() throws {
        let tokens = try tokens()
        let output = try BuildTestSupport.temporaryFolder("write-error") + "/Outputs"
        let long = String(repeating: "a", count: 300)
        let broken =
            ##"{ "color": { "$type": "color", "ink": { "$value": "#112233" }, "\##(long)": { "$value": "#000000" } } }"##
        try Data(broken.utf8).write(to: URL(fileURLWithPath: tokens + "/colors.json"))
        let first = try runner.run(["build", "--tokens", tokens, "--output", output, "--no-audit"])
        #expect(first.status == 2)
        #expect(first.stderr.contains("error: [write.failed] Writing into '\(output)' failed: cannot create "))
        let name = String(repeating: "a", count: 24) + "…"
        #expect(
            first.stderr.contains(
                ".colorset: the name '\(name)' is 309 bytes, longer than the system allows (255 bytes). Nothing in it was changed."
            ), "\(first.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output) && leftovers(output).isEmpty)
        try Data(Self.colors.utf8).write(to: URL(fileURLWithPath: tokens + "/colors.json"))
        #expect(try runner.run(["build", "--tokens", tokens, "--output", output, "--no-audit"]).status == 0)
        let before = BuildTestSupport.snapshot(output)
        try Data(broken.utf8).write(to: URL(fileURLWithPath: tokens + "/colors.json"))
        #expect(try runner.run(["build", "--tokens", tokens, "--output", output, "--no-audit"]).status == 2)
        #expect(BuildTestSupport.snapshot(output) == before && leftovers(output).isEmpty)
    }

    @Test func outputPathsOneOnAMac_areRefusedBeforeWriting() throws {
        let folder = try BuildTestSupport.temporaryFolder("case") + "/Outputs"
        let (report, diagnostics) = OutputWriter.write(
            [
                GeneratedFile("Swift/Brand.swift", text: "a"), GeneratedFile("Swift/brand.swift", text: "b"),
                GeneratedFile("Assets.xcassets/caf\u{E9}.colorset/Contents.json", text: "c"),
                GeneratedFile("Assets.xcassets/cafe\u{301}.colorset/Contents.json", text: "d"),
            ], to: folder)
        #expect(report == nil)
        #expect(diagnostics.errors.map(\.code) == [.outputPathCollision, .outputPathCollision])
        #expect(
            diagnostics.errors.contains {
                $0.message.hasPrefix(
                    "'Swift/Brand.swift' and 'Swift/brand.swift' differ only in letter case or Unicode form")
            })
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    @Test func badOutputPaths_areSaidInWords() throws {
        let tokens = try tokens()
        let root = try BuildTestSupport.temporaryFolder("bad-output")
        try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/file.txt"))
        try FileManager.default.createSymbolicLink(atPath: root + "/dangling", withDestinationPath: root + "/nowhere")
        let inFile = try runner.run(["build", "--tokens", tokens, "--output", root + "/file.txt/sub", "--no-audit"])
        #expect(inFile.status == 2)
        #expect(
            inFile.stderr.contains(
                "error: [write.unsafe-output] '\(root)/file.txt' is a file, so the output folder '\(root)/file.txt/sub' cannot be made inside it; nothing was written."
            ))
        let dangling = try runner.run(["build", "--tokens", tokens, "--output", root + "/dangling", "--no-audit"])
        #expect(dangling.status == 2)
        #expect(
            dangling.stderr.contains(
                "error: [write.unsafe-output] The output '\(root)/dangling' is a symbolic link to '\(root)/nowhere', which does not exist; nothing was written."
            ))
        #expect(!inFile.stderr.contains("NSCocoaErrorDomain") && !dangling.stderr.contains("already exists"))
    }

    /// `kill -9` at random moments of rebuilds over a good tree (alternating between token sets, so
    /// every rebuild changes files: many, or only a few) always leaves the old tree, or a committed
    /// change that the next build's first step completes into the new one; a stamp left behind is
    /// the old tree's; and the next build succeeds with nothing left behind. The same for first builds.
    @Test func killedBuilds_leaveTheOldTreeOrTheNew_andNothingBehind() throws {
        let root = try BuildTestSupport.temporaryFolder("kills")
        var sets: [String] = []
        for (index, count) in [600, 720].enumerated() {
            let folder = root + "/tokens\(index)"
            _ = try SyntheticTokenSet(tokenCount: count, chainDepth: 5).write(to: folder)
            sets.append(folder)
        }
        // A third set: the first with one colour changed, so a rebuild changes a few files only.
        let few = root + "/tokens2"
        try FileManager.default.copyItem(atPath: sets[0], toPath: few)
        let palette = try #require(
            try FileManager.default.contentsOfDirectory(atPath: few).first { $0.hasPrefix("palette") })
        let text = try String(contentsOfFile: few + "/" + palette, encoding: .utf8)
        let edited = try #require(text.range(of: #"#[0-9a-fA-F]{6}"#, options: .regularExpression))
        try Data(text.replacingCharacters(in: edited, with: "#123456").utf8).write(
            to: URL(fileURLWithPath: few + "/" + palette))
        sets.append(few)
        var references: [[String: String]] = []
        for (index, tokens) in sets.enumerated() {
            let reference = root + "/reference\(index)"
            let run = try runner.run(["build", "--tokens", tokens, "--output", reference, "--no-audit"])
            #expect(run.status == 0, "\(run.stderr)")
            references.append(BuildTestSupport.snapshot(reference).filter { $0.key != BuildStamp.fileName })
        }
        let started = Date()
        #expect(try runner.run(["build", "--tokens", sets[0], "--output", root + "/timing", "--no-audit"]).status == 0)
        let duration = Date().timeIntervalSince(started)
        var generator = SystemRandomNumberGenerator()
        func killed(_ tokens: String, _ output: String) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: ResolveCommandTests.executable)
            process.arguments = ["build", "--tokens", tokens, "--output", output, "--no-audit"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: Double.random(in: 0...(duration * 1.2), using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        let output = root + "/Outputs"
        #expect(try runner.run(["build", "--tokens", sets[0], "--output", output, "--no-audit"]).status == 0)
        var current = 0
        for attempt in 0..<30 {
            // Many files change (set 0 ↔ 1) on even attempts, a few (0 ↔ 2) on odd ones.
            let next = current == 0 ? (attempt % 2 == 0 ? 1 : 2) : 0
            try killed(sets[next], output)
            let hasStamp = FileManager.default.fileExists(atPath: output + "/" + BuildStamp.fileName)
            let killedTree = BuildTestSupport.snapshot(output).filter { $0.key != BuildStamp.fileName }
            if hasStamp {
                #expect(
                    killedTree == references[current] || killedTree == references[next],
                    "kill \(attempt): a stamp over a changing tree")
            }
            // What the next build does first: complete a committed change, or drop an uncommitted one.
            try OutputJournal.recover(OutputGuard.resolved(output))
            let recovered = BuildTestSupport.snapshot(output).filter {
                $0.key != BuildStamp.fileName && $0.key != OutputJournal.fileName
            }
            #expect(
                recovered == references[current] || recovered == references[next],
                "kill \(attempt): a mix of old and new")
            let rebuilt = try runner.run(["build", "--tokens", sets[next], "--output", output, "--no-audit"])
            #expect(rebuilt.status == 0, "\(rebuilt.stderr)")
            #expect(BuildTestSupport.snapshot(output).filter { $0.key != BuildStamp.fileName } == references[next])
            #expect(leftovers(output).isEmpty, "kill \(attempt): \(leftovers(output))")
            current = next
        }
        for attempt in 0..<10 {
            let fresh = root + "/Fresh\(attempt)"
            try killed(sets[0], fresh)
            #expect(
                !FileManager.default.fileExists(atPath: fresh)
                    || BuildTestSupport.snapshot(fresh).filter { $0.key != BuildStamp.fileName } == references[0])
            #expect(try runner.run(["build", "--tokens", sets[0], "--output", fresh, "--no-audit"]).status == 0)
            #expect(leftovers(fresh).isEmpty, "first build kill \(attempt): \(leftovers(fresh))")
        }
    }
}
