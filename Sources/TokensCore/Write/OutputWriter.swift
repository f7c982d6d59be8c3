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
        let manager = FileManager.default
        var report = Report()
        do {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let root = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
            let previous = manifest(in: folder)
            for file in files {
                let target = folder + "/" + file.path
                if let existing = manager.contents(atPath: target), [UInt8](existing) == file.contents {
                    report.unchanged.append(file.path)
                    continue
                }
                let parent = (target as NSString).deletingLastPathComponent
                try manager.createDirectory(atPath: parent, withIntermediateDirectories: true)
                guard URL(fileURLWithPath: parent).resolvingSymlinksInPath().path.hasPrefix(root) else {
                    diagnostics.report(.unsafeOutputPath, "'\(file.path)' resolves outside '\(folder)' through a symbolic link; it was not written.", at: nil)
                    continue
                }
                try atomicWrite(file.contents, to: target)
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
            if manager.contents(atPath: folder + "/" + manifestName).map([UInt8].init) != list {
                try atomicWrite(list, to: folder + "/" + manifestName)
            }
        } catch {
            diagnostics.report(.writeFailed, "Writing into '\(folder)' failed: \(error.localizedDescription)", at: nil)
            return (nil, diagnostics)
        }
        return (report, diagnostics)
    }

    /// Writes one file outside any manifest (`tokens report --output FILE`): only when its bytes
    /// changed, atomically. Returns true when it wrote.
    public static func writeFile(_ bytes: [UInt8], to path: String) throws -> Bool {
        if let existing = FileManager.default.contents(atPath: path), [UInt8](existing) == bytes { return false }
        let folder = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder.isEmpty ? "." : folder, withIntermediateDirectories: true)
        try atomicWrite(bytes, to: path)
        return true
    }

    /// Relative, `/`-separated, no empty, `.` or `..` component, no backslash or NUL.
    static func isSafe(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\\"), !path.contains("\0") else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }

    static func manifest(in folder: String) -> Set<String> {
        guard let data = FileManager.default.contents(atPath: folder + "/" + manifestName) else { return [] }
        return Set(String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init))
    }

    static func atomicWrite(_ bytes: [UInt8], to path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = (folder.isEmpty ? "." : folder) + "/.tokens-\(UUID().uuidString).tmp"
        try Data(bytes).write(to: URL(fileURLWithPath: temporary))
        if rename(temporary, path) != 0 {
            let code = errno
            try? FileManager.default.removeItem(atPath: temporary) // best effort: the rename error below is what matters
            throw NSError(domain: NSPOSIXErrorDomain, code: Int(code), userInfo: [NSLocalizedDescriptionKey: "cannot replace \(path): \(String(cString: strerror(code)))"])
        }
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
