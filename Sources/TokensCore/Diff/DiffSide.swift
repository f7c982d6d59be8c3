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
    }

    /// `side` as a folder when one exists at that path, else as a revision of the git repository
    /// that holds `tokens` (the token folder's path in the work tree, which need not exist there).
    public static func open(_ side: String, tokens: String) throws(Failure) -> DiffSide {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: side, isDirectory: &isDirectory), isDirectory.boolValue {
            return DiffSide(label: side, folder: side, temporary: nil)
        }
        let absolute = URL(fileURLWithPath: tokens).standardizedFileURL.path
        var start = absolute
        while !FileManager.default.fileExists(atPath: start), start != "/" { start = FilePath.directory(of: start) }
        guard case (0, let top, _) = git(["-C", start, "rev-parse", "--show-toplevel"]) else {
            throw Failure(
                message:
                    "'\(side)' is no folder, and '\(tokens)' is in no git repository to read a revision from; pass a token folder or run tokens diff inside the repository."
            )
        }
        let root = URL(fileURLWithPath: top.trimmingCharacters(in: .whitespacesAndNewlines)).resolvingSymlinksInPath()
            .path
        let resolved = URL(fileURLWithPath: absolute).resolvingSymlinksInPath().path
        guard resolved == root || resolved.hasPrefix(root + "/") else {
            throw Failure(message: "'\(tokens)' is outside the repository at \(root).")
        }
        let relative = resolved == root ? "." : String(resolved.dropFirst(root.count + 1))
        guard case (0, _, _) = git(["-C", root, "rev-parse", "--verify", "--quiet", side + "^{commit}"]) else {
            throw Failure(message: "'\(side)' is neither a folder nor a revision of the repository at \(root).")
        }
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
            throw Failure(message: "A temporary folder for \(side) cannot be made: \(error.localizedDescription)")
        }
        guard case (0, _, _) = run("/usr/bin/env", ["tar", "-xf", archive, "-C", temporary]) else {
            throw Failure(message: "The token folder of \(side) cannot be unpacked (tar failed).")
        }
        return DiffSide(label: side, folder: FilePath.join(temporary, relative), temporary: temporary)
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
        do { try process.run() } catch { return (-1, "", "\(error)") }
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }
}
