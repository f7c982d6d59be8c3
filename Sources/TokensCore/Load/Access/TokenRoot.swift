#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way token inputs are read: every file a build, an audit or a diff opens (token files,
/// `$ref` targets, resolver sources, Tokens Studio themes and sets, Theo imports, Momentum
/// manifests, targets and folders, the config beside the tokens) is looked up and read through a
/// `TokenRoot`, and lies inside it.
///
/// A path is refused, and nothing is read, when it is written as an absolute path, when its `..`
/// leave the root, or when a symbolic link at any of its components (the root itself included)
/// leads out of the root. The root itself must lie inside its boundary: the git work tree that
/// holds it (a folder with `.git`), or the tree a `tokens diff` revision was unpacked into. So a
/// pull request can make `tokens diff` read only what the pull request itself holds.
public struct TokenRoot: Sendable, Hashable {
    /// The folder reads are confined to, as given (the paths loaders build and print start with it).
    public let folder: String
    /// `folder` with every symbolic link resolved: each file read resolves inside it.
    let resolved: String
    /// The folder the process was in when the root was made, which relative paths start from.
    let here: String

    /// A refused path: what to tell the person who wrote it.
    public struct Refusal: Error, Sendable, Equatable {
        public let message: String
    }

    /// The root for the token folder (or lone token file) at `path`, checked against `boundary`
    /// (nil: the git work tree that holds it, when there is one). Refused when `path`, or a link
    /// on the way to it, leads out of the boundary; a path that does not exist is no refusal (the
    /// loader says it is missing).
    public static func open(_ path: String, within boundary: String? = nil) -> Result<TokenRoot, Refusal> {
        let folder = isFolder(path) || !exists(path) ? path : FilePath.directory(of: path)
        let root = TokenRoot(folder: folder.isEmpty ? "." : folder)
        guard exists(path) else { return .success(root) }
        let limit = boundary ?? workTree(holding: absolute(root.folder))
        guard let limit, let fence = realPath(limit) else { return .success(root) }
        guard let real = realPath(path), inside(real, fence) else {
            let target = realPath(path) ?? "?"
            return .failure(
                Refusal(
                    message:
                        "The token folder '\(path)' leads to '\(target)', outside \(boundary == nil ? "the repository" : "the revision") at '\(limit)' (through a symbolic link); tokens reads no token file outside it. Commit the files themselves, or pass the folder's real path with --tokens."
                ))
        }
        return .success(root)
    }

    /// The root for one file named on the command line or found beside the tokens (the config, the
    /// waiver baseline): the repository that holds it, which the file, links followed, must lie
    /// inside. Outside any repository (no pull request to come from) the file is read where its
    /// links lead.
    static func around(file path: String) -> Result<TokenRoot, Refusal> {
        let folder = FilePath.directory(of: path)
        guard let tree = workTree(holding: absolute(folder.isEmpty ? "." : folder)) else {
            return .success(TokenRoot(folder: "/"))
        }
        let root = TokenRoot(folder: tree)
        guard let real = realPath(path), !inside(real, root.resolved) else { return .success(root) }
        return .failure(
            Refusal(
                message:
                    "'\(Printable.escaped(path))' is a symbolic link to '\(Printable.escaped(real))', outside the repository at '\(tree)'; tokens reads no file through a link that leaves it. Commit the file itself."
            ))
    }

    /// A root that is `folder` itself, unchecked against any boundary (tests, the config's folder).
    public init(folder given: String) {
        let folder = given.isEmpty ? "." : given
        self.folder = folder
        here = Self.currentFolder()
        resolved = Self.realPath(folder) ?? Self.absolute(folder, from: here)
    }

    // MARK: - Locating what a file names

    /// The path of `written` (a file or folder named inside `file`, or inside the folder `file`
    /// when it ends in `/`), or why it is refused: an absolute path, `..` that leave the root, a
    /// remote address. Links are checked when the path is read.
    public func locate(_ written: String, from file: String) -> Result<String, Refusal> {
        if written.hasPrefix("/") || written.hasPrefix("~") || written.contains("://") || written.contains("\0")
            || written.hasPrefix("\\") || (written.count > 1 && written.dropFirst().first == ":")
        {
            return .failure(
                Refusal(
                    message:
                        "'\(Printable.escaped(written))' is an absolute path or an address; tokens reads only files inside the token folder '\(folder)', named relative to the file that names them."
                ))
        }
        let base = file.hasSuffix("/") ? String(file.dropLast()) : FilePath.directory(of: file)
        let path = FilePath.join(base, written)
        guard holds(path) else {
            return .failure(
                Refusal(
                    message:
                        "'\(Printable.escaped(written))' leads out of the token folder '\(folder)' (to '\(Printable.escaped(path))'); tokens reads only files inside it."
                ))
        }
        return .success(path)
    }

    /// True when `path`, written out (`..` folded, links not followed), lies inside the root.
    func holds(_ path: String) -> Bool {
        Self.inside(Self.absolute(path, from: here), Self.absolute(folder, from: here))
    }

    /// Why `path` may not be read, or nil when it lies inside the root with every link followed.
    /// A path that does not exist is inside when its written form is (reading it says it is missing).
    func refusal(of path: String) -> Refusal? {
        guard holds(path) else {
            return Refusal(
                message:
                    "'\(Printable.escaped(path))' is outside the token folder '\(folder)'; tokens reads no file there."
            )
        }
        guard let real = Self.realPath(path) else { return nil }
        guard Self.inside(real, resolved) else {
            return Refusal(
                message:
                    "'\(Printable.escaped(path))' is a symbolic link (or lies behind one) to '\(Printable.escaped(real))', outside the token folder '\(folder)'; tokens reads no file through a link that leaves it. Put the file itself in the token folder."
            )
        }
        return nil
    }

    // MARK: - Paths

    static func inside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }

    /// Every symbolic link in `path` followed, or nil when a part of it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `path` as an absolute path (from `here`, else the current folder), `.` and `..` folded.
    static func absolute(_ path: String, from here: String? = nil) -> String {
        if path.hasPrefix("/") { return FilePath.normalize(path) }
        return FilePath.join(here ?? currentFolder(), path)
    }

    static func currentFolder() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "/" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The nearest folder at or above `path` (written out, links not followed) that holds `.git`.
    static func workTree(holding path: String) -> String? {
        var folder = path
        while true {
            var info = stat()
            if lstat(folder + (folder == "/" ? "" : "/") + ".git", &info) == 0 { return folder }
            guard folder != "/", !folder.isEmpty else { return nil }
            folder = FilePath.directory(of: folder)
        }
    }

    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
