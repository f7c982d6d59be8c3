/// The top of the page: the title and the page's controls (colour vision, theme), the headline
/// that says whether the audit passes, the counts, the contents list, search and filters.
extension HTMLReportEmitter {
    static func header(_ input: EmitInput, plan: ReportPlan) -> String {
        let tokens = input.tokens.modes.first?.tokens.count ?? 0
        let modes = input.tokens.modes.map(\.mode.name)
        var out = "<header>\n<div class=\"topbar\"><h1>\(HTML.escape(input.title)) design tokens</h1>\n"
        out += "<div class=\"controls\"><label for=\"cvd\">Colour vision</label> <select id=\"cvd\">"
        out += "<option value=\"\">Typical</option>"
        out += ReportPalette.properties.map {
            "<option value=\"\($0.0.rawValue)\">\($0.0.rawValue.prefix(1).uppercased() + $0.0.rawValue.dropFirst())</option>"
        }.joined()
        out += "</select>\n"
        out += "<button type=\"button\" id=\"theme-toggle\" aria-pressed=\"false\">Dark page</button></div></div>\n"
        let counts = input.audit.map(AuditTally.init) ?? AuditTally()
        let (passes, text) = headline(input, counts: counts)
        let mark =
            passes.map {
                !$0
                    ? "<span aria-hidden=\"true\">✗</span> "
                    : counts.waived > 0
                        ? "<span aria-hidden=\"true\">⚠</span> " : "<span aria-hidden=\"true\">✓</span> "
            } ?? ""
        let verdictClass = passes.map { !$0 ? " fails" : counts.waived > 0 ? " passes waived" : " passes" } ?? ""
        out += "<p class=\"headline\(verdictClass)\" id=\"verdict\">\(mark)\(HTML.escape(text))</p>\n"
        out += summary(tokens: tokens, modes: modes, counts: counts)
        out += "<nav aria-label=\"Contents\" class=\"contents\"><ol>"
        for section in plan.sections {
            out +=
                "<li><a href=\"#\(section.id)\">\(HTML.escape(section.title))</a> <span class=\"count\">\(section.count)</span></li>"
        }
        out += "</ol></nav>\n"
        out += filters(input)
        out += "</header>\n"
        return out
    }

    /// Whether the audit passes (nil when it did not run), in one sentence: the answer to "is the
    /// brand accessible?", the failures a waiver accepts (they still fail WCAG: the worst is named,
    /// and their cards come first), then what is left to review. Counted by `AuditTally`, as the
    /// build's line and `tokens audit` count.
    static func headline(_ input: EmitInput, counts: AuditTally) -> (passes: Bool?, text: String) {
        guard input.audit != nil else { return (nil, "Not audited: run tokens report to see the checks.") }
        let warnings = counts.warnings == 1 ? "1 warning" : "\(counts.warnings) warnings"
        guard counts.errors == 0 else {
            var rest: [String] = []
            if counts.warnings > 0 { rest.append(warnings) }
            if counts.waived > 0 {
                rest.append(counts.waived == 1 ? "1 waived failure" : "\(counts.waived) waived failures")
            }
            let review = rest.isEmpty ? "" : " " + rest.joined(separator: " and ") + " to review below."
            let count = counts.errors == 1 ? "1 check fails" : "\(counts.errors) checks fail"
            let inModes = counts.errorModes.isEmpty ? "" : " (in " + counts.errorModes.joined(separator: ", ") + ")"
            return (false, "The audit fails: \(count)\(inModes)." + review)
        }
        let review = counts.warnings > 0 ? " \(warnings) to review below." : ""
        if let worst = counts.worstWaived {
            let failures = counts.waived == 1 ? "1 waived failure" : "\(counts.waived) waived failures"
            return (
                true,
                "The audit passes with \(failures): they fail WCAG, and a waiver accepts each. Worst: \(worst.text). They come first below, each with the colour that fixes it."
                    + review
            )
        }
        let modes = input.tokens.modes.count
        let inModes = modes == 1 ? "the mode" : "any of the \(modes) modes"
        return (true, "The audit passes: nothing fails in \(inModes)." + review)
    }

