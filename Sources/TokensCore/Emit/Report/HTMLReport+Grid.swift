/// The contrast grid: per mode, the declared foregrounds against the declared backgrounds, each
/// cell the ratio and verdict the audit measured (the same checks as `tokens audit`).
extension HTMLReportEmitter {
    /// The most cells a mode's grid draws (50 foregrounds on 50 backgrounds).
    static let largestGrid = 2_500

    static func gridSection(_ input: EmitInput, into out: inout [UInt8]) {
        let checks = (input.audit?.checks ?? []).filter { $0.rule == ContrastRule.id && $0.background != nil }
        guard !checks.isEmpty else { return }
        var html = TextBuffer(reserving: 8192)
        html.raw("<section aria-labelledby=\"grid-heading\" id=\"grid\">\n<h2 id=\"grid-heading\">Contrast grid</h2>\n")
        html.raw("<p>Declared foregrounds (rows) on declared backgrounds (columns): ratio and verdict.</p>\n")
        let byMode = Dictionary(grouping: checks) { $0.mode ?? "" }
        for mode in input.tokens.modes {
            guard let inMode = byMode[mode.mode.name] else { continue }
            let foregroundSet = Set(inMode.map(\.token))
            let backgroundSet = Set(inMode.compactMap(\.background))
            html.raw("<h3>")
            html.escaped(mode.mode.name)
            html.raw("</h3>\n")
            // A grid is for reading across: past `largestGrid` cells it is a wall, and the pair table
            // below says the same pair by pair.
            guard foregroundSet.count * backgroundSet.count <= largestGrid else {
                html.raw(
                    "<p>\(foregroundSet.count) foregrounds on \(backgroundSet.count) backgrounds make a grid too large to read; every pair is in the table below.</p>\n"
                )
                continue
            }
            let foregrounds = NaturalSortKey.sorted(Array(foregroundSet))
            let backgrounds = NaturalSortKey.sorted(Array(backgroundSet))
            var cells: [String: AuditCheck] = [:]
            for check in inMode { cells["\(check.token)|\(check.background?.dotted ?? "")"] = check }
            html.raw("<div class=\"scroll\" tabindex=\"0\" role=\"region\"")
            html.attribute("aria-label", "Contrast grid in \(mode.mode.name), scrollable")
            html.raw("><table class=\"grid\"")
            html.attribute("data-mode", mode.mode.name)
            html.raw("><thead><tr><th scope=\"col\">Foreground</th>")
            for background in backgrounds {
                html.raw("<th scope=\"col\"><code>")
                html.escaped(background.dotted)
                html.raw("</code></th>")
            }
            html.raw("</tr></thead>\n<tbody>\n")
            for foreground in foregrounds {
                html.raw("<tr")
                html.attribute("data-group", foreground.first)
                html.raw("><th scope=\"row\"><code>")
                html.escaped(foreground.dotted)
                html.raw("</code></th>")
                for background in backgrounds {
                    guard let check = cells["\(foreground)|\(background)"] else {
                        html.raw("<td>—</td>")
                        continue
                    }
                    html.raw("<td class=\"verdict-" + check.status.rawValue + "\"")
                    html.attribute("data-fg", foreground.dotted)
                    html.attribute("data-bg", background.dotted)
                    html.attribute("data-status", check.status.rawValue)
                    html.raw("><span class=\"ratio\">" + WCAG.display(check.measured) + ":1</span><br>")
                    verdictWord(check, into: &html)
                    html.raw("</td>")
                }
                html.raw("</tr>\n")
            }
            html.raw("</tbody></table></div>\n")
        }
        html.raw("</section>\n")
        out += html.bytes
    }

    /// The verdict as a word and an icon, never colour alone; a decorative pair (no threshold) is
    /// exempt, not a pass.
    static func verdictWord(_ check: AuditCheck, into html: inout TextBuffer) {
        if check.threshold <= 0 {
            html.raw("<span aria-hidden=\"true\">–</span> Exempt")
            return
        }
        switch check.status {
        case .pass: html.raw("<span aria-hidden=\"true\">✓</span> Pass")
        case .fail: html.raw("<span aria-hidden=\"true\">✗</span> Fail")
        case .waived: html.raw("<span aria-hidden=\"true\">⚠</span> Waived")
        }
    }
}
