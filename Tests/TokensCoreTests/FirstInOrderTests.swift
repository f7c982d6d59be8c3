import Testing

@testable import TokensCore

/// The first few positions in an order, found without sorting them all, are exactly the first of
/// the standard library's stable sort: on random keys with many ties, on sorted, reversed and equal
/// keys (the shapes that defeat a naive quickselect), and for every limit around the ends.
@Suite struct FirstInOrderTests {
    func stableFirst(_ keys: [Int], _ limit: Int) -> [Int] {
        Array(keys.indices.sorted { keys[$0] < keys[$1] }.prefix(limit))
    }

    @Test func theFirstPositions_areTheStableSortsFirst_forEveryShapeAndLimit() {
        var random = SplitMix64(seed: 0xF1_257)
        var shapes: [[Int]] = [[], [7], Array(0..<300), Array((0..<300).reversed()), Array(repeating: 3, count: 300)]
        shapes.append((0..<300).map { $0 % 2 == 0 ? $0 : 300 - $0 })  // organ pipe
        for size in [2, 3, 10, 64, 500, 2_000] {
            shapes.append((0..<size).map { _ in Int(random.next() % 7) })  // ties everywhere
            shapes.append((0..<size).map { _ in Int(random.next() % UInt64(size * 4)) })
        }
        for keys in shapes {
            for limit in Set([0, 1, 2, keys.count / 3, keys.count - 1, keys.count, keys.count + 5]) where limit >= 0 {
                let found = FirstInOrder.positions(count: keys.count, limit: limit) { keys[$0] < keys[$1] }
                let same = found == stableFirst(keys, limit)
                #expect(same, "\(keys.count) keys, first \(limit)")
            }
        }
    }

    @Test func aSearchOutOfPasses_sortsThemAll_withTheSameResult() {
        var random = SplitMix64(seed: 0x5047)
        let keys = (0..<1_000).map { _ in Int(random.next() % 50) }
        for passes in [0, 1, 2] {
            let found = FirstInOrder.positions(count: keys.count, limit: 100, passes: passes) { keys[$0] < keys[$1] }
            let same = found == stableFirst(keys, 100)
            #expect(same, "\(passes) passes")
        }
    }

    @Test func theSwiftEmittersFirstInNaturalOrder_isThePrefixOfTheWholeOrder() {
        var random = SplitMix64(seed: 0xACC)
        let names = (0..<3_000).map { _ in "accent\(random.next() % 40)" + (random.next() % 3 == 0 ? "Dim" : "") }
        let whole = SwiftEmitter.naturalOrder(of: names) { $0 }
        for limit in [0, 1, 999, 1_000, 2_999, 3_000, 4_000] {
            let same = SwiftEmitter.naturalOrder(of: names, first: limit) { $0 } == Array(whole.prefix(limit))
            #expect(same, "first \(limit)")
        }
    }
}
