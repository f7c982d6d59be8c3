import CTokensSystem
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension OutputWriter {
    /// One write: checks, then a fresh tree renamed into place, or the changed files journaled in.
    struct Plan {
        let files: [GeneratedFile]
        /// The output folder as given (normalized).
        let folder: String
        let force: Bool
        let protected: [String]
        /// The last build's stamp, whose output hashes spare reading unchanged files.
        var stamp: BuildStamp?
        /// The states of the stamp's outputs, taken since the build began (`OutputStates`); nil:
        /// each file is looked at as it is compared.
        var states: OutputStates?
        /// The staging folder of a rebuild is deleted on another thread; the caller waits with
        /// `OutputWriter.finishRemovals()`.
        var removesStagingLater = false

        func run() throws -> Report {
            // The output folder itself may be a link (the user's choice of place): its target is used.
            let real = OutputGuard.resolved(folder)
            // A killed build's committed changes are completed first; its uncommitted leftovers go.
            try OutputJournal.recover(real)
            OutputGuard.removeLeftovers(of: real)
            var info = stat()
            var target = stat()
            if lstat(folder, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK, stat(folder, &target) != 0 {
                let loops = errno == ELOOP
                throw Refusal(
                    code: .unsafeOutputFolder,
                    message:
                        "The output '\(folder)' is \(FileProblem.link(folder) ?? "a symbolic link that cannot be followed"); nothing was written. \(loops ? "Point the link at a folder" : "Create that folder"), or choose another with --output."
                )
            }
            guard lstat(real, &info) == 0 else {
                guard errno == ENOENT || errno == ENOTDIR else {
                    throw FileIO.error("cannot read \(folder)", path: folder)
                }
                return try writeFresh(real)
            }
            guard (info.st_mode & S_IFMT) == S_IFDIR else {
                throw Refusal(
                    code: .unsafeOutputFolder,
                    message:
                        "The output '\(folder)' is a file, not a folder; nothing was written. Choose a folder with --output."
                )
            }
            try refuseProtected(real)
            var checker = PathChecker(root: real)
            var previous: [UInt8]?
            if checker.entry(manifestName) == .file {
                previous = FileIO.contentsNoFollow(of: real + "/" + manifestName)
            }
            if previous == nil, !force, try !PathChecker.isEmptyFolder(real) {
                throw Refusal(
                    code: .unsafeOutputFolder,
                    message:
                        "The output folder '\(folder)' already holds files that tokens did not write (it has no \(manifestName)); nothing was written. Choose an empty or new folder with --output, or pass --force to let tokens write there (it then owns only the files it writes)."
                )
            }
            return try JournaledWrite(
                plan: self, real: real, previousManifest: previous ?? [], stamp: stamp, states: states?.taken
            ).run()
        }

        /// The refusal for a path the build would write or remove through something it must not follow or replace.
        func obstacle(_ part: String, _ entry: PathChecker.Entry) -> Refusal {
            let what: String
            switch entry {
            case .link(let target): what = "a symbolic link (to '\(target)')"
            case .file: what = "a file where the build needs a folder"
            case .folder: what = "a folder where the build writes a file"
            case .other: what = "a special file"
            }
            return Refusal(
                code: .unsafeOutputPath,
                message:
                    "'\(part)' in the output folder '\(folder)' is \(what); tokens writes and removes only inside its output folder, so nothing was written. Replace it with a plain folder, or point --output at the real folder."
            )
        }

        func refuseProtected(_ real: String) throws {
            if let reason = OutputGuard.refusal(of: real, protected: protected) {
                throw Refusal(
                    code: .unsafeOutputFolder,
                    message:
                        "The output folder '\(folder)' is not a place tokens may write: \(reason). Nothing was written; choose another folder with --output."
                )
            }
        }

        /// A first build: the whole tree written into a staging folder beside the output and renamed
        /// into place, so the output folder never exists half-written.
        func writeFresh(_ real: String) throws -> Report {
            try refuseProtected(real)
            try makeFolders(FilePath.directory(of: real))
            let folder = StagingFolder(for: real)
            let staging = folder.path
            defer { Interruption.forget(staging) }
            try folder.make()
            var report = Report(written: files.map(\.path), unchanged: [], removed: [])
            report.outputs.reserveCapacity(files.count + 1)
            do {
                var folders = StagingFolders(root: staging)
                try withContents(of: files) { file, contents in
                    try folders.make(FilePath.directory(of: file.path))
                    try FileIO.writeNew(contents, to: staging + "/" + file.path)
                    report.note(file.path, hash: contents.hash)
                }
                report.listing = report.written.sorted()
                try FileIO.writeNew(Self.manifestBytes(sorted: report.listing), to: staging + "/" + manifestName)
                // Uninterrupted: a signal must not remove the folder while it becomes the output.
                let moved = Interruption.uninterrupted {
                    let moved = rename(staging, real) == 0
                    if moved { Interruption.forget(staging) }
                    return moved
                }
                guard moved else { throw FileIO.error("cannot move the staging folder into place") }
            } catch {
                OutputGuard.removeTree(staging)
                throw error
            }
            report.takeStates(of: report.written, in: real)
            return report
        }

        /// `mkdir -p`, saying in words which part is in the way when one is not a folder.
        func makeFolders(_ path: String) throws {
            var prefix = path.hasPrefix("/") ? "" : "."
            for name in path.split(separator: "/") {
                prefix += "/" + name
                if mkdir(prefix, 0o755) == 0 || errno == EEXIST {
                    var info = stat()
                    guard stat(prefix, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
                        throw Refusal(
                            code: .unsafeOutputFolder,
                            message:
                                "'\(prefix)' is a file, so the output folder '\(folder)' cannot be made inside it; nothing was written. Choose another folder with --output."
                        )
                    }
                    continue
                }
                throw FileIO.error("cannot create the folder \(prefix)", path: prefix)
            }
        }

        /// The manifest listing `sorted` (the files' paths, sorted).
        static func manifestBytes(sorted: [String]) -> [UInt8] {
            Array((sorted.joined(separator: "\n") + "\n").utf8)
        }
    }

    /// `mkdir -p` inside a staging folder this build made (nothing in it is a link it did not make).
    struct StagingFolders {
        let root: String
        private var made: Set<String> = [""]

        init(root: String) { self.root = root }

        mutating func make(_ relative: String) throws {
            guard !made.contains(relative) else { return }
            // Not NSString's deletingLastPathComponent, which traps on a one-letter name ("d").
            try make(FilePath.directory(of: relative))
            guard mkdir(root + "/" + relative, 0o755) == 0 || errno == EEXIST else {
                throw FileIO.error("cannot create the folder \(root)/\(relative)", path: root + "/" + relative)
            }
            made.insert(relative)
        }
    }
}
