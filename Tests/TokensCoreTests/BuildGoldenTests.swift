import Foundation
import Testing

@testable import TokensCore

/// Whole output trees compared with committed goldens. `RECORD_GOLDENS=1 swift test` rewrites the
/// goldens (and `Outputs/` for the default brand) and fails, so nobody records by accident.
@Suite(.serialized) struct BuildGoldenTests {
    static let isRecording = ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1"

    func check(_ files: [GeneratedFile], against folder: String, how: String) throws {
        if Self.isRecording {
            let (report, diagnostics) = OutputWriter.write(files, to: folder)
            #expect(report != nil, "\(diagnostics.sorted)")
            Issue.record(
                "Recorded \(folder) (\(report?.written.count ?? 0) files written). Unset RECORD_GOLDENS and run the tests again."
            )
            return
        }
        let differences = BuildTestSupport.differences(files, folder)
        #expect(differences.isEmpty, Comment(rawValue: how + "\n" + differences.joined(separator: "\n")))
    }

    @Test func defaultBrand_matchesTheCommittedOutputs() throws {
        let files = try BuildTestSupport.build(BuildTestSupport.brandTokens)
        try check(
            files, against: TestSupport.packageRoot + "/Outputs",
            how: "Outputs/ is stale: run `swift run tokens build` and commit it.")
    }

    @Test func everyTypeAndFourAppearances_matchTheGolden() throws {
        let files = try BuildTestSupport.build(BuildTestSupport.everythingTokens)
        try check(
            files, against: TestSupport.fixture("build/everything/golden"),
            how: "Golden differs: check the change, then RECORD_GOLDENS=1 swift test.")
    }
}
