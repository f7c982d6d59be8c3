/// The text of the 256 8-bit channel values (k / 255) in one number format, made once. Most colour
/// components are exactly such a value (every hex colour's are), and formatting a `Double` is the
/// costly part of writing 30,000 colours into Swift or colorsets.
///
/// The texts are one byte array with each value's start: every core reads the table at once, and
/// one array is one reference count, where a table of 256 `String`s would be 256.
struct EightBitText: Sendable {
    private let text: [UInt8]
    /// Where value k's text starts in `text`; k + 1's start is where it ends.
    private let starts: [Int]

    init(_ format: (Double) -> String) {
        var text: [UInt8] = []
        var starts: [Int] = []
        for k in 0...255 {
            starts.append(text.count)
            text += format(Double(k) / 255).utf8
        }
        starts.append(text.count)
        self.text = text
        self.starts = starts
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
        index(value).map { String(decoding: text[starts[$0]..<starts[$0 + 1]], as: UTF8.self) }
    }

    /// Writes the text of `value` and returns true when it is exactly k / 255; else writes nothing.
    func write(_ value: Double, into out: inout TextBuffer) -> Bool {
        guard let k = index(value) else { return false }
        out.raw(text[starts[k]..<starts[k + 1]])
        return true
    }
}