    /// The counts: tokens, modes, and the contrast checks by verdict (exempt apart from pass).
    static func summary(tokens: Int, modes: [String], counts: AuditTally) -> String {
        var out = "<dl class=\"summary\">"
        out += "<div><dt>Tokens</dt><dd id=\"summary-tokens\">\(tokens)</dd></div>"
        out += "<div><dt>Modes</dt><dd id=\"summary-modes\">\(modes.count) <span>("
        out += HTML.escape(modes.joined(separator: ", ")) + ")</span></dd></div>"
        out += "<div><dt>Contrast checks</dt><dd id=\"summary-pairs\">\(counts.contrastChecks)</dd></div>"
        out += "<div><dt>Pass</dt><dd id=\"summary-passing\">\(counts.passed)</dd></div>"
        out += "<div><dt>Fail</dt><dd id=\"summary-failures\">\(counts.failed)</dd></div>"
        out += "<div><dt>Waived</dt><dd id=\"summary-waived\">\(counts.waived)</dd></div>"
        out += "<div><dt>Exempt</dt><dd id=\"summary-exempt\">\(counts.exempt)</dd></div>"
        out += "<div><dt>Warnings</dt><dd id=\"summary-warnings\">\(counts.warnings)</dd></div>"
        return out + "</dl>\n"
    }

    /// Search by name or hex, and the group and verdict filters; what they leave is said in words.
    static func filters(_ input: EmitInput) -> String {
        let groups = Set(input.tokens.modes.first?.tokens.map { $0.path.first } ?? []).sorted()
        var out = "<div class=\"filters\" role=\"search\" aria-label=\"Search and filters\">\n"
        out +=
            "<label for=\"search\">Search</label> <input type=\"search\" id=\"search\" placeholder=\"Name or hex\" aria-describedby=\"filter-status\">\n"
        out +=
            "<label for=\"group-filter\">Group</label> <select id=\"group-filter\"><option value=\"\">All groups</option>"
        out += groups.map { "<option value=\"\(HTML.escape($0))\">\(HTML.escape($0))</option>" }.joined()
        out +=
            "</select>\n<label for=\"status-filter\">Verdict</label> <select id=\"status-filter\"><option value=\"\">All verdicts</option>"
        out += [("pass", "Pass"), ("fail", "Fail"), ("warning", "Warning"), ("waived", "Waived"), ("exempt", "Exempt")]
            .map {
                "<option value=\"\($0.0)\">\($0.1)</option>"
            }.joined()
        out += "</select>\n<span id=\"filter-status\" role=\"status\" aria-live=\"polite\"></span>\n</div>\n"
        return out
    }

    /// The drawings samples point at, once per page: a pair as text and a UI stroke, and the
    /// small one of a grid cell. Each sample sets only its two colours' classes.
    static let symbols =
        "<svg width=\"0\" height=\"0\" style=\"position: absolute\" aria-hidden=\"true\" focusable=\"false\">"
        + "<symbol id=\"pair-sample\" viewBox=\"0 0 132 36\"><rect width=\"132\" height=\"36\" rx=\"6\" style=\"fill: var(--bg)\"/>"
        + "<text x=\"10\" y=\"24\" font-size=\"16\" font-family=\"system-ui, sans-serif\" style=\"fill: var(--fg)\">Aa Text</text>"
        + "<circle cx=\"108\" cy=\"18\" r=\"9\" fill=\"none\" stroke-width=\"3\" style=\"stroke: var(--fg)\"/></symbol>"
        + "<symbol id=\"cell-sample\" viewBox=\"0 0 44 26\"><rect width=\"44\" height=\"26\" rx=\"5\" style=\"fill: var(--bg)\"/>"
        + "<text x=\"7\" y=\"18\" font-size=\"14\" font-weight=\"600\" font-family=\"system-ui, sans-serif\" style=\"fill: var(--fg)\">Aa</text>"
        + "<rect x=\"29\" y=\"8\" width=\"9\" height=\"10\" rx=\"2\" fill=\"none\" stroke-width=\"2\" style=\"stroke: var(--fg)\"/></symbol></svg>\n"
}
