import Foundation
import Testing

@testable import TokensCore

/// A file the writer takes in pieces (the report's chunks) hashes, compares and writes exactly as
/// the same bytes in one array do: the stamp records one hash for both.
@Suite struct FileBytesTests {
    /// `bytes` cut at `cuts` (sorted offsets), empty pieces included where two cuts meet.
    static func pieces(_ bytes: [UInt8], at cuts: [Int]) -> [[UInt8]] {
        var pieces: [[UInt8]] = []
        var start = 0
        for cut in cuts + [bytes.count] {
            pieces.append(Array(bytes[start..<cut]))
            start = cut
        }
        return pieces
    }

    @Test func hashOfPieces_isTheHashOfTheirBytesInOneArray() {
        var random = SplitMix64(seed: 38)
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0...80, using: &random)).map { _ in
                UInt8.random(in: 0...255, using: &random)
            }
            let cuts = (0..<Int.random(in: 0...12, using: &random)).map { _ in
                Int.random(in: 0...bytes.count, using: &random)
            }
            .sorted()
            let file = FileBytes(pieces: Self.pieces(bytes, at: cuts))
            #expect(file.count == bytes.count)
            #expect(file.hash == BuildStamp.hash(of: bytes), "cut at \(cuts): \(bytes)")
            #expect(Array(file.pieces.joined()) == bytes)
        }
    }

    @Test func hash_staysAsEarlierBuildsRecordedIt() {
        // A stamp written by an earlier build holds hashes made this way; a changed hash would
        // take every unchanged output for a changed one.
        let text = Array("<!DOCTYPE html>\n<p>Colours</p>\n".utf8)
        #expect(BuildStamp.hash(of: text) == 0x4E3B_C87F_43B3_E888)
        #expect(FileBytes(pieces: Self.pieces(text, at: [3, 3, 9, 17, 30])).hash == 0x4E3B_C87F_43B3_E888)
        #expect(BuildStamp.hash(of: []) == 0xCBF2_9CE4_8422_2325)
    }

    @Test func equals_findsEveryChangedByte_andAnotherLength() {
        let bytes = Array("one edit, one file".utf8)
        let file = FileBytes(pieces: Self.pieces(bytes, at: [0, 4, 4, 11]))
        #expect(file.equals(bytes))
        for index in bytes.indices {
            var changed = bytes
            changed[index] ^= 0x20
            #expect(!file.equals(changed), "byte \(index)")
        }
        #expect(!file.equals(Array(bytes.dropLast())))
        #expect(!file.equals(bytes + [0x0A]))
        #expect(FileBytes(pieces: []).equals([]))
    }

    @Test func writeNew_writesThePiecesInOrder() throws {
        let folder = try BuildTestSupport.temporaryFolder("file-bytes")
        let bytes = Array((0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try FileIO.writeNew(
            FileBytes(pieces: Self.pieces(bytes, at: [1, 65_536, 65_536, 69_999])), to: folder + "/page")
        #expect(FileIO.contents(of: folder + "/page") == bytes)
        // A file that is already there is never overwritten by a new one.
        #expect(throws: (any Error).self) { try FileIO.writeNew(FileBytes(bytes), to: folder + "/page") }
    }

    @Test func reportPage_inPieces_isThePage() throws {
        let tokens = try TestSupport.folder(["colors.json": BuildStampTests.colors])
        let (config, _) = ConfigLoader.load(path: nil)
        let resolved = try #require(BuildPipeline.resolve(tokens, config: config, DiagnosticCollector()))
        let input = EmitInput(tokens: resolved, config: config.build, audit: nil, sourceName: "tokens")
        let (files, _) = HTMLReportEmitter().emit(input)
        let file = try #require(files.first)
        #expect(file.fileBytes.pieces.count > 1)
        #expect(String(decoding: file.contents, as: UTF8.self) == HTMLReportEmitter.page(input))
        #expect(file.fileBytes.hash == BuildStamp.hash(of: file.contents))
    }
}

/// The two byte containers the emitters' speed work added: what goes in comes out, in order.
@Suite struct ByteContainerTests {
    @Test func immortalBytes_giveBackEachStringAsItWasGiven() {
        let strings: [[UInt8]] = [Array("{\n  \"colors\" : [".utf8), [], Array("1.000".utf8), [0xEF, 0xBF, 0xBF], []]
        let table = ImmortalBytes(strings)
        #expect(table.count == strings.count)
        #expect(strings.indices.map { Array(table[$0]) } == strings)
        let empty = ImmortalBytes([])
        #expect(empty.count == 0)
    }

    @Test func byteChunks_keepTextAndTakenPiecesInOrder_withoutEmptyPieces() {
        var chunks = ByteChunks(reserving: 8)
        chunks += "<table>".utf8
        chunks.take(Array("<tr>1</tr>".utf8))
        chunks.take([])
        chunks.take(Array("<tr>2</tr>".utf8))
        chunks += "</table>".utf8
        chunks += "\n".utf8
        #expect(
            chunks.pieces.map { String(decoding: $0, as: UTF8.self) } == [
                "<table>", "<tr>1</tr>", "<tr>2</tr>", "</table>\n",
            ])
        #expect(ByteChunks().pieces.isEmpty)
    }
}
