extension Array {
    /// Appends `other`'s elements in order, moved rather than copied, and leaves `other` empty.
    /// `append(contentsOf:)` copies each element (retaining every reference it holds) and the
    /// source then releases its own: for the audit's 20,000 checks made on another core, each copy
    /// of their strings' counts missed the cache, some 5 ms on one core at 30,000 tokens. Popping
    /// from the end moves an element out, so the source is first reversed in place, by moves too
    /// (the standard `reverse` swaps through copies).
    mutating func appendMoving(_ other: inout [Element]) {
        reserveCapacity(count + other.count)
        other.withUnsafeMutableBufferPointer { elements in
            guard let base = elements.baseAddress else { return }
            var (low, high) = (0, elements.count - 1)
            while low < high {
                let held = (base + low).move()
                (base + low).moveInitialize(from: base + high, count: 1)
                (base + high).initialize(to: held)
                (low, high) = (low + 1, high - 1)
            }
        }
        while let element = other.popLast() { append(element) }
    }
}
