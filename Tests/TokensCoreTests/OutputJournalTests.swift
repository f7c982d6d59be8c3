import CTokensSystem
import Foundation
import Testing

@testable import TokensCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The journal a rebuild commits: its lines, and how the next build completes one a kill cut
/// short, whether each file was renamed into place or swapped with the old one.
@Suite struct OutputJournalTests {
    func write(_ text: String, _ path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    func inode(_ path: String) -> UInt64? {
        var info = stat()
        return lstat(path, &info) == 0 ? UInt64(info.st_ino) : nil
    }

    func isFolder(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// An output folder holding `a.txt` and `b.txt` (old), a staging folder beside it holding
    /// their new versions, and the committed journal that moves them, with each staged file's
    /// hash when `hashes`.
    func committed(hashes: Bool) throws -> (output: String, staging: String) {
        let root = try BuildTestSupport.temporaryFolder("journal")
        let output = root + "/Out"
        let staging = root + "/" + OutputGuard.stagingName(for: output)
        try write("old a", output + "/a.txt")
        try write("old b", output + "/sub/b.txt")
        try write("new a", staging + "/a.txt")
        try write("new b", staging + "/sub/b.txt")
        var journal = OutputJournal(staging: staging)
        for path in ["a.txt", "sub/b.txt"] {
            journal.moves.append(
                OutputJournal.Move(
                    staged: path, path: path,
                    hash: hashes ? read(staging + "/" + path).map { BuildStamp.hash(of: Array($0.utf8)) } : nil))
        }
        try Data(journal.bytes).write(to: URL(fileURLWithPath: output + "/" + OutputJournal.fileName))
        return (output, staging)
    }

    @Test func lines_sayEachMove_withTheStagedFilesHash_andReadBack() throws {
        var journal = OutputJournal(staging: "/o/.Out.tokens-staging-7")
        journal.moves = [
            OutputJournal.Move(staged: "a b", path: "a b", hash: 42),
            OutputJournal.Move(staged: "x", path: "x", hash: nil),
        ]
        journal.removals = ["gone"]
        // Every value in hexadecimal; the hash as its decimal digits ("42" is 3432).
        #expect(
            String(decoding: journal.bytes, as: UTF8.self)
                == "t 2f6f2f2e4f75742e746f6b656e732d73746167696e672d37\nm 612062 612062 3432\nm 78 78\nr 676f6e65\n")
        #expect(OutputJournal.parse(journal.bytes) == journal)
        // A hash that is not a number is no journal tokens wrote.
        #expect(OutputJournal.parse(Array("t 2f6f\nm 78 78 7a\n".utf8)) == nil)
    }

    @Test func aFileSwappedInBeforeAKill_staysNew_andTheRestAreCompleted() throws {
        let (output, staging) = try committed(hashes: true)
        // Killed right after the first swap: the old a.txt is where the new one was staged.
        #expect(tokens_exchange_paths(staging + "/a.txt", output + "/a.txt") == 0)
        #expect(read(staging + "/a.txt") == "old a")
        try OutputJournal.recover(output)
        #expect(read(output + "/a.txt") == "new a")
        #expect(read(output + "/sub/b.txt") == "new b")
        #expect(!FileManager.default.fileExists(atPath: staging))
        #expect(!FileManager.default.fileExists(atPath: output + "/" + OutputJournal.fileName))
    }

    @Test func aJournalWithoutHashes_isCompletedByRenaming() throws {
        let (output, staging) = try committed(hashes: false)
        let staged = inode(staging + "/a.txt")
        try OutputJournal.recover(output)
        #expect(read(output + "/a.txt") == "new a")
        #expect(read(output + "/sub/b.txt") == "new b")
        #expect(inode(output + "/a.txt") == staged)
        #expect(!FileManager.default.fileExists(atPath: staging))
    }

    /// A swap puts a file only in the place of a file: a folder there stays where it is, and the
    /// rename that follows refuses it.
    @Test func aFolderWhereAFileGoes_isNotSwappedOut() throws {
        let root = try BuildTestSupport.temporaryFolder("swap-folder")
        try write("new", root + "/staged")
        try write("someone's", root + "/target/kept.txt")
        #expect(!OutputJournal.swap(root + "/staged", into: root + "/target"))
        #expect(isFolder(root + "/target"))
        #expect(read(root + "/staged") == "new")
        try write("old", root + "/file")
        #expect(OutputJournal.swap(root + "/staged", into: root + "/file"))
        #expect(read(root + "/file") == "new")
        #expect(read(root + "/staged") == "old")
    }

    @Test func aRebuild_putsEachChangedFileInPlaceWhole_andLeavesNoStaging() throws {
        for later in [false, true] {
            let output = try BuildTestSupport.temporaryFolder("swap") + "/Out"
            let first = OutputWriter.write([GeneratedFile("a.txt", text: "one")], to: output)
            #expect(first.report?.written == ["a.txt"])
            // A reader that opened the old file keeps reading it whole: the new one is another file.
            let reader = open(output + "/a.txt", O_RDONLY)
            defer { close(reader) }
            let second = OutputWriter.write(
                [GeneratedFile("a.txt", text: "two!")], to: output, removingStagingLater: later)
            OutputWriter.finishRemovals()
            #expect(second.report?.written == ["a.txt"])
            #expect(read(output + "/a.txt") == "two!")
            var buffer = [UInt8](repeating: 0, count: 8)
            #expect(pread(reader, &buffer, 8, 0) == 3)
            #expect(Array(buffer.prefix(3)) == Array("one".utf8))
            let siblings = try FileManager.default.contentsOfDirectory(
                atPath: (output as NSString).deletingLastPathComponent)
            #expect(siblings == ["Out"], "later: \(later)")
        }
    }
}
