/// `Report/index.html`: one self-contained page (inline CSS, a small script, no network) for the
/// designers of the brand. Its first screen says whether the brand is accessible and what is wrong,
/// each failure with its fix drawn beside it; then the changes (`tokens report --diff`), the colour
/// ramps on each mode's own surface, every colour per mode, the contrast grid and every pair, and
/// the scales drawn to size. Every token has an anchor; search, copy, print and a page theme.
public struct HTMLReportEmitter: Emitter {
    public init() {}

    public func emit(_ input: EmitInput) -> (files: [GeneratedFile], diagnostics: Diagnostics) {
        ([GeneratedFile("Report/index.html", bytes: Self.pageBytes(input))], Self.configProblems(input))
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
    public static func page(_ input: EmitInput) -> String { String(decoding: pageBytes(input), as: UTF8.self) }

    /// The page's bytes. The long tables are built in pieces on every core and copied in as each
    /// wave of pieces is done, so a large report is never held twice.
    static func pageBytes(_ input: EmitInput) -> [UInt8] {
        let modes = input.tokens.modes
        let plan = ReportPlan(input)
        var out = Array(
            """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTML.escape(input.title)) design tokens</title>
            <style>\(HTMLReportStyle.css)\(HTMLReportStyle.media)\(surfaceStyles(input))\(cardLabels(input))
            """.utf8)
        // Room for the whole page at once (an estimate on the high side: pages never written stay
        // untouched), since growing a 100 MB buffer by doubling would hold two of it.
        let tokens = modes.first?.tokens.count ?? 0
        let checks = input.audit?.checks.count ?? 0
        out.reserveCapacity(
            65_536 + (plan.palette.opaque.count + plan.palette.translucent.count) * 100 + tokens
                * (600 + 600 * modes.count) + checks * 1_000)
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
        return out
    }

    /// `count` rows appended to `out` in order, rendered in chunks of 256 on every core, a wave of
    /// 32 chunks at a time. Each wave is copied into `out` while the next one is rendered: the
    /// copy (a fresh page of `out` touched at every 4 KB) no longer leaves the other cores idle.
    static func rows(_ count: Int, into out: inout [UInt8], _ row: (_ index: Int, _ html: inout TextBuffer) -> Void) {
        let chunk = 256
        let wave = chunk * 32
        // Each chunk reserves what the largest chunk so far needed, and a quarter more: a chunk
        // that grows by doubling copies itself and touches fresh pages at every step.
        var reserve = 1 << 16
        var done: [TextBuffer] = []
        for waveStart in stride(from: 0, to: count, by: wave) {
            let starts = Array(stride(from: waveStart, to: min(waveStart + wave, count), by: chunk))
            let capacity = reserve
            let copied = done
            (reserve, done) = Parallel.both(
                { append(copied, to: &out, reserve: capacity) },
                {
                    Parallel.map(starts) { start in
                        var html = TextBuffer(reserving: capacity)
                        for index in start..<min(start + chunk, count) { row(index, &html) }
                        return html
                    }
                })
        }
        _ = append(done, to: &out, reserve: reserve)
    }

    /// `pieces` appended to `out` in order; returns `reserve`, raised to a quarter more than the
    /// largest piece.
    private static func append(_ pieces: [TextBuffer], to out: inout [UInt8], reserve: Int) -> Int {
        var reserve = reserve
        for piece in pieces {
            out += piece.bytes
            reserve = max(reserve, piece.bytes.count + piece.bytes.count / 4)
        }
        return reserve
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
