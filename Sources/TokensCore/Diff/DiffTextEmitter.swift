/// `tokens diff` as plain text, and the pieces every format shares: the summary line and how a
/// value, a check and a measure are written.
public enum DiffTextEmitter {
    public static func text(_ diff: TokenDiff) -> String {
        var lines = ["tokens diff \(diff.base) → \(diff.head): \(summary(diff))."]
        if !diff.modesAdded.isEmpty || !diff.modesRemoved.isEmpty {
            lines.append("")
            lines.append("Modes")
            for mode in diff.modesAdded { lines.append("  added    \(mode)") }
            for mode in diff.modesRemoved { lines.append("  removed  \(mode)") }
        }
        if !diff.checks.isEmpty {
            lines.append("")
            lines.append("Audit")
            for check in diff.checks {
                var line = "  \(label(check.kind).padding(12)) \(subject(check))  \(movement(check))"
                if let suggestion = check.suggestion {
                    line += "  suggestion \(suggestion.hex) (\(ratio(suggestion.ratio)))"
                }
                lines.append(line)
            }
        }
        if !diff.tokens.isEmpty {
            lines.append("")
            lines.append("Tokens")
            for change in diff.tokens { lines.append("  \(change.kind.rawValue.padding(8)) \(describe(change))") }
        }
        if !diff.breaks.isEmpty {
            lines.append("")
            lines.append("Swift API breaks")
            for item in diff.breaks {
                lines.append("  \(item.symbol) " + (item.renamedTo.map { "renamed to \($0)" } ?? "removed"))
            }
        }
        if !diff.files.isEmpty {
            lines.append("")
            lines.append("Generated files")
            for file in diff.files { lines.append("  \(file.kind.rawValue.padding(8)) \(file.path)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `1 new failure, 1 fixed; 2 changed, 1 renamed; 1 API break; 4 generated files change`, or
    /// `no change` for sides that build the same.
    public static func summary(_ diff: TokenDiff) -> String {
        guard !diff.isEmpty else { return "no change" }
        func part(_ items: [(Int, String)]) -> String? {
            let said = items.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
            return said.isEmpty ? nil : said.joined(separator: ", ")
        }
        let failures = diff.count(.newFailure)
        let parts = [
            part([
                (failures, failures == 1 ? "new failure" : "new failures"), (diff.count(.fixed), "fixed"),
                (diff.count(.waived), "newly waived"), (diff.count(.closer), "closer to failing"),
            ]),
            tokens(diff),
            part([(diff.modesAdded.count, "modes added"), (diff.modesRemoved.count, "modes removed")]),
            part([(diff.breaks.count, diff.breaks.count == 1 ? "Swift API break" : "Swift API breaks")]),
            part([(diff.files.count, diff.files.count == 1 ? "generated file changes" : "generated files change")]),
        ]
        return parts.compactMap { $0 }.joined(separator: "; ")
    }

    /// `1 token changed, 2 renamed` (a changed token counts once however many modes it changed in).
    static func tokens(_ diff: TokenDiff) -> String? {
        let changed = Set(diff.tokens.filter { $0.kind == .changed }.map(\.path)).count
        let counts = [
            (changed, "changed"), (diff.count(.renamed), "renamed"), (diff.count(.added), "added"),
            (diff.count(.removed), "removed"),
        ].filter { $0.0 > 0 }
        guard let first = counts.first else { return nil }
        let noun = first.0 == 1 ? "token" : "tokens"
        return (["\(first.0) \(noun) \(first.1)"] + counts.dropFirst().map { "\($0.0) \($0.1)" }).joined(
            separator: ", ")
    }

    static func label(_ kind: TokenDiff.CheckKind) -> String {
        switch kind {
        case .newFailure: return "new failure"
        case .fixed: return "fixed"
        case .waived: return "waived"
        case .closer: return "closer"
        }
    }

    /// `contrast color.text on color.bg (light)`.
    static func subject(_ check: TokenDiff.CheckChange) -> String {
        var text = "\(check.rule) \(check.token)"
        if let background = check.background { text += " on \(background)" }
        if let mode = check.mode { text += " (\(mode))" }
        return text
    }

    /// `4.61:1 → 3.90:1, needs 4.5:1` (a new check: `3.90:1, needs 4.5:1`).
    static func movement(_ check: TokenDiff.CheckChange) -> String {
        let after = measure(check.new.measured, rule: check.rule)
        let before = check.old.map { measure($0.measured, rule: check.rule) + " → " } ?? ""
        return "\(before)\(after), needs \(measure(check.threshold, rule: check.rule))"
    }

    /// A ratio as `4.50:1`, any other measure as its number.
    static func measure(_ value: Double, rule: String) -> String {
        rule == ContrastRule.id ? ratio(value) : JSONOutput.format((value * 100).rounded() / 100)
    }

    static func ratio(_ value: Double) -> String { WCAG.display(value) + ":1" }

    /// `color.text (light)  #8A8580 → #6B6560  ΔE OK 0.071`.
    static func describe(_ change: TokenDiff.TokenChange) -> String {
        var text = change.path.dotted
        if let oldPath = change.oldPath { text = "\(oldPath) → \(change.path)" }
        if let mode = change.mode { text += " (\(mode))" }
        switch change.kind {
        case .added: text += "  " + value(change.new)
        case .removed, .renamed: text += "  " + value(change.old)
        case .changed: text += "  \(value(change.old)) → \(value(change.new))"
        }
        if let deltaE = change.deltaE { text += "  ΔE OK \(deltaEText(deltaE))" }
        return text
    }

    static func deltaEText(_ deltaE: Double) -> String { FixedDecimal.format(deltaE, places: 3) }

    /// A value as the resolve command writes it; a colour outside 8-bit sRGB hex also gives its nearest hex.
    static func value(_ value: TokenValue?) -> String {
        guard let value else { return "" }
        let text = value.text
        if case .color(let color) = value, !text.hasPrefix("#"), let hex = color.sRGBHex {
            return "\(text) (\(hex.uppercased()))"
        }
        return text
    }
}
