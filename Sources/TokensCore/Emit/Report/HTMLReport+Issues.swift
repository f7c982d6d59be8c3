/// The first section: what is wrong, one card per finding with every mode it holds in and the
/// swatches it is about (for contrast the pair as it is and the nearest passing colour beside
/// it). Failures first, then the failures a waiver accepts (they still fail WCAG, so they come
/// before the warnings, on the first screen), then the warnings.
extension HTMLReportEmitter {
    static func issueSection(_ input: EmitInput, plan: ReportPlan, into out: inout ByteChunks) {
        guard input.audit != nil else { return }
        let errors = plan.findings.filter { $0.kind == .error }
        let waived = plan.findings.filter { $0.kind == .waived }
        let warnings = plan.findings.filter { $0.kind == .warning }
        out += "<section aria-labelledby=\"issues-heading\" id=\"issues\">\n".utf8
        out += "<h2 id=\"issues-heading\">What needs attention</h2>\n".utf8
        // The cards are rendered on every core (thousands of waived pairs in a large system).
        if plan.findings.isEmpty {
            out += "<p>Nothing fails and nothing warns: every check passes in every mode.</p>\n".utf8
        }
        if !errors.isEmpty {
            out += "<div class=\"finding-list\"><ol class=\"issues\">\n".utf8
            rows(errors.count, into: &out) { finding(errors[$0], input: input, into: &$1) }
            out += "</ol></div>\n".utf8
        }
        if !waived.isEmpty {
            out += "<div class=\"finding-list\"><h3 id=\"waived-heading\">Waived failures</h3>\n".utf8
            out += "<ol class=\"issues\" aria-labelledby=\"waived-heading\">\n".utf8
            rows(waived.count, into: &out) { finding(waived[$0], input: input, into: &$1) }
            out += "</ol></div>\n".utf8
        }
        if !warnings.isEmpty {
            out += "<div class=\"finding-list\"><h3 id=\"warnings-heading\">Warnings</h3>\n".utf8
            out += "<ol class=\"issues\" aria-labelledby=\"warnings-heading\">\n".utf8
            rows(warnings.count, into: &out) { finding(warnings[$0], input: input, into: &$1) }
            out += "</ol></div>\n".utf8
        }
        out += "</section>\n".utf8
    }

    /// A finding's card: what, which tokens, in which modes, then what each mode shows.
    static func finding(_ group: FindingGroup, input: EmitInput, into html: inout TextBuffer) {
        let (cardClass, word): (String, String)
        switch group.kind {
        case .error: (cardClass, word) = ("issue", "<span aria-hidden=\"true\">✗</span> Fails")
        case .warning: (cardClass, word) = ("issue warning", "<span aria-hidden=\"true\">⚠</span> Warning")
        case .waived: (cardClass, word) = ("issue waived", "<span aria-hidden=\"true\">⚠</span> Waived")
        }
        html.raw("<li class=\"" + cardClass + "\"")
        html.attribute("id", group.id)
        html.attribute("data-status", group.kind.status)
        html.attribute("data-rule", group.rule)
        html.attribute("data-group", group.token.first)
        html.attribute("data-token", ReportName.shown(group.token))
        html.raw("><div class=\"issue-head\"><strong>" + word + "</strong> · ")
        html.escaped(group.rule)
        html.raw(" · ")
        link(group.token, into: &html)
        if let partner = group.partner {
            switch group.rule {
            case DistinguishableRule.id: html.raw(" and ")
            case AdaptationRule.id: html.raw(" with ")
            default: html.raw(" on ")
            }
            link(partner, into: &html)
        }
        if !group.modes.isEmpty {
            html.raw(" · <span class=\"modes\">")
            html.escaped(group.modes.joined(separator: ", "))
            html.raw("</span>")
        }
        html.raw("</div>\n")
        switch group.rule {
        case ContrastRule.id: for check in group.checks { contrastDetails(check, input: input, into: &html) }
        case DistinguishableRule.id: lookAlikeDetails(group, input: input, into: &html)
        case AdaptationRule.id: adaptationDetails(group, input: input, into: &html)
        default: messages(group, into: &html)
        }
        var reasons: [String] = []
        for check in group.checks {
            if let reason = check.waiverReason, !reasons.contains(reason) { reasons.append(reason) }
        }
        for reason in reasons {
            html.raw("<div class=\"reason\">Reason: ")
            html.escaped(reason)
            html.raw("</div>")
        }
        html.raw("</li>\n")
    }

    /// The checks' messages, each once.
    static func messages(_ group: FindingGroup, into html: inout TextBuffer) {
        var seen: [String] = []
        for check in group.checks where !seen.contains(check.message) {
            seen.append(check.message)
            html.raw("<p>")
            html.escaped(ReportName.shownText(check.message))
            html.raw("</p>")
        }
    }

    /// `color.text`, linked to its row.
    static func link(_ path: TokenPath, into html: inout TextBuffer) {
        html.raw("<a")
        html.attribute("href", "#" + anchor(path))
        html.raw("><code>")
        html.escaped(ReportName.shown(path))
        html.raw("</code></a>")
    }

    /// The id of a token's row: `token-color.text`.
    static func anchor(_ path: TokenPath) -> String { "token-" + ReportName.shown(path) }

    /// A value that copies itself with one click (the page's script copies the button's text),
    /// its text written by `text`, so a colour's hex goes in from its numbers, without a string.
    static func copyButton(into html: inout TextBuffer, _ text: (inout TextBuffer) -> Void) {
        html.raw("<button type=\"button\" class=\"copy\" title=\"Copy\">")
        text(&html)
        html.raw("</button>")
    }
}
