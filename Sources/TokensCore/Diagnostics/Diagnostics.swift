/// Collects diagnostics from every stage so a run reports all problems together.
public struct Diagnostics: Sendable {
    /// Everything collected so far, in the order reported.
    public private(set) var all: [Diagnostic] = []

    /// Creates an empty collector.
    public init() {}

    /// True when at least one error (not only warnings) was reported.
    public var hasErrors: Bool { all.contains { $0.severity == .error } }

    /// The distinct errors, sorted as `sorted` sorts them.
    public var errors: [Diagnostic] { sorted.filter { $0.severity == .error } }

    /// Adds one diagnostic.
    public mutating func report(_ diagnostic: Diagnostic) { all.append(diagnostic) }

    /// Adds a diagnostic built from its parts.
    public mutating func report(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation?,
        notes: [Diagnostic.Note] = [], cause: String? = nil
    ) {
        all.append(Diagnostic(code, message, at: location, notes: notes, cause: cause))
    }

    /// Adds everything another collector holds.
    public mutating func append(contentsOf other: Diagnostics) { all.append(contentsOf: other.all) }

    /// Each distinct diagnostic once (the same cycle found in four modes is one problem),
    /// sorted by location, then code; diagnostics without a location come last.
    public var sorted: [Diagnostic] {
        var seen = Set<Diagnostic>()
        let unique = all.filter { seen.insert($0).inserted }
        return unique.sorted { a, b in
            switch (a.location, b.location) {
            case (let l?, let r?) where l != r: return l < r
            case (nil, _?): return false
            case (_?, nil): return true
            default: return (a.code, a.message) < (b.code, b.message)
            }
        }
    }
}

/// Thrown by a stage that cannot produce its result; carries everything found before it stopped.
public struct DiagnosticsError: Error, Sendable, CustomStringConvertible {
    /// The problems, as collected.
    public let diagnostics: Diagnostics

    /// Wraps collected diagnostics.
    public init(_ diagnostics: Diagnostics) { self.diagnostics = diagnostics }

    public var description: String { diagnostics.sorted.map(\.description).joined(separator: "\n") }
}
