import Foundation

/// Where the stages of one run report their problems; the command reads them once, at the end.
/// Stages that run side by side may report at the same moment, so it takes a lock.
public final class DiagnosticCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var collected = Diagnostics()

    /// An empty collector.
    public init() {}

    /// Adds everything a stage found.
    public func report(_ diagnostics: Diagnostics) { lock.withLock { collected.append(contentsOf: diagnostics) } }

    /// Adds one problem.
    public func report(_ diagnostic: Diagnostic) { lock.withLock { collected.report(diagnostic) } }

    /// Everything reported so far.
    public var diagnostics: Diagnostics { lock.withLock { collected } }

    /// True when an error (not only warnings) was reported.
    public var hasErrors: Bool { lock.withLock { collected.hasErrors } }
}
