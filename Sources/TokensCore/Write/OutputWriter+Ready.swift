extension OutputWriter.JournaledWrite {
    /// A file's hash, and its output's state when that already holds it.
    struct Found {
        var hash: UInt64
        var unchanged: BuildStamp.State?
    }

    /// The plan positions of the files the comparing loop found written and unchanged, in order.
    struct Places {
        var written: [Int] = []
        var unchanged: [Int] = []
    }

    /// `file` compared with its output and, when it changed, written into the staging folder
    /// (made now if no file made it yet): on another thread, beside the colorsets.
    func stageReady(_ file: GeneratedFile) -> Result<Found, any Error> {
        let contents = file.fileBytes
        let hash = contents.hash
        if let state = unchanged(file.path, contents, hash: hash) {
            return .success(Found(hash: hash, unchanged: state))
        }
        return Result {
            try staging.make()
            var folders = OutputWriter.StagingFolders(root: staging.path)
            try folders.make(FilePath.directory(of: file.path))
            try FileIO.writeNew(contents, to: staging.path + "/" + file.path)
            return Found(hash: hash, unchanged: nil)
        }
    }

    /// The ready files' results (`stageReady`, of the plan's files at `positions`) taken into the
    /// report and the journal, in plan order among the others (`places`): an error staging one,
    /// or something in the way of its output, stops the write as it would have in the loop. With
    /// `limit`, only the files before that position (the comparing loop failed there).
    func take(
        _ results: [Result<Found, any Error>], at positions: [Int], before limit: Int = .max, places: Places,
        into report: inout OutputWriter.Report, journal: inout OutputJournal?, checker: inout PathChecker
    ) throws {
        var written: [(position: Int, path: String)] = []
        var unchanged: [(position: Int, path: String)] = []
        for (position, result) in zip(positions, results) where position < limit {
            let path = plan.files[position].path
            let found = try result.get()
            if let state = found.unchanged {
                report.note(path, hash: found.hash, state: state)
                unchanged.append((position, path))
                continue
            }
            report.note(path, hash: found.hash)
            if let (part, entry) = checker.obstacle(to: path) { throw plan.obstacle(part, entry) }
            // Its staging made the staging folder, if the comparing loop had not.
            if journal == nil { journal = OutputJournal(staging: staging.path) }
            journal?.moves.append(OutputJournal.Move(staged: path, path: path, hash: found.hash))
            written.append((position, path))
        }
        report.written = Self.merged(report.written, at: places.written, with: written)
        report.unchanged = Self.merged(report.unchanged, at: places.unchanged, with: unchanged)
    }

    /// `paths` (at plan `positions`, ascending) with `more` put among them by position.
    static func merged(_ paths: [String], at positions: [Int], with more: [(position: Int, path: String)]) -> [String] {
        guard !more.isEmpty else { return paths }
        var result: [String] = []
        result.reserveCapacity(paths.count + more.count)
        var next = 0
        for (position, path) in zip(positions, paths) {
            while next < more.count, more[next].position < position {
                result.append(more[next].path)
                next += 1
            }
            result.append(path)
        }
        result += more[next...].map(\.path)
        return result
    }
}
