import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The writer's file access in plain POSIX calls: thousands of colorsets are thousands of files,
/// and Foundation's `Data.write` and `FileManager.contents` cost several times `cp` per file.
enum FileIO {
    /// The bytes of the regular file at `path`, or nil when it cannot be read (or, unless
    /// `followingLinks`, when `path` itself is a symbolic link). Opened without blocking, so a
    /// named pipe or device put where a file was is refused at once instead of waited on.
    static func contents(of path: String, followingLinks: Bool = true) -> [UInt8]? {
        if case .success(let bytes) = readFile(path, followingLinks: followingLinks, explaining: false) { return bytes }
        return nil
    }

    /// Why a file could not be read.
    enum ReadFailure: Error, Equatable {
        /// Nothing is there.
        case missing
        /// Something other than a regular file (a folder, a named pipe, a socket, a device).
        case notAFile(String)
        /// The system refused (its reason).
        case refused(String)
    }

    /// The bytes of the regular file at `path`, or why not (in words only when `explaining`: the
    /// path is looked at again to say what is in its way).
    static func readFile(
        _ path: String, followingLinks: Bool = true, explaining: Bool = true
    ) -> Result<[UInt8], ReadFailure> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followingLinks ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else {
            let code = errno
            guard explaining else { return .failure(code == ENOENT ? .missing : .refused("")) }
            if !followingLinks && code == ELOOP {
                return .failure(.refused("it is a symbolic link, not followed here"))
            }
            // A link that leads nowhere, or a file where a folder should be, is said as such, not as missing.
            let obstacle = FileProblem.obstacle(at: path)
            if code == ENOENT && obstacle == nil { return .failure(.missing) }
            return .failure(.refused(obstacle ?? FileProblem.words(errno: code)))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.refused(FileProblem.words(errno: errno))) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(.notAFile("a folder"))
        case S_IFIFO: return .failure(.notAFile("a named pipe"))
        case S_IFSOCK: return .failure(.notAFile("a socket"))
        case S_IFCHR, S_IFBLK: return .failure(.notAFile("a device"))
        default: return .failure(.notAFile("not a regular file"))
        }
        guard let bytes = readAll(descriptor, size: Int(info.st_size)) else {
            return .failure(.refused(FileProblem.words(errno: errno)))
        }
        return .success(bytes)
    }

    /// Every byte of the open regular file `descriptor`, `size` long as it was stat-ed.
    private static func readAll(_ descriptor: Int32, size: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return count == 0 ? Array(bytes[..<filled]) : nil }
            filled += count
        }
        return bytes
    }

    /// True when the file at `path` holds exactly `bytes` (compared without reading a file whose size differs).
    static func holds(_ bytes: [UInt8], at path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, Int(info.st_size) == bytes.count else { return false }
        return contents(of: path) == bytes
    }

    /// Creates the file `path`, which must not exist yet, with `bytes` (in a staging folder no one reads).
    static func writeNew(_ bytes: [UInt8], to path: String) throws { try writeNew(FileBytes(bytes), to: path) }

    /// Writes `bytes` to the open file `descriptor`, closing it on failure.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                let failure = error("cannot write \(path)", path: path)
                close(descriptor)
                throw failure
            }
            written += count
        }
    }

    /// Writes `bytes` to a new temporary file beside `path`, then renames it over `path`: a reader
    /// sees the old file or the new one, never a half-written one.
    static func atomicWrite(_ bytes: [UInt8], to path: String) throws {
        let folder = FilePath.directory(of: path)
        var temporary = ""
        var descriptor: Int32 = -1
        for _ in 0..<100 where descriptor < 0 {
            temporary = (folder.isEmpty ? "." : folder) + "/.tokens-\(getpid())-\(nextTemporary()).tmp"
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor < 0 && errno != EEXIST { break }
        }
        guard descriptor >= 0 else { throw error("cannot create a temporary file in \(folder.isEmpty ? "." : folder)") }
        do {
            try writeAll(bytes, to: descriptor, path: path)
        } catch {
            unlink(temporary)
            throw error
        }
        guard close(descriptor) == 0 else {
            let failure = error("cannot write \(path)", path: path)
            unlink(temporary)
            throw failure
        }
        guard rename(temporary, path) == 0 else {
            let failure = error("cannot replace \(path)", path: path)
            unlink(temporary)
            throw failure
        }
    }

    /// A number no other temporary file of this process has (O_EXCL refuses any leftover).
    private static func nextTemporary() -> Int { counter.next() }

    private static let counter = Counter()

    /// The current `errno` as an error that names what was being done, the reason in words (what
    /// is in the way of `path`, when the call was on one).
    static func error(_ doing: String, path: String? = nil) -> NSError {
        let code = errno
        let reason = path.map { FileProblem.reason(errno: code, path: $0) } ?? FileProblem.words(errno: code)
        return NSError(
            domain: NSPOSIXErrorDomain, code: Int(code), userInfo: [NSLocalizedDescriptionKey: "\(doing): \(reason)"])
    }
}

/// A thread-safe increasing counter.
private final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}

extension FileIO {
    /// Where the symbolic link at `path` points, or nil.
    static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The bytes of the regular file at `path`, never through a symbolic link at its last name.
    static func contentsNoFollow(of path: String) -> [UInt8]? { contents(of: path, followingLinks: false) }

    /// Makes `destination` the same file as `source` (a hard link, so its bytes and modification
    /// time stay), or a copy where links are not possible.
    static func linkOrCopy(_ source: String, to destination: String) throws {
        if link(source, destination) == 0 { return }
        guard let bytes = contentsNoFollow(of: source) else { throw error("cannot read \(source)") }
        try writeNew(bytes, to: destination)
    }
}
