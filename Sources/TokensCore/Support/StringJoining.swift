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

extension String {
    /// Each of `names` followed by a dot, then `last`'s pieces: `InsightColors.Values.bgCard`, made
    /// at its final length (a Swift constant's full name is made for each of 30,000 constants).
    init(dotted names: [String], then last: String...) {
        var length = names.count
        for name in names { length += name.utf8.count }
        for piece in last { length += piece.utf8.count }
        self.init(unsafeUninitializedCapacity: length) { buffer in
            var end = 0
            func put(_ text: String) {
                var text = text
                text.withUTF8 { bytes in
                    end = UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(fromContentsOf: bytes) + end
                }
            }
            for name in names {
                put(name)
                buffer[end] = UInt8(ascii: ".")
                end += 1
            }
            for piece in last { put(piece) }
            return end
        }
    }
}
