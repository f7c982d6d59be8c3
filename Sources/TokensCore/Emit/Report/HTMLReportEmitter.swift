/// `Report/index.html`: one self-contained page (inline CSS, a small script, no network) for the
/// designers of the brand. Its first screen says whether the brand is accessible and what is wrong,
/// each failure with its fix drawn beside it; then the changes (`tokens report --diff`), the colour
/// ramps on each mode's own surface, every colour per mode, the contrast grid and every pair, and
/// the scales drawn to size. Every token has an anchor; search, copy, print and a page theme.
public struct HTMLReportEmitter: Emitter {
    public init() {}

    public func emit(_ input: EmitInput) -> (files: [GeneratedFile], diagnostics: Diagnostics) {
        ([GeneratedFile("Report/index.html", bytes: Self.pageBytes(input))], Diagnostics())
    }

    /// The whole page.
    public static func page(_ input: EmitInput) -> String { String(decoding: pageBytes(input), as: UTF8.self) }

    /// The page's bytes. The long tables are built in pieces on every core and copied in as each
    /// wave of pieces is done, so a large report is never held twice.
    static func pageBytes(_ input: EmitInput) -> [UInt8] {
        let modes = input.tokens.modes
        let groups = Set(modes.first?.tokens.map { $0.path.first } ?? []).sorted()
        var out = Array(
            """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTML.escape(input.title)) design tokens</title>
            <style>\(HTMLReportStyle.css)\(surfaceStyles(input))</style>
            </head>
            <body>

            """.utf8)
        // Room for the whole page at once (an estimate on the high side: pages never written stay
        // untouched), since growing a 100 MB buffer by doubling would hold two of it.
        let tokens = modes.first?.tokens.count ?? 0
        let checks = input.audit?.checks.count ?? 0
        out.reserveCapacity(65_536 + tokens * (600 + 600 * modes.count) + checks * 1_000)
        out += (sampleSymbol + header(input, groups: groups) + "<main>\n").utf8
        issueSection(input, into: &out)
        diffSection(input, into: &out)
        rampSection(input, into: &out)
        colorSection(input, into: &out)
        gridSection(input, into: &out)
        pairSection(input, into: &out)
        dimensionSections(input, into: &out)
        typographySection(input, into: &out)
        otherSection(input, into: &out)
        out +=
            "</main>\n<div id=\"copy-status\" role=\"status\" aria-live=\"polite\"></div>\n<script>\(HTMLReportStyle.script)</script>\n</body>\n</html>\n"
            .utf8
        return out
    }

    /// `count` rows appended to `out` in order, rendered in chunks of 256 on every core, a wave of
    /// 32 chunks at a time.
    static func rows(_ count: Int, into out: inout [UInt8], _ row: (_ index: Int, _ html: inout TextBuffer) -> Void) {
        let chunk = 256
        let wave = chunk * 32
        // Each chunk reserves what the largest chunk so far needed, and a quarter more: a chunk
        // that grows by doubling copies itself and touches fresh pages at every step.
        var reserve = 1 << 16
        for waveStart in stride(from: 0, to: count, by: wave) {
            let starts = Array(stride(from: waveStart, to: min(waveStart + wave, count), by: chunk))
            let capacity = reserve
            let pieces = Parallel.map(starts) { start in
                var html = TextBuffer(reserving: capacity)
                for index in start..<min(start + chunk, count) { row(index, &html) }
                return html
            }
            for piece in pieces {
                out += piece.bytes
                reserve = max(reserve, piece.bytes.count + piece.bytes.count / 4)
            }
        }
    }

    /// The opening of a token's row in any table or list: `<tag class="token-row" …>` with the
    /// filters' group and token, then `inner` and the token's path as code.
    static func tokenRow(_ tag: String, _ path: TokenPath, inner: String, into html: inout TextBuffer) {
        html.raw("<" + tag + " class=\"token-row\"")
        html.attribute("id", anchor(path))
        html.attribute("data-group", path.first)
        html.attribute("data-token", path.dotted)
        html.raw(">" + inner + "<code>")
        html.escaped(path.dotted)
        html.raw("</code><a class=\"anchor\"")
        html.attribute("href", "#" + anchor(path))
        html.attribute("aria-label", "Link to " + path.dotted)
        html.raw(">#</a>")
    }

    static func header(_ input: EmitInput, groups: [String]) -> String {
        let tokens = input.tokens.modes.first?.tokens.count ?? 0
        let modes = input.tokens.modes.map(\.mode.name)
        let audit = input.audit
        let pairs = audit?.checks.compactMap { $0.rule == ContrastRule.id ? $0.status : nil } ?? []
        var out = "<header>\n<div class=\"topbar\"><h1>\(HTML.escape(input.title)) design tokens</h1>"
        out += "<button type=\"button\" id=\"theme-toggle\" aria-pressed=\"false\">Dark page</button></div>\n"
        out += "<p class=\"verdict-line\" id=\"verdict\">\(HTML.escape(verdictLine(input)))</p>\n"
        out += "<dl class=\"summary\">"
        out += "<div><dt>Tokens</dt><dd id=\"summary-tokens\">\(tokens)</dd></div>"
        out +=
            "<div><dt>Modes</dt><dd id=\"summary-modes\">\(modes.count) (\(HTML.escape(modes.joined(separator: ", "))))</dd></div>"
        out += "<div><dt>Pair checks</dt><dd id=\"summary-pairs\">\(pairs.count)</dd></div>"
        out += "<div><dt>Failing</dt><dd id=\"summary-failures\">\(pairs.filter { $0 == .fail }.count)</dd></div>"
        out += "<div><dt>Waived</dt><dd id=\"summary-waived\">\(pairs.filter { $0 == .waived }.count)</dd></div>"
        out += "</dl>\n"
        out += "<nav aria-label=\"Filters\" class=\"filters\">\n"
        out +=
            "<label for=\"search\">Search</label> <input type=\"search\" id=\"search\" placeholder=\"Name or hex\">\n"
        out +=
            "<label for=\"group-filter\">Group</label> <select id=\"group-filter\"><option value=\"\">All groups</option>"
        out += groups.map { "<option value=\"\(HTML.escape($0))\">\(HTML.escape($0))</option>" }.joined()
        out +=
            "</select>\n<label for=\"status-filter\">Verdict</label> <select id=\"status-filter\"><option value=\"\">All verdicts</option>"
        out +=
            "<option value=\"pass\">Pass</option><option value=\"fail\">Fail</option><option value=\"waived\">Waived</option></select>\n"
        out += "</nav>\n</header>\n"
        return out
    }
}
