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
        let newest = changelog.split(separator: "\n").first { $0.hasPrefix("## ") }.map(String.init) ?? ""
        #expect(newest.hasPrefix("## \(version) "), "CHANGELOG.md's newest release is '\(newest)'")
        #expect(version.split(separator: ".").count == 3 && version.allSatisfy { $0.isNumber || $0 == "." })
    }
}
