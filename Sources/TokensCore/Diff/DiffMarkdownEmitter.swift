/// `tokens diff --format markdown`: a pull-request comment. The verdict, then what a reviewer reads
/// first: the colours that changed, each with its before and after in hex, ΔE and words, and the
/// checks it moves in each mode; then every check that moved, regressions first; then the other
/// token changes, the Swift API (with the config entry that keeps a renamed constant compiling and
/// the generated lines that change) and the files. GitHub shows no inline SVG or styles in
/// comments, so colours are hex and words; the HTML diff draws them.
public enum DiffMarkdownEmitter {
    /// Rows shown before a list is folded.
    static let unfolded = 10

    public static func markdown(_ diff: TokenDiff) -> String {
        var out = "### Design tokens: \(span(diff.base)) → \(span(diff.head))\n\n"
        out += verdict(diff) + "\n"
        let colors = diff.colorChanges
        if !colors.isEmpty {
            var rows = ["| Colour | Mode | Before | After | Change | Checks it moves |", "|---|---|---|---|---|---|"]
            for (path, changes) in colors {
                for change in changes {
                    let moved = diff.checks(affecting: path).filter { $0.mode == change.mode }.map {
                        "\(icon($0.kind)) \(DiffTextEmitter.label($0.kind)): \(span(pair($0))) "
                            + span(DiffTextEmitter.movement($0))
                    }
                    rows.append(
                        "| \(span(path.dotted)) | \(change.mode.map(span) ?? "all") | \(span(DiffTextEmitter.value(change.old))) | "
                            + "\(span(DiffTextEmitter.value(change.new))) | \(DiffTextEmitter.colorWords(change))"
                            + (change.deltaE.map { ", ΔE OK \(DiffTextEmitter.deltaEText($0))" } ?? "")
                            + " | \(moved.joined(separator: "<br>")) |")
                }
            }
            out += section("Colours changed", rows: rows)
            out += "\nThe HTML diff (`tokens diff --format html`) draws these colours as swatches.\n"
        }
        if !diff.checks.isEmpty {
            var rows = ["| | Check | Mode | Before | After | Needs | Note |", "|---|---|---|---|---|---|---|"]
            for check in diff.checks {
                let suggestion = check.suggestion.map {
                    "suggestion \(span($0.hex)) (\(DiffTextEmitter.ratio($0.ratio)))"
                }
                let waived = check.waivedAt.map { "waived at \(DiffTextEmitter.measure($0, rule: check.rule))" }
                let rederive =
                    check.rule == DerivationRule.id && check.new?.status == .fail
                    ? "run \(span("tokens contrast-fix"))" : nil
                rows.append(
                    "| \(icon(check.kind)) \(DiffTextEmitter.label(check.kind)) | \(check.rule) \(span(pair(check))) | "
                        + "\(check.mode.map(span) ?? "") | \(DiffTextEmitter.state(check.old, rule: check.rule)) | "
                        + "\(DiffTextEmitter.state(check.new, rule: check.rule)) | \(DiffTextEmitter.measure(check.threshold, rule: check.rule)) | "
                        + "\([waived, suggestion, rederive].compactMap { $0 }.joined(separator: "; ")) |")
            }
            out += section("Accessibility", rows: rows)
        }
        let others = diff.tokens.filter { !DiffTextEmitter.isColorChange($0) }
        if !others.isEmpty {
            var rows = ["| | Token | Mode | Before | After |", "|---|---|---|---|---|"]
            for change in others {
                let name =
                    change.oldPath.map { "\(span($0.dotted)) → \(span(change.path.dotted))" }
                    ?? span(change.path.dotted)
                let before = change.kind == .added ? "" : span(DiffTextEmitter.value(change.old))
                let after =
                    change.kind == .removed
                    ? "" : span(DiffTextEmitter.value(change.kind == .renamed ? change.old : change.new))
                rows.append(
                    "| \(change.kind.rawValue) | \(name) | \(change.mode.map(span) ?? "all") | \(before) | \(after) |")
            }
            out += section("Other token changes", rows: rows)
        }
        if !diff.modesAdded.isEmpty || !diff.modesRemoved.isEmpty {
            let lines =
                diff.modesAdded.map { "- mode \(span($0)) added" }
                + diff.modesRemoved.map { "- mode \(span($0)) removed" }
            out += section("Modes", rows: lines)
        }
        if !diff.breaks.isEmpty {
            var lines = diff.breaks.map { item in
                "- \(span(item.symbol)) " + (item.renamedTo.map { "renamed to \(span($0))" } ?? "removed")
            }
            let entries = diff.breaks.compactMap(\.deprecatedEntry)
            if !entries.isEmpty {
                lines.append("")
                lines.append(
                    "To keep the old names compiling (deprecated, pointing at the new ones), add to `tokens.config.json`:"
                )
                lines.append("")
                lines.append("```json")
                lines.append("\"swift\": { \"deprecated\": {")
                lines += entries.map { "  " + $0 }.enumerated().map { $1 + ($0 < entries.count - 1 ? "," : "") }
                lines.append("} }")
                lines.append("```")
            }
            out += section("Swift API breaks", rows: lines, counted: diff.breaks.count)
        }
        if !diff.swift.isEmpty {
            var lines = ["```diff"]
            for change in diff.swift {
                for line in fence(change.before ?? "").split(separator: "\n") { lines.append("- " + line) }
                for line in fence(change.after ?? "").split(separator: "\n") { lines.append("+ " + line) }
            }
            lines.append("```")
            out += section("Generated Swift that changes", rows: lines, counted: diff.swift.count, alwaysFolded: true)
        }
        if !diff.files.isEmpty {
            out += section(
                "Generated files", rows: diff.files.map { "- \($0.kind.rawValue) \(span($0.path))" }, alwaysFolded: true
            )
        }
        return out
    }

