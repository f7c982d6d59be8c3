import Foundation

/// Values numbered once for the life of the process, by key: the same key always gets the same
/// number, so a value can be held as a plain number (no reference count) and read back by it. Read
/// and written only under `lock`: files are parsed and colours made on several cores at once.
final class NumberedTable<Key: Hashable, Value>: @unchecked Sendable {
    private var values: [Value] = []
    private var numbers: [Key: Int] = [:]
    private let lock = NSLock()

    /// The number of `key`, given to `value` on the key's first use.
    func number(of key: Key, value: @autoclosure () -> Value) -> Int {
        lock.lock()
        defer { lock.unlock() }
        if let number = numbers[key] { return number }
        let number = values.count
        values.append(value())
        numbers[key] = number
        return number
    }

    /// The value numbered `number`.
    func value(numbered number: Int) -> Value {
        lock.lock()
        defer { lock.unlock() }
        return values[number]
    }
}
