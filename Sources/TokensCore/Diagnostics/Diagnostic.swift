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

    /// Creates a diagnostic; the severity defaults to the code's own.
    public init(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation?,
        severity: Severity? = nil, notes: [Note] = []
    ) {
        self.code = code
        self.severity = severity ?? code.defaultSeverity
        self.message = message
        self.location = location
        self.notes = notes
    }

    /// `path:line:column: error: [code] message`, then one line per note.
    public var description: String {
        var lines = [Self.line(location, severity.rawValue, "[\(code.rawValue)] \(message)")]
        for note in notes {
            lines.append(Self.line(note.location, "note", note.message))
        }
        return lines.joined(separator: "\n")
    }

    private static func line(_ location: SourceLocation?, _ label: String, _ text: String) -> String {
        if let location { return "\(location): \(label): \(text)" }
        return "tokens: \(label): \(text)"
    }
}
