/// `tokens diff --format html`: one self-contained page in the report's look, each change with its
/// before and after side by side (colours as swatches), accessibility first.
public enum DiffHTMLEmitter {
    public static func html(_ diff: TokenDiff) -> String {
        var html = TextBuffer(reserving: 16_384)
        let title = "Design tokens: \(diff.base) → \(diff.head)"
        html.raw("<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        html.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>")
        html.escaped(title)
        html.raw("</title>\n<style>")
        html.raw(HTMLReportStyle.css)
        html.raw(".before-after { display: flex; gap: 12px; align-items: center; flex-wrap: wrap; }\n")
        html.raw(
            ".swift-diff del { color: #b3261e; text-decoration: none; } .swift-diff ins { color: #1b6e2e; text-decoration: none; }\n"
        )
        html.raw("</style>\n</head>\n<body>\n")
        html.raw(HTMLReportEmitter.symbols)
        html.raw("<header>\n<h1>")
        html.escaped(title)
        html.raw("</h1>\n<p>")
        html.escaped(
            DiffTextEmitter.summary(diff).prefix(1).uppercased() + DiffTextEmitter.summary(diff).dropFirst() + ".")
        html.raw("</p>\n</header>\n<main>\n")
        colorSection(diff, into: &html)
        if !diff.checks.isEmpty {
            html.raw("<h2>Accessibility</h2>\n<div class=\"scroll\"><table>\n")
            html.raw(
                "<tr><th>Change</th><th>Check</th><th>Mode</th><th>Before</th><th>After</th><th>Needs</th><th>Suggestion</th></tr>\n"
            )
            for check in diff.checks {
                let verdict = verdictClass(check.kind)
                html.raw("<tr><td class=\"verdict verdict-\(verdict)\">")
                html.escaped(DiffTextEmitter.label(check.kind))
                html.raw("</td><td><code>")
                html.escaped(check.token.dotted)
                html.raw("</code>")
                if let background = check.background {
                    html.raw(" on <code>")
                    html.escaped(background.dotted)
                    html.raw("</code>")
                }
                html.raw("</td><td>")
                html.escaped(check.mode ?? "")
                html.raw("</td><td>")
                html.escaped(DiffTextEmitter.state(check.old, rule: check.rule))
                html.raw("</td><td>")
                html.escaped(DiffTextEmitter.state(check.new, rule: check.rule))
                html.raw("</td><td>")
                html.escaped(DiffTextEmitter.measure(check.threshold, rule: check.rule))
                if let waivedAt = check.waivedAt {
                    html.escaped(", waived at " + DiffTextEmitter.measure(waivedAt, rule: check.rule))
                }
                html.raw("</td><td>")
                if let suggestion = check.suggestion, let color = ColorValue(hexString: suggestion.hex) {
                    html.raw("<span class=\"swatch-cell\">")
                    swatch(color, into: &html)
                    html.raw("<code>")
                    html.escaped("\(suggestion.hex) (\(DiffTextEmitter.ratio(suggestion.ratio)))")
                    html.raw("</code></span>")
                }
                html.raw("</td></tr>\n")
            }
            html.raw("</table></div>\n")
        }
        if diff.tokens.contains(where: { !DiffTextEmitter.isColorChange($0) }) {
            html.raw("<h2>Tokens</h2>\n<div class=\"scroll\"><table>\n")
            html.raw("<tr><th>Change</th><th>Token</th><th>Mode</th><th>Before</th><th>After</th><th>ΔE OK</th></tr>\n")
            for change in diff.tokens where !DiffTextEmitter.isColorChange(change) {
                html.raw("<tr><td>\(change.kind.rawValue)</td><td><code>")
                html.escaped(change.oldPath.map { "\($0) → \(change.path)" } ?? change.path.dotted)
                html.raw("</code></td><td>")
                html.escaped(change.mode ?? "all")
                html.raw("</td><td>")
                if change.kind != .added { value(change.old, into: &html) }
                html.raw("</td><td>")
                if change.kind != .removed { value(change.kind == .renamed ? change.old : change.new, into: &html) }
                html.raw("</td><td>")
                html.escaped(change.deltaE.map(DiffTextEmitter.deltaEText) ?? "")
                html.raw("</td></tr>\n")
            }
            html.raw("</table></div>\n")
        }
        list(
            "Modes", diff.modesAdded.map { "mode \($0) added" } + diff.modesRemoved.map { "mode \($0) removed" },
            into: &html)
        swiftSection(diff, into: &html)
        list("Generated files", diff.files.map { "\($0.kind.rawValue) \($0.path)" }, into: &html)
        html.raw("</main>\n</body>\n</html>\n")
        return String(decoding: html.bytes, as: UTF8.self)
    }

    /// The verdict class a kind of move is drawn with: red for a regression, green for good news.
    static func verdictClass(_ kind: TokenDiff.CheckKind) -> String {
        if kind.isRegression { return "fail" }
        switch kind {
        case .fixed, .waiverCanGo, .better, .higher: return "pass"
        default: return "waived"
        }
    }

    static func list(_ title: String, _ items: [String], into html: inout TextBuffer) {
        guard !items.isEmpty else { return }
        html.raw("<h2>")
        html.escaped(title)
        html.raw("</h2>\n<ul>\n")
        for item in items {
            html.raw("<li><code>")
            html.escaped(item)
            html.raw("</code></li>\n")
        }
        html.raw("</ul>\n")
    }

    static func value(_ value: TokenValue?, into html: inout TextBuffer) {
        guard let value else { return }
        html.raw("<span class=\"swatch-cell\">")
        if case .color(let color) = value { swatch(color, into: &html) }
        html.raw("<code>")
        html.escaped(DiffTextEmitter.value(value))
        html.raw("</code></span>")
    }

    static func swatch(_ color: ColorValue, into html: inout TextBuffer) {
        html.raw("<span class=\"checker\"><span class=\"swatch\" role=\"img\" aria-label=\"")
        ReportColor(color).hex(into: &html)
        html.raw("\" style=\"background: ")
        ReportColor(color).css(into: &html)
        html.raw("\"></span></span>")
    }
}
