#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One output file's bytes as the pieces its emitter made them in: one for most files, many for
/// the report, whose tables are rendered in chunks on every core. The writer hashes, compares and
/// writes the pieces in turn, so a 50 MB page is never copied into one array (a copy of the page,
/// and a fresh page of memory touched at every 4 KB).
struct FileBytes {
    let pieces: [[UInt8]]
    /// The file's size.
    let count: Int

    init(_ bytes: [UInt8]) {
        pieces = [bytes]
        count = bytes.count
    }

    init(pieces: [[UInt8]]) {
        self.pieces = pieces
        count = pieces.reduce(0) { $0 + $1.count }
    }

    /// True when `bytes` are these bytes.
    func equals(_ bytes: [UInt8]) -> Bool {
        guard bytes.count == count else { return false }
        var offset = 0
        for piece in pieces {
            guard bytes[offset..<offset + piece.count].elementsEqual(piece) else { return false }
            offset += piece.count
        }
        return true
    }

    /// `BuildStamp.hash(of:)` of the joined bytes, taken piece by piece.
    var hash: UInt64 {
        var hasher = BuildStamp.ContentHasher(count: count)
        for piece in pieces { piece.withUnsafeBytes { hasher.add($0) } }
        return hasher.finish()
    }
}

extension FileIO {
    /// Writes `bytes` to a new file at `path`, piece by piece.
    static func writeNew(_ bytes: FileBytes, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw error("cannot create \(path)", path: path) }
        for piece in bytes.pieces { try writeAll(piece, to: descriptor, path: path) }
        guard close(descriptor) == 0 else { throw error("cannot write \(path)", path: path) }
    }
}
