/// The contrast grid: per mode, the declared foregrounds against the declared backgrounds, each
/// cell the pair drawn small with the ratio and verdict the audit measured (the same checks as
/// `tokens audit`). The backgrounds are split into blocks by their group, at most `blockWidth` to
/// a block, and a block lists only the foregrounds declared on one of its backgrounds: a grid of
/// mostly empty cells becomes a few dense ones, and every block fits a printed page.
extension HTMLReportEmitter {
    /// The most cells a mode's grid draws (50 foregrounds on 50 backgrounds).
    static let largestGrid = 2_500
    /// The most backgrounds side by side in one block.
    static let blockWidth = 4

    static func gridSection(_ input: EmitInput, into out: inout ByteChunks) {
        // The checks are grouped and looked up by index: 40,000 of them are never copied.
        let all = input.audit?.checks ?? []
        let checks = all.indices.filter { all[$0].rule == ContrastRule.id && all[$0].background != nil }
        guard !checks.isEmpty else { return }
        var html = TextBuffer(reserving: 8192 + checks.count * 600)
        html.raw("<section aria-labelledby=\"grid-heading\" id=\"grid\">\n<h2 id=\"grid-heading\">Contrast grid</h2>\n")
        html.raw(
            "<p>Each declared text or UI colour (rows) on each background it is declared on (columns), drawn small, with its ratio and verdict. <span class=\"verdict-exempt\"><span aria-hidden=\"true\">–</span> Exempt</span> marks a decorative pair: measured and shown, never required to pass, so not counted as a pass.</p>\n"
        )
        let byMode = Dictionary(grouping: checks) { all[$0].mode ?? "" }
        for mode in input.tokens.modes {
            guard let inMode = byMode[mode.mode.name] else { continue }
            let foregrounds = Set(inMode.map { all[$0].token })
            let backgrounds = Set(inMode.compactMap { all[$0].background })
            html.raw("<div class=\"grid-mode\"")
            html.attribute("data-mode", mode.mode.name)
            html.raw("><h3>")
            html.escaped(mode.mode.name)
            html.raw("</h3>\n")
            // A grid is for reading across: past `largestGrid` cells it is a wall, and the pair table
            // below says the same pair by pair.
            guard foregrounds.count * backgrounds.count <= largestGrid else {
                html.raw(
                    "<p>\(foregrounds.count) foregrounds on \(backgrounds.count) backgrounds make a grid too large to read; every pair is in the table below.</p>\n</div>\n"
                )
                continue
            }
            var cells: [String: AuditCheck] = [:]
            for index in inMode { cells["\(all[index].token)|\(all[index].background?.dotted ?? "")"] = all[index] }
            for block in gridBlocks(NaturalSortKey.sorted(Array(backgrounds))) {
                let rows = NaturalSortKey.sorted(
                    Array(foregrounds.filter { fg in block.contains { cells["\(fg)|\($0)"] != nil } }))
                gridBlock(block, rows: rows, cells: cells, mode: mode, into: &html)
            }
            html.raw("</div>\n")
        }
        html.raw("</section>\n")
        out += html.bytes
    }

    /// The backgrounds in blocks: one per group (`color.bg`, `color.semantic`), split into runs
    /// of at most `blockWidth`.
    static func gridBlocks(_ backgrounds: [TokenPath]) -> [[TokenPath]] {
        var blocks: [[TokenPath]] = []
        var parent: String?
        for background in backgrounds {
            let group = ReportName.parent(background)
            if group != parent || (blocks.last?.count ?? 0) >= blockWidth {
                blocks.append([])
                parent = group
            }
            blocks[blocks.count - 1].append(background)
        }
        return blocks
    }

    /// One block: a table whose columns are the block's backgrounds (named within their group,
    /// which the caption gives), whose rows are the foregrounds declared on them.
    static func gridBlock(
        _ block: [TokenPath], rows: [TokenPath], cells: [String: AuditCheck], mode: ResolvedTokenSet.ModeTokens,
        into html: inout TextBuffer
    ) {
        let group = ReportName.parent(block[0])
        html.raw("<div class=\"scroll grid-block\" tabindex=\"0\" role=\"region\"")
        html.attribute(
            "aria-label", "Contrast in \(mode.mode.name) on \(group.isEmpty ? "backgrounds" : group), scrollable")
        html.raw("><table class=\"grid cards\"")
        html.attribute("data-mode", mode.mode.name)
        html.raw("><caption>On <code>")
        html.escaped(group.isEmpty ? "…" : group + ".…")
        html.raw("</code> in ")
        html.escaped(mode.mode.name)
        html.raw("</caption><thead><tr><th scope=\"col\">Foreground</th>")
        for background in block {
            html.raw("<th scope=\"col\"><code>")
            html.escaped(String(ReportName.shown(background).dropFirst(group.isEmpty ? 0 : group.count + 1)))
            html.raw("</code>")
            if case .color(let color)? = mode.value(background) {
                html.raw(" ")
                valueCode(.color(color), into: &html)
            }
            html.raw("</th>")
        }
        html.raw("</tr></thead>\n<tbody>\n")
        for foreground in rows {
            html.raw("<tr")
            html.attribute("data-group", foreground.first)
            html.attribute("data-token", ReportName.shown(foreground))
            html.raw("><th scope=\"row\"><code>")
            ReportName.breakable(foreground, into: &html)
            html.raw("</code>")
            if case .color(let color)? = mode.value(foreground) {
                html.raw(" ")
                valueCode(.color(color), into: &html)
            }
            html.raw("</th>")
            for background in block {
                guard let check = cells["\(foreground)|\(background)"] else {
                    html.raw("<td class=\"none\"></td>")
                    continue
                }
                gridCell(check, foreground: foreground, background: background, mode: mode, into: &html)
            }
            html.raw("</tr>\n")
        }
        html.raw("</tbody></table></div>\n")
    }

    /// A cell: the pair drawn small, the ratio, the verdict in words, and (for phones and screen
    /// readers, where the column's name is out of sight) the background it is on.
    static func gridCell(
        _ check: AuditCheck, foreground: TokenPath, background: TokenPath, mode: ResolvedTokenSet.ModeTokens,
        into html: inout TextBuffer
    ) {
        let status = verdictStatus(check)
        html.raw("<td class=\"cell verdict-" + status + "\"")
        html.attribute("data-fg", ReportName.shown(foreground))
        html.attribute("data-bg", ReportName.shown(background))
        html.raw(" data-status=\"" + status + "\"")
        if status == "exempt" { html.raw(" title=\"Decorative: measured, never required to pass\"") }
        html.raw("><span class=\"cell-body\">")
        if case .color(let fg)? = mode.value(foreground), case .color(let bg)? = mode.value(background) {
            sample(ReportColor(fg), on: ReportColor(bg), symbol: "cell-sample", into: &html)
        }
        html.raw("<span class=\"ratio\">" + WCAG.display(check.measured) + ":1</span><span class=\"word\">")
        verdictWord(check, into: &html)
        html.raw("</span></span><span class=\"on\"> on <code>")
        html.escaped(ReportName.shown(background))
        html.raw("</code></span></td>")
    }
}
