/// The first few of many positions in an order, without sorting them all: the preview lists the
/// first thousand of 20,000 colours. Equal items keep their given order, as a stable sort's would,
/// so the result is exactly the first `limit` of the stable sort.
enum FirstInOrder {
    /// The first `limit` of the positions `0..<count`, in the order `less` gives (a strict weak
    /// order); ties in position order. `passes`: how many passes over the positions the search may
    /// take before it sorts them all instead.
    static func positions(count: Int, limit: Int, passes: Int = 8, by less: (Int, Int) -> Bool) -> [Int] {
        // Two positions compared as the stable sort sees them: by `less`, then by position.
        func before(_ a: Int, _ b: Int) -> Bool {
            if less(a, b) { return true }
            if less(b, a) { return false }
            return a < b
        }
        var all = Array(0..<count)
        guard limit < count else { return all.sorted(by: before) }
        guard limit > 0 else { return [] }
        // Quickselect: partition until the first `limit` places hold the smallest `limit`
        // positions (about three passes over them in all). Unlucky pivots that make it take more
        // than `passes` end in a full sort, so no input makes it quadratic.
        var low = 0
        var high = count - 1
        let last = limit - 1
        var budget = passes * count
        while low < high {
            budget -= high - low + 1
            if budget < 0 { return Array(all.sorted(by: before).prefix(limit)) }
            let middle = low + (high - low) / 2
            let pivot = median(all[low], all[middle], all[high], before)
            var i = low
            var j = high
            while i <= j {
                while before(all[i], pivot) { i += 1 }
                while before(pivot, all[j]) { j -= 1 }
                if i <= j {
                    all.swapAt(i, j)
                    i += 1
                    j -= 1
                }
            }
            if last <= j {
                high = j
            } else if last >= i {
                low = i
            } else {
                break
            }
        }
        return all[0..<limit].sorted(by: before)
    }

    /// The middle one of three positions by `before`.
    private static func median(_ a: Int, _ b: Int, _ c: Int, _ before: (Int, Int) -> Bool) -> Int {
        if before(a, b) {
            if before(b, c) { return b }
            return before(a, c) ? c : a
        }
        if before(a, c) { return a }
        return before(b, c) ? c : b
    }
}
