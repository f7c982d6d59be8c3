import Foundation
import Testing

@testable import TokensCore

/// `tokens watch`'s watcher: which saves start a build, and that one is seen at once.
@Suite struct FileWatcherTests {
    /// The watcher's changes as one thread takes them, waited for with a bound.
    final class Waiter: @unchecked Sendable {  // `changes` is guarded by `lock`
        let lock = NSLock()
        let arrived = DispatchSemaphore(value: 0)
        var changes: [FileWatcher.Change] = []

        init(_ watcher: FileWatcher) {
            nonisolated(unsafe) let watcher = watcher  // used by this one thread only
            Thread.detachNewThread { [self] in
                while true {
                    let change = watcher.nextChange()
                    lock.withLock { changes.append(change) }
                    arrived.signal()
                }
            }
        }

        /// The next change, or nil when none comes within `seconds`.
        func next(within seconds: Double) -> FileWatcher.Change? {
            guard arrived.wait(timeout: .now() + seconds) == .success else { return nil }
            return lock.withLock { changes.removeFirst() }
        }
    }

    func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// With the system's file events (inotify on Linux) and by polling, as on other systems.
    @Test(arguments: [true, false])
    func anEditAFolderAndAFileInItAreChanges_otherFilesAndTheOutputAreNot(systemEvents: Bool) throws {
        let root = try BuildTestSupport.temporaryFolder("watcher")
        let tokens = root + "/tokens"
        try FileManager.default.createDirectory(atPath: tokens + "/Outputs", withIntermediateDirectories: true)
        try write(#"{ "a": { "$type": "number", "$value": 1 } }"#, to: tokens + "/a.json")
        try write("{}", to: root + "/tokens.config.json")
        let waiter = Waiter(
            FileWatcher(
                root: tokens, extra: [root + "/tokens.config.json"], ignoring: tokens + "/Outputs",
                systemEvents: systemEvents))

        // Not token files, or under the output folder: nothing to build.
        try write("notes", to: tokens + "/notes.txt")
        try write("{}", to: tokens + "/.a.json.swp.json")
        try write("{}", to: tokens + "/Outputs/Contents.json")
        #expect(waiter.next(within: 1.5) == nil)

        try write(#"{ "a": { "$type": "number", "$value": 2 } }"#, to: tokens + "/a.json")
        let edit = try #require(waiter.next(within: 5))
        #expect(edit.paths == [tokens + "/a.json"])
        let saved = try #require(edit.modified)
        #expect(abs(saved.timeIntervalSinceNow) < 5)

        // A folder made after the watch began, and a file in it.
        try FileManager.default.createDirectory(atPath: tokens + "/brand", withIntermediateDirectories: true)
        try write(#"{ "b": { "$type": "number", "$value": 1 } }"#, to: tokens + "/brand/b.json")
        #expect(try #require(waiter.next(within: 5)).paths == [tokens + "/brand/b.json"])
        try write(#"{ "b": { "$type": "number", "$value": 3 } }"#, to: tokens + "/brand/b.json")
        #expect(try #require(waiter.next(within: 5)).paths == [tokens + "/brand/b.json"])

        // Tokens Studio's `$themes.json` and the config count; a removed file is a change with no date.
        try write("[]", to: tokens + "/$themes.json")
        #expect(try #require(waiter.next(within: 5)).paths == [tokens + "/$themes.json"])
        try write(#"{ "name": "x" }"#, to: root + "/tokens.config.json")
        #expect(try #require(waiter.next(within: 5)).paths == [root + "/tokens.config.json"])
        try FileManager.default.removeItem(atPath: tokens + "/a.json")
        let removal = try #require(waiter.next(within: 5))
        #expect(removal.paths == [tokens + "/a.json"])
        #expect(removal.modified == nil)
    }

    /// A save by rename (how many editors save): a new file takes the old one's name.
    @Test(arguments: [true, false]) func aSaveByRenameIsAChange(systemEvents: Bool) throws {
        let tokens = try BuildTestSupport.temporaryFolder("watcher-rename")
        try write(#"{ "a": { "$type": "number", "$value": 1 } }"#, to: tokens + "/a.json")
        let waiter = Waiter(FileWatcher(root: tokens, extra: [], systemEvents: systemEvents))
        try write(#"{ "a": { "$type": "number", "$value": 1 } }"#, to: tokens + "/a.json.tmp")
        #expect(rename(tokens + "/a.json.tmp", tokens + "/a.json") == 0)
        #expect(try #require(waiter.next(within: 5)).paths == [tokens + "/a.json"])
    }
}
