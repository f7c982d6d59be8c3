import Dispatch
import Foundation

/// Order-keeping parallel map over the machine's cores, for the stages whose items are independent
/// (modes to resolve, contrast checks). Small inputs stay on the calling thread.
enum Parallel {
    /// The cores to use: all of them, or one when `TOKENS_SERIAL` is set (so a profile attributes
    /// every sample to the stage that called, instead of to a worker thread).
    static let cores =
        ProcessInfo.processInfo.environment["TOKENS_SERIAL"] == nil ? ProcessInfo.processInfo.activeProcessorCount : 1

    /// `transform` of every element, in the order given, in an array with room for `extra` more
    /// (so a caller that appends to it does not move what was made: 40,000 audit checks are 10 MB).
    static func map<T: Sendable, R: Sendable>(
        _ items: [T], minimum: Int = 2, reserving extra: Int = 0, _ transform: (T) -> R
    ) -> [R] {
        guard items.count >= minimum, cores > 1 else {
            var results: [R] = []
            results.reserveCapacity(items.count + extra)
            for item in items { results.append(transform(item)) }
            return results
        }
        let chunkCount = min(items.count, cores * 4)
        // Each chunk writes its results straight into their places in the one result array: no
        // per-chunk arrays to join (for 40,000 audit checks, that join was a copy of every field).
        return withoutActuallyEscaping(transform) { transform in
            let work = UncheckedSendable(transform)
            return [R](unsafeUninitializedCapacity: items.count + extra) { buffer, initialized in
                let results = UncheckedSendable(buffer)
                DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
                    let start = items.count * chunk / chunkCount
                    let end = items.count * (chunk + 1) / chunkCount
                    for index in start..<end {
                        results.value.initializeElement(at: index, to: work.value(items[index]))
                    }
                }
                initialized = items.count
            }
        }
    }
}

extension Parallel {
    /// `first()` and `second()` side by side (one after the other on one core). Each may spread
    /// its own work with `map`, over every core: `second` runs as a task of its own, not as an
    /// iteration of `concurrentPerform`, since libdispatch runs a `concurrentPerform` nested in
    /// another one on a single thread.
    static func both<A: Sendable, B: Sendable>(_ first: () -> A, _ second: () -> B) -> (A, B) {
        guard cores > 1 else { return (first(), second()) }
        return withoutActuallyEscaping(second) { second in
            let work = UncheckedSendable(second)
            let box = HandOff<B>()
            let group = DispatchGroup()
            DispatchQueue.global().async(group: group) { box.value = work.value() }
            let a = first()
            group.wait()
            guard let b = box.value else { preconditionFailure("the group waited for the second task") }
            return (a, b)
        }
    }

    /// `transform` of every element, in the order given, each as a task of its own: for a few large
    /// pieces of work (the emitters) that spread their own work with `map`. Run as iterations of
    /// `map`, their own `map`s would each run on one thread (libdispatch runs a nested
    /// `concurrentPerform` serially): at 30,000 tokens the Swift emitter's declarations did.
    static func tasks<T: Sendable, R: Sendable>(_ items: [T], _ transform: (T) -> R) -> [R] {
        guard items.count > 1, cores > 1 else { return items.map(transform) }
        return withoutActuallyEscaping(transform) { transform in
            let work = UncheckedSendable(transform)
            let boxes = items.dropFirst().map { _ in HandOff<R>() }
            let group = DispatchGroup()
            for (box, item) in zip(boxes, items.dropFirst()) {
                DispatchQueue.global().async(group: group) { box.value = work.value(item) }
            }
            var results = [transform(items[0])]
            group.wait()
            for box in boxes {
                guard let value = box.value else { preconditionFailure("the group waited for every task") }
                results.append(value)
            }
            return results
        }
    }
}

/// A value handed between two threads, one at a time: the second task of `both` leaves its result
/// in one, read only after the group's wait; `MemoryRelease` hands a value over in one, which only
/// the other thread empties.
final class HandOff<Value>: @unchecked Sendable {
    var value: Value?

    /// A box holding `value` (none: to be filled by the other thread).
    init(_ value: consuming Value? = nil) { self.value = value }
}

/// Work started on another thread when made, whose result is taken later: `value` waits for it.
final class Pending<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchGroup()
    /// Written once, on the other thread, before `done` is left; read only after waiting for it.
    private var result: Value?

    /// Starts `work` on another thread (run here and now when the build is serial).
    init(_ work: @escaping @Sendable () -> Value) {
        guard Parallel.cores > 1 else {
            result = work()
            return
        }
        DispatchQueue.global().async(group: done) { [self] in result = work() }
    }

    /// The work's result, once it is done.
    var value: Value {
        done.wait()
        guard let result else { preconditionFailure("the group waited for the work") }
        return result
    }

    /// The work's result, once it is done, handed over: no copy stays here, so the caller holds
    /// the only reference to what it holds (and may take its elements, `appendMoving`). Read
    /// `value` no more after this.
    func take() -> Value {
        done.wait()
        guard let taken = result.take() else { preconditionFailure("the group waited for the work, taken once") }
        return taken
    }
}

/// A value handed to concurrent iterations that only read it (or, for the result buffer, each
/// write their own disjoint part of it).
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
