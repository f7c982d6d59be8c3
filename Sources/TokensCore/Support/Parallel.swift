import Dispatch
import Foundation

/// Order-keeping parallel map over the machine's cores, for the stages whose items are independent
/// (modes to resolve, contrast checks). Small inputs stay on the calling thread.
enum Parallel {
    /// `transform` of every element, in the order given.
    static func map<T: Sendable, R: Sendable>(_ items: [T], minimum: Int = 2, _ transform: (T) -> R) -> [R] {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        guard items.count >= minimum, cores > 1 else { return items.map(transform) }
        let chunkCount = min(items.count, cores * 4)
        let results = ChunkResults<R>(count: chunkCount)
        withoutActuallyEscaping(transform) { transform in
            let work = UncheckedSendable(transform)
            DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
                let start = items.count * chunk / chunkCount, end = items.count * (chunk + 1) / chunkCount
                results.store(items[start..<end].map(work.value), at: chunk)
            }
        }
        return results.joined()
    }
}

/// A value handed to concurrent iterations that only read it.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// One slot per chunk, each written by exactly one iteration before any is read.
private final class ChunkResults<R>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<[R]>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: [])
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func store(_ values: [R], at index: Int) { slots[index] = values }

    func joined() -> [R] { slots.flatMap { $0 } }
}
