import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one folder under the system's temporary folder that holds every temporary file and folder
/// a test process makes, named `tokens-tests-<pid>-<UUID>`. It is made at first use and removed
/// when the process exits, whether its tests passed or failed. A run that is killed or crashes
/// cannot remove its own, so the next run removes every root whose process no longer runs.
enum TemporaryRoot {
    /// The name every root starts with; the process id, a dash and a UUID follow.
    static let prefix = "tokens-tests-"

    /// This process's root, made (and its removal at exit arranged) the first time it is asked for.
    private static let root: Result<String, any Error> = Result {
        let system = FileManager.default.temporaryDirectory.path
        removeAbandonedRoots(in: system)
        let path = system + "/\(prefix)\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        atexit {
            if case .success(let path) = TemporaryRoot.root { TemporaryRoot.removeTree(path) }
        }
        return path
    }

    /// A path inside this process's root that nothing uses yet, `<name>-<UUID>`; nothing is made.
    static func path(_ name: String) throws -> String {
        try root.get() + "/\(name)-\(UUID().uuidString)"
    }

    /// A fresh, empty folder inside this process's root, named `<name>-<UUID>`.
    static func folder(_ name: String) throws -> String {
        let folder = try path(name)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The environment of the test process with `TMPDIR` set to this process's root, for child
    /// processes whose own temporary files (a browser's profile, a compiler's scratch) would
    /// otherwise stay in the system's temporary folder.
    static func childEnvironment() throws -> [String: String] {
        ProcessInfo.processInfo.environment.merging(["TMPDIR": try root.get()]) { $1 }
    }

    /// Removes the roots in `system` whose process no longer runs: those of runs that were killed
    /// or crashed before they could remove their own.
    static func removeAbandonedRoots(in system: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: system)) ?? []  // unlisted: none to remove
        for name in names where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: "-"), let pid = pid_t(rest[..<dash]), pid > 0 else { continue }
            if kill(pid, 0) == -1 && errno == ESRCH { removeTree(system + "/" + name) }
        }
    }

    /// Removes `path` and everything under it without following links. It works through folder
    /// descriptors, so trees deeper than the system's path limit and names that are not UTF-8 go
    /// too; anything that cannot be removed stays.
    static func removeTree(_ path: String) {
        let folder = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
        guard folder >= 0 else {
            unlink(path)
            return
        }
        removeContents(of: folder)
        close(folder)
        rmdir(path)
    }

    /// Removes everything inside the open folder `folder`, depth first.
    private static func removeContents(of folder: Int32) {
        for name in names(in: folder) where unlinkat(folder, name, 0) != 0 {
            let child = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
            guard child >= 0 else { continue }
            removeContents(of: child)
            close(child)
            unlinkat(folder, name, AT_REMOVEDIR)
        }
    }

    /// The names in the open folder `folder` (without `.` and `..`), as NUL-terminated bytes.
    private static func names(in folder: Int32) -> [[CChar]] {
        let listing = dup(folder)
        guard listing >= 0 else { return [] }
        guard let stream = fdopendir(listing) else {
            close(listing)
            return []
        }
        defer { closedir(stream) }
        var names: [[CChar]] = []
        while let entry = readdir(stream) {
            var name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                bytes.prefix { $0 != 0 }.map { CChar(bitPattern: $0) }
            }
            if name == [46] || name == [46, 46] { continue }  // "." and ".."
            name.append(0)
            names.append(name)
        }
        return names
    }
}
