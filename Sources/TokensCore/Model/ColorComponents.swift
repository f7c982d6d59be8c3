/// A colour's three components, held inline (`nil` is the `none` keyword). Every colour space
/// DTCG lists has exactly three; a fixed-size value makes a colour a plain value with no heap
/// storage, so the hundreds of thousands of colours a large build converts, maps and copies
/// across cores are never allocated or reference counted.
public struct ColorComponents: Sendable, Hashable, RandomAccessCollection, MutableCollection, ExpressibleByArrayLiteral,
    CustomStringConvertible
{
    private var first: Double?
    private var second: Double?
    private var third: Double?

    /// Three components in order.
    public init(_ first: Double?, _ second: Double?, _ third: Double?) {
        (self.first, self.second, self.third) = (first, second, third)
    }

    /// The components of a list that has exactly three (every caller has checked the count).
    public init(_ list: [Double?]) {
        precondition(list.count == 3, "a colour has three components, not \(list.count)")
        self.init(list[0], list[1], list[2])
    }

    public init(arrayLiteral elements: Double?...) { self.init(elements) }

    public var startIndex: Int { 0 }
    public var endIndex: Int { 3 }

    public subscript(position: Int) -> Double? {
        get {
            switch position {
            case 0: first
            case 1: second
            case 2: third
            default: preconditionFailure("a colour has three components; \(position) is out of range")
            }
        }
        set {
            switch position {
            case 0: first = newValue
            case 1: second = newValue
            case 2: third = newValue
            default: preconditionFailure("a colour has three components; \(position) is out of range")
            }
        }
    }

    /// Each component transformed, `none` kept.
    public func mapValues(_ transform: (Double) -> Double) -> ColorComponents {
        ColorComponents(first.map(transform), second.map(transform), third.map(transform))
    }

    public var description: String { Array(self).description }
}
