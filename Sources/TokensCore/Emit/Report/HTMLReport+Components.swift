/// Components in context: per mode, a primary button with its label, a card with body and
/// secondary text, a badge per status colour, a focus ring and a disabled control, drawn from the
/// tokens that play those roles (`ComponentRoles`), so a brand change is seen as the app shows it.
/// Drawn in SVG (a failing pair is shown as it is); the caption says in words which tokens each
/// part uses and how their pair fares.
extension HTMLReportEmitter {
    typealias Role = ComponentRoles.Role

    static func componentSection(_ input: EmitInput, plan: ReportPlan, into out: inout ByteChunks) {
        let roles = plan.roles
        guard !roles.found.isEmpty else { return }
        var html = TextBuffer(reserving: 8192 * max(1, input.tokens.modes.count))
        html.raw("<section aria-labelledby=\"components-heading\" id=\"components\">\n")
        html.raw("<h2 id=\"components-heading\">Components in context</h2>\n")
        html.raw("<p>Everyday components drawn from the tokens by role, in each mode.</p>\n")
        let missing = Role.allCases.filter { roles[$0] == nil }
        if !missing.isEmpty {
            html.raw("<p class=\"missing\">Not found, so drawn without: ")
            html.escaped(missing.map(\.label).joined(separator: ", "))
            html.raw(" (no colour token's name ends like ")
            html.escaped(missing.map { $0.endings.first?.joined(separator: ".") ?? "" }.joined(separator: ", "))
            html.raw("). How roles are found: docs/outputs.md.</p>\n")
        }
        var checks: [String: AuditCheck] = [:]
        for check in input.audit?.checks ?? [] where check.rule == ContrastRule.id {
            checks["\(check.token)|\(check.background?.dotted ?? "")|\(check.mode ?? "")"] = check
        }
        html.raw("<div class=\"demos\">\n")
        for mode in input.tokens.modes {
            let ground = WCAG.composite(surface(mode, input: input), over: .white)
            let demo = ComponentDemo(roles: roles, mode: mode, surface: ground)
            html.raw("<figure class=\"demo\"")
            html.attribute("data-mode", mode.mode.name)
            html.attribute("data-search", demo.searchText)
            html.raw(">")
            demo.drawing(into: &html)
            html.raw("<figcaption><strong>")
            html.escaped(mode.mode.name)
            html.raw("</strong><ul class=\"demo-parts\">")
            for part in demo.parts {
                componentCaption(part, demo: demo, checks: checks, into: &html)
            }
            html.raw("</ul></figcaption></figure>\n")
        }
        html.raw("</div>\n</section>\n")
        out += html.bytes
    }

    /// One part in words: its tokens, and the pair's verdict (the audit's when the pair is
    /// declared, else the measured ratio, said to be undeclared).
    static func componentCaption(
        _ part: ComponentDemo.Part, demo: ComponentDemo, checks: [String: AuditCheck], into html: inout TextBuffer
    ) {
        html.raw("<li>")
        html.escaped(part.name)
        html.raw(": ")
        for (number, pair) in part.pairs.enumerated() {
            if number > 0 { html.raw("; ") }
            html.raw("<code>")
            html.escaped(ReportName.shown(pair.fg))
            html.raw("</code> on <code>")
            html.escaped(ReportName.shown(pair.bg))
            html.raw("</code> ")
            if let check = checks["\(pair.fg)|\(pair.bg)|\(demo.mode.mode.name)"] {
                html.raw("<span class=\"ratio\">" + WCAG.display(check.measured) + ":1</span> <span class=\"verdict-")
                html.raw(verdictStatus(check) + "\">")
                verdictWord(check, into: &html)
                html.raw("</span>")
            } else if let ratio = demo.ratio(pair.fg, on: pair.bg) {
                html.raw("<span class=\"ratio\">" + WCAG.display(ratio) + ":1</span> (not a declared pair)")
            }
        }
        html.raw("</li>")
    }
}
