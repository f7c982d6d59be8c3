#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The only stage that writes. Writes a file only when its bytes changed, each atomically (a
/// temporary file in the same folder, then a rename), removes the files it generated last time
/// that are no longer produced (listed in `.tokens-manifest`, and only those), and refuses any
/// path that would leave the output folder before writing anything.
public struct OutputWriter {
    /// The list of files the last build generated, inside the output folder.
    public static let manifestName = ".tokens-manifest"

    /// What a write did.
    public struct Report: Sendable, Equatable {
        public var written: [String] = []
        public var unchanged: [String] = []
        public var removed: [String] = []
    }

    /// Writes `files` under `folder`. On any unsafe path nothing is written.
    public static func write(_ files: [GeneratedFile], to folder: String) -> (report: Report?, diagnostics: Diagnostics) {
        var diagnostics = Diagnostics()
        for file in files where !isSafe(file.path) {
            diagnostics.report(.unsafeOutputPath, "The generated path '\(file.path)' would leave the output folder '\(folder)'; nothing was written. Rename the token that produces it.", at: nil)
        }
        guard !diagnostics.hasErrors else { return (nil, diagnostics) }
        if !FileManager.default.fileExists(atPath: folder), let report = writeFresh(files, to: folder) { return (report, diagnostics) }
        let manager = FileManager.default
        var report = Report()
        do {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            BuildStamp.remove(from: folder)
            let root = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
            let previous = manifest(in: folder)
            var folders = FolderMaker(root: folder, resolvedRoot: root)
            try withContents(of: files) { file, contents in
                let target = folder + "/" + file.path
                if FileIO.holds(contents, at: target) {
                    report.unchanged.append(file.path)
                    return
                }
                let parent = (file.path as NSString).deletingLastPathComponent
                guard try folders.make(parent) else {
                    diagnostics.report(.unsafeOutputPath, "'\(file.path)' resolves outside '\(folder)' through a symbolic link; it was not written.", at: nil)
                    return
                }
                try FileIO.atomicWrite(contents, to: target)
                report.written.append(file.path)
            }
            let produced = Set(files.map(\.path))
            for stale in previous.subtracting(produced).sorted() where isSafe(stale) {
                let target = folder + "/" + stale
                if manager.fileExists(atPath: target) {
                    try manager.removeItem(atPath: target)
                    report.removed.append(stale)
                    removeEmptyFolders(from: (target as NSString).deletingLastPathComponent, upTo: folder)
                }
            }
            let list = Array((produced.sorted().joined(separator: "\n") + "\n").utf8)
            if !FileIO.holds(list, at: folder + "/" + manifestName) {
                try FileIO.atomicWrite(list, to: folder + "/" + manifestName)
            }
        } catch {
            diagnostics.report(.writeFailed, "Writing into '\(folder)' failed: \(error.localizedDescription)", at: nil)
            return (nil, diagnostics)
        }
        return (report, diagnostics)
    }

    /// A first build: the whole tree is written into a staging folder beside `folder` and renamed
    /// into place in one step, so the output folder never exists half-written, and no file needs
    /// its own temporary copy (as fast as `cp -r`). Nil when that fails; the caller then writes
    /// file by file.
    static func writeFresh(_ files: [GeneratedFile], to folder: String) -> Report? {
        let normalized = FilePath.normalize(folder)
        let parent = (normalized as NSString).deletingLastPathComponent
        let staging = (parent.isEmpty ? "." : parent) + "/.\(FilePath.name(of: normalized)).tokens-staging-\(getpid())"
        do {
            try FileManager.default.createDirectory(atPath: parent.isEmpty ? "." : parent, withIntermediateDirectories: true)
            try? FileManager.default.removeItem(atPath: staging) // a leftover of a killed build with the same pid
            guard mkdir(staging, 0o755) == 0 else { return nil }
            var folders = FolderMaker(root: staging, resolvedRoot: URL(fileURLWithPath: staging).resolvingSymlinksInPath().path)
            try withContents(of: files) { file, contents in
                guard try folders.make((file.path as NSString).deletingLastPathComponent) else { throw FileIO.error("unsafe folder") }
                try FileIO.writeNew(contents, to: staging + "/" + file.path)
            }
            let list = Array((files.map(\.path).sorted().joined(separator: "\n") + "\n").utf8)
            try FileIO.writeNew(list, to: staging + "/" + manifestName)
            guard rename(staging, normalized) == 0 else { throw FileIO.error("cannot move the staging folder into place") }
        } catch {
            try? FileManager.default.removeItem(atPath: staging) // the file-by-file path reports what is wrong
            return nil
        }
        return Report(written: files.map(\.path), unchanged: [], removed: [])
    }

    /// Calls `body` with each file and its bytes, in order. Deferred files are made a batch at a
    /// time on every core, so only one batch of their bytes is in memory at once.
    static func withContents(of files: [GeneratedFile], _ body: (GeneratedFile, [UInt8]) throws -> Void) rethrows {
        let batch = 1_024
        for start in stride(from: 0, to: files.count, by: batch) {
            let slice = Array(files[start..<min(start + batch, files.count)])
            let contents = Parallel.map(slice, minimum: 64) { $0.contents }
            for (file, bytes) in zip(slice, contents) { try body(file, bytes) }
        }
    }

    /// Writes one file outside any manifest (`tokens report --output FILE`): only when its bytes
    /// changed, atomically. Returns true when it wrote.
    public static func writeFile(_ bytes: [UInt8], to path: String) throws -> Bool {
        if FileIO.holds(bytes, at: path) { return false }
        let folder = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder.isEmpty ? "." : folder, withIntermediateDirectories: true)
        try FileIO.atomicWrite(bytes, to: path)
        return true
    }

    /// Relative, `/`-separated, no empty, `.` or `..` component, no backslash or NUL.
    static func isSafe(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\\"), !path.contains("\0") else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }

    static func manifest(in folder: String) -> Set<String> {
        guard let data = FileIO.contents(of: folder + "/" + manifestName) else { return [] }
        return Set(String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init))
    }

    static func removeEmptyFolders(from start: String, upTo root: String) {
        var folder = start
        while folder.count > root.count, folder.hasPrefix(root) {
            guard let items = try? FileManager.default.contentsOfDirectory(atPath: folder), items.isEmpty else { return } // unreadable or not empty: keep it
            try? FileManager.default.removeItem(atPath: folder) // an empty folder left behind is harmless
            folder = (folder as NSString).deletingLastPathComponent
        }
    }
}
