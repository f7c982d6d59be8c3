/// `Report/index.html`: one self-contained page (inline CSS, a small filtering script, no network)
/// with every colour per mode, every declared pair with its verdict, and the scales drawn to size.
public struct HTMLReportEmitter: Emitter {
    public init() {}

    public func emit(_ input: EmitInput) -> (files: [GeneratedFile], diagnostics: Diagnostics) {
        ([GeneratedFile("Report/index.html", parts: Self.pageParts(input))], Diagnostics())
    }

    /// The whole page.
    public static func page(_ input: EmitInput) -> String { pageParts(input).joined() }

    /// The page in pieces, in order: the long tables come in many pieces, each built on its own core.
    static func pageParts(_ input: EmitInput) -> [String] {
        let modes = input.tokens.modes
        let groups = Set(modes.first?.tokens.map { $0.path.first } ?? []).sorted()
        var parts = ["""
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Design tokens — \(HTML.escape(input.sourceName))</title>
        <style>\(HTMLReportStyle.css)</style>
        </head>
        <body>

        """]
        parts.append(sampleSymbol + header(input, groups: groups) + "<main>\n")
        parts += colorSection(input)
        parts += pairSection(input)
        parts.append(dimensionSections(input))
        parts.append(typographySection(input))
        parts.append("</main>\n<script>\(HTMLReportStyle.script)</script>\n</body>\n</html>\n")
        return parts
    }

    /// `count` rows rendered in chunks on every core: the pieces, in order.
    static func rows(_ count: Int, _ row: (Int, inout String) -> Void) -> [String] {
        let chunk = 256
        let starts = Array(stride(from: 0, to: count, by: chunk))
        return Parallel.map(starts) { start in
            var out = ""
            for index in start..<min(start + chunk, count) { row(index, &out) }
            return out
        }
    }

    static func header(_ input: EmitInput, groups: [String]) -> String {
        let tokens = input.tokens.modes.first?.tokens.count ?? 0
        let modes = input.tokens.modes.map(\.mode.name)
        let audit = input.audit
        let pairs = audit?.checks.filter { $0.rule == ContrastRule.id } ?? []
        var out = "<header>\n<h1>Design tokens: \(HTML.escape(input.sourceName))</h1>\n"
        out += "<dl class=\"summary\">"
        out += "<div><dt>Tokens</dt><dd id=\"summary-tokens\">\(tokens)</dd></div>"
        out += "<div><dt>Modes</dt><dd id=\"summary-modes\">\(modes.count) (\(HTML.escape(modes.joined(separator: ", "))))</dd></div>"
        out += "<div><dt>Pair checks</dt><dd id=\"summary-pairs\">\(pairs.count)</dd></div>"
        out += "<div><dt>Failing</dt><dd id=\"summary-failures\">\(pairs.filter { $0.status == .fail }.count)</dd></div>"
        out += "<div><dt>Waived</dt><dd id=\"summary-waived\">\(pairs.filter { $0.status == .waived }.count)</dd></div>"
        out += "</dl>\n"
        out += "<nav aria-label=\"Filters\" class=\"filters\">\n"
        out += "<label for=\"group-filter\">Group</label> <select id=\"group-filter\"><option value=\"\">All groups</option>"
        out += groups.map { "<option value=\"\(HTML.escape($0))\">\(HTML.escape($0))</option>" }.joined()
        out += "</select>\n<label for=\"status-filter\">Verdict</label> <select id=\"status-filter\"><option value=\"\">All verdicts</option>"
        out += "<option value=\"pass\">Pass</option><option value=\"fail\">Fail</option><option value=\"waived\">Waived</option></select>\n"
        out += "</nav>\n</header>\n"
        return out
    }
}
