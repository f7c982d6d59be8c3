import Foundation
import Testing
import TokensFuzzHarness

@testable import TokensCore

/// Every input a fuzz run found crashing (`Fixtures/fuzz/TARGET/`), and the fuzzers' seeds (the
/// repository's token files), through each fuzz target: none may crash.
@Suite struct FuzzReplayTests {
    /// The files under `folder`, recursively, that are not folders.
    static func files(under folder: String) -> [String] {
        (FileManager.default.subpaths(atPath: folder) ?? []).map { folder + "/" + $0 }.filter {
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: $0, isDirectory: &isFolder) && !isFolder.boolValue
        }.sorted()
    }

    @Test(arguments: FuzzHarness.Target.allCases)
    func crashesFound_andSeeds_runCleanly(target: FuzzHarness.Target) throws {
        let regressions = Self.files(under: TestSupport.fixture("fuzz/\(target.rawValue)"))
        let seeds = Self.files(under: TestSupport.packageRoot + "/tokens").filter { !$0.hasSuffix("config.json") }
        let folder = try BuildTestSupport.temporaryFolder("fuzz-\(target.rawValue)")
        for file in regressions + seeds {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
            FuzzHarness.run(target, bytes, in: folder)
        }
        #expect(seeds.count >= 6)
    }
}
