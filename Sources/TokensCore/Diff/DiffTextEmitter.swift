/// `tokens diff` as plain text, and the pieces every format shares: the summary line, the words for
/// each kind of check move, and how a value, a colour change, a check and a measure are written.
public enum DiffTextEmitter {
    public static func text(_ diff: TokenDiff) -> String {
        var lines = ["tokens diff \(printable(diff.base)) → \(printable(diff.head)): \(summary(diff))."]
        func section(_ title: String, _ body: [String]) {
            guard !body.isEmpty else { return }
            lines.append("")
            lines.append(title)
            lines += body
        }
        section(
            "Colours changed",
            diff.colorChanges.flatMap { path, changes in
                changes.map { "  \(describe($0))  \(colorWords($0))" }
                    + diff.checks(affecting: path).map { "      \(label($0.kind)): \(subject($0))  \(movement($0))" }
            })
        section(
            "Accessibility",
            diff.checks.map { check in
                var line = "  \(label(check.kind).padding(18)) \(subject(check))  \(movement(check))"
                if let suggestion = check.suggestion {
                    line += "  suggestion \(suggestion.hex) (\(ratio(suggestion.ratio)))"
                }
                return line
            })
        section(
            "Tokens",
            diff.tokens.filter { !isColorChange($0) }.map { "  \($0.kind.rawValue.padding(8)) \(describe($0))" })
        section(
            "Modes",
            diff.modesAdded.map { "  added    \(printable($0))" }
                + diff.modesRemoved.map { "  removed  \(printable($0))" })
        section(
            "Swift API breaks",
            diff.breaks.flatMap { item -> [String] in
                var text = ["  \(item.symbol) " + (item.renamedTo.map { "renamed to \($0)" } ?? "removed")]
                if let entry = item.deprecatedEntry {
                    text.append("    keep the old name compiling: under \"swift\": {\"deprecated\": {…}} add \(entry)")
                }
                return text
            })
        var swift: [String] = []
        for change in diff.swift {
            for line in (change.before ?? "").split(separator: "\n") { swift.append("  - " + line) }
            for line in (change.after ?? "").split(separator: "\n") { swift.append("  + " + line) }
        }
        section("Generated Swift that changes", swift)
        section("Generated files", diff.files.map { "  \($0.kind.rawValue.padding(8)) \($0.path)" })
        return lines.joined(separator: "\n") + "\n"
    }

