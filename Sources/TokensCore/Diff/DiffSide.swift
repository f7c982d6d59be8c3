import Foundation

/// One side of `tokens diff`: a token folder on disk, or a git revision whose token folder is
/// read with `git archive` into a temporary folder, never touching the work tree or the index.
public struct DiffSide: Sendable {
    /// What the user wrote (`main`, `HEAD~1`, `old/tokens`).
    public let label: String
    /// The token folder to build.
    public let folder: String
    /// The temporary folder a revision was read into; removed by `cleanUp()`.
    let temporary: String?

    /// A token folder as it is on disk.
    public init(label: String, folder: String) {
        self.init(label: label, folder: folder, temporary: nil)
    }

    init(label: String, folder: String, temporary: String?) {
        self.label = label
        self.folder = folder
        self.temporary = temporary
    }

    /// Why a side cannot be read, in words for the person who typed it.
    public struct Failure: Error, Sendable {
        public let message: String
        /// `diff.side`, or `diff.unsafe-link` for a link that leaves the side's folder.
        public var code: DiagnosticCode = .diffSide
    }

    /// `side` as a folder when it is written as a path (`./x`, `../x`, `/x`, or `isFolder`, from
    /// `--base-folder`), else as a revision of the git repository that holds `tokens` (the token
    /// folder's path in the work tree, which need not exist there). A bare name that is both a
    /// revision and a folder (a committed folder `origin/main/` beside the branch) is an error
    /// naming both, never silently the folder. Links in the side that leave its folder (the
    /// repository, for a revision or a folder in one) are refused, never read. A side that starts
    /// with `-` is refused: no revision does, and it would reach git as an option.
    public static func open(_ side: String, tokens: String, isFolder: Bool = false) throws(Failure) -> DiffSide {
        if side.hasPrefix("-") {
            throw Failure(
                message:
                    "'\(side)' starts with '-', so it is compared as neither a revision nor a folder: no git revision starts with '-', and passed on it would be read as an option. Write ./\(side) for a folder of that name.",
                code: .diffOptionLikeSide)
        }
        var isDirectory: ObjCBool = false
        let folderExists =
            FileManager.default.fileExists(atPath: side, isDirectory: &isDirectory) && isDirectory.boolValue
        if isFolder || isPath(side) {
            guard folderExists else { throw Failure(message: "'\(side)' is no folder.") }
            return try folder(side, label: side)
        }
        // The token folder in the work tree, a link out of its repository (into another one, whose
        // history would be read): refused before any git command runs.
        if case .failure(let refusal) = TokenRoot.open(tokens) {
            throw Failure(message: refusal.message, code: .fileOutsideRoot)
        }
        let absolute = URL(fileURLWithPath: tokens).standardizedFileURL.path
        let root = repositoryRoot(of: absolute)
        let isRevision = root.map { revisionExists(side, in: $0) } ?? false
        switch (isRevision, folderExists) {
        case (true, true):
            throw Failure(
                message:
                    "'\(side)' is both a revision of the repository at \(root ?? "") and a folder here, so it is not clear which to compare. Write ./\(side) (or --base-folder) for the folder, or \(side)^0 for the revision."
            )
        case (false, true):
            return try folder(side, label: side)
        case (false, false):
            guard let root else {
                throw Failure(
                    message:
                        "'\(side)' is no folder, and '\(tokens)' is in no git repository to read a revision from; pass a token folder or run tokens diff inside the repository."
                )
            }
            throw Failure(message: "'\(side)' is neither a folder nor a revision of the repository at \(root).")
        case (true, false):
            break
        }
        guard let root else { throw Failure(message: "'\(tokens)' is in no git repository.") }
        let resolved = URL(fileURLWithPath: absolute).resolvingSymlinksInPath().path
        guard resolved == root || resolved.hasPrefix(root + "/") else {
            throw Failure(message: "'\(tokens)' is outside the repository at \(root).")
        }
        let relative = resolved == root ? "." : String(resolved.dropFirst(root.count + 1))
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tokens-diff-\(UUID().uuidString)"
        ).path
        let archive = temporary + ".tar"
        defer { try? FileManager.default.removeItem(atPath: archive) }  // the archive is only a step
        let (status, _, problem) = git(["-C", root, "archive", "--format=tar", "-o", archive, side, "--", relative])
        guard status == 0 else {
            throw Failure(
                message:
                    "'\(relative)' is not in \(side): \(problem.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        do {
            try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        } catch {
            throw Failure(
                message:
                    "A temporary folder for \(side) cannot be made at \(temporary): \(FileProblem.reason(error, path: temporary)). Set TMPDIR to a folder that can be written."
            )
        }
        guard case (0, _, _) = run("/usr/bin/env", ["tar", "-xf", archive, "-C", temporary]) else {
            throw Failure(message: "The token folder of \(side) cannot be unpacked (tar failed).")
        }
        let opened = DiffSide(label: side, folder: FilePath.join(temporary, relative), temporary: temporary)
        // The token folder itself, committed as a link out of the revision: refused, nothing read.
        if case .failure(let refusal) = TokenRoot.open(opened.folder, within: temporary) {
            opened.cleanUp()
            throw Failure(
                message: refusal.message.replacingOccurrences(of: temporary + "/", with: side + ":")
                    .replacingOccurrences(of: "'\(temporary)'", with: "'\(side)'"),
                code: .fileOutsideRoot)
        }
        do {
            try checkLinks(
                in: opened.folder, root: temporary, describe: { "\(side):\($0.dropFirst(temporary.count + 1))" })
        } catch {
            opened.cleanUp()
            throw error
        }
        return opened
    }

