/// Dimensions drawn to scale (points as CSS px) and typography specimens.
extension HTMLReportEmitter {
    static func dimensionSections(_ input: EmitInput, into out: inout [UInt8]) {
        guard let mode = input.tokens.modes.first else { return }
        let dimensions = mode.tokens.indices.filter { mode.tokens[$0].type == .dimension }
        guard !dimensions.isEmpty else { return }
        let minimum = JSONOutput.format(input.audit?.touchTargetMinimum ?? AuditConfig.TouchTargets().minimum)
        out +=
            "<section aria-labelledby=\"dimensions-heading\" id=\"dimensions\">\n<h2 id=\"dimensions-heading\">Spacing, radius and sizes</h2>\n"
            .utf8
        out +=
            "<p>Drawn at 1 point = 1 CSS pixel. Sizes of touch targets are shown against the \(minimum)pt minimum (dashed outline).</p>\n<ul class=\"scale\">\n"
            .utf8
        rows(dimensions.count, into: &out) { row, html in
            let token = mode.tokens[dimensions[row]]
            guard case .dimension(let d) = token.value else { return }
            let size = JSONOutput.format(min(d.points, 400))
            let name = token.path.dotted.lowercased()
            tokenRow("li", token.path, inner: "", into: &html)
            html.raw(" <span class=\"value\">")
            html.escaped(d.text)
            html.raw("</span> ")
            if name.containsBytes("radius") || name.containsBytes("corner") {
                html.raw(
                    "<span class=\"radius\" role=\"img\" aria-label=\"corner radius \(size)pt\" style=\"border-radius: \(size)px\"></span>"
                )
            } else if name.containsBytes("touch") || name.containsBytes("button") || name.containsBytes("target") {
                html.raw(
                    "<span class=\"target\" role=\"img\" aria-label=\"\(size)pt against the \(minimum)pt minimum\"")
                html.raw(
                    " style=\"--minimum: \(minimum)px\"><span class=\"target-size\" style=\"width: \(size)px; height: \(size)px\"></span></span>"
                )
            } else if name.containsBytes("icon") {
                html.raw(
                    "<span class=\"icon-box\" role=\"img\" aria-label=\"\(size)pt square\" style=\"width: \(size)px; height: \(size)px\"></span>"
                )
            } else {
                html.raw("<span class=\"bar\" role=\"img\" aria-label=\"\(size)pt\" style=\"width: \(size)px\"></span>")
            }
            html.raw("</li>\n")
        }
        out += "</ul>\n</section>\n".utf8
    }

    static func typographySection(_ input: EmitInput, into out: inout [UInt8]) {
        guard let mode = input.tokens.modes.first else { return }
        let styles = mode.tokens.indices.filter { mode.tokens[$0].type == .typography }
        guard !styles.isEmpty else { return }
        out +=
            "<section aria-labelledby=\"type-heading\" id=\"typography\">\n<h2 id=\"type-heading\">Typography</h2>\n<ul class=\"specimens\">\n"
            .utf8
        rows(styles.count, into: &out) { row, html in
            let token = mode.tokens[styles[row]]
            guard case .typography(let t) = token.value else { return }
            let size = JSONOutput.format(t.fontSize.points)
            let weight = JSONOutput.format(t.fontWeight)
            let lineHeight = JSONOutput.format(t.lineHeight)
            tokenRow("li", token.path, inner: "<div class=\"specimen-meta\">", into: &html)
            html.raw(" \(size)pt · weight \(weight) · line height \(lineHeight)× · ")
            html.escaped(t.fontFamily.joined(separator: ", "))
            html.raw("</div><p class=\"specimen\" style=\"font-family: ")
            html.escaped(HTML.fontFamily(t.fontFamily))
            html.raw(
                "; font-size: \(size)px; font-weight: \(weight); line-height: \(lineHeight); letter-spacing: \(JSONOutput.format(t.letterSpacing.points))px\">"
            )
            html.raw("The quick brown fox jumps over the lazy dog</p></li>\n")
        }
        out += "</ul>\n</section>\n".utf8
    }
}

/// Every other token (numbers, durations, shadows, borders, gradients, strings …) with its value,
/// so each token of the brand has a place and an anchor on the page.
extension HTMLReportEmitter {
    static func otherSection(_ input: EmitInput, into out: inout [UInt8]) {
        guard let mode = input.tokens.modes.first else { return }
        let shown: Set<TokenType> = [.color, .dimension, .typography]
        let others = mode.tokens.indices.filter { mode.tokens[$0].type.map { !shown.contains($0) } ?? true }
        guard !others.isEmpty else { return }
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
