#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading through the root: every look at the file system a loader makes (a file's bytes,
/// whether a file or folder is there, a folder's names, the token folder's tree) is refused when
/// its path is outside the root, so a loader cannot reach outside even by a path it built itself.
extension TokenRoot {
    /// Why a file could not be read.
    enum ReadFailure: Error, Equatable {
        case unreadable(FileIO.ReadFailure)
        case outside(Refusal)
    }

    /// The bytes of the regular file at `path`, inside the root with every link followed.
    func read(_ path: String) -> Result<[UInt8], ReadFailure> {
        if let refusal = refusal(of: path) { return .failure(.outside(refusal)) }
        switch FileIO.readFile(path) {
        case .success(let bytes): return .success(bytes)
        case .failure(let failure): return .failure(.unreadable(failure))
        }
    }

    /// What is at `path`: a file, a folder, or nil (nothing, or outside the root).
    enum Kind { case file, folder }

    func kind(of path: String) -> Kind? {
        guard refusal(of: path) == nil else { return nil }
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (info.st_mode & S_IFMT) == S_IFDIR ? .folder : .file
    }

    /// True when something is at `path`, even a link out of the root or one that leads nowhere:
    /// a loader that finds a name there reads it, and reading a refused one says why.
    func isPresent(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// True when `path` is a symbolic link whose target is outside the root.
    func isLinkOut(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK && refusal(of: path) != nil
    }

    /// True when `path`, links followed wherever they lead, is a folder (to name a link out, never to read it).
    func isPresentFolder(_ path: String) -> Bool { TokenRoot.isFolder(path) }

    func isFile(_ path: String) -> Bool { kind(of: path) == .file }
    func isFolder(_ path: String) -> Bool { kind(of: path) == .folder }

    /// The size of the file at `path` in bytes (0 when it cannot be stat-ed or is outside).
    func size(of path: String) -> Int {
        guard holds(path) else { return 0 }
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : 0
    }

    /// The names in the folder at `path` (hidden ones too), unsorted; empty when it cannot be
    /// listed or is outside the root.
    func names(in path: String) -> [String] {
        guard isFolder(path), let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let item = readdir(directory) {
            let name = withUnsafeBytes(of: item.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The visible paths under `folder` (symbolic links to folders are not followed), and each
    /// folder that could not be listed with the system's reason: a folder whose path is longer than
    /// the system allows, say, is named, never skipped in silence.
    func walk(_ folder: String) -> (paths: [String], unlisted: [(folder: String, reason: String)]) {
        guard refusal(of: folder) == nil else { return ([], [(folder, "it is outside the token folder")]) }
        var paths: [String] = []
        var unlisted: [(folder: String, reason: String)] = []
        var pending = [folder]
        while let current = pending.popLast() {
            guard let directory = opendir(current) else {
                unlisted.append((current, String(cString: strerror(errno))))
                continue
            }
            defer { closedir(directory) }
            while let item = readdir(directory) {
                let name = withUnsafeBytes(of: item.pointee.d_name) {
                    String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard !name.hasPrefix(".") else { continue }
                let path = current + "/" + name
                var info = stat()
                guard lstat(path, &info) == 0 else {
                    unlisted.append((path, String(cString: strerror(errno))))
                    continue
                }
                paths.append(path)
                if (info.st_mode & S_IFMT) == S_IFDIR { pending.append(path) }
            }
        }
        return (paths, unlisted)
    }
}
