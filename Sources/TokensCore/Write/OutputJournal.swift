import CTokensSystem
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A rebuild's intent, written into the output folder as `.tokens-journal` when the new files are
/// ready (in the staging folder beside the output) and before any output file changes: which
/// staged file replaces which output file, and which stale generated files go. Renaming the
/// journal into the output folder is the commit. Applying it is idempotent, so a build killed
/// while applying it leaves a journal the next build applies before anything else: the tree is the
/// old one (no journal) or, after that, the new one. Paths are written in hexadecimal, so any byte
/// of a name survives.
struct OutputJournal: Equatable {
    static let fileName = ".tokens-journal"

    /// The staging folder the new files are in.
    var staging: String
    /// Each staged file (its name in the staging folder) and the output path it replaces.
    var moves: [Move] = []
    /// Stale generated files to remove (output paths).
    var removals: [String] = []

    struct Move: Equatable {
        var staged: String
        var path: String
        /// The hash of the staged file's bytes (`BuildStamp.hash`). Completing the journal after a
        /// kill, a file still at `staged` with other bytes is the old output file, swapped out by
        /// `apply` before the kill: it stays there. Nil in a journal of an earlier version, which
        /// is completed by renaming.
        var hash: UInt64?
    }

    /// The journal's text: a line per entry.
    var bytes: [UInt8] {
        var lines = ["t " + Self.hex(staging)]
        lines += moves.map {
            "m " + Self.hex($0.staged) + " " + Self.hex($0.path) + ($0.hash.map { " " + Self.hex(String($0)) } ?? "")
        }
        lines += removals.map { "r " + Self.hex($0) }
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// The journal in `bytes`; nil when it is not one (a journal cut short was never committed:
    /// it is written beside and renamed into place whole).
    static func parse(_ bytes: [UInt8]) -> OutputJournal? {
        var journal: OutputJournal?
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            let fields = line.split(separator: UInt8(ascii: " "))
            guard fields.count >= 2 else { return nil }
            let kind = String(decoding: fields[0], as: UTF8.self)
            let values = fields.dropFirst().compactMap { unhex($0).map { String(decoding: $0, as: UTF8.self) } }
            guard values.count == fields.count - 1 else { return nil }
            switch (kind, values.count) {
            case ("t", 1): journal = OutputJournal(staging: values[0])
            case ("m", 2): journal?.moves.append(Move(staged: values[0], path: values[1]))
            case ("m", 3):
                guard let hash = UInt64(values[2]) else { return nil }
                journal?.moves.append(Move(staged: values[0], path: values[1], hash: hash))
            case ("r", 1): journal?.removals.append(values[0])
            default: return nil
            }
        }
        return journal
    }

    /// Moves every staged file still in the staging folder to its place (making its folders),
    /// removes the stale files and the folders they leave empty, then the journal; the staging
    /// folder is left to the caller. Safe to run again after an interruption at any point, with
    /// `recovering`: a staged file whose bytes are not the new ones was swapped out already.
    func apply(in output: String, recovering: Bool = false) throws {
        var made: Set<String> = [""]
        for move in moves {
            let source = staging + "/" + move.staged
            var info = stat()
            guard lstat(source, &info) == 0 else { continue }  // moved already
            // Read back only when completing a killed build's journal: a few files, once.
            if recovering, let hash = move.hash, FileIO.contentsNoFollow(of: source).map(BuildStamp.hash(of:)) != hash {
                continue  // the old output file, swapped out before the kill
            }
            try Self.makeFolders(FilePath.directory(of: move.path), in: output, made: &made)
            let target = output + "/" + move.path
            if move.hash != nil, Self.swap(source, into: target) { continue }
            guard rename(source, target) == 0 else {
                throw FileIO.error("cannot move the new \(move.path) into \(output)")
            }
        }
        var emptied = Set<String>()
        for path in removals {
            var info = stat()
            if lstat(output + "/" + path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG {
                unlink(output + "/" + path)
            }
            var parent = FilePath.directory(of: path)
            while !parent.isEmpty {
                emptied.insert(parent)
                parent = FilePath.directory(of: parent)
            }
        }
        for folder in emptied.sorted(by: { $0.utf8.count > $1.utf8.count }) {
            rmdir(output + "/" + folder)  // fails, as it should, unless empty
        }
        unlink(output + "/" + Self.fileName)
    }

    /// Puts the new file at `source` in place of the regular file at `target` by swapping the two
    /// (`renameat2` with `RENAME_EXCHANGE`, `renamex_np` on Apple's systems): one atomic step, like
    /// a rename, after which the old file is at `source`. False where there is no regular file at
    /// `target` or the system cannot swap; the caller renames. On ext4 a rename over a file makes
    /// the kernel allocate the new file's blocks and free the old one's inside the call (25 ms for
    /// a 48 MB report); after a swap the old file is deleted with the staging folder, off the
    /// build's path (`StagingRemoval`). What came out is checked: a folder or link that took the
    /// file's place after the first check is swapped back, and the caller's rename refuses it.
    static func swap(_ source: String, into target: String) -> Bool {
        var info = stat()
        guard lstat(target, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
            tokens_exchange_paths(source, target) == 0
        else { return false }
        guard lstat(source, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            _ = tokens_exchange_paths(source, target)  // back as it was; the rename then fails on it
            return false
        }
        return true
    }

    /// Completes a write a build committed but did not finish (it was killed): called first, under
    /// the output's lock. A journal that cannot be read is left alone and said to be damaged.
    static func recover(_ output: String) throws {
        guard let bytes = FileIO.contentsNoFollow(of: output + "/" + fileName) else { return }
        guard let journal = parse(bytes), OutputGuard.isStagingFolder(journal.staging, of: output) else {
            throw OutputWriter.Refusal(
                code: .writeFailed,
                message:
                    "'\(output)/\(fileName)' is not a journal tokens wrote, so the last build's changes cannot be completed; nothing was written. Delete that file and build again."
            )
        }
        try journal.apply(in: output, recovering: true)
        OutputGuard.removeTree(journal.staging)
    }

    /// `mkdir -p` of `relative` inside `output` (refusing what is not a folder).
    private static func makeFolders(_ relative: String, in output: String, made: inout Set<String>) throws {
        guard !made.contains(relative) else { return }
        try makeFolders(FilePath.directory(of: relative), in: output, made: &made)
        let path = output + "/" + relative
        if mkdir(path, 0o755) != 0 {
            var info = stat()
            guard errno == EEXIST, lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
                throw FileIO.error("cannot create the folder \(path)", path: path)
            }
        }
        made.insert(relative)
    }

    private static func hex(_ text: String) -> String {
        var out = TextBuffer(reserving: text.utf8.count * 2)
        for byte in text.utf8 { out.hexByte(byte, uppercase: false) }
        return String(decoding: out.bytes, as: UTF8.self)
    }

    private static func unhex(_ text: ArraySlice<UInt8>) -> [UInt8]? {
        guard text.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        var index = text.startIndex
        while index < text.endIndex {
            guard let high = digit(text[index]), let low = digit(text[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        return bytes
    }

    private static func digit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x61...0x66: return byte - 0x61 + 10
        default: return nil
        }
    }
}
