import Foundation
import Testing
import TokensSynthetic

@testable import TokensCore

/// Builds as a busy CI machine runs them: several at once into one output, killed by `timeout`,
/// and next to files whose names only the file system's bytes tell apart.
@Suite(.serialized) struct OutputConcurrencyTests {
    let runner = ResolveCommandTests()

    /// Three small token sets, and the tree each builds on its own.
    func sets(_ root: String) throws -> (folders: [String], trees: [[String: [UInt8]]]) {
        var folders: [String] = []
        var trees: [[String: [UInt8]]] = []
        for (index, ink) in ["#112233", "#445566", "#778899"].enumerated() {
            let folder = root + "/tokens\(index)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            var colors = #"{ "color": { "$type": "color", "ink": { "$value": "\#(ink)" }"#
            // Each set has its own extra colours, so a mixed tree is told apart by its files too.
            for extra in 0..<(3 + index * 4) { colors += #", "c\#(index)x\#(extra)": { "$value": "\#(ink)" }"# }
            try Data((colors + " } }").utf8).write(to: URL(fileURLWithPath: folder + "/colors.json"))
            folders.append(folder)
            let reference = root + "/reference\(index)"
            #expect(try runner.run(["build", "--tokens", folder, "--output", reference, "--no-audit"]).status == 0)
            trees.append(BuildTestSupport.tree(reference))
        }
        return (folders, trees)
    }

    /// Six builds at once into one output, from three token sets, thirty rounds: each build ends
    /// with the tree one of them makes and a stamp that is that tree's (a rebuild of the same tokens
    /// then writes nothing), and nothing of theirs is left behind.
    @Test func concurrentBuildsIntoOneOutput_leaveOneBuildsTree_andATruthfulStamp() throws {
        let root = try BuildTestSupport.temporaryFolder("concurrent")
        let (folders, trees) = try sets(root)
        let output = root + "/Outputs"
        for round in 0..<30 {
            var processes: [(Process, Pipe)] = []
            for index in 0..<6 {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: ResolveCommandTests.executable)
                process.arguments = [
                    "build", "--tokens", folders[(index + round) % 3], "--output", output, "--no-audit",
                ]
                let errors = Pipe()
                process.standardOutput = FileHandle.nullDevice
                process.standardError = errors
                try process.run()
                processes.append((process, errors))
            }
            for (process, errors) in processes {
                let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                #expect(process.terminationStatus == 0, "round \(round): \(stderr)")
                #expect(!stderr.contains("cannot read"), "round \(round): \(stderr)")
            }
            let tree = BuildTestSupport.tree(output)
            let owner = trees.firstIndex(of: tree)
            #expect(owner != nil, "round \(round): a tree no build makes")
            // The stamp is the tree's: building that set again writes nothing; another set rewrites.
            if let owner {
                let again = try runner.run(["build", "--tokens", folders[owner], "--output", output, "--no-audit"])
                #expect(again.stdout.contains("; 0 files written,"), "round \(round): \(again.stdout)")
            }
            let leftovers =
                (try FileManager.default.contentsOfDirectory(atPath: root)).filter { $0.contains("tokens-staging") }
                + (FileManager.default.subpaths(atPath: output) ?? []).filter {
                    $0.hasSuffix(".tmp") || $0 == OutputJournal.fileName
                }
            #expect(leftovers.isEmpty, "round \(round): \(leftovers)")
        }
    }

    /// A second build waits for the first and says so.
    @Test func aSecondBuild_waitsForTheFirst_andSaysSo() throws {
        let root = try BuildTestSupport.temporaryFolder("waits")
        let (folders, _) = try sets(root)
        let output = root + "/Outputs"
        #expect(try runner.run(["build", "--tokens", folders[0], "--output", output, "--no-audit"]).status == 0)
        // Hold the lock as a build would, then start one.
        let lock = try #require(OutputLock.acquire(for: output) {})
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ResolveCommandTests.executable)
        process.arguments = ["build", "--tokens", folders[1], "--output", output, "--no-audit"]
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        Thread.sleep(forTimeInterval: 1)
        #expect(process.isRunning)
        lock.release()
        process.waitUntilExit()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0)
        #expect(stderr.contains("tokens: another build is writing into \(output); waiting for it to finish."))
    }

