/// A token path or glob from the config: `color.text.primary`, `color.text.*` (one level),
/// `color.**` (any depth), `size.*Target.*`. `*` matches within one name, `**` any number of names.
public struct TokenPattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public let text: String
    /// Where it is written.
    public let location: SourceLocation?
    private let segments: [Substring]

    /// Parses a pattern.
    public init(_ text: String, at location: SourceLocation? = nil) {
        self.text = text
        self.location = location
        self.segments = text.split(separator: ".", omittingEmptySubsequences: false)
    }

    /// True when the pattern has no wildcard (it names one path).
    public var isLiteral: Bool { !text.utf8.contains(UInt8(ascii: "*")) }

    public var description: String { text }

    /// The paths among `paths` the pattern matches, in the order given.
    public func matches(in paths: [TokenPath]) -> [TokenPath] {
        if isLiteral { return paths.contains(TokenPath(text)) ? [TokenPath(text)] : [] }
        return paths.filter { matches($0) }
    }

    /// True when `path` matches.
    public func matches(_ path: TokenPath) -> Bool {
        let names = path.dotted.split(separator: ".", omittingEmptySubsequences: false)
        return Self.match(segments[...], names[...])
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ names: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return names.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            var tail = names
            while true {
                if match(rest, tail) { return true }
                guard !tail.isEmpty else { return false }
                tail = tail.dropFirst()
            }
        }
        guard let name = names.first, wildcard(first, name) else { return false }
        return match(pattern.dropFirst(), names.dropFirst())
    }

    /// `*` within one name, matched greedily with backtracking over characters.
    private static func wildcard(_ pattern: Substring, _ name: Substring) -> Bool {
        guard let star = pattern.firstIndex(of: "*") else { return pattern == name }
        let prefix = pattern[..<star], rest = pattern[pattern.index(after: star)...]
        guard name.hasPrefix(prefix) else { return false }
        var remainder = name.dropFirst(prefix.count)
        while true {
            if wildcard(rest, remainder) { return true }
            guard !remainder.isEmpty else { return false }
            remainder = remainder.dropFirst()
        }
    }
}
