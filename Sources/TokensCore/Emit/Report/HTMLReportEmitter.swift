/// `Report/index.html`: one self-contained page (inline CSS, a small filtering script, no network)
/// with every colour per mode, every declared pair with its verdict, and the scales drawn to size.
public struct HTMLReportEmitter: Emitter {
    public init() {}

    public func emit(_ input: EmitInput) -> (files: [GeneratedFile], diagnostics: Diagnostics) {
        ([GeneratedFile("Report/index.html", text: Self.page(input))], Diagnostics())
    }

    /// The whole page.
    public static func page(_ input: EmitInput) -> String {
        let modes = input.tokens.modes
        let groups = Set(modes.first?.tokens.map { $0.path.components.first ?? "" } ?? []).sorted()
        var body = sampleSymbol + header(input, groups: groups)
        body += "<main>\n"
        body += colorSection(input)
        body += pairSection(input)
        body += dimensionSections(input)
        body += typographySection(input)
        body += "</main>\n"
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Design tokens — \(HTML.escape(input.sourceName))</title>
        <style>\(HTMLReportStyle.css)</style>
        </head>
        <body>
        \(body)<script>\(HTMLReportStyle.script)</script>
        </body>
        </html>

        """
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
