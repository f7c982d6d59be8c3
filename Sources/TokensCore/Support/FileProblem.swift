import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a file-system call on a path failed, in words for the person who named the path: what
/// stands in its way, found by looking at the path itself ("'notes.txt' is a file, not a folder",
/// "it is a symbolic link to 'x', which does not exist", "the name 'aaaa…' is 300 bytes, longer
/// than the system allows (255 bytes)"), else the system's reason in words. Never Foundation's
/// `Error Domain=… Code=…` text. Every command's file-system failure is said through this.
public enum FileProblem {
    /// The longest name one folder entry may have, in bytes.
    public static let nameLimit = Int(NAME_MAX)
    /// The longest path the system takes, in bytes (its limit counts the closing NUL).
    public static let pathLimit = Int(PATH_MAX) - 1

    /// Why an operation on `path` failed with `error`: what is in the path's way, else the
    /// error's own words (a reason `FileIO` wrote, or the system's), as a clause without a full stop.
    public static func reason(_ error: any Error, path: String) -> String {
        if let obstacle = obstacle(at: path) { return obstacle }
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain, let written = error.userInfo[NSLocalizedDescriptionKey] as? String {
            return written
        }
        if let code = code(of: error) { return words(errno: code) }
        return "the system refused (\(error.domain) \(error.code))"
    }

    /// Why an operation on `path` failed with the system's error number `code`.
    public static func reason(errno code: Int32, path: String) -> String {
        obstacle(at: path) ?? words(errno: code)
    }

    /// What is in the way of `path`: a name or the whole path longer than the system allows, a
    /// folder on the way that is a file (or a link to one), or a symbolic link, on the way or the
    /// path itself, that leads nowhere or loops. Nil when nothing is (the path may not exist).
    public static func obstacle(at path: String) -> String? {
        let length = path.utf8.count
        if length > pathLimit {
            return "the path is \(grouped(length)) bytes, longer than the system allows (\(grouped(pathLimit)) bytes)"
        }
        let names = path.split(separator: "/", omittingEmptySubsequences: true)
        if let long = names.first(where: { $0.utf8.count > nameLimit }) {
            return
                "the name '\(shortened(long))' is \(grouped(long.utf8.count)) bytes, longer than the system allows (\(nameLimit) bytes)"
        }
        var prefix = ""
        for (index, name) in names.enumerated() {
            prefix = index == 0 && !path.hasPrefix("/") ? String(name) : prefix + "/" + name
            let isLast = index == names.count - 1
            let subject = isLast ? "it" : "'\(prefix)'"
            var info = stat()
            guard lstat(prefix, &info) == 0 else { return nil }  // nothing there yet: the call's error says why
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                continue
            case S_IFLNK:
                if let problem = link(prefix) { return "\(subject) is \(problem)" }
                var target = stat()
                if !isLast, stat(prefix, &target) == 0, (target.st_mode & S_IFMT) != S_IFDIR {
                    return
                        "\(subject) is a symbolic link to '\(FileIO.linkTarget(prefix) ?? "?")', a file, not a folder"
                }
            default:
                if !isLast { return "\(subject) is \(kind(info)), not a folder" }
            }
        }
        return nil
    }

    /// What is wrong with the symbolic link at `path`: "a symbolic link to 'x', which does not
    /// exist", or one in a loop of links; nil when it leads to something (or is no link).
    public static func link(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return nil }
        var target = stat()
        guard stat(path, &target) != 0 else { return nil }
        let code = errno
        let destination = FileIO.linkTarget(path) ?? "?"
        switch code {
        case ELOOP: return "a symbolic link to '\(destination)' that loops back on itself"
        case ENOENT, ENOTDIR: return "a symbolic link to '\(destination)', which does not exist"
        default: return "a symbolic link to '\(destination)', which cannot be followed (\(words(errno: code)))"
        }
    }

    /// What the regular file, folder or other entry `info` describes is, with its article.
    static func kind(_ info: stat) -> String {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return "a file"
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a named pipe"
        case S_IFSOCK: return "a socket"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFLNK: return "a symbolic link"
        default: return "not a regular file"
        }
    }

    /// The system's error number `code` in words.
    public static func words(errno code: Int32) -> String {
        switch code {
        case EACCES, EPERM: return "permission is denied"
        case ENOSPC: return "the disk is full"
        case EDQUOT: return "the disk quota is used up"
        case EROFS: return "the file system is read-only"
        case EEXIST: return "something is already there"
        case EISDIR: return "it is a folder"
        case ENOTDIR: return "a part of the path is not a folder"
        case ENOENT: return "it, or a folder on the way to it, does not exist"
        case ENAMETOOLONG:
            return
                "a name in the path is longer than the system allows (\(nameLimit) bytes; \(grouped(pathLimit)) for the whole path)"
        case ELOOP: return "a symbolic link on the way loops"
        case EMFILE, ENFILE: return "too many files are open"
        case EIO: return "the disk reported an input/output error"
        case EBUSY, ETXTBSY: return "it is in use"
        case EXDEV: return "it is on another file system"
        default:
            let system = String(cString: strerror(code))
            return "the system says \"\(system)\""
        }
    }

    /// The error number behind a Foundation error, where one can be found.
    static func code(of error: NSError) -> Int32? {
        if error.domain == NSPOSIXErrorDomain { return Int32(error.code) }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return Int32(underlying.code)
        }
        switch error.code {
        case NSFileWriteOutOfSpaceError: return ENOSPC
        case NSFileWriteNoPermissionError, NSFileReadNoPermissionError: return EACCES
        case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return ENOENT
        case NSFileWriteVolumeReadOnlyError: return EROFS
        case NSFileWriteFileExistsError: return EEXIST
        default: return nil
        }
    }

    /// A long name cut to its first 24 characters and an ellipsis, to quote in a sentence.
    static func shortened(_ name: Substring) -> String {
        name.count > 32 ? String(name.prefix(24)) + "…" : String(name)
    }

    /// `number` with a comma between thousands (4,095).
    static func grouped(_ number: Int) -> String {
        number < 1_000
            ? String(number) : grouped(number / 1_000) + "," + String(String(number % 1_000 + 1_000).dropFirst())
    }
}
