/// A set of 24-bit RGB colours as a bitmap (2 MB): the report collects the distinct colours of a
/// page (120,000 swatches at 30,000 tokens × 4 modes) with a shift and an OR each, without hashing.
struct RGBBitSet: Sendable {
    private var words = [UInt64](repeating: 0, count: 1 << 18)

    /// `0xRRGGBB`.
    mutating func insert(_ rgb: UInt32) {
        let value = Int(rgb & 0xFF_FFFF)
        words[value >> 6] |= 1 << UInt64(value & 63)
    }

    /// Every colour of `other` added.
    mutating func formUnion(_ other: RGBBitSet) {
        for index in words.indices where other.words[index] != 0 { words[index] |= other.words[index] }
    }

    /// The colours, ascending.
    var members: [UInt32] {
        var found: [UInt32] = []
        for (index, word) in words.enumerated() where word != 0 {
            var rest = word
            while rest != 0 {
                let bit = rest.trailingZeroBitCount
                found.append(UInt32(index << 6 | bit))
                rest &= rest - 1
            }
        }
        return found
    }
}
