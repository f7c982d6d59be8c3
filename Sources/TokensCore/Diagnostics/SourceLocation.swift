/// A position in a source file: 1-based line and column (columns count UTF-8 bytes, as clang does).
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file path as the user gave it (relative paths stay relative so messages stay short).
    public let file: String
    /// 1-based line number.
    public var line: Int { Int(storedLine) }
    /// 1-based column, counted in UTF-8 bytes from the start of the line.
    public var column: Int { Int(storedColumn) }
    // Every parsed JSON value and key has a location: 32-bit numbers keep a node 8 bytes smaller.
    // Lines and columns past 4 billion are clamped (a token file is never that large).
    private let storedLine: UInt32
    private let storedColumn: UInt32

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.storedLine = UInt32(clamping: line)
        self.storedColumn = UInt32(clamping: column)
    }

    /// `path:line:column`, the form Xcode and editors link to.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