    /// The first line: what matters for merging, in bold.
    static func verdict(_ diff: TokenDiff) -> String {
        var warnings: [String] = []
        if diff.introducesFailure { warnings.append("❌ **Accessibility regressions.**") }
        if !diff.breaks.isEmpty { warnings.append("⚠️ **Breaks Swift API.**") }
        guard !diff.isEmpty else { return "No change." }
        if warnings.isEmpty { warnings.append("✅ No regression, no API break.") }
        return warnings.joined(separator: " ") + " " + DiffTextEmitter.summary(diff).prefix(1).uppercased()
            + DiffTextEmitter.summary(diff).dropFirst() + "."
    }

    /// A titled table or list; folded into `<details>` past `unfolded` rows (tables keep their header).
    static func section(
        _ title: String, rows: [String], counted: Int? = nil, alwaysFolded: Bool = false
    ) -> String {
        let isTable = rows.first?.hasPrefix("|") ?? false
        let count = counted ?? rows.count - (isTable ? 2 : 0)
        let body = rows.joined(separator: "\n") + "\n"
        guard alwaysFolded || count > unfolded else { return "\n#### \(title) (\(count))\n\n" + body }
        return "\n<details><summary>\(title) (\(count))</summary>\n\n" + body + "\n</details>\n"
    }

    static func icon(_ kind: TokenDiff.CheckKind) -> String {
        switch kind {
        case .newFailure, .worseThanWaived, .worse: return "❌"
        case .fixed, .waiverCanGo, .better, .higher: return "✅"
        case .newlyWaived: return "⏸️"
        case .closer, .lower, .newWarning: return "⚠️"
        case .new, .gone: return "➖"
        }
    }

    /// `color.text on color.bg`.
    static func pair(_ check: TokenDiff.CheckChange) -> String {
        check.token.dotted + (check.background.map { " on " + $0.dotted } ?? "")
    }

    /// Generated Swift inside a fenced block: a run of three backticks (which no generated code has,
    /// but a string literal could) cannot close the fence.
    static func fence(_ text: String) -> String { text.replacingAll("```", with: "`\u{200B}``") }

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
