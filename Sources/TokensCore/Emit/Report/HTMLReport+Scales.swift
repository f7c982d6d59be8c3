/// Dimensions drawn to scale (points as CSS px), each group a scale from its smallest value up,
/// and typography specimens from the smallest size up.
extension HTMLReportEmitter {
    static func dimensionSections(_ input: EmitInput, plan: ReportPlan, into out: inout ByteChunks) {
        guard let mode = input.tokens.modes.first, !plan.dimensions.isEmpty else { return }
        let minimum = JSONOutput.format(input.audit?.touchTargetMinimum ?? AuditConfig.TouchTargets().minimum)
        out +=
            "<section aria-labelledby=\"dimensions-heading\" id=\"dimensions\">\n<h2 id=\"dimensions-heading\">Spacing and sizes</h2>\n"
            .utf8
        out +=
            "<p>Drawn at 1 point = 1 CSS pixel, each group from its smallest value up. Touch targets are drawn against a dashed \(minimum)pt square, in the failure colour only when the target is below it.</p>\n"
            .utf8
        let targets = TouchTargetDrawing(input)
        // Groups in natural order, each sorted by value: `lg 16, md 12, sm 8` reads 8, 12, 16.
        var groups: [String: [Int]] = [:]
        for index in plan.dimensions { groups[ReportName.parent(mode.tokens[index].path), default: []].append(index) }
        let names = NaturalSortKey.sorted(groups.keys.map { TokenPath($0) }).map(\.dotted)
        let ordered = names.flatMap { name in
            byValue(groups[name] ?? [], in: mode) { index in
                guard case .dimension(let d) = mode.tokens[index].value else { return 0 }
                return d.points
            }
        }
        // Each row opens its group when it is the group's first: rows are written on every core.
        rows(ordered.count, into: &out) { row, html in
            let token = mode.tokens[ordered[row]]
            let group = ReportName.parent(token.path)
            if row == 0 || ReportName.parent(mode.tokens[ordered[row - 1]].path) != group {
                if row > 0 { html.raw("</ul>\n</div>\n") }
                html.raw("<div class=\"scale-group\"><h3>")
                html.escaped(group.isEmpty ? "Ungrouped" : group)
                html.raw("</h3>\n<ul class=\"scale\">\n")
            }
            if case .dimension(let d) = token.value { dimensionRow(token, d, targets: targets, into: &html) }
        }
        out += "</ul>\n</div>\n</section>\n".utf8
    }

    /// `indices` sorted by `value`, then by name in natural order.
    static func byValue(_ indices: [Int], in mode: ResolvedTokenSet.ModeTokens, _ value: (Int) -> Double) -> [Int] {
        let named = naturalOrder(indices, in: mode)
        let values = named.map(value)
        // Sorting positions in natural order by value keeps that order among equal values.
        return named.indices.sorted { (values[$0], $0) < (values[$1], $1) }.map { named[$0] }
    }

    /// One dimension: its name, value and drawing (a corner, a touch target, an icon box or a bar).
    static func dimensionRow(
        _ token: ResolvedToken, _ d: DimensionValue, targets: TouchTargetDrawing, into html: inout TextBuffer
    ) {
        let size = JSONOutput.format(min(d.points, 400))
        let name = token.path.dotted.lowercased()
        tokenRow("li", token.path, inner: "", into: &html)
        html.raw(" <span class=\"value\">")
        html.escaped(d.text)
        html.raw("</span> ")
        if name.containsBytes("radius") || name.containsBytes("corner") {
            // One corner at its real radius, on a box that never clamps it (up to 48pt).
            html.raw(
                "<span class=\"radius\" role=\"img\" aria-label=\"corner radius \(size)pt\" style=\"border-top-left-radius: \(size)px\"></span>"
            )
        } else if targets.isTarget(token.path) {
            targets.draw(token.path, points: d.points, into: &html)
        } else if name.containsBytes("icon") {
            html.raw(
                "<span class=\"icon-box\" role=\"img\" aria-label=\"\(size)pt square\" style=\"width: \(size)px; height: \(size)px\"></span>"
            )
        } else {
            html.raw("<span class=\"bar\" role=\"img\" aria-label=\"\(size)pt\" style=\"width: \(size)px\"></span>")
        }
        html.raw("</li>\n")
    }

