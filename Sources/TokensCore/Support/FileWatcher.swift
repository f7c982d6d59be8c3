import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Tells `tokens watch` when a token file or the config changed. On Linux the folders are watched
/// with inotify, so a save wakes the watcher at once; elsewhere every watched file and folder gets
/// one `stat` every `interval` (size, modification time, inode and change time: no file is read).
/// Either way a change is confirmed by those signatures, so an event for a file that is not a token
/// file (an editor's swap file) builds nothing.
public final class FileWatcher {
    /// What a rebuild is for: the files that changed (added, edited or removed) and the newest
    /// modification time among those still there, to tell how long after the save it was seen.
    public struct Change: Sendable {
        public let paths: [String]
        public let modified: Date?
    }

    struct Signature: Equatable {
        let size: Int64
        let modified: Int64
        let modifiedNanoseconds: Int64
        let inode: UInt64
        let changed: Int64
        let changedNanoseconds: Int64
        let isFolder: Bool
    }

    private let root: String
    private let extra: [String]
    private let ignored: String?
    private let interval: Double
    private var signatures: [String: Signature] = [:]
    private var events: Int32 = -1

    /// Watches the token files at `root` (a folder or a file), the files in `extra` (the config),
    /// and the folders that hold them; nothing under `ignoring` (the output folder, when it is
    /// inside the token folder, so that a build does not start the next).
    /// `systemEvents: false` polls on Linux too (tests try both ways).
    public init(
        root: String, extra: [String], ignoring: String? = nil, interval: Double = 0.1, systemEvents: Bool = true
    ) {
        self.root = root
        self.extra = extra
        ignored = ignoring.map { FilePath.normalize($0) + "/" }
        self.interval = max(interval, 0.01)
        signatures = snapshot()
        #if os(Linux)
            if systemEvents {
                events = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
                watchFolders()
            }
        #endif
    }

    deinit {
        if events >= 0 { close(events) }
    }

    /// Blocks until a watched file changes, then returns once the files have been still for a
    /// moment (an editor's save is often a truncate and a write, or a write and a rename).
    public func nextChange() -> Change {
        while true {
            waitForEvent()
            var current = snapshot()
            guard current != signatures else { continue }
            var settled = 0
            while settled < 10 {
                Thread.sleep(forTimeInterval: 0.02)
                let again = snapshot()
                if again == current { break }
                current = again
                settled += 1
            }
            let changed = Set(current.keys).union(signatures.keys).filter { current[$0] != signatures[$0] }
                .filter { current[$0]?.isFolder != true && signatures[$0]?.isFolder != true }
            signatures = current
            #if os(Linux)
                watchFolders()
            #endif
            guard !changed.isEmpty else { continue }  // a folder's own entry moved, no token file did
            let newest = changed.compactMap { path in
                current[path].map { Double($0.modified) + Double($0.modifiedNanoseconds) / 1e9 }
            }.max()
            return Change(paths: changed.sorted(), modified: newest.map { Date(timeIntervalSince1970: $0) })
        }
    }

    /// Sleeps until the system reports an event in a watched folder or `interval` passes (a second
    /// with events, as a backstop; `interval` without).
    private func waitForEvent() {
        #if os(Linux)
            if events >= 0 {
                var descriptor = pollfd(fd: events, events: Int16(POLLIN), revents: 0)
                if poll(&descriptor, 1, 1_000) > 0 {
                    var buffer = [UInt8](repeating: 0, count: 16_384)
                    while read(events, &buffer, buffer.count) > 0 {}  // the events say "look", not what changed
                }
                return
            }
        #endif
        Thread.sleep(forTimeInterval: interval)
    }

    #if os(Linux)
        /// Adds a watch for every watched folder (adding one twice is harmless: the system keeps one).
        private func watchFolders() {
            guard events >= 0 else { return }
            let mask = UInt32(
                IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_MODIFY | IN_ATTRIB)
            var folders = Set(signatures.filter(\.value.isFolder).map(\.key))
            for file in extra + [root] {
                let folder = FilePath.directory(of: file)
                folders.insert(folder.isEmpty ? "." : folder)
            }
            for folder in folders { _ = inotify_add_watch(events, folder, mask) }
        }
    #endif

    /// The signature of the root, every folder under it and every file with a token file's
    /// extension there (`$themes.json` too), and of each extra file.
    func snapshot() -> [String: Signature] {
        var result: [String: Signature] = [:]
        for path in [root] + extra + (TokenSource.visiblePaths(in: root) ?? []) where result[path] == nil {
            if let ignored, (FilePath.normalize(path) + "/").hasPrefix(ignored) { continue }
            guard let signature = Self.signature(of: path) else { continue }
            // Folders are watched for files coming and going; other files in them are not tokens.
            if signature.isFolder || path == root || extra.contains(path)
                || TokenSource.extensions.contains(where: { path.hasSuffix($0) })
            {
                result[path] = signature
            }
        }
        return result
    }

    static func signature(of path: String) -> Signature? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
            let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
        #else
            let (modified, changed) = (info.st_mtim, info.st_ctim)
        #endif
        return Signature(
            size: Int64(info.st_size), modified: Int64(modified.tv_sec), modifiedNanoseconds: Int64(modified.tv_nsec),
            inode: UInt64(info.st_ino), changed: Int64(changed.tv_sec), changedNanoseconds: Int64(changed.tv_nsec),
            isFolder: (info.st_mode & S_IFMT) == S_IFDIR)
    }
}
