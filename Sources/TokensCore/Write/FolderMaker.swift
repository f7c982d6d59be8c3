import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `mkdir -p` inside the output folder that also refuses a symbolic link out of it, each folder
/// once: a folder this build creates cannot be a link, so only one that already existed as a link
/// is resolved. (Resolving every colorset's folder cost more than writing the file.)
struct FolderMaker {
    let root: String
    /// The output folder with its links resolved.
    let resolvedRoot: String
    /// Relative folders already made or checked, and whether they stay inside the output.
    private var known: [String: Bool] = ["": true]

    init(root: String, resolvedRoot: String) {
        self.root = root
        self.resolvedRoot = resolvedRoot
    }

    /// Makes the folder `relative` (and its parents) under the root; false when it, or a parent,
    /// is a link that leads outside the output folder.
    mutating func make(_ relative: String) throws -> Bool {
        if let safe = known[relative] { return safe }
        let parent = FilePath.directory(of: relative)
        guard try make(parent) else {
            known[relative] = false
            return false
        }
        let path = root + "/" + relative
        if mkdir(path, 0o755) == 0 {
            known[relative] = true
            return true
        }
        guard errno == EEXIST else { throw FileIO.error("cannot create the folder \(path)") }
        var info = stat()
        guard lstat(path, &info) == 0 else { throw FileIO.error("cannot read the folder \(path)") }
        let safe: Bool
        if (info.st_mode & S_IFMT) == S_IFLNK {
            let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            safe = target == resolvedRoot || target.hasPrefix(resolvedRoot + "/")
        } else {
            guard (info.st_mode & S_IFMT) == S_IFDIR else { throw FileIO.error("'\(path)' is a file, not a folder") }
            safe = true
        }
        known[relative] = safe
        return safe
    }
}
