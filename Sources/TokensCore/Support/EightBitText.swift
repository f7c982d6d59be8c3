/// The text of the 256 8-bit channel values (k / 255) in one number format, made once. Most colour
/// components are exactly such a value (every hex colour's are), and formatting a `Double` is the
/// costly part of writing 30,000 colours into Swift or colorsets.
///
/// The texts are `ImmortalBytes`: every core reads the table at once, without a reference count.
struct EightBitText: Sendable {
    private let texts: ImmortalBytes

    init(_ format: (Double) -> String) {
        texts = ImmortalBytes((0...255).map { Array(format(Double($0) / 255).utf8) })
    }

    /// k when `value` is exactly k / 255.
    private func index(_ value: Double) -> Int? {
        let scaled = (value * 255).rounded()
        guard scaled >= 0, scaled <= 255 else { return nil }
        let k = Int(scaled)
        return Double(k) / 255 == value ? k : nil
    }

    /// The text of `value` when it is exactly k / 255, else nil (the caller formats it itself).
    func callAsFunction(_ value: Double) -> String? {
        index(value).map { String(decoding: texts[$0], as: UTF8.self) }
    }

    /// Writes the text of `value` and returns true when it is exactly k / 255; else writes nothing.
    func write(_ value: Double, into out: inout TextBuffer) -> Bool {
        guard let k = index(value) else { return false }
        out.raw(texts[k])
        return true
    }
}
