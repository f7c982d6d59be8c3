/// How serious a diagnostic is.
public enum Severity: String, Sendable, Hashable, Codable {
    case error, warning, note
}

/// One problem found in the user's token files or configuration.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// A secondary location that explains the diagnostic (a link in an alias cycle, a first definition).
    public struct Note: Sendable, Hashable {
        /// What this location means for the diagnostic.
        public let message: String
        /// Where it is.
        public let location: SourceLocation?

        /// Creates a note.
        public init(_ message: String, at location: SourceLocation?) {
            self.message = message
            self.location = location
        }
    }

    /// Stable code, printed in brackets and documented in the README.
    public let code: DiagnosticCode
    /// Error, warning or note.
    public let severity: Severity
    /// A sentence for the person editing the token file.
    public let message: String
    /// Where the problem is, when it has a place in a file.
    public let location: SourceLocation?
    /// Further locations that explain the problem.
    public let notes: [Note]
    /// What diagnostics of one cause share, as a sentence (`'number' tokens with a string value are
    /// built as strings`): text output prints the diagnostics of a cause repeated more than a few
    /// times as one line (`DiagnosticGroups`). Nil: the message itself is the cause.
    public let cause: String?
    /// Every place the diagnostic stands for, when it reports several together (the values of one
    /// file that reached no token, the values of a set a reader does not build): not printed beyond
    /// the notes, but counted by summaries, and each is named for `ValueCoverage`. Empty for most.
    public let places: [SourceLocation]
    /// How many values or places the diagnostic stands for: 1, or its `places`.
    public var count: Int { max(1, places.count) }

    /// Creates a diagnostic; the severity defaults to the code's own.
    public init(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation?,
        severity: Severity? = nil, notes: [Note] = [], cause: String? = nil,
        places: [SourceLocation] = []
    ) {
        self.places = places
        self.code = code
        self.severity = severity ?? code.defaultSeverity
        self.message = message
        self.location = location
        self.notes = notes
        self.cause = cause
    }

    /// `path:line:column: error: [code] message`, then one line per note.
    public var description: String {
        var lines = [Self.line(location, severity.rawValue, "[\(code.rawValue)] \(message)")]
        for note in notes {
            lines.append(Self.line(note.location, "note", note.message))
        }
        return lines.joined(separator: "\n")
    }

    /// One line, whatever the token names, messages and file paths in it hold: a line break or
    /// control character in them is written as an escape (`\n`, `\u{202E}`), so no text from a token
    /// file can start a line of its own that Xcode or a terminal would read as another diagnostic.
    static func line(_ location: SourceLocation?, _ label: String, _ text: String) -> String {
        let line = location.map { "\($0): \(label): \(text)" } ?? "tokens: \(label): \(text)"
        return printable(line)
    }

    /// `text` with line breaks, controls and format characters escaped.
    static func printable(_ text: String) -> String {
        guard SwiftText.needsEscaping(text) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where SwiftText.isLineBreak(scalar) || SwiftText.isHidden(scalar): out += SwiftText.escaped(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
