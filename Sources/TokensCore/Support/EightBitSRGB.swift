/// 8-bit sRGB channels to linear light and back by table, without `pow`: the report simulates
/// colour-vision deficiency for every distinct colour of a brand (40,000 at 30,000 tokens × 4
/// modes), four times each.
enum EightBitSRGB {
    /// The linear-light value of each 8-bit channel value (the sRGB decoding of `k / 255`).
    static let linear: [Double] = (0..<256).map { TransferFunction.sRGB.toLinear(Double($0) / 255) }

    /// `boundaries[k]`: the linear value that encodes to `k + 0.5` steps, where rounding moves from
    /// `k` up to `k + 1`.
    static let boundaries: [Double] = (0..<255).map { TransferFunction.sRGB.toLinear((Double($0) + 0.5) / 255) }

    /// The nearest 8-bit value of a linear-light channel, clamped to 0…255: the same as encoding it
    /// and rounding `encoded × 255`, found by binary search over the boundaries.
    static func channel(_ value: Double) -> UInt8 {
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
