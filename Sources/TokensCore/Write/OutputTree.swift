import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What is at the paths a build writes or removes under its output folder, read with `lstat` only
/// (a symbolic link is a link, never followed) and each folder once: only those paths are looked
/// at, never the rest of the tree, whose other files are someone's own.
struct PathChecker {
    /// One entry under the folder.
    enum Entry: Equatable {
        case file, folder
        case link(String)
        case other
    }

    let root: String
    private var known: [ExactPath: Entry?] = [:]

    init(root: String) { self.root = root }

    /// What `relative` is, nil when nothing is there.
    mutating func entry(_ relative: String) -> Entry? {
        let key = ExactPath(relative)
        if let entry = known[key] { return entry }
        var info = stat()
        let entry: Entry?
        if lstat(root + "/" + relative, &info) != 0 {
            entry = nil
        } else {
            switch info.st_mode & S_IFMT {
            case S_IFREG: entry = .file
            case S_IFDIR: entry = .folder
            case S_IFLNK: entry = .link(FileIO.linkTarget(root + "/" + relative) ?? "")
            default: entry = .other
            }
        }
        known[key] = entry
        return entry
    }

    /// The first part of `path` (itself or a parent folder) that is not a plain folder or file
    /// where the path needs one: a link, or a file where a folder is needed. Nil when the path can
    /// be written as it stands.
    mutating func obstacle(to path: String) -> (part: String, entry: Entry)? {
        var prefix = ""
        let names = path.split(separator: "/")
        for (index, name) in names.enumerated() {
            prefix = prefix.isEmpty ? String(name) : prefix + "/" + name
            guard let entry = entry(prefix) else { return nil }
            let isLast = index == names.count - 1
            switch entry {
            case .folder where !isLast, .file where isLast: continue
            default: return (prefix, entry)
            }
        }
        return nil
    }

    /// True when the folder at `path` holds nothing.
    static func isEmptyFolder(_ path: String) throws -> Bool {
        guard let directory = opendir(path) else { throw FileIO.error("cannot read the folder \(path)", path: path) }
        defer { closedir(directory) }
        while let item = readdir(directory) {
            let isDot = withUnsafeBytes(of: item.pointee.d_name) { name in
                name[0] == UInt8(ascii: ".") && (name[1] == 0 || (name[1] == UInt8(ascii: ".") && name[2] == 0))
            }
            if !isDot { return false }
        }
        return true
    }
}
