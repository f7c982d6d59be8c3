/// A token path or glob from the config: `color.text.primary`, `color.text.*` (one level),
/// `color.**` (any depth), `size.*Target.*`. `*` matches within one name, `**` any number of names.
public struct TokenPattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public let text: String
    /// Where it is written.
    public let location: SourceLocation?
    /// The names of the pattern as bytes (`**` is a segment of its own); none for a literal
    /// pattern, which matches its own path only (a config lists 20,000 of them for 10,000 pairs).
    private let segments: [[UInt8]]

    /// Parses a pattern.
    public init(_ text: String, at location: SourceLocation? = nil) {
        self.text = text
        self.location = location
        self.segments =
            text.containsByte(UInt8(ascii: "*"))
            ? text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map(Array.init) : []
    }

    /// True when the pattern has no wildcard (it names one path).
    public var isLiteral: Bool { !text.containsByte(UInt8(ascii: "*")) }

    public var description: String { text }

    /// The paths among `paths` the pattern matches, in the order given.
    public func matches(in paths: [TokenPath]) -> [TokenPath] {
        if isLiteral { return paths.contains(TokenPath(text)) ? [TokenPath(text)] : [] }
        return paths.filter { matches($0) }
    }

    /// True when `path` matches.
    public func matches(_ path: TokenPath) -> Bool {
        // Name by name without a wildcard is byte by byte.
        guard !segments.isEmpty else { return path.dotted.utf8.elementsEqual(text.utf8) }
        var dotted = path.dotted
        return dotted.withUTF8 { bytes in
            // The names of the path, as ranges of its bytes.
            var names: [Range<Int>] = []
            var start = 0
            for index in 0..<bytes.count where bytes[index] == UInt8(ascii: ".") {
                names.append(start..<index)
                start = index + 1
            }
            names.append(start..<bytes.count)
            return Self.sequenceMatch(segments, names, isStar: Self.isDoubleStar) { segment, name in
                Self.wildcard(segment, UnsafeBufferPointer(rebasing: bytes[name]))
            }
        }
    }

    private static func isDoubleStar(_ segment: [UInt8]) -> Bool {
        segment.count == 2 && segment[0] == UInt8(ascii: "*") && segment[1] == UInt8(ascii: "*")
    }

    /// Glob matching of `items` against `pattern`, where the elements `isStar` says match any run
    /// (none included) and every other element matches one item when `matches` says so. Greedy,
    /// going back only to the last star: at most pattern × items steps, never exponential
    /// (`a*a*a*a*b` against a long name, twenty `**`, took seconds by plain backtracking).
    static func sequenceMatch<P: RandomAccessCollection, S: RandomAccessCollection>(
        _ pattern: P, _ items: S, isStar: (P.Element) -> Bool, matches: (P.Element, S.Element) -> Bool
    ) -> Bool where P.Index == Int, S.Index == Int {
        var p = pattern.startIndex
        var s = items.startIndex
        var star: Int?
        var resume = items.startIndex
        while s < items.endIndex {
            if p < pattern.endIndex, isStar(pattern[p]) {
                star = p
                resume = s
                p += 1
            } else if p < pattern.endIndex, matches(pattern[p], items[s]) {
                p += 1
                s += 1
            } else if let star {
                // Let the last star take one more item, and try again from there.
                p = star + 1
                resume += 1
                s = resume
            } else {
                return false
            }
        }
        while p < pattern.endIndex, isStar(pattern[p]) { p += 1 }
        return p == pattern.endIndex
    }

    /// `*` within one name: any run of characters (bytes of UTF-8).
    static func wildcard(_ pattern: [UInt8], _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard pattern.contains(UInt8(ascii: "*")) else { return pattern.elementsEqual(name) }
        return sequenceMatch(pattern, name, isStar: { $0 == UInt8(ascii: "*") }, matches: ==)
    }
}
