import CTokensSystem
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The only stage that writes. The build owns exactly the files its manifest (`.tokens-manifest`)
/// lists, and touches no other. A first build writes the whole tree into a staging folder beside
/// the output and renames it into place; a rebuild writes only the files that changed, through a
/// journal (`JournaledWrite`, `OutputJournal`): any error before its commit leaves the output byte
/// for byte as it was, and a build killed after it is completed by the next one. No symbolic link
/// inside the output is followed, for reading, writing or removing.
public struct OutputWriter {
    /// The list of files the last build generated, inside the output folder.
    public static let manifestName = ".tokens-manifest"

    /// What a write did.
    public struct Report: Sendable, Equatable {
        public var written: [String] = []
        public var unchanged: [String] = []
        public var removed: [String] = []
        /// Every file's size, time and hash, and the manifest's size and time, for the stamp: the
        /// next build compares with them instead of reading a file that is still as written. A file
        /// left as it was has the state found when it was compared; one written, its state once in
        /// place (`takeStates`).
        public var outputs: [String: BuildStamp.Output] = [:]
        /// The files' paths as the manifest lists them (sorted), for the stamp to list its outputs
        /// in without sorting them again.
        public var listing: [String] = []

        /// A file as it is not yet known: as if no file had it (size -1), so that a stamp that kept
        /// it would make the next build write the file again.
        static let unknown = BuildStamp.State(size: -1, time: 0)

        /// Records `path`'s hash, and its state when known.
        mutating func note(_ path: String, hash: UInt64?, state: BuildStamp.State = unknown) {
            outputs[path] = BuildStamp.Output(state: state, hash: hash)
        }

        /// Takes the size and time of `paths` (the files just written) and of the manifest, inside
        /// `folder`, on every core (all 20,000 after a first build at 30,000 tokens, two after an edit).
        mutating func takeStates(of paths: [String], in folder: String) {
            let paths = paths + [OutputWriter.manifestName]
            let opened = OpenFolder(folder)
            let found = Parallel.map(paths, minimum: 512) { BuildStamp.state(of: $0, in: opened) }
            for (path, state) in zip(paths, found) {
                outputs[path, default: BuildStamp.Output(state: Self.unknown, hash: nil)].state = state ?? Self.unknown
            }
        }
    }

    /// Writes `files` under `folder`. `protected` are the token folder and config file, which the
    /// output may not be, hold, or lie inside; `force` lets the build write into a folder of files
    /// it did not make (no manifest). On any error nothing is changed. With `removingStagingLater`,
    /// the files a rebuild replaced are deleted on another thread after it returns: the caller
    /// calls `finishRemovals()` before it ends.
    public static func write(
        _ files: [GeneratedFile], to folder: String, force: Bool = false,
        protecting protected: [String] = [], stamp: BuildStamp? = nil, states: OutputStates? = nil,
        removingStagingLater: Bool = false
    ) -> (report: Report?, diagnostics: Diagnostics) {
        var diagnostics = Diagnostics()
        for file in files where !isSafe(file.path) {
            diagnostics.report(
                .unsafeOutputPath,
                "The generated path '\(file.path)' would leave the output folder '\(folder)'; nothing was written. Rename the token that produces it.",
                at: nil)
        }
        for (first, second) in collisions(files.map(\.path)) {
            diagnostics.report(
                .outputPathCollision,
                "'\(first)' and '\(second)' differ only in letter case or Unicode form: on a Mac, where such names are one file, one would replace the other. Nothing was written; rename one of the tokens behind them.",
                at: nil)
        }
        guard !diagnostics.hasErrors else { return (nil, diagnostics) }
        do {
            let report = try Plan(
                files: files, folder: FilePath.normalize(folder), force: force, protected: protected, stamp: stamp,
                states: states,
                removesStagingLater: removingStagingLater
            ).run()
            return (report, diagnostics)
        } catch let refusal as Refusal {
            diagnostics.report(refusal.code, refusal.message, at: nil)
        } catch {
            diagnostics.report(
                .writeFailed,
                "Writing into '\(folder)' failed: \(FileProblem.reason(error, path: folder)). Nothing in it was changed.",
                at: nil)
        }
        // A write that failed because a signal's handler took its staging folder away is not an
        // error to report: the handler is finishing and exits 128 + the signal.
        Interruption.holdIfExiting()
        return (nil, diagnostics)
    }

    /// Waits until the files replaced by writes made with `removingStagingLater` are deleted.
    public static func finishRemovals() { StagingRemoval.finish() }

    /// A reason not to write, for the person running the build.
    struct Refusal: Error {
        var code: DiagnosticCode
        var message: String
    }

