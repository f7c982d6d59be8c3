/// The text of the 256 8-bit channel values (k / 255) in one number format, made once. Most colour
/// components are exactly such a value (every hex colour's are), and formatting a `Double` is the
/// costly part of writing 30,000 colours into Swift or colorsets.
struct EightBitText: Sendable {
    private let table: [String]

    init(_ format: (Double) -> String) { table = (0...255).map { format(Double($0) / 255) } }

    /// The text of `value` when it is exactly k / 255, else nil (the caller formats it itself).
    func callAsFunction(_ value: Double) -> String? {
        let scaled = (value * 255).rounded()
        guard scaled >= 0, scaled <= 255 else { return nil }
        let k = Int(scaled)
        return Double(k) / 255 == value ? table[k] : nil
    }
}
