import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What an output folder holds, read with `lstat` only: a symbolic link is recorded as a link and
/// never followed, so nothing outside the folder is read through one.
struct OutputTree {
    /// One entry under the folder.
    enum Entry: Equatable {
        case file, folder
        case link(String)
        case other
    }

    /// Relative path (`/`-separated) → what is there.
    private(set) var entries: [String: Entry] = [:]

    /// The tree under `root`, which must be a folder.
    static func read(_ root: String) throws -> OutputTree {
        var tree = OutputTree()
        var pending = [""]
        while let relative = pending.popLast() {
            let folder = relative.isEmpty ? root : root + "/" + relative
            guard let directory = opendir(folder) else { throw FileIO.error("cannot read the folder \(folder)") }
            defer { closedir(directory) }
            while let item = readdir(directory) {
                let name = withUnsafeBytes(of: item.pointee.d_name) {
                    String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard name != ".", name != ".." else { continue }
                let path = relative.isEmpty ? name : relative + "/" + name
                var info = stat()
                guard lstat(root + "/" + path, &info) == 0 else { throw FileIO.error("cannot read \(root)/\(path)") }
                switch info.st_mode & S_IFMT {
                case S_IFREG: tree.entries[path] = .file
                case S_IFDIR:
                    tree.entries[path] = .folder
                    pending.append(path)
                case S_IFLNK: tree.entries[path] = .link(FileIO.linkTarget(root + "/" + path) ?? "")
                default: tree.entries[path] = .other
                }
            }
        }
        return tree
    }

    /// The first part of `path` (itself or a parent folder) that is not a plain folder or file
    /// where the path needs one: a link, or a file where a folder is needed. Nil when the path can
    /// be written as it stands.
    func obstacle(to path: String) -> (part: String, entry: Entry)? {
        var prefix = ""
        let names = path.split(separator: "/")
        for (index, name) in names.enumerated() {
            prefix = prefix.isEmpty ? String(name) : prefix + "/" + name
            guard let entry = entries[prefix] else { return nil }
            let isLast = index == names.count - 1
            switch entry {
            case .folder where !isLast, .file where isLast: continue
            default: return (prefix, entry)
            }
        }
        return nil
    }

    /// True when the folder holds nothing.
    var isEmpty: Bool { entries.isEmpty }
}
