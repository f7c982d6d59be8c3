import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension OutputWriter {
    /// A rebuild of an output folder the build owns: only what changed is touched. Each file is
    /// compared with what is there (without reading it when the last build's stamp says it is as
    /// written and its hash is the new bytes'); changed files are written into a staging folder
    /// beside the output (the files already made on another thread, beside the colorsets:
    /// `OutputWriter+Ready`); then the journal (`OutputJournal`) is committed into the output folder and
    /// applied: each staged file renamed over its output file (one atomic step per file), stale
    /// generated files removed, the manifest last. The cost is the number of changed files, not
    /// the size of the tree; a reader sees each file old or new, and after a kill the next build
    /// completes the committed write first.
    struct JournaledWrite {
        let plan: Plan
        let real: String
        /// The last build's manifest (the files it lists), as read; empty when there is none.
        let previousManifest: [UInt8]
        /// The last build's record of its outputs (size, time and hash), where it had one.
        let stamp: BuildStamp?
        /// The states of the stamp's outputs, taken since the build began; nil: each file is
        /// looked at as it is compared.
        let states: [String: BuildStamp.State]?
        /// The output folder, held open while its files are compared.
        let folder: OpenFolder
        /// The staging folder, made by whichever thread stages the first changed file.
        let staging: StagingFolder

        init(
            plan: Plan, real: String, previousManifest: [UInt8], stamp: BuildStamp?,
            states: [String: BuildStamp.State]?
        ) {
            self.plan = plan
            self.real = real
            self.previousManifest = previousManifest
            self.stamp = stamp
            self.states = states
            folder = OpenFolder(real)
            staging = StagingFolder(for: real)
        }

        func run() throws -> Report {
            var report = Report()
            report.outputs.reserveCapacity(plan.files.count + 1)
            var checker = PathChecker(root: real)
            var journal: OutputJournal?
            var folders: StagingFolders?
            var made: Pending<[Result<Found, any Error>]>?
            var isCommitted = false
            defer {
                // The files already made may still be being staged after an error: waited for first.
                _ = made?.value
                // Once committed, the staging folder is the journal's: the next build completes it.
                if staging.isMade, !isCommitted { OutputGuard.removeTree(staging.path) }
                Interruption.forget(staging.path)
            }
            // The files whose bytes exist already (the constants, the 48 MB report at 30,000
            // tokens: few and large) are compared, and staged where they changed, on another
            // thread, while the colorsets are made and compared on every core.
            let readyAt = plan.files.indices.filter { !plan.files[$0].isDeferred }
            if !readyAt.isEmpty {
                let ready = readyAt.map { plan.files[$0] }
                made = Pending { ready.map(stageReady) }
            }
            // Each colorset's hash and whether its output already holds it are found on every core
            // (a stat, and a read where the stamp cannot tell); what changed is staged in order.
            let checked = { (file: GeneratedFile, contents: FileBytes) -> Found? in
                guard file.isDeferred else { return nil }
                let hash = contents.hash
                return Found(hash: hash, unchanged: unchanged(file.path, contents, hash: hash))
            }
            // Where in the plan each written and unchanged file is, for the ready files to join
            // them, and the file the comparing stopped at, if it failed.
            var places = Places()
            var position = -1
            // The paths are sorted for the manifest and the stamp beside the comparing, whose
            // serial steps leave a core free (20,000 paths at 30,000 tokens).
            let paths = plan.files.map(\.path)
            let (compared, sorted) = Parallel.both(
                {
                    Result {
                        try withContents(of: plan.files, also: checked) { file, contents, checked in
                            position += 1
                            guard let found = checked else { return }  // a ready file, compared beside
                            if let state = found.unchanged {
                                report.unchanged.append(file.path)
                                places.unchanged.append(position)
                                report.note(file.path, hash: found.hash, state: state)
                                return
                            }
                            report.note(file.path, hash: found.hash)
                            if let (part, entry) = checker.obstacle(to: file.path) { throw plan.obstacle(part, entry) }
                            try stage(contents, as: file.path, hash: found.hash, in: &journal, folders: &folders)
                            report.written.append(file.path)
                            places.written.append(position)
                        }
                    }
                }, { paths.sorted() })
            if case .failure(let failure) = compared {
                // A ready file before the one that failed, in the plan's order, fails first.
                if let made {
                    try take(
                        made.value, at: readyAt, before: position, places: places, into: &report, journal: &journal,
                        checker: &checker)
                }
                throw failure
            }
            if let made {
                try take(made.value, at: readyAt, places: places, into: &report, journal: &journal, checker: &checker)
            }
            report.listing = sorted
            let manifest = Plan.manifestBytes(sorted: sorted)
            var stale: [String] = []
            // A manifest as before lists the same files: none is stale and it stays as it is (an
            // edit's usual case). Another one is staged, and the files only the old one lists go.
            if manifest != previousManifest {
                let produced = Set(plan.files.map { ExactPath($0.path) })
                for path in OutputWriter.manifest(previousManifest)
                where !produced.contains(ExactPath(path)) && OutputWriter.isSafe(path) {
                    switch checker.entry(path) {
                    case nil: continue  // already gone
                    case .file?: stale.append(path)
                    case let entry?: throw damagedManifest(path, entry)
                    }
                }
                try stage(
                    FileBytes(manifest), as: manifestName, hash: BuildStamp.hash(of: manifest), in: &journal,
                    folders: &folders)
            }
            if journal == nil, !stale.isEmpty { journal = try newJournal() }
            guard var committed = journal else {
                report.takeStates(of: [], in: real)
                return report
            }
            committed.removals = stale
            // No stamp while outputs change: an interrupted build is never taken for a current one.
            BuildStamp.remove(from: real)
            try FileIO.writeNew(committed.bytes, to: committed.staging + "/" + OutputJournal.fileName)
            try Interruption.uninterrupted {
                guard rename(committed.staging + "/" + OutputJournal.fileName, real + "/" + OutputJournal.fileName) == 0
                else { throw FileIO.error("cannot commit the changes into \(real)") }
                isCommitted = true
                try committed.apply(in: real)
            }
            // The staging folder now holds the replaced files: deleted beside the rest of the build.
            StagingRemoval.remove(committed.staging, waiting: !plan.removesStagingLater)
            report.removed = stale.sorted()
            report.takeStates(of: report.written, in: real)
            return report
        }

        /// The output file at `path`'s size and time when it already holds `contents`, else nil.
        func unchanged(_ path: String, _ contents: FileBytes, hash: UInt64) -> BuildStamp.State? {
            let record = stamp?.outputs[path]
            // A file the stamp lists has its state taken already (none: no such file now); the
            // others are looked at now.
            let state: BuildStamp.State?
            if record != nil, let states {
                state = states[path]
            } else {
                state = BuildStamp.state(of: path, in: folder)
            }
            guard let state, state.size == Int64(contents.count) else { return nil }
            if let record, let recorded = record.hash, record.state == state {
                return recorded == hash ? state : nil
            }
            return FileIO.contentsNoFollow(of: real + "/" + path).map(contents.equals) == true ? state : nil
        }

        /// Writes `contents` into the staging folder (made on the first change) at `path`, with its
        /// folders: a name the file system refuses fails here, before anything in the output changes.
        func stage(
            _ contents: FileBytes, as path: String, hash: UInt64, in journal: inout OutputJournal?,
            folders: inout StagingFolders?
        ) throws {
            if journal == nil { journal = try newJournal() }
            guard var current = journal else { return }
            if folders == nil { folders = StagingFolders(root: current.staging) }
            try folders?.make(FilePath.directory(of: path))
            try FileIO.writeNew(contents, to: current.staging + "/" + path)
            current.moves.append(OutputJournal.Move(staged: path, path: path, hash: hash))
            journal = current
        }

        /// A journal with a new, empty staging folder beside the output (made on the first change).
        func newJournal() throws -> OutputJournal {
            try staging.make()
            return OutputJournal(staging: staging.path)
        }

        /// The refusal for a manifest that lists something tokens never writes (a folder, a link).
        func damagedManifest(_ path: String, _ entry: PathChecker.Entry) -> Refusal {
            let what: String
            switch entry {
            case .folder: what = "a folder"
            case .link(let target): what = "a symbolic link (to '\(target)')"
            case .file, .other: what = "not a file tokens writes"
            }
            return Refusal(
                code: .unsafeOutputPath,
                message:
                    "The manifest '\(plan.folder)/\(manifestName)' lists '\(path)', which is \(what): the manifest is damaged, so nothing was written. Delete '\(plan.folder)/\(manifestName)' and build again with --force (tokens then owns only the files it writes)."
            )
        }
    }
}

/// A path compared by its bytes: two names that are one string to Swift (`café` in NFC and in NFD)
/// are two files on Linux, and each is kept or removed on its own.
struct ExactPath: Hashable {
    let path: String
    init(_ path: String) { self.path = path }

    static func == (a: ExactPath, b: ExactPath) -> Bool { a.path.utf8.elementsEqual(b.path.utf8) }

    /// The bytes hashed at once (as an array of bytes they were hashed one by one, 20,000 paths a build).
    func hash(into hasher: inout Hasher) {
        var path = path
        path.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
