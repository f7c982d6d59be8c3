/// Diagnostics as text output prints them: those of one cause (the same code, severity and
/// `cause`, or the same message) repeated more than `examples` times are one line with a count,
/// followed by the first `examples` of them as notes, so 1,340 tokens missing from one mode do not
/// bury the one real error. `--verbose` prints every diagnostic on its own line instead.
public enum DiagnosticGroups {
    /// How many of a group's diagnostics are shown under its line.
    public static let examples = 3

    /// One cause and the diagnostics that share it, in sorted order.
    public struct Group: Sendable {
        public let members: [Diagnostic]

        /// The text: the diagnostic itself when alone or nearly, else one line and examples.
        public var description: String {
            guard members.count > DiagnosticGroups.examples, let first = members.first else {
                return members.map(\.description).joined(separator: "\n")
            }
            let count = members.count
            let summary: String
            if let cause = first.cause {
                summary =
                    "\(cause) (\(count) tokens; the first \(DiagnosticGroups.examples) below, --verbose lists every one)"
            } else {
                summary =
                    "\(first.message) (\(count) places; the first \(DiagnosticGroups.examples) below, --verbose lists every one)"
            }
            var lines = [
                Diagnostic.line(first.location, first.severity.rawValue, "[\(first.code.rawValue)] \(summary)")
            ]
            for member in members.prefix(DiagnosticGroups.examples) {
                lines.append(Diagnostic.line(member.location, "note", first.cause == nil ? "here" : member.message))
            }
            return lines.joined(separator: "\n")
        }
    }

    /// `diagnostics` (each distinct one once, sorted) grouped by cause; a group sits where its first
    /// member does.
    public static func groups(_ diagnostics: [Diagnostic]) -> [Group] {
        struct Key: Hashable {
            let code: DiagnosticCode
            let severity: Severity
            let cause: String
            let isCause: Bool
        }
        var order: [Key] = []
        var members: [Key: [Diagnostic]] = [:]
        for diagnostic in diagnostics {
            let key = Key(
                code: diagnostic.code, severity: diagnostic.severity, cause: diagnostic.cause ?? diagnostic.message,
                isCause: diagnostic.cause != nil)
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(diagnostic)
        }
        return order.map { Group(members: members[$0] ?? []) }
    }

    /// The lines to print for `diagnostics`: grouped, or every one when `verbose`.
    public static func text(_ diagnostics: [Diagnostic], verbose: Bool) -> [String] {
        verbose ? diagnostics.map(\.description) : groups(diagnostics).map(\.description)
    }
}
