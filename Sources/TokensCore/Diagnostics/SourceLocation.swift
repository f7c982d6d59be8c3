import Foundation

/// A position in a source file: 1-based line and column (columns count UTF-8 bytes, as clang does).
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file path as the user gave it (relative paths stay relative so messages stay short).
    public var file: String { SourceFiles.name(of: fileID) }
    /// 1-based line number.
    public var line: Int { Int(storedLine) }
    /// 1-based column, counted in UTF-8 bytes from the start of the line.
    public var column: Int { Int(storedColumn) }
    // Every parsed JSON value and key has a location, and tokens are copied between stages on
    // every core: the file is a number (no reference count for two cores to fight over) and lines
    // and columns are 32-bit, so a location is 12 plain bytes. Lines and columns past 4 billion
    // are clamped (a token file is never that large).
    private let fileID: UInt32
    private let storedLine: UInt32
    private let storedColumn: UInt32

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.init(file: SourceFiles.id(of: file), line: line, column: column)
    }

    /// Creates a location in a file already numbered by `SourceFiles.id(of:)` (parsers number
    /// their file once, not once per value).
    init(file: UInt32, line: Int, column: Int) {
        self.fileID = file
        self.storedLine = UInt32(clamping: line)
        self.storedColumn = UInt32(clamping: column)
    }

    /// `path:line:column`, the form Xcode and editors link to.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.fileID != rhs.fileID { return lhs.file < rhs.file }
        return (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// The file paths locations point into, each numbered once for the life of the process (a
/// path always gets the same number, so locations compare and hash by number).
enum SourceFiles {
    private static let paths = NumberedTable<String, String>()

    /// The number of `path`, given on first use.
    static func id(of path: String) -> UInt32 { UInt32(paths.number(of: path, value: path)) }

    /// The path numbered `id`.
    static func name(of id: UInt32) -> String { paths.value(numbered: Int(id)) }
}
