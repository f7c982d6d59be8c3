/// 8-bit sRGB channels to linear light and back by table, without `pow`: the report simulates
/// colour-vision deficiency for every distinct colour of a brand (40,000 at 30,000 tokens × 4
/// modes), four times each.
enum EightBitSRGB {
    /// The linear-light value of each 8-bit channel value (the sRGB decoding of `k / 255`).
    static let linear: [Double] = (0..<256).map { TransferFunction.sRGB.toLinear(Double($0) / 255) }

    /// `boundaries[k]`: the linear value that encodes to `k + 0.5` steps, where rounding moves from
    /// `k` up to `k + 1`.
    static let boundaries: [Double] = (0..<255).map { TransferFunction.sRGB.toLinear((Double($0) + 0.5) / 255) }

    /// How many buckets `start` divides 0…1 into: each narrower than the gap between any two
    /// boundaries (the narrowest, near black, is 1 / (255 × 12.92) ≈ 0.0003), so a bucket holds
    /// at most one.
    private static let buckets = 4096

    /// `start[b]`: the 8-bit value of the lowest linear value in bucket `b`.
    private static let start: [UInt8] = (0..<buckets).map { bucket in search(Double(bucket) / Double(buckets)) }

    /// The nearest 8-bit value of a linear-light channel, clamped to 0…255: the same as encoding it
    /// and rounding `encoded × 255`. The bucket's table entry is where the answer starts; the
    /// boundaries above it are stepped over (one or two at most).
    static func channel(_ value: Double) -> UInt8 {
        guard value > 0 else { return 0 }
        guard value < 1 else { return 255 }
        var k = Int(start[Int(value * Double(buckets))])
        while k < 255, value >= boundaries[k] { k += 1 }
        return UInt8(k)
    }

    /// The same by binary search over the boundaries (builds the table; NaN gives 0).
    static func search(_ value: Double) -> UInt8 {
        var low = 0
        var high = 255
        // Invariant: the answer is in low…high; boundaries[k] is the first linear value of k + 1.
        while low < high {
            let middle = (low + high) / 2
            if value >= boundaries[middle] { low = middle + 1 } else { high = middle }
        }
        return UInt8(low)
    }
}
