/// Dimensions drawn to scale (points as CSS px) and typography specimens.
extension HTMLReportEmitter {
    static func dimensionSections(_ input: EmitInput) -> String {
        guard let mode = input.tokens.modes.first else { return "" }
        let dimensions = mode.tokens.filter { $0.type == .dimension }
        guard !dimensions.isEmpty else { return "" }
        let minimum = input.touchTargetMinimum
        var out = "<section aria-labelledby=\"dimensions-heading\" id=\"dimensions\">\n<h2 id=\"dimensions-heading\">Spacing, radius and sizes</h2>\n"
        out += "<p>Drawn at 1 point = 1 CSS pixel. Sizes of touch targets are shown against the \(JSONOutput.format(minimum))pt minimum (dashed outline).</p>\n<ul class=\"scale\">\n"
        for token in dimensions {
            guard case .dimension(let d) = token.value else { continue }
            let points = min(d.points, 400)
            let name = token.path.dotted.lowercased()
            out += "<li class=\"token-row\"" + HTML.attribute("data-group", token.path.first) + HTML.attribute("data-token", token.path.dotted) + ">"
            out += "<code>\(HTML.escape(token.path.dotted))</code> <span class=\"value\">\(HTML.escape(d.text))</span> "
            let size = JSONOutput.format(points)
            if name.containsBytes("radius") || name.containsBytes("corner") {
                out += "<span class=\"radius\" role=\"img\"" + HTML.attribute("aria-label", "corner radius \(size)pt") + " style=\"border-radius: \(size)px\"></span>"
            } else if name.containsBytes("touch") || name.containsBytes("button") || name.containsBytes("target") {
                out += "<span class=\"target\" role=\"img\"" + HTML.attribute("aria-label", "\(size)pt against the \(JSONOutput.format(minimum))pt minimum")
                out += " style=\"--minimum: \(JSONOutput.format(minimum))px\"><span class=\"target-size\" style=\"width: \(size)px; height: \(size)px\"></span></span>"
            } else if name.containsBytes("icon") {
                out += "<span class=\"icon-box\" role=\"img\"" + HTML.attribute("aria-label", "\(size)pt square") + " style=\"width: \(size)px; height: \(size)px\"></span>"
            } else {
                out += "<span class=\"bar\" role=\"img\"" + HTML.attribute("aria-label", "\(size)pt") + " style=\"width: \(size)px\"></span>"
            }
            out += "</li>\n"
        }
        return out + "</ul>\n</section>\n"
    }

    static func typographySection(_ input: EmitInput) -> String {
        guard let mode = input.tokens.modes.first else { return "" }
        let styles = mode.tokens.filter { $0.type == .typography }
        guard !styles.isEmpty else { return "" }
        var out = "<section aria-labelledby=\"type-heading\" id=\"typography\">\n<h2 id=\"type-heading\">Typography</h2>\n<ul class=\"specimens\">\n"
        for token in styles {
            guard case .typography(let t) = token.value else { continue }
            let size = JSONOutput.format(t.fontSize.points)
            let style = "font-family: \(HTML.escape(HTML.fontFamily(t.fontFamily))); font-size: \(size)px; font-weight: \(JSONOutput.format(t.fontWeight)); line-height: \(JSONOutput.format(t.lineHeight)); letter-spacing: \(JSONOutput.format(t.letterSpacing.points))px"
            out += "<li class=\"token-row\"" + HTML.attribute("data-group", token.path.first) + HTML.attribute("data-token", token.path.dotted) + ">"
            out += "<div class=\"specimen-meta\"><code>\(HTML.escape(token.path.dotted))</code> \(size)pt · weight \(JSONOutput.format(t.fontWeight)) · line height \(JSONOutput.format(t.lineHeight))× · \(HTML.escape(t.fontFamily.joined(separator: ", ")))</div>"
            out += "<p class=\"specimen\" style=\"\(style)\">The quick brown fox jumps over the lazy dog</p></li>\n"
        }
        return out + "</ul>\n</section>\n"
    }
}
