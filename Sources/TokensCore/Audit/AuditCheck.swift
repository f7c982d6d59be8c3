/// The outcome of one check.
public enum AuditStatus: String, Sendable, Hashable, Codable {
    case pass, fail, waived
}

/// One measurement the audit made: a contrast pair in one mode, one touch target, one font size…
/// Every check is kept (not only failures) so the report can show the whole picture.
public struct AuditCheck: Sendable, Hashable {
    /// The rule's identifier (`contrast`, `touch-target`, …).
    public var rule: String
    /// What fails when this check fails.
    public var severity: Severity
    public var status: AuditStatus
    /// The token measured (for contrast: the foreground).
    public var token: TokenPath
    /// The background, for contrast checks.
    public var background: TokenPath?
    /// The mode measured in; nil for checks that do not depend on the mode.
    public var mode: String?
    /// What was measured: a ratio, points, a line-height ratio, ΔE OK.
    public var measured: Double
    /// What it had to reach.
    public var threshold: Double
    /// The suggested foreground for a failing contrast check, as 8-bit hex, with its ratio.
    public var suggestion: (hex: String, ratio: Double)?
    /// For a failing contrast check whose foreground is on several backgrounds in its mode: one
    /// colour that passes on all of them (8-bit hex), the lowest ratio it reaches there, and how
    /// many backgrounds; nil when it has one background, or no lightness of its hue passes on all.
    public var everyBackground: (hex: String, ratio: Double, backgrounds: Int)?
    /// Where the measured token (or the config entry) is written.
    public var location: SourceLocation?
    /// For contrast checks: where the background token is written.
    public var backgroundLocation: SourceLocation?
    /// One sentence for the person editing the tokens.
    public var message: String
    /// For waived checks: the waiver's reason (also for a check a waiver matches that fails anyway:
    /// worse than waived, or never reviewed).
    public var waiverReason: String?
    /// The ratio the waiver's review accepted (`tokens.baseline.json`); nil without a baseline.
    public var waivedAt: Double?

    public static func == (a: AuditCheck, b: AuditCheck) -> Bool {
        (a.rule, a.token, a.background, a.mode, a.message) == (b.rule, b.token, b.background, b.mode, b.message)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rule)
        hasher.combine(token)
        hasher.combine(background)
        hasher.combine(mode)
        hasher.combine(message)
    }

    /// The finding to print when this check did not pass.
    public var diagnostic: Diagnostic? {
        guard status == .fail else { return nil }
        return Diagnostic(DiagnosticCode(rawValue: rule), message, at: location, severity: severity, notes: notes)
    }

    /// For a contrast check, a note at the background's definition.
    public var notes: [Diagnostic.Note] {
        guard let background, let backgroundLocation else { return [] }
        return [Diagnostic.Note("'\(background)' is the background; defined here.", at: backgroundLocation)]
    }
}