    /// `1 newly failing, 1 fixed; 2 tokens changed, 1 renamed; 1 Swift API break; 4 generated files
    /// change`, or `no change` for sides that build the same.
    public static func summary(_ diff: TokenDiff) -> String {
        guard !diff.isEmpty else { return "no change" }
        func part(_ items: [(Int, String)]) -> String? {
            let said = items.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
            return said.isEmpty ? nil : said.joined(separator: ", ")
        }
        let shown: [TokenDiff.CheckKind] = [
            .newFailure, .worseThanWaived, .worse, .newWarning, .fixed, .waiverCanGo, .newlyWaived, .better, .closer,
        ]
        let parts = [
            part(shown.map { (diff.count($0), $0 == .newWarning && diff.count($0) > 1 ? "new warnings" : label($0)) }),
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

    /// The words for a kind of move, the same in every format and on the page.
    public static func label(_ kind: TokenDiff.CheckKind) -> String {
        switch kind {
        case .newFailure: return "newly failing"
        case .worseThanWaived: return "worse than waived"
        case .worse: return "worse"
        case .newWarning: return "new warning"
        case .fixed: return "fixed"
        case .waiverCanGo: return "waiver can go"
        case .newlyWaived: return "newly waived"
        case .better: return "better"
        case .closer: return "closer to the line"
        case .lower: return "lower"
        case .higher: return "higher"
        case .new: return "new"
        case .gone: return "gone"
        }
    }

    /// `contrast color.text on color.bg (light)`.
    static func subject(_ check: TokenDiff.CheckChange) -> String {
        var text = "\(check.rule) \(printable(check.token.dotted))"
        if let background = check.background { text += " on \(printable(background.dotted))" }
        if let mode = check.mode { text += " (\(printable(mode)))" }
        return text
    }

    /// `pass 4.61:1 → fail 3.90:1, needs 4.5:1`, with the ratio a waiver accepted (`waived at 7.01:1`).
    static func movement(_ check: TokenDiff.CheckChange) -> String {
        // A stale derivation's measure is a count; its sentence says what moved and what to run.
        if check.rule == DerivationRule.id { return printable(check.message) }
        var text =
            "\(state(check.old, rule: check.rule)) → \(state(check.new, rule: check.rule)), needs \(measure(check.threshold, rule: check.rule))"
        if let waivedAt = check.waivedAt { text += ", waived at \(measure(waivedAt, rule: check.rule))" }
        return text
    }

    /// One side of a check: `pass 4.61:1`, `waived 2.87:1`, `none`; a derived colour is
    /// `current` or `stale`.
    static func state(_ side: (status: AuditStatus, measured: Double)?, rule: String) -> String {
        guard let side else { return "none" }
        if rule == DerivationRule.id { return side.status == .pass ? "current" : "stale" }
        return "\(side.status.rawValue) \(measure(side.measured, rule: rule))"
    }

    /// A ratio as `4.50:1`, any other measure as its number (a derived colour needs to be `current`).
    static func measure(_ value: Double, rule: String) -> String {
        if rule == DerivationRule.id { return "current" }
        return rule == ContrastRule.id ? ratio(value) : JSONOutput.format((value * 100).rounded() / 100)
    }

    static func ratio(_ value: Double) -> String { WCAG.display(value) + ":1" }

    /// `color.text (light)  #8A8580 → #6B6560  ΔE OK 0.071`.
    static func describe(_ change: TokenDiff.TokenChange) -> String {
        var text = printable(change.path.dotted)
        if let oldPath = change.oldPath { text = "\(printable(oldPath.dotted)) → \(printable(change.path.dotted))" }
        if let mode = change.mode { text += " (\(printable(mode)))" }
        switch change.kind {
        case .added: text += "  " + value(change.new)
        case .removed, .renamed: text += "  " + value(change.old)
        case .changed: text += "  \(value(change.old)) → \(value(change.new))"
        }
        if let deltaE = change.deltaE { text += "  ΔE OK \(deltaEText(deltaE))" }
        return text
    }

    static func deltaEText(_ deltaE: Double) -> String { FixedDecimal.format(deltaE, places: 3) }

    /// True for a colour's change of value, listed with the colours first.
    static func isColorChange(_ change: TokenDiff.TokenChange) -> Bool {
        guard change.kind == .changed, case .color? = change.new else { return false }
        return true
    }

    /// What a colour change looks like, in words (OKLCH): `slightly darker`, `much lighter, hue
    /// shift`, `less saturated`; `barely different` under every step.
    public static func colorWords(_ change: TokenDiff.TokenChange) -> String {
        guard case .color(let before)? = change.old, case .color(let after)? = change.new else { return "" }
        let a = before.converted(to: .oklch).components
        let b = after.converted(to: .oklch).components
        let (lightness, chroma) = ((b[0] ?? 0) - (a[0] ?? 0), (b[1] ?? 0) - (a[1] ?? 0))
        var words: [String] = []
        if abs(lightness) >= 0.02 {
            let degree = abs(lightness) < 0.06 ? "slightly " : abs(lightness) >= 0.15 ? "much " : ""
            words.append(degree + (lightness < 0 ? "darker" : "lighter"))
        }
        if (a[1] ?? 0) > 0.03, (b[1] ?? 0) > 0.03, let h1 = a[2], let h2 = b[2] {
            let turn = abs((h2 - h1 + 540).truncatingRemainder(dividingBy: 360) - 180)
            if turn >= 10 { words.append("hue shift (\(Int(turn.rounded()))°)") }
        }
        if abs(chroma) >= 0.02 { words.append(chroma < 0 ? "less saturated" : "more saturated") }
        if before.alpha != after.alpha { words.append(after.alpha < before.alpha ? "more transparent" : "more opaque") }
        return words.isEmpty ? "barely different" : words.joined(separator: ", ")
    }

    /// A value as the resolve command writes it; a colour outside 8-bit sRGB hex also gives its nearest hex.
    static func value(_ value: TokenValue?) -> String {
        guard let value else { return "" }
        let text = value.text
        if case .color(let color) = value, !text.hasPrefix("#"), let hex = color.sRGBHex {
            return "\(text) (\(hex.uppercased()))"
        }
        return printable(text)
    }

    /// Text from the token files on one terminal line: line breaks and controls escaped.
    static func printable(_ text: String) -> String { Diagnostic.printable(text) }
}
