import Testing

@testable import TokensCore

/// `Array.appendMoving`: the audit joins its rules' checks with it.
@Suite struct MovingAppendTests {
    final class Box {
        let number: Int
        init(_ number: Int) { self.number = number }
    }

    @Test func appendMoving_keepsTheOrderAndEmptiesTheSource() {
        var target = [Box(1), Box(2)]
        var source = [Box(3), Box(4), Box(5)]
        target.appendMoving(&source)
        #expect(target.map(\.number) == [1, 2, 3, 4, 5])
        #expect(source.isEmpty)
        // Moved, not copied: the target holds the only reference to each element.
        for index in target.indices { #expect(isKnownUniquelyReferenced(&target[index])) }
    }

    @Test func appendMoving_fromAnEmptyOrSharedSource() {
        var target = [Box(1)]
        var empty: [Box] = []
        target.appendMoving(&empty)
        #expect(target.map(\.number) == [1])
        // A source another array shares is copied first: the other keeps its elements, in order.
        var source = [Box(2), Box(3)]
        let other = source
        target.appendMoving(&source)
        #expect(target.map(\.number) == [1, 2, 3])
        #expect(other.map(\.number) == [2, 3])
        #expect(source.isEmpty)
    }
}
