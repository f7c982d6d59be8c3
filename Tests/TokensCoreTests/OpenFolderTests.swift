import Foundation
import Testing

@testable import TokensCore

/// A folder held open to look at its files by their paths inside it says what `lstat` of the full
/// path says: the stamp and the writer take an output's size and time from it.
@Suite struct OpenFolderTests {
    @Test func statusInsideTheFolder_isWhatLstatOfTheFullPathSays() throws {
        let root = try BuildTestSupport.temporaryFolder("open-folder")
        try FileManager.default.createDirectory(atPath: root + "/Swift", withIntermediateDirectories: true)
        try Data("let a = 1\n".utf8).write(to: URL(fileURLWithPath: root + "/Swift/A.swift"))
        try FileManager.default.createSymbolicLink(atPath: root + "/link.swift", withDestinationPath: "Swift/A.swift")
        let folder = OpenFolder(root)
        for path in ["Swift/A.swift", "link.swift", "Swift", "missing.swift", "Swift/../Swift/A.swift"] {
            var info = stat()
            let expected = lstat(root + "/" + path, &info) == 0 ? BuildStamp.State(info) : nil
            #expect(folder.status(of: path).map(BuildStamp.State.init) == expected, "\(path)")
        }
        #expect(BuildStamp.state(of: "Swift/A.swift", in: folder)?.size == 10)
        // A link is not followed, and a folder is not a file.
        #expect(BuildStamp.state(of: "link.swift", in: folder) == nil)
        #expect(BuildStamp.state(of: "Swift", in: folder) == nil)
        // An absolute path is taken inside the folder, as the full path joined to it is.
        #expect(folder.status(of: "/Swift/A.swift")?.st_size == 10)
        #expect(folder.status(of: "/etc/passwd") == nil)
    }

    /// A folder that cannot be opened (there is none yet) is looked into by full paths.
    @Test func aFolderThatCannotBeOpened_isLookedIntoByFullPaths() throws {
        let root = try BuildTestSupport.temporaryFolder("open-folder-later")
        let folder = OpenFolder(root + "/out")
        try FileManager.default.createDirectory(atPath: root + "/out", withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/out/x.json"))
        #expect(BuildStamp.state(of: "x.json", in: folder)?.size == 1)
    }
}

extension BuildStamp.State {
    /// The size and time `lstat` gave, as the stamp keeps them.
    init(_ info: stat) {
        self.init(size: Int64(info.st_size), time: BuildStamp.modificationTime(info))
    }
}
