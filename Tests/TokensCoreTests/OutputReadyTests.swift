import Foundation
import Testing

@testable import TokensCore

/// The files already made (Swift, the report) are compared and staged on another thread beside
/// the deferred ones (colorsets): the report, the errors and the folders are as if one loop had
/// taken every file in the order given.
@Suite struct OutputReadyTests {
    func entries(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    func time(_ path: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    }

    /// Ready and deferred files, unsorted and interleaved; `version` changes some of each.
    func files(_ version: String) -> [GeneratedFile] {
        [
            GeneratedFile("q.txt", text: "q" + version),
            GeneratedFile("Z.colorset/Contents.json") { Array("z\(version)".utf8) },
            GeneratedFile("a.txt", text: "a"),
            GeneratedFile("B.colorset/Contents.json") { Array("b".utf8) },
            GeneratedFile(
                "m/big.txt", bytes: [UInt8](repeating: UInt8(ascii: "x"), count: 4_000_000) + Array(version.utf8)),
            GeneratedFile("A.colorset/Contents.json") { Array("A\(version)".utf8) },
            GeneratedFile("0.txt", text: "0"),
        ]
    }

    @Test func report_listsEveryFile_inTheOrderGiven() throws {
        let parent = try BuildTestSupport.temporaryFolder("ready-order")
        let output = parent + "/Outputs"
        #expect(OutputWriter.write(files("1"), to: output).report?.written.count == 7)
        let second = try #require(OutputWriter.write(files("2"), to: output).report)
        #expect(second.written == ["q.txt", "Z.colorset/Contents.json", "m/big.txt", "A.colorset/Contents.json"])
        #expect(second.unchanged == ["a.txt", "B.colorset/Contents.json", "0.txt"])
        #expect(second.listing == files("2").map(\.path).sorted())
        #expect(BuildTestSupport.snapshot(output)["Z.colorset/Contents.json"] == "file z2")
        #expect(BuildTestSupport.snapshot(output)["q.txt"] == "file q2")
        #expect(FileManager.default.contents(atPath: output + "/m/big.txt")?.last == UInt8(ascii: "2"))
        #expect(try entries(parent) == ["Outputs"])
    }

    /// A rewrite that changes nothing commits nothing and makes no staging folder: neither the
    /// output folder nor its parent (a target's source folder, for the plug-in) changes.
    @Test func rewriteThatChangesNothing_touchesNoFolder() throws {
        let parent = try BuildTestSupport.temporaryFolder("ready-nothing")
        let output = parent + "/Outputs"
        #expect(OutputWriter.write(files("1"), to: output).report != nil)
        Thread.sleep(forTimeInterval: 0.05)
        let (parentTime, outputTime) = (try time(parent), try time(output))
        let again = try #require(OutputWriter.write(files("1"), to: output).report)
        #expect(again.written == [])
        #expect(try time(output) == outputTime)
        #expect(try time(parent) == parentTime)
    }

    /// Links in the way of a ready file (`m`) and of a later colorset: the first in the order
    /// given is named, nothing is written through either, and no staging folder is left.
    @Test func thingsInTheWay_theFirstIsNamed_andNothingChanges() throws {
        let parent = try BuildTestSupport.temporaryFolder("ready-obstacles")
        let output = parent + "/Outputs"
        let elsewhere = parent + "/elsewhere"
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        #expect(OutputWriter.write(files("1"), to: output).report != nil)
        for link in ["m", "A.colorset"] {
            try FileManager.default.removeItem(atPath: output + "/" + link)
            try FileManager.default.createSymbolicLink(atPath: output + "/" + link, withDestinationPath: elsewhere)
        }
        let before = BuildTestSupport.snapshot(output)
        let result = OutputWriter.write(files("2"), to: output)
        #expect(result.report == nil)
        let message = result.diagnostics.all.map(\.description).joined()
        #expect(message.contains("'m' in the output folder") && !message.contains("'A.colorset'"), "\(message)")
        #expect(BuildTestSupport.snapshot(output) == before)
        #expect(try entries(parent) == ["Outputs", "elsewhere"])
        #expect(try entries(elsewhere) == [])
    }

    /// A ready file the file system refuses (a 300-byte name): an error, the output as it was,
    /// and no staging folder left.
    @Test func readyFileTheSystemRefuses_changesNothing() throws {
        let parent = try BuildTestSupport.temporaryFolder("ready-refused")
        let output = parent + "/Outputs"
        #expect(OutputWriter.write(files("1"), to: output).report != nil)
        let before = BuildTestSupport.snapshot(output)
        let long = GeneratedFile(String(repeating: "q", count: 300) + ".txt", text: "x")
        let result = OutputWriter.write(files("2") + [long], to: output)
        #expect(result.report == nil)
        let message = result.diagnostics.all.map(\.description).joined()
        let name = String(repeating: "q", count: 24) + "…"
        #expect(
            message.contains("the name '\(name)' is 304 bytes, longer than the system allows (255 bytes)"), "\(message)"
        )
        #expect(BuildTestSupport.snapshot(output) == before)
        #expect(try entries(parent) == ["Outputs"])
    }
}
