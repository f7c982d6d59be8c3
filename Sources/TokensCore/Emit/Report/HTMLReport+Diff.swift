/// `tokens report --diff BASE`: the brand change on the page, before and after side by side;
/// changed tokens are also marked where they are listed.
extension HTMLReportEmitter {
    static func diffSection(_ input: EmitInput, into out: inout ByteChunks) {
        guard let diff = input.diff else { return }
        var html = TextBuffer(reserving: 4096)
        html.raw(
            "<section aria-labelledby=\"changes-heading\" id=\"changes\">\n<h2 id=\"changes-heading\">Changes since ")
        html.escaped(diff.base)
        html.raw("</h2>\n<p>")
        let summary = DiffTextEmitter.summary(diff)
        html.escaped(summary.prefix(1).uppercased() + summary.dropFirst() + ".")
        html.raw("</p>\n")
        if !diff.checks.isEmpty {
            html.raw("<ul>\n")
            for check in diff.checks {
                html.raw("<li><strong>")
                html.escaped(DiffTextEmitter.label(check.kind))
                html.raw("</strong> ")
                html.escaped(DiffTextEmitter.subject(check) + ": " + DiffTextEmitter.movement(check))
                html.raw("</li>\n")
            }
            html.raw("</ul>\n")
        }
        if !diff.tokens.isEmpty {
            html.raw(
                "<div class=\"scroll\" tabindex=\"0\" role=\"region\" aria-label=\"Changed tokens, scrollable\"><table>\n"
            )
            html.raw(
                "<thead><tr><th scope=\"col\">Token</th><th scope=\"col\">Change</th><th scope=\"col\">Mode</th><th scope=\"col\">Before</th><th scope=\"col\">After</th></tr></thead>\n<tbody>\n"
            )
            for change in diff.tokens {
                html.raw("<tr class=\"change-row\"")
                html.attribute("data-token", change.path.dotted)
                html.raw("><th scope=\"row\">")
                if change.kind == .removed {
                    html.raw("<code>")
                    html.escaped(change.path.dotted)
                    html.raw("</code>")
                } else {
                    if let old = change.oldPath {
                        html.raw("<code>")
                        html.escaped(old.dotted)
                        html.raw("</code> → ")
                    }
                    link(change.path, into: &html)
                }
                html.raw("</th><td>")
                html.escaped(change.kind.rawValue)
                html.raw("</td><td>")
                html.escaped(change.mode ?? "all")
                html.raw("</td><td>")
                if change.kind != .added { DiffHTMLEmitter.value(change.old, into: &html) }
                html.raw("</td><td>")
                if change.kind != .removed {
                    DiffHTMLEmitter.value(change.kind == .renamed ? change.old : change.new, into: &html)
                }
                html.raw("</td></tr>\n")
            }
            html.raw("</tbody></table></div>\n")
        }
        html.raw("</section>\n")
        out += html.bytes
    }
}
