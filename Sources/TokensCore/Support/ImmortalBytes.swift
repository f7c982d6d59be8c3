/// Byte strings made once and kept for the process's life, read from every core without a
/// reference count. Each read of a shared Swift array (taking an element that is an array, or a
/// slice) retains and releases its storage, and when two cores do so at once the count's cache line
/// passes between them: at 30,000 tokens the colorset emitter's shared tables took more time on two
/// cores than on one. These bytes sit in memory that is never freed, so only the `static let`
/// tables that live as long as the process hold them.
struct ImmortalBytes: @unchecked Sendable {
    // Written once in `init`, only read after: every core may read them at once.
    private let bytes: UnsafeBufferPointer<UInt8>
    private let starts: UnsafeBufferPointer<Int>

    init(_ strings: [[UInt8]]) {
        let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, strings.reduce(0) { $0 + $1.count }))
        let starts = UnsafeMutableBufferPointer<Int>.allocate(capacity: strings.count + 1)
        var offset = 0
        for (index, string) in strings.enumerated() {
            starts[index] = offset
            _ = UnsafeMutableBufferPointer(rebasing: bytes[offset..<offset + string.count]).initialize(from: string)
            offset += string.count
        }
        starts[strings.count] = offset
        self.bytes = UnsafeBufferPointer(bytes)
        self.starts = UnsafeBufferPointer(starts)
    }

    /// How many strings there are.
    var count: Int { starts.count - 1 }

    /// String `index`'s bytes.
    subscript(index: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[starts[index]..<starts[index + 1]])
    }
}
