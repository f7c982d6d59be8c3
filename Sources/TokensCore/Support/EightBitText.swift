/// The text of the 256 8-bit channel values (k / 255) in one number format, made once. Most colour
/// components are exactly such a value (every hex colour's are), and formatting a `Double` is the
/// costly part of writing 30,000 colours into Swift or colorsets.
///
/// The texts are one block of plain memory, made once and never freed (a table is a `static let`).
/// Every core reads it at once; a table of `String`s would have each read retain and release the
/// string, and two cores writing one reference count take turns at that cache line.
struct EightBitText: @unchecked Sendable {
    private let text: UnsafeBufferPointer<UInt8>
    /// Where value k's text starts in `text`; k + 1's start is where it ends.
    private let starts: UnsafeBufferPointer<Int>

    init(_ format: (Double) -> String) {
        let texts = (0...255).map { Array(format(Double($0) / 255).utf8) }
        let text = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: texts.reduce(0) { $0 + $1.count })
        let starts = UnsafeMutableBufferPointer<Int>.allocate(capacity: texts.count + 1)
        var offset = 0
        for (k, bytes) in texts.enumerated() {
            starts[k] = offset
            for byte in bytes {
                text[offset] = byte
                offset += 1
            }
        }
        starts[texts.count] = offset
        self.text = UnsafeBufferPointer(text)
        self.starts = UnsafeBufferPointer(starts)
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
        out.raw(UnsafeBufferPointer(rebasing: text[starts[k]..<starts[k + 1]]))
        return true
    }
}
