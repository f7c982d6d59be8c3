import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which folders a build may write into, and the leftovers of interrupted builds it may remove.
enum OutputGuard {
    /// Why `folder` (resolved) may not be an output folder, or nil. `protected` are the token
    /// folder and the config file: the output may be none of them, hold them, or sit inside the
    /// token folder (the next build would read its own output as tokens).
    static func refusal(of folder: String, protected: [String]) -> String? {
        let home = ProcessInfo.processInfo.environment["HOME"].map(resolved)
        if folder == "/" { return "'/' is the root of the file system" }
        if let home, folder == home { return "'\(folder)' is the home folder" }
        for path in protected.map(resolved) {
            if folder == path { return "'\(folder)' is where the tokens are read from" }
            if path.hasPrefix(folder + "/") { return "'\(folder)' holds the token files or the config ('\(path)')" }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue,
                folder.hasPrefix(path + "/")
            {
                return "'\(folder)' is inside the token folder '\(path)', whose files are read as tokens"
            }
        }
        return nil
    }

    /// `path` absolute, with `.`, `..` and symbolic links resolved (as far as it exists).
    static func resolved(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return URL(fileURLWithPath: absolute).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// The name a staging folder for `output` has: `.<name>.tokens-staging-<pid>` beside it.
    static func stagingName(for output: String, pid: Int32 = getpid()) -> String {
        ".\((output as NSString).lastPathComponent).tokens-staging-\(pid)"
    }

    /// True when `path` is a staging folder of `output` (`.<name>.tokens-staging-<pid>` beside it).
    static func isStagingFolder(_ path: String, of output: String) -> Bool {
        let prefix = FilePath.directory(of: output) + "/.\(FilePath.name(of: output)).tokens-staging-"
        return path.hasPrefix(prefix) && Int32(path.dropFirst(prefix.count)) != nil
    }

    /// Removes what interrupted builds of `output` left: staging folders beside it whose process
    /// is gone, and temporary files (`.tokens-<pid>-<n>.tmp`) of dead processes in `folders`.
    /// Only names of that exact form, so nothing a person made is touched.
    static func removeLeftovers(of output: String, temporaryFilesIn folders: [String] = []) {
        let parent = FilePath.directory(of: output)
        let prefix = ".\((output as NSString).lastPathComponent).tokens-staging-"
        let place = parent.isEmpty ? "." : parent
        let siblings = (try? FileManager.default.contentsOfDirectory(atPath: place)) ?? []  // unlisted: none
        for name in siblings where name.hasPrefix(prefix) {
            var rest = name.dropFirst(prefix.count)
            let isOldTree = rest.hasSuffix("-old")
            if isOldTree { rest = rest.dropLast(4) }
            guard let pid = Int32(rest), !isRunning(pid) else { continue }
            var info = stat()
            // Killed between moving the old tree aside and the new one in: the old one goes back.
            if isOldTree, lstat(output, &info) != 0, errno == ENOENT, rename(place + "/" + name, output) == 0 {
                continue
            }
            removeTree(place + "/" + name)
        }
        for folder in folders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []  // unlisted: none
            for name in names where name.hasPrefix(".tokens-") && name.hasSuffix(".tmp") {
                let parts = name.dropFirst(".tokens-".count).dropLast(".tmp".count).split(separator: "-")
                guard parts.count == 2, let pid = Int32(parts[0]), Int(parts[1]) != nil, !isRunning(pid) else {
                    continue
                }
                unlink(folder + "/" + name)
            }
        }
    }

    /// True when a process with this id exists (this one included).
    static func isRunning(_ pid: Int32) -> Bool {
        pid == getpid() || kill(pid, 0) == 0 || errno == EPERM
    }

    /// Removes a folder and everything in it, never following a symbolic link (a link is removed
    /// as a link). Errors are ignored: what cannot be removed stays for the next build to retry.
    static func removeTree(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []  // unlisted: left for later
            for name in names { removeTree(path + "/" + name) }
            rmdir(path)
        } else {
            unlink(path)
        }
    }
}
