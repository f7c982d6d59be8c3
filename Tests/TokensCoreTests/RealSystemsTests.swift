import Foundation
import Testing

/// The vendored real design systems (`Tests/RealSystems/<system>/`), built as a new user would
/// (their config only where a user would need one, every brand with `--brand all`) and checked
/// value by value by `spotcheck.py`, a script that does not use tokens' code, against colours
/// `extract.py` read from each team's own sources. `expected.json` records each system's exit
/// status, wrong values and files whose values reached no token (`token.value-lost`) as they stand: a change that makes any system worse fails here, and
/// one that makes it better updates the record (`scripts/real-systems` prints the figures).
@Suite(.serialized) struct RealSystemsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("RealSystems").path

    struct Expected: Decodable {
        var exit: Int32
        var values: Int
        var wrong: Int
        /// The `token.value-lost` warnings the build prints: files whose values reached no token.
        var lost: Int
    }

    static let expected: [String: Expected] = {
        guard let data = FileManager.default.contents(atPath: root + "/expected.json"),
            let table = try? JSONDecoder().decode([String: Expected].self, from: data)
        else { return [:] }
        return table
    }()

    static let systems: [String] = expected.keys.sorted()

    @Test func everyVendoredSystem_hasARecord() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.root).filter { name in
            FileManager.default.fileExists(atPath: Self.root + "/" + name + "/spotcheck.json")
        }
        #expect(folders.sorted() == Self.systems)
        #expect(Self.systems.count >= 31)
    }

    /// The checker is tested too: it must find a wrong value, a missing colorset and a fallback.
    @Test func theSpotCheckerPassesItsOwnTests() throws {
        let output = try Self.python(["test_spotcheck.py"])
        #expect(output.contains("\nOK"), "\(output)")
    }

    @Test(arguments: systems) func system_buildsAndItsColoursAreRight(_ system: String) throws {
        let expected = try #require(Self.expected[system])
        let folder = Self.root + "/" + system
        let output = try BuildTestSupport.temporaryFolder("real-\(system)") + "/Outputs"
        var arguments = ["build", "--tokens", folder + "/source", "--output", output, "--no-audit"]
        if FileManager.default.fileExists(atPath: folder + "/tokens.config.json") {
            arguments += ["--config", folder + "/tokens.config.json"]
        }
        let spot = try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: folder + "/spotcheck.json")))
        if let brands = (spot as? [String: Any])?["brands"] as? [String], brands != ["default"] {
            arguments += ["--brand", "all"]
        }
        let (status, log) = try Self.tokens(arguments, log: output + ".log")
        #expect(status == expected.exit, "\(system): \(log.suffix(2_000))")
        // Every value of the system reached a token, or is named in a warning: the files whose
        // values did not are counted, so a reader that starts losing values fails here.
        let lost = log.components(separatedBy: "warning: [token.value-lost]").count - 1
        #expect(lost == expected.lost, "\(system): \(lost) files lost values (recorded: \(expected.lost))")
        let check = try Self.python(["spotcheck.py", folder, output, "--quiet"])
        let summary = check.split(separator: "\n").first { $0.hasPrefix("spotcheck ") }.map(String.init) ?? check
        #expect(
            summary.hasSuffix("\(expected.values) values checked, \(expected.wrong) wrong"),
            "\(system): \(summary) (recorded: \(expected.wrong) of \(expected.values) wrong)")
    }

    /// Runs `tokens arguments…` with its output in the file `log` (a system's thousands of
    /// warnings would fill a pipe nobody reads while the other is read).
    static func tokens(_ arguments: [String], log: String) throws -> (Int32, String) {
        FileManager.default.createFile(atPath: log, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ResolveCommandTests.executable)
        process.arguments = arguments
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, (try? String(contentsOfFile: log, encoding: .utf8)) ?? "")
    }

    /// Runs `python3 arguments…` in Tests/RealSystems and returns what it printed.
    static func python(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