    /// SIGTERM (what `timeout` sends) and SIGINT during a build remove its staging folder: nothing
    /// is left beside or in the output, and the tree is the old one or the new one.
    @Test(arguments: [SIGTERM, SIGINT])
    func aTerminatedBuild_leavesNoStagingFolder(signal: Int32) throws {
        let root = try BuildTestSupport.temporaryFolder("terminated")
        _ = try SyntheticTokenSet(tokenCount: 3_000, chainDepth: 5).write(to: root + "/tokens")
        let output = root + "/Outputs"
        var interrupted = 0
        for attempt in 0..<6 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: ResolveCommandTests.executable)
            process.arguments = ["build", "--tokens", root + "/tokens", "--output", output, "--no-audit"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: 0.3 + Double(attempt) * 0.25)
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            #expect([0, 128 + signal].contains(process.terminationStatus), "attempt \(attempt)")
            if process.terminationStatus == 128 + signal { interrupted += 1 }
            let beside = try FileManager.default.contentsOfDirectory(atPath: root).filter {
                $0.contains("tokens-staging")
            }
            #expect(beside.isEmpty, "attempt \(attempt): \(beside)")
            try? FileManager.default.removeItem(atPath: output)
        }
        #expect(interrupted > 0, "no build was interrupted: the test proves nothing")
    }

    /// The writer touches only paths its manifest lists, by their bytes: two files `café.txt` in NFC
    /// and NFD, and a name that is not UTF-8, all someone's own, stay through a rebuild that changes
    /// and removes generated files; a generated file of one form never removes the other.
    @Test func filesOnlyTheirBytesTellApart_andNonUTF8Names_stay() throws {
        let root = try BuildTestSupport.temporaryFolder("names")
        let (folders, _) = try sets(root)
        let output = root + "/Outputs"
        #expect(try runner.run(["build", "--tokens", folders[2], "--output", output, "--no-audit"]).status == 0)
        let nfc = output + "/caf\u{E9}.txt"
        let nfd = output + "/cafe\u{301}.txt"
        try Data("nfc".utf8).write(to: URL(fileURLWithPath: nfc))
        try Data("nfd".utf8).write(to: URL(fileURLWithPath: nfd))
        let latin1: [CChar] = Array((output + "/r").utf8CString.dropLast()) + [CChar(bitPattern: 0xE9), 0]
        let descriptor = open(latin1, O_WRONLY | O_CREAT, 0o644)
        #expect(descriptor >= 0)
        close(descriptor)
        let rebuilt = try runner.run(["build", "--tokens", folders[0], "--output", output, "--no-audit"])
        #expect(rebuilt.status == 0, "\(rebuilt.stderr)")
        #expect(rebuilt.stdout.contains(" removed in "), "\(rebuilt.stdout)")
        #expect(FileManager.default.contents(atPath: nfc) == Data("nfc".utf8))
        #expect(FileManager.default.contents(atPath: nfd) == Data("nfd".utf8))
        var info = stat()
        #expect(lstat(latin1, &info) == 0)
        #expect(try runner.run(["build", "--tokens", folders[1], "--output", output, "--no-audit"]).status == 0)
        #expect(lstat(latin1, &info) == 0 && FileManager.default.contents(atPath: nfd) == Data("nfd".utf8))
    }

    /// A manifest that lists a folder (damaged by hand or by another tool) stops the build before
    /// anything changes, and says what to do.
    @Test func aManifestThatListsAFolder_isCalledDamaged_withTheWayOut() throws {
        let root = try BuildTestSupport.temporaryFolder("damaged")
        let (folders, _) = try sets(root)
        let output = root + "/Outputs"
        #expect(try runner.run(["build", "--tokens", folders[0], "--output", output, "--no-audit"]).status == 0)
        let manifest = output + "/" + OutputWriter.manifestName
        try Data((try String(contentsOfFile: manifest, encoding: .utf8) + "Swift\n").utf8).write(
            to: URL(fileURLWithPath: manifest))
        let before = BuildTestSupport.tree(output)
        let run = try runner.run(["build", "--tokens", folders[1], "--output", output, "--no-audit"])
        #expect(run.status == 2)
        #expect(
            run.stderr.contains(
                "error: [write.unsafe-path] The manifest '\(output)/.tokens-manifest' lists 'Swift', which is a folder: the manifest is damaged, so nothing was written. Delete '\(output)/.tokens-manifest' and build again with --force"
            ), "\(run.stderr)")
        #expect(BuildTestSupport.tree(output) == before)
        try FileManager.default.removeItem(atPath: manifest)
        #expect(
            try runner.run(["build", "--tokens", folders[1], "--output", output, "--no-audit", "--force"]).status == 0)
    }
}
