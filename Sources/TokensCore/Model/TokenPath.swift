/// A token's place in the tree, written with dots: `color.text.primary`.
///
/// A name's own `.` (`1.5` under `spacing.spacer`, which formats read as their own tools read them
/// allow; DTCG names cannot have one) is held as `dotInName`, so the dotted form identifies a path
/// exactly.
public struct TokenPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// How a `.` inside one name is held in the dotted form: U+2024 ONE DOT LEADER, which prints
    /// as a dot and is no word character, so Swift and colorset names split at it as at `-`
    /// (`spacing.spacer.1.5` is `spacer1_5`).
    public static let dotInName: Character = "\u{2024}"

    /// The dotted form.
    public let dotted: String

    /// Creates a path from its dotted form.
    public init(_ dotted: String) { self.dotted = dotted }

    /// Creates a path from its names.
    public init(components: [String]) { self.dotted = components.joined(separator: ".") }

    /// The names from the root down.
    public var components: [String] {
        // Split by byte: `.` is ASCII, so it never falls inside a multi-byte character.
        dotted.pieces(separatedBy: UInt8(ascii: "."))
    }

    /// The first name (the top-level group), without splitting the rest.
    public var first: String {
        guard let dot = dotted.utf8.firstIndex(of: UInt8(ascii: ".")) else { return dotted }
        return String(dotted[..<dot])
    }

    /// The path with one more name.
    public func appending(_ name: String) -> TokenPath {
        dotted.isEmpty ? TokenPath(name) : TokenPath(dotted + "." + name)
    }

    /// True when `prefix` is this path or one of its ancestors.
    public func hasPrefix(_ prefix: TokenPath) -> Bool {
        prefix.dotted.isEmpty || dotted == prefix.dotted || dotted.hasPrefix(prefix.dotted + ".")
    }

    /// This path with `prefix` replaced by `replacement`; `self` must have `prefix`.
    public func replacingPrefix(_ prefix: TokenPath, with replacement: TokenPath) -> TokenPath {
        if prefix.dotted.isEmpty {
            return replacement.dotted.isEmpty ? self : TokenPath(replacement.dotted + "." + dotted)
        }
        let rest = dotted.dropFirst(prefix.dotted.count)
        return TokenPath(replacement.dotted + rest)
    }

    public var description: String { dotted }

    public static func < (lhs: TokenPath, rhs: TokenPath) -> Bool { lhs.dotted < rhs.dotted }
}