    /// Each font stack of the styles at `indices`, as the page shows it and as CSS. A brand has a
    /// few stacks and thousands of styles: each stack's texts are made once (making them for every
    /// style took a third of its row).
    static func fontStacks(
        of indices: [Int], in mode: ResolvedTokenSet.ModeTokens
    ) -> [[String]: (shown: String, css: String)] {
        var stacks: [[String]: (shown: String, css: String)] = [:]
        for index in indices {
            guard case .typography(let t) = mode.tokens[index].value, stacks[t.fontFamily] == nil else { continue }
            stacks[t.fontFamily] = (t.fontFamily.joined(separator: ", "), HTML.fontFamily(t.fontFamily))
        }
        return stacks
    }

    static func typographySection(_ input: EmitInput, plan: ReportPlan, into out: inout ByteChunks) {
        guard let mode = input.tokens.modes.first, !plan.typography.isEmpty else { return }
        out +=
            "<section aria-labelledby=\"type-heading\" id=\"typography\">\n<h2 id=\"type-heading\">Typography</h2>\n<p>From the smallest size up.</p>\n<ul class=\"specimens\">\n"
            .utf8
        let styles = byValue(plan.typography, in: mode) { index in
            guard case .typography(let t) = mode.tokens[index].value else { return 0 }
            return t.fontSize.points
        }
        let stacks = fontStacks(of: styles, in: mode)
        rows(styles.count, into: &out) { row, html in
            let token = mode.tokens[styles[row]]
            guard case .typography(let t) = token.value else { return }
            let size = JSONOutput.format(t.fontSize.points)
            let weight = JSONOutput.format(t.fontWeight)
            let lineHeight = JSONOutput.format(t.lineHeight)
            let stack = stacks[t.fontFamily] ?? (t.fontFamily.joined(separator: ", "), HTML.fontFamily(t.fontFamily))
            tokenRow("li", token.path, inner: "<div class=\"specimen-meta\">", into: &html)
            // Written piece by piece: each interpolated string was made, then copied in.
            html.raw(" <span class=\"value\">")
            html.raw(size)
            html.raw("pt</span> · weight ")
            html.raw(weight)
            html.raw(" · line height ")
            html.raw(lineHeight)
            html.raw("× · ")
            html.escaped(stack.shown)
            html.raw("</div><p class=\"specimen\" style=\"font-family: ")
            html.escaped(stack.css)
            html.raw("; font-size: ")
            html.raw(size)
            html.raw("px; font-weight: ")
            html.raw(weight)
            html.raw("; line-height: ")
            html.raw(lineHeight)
            html.raw("; letter-spacing: ")
            html.raw(JSONOutput.format(t.letterSpacing.points))
            html.raw("px\">The quick brown fox jumps over the lazy dog</p></li>\n")
        }
        out += "</ul>\n</section>\n".utf8
    }
}

/// Every other token (numbers, durations, shadows, borders, gradients, strings …) with its value,
/// so each token of the brand has a place and an anchor on the page.
extension HTMLReportEmitter {
    static func otherSection(_ input: EmitInput, plan: ReportPlan, into out: inout ByteChunks) {
        guard let mode = input.tokens.modes.first, !plan.others.isEmpty else { return }
        let others = plan.others
        out +=
            "<section aria-labelledby=\"others-heading\" id=\"others\">\n<h2 id=\"others-heading\">Other values</h2>\n<ul class=\"scale\">\n"
            .utf8
        rows(others.count, into: &out) { row, html in
            let token = mode.tokens[others[row]]
            tokenRow("li", token.path, inner: "", into: &html)
            html.raw(" <span class=\"value\">")
            html.escaped((token.type?.rawValue ?? "untyped") + " · " + token.value.text)
            html.raw("</span></li>\n")
        }
        out += "</ul>\n</section>\n".utf8
    }
}