    /// Writes one file outside any manifest (`tokens report --output FILE`): only when its bytes
    /// changed, atomically. Returns true when it wrote.
    public static func writeFile(_ bytes: [UInt8], to path: String) throws -> Bool {
        // A folder's name (`out/`, or an existing folder) is refused before any folder is made.
        var isFolder: ObjCBool = false
        if path.hasSuffix("/")
            || FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
        {
            throw NSError(
                domain: NSPOSIXErrorDomain, code: Int(EISDIR),
                userInfo: [
                    NSLocalizedDescriptionKey: "it names a folder, not a file; give the path of the file to write"
                ])
        }
        if FileIO.holds(bytes, at: path) { return false }
        let folder = FilePath.directory(of: path)
        try FileManager.default.createDirectory(
            atPath: folder.isEmpty ? "." : folder, withIntermediateDirectories: true)
        OutputGuard.removeLeftovers(of: path, temporaryFilesIn: [folder.isEmpty ? "." : folder])
        try FileIO.atomicWrite(bytes, to: path)
        return true
    }

    /// Relative, `/`-separated, no empty, `.` or `..` component, no backslash or NUL. Read by
    /// byte: splitting 20,000 paths into substrings took 30 ms of a one-edit build.
    static func isSafe(_ path: String) -> Bool {
        let (slash, dot) = (UInt8(ascii: "/"), UInt8(ascii: "."))
        var path = path
        return path.withUTF8 { bytes in
            var start = 0
            for index in 0...bytes.count {
                let byte = index < bytes.count ? bytes[index] : slash
                if byte == UInt8(ascii: "\\") || byte == 0 { return false }
                guard byte == slash else { continue }
                // The component from `start` up to this slash (or the end): not empty, `.` or `..`.
                let length = index - start
                if length == 0 || (length <= 2 && bytes[start] == dot && (length == 1 || bytes[start + 1] == dot)) {
                    return false
                }
                start = index + 1
            }
            return true
        }
    }

    /// Pairs of paths that name one file where names are compared without case and after Unicode
    /// normalization (macOS's default file systems), each pair once.
    static func collisions(_ paths: [String]) -> [(String, String)] {
        // An ASCII name folds by its letters alone, byte by byte; only others need Unicode's
        // normalization, which took a tenth of a second over 20,000 colorset names. Folded on every
        // core: the names are 20,000 new strings at 30,000 tokens.
        let keys = Parallel.map(paths, minimum: 2_048) {
            asciiLowercased($0) ?? $0.precomposedStringWithCanonicalMapping.lowercased()
        }
        var seen: [String: String] = [:]
        seen.reserveCapacity(paths.count)
        var pairs: [(String, String)] = []
        for (path, key) in zip(paths, keys) {
            if let other = seen[key], !other.utf8.elementsEqual(path.utf8) {
                pairs.append((other, path))
            } else {
                seen[key] = path
            }
        }
        return pairs
    }

    /// `path` with `A`–`Z` lowered, or nil when it is not all ASCII.
    static func asciiLowercased(_ path: String) -> String? {
        var path = path
        return path.withUTF8 { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return String(unsafeUninitializedCapacity: bytes.count) { buffer in
                for (index, byte) in bytes.enumerated() { buffer[index] = ASCIICamel.lower(byte) }
                return bytes.count
            }
        }
    }

    /// The files a manifest lists, each as its bytes say (no two names merged by Unicode equivalence).
    static func manifest(_ bytes: [UInt8]) -> [String] {
        bytes.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with each file and its bytes, in order. Deferred files are made a batch at a
    /// time on every core, so only one batch of their bytes is in memory at once.
    static func withContents(of files: [GeneratedFile], _ body: (GeneratedFile, FileBytes) throws -> Void) rethrows {
        let nothing = { (_: GeneratedFile, _: FileBytes) in true }
        try withContents(of: files, also: nothing) { file, bytes, _ in try body(file, bytes) }
    }

    /// `withContents(of:_:)`, with `also` of each file worked out beside its bytes on every core
    /// (what only reads: its hash, whether the output already holds it).
    static func withContents<Extra: Sendable>(
        of files: [GeneratedFile], also extra: (GeneratedFile, FileBytes) -> Extra,
        _ body: (GeneratedFile, FileBytes, Extra) throws -> Void
    ) rethrows {
        let batch = 1_024
        for start in stride(from: 0, to: files.count, by: batch) {
            let slice = Array(files[start..<min(start + batch, files.count)])
            let made = Parallel.map(slice, minimum: 64) { file -> (FileBytes, Extra) in
                let contents = file.fileBytes
                return (contents, extra(file, contents))
            }
            for (file, (bytes, found)) in zip(slice, made) { try body(file, bytes, found) }
        }
    }
}

extension DiagnosticCode {
    /// The output folder is one the build must not write into (`/`, the home folder, the token
    /// folder or one holding it, a folder of someone's own files without `--force`).
    public static let unsafeOutputFolder: DiagnosticCode = "write.unsafe-output"
    /// Two generated paths that are one file on a case-insensitive file system.
    public static let outputPathCollision: DiagnosticCode = "write.path-collision"
}
