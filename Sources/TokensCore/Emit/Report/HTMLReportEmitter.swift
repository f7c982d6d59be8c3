/// `Report/index.html`: one self-contained page (inline CSS, a small script, no network) for the
/// designers of the brand. Its first screen says whether the brand is accessible and what is wrong,
/// each failure with its fix drawn beside it; then the changes (`tokens report --diff`), the colour
/// ramps on each mode's own surface, every colour per mode, the contrast grid and every pair, and
/// the scales drawn to size. Every token has an anchor; search, copy, print and a page theme.
public struct HTMLReportEmitter: Emitter {
    public init() {}

    public func emit(_ input: EmitInput) -> (files: [GeneratedFile], diagnostics: Diagnostics) {
        ([GeneratedFile("Report/index.html", pieces: Self.pagePieces(input))], Self.configProblems(input))
    }

    /// A `report.components` role the config gives a token that is not a colour: located, with the
    /// nearest colour token's name. The page then finds that role by name.
    static func configProblems(_ input: EmitInput) -> Diagnostics {
        var diagnostics = Diagnostics()
        guard !input.config.componentRoles.isEmpty, let mode = input.tokens.modes.first else { return diagnostics }
        let colors = mode.tokens.filter { $0.type == .color }.map(\.path)
        let known = Set(colors)
        for (role, entry) in input.config.componentRoles.sorted(by: { $0.key < $1.key })
        where !known.contains(TokenPath(entry.path)) {
            diagnostics.report(
                .configNoMatch,
                "report.components.\(role) '\(entry.path)' is not a colour token.\(Suggestion.didYouMean(entry.path, in: colors.map(\.dotted)))",
                at: entry.location)
        }
        return diagnostics
    }

    /// The whole page.
    public static func page(_ input: EmitInput) -> String {
        String(decoding: pagePieces(input).joined(), as: UTF8.self)
    }

    /// The page's bytes, in pieces: the long tables are built in chunks on every core, and each
    /// chunk is a piece of the page as it was made (the writer writes them in turn).
    static func pagePieces(_ input: EmitInput) -> [[UInt8]] {
        let plan = ReportPlan(input)
        var out = ByteChunks(reserving: 1 << 16)
        out +=
            """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTML.escape(input.title)) design tokens</title>
            <style>\(HTMLReportStyle.css)\(HTMLReportStyle.media)\(surfaceStyles(input))\(cardLabels(input))
            """.utf8
        plan.palette.css(into: &out)
        out += "</style>\n</head>\n<body>\n<a class=\"skip-link\" href=\"#main\">Skip to the page’s content</a>\n".utf8
        out += (symbols + header(input, plan: plan) + "<main id=\"main\" tabindex=\"-1\">\n").utf8
        issueSection(input, plan: plan, into: &out)
        diffSection(input, into: &out)
        gridSection(input, into: &out)
        componentSection(input, plan: plan, into: &out)
        rampSection(input, plan: plan, into: &out)
        colorSection(input, plan: plan, into: &out)
        pairSection(input, plan: plan, into: &out)
        dimensionSections(input, plan: plan, into: &out)
        typographySection(input, plan: plan, into: &out)
        otherSection(input, plan: plan, into: &out)
        out +=
            "<p id=\"no-results\" hidden></p>\n</main>\n<div id=\"copy-status\" role=\"status\" aria-live=\"polite\"></div>\n<script>\(HTMLReportScript.script)</script>\n</body>\n</html>\n"
            .utf8
        return out.pieces
    }

    /// `count` rows appended to `out` in order, rendered in chunks of 256 on every core, a wave of
    /// 32 chunks at a time; each chunk becomes a piece of the page as it is.
    static func rows(_ count: Int, into out: inout ByteChunks, _ row: (_ index: Int, _ html: inout TextBuffer) -> Void)
    {
        let chunk = 256
        let wave = chunk * 32
        // Each chunk reserves what the largest chunk so far needed, and a quarter more: a chunk
        // that grows by doubling copies itself and touches fresh pages at every step.
        var reserve = 1 << 16
        for waveStart in stride(from: 0, to: count, by: wave) {
            let starts = Array(stride(from: waveStart, to: min(waveStart + wave, count), by: chunk))
            let capacity = reserve
            let rendered = Parallel.map(starts) { start in
                var html = TextBuffer(reserving: capacity)
                for index in start..<min(start + chunk, count) { row(index, &html) }
                return html
            }
            for piece in rendered {
                reserve = max(reserve, piece.bytes.count + piece.bytes.count / 4)
                out.take(piece.bytes)
            }
        }
    }

    /// The opening of a token's row in any table or list: `<tag class="token-row" …>` with the
    /// filters' group and token, then `inner` and the token's name as code.
    static func tokenRow(_ tag: String, _ path: TokenPath, inner: String, into html: inout TextBuffer) {
        // Written piece by piece: a 30,000-token page makes no string per attribute.
        let name = ReportName.shown(path)
        html.raw("<")
        html.raw(tag)
        html.raw(" class=\"token-row\" id=\"token-")
        html.escaped(name)
        html.raw("\"")
        html.attribute("data-group", path.first)
        html.attribute("data-token", name)
        html.raw(">")
        html.raw(inner)
        html.raw("<code>")
        html.escaped(name)
        html.raw("</code><a class=\"anchor\" href=\"#token-")
        html.escaped(name)
        html.raw("\" aria-label=\"Link to ")
        html.escaped(name)
        html.raw("\">#</a>")
    }
}
