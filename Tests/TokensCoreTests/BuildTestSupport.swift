import Foundation
import Testing

@testable import TokensCore

/// Building fixtures in memory, comparing trees with goldens, and running swiftc.
enum BuildTestSupport {
    static let brandTokens = TestSupport.packageRoot + "/tokens"
    static let everythingTokens = TestSupport.fixture("build/everything/tokens")
    /// A fixed day, so the brand's waivers are in force whenever the tests run.
    static let today = "2026-11-22"

    /// The files `tokens build` would write for `tokens`, with the config beside them.
    static func build(_ tokens: String) throws -> [GeneratedFile] {
        let (outcome, diagnostics) = run(
            BuildOptions(tokens: tokens, audit: .gate, today: today, emitters: BuildPipeline.emitters))
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        return try #require(outcome.summary).files
    }

    /// Runs the pipeline; the outcome and everything it reported.
    static func run(_ options: BuildOptions) -> (outcome: BuildOutcome, diagnostics: Diagnostics) {
        let diagnostics = DiagnosticCollector()
        let outcome = BuildPipeline(options).run(diagnostics)
        return (outcome, diagnostics.diagnostics)
    }

    /// The files `emitters` make from `tokens` (with the config beside them), without an audit.
    static func emit(_ tokens: String, emitters: [any Emitter]) -> (files: [GeneratedFile], diagnostics: Diagnostics) {
        let (outcome, diagnostics) = run(BuildOptions(tokens: tokens, today: today, emitters: emitters))
        return (outcome.summary?.files ?? [], diagnostics)
    }

    /// Every file under `folder` (relative paths), skipping the writer's manifest and the build stamp.
    static func tree(_ folder: String) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return files }
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = folder + "/" + relative
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                relative != OutputWriter.manifestName, relative != BuildStamp.fileName,
                let data = FileManager.default.contents(atPath: path)
            else { continue }
            files[relative] = [UInt8](data)
        }
        return files
    }

    /// Every file, folder and link under `folder`, by relative path: a file's text, a link's target,
    /// or "folder" (the manifest and stamp too: the tree a write must leave as it was).
    static func snapshot(_ folder: String) -> [String: String] {
        var items: [String: String] = [:]
        guard let names = FileManager.default.subpaths(atPath: folder) else { return items }
        for name in names {
            let path = folder + "/" + name
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {  // nil: not a link
                items[name] = "link " + target
            } else if let data = FileManager.default.contents(atPath: path) {
                items[name] = "file " + String(decoding: data, as: UTF8.self)
            } else {
                items[name] = "folder"
            }
        }
        return items
    }

    /// Differences between produced files and a folder, as readable lines (first differing line of each file).
    static func differences(_ files: [GeneratedFile], _ folder: String) -> [String] {
        let expected = tree(folder)
        var problems: [String] = []
        let produced = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
        for path in Set(expected.keys).union(produced.keys).sorted() {
            switch (produced[path], expected[path]) {
            case (nil, _): problems.append("\(path): in the golden, no longer produced")
            case (_, nil): problems.append("\(path): produced, missing from the golden")
            case (let got?, let want?) where got != want:
                let a = String(decoding: got, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                let b = String(decoding: want, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                let line =
                    zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
                problems.append(
                    "\(path):\(line + 1): golden has «\(line < b.count ? b[line] : "")», now «\(line < a.count ? a[line] : "")»"
                )
            default: continue
            }
        }
        return problems
    }

    /// True when Python has `module`, or in CI (where `.ci/run` installs it and the tests that use
    /// it must run, not skip); elsewhere those tests are skipped with how to install it.
    static func hasPython(_ module: String) -> Bool {
        if ProcessInfo.processInfo.environment["CI"] != nil { return true }
        let check = try? run(["python3", "-c", "import \(module)"])  // no python3: not available
        return check?.status == 0
    }

    /// Runs a command, with its temporary files in the test process's `TemporaryRoot`; returns its
    /// status and combined output.
    static func run(_ arguments: [String], in directory: String? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.environment = try TemporaryRoot.childEnvironment()
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A fresh temporary folder named `<name>-<UUID>`, inside the test process's `TemporaryRoot`.
    static func temporaryFolder(_ name: String) throws -> String {
        try TemporaryRoot.folder(name)
    }

    /// Builds the UIKit and SwiftUI stand-in modules into `folder` (modules and static libraries, so
    /// programs can run against them): UIKit first, so SwiftUI's sees it and has `Color(uiColor:)`,
    /// as on Apple's platforms.
    static func stubModules(in folder: String) throws {
        for module in ["UIKit", "SwiftUI"] {
            let result = try run(
                [
                    "swiftc", "-swift-version", "6", "-parse-as-library", "-emit-module", "-emit-library", "-static",
                    "-module-name", module, "-I", folder, "-emit-module-path", folder + "/\(module).swiftmodule",
                    "-o", folder + "/lib\(module).a",
                    TestSupport.packageRoot + "/Tests/AppleStubs/\(module)/\(module).swift",
                ],
                in: folder)
            #expect(result.status == 0, "\(result.output)")
        }
    }

    /// The stand-in modules, built once per test run.
    static let stubs: Result<String, Error> = Result {
        let folder = try temporaryFolder("apple-stubs")
        try stubModules(in: folder)
        return folder
    }

    /// `swiftc` arguments that compile `sources` as Swift 6 against the stand-ins.
    static func swiftc(_ sources: [String], stubs: String, output: String? = nil) -> [String] {
        var arguments = ["swiftc", "-swift-version", "6", "-I", stubs]
        if let output {
            arguments += ["-L", stubs, "-lSwiftUI", "-lUIKit", "-o", output]
        } else {
            arguments.append("-typecheck")
        }
        return arguments + sources
    }
}
