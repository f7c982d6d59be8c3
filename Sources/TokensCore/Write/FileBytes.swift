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

    /// The bytes in one array.
    var joined: [UInt8] { pieces.count == 1 ? pieces[0] : Array(pieces.joined()) }

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

    /// `BuildStamp.hash(of:)` of the joined bytes, taken across the pieces: a word that straddles
    /// two pieces is put together from both.
    var hash: UInt64 {
        if pieces.count == 1 { return BuildStamp.hash(of: pieces[0]) }
        var hash = BuildStamp.hashSeed ^ UInt64(count)
        // The bytes of the word begun in an earlier piece, lowest first (words are read little-endian).
        var pending: UInt64 = 0
        var pendingCount = 0
        for piece in pieces {
            piece.withUnsafeBytes { raw in
                var index = 0
                while pendingCount > 0, index < raw.count {
                    pending |= UInt64(raw[index]) << (8 * UInt64(pendingCount))
                    pendingCount += 1
                    index += 1
                    if pendingCount == 8 {
                        hash = BuildStamp.mix(hash, word: pending)
                        (pending, pendingCount) = (0, 0)
                    }
                }
                while index + 8 <= raw.count {
                    hash = BuildStamp.mix(hash, word: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                    index += 8
                }
                while index < raw.count {
                    pending |= UInt64(raw[index]) << (8 * UInt64(pendingCount))
                    pendingCount += 1
                    index += 1
                }
            }
        }
        for shift in 0..<pendingCount {
            hash = BuildStamp.mix(hash, byte: UInt8(truncatingIfNeeded: pending >> (8 * UInt64(shift))))
        }
        return hash
    }
}

extension FileIO {
    /// Writes `bytes` to a new file at `path`, piece by piece.
    static func writeNew(_ bytes: FileBytes, to path: String) throws {
        if bytes.pieces.count == 1 { return try writeNew(bytes.pieces[0], to: path) }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw error("cannot create \(path)") }
        for piece in bytes.pieces { try writeAll(piece, to: descriptor, path: path) }
        guard close(descriptor) == 0 else { throw error("cannot write \(path)") }
    }
}