    /// The working tree's token folder (or any folder on disk) as a side, its links checked
    /// against the repository that holds it (else the folder itself).
    public static func folder(_ path: String, label: String) throws(Failure) -> DiffSide {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let root = repositoryRoot(of: absolute) ?? URL(fileURLWithPath: absolute).resolvingSymlinksInPath().path
        try checkLinks(in: absolute, root: root, describe: { $0 })
        return DiffSide(label: label, folder: path, temporary: nil)
    }

    /// True for a side written as a path rather than a revision name.
    static func isPath(_ side: String) -> Bool {
        side == "." || side == ".." || side.hasPrefix("/") || side.hasPrefix("./") || side.hasPrefix("../")
            || side.hasPrefix("~")
    }

    /// The top of the git work tree that holds `path` (which need not exist), links resolved.
    static func repositoryRoot(of path: String) -> String? {
        var start = path
        while !FileManager.default.fileExists(atPath: start), start != "/" { start = FilePath.directory(of: start) }
        guard case (0, let top, _) = git(["-C", start, "rev-parse", "--show-toplevel"]) else { return nil }
        return URL(fileURLWithPath: top.trimmingCharacters(in: .whitespacesAndNewlines)).resolvingSymlinksInPath().path
    }

    /// True when `side` names a commit of the repository at `root`.
    static func revisionExists(_ side: String, in root: String) -> Bool {
        guard !side.hasPrefix("-") else { return false }
        if case (0, _, _) = git([
            "-C", root, "rev-parse", "--verify", "--quiet", "--end-of-options", side + "^{commit}",
        ]) {
            return true
        }
        return false
    }

    /// Refuses every symbolic link under `folder` whose target (followed through other links) is
    /// not inside `root`: a committed `tokens/brand.json -> /home/me/credentials.json` is never read.
    static func checkLinks(in folder: String, root: String, describe: (String) -> String) throws(Failure) {
        let rootPath = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return }
        while let relative = enumerator.nextObject() as? String {
            let path = folder + "/" + relative
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)  // unreadable: no link to refuse
            guard attributes?[.type] as? FileAttributeType == .typeSymbolicLink else { continue }
            let link = try? FileManager.default.destinationOfSymbolicLink(atPath: path)  // only named in the message
            let target = link ?? "?"
            let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
            if resolved == rootPath || resolved.hasPrefix(rootPath + "/") { continue }
            throw Failure(
                message:
                    "'\(describe(path))' is a symbolic link to '\(target)', outside \(root == folder ? "the folder" : "the repository"): tokens diff reads no file through a link that leaves it. Commit the file itself, or a link inside the repository.",
                code: .diffUnsafeLink)
        }
    }

    /// Removes the folder a revision was read into.
    public func cleanUp() {
        guard let temporary else { return }
        try? FileManager.default.removeItem(atPath: temporary)  // a leftover is harmless
    }

    static func git(_ arguments: [String]) -> (Int32, String, String) { run("/usr/bin/env", ["git"] + arguments) }

    /// Runs a program; its status, standard output and standard error (status -1 when it cannot start).
    static func run(_ program: String, _ arguments: [String]) -> (Int32, String, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        do { try process.run() } catch {
            return (-1, "", "\(program) cannot be started: \(FileProblem.reason(error, path: program))")
        }
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }
}
