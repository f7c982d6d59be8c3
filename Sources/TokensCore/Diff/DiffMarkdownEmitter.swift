/// `tokens diff --format markdown`: a pull-request comment. A summary line, then tables
/// (accessibility first), each colour with a chip: the nearest of the nine coloured square emoji,
/// since GitHub removes inline SVG and styles from comments. Lists longer than ten rows fold into
/// a `<details>` section.
public enum DiffMarkdownEmitter {
    /// Rows shown before a list is folded.
    static let unfolded = 10

    public static func markdown(_ diff: TokenDiff) -> String {
        var out = "### Design tokens: \(span(diff.base)) → \(span(diff.head))\n\n"
        out += verdict(diff) + "\n"
        if !diff.checks.isEmpty {
            var rows = ["| | Check | Mode | Before | After | Needs | Suggestion |", "|---|---|---|---|---|---|---|"]
            for check in diff.checks {
                let subject =
                    "\(check.rule) \(span(check.token.dotted))"
                    + (check.background.map { " on \(span($0.dotted))" } ?? "")
                let suggestion = check.suggestion.map {
                    "\(chip(hex: $0.hex)) `\($0.hex)` (\(DiffTextEmitter.ratio($0.ratio)))"
                }
                rows.append(
                    "| \(icon(check.kind)) \(DiffTextEmitter.label(check.kind)) | \(subject) | \(check.mode.map(span) ?? "") | "
                        + "\(check.old.map { DiffTextEmitter.measure($0.measured, rule: check.rule) } ?? "new") | "
                        + "\(DiffTextEmitter.measure(check.new.measured, rule: check.rule)) | "
                        + "\(DiffTextEmitter.measure(check.threshold, rule: check.rule)) | \(suggestion ?? "") |")
            }
            out += section("Accessibility", rows: rows)
        }
        if !diff.tokens.isEmpty {
            var rows = ["| | Token | Mode | Before | After | ΔE OK |", "|---|---|---|---|---|---|"]
            for change in diff.tokens {
                let name =
                    change.oldPath.map { "\(span($0.dotted)) → \(span(change.path.dotted))" }
                    ?? "\(span(change.path.dotted))"
                let before = change.kind == .added ? "" : value(change.old)
                let after = change.kind == .removed ? "" : value(change.kind == .renamed ? change.old : change.new)
                rows.append(
                    "| \(change.kind.rawValue) | \(name) | \(change.mode.map(span) ?? "all") | \(before) | \(after) | "
                        + "\(change.deltaE.map(DiffTextEmitter.deltaEText) ?? "") |")
            }
            out += section("Tokens", rows: rows)
        }
        if !diff.modesAdded.isEmpty || !diff.modesRemoved.isEmpty {
            let lines =
                diff.modesAdded.map { "- mode \(span($0)) added" }
                + diff.modesRemoved.map { "- mode \(span($0)) removed" }
            out += section("Modes", rows: lines)
        }
        if !diff.breaks.isEmpty {
            let lines = diff.breaks.map { item in
                "- \(span(item.symbol)) " + (item.renamedTo.map { "renamed to \(span($0))" } ?? "removed")
            }
            out += section("Swift API breaks", rows: lines)
        }
        if !diff.files.isEmpty {
            out += section(
                "Generated files", rows: diff.files.map { "- \($0.kind.rawValue) \(span($0.path))" },
                alwaysFolded: true)
        }
        return out
    }

    /// The first line: what matters for merging, in bold.
    static func verdict(_ diff: TokenDiff) -> String {
        var warnings: [String] = []
        if diff.introducesFailure { warnings.append("❌ **Introduces an accessibility failure.**") }
        if !diff.breaks.isEmpty { warnings.append("⚠️ **Breaks Swift API.**") }
        guard !diff.isEmpty else { return "No change." }
        if warnings.isEmpty { warnings.append("✅ No new failure, no API break.") }
        return warnings.joined(separator: " ") + " " + DiffTextEmitter.summary(diff).prefix(1).uppercased()
            + DiffTextEmitter.summary(diff).dropFirst() + "."
    }

    /// A titled table or list; folded into `<details>` past `unfolded` rows (tables keep their header).
    static func section(_ title: String, rows: [String], alwaysFolded: Bool = false) -> String {
        let isTable = rows.first?.hasPrefix("|") ?? false
        let count = rows.count - (isTable ? 2 : 0)
        let body = rows.joined(separator: "\n") + "\n"
        guard alwaysFolded || count > unfolded else { return "\n#### \(title)\n\n" + body }
        return "\n<details><summary>\(title) (\(count))</summary>\n\n" + body + "\n</details>\n"
    }

    static func icon(_ kind: TokenDiff.CheckKind) -> String {
        switch kind {
        case .newFailure: return "❌"
        case .fixed: return "✅"
        case .waived: return "⏸️"
        case .closer: return "⚠️"
        }
    }

    /// A value in a table cell: a colour as chip and hex, anything else as code.
    static func value(_ value: TokenValue?) -> String {
        guard let value else { return "" }
        if case .color(let color) = value { return "\(chip(color)) \(span(DiffTextEmitter.value(value)))" }
        return "\(span(DiffTextEmitter.value(value)))"
    }

    /// The square emoji nearest a colour (ΔE OK, over the Twemoji palette the squares are drawn
    /// in); a grey, which no square is, by its lightness: black or white.
    static func chip(_ color: ColorValue) -> String {
        let oklch = color.converted(to: .oklch).components
        if (oklch[1] ?? 0) < greyChroma { return (oklch[0] ?? 0) < 0.6 ? "⬛" : "⬜" }
        return squares.min { color.deltaEOK(to: $0.color) < color.deltaEOK(to: $1.color) }?.emoji ?? "⬜"
    }

    /// Below this OKLCH chroma a colour reads as grey.
    static let greyChroma = 0.04

    static func chip(hex: String) -> String { ColorValue(hexString: hex).map(chip) ?? "⬜" }

    static let squares: [(emoji: String, color: ColorValue)] = [
        ("🟥", "#DD2E44"), ("🟧", "#F4900C"), ("🟨", "#FDCB58"), ("🟩", "#78B159"), ("🟦", "#55ACEE"),
        ("🟪", "#AA8ED6"), ("🟫", "#C1694F"), ("⬛", "#31373D"), ("⬜", "#E6E7E8"),
    ].compactMap { pair in ColorValue(hexString: pair.1).map { (pair.0, $0) } }

    /// Text from the token files as a code span, safe in a GitHub table cell: nothing in a code
    /// span is markup (no HTML, image, link or @-mention), its fence is longer than any run of
    /// backticks in the text, a `|` is escaped (else it ends the cell), and every line break,
    /// control or invisible character becomes a visible escape (else a newline ends the row).
    static func span(_ text: String) -> String {
        var safe = ""
        for scalar in text.unicodeScalars {
            if scalar == "|" {
                safe += "\\|"
            } else if SwiftText.isLineBreak(scalar) || SwiftText.isHidden(scalar) {
                safe += SwiftText.escaped(scalar)
            } else {
                safe.unicodeScalars.append(scalar)
            }
        }
        var longest = 0
        var run = 0
        for character in safe.unicodeScalars {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = safe.hasPrefix("`") || safe.hasSuffix("`") || safe.isEmpty ? " " : ""
        return fence + padding + safe + padding + fence
    }
}
