import Foundation
import Testing

@testable import TokensCore

/// The writer compares each output with the last stamp by states taken since the build began
/// (`OutputStates`): an output edited before the build is written again, and one edited after its
/// state was taken leaves a stamp the next build finds out of date.
@Suite struct OutputStatesTests {
    /// The stamp's tests' two colours, pair and build (`--today 2026-01-01`).
    let stamps = BuildStampTests()

    func build(_ tokens: String, _ output: String) throws -> ResolveCommandTests.Run {
        try stamps.build(tokens, output)
    }

    func fixture() throws -> (tokens: String, output: String) { try stamps.fixture() }

    @Test func anOutputEditedByHand_isWrittenAgain_byABuildForATokenEdit() throws {
        let (tokens, output) = try fixture()
        #expect(try build(tokens, output).status == 0)
        let types = output + "/Swift/TokenTypes.swift"
        let original = try Data(contentsOf: URL(fileURLWithPath: types))
        try Data("edited by hand".utf8).write(to: URL(fileURLWithPath: types))
        try Data(BuildStampTests.colors.replacingOccurrences(of: "#222222", with: "#333333").utf8).write(
            to: URL(fileURLWithPath: tokens + "/colors.json"))
        // The colour's three files, and the file edited by hand.
        #expect(try build(tokens, output).stdout.contains("; 4 files written, 9 unchanged,"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: types)) == original)
        #expect(try build(tokens, output).stdout.contains("; 0 files written, 13 unchanged,"))
    }

    @Test func anOutputEditedAfterItsStateWasTaken_leavesTheStampOutOfDate() throws {
        let (tokens, output) = try fixture()
        #expect(try build(tokens, output).status == 0)
        let stamp = try #require(BuildStamp.load(from: output))
        let states = OutputStates(of: stamp, in: output)
        #expect(states.taken.count == stamp.outputs.count)
        let types = output + "/Swift/TokenTypes.swift"
        let original = try Data(contentsOf: URL(fileURLWithPath: types))
        try Data("edited by hand".utf8).write(to: URL(fileURLWithPath: types))
        // The writer goes by the states taken before the edit: it takes the file as unchanged,
        // and the stamp records the state it saw.
        let files = try #require(
            BuildTestSupport.run(
                BuildOptions(
                    tokens: tokens, audit: .gate, today: "2026-01-01", emitters: BuildPipeline.emitters,
                    destination: .none)
            ).outcome.summary?.files)
        let (report, _) = OutputWriter.write(files, to: output, stamp: stamp, states: states)
        #expect(report?.written == [])
        #expect(report?.outputs["Swift/TokenTypes.swift"]?.state == stamp.outputs["Swift/TokenTypes.swift"]?.state)
        var recorded = BuildStamp.record(
            settings: stamp.settings, inputs: stamp.inputs, read: [], outputs: report?.outputs ?? [:],
            diagnostics: stamp.diagnostics, counts: stamp.counts)
        recorded.tool = stamp.tool
        #expect(
            !recorded.isCurrent(
                settings: stamp.settings, tokens: tokens, config: tokens + "/tokens.config.json", folder: output))
        try recorded.write(to: output)
        #expect(try build(tokens, output).stdout.contains("; 1 file written, 12 unchanged,"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: types)) == original)
    }
}
