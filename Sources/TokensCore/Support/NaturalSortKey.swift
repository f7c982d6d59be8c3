/// Byte keys whose order is the natural order of token paths (`accent.50` before `accent.400`,
/// component by component, as `SwiftEmitter.naturalOrder` compares names), so a table of 30,000
/// rows sorts by plain byte comparison instead of re-reading both paths at every comparison.
///
/// Each run of ASCII digits is written as `0` (a digit, so it compares with other bytes as the digit
/// would), one more than the length of the number without its leading zeros (a longer number is
/// a larger one), its digits, then how many leading zeros it had (equal numbers: fewer zeros
/// first). Components are joined by a zero byte, which sorts a shorter name before a longer one.
enum NaturalSortKey {
    static func key(_ components: [String]) -> [UInt8] {
        var key: [UInt8] = []
        append(components.joined(separator: "."), to: &key)
        return key
    }

    /// The key of a dotted path (`color.accent.50`), read in one pass over its bytes.
    static func append(_ dotted: String, to key: inout [UInt8]) {
        var dotted = dotted
        dotted.withUTF8 { bytes in
            key.reserveCapacity(bytes.count + 8)
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard byte >= 0x30 && byte <= 0x39 else {
                    key.append(byte == UInt8(ascii: ".") ? 0 : byte)
                    index += 1
                    continue
                }
                var end = index
                while end < bytes.count, bytes[end] >= 0x30 && bytes[end] <= 0x39 { end += 1 }
                var first = index
                while first < end, bytes[first] == 0x30 { first += 1 }
                key.append(UInt8(ascii: "0"))
                key.append(UInt8(min(end - first + 1, 255)))
                key.append(contentsOf: bytes[first..<end])
                key.append(UInt8(min(first - index, 255)))
                index = end
            }
        }
    }

    /// `indices` sorted by the natural order of `paths[index]`.
    static func sorted(_ indices: [Int], by path: (Int) -> TokenPath) -> [Int] {
        let keys = indices.map { index -> [UInt8] in
            var key: [UInt8] = []
            append(path(index).dotted, to: &key)
            return key
        }
        return indices.indices.sorted { keys[$0].lexicographicallyPrecedes(keys[$1]) }.map { indices[$0] }
    }

    /// `paths` in natural order.
    static func sorted(_ paths: [TokenPath]) -> [TokenPath] {
        sorted(Array(paths.indices)) { paths[$0] }.map { paths[$0] }
    }
}
