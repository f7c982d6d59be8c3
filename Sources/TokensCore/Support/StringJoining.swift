/// Messages made for every check (40,000 contrast checks in a large system) joined at their final
/// length: an interpolated message of a dozen pieces grows, and copies itself, several times over.
extension String {
    /// `pieces` one after another, in one allocation of the exact length.
    init(joining pieces: String...) {
        var length = 0
        for piece in pieces { length += piece.utf8.count }
        self.init(unsafeUninitializedCapacity: length) { buffer in
            var end = 0
            for piece in pieces {
                var piece = piece
                piece.withUTF8 { bytes in
                    end = UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(fromContentsOf: bytes) + end
                }
            }
            return end
        }
    }
}
