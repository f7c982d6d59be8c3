/// `tokens audit` for people: findings by location, every contrast check by mode, a summary.
public enum AuditTextEmitter {
    /// Findings (errors, warnings, waived notes) as `path:line:column: severity: [rule] message`,
    /// a contrast finding followed by a note at its background. `showsWaived: false` leaves the
    /// waived checks out; `errorsAsWarnings` prints error-level findings as warnings.
    public static func findings(
        _ result: AuditResult, errorsOnly: Bool = false, showsWaived: Bool = true, errorsAsWarnings: Bool = false
    ) -> String {
        var lines = result.findings.filter { !errorsOnly || $0.severity == .error }.map { finding in
            guard errorsAsWarnings, finding.severity == .error else { return finding.description }
            return Diagnostic(
                finding.code, finding.message, at: finding.location, severity: .warning, notes: finding.notes
            ).description
        }
        for check in result.checks where check.status == .waived && !errorsOnly && showsWaived {
            let note = Diagnostic(
                DiagnosticCode(rawValue: check.rule),
                check.message + " Waived: \((check.waiverReason ?? "").trimmingSuffix(".")).", at: check.location,
                severity: .note)
            lines.append(note.description)
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// The failing checks of `rules` alone, as `findings` prints them (the build's stale
    /// derivations, when contrast-fix is the step that repairs it).
    public static func findings(_ result: AuditResult, rules: Set<String>) -> String {
        var only = result
        only.checks = result.checks.filter { rules.contains($0.rule) && $0.status == .fail }
        return findings(only, showsWaived: false)
    }

    /// Every contrast check, grouped by mode: verdict, ratio, threshold, pair.
    public static func pairs(_ result: AuditResult) -> String {
        var out = ""
        let contrast = result.checks.filter { $0.rule == ContrastRule.id }
        var modes: [String] = []
        for check in contrast where !modes.contains(check.mode ?? "") { modes.append(check.mode ?? "") }
        for mode in modes {
            out += Printable.escaped("\(mode):") + "\n"
            for check in contrast where check.mode ?? "" == mode { out += line(check) }
        }
        return out
    }

    static func line(_ check: AuditCheck) -> String {
        let verdict = check.status.rawValue.uppercased().padding(7)
        let comparison = check.measured >= check.threshold ? "≥" : "<"
        let ratio = (WCAG.display(check.measured) + ":1").leftPadded(8)
        // Escaped (`Printable`): a token or mode name cannot start a line of its own.
        return Printable.escaped(
            "  \(verdict)\(ratio) \(comparison) \(JSONOutput.format(check.threshold).padding(3))  \(check.token) on \(check.background?.dotted ?? "")"
        ) + "\n"
    }

    /// `audit: 130 contrast checks (37 pairs in up to 4 modes): 99 passed, 0 failed, 15 waived
    /// failures, worst: …, 16 exempt; …`, the contrast figures as `AuditTally` counts them.
    public static func summary(_ result: AuditResult) -> String {
        let contrast = ContrastRule.id
        let tally = AuditTally(result)
        var parts = [
            "\(tally.contrastChecks) contrast checks (\(tally.pairsText)): \(tally.passed) passed, \(tally.failed) failed, \(tally.waivedText), \(tally.exempt) exempt"
        ]
        for (id, _) in AuditRegistry.descriptions where id != contrast {
            let total = result.count(id)
            guard total > 0 else { continue }
            parts.append("\(id) \(total) checked, \(result.count(id, .fail)) flagged")
        }
        return "audit: " + parts.joined(separator: "; ") + "\n"
    }
}

extension String {
    func trimmingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : self }

    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
