/// A large generated file built as a list of byte arrays: small text is appended to the last one,
/// and a chunk rendered elsewhere (on another core) is taken as it is, never copied. A 30,000-token
/// report is 50 MB; copying its chunks into one array touched a fresh page of memory every 4 KB.
struct ByteChunks {
    private var done: [[UInt8]] = []
    private var last: [UInt8] = []

    init(reserving capacity: Int = 0) { last.reserveCapacity(capacity) }

    /// Appends bytes to the last piece.
    static func += (chunks: inout ByteChunks, bytes: some Sequence<UInt8>) { chunks.last.append(contentsOf: bytes) }

    /// Takes `piece` as the next piece, after what was appended so far.
    mutating func take(_ piece: [UInt8]) {
        if !last.isEmpty {
            done.append(last)
            last = []
        }
        if !piece.isEmpty { done.append(piece) }
    }

    /// Every piece, in order.
    var pieces: [[UInt8]] { last.isEmpty ? done : done + [last] }
}
