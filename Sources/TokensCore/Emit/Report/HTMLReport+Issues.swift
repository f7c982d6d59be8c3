/// The first screen: whether the brand is accessible, and what is wrong, each failure with its fix
/// drawn beside it; waived checks after, with their reasons.
extension HTMLReportEmitter {
    /// One sentence: the answer to "is the brand accessible?".
    static func verdictLine(_ input: EmitInput) -> String {
        guard let audit = input.audit else { return "Not audited: run tokens report to see the checks." }
        let errors = audit.checks.filter { $0.status == .fail && $0.severity == .error }.count
        let warnings = audit.checks.filter { $0.status == .fail && $0.severity == .warning }.count
        let waived = audit.count(nil, .waived)
        let waivedText = waived == 0 ? "" : " \(waived) waived."
        if errors == 0 && warnings == 0 { return "Every check passes in every mode." + waivedText }
        var parts: [String] = []
        if errors > 0 { parts.append(errors == 1 ? "1 check fails" : "\(errors) checks fail") }
        if warnings > 0 { parts.append("\(warnings) warning\(warnings == 1 ? "" : "s")") }
        return parts.joined(separator: ", ") + "." + waivedText
    }

    static func issueSection(_ input: EmitInput, into out: inout [UInt8]) {
        guard let audit = input.audit else { return }
        let failing = audit.checks.filter { $0.status == .fail }.sorted {
            ($0.severity == .error ? 0 : 1, $0.token.dotted, $0.mode ?? "") < (
                $1.severity == .error ? 0 : 1, $1.token.dotted, $1.mode ?? ""
            )
        }
        let waived = audit.checks.filter { $0.status == .waived }
        var html = TextBuffer(reserving: 4096)
        html.raw("<section aria-labelledby=\"issues-heading\" id=\"issues\">\n")
        html.raw("<h2 id=\"issues-heading\">What needs attention</h2>\n")
        if failing.isEmpty {
            html.raw("<p>Nothing fails: every check passes in every mode.</p>\n")
        } else {
            html.raw("<ol class=\"issues\">\n")
            for check in failing { issue(check, input: input, into: &html) }
            html.raw("</ol>\n")
        }
        if !waived.isEmpty {
            html.raw("<h3>Waived</h3>\n<ol class=\"issues\">\n")
            for check in waived { issue(check, input: input, into: &html) }
            html.raw("</ol>\n")
        }
        html.raw("</section>\n")
        out += html.bytes
    }

    /// A failing or waived check: what, where, the sample as it is and, for contrast, the fix.
    static func issue(_ check: AuditCheck, input: EmitInput, into html: inout TextBuffer) {
        html.raw(
            check.status == .waived
                ? "<li class=\"issue waived\""
                : check.severity == .error ? "<li class=\"issue\"" : "<li class=\"issue warning\"")
        html.attribute("data-status", check.status.rawValue)
        html.attribute("data-rule", check.rule)
        html.raw("><strong>")
        html.escaped(check.status == .waived ? "Waived" : check.severity == .error ? "Fails" : "Warning")
        html.raw("</strong> · ")
        html.escaped(check.rule)
        html.raw(" · ")
        link(check.token, into: &html)
        if let background = check.background {
            html.raw(" on ")
            link(background, into: &html)
        }
        if let mode = check.mode {
            html.raw(" · ")
            html.escaped(mode)
        }
        html.raw("<div>")
        html.escaped(check.message)
        html.raw("</div>")
        if let reason = check.waiverReason {
            html.raw("<div class=\"reason\">Reason: ")
            html.escaped(reason)
            html.raw("</div>")
        }
        if check.status == .waived {
            html.raw("<div class=\"reviewed\">")
            if let reviewed = check.waivedAt {
                html.escaped(
                    "Reviewed at \(WCAG.display(reviewed)):1 (\(WaiverBaseline.fileName)); worse than that fails.")
            } else {
                html.escaped(
                    "No reviewed ratio: without \(WaiverBaseline.fileName), the ratio when it is first recorded is what counts as waived. Run tokens audit --update-waivers to record it."
                )
            }
            html.raw("</div>")
        }
        if check.rule == ContrastRule.id, let modeName = check.mode,
            let mode = input.tokens.mode(named: modeName), let foreground = mode.token(check.token),
            let background = check.background, let ground = mode.token(background),
            let draw = pairSample(foreground, on: ground, id: "issue-\(check.token)-\(background)-\(modeName)")
        {
            html.raw("<div class=\"fix\"><span>Now</span>")
            draw(nil, &html)
            html.raw(WCAG.display(check.measured) + ":1")
            if let suggestion = check.suggestion, let color = ColorValue(hexString: suggestion.hex) {
                html.raw(" <span>Fix</span>")
                draw(color, &html)
                copyButton(into: &html) { $0.escaped(suggestion.hex) }
                html.raw(WCAG.display(suggestion.ratio) + ":1")
            }
            html.raw("</div>")
        }
        html.raw("</li>\n")
    }

    /// `color.text`, linked to its row.
    static func link(_ path: TokenPath, into html: inout TextBuffer) {
        html.raw("<a")
        html.attribute("href", "#" + anchor(path))
        html.raw("><code>")
        html.escaped(path.dotted)
        html.raw("</code></a>")
    }

    /// The id of a token's row: `token-color.text`.
    static func anchor(_ path: TokenPath) -> String { "token-" + path.dotted }

    /// A value that copies itself with one click (the page's script copies the button's text),
    /// its text written by `text`, so a colour's hex goes in from its numbers, without a string.
    static func copyButton(into html: inout TextBuffer, _ text: (inout TextBuffer) -> Void) {
        html.raw("<button type=\"button\" class=\"copy\" title=\"Copy\">")
        text(&html)
        html.raw("</button>")
    }
}
