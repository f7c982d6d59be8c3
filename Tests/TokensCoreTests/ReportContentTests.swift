import Foundation
import Testing

@testable import TokensCore

/// What the report says about tokens, checked on its text (the browser test checks the page).
@Suite struct ReportContentTests {
    /// A chain of 7 aliases shows its first two links, how many are left out, and the token that
    /// holds the value; a chain of 4 shows every link; a literal shows none.
    @Test func longAliasChains_areShortened_shortOnesShownWhole() throws {
        var links = ["\"l0\": { \"$value\": \"{color.base}\" }"]
        for link in 1..<7 { links.append("\"l\(link)\": { \"$value\": \"{color.l\(link - 1)}\" }") }
        let json = """
            { "color": { "$type": "color", "base": { "$value": "#112233" }, \(links.joined(separator: ", ")) } }
            """
        let folder = try TestSupport.folder(["tokens.json": json])
        let (tokens, diagnostics) = TestSupport.resolve(folder)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        let page = HTMLReportEmitter.page(
            EmitInput(tokens: try #require(tokens), config: BuildConfig(), audit: nil, sourceName: "tokens"))
        let aliases = page.split(separator: "\n").filter { $0.contains("class=\"token-row\"") }.map { line -> String in
            guard let start = line.range(of: "<div class=\"alias\">"),
                let end = line.range(of: "</div>", range: start.upperBound..<line.endIndex)
            else { return "" }
            return String(line[start.upperBound..<end.lowerBound])
        }
        #expect(
            aliases == [
                "",
                "→ color.base",
                "→ color.l0 → color.base",
                "→ color.l1 → color.l0 → color.base",
                "→ color.l2 → color.l1 → color.l0 → color.base",
                "→ color.l3 → color.l2 → … 2 more → color.base",
                "→ color.l4 → color.l3 → … 3 more → color.base",
                "→ color.l5 → color.l4 → … 4 more → color.base",
            ])
    }

    /// Token text is escaped byte by byte into the page: the five characters become entities,
    /// everything else (multi-byte characters included) is copied as it is.
    @Test func escaping_replacesTheFiveCharacters_andKeepsEveryOtherByte() {
        var html = TextBuffer()
        html.escaped("café <b>&'\"</b> 🎨ünï")
        #expect(String(decoding: html.bytes, as: UTF8.self) == "café &lt;b&gt;&amp;&#39;&quot;&lt;/b&gt; 🎨ünï")
        html = TextBuffer()
        html.attribute("data-token", "a\"b")
        #expect(String(decoding: html.bytes, as: UTF8.self) == " data-token=\"a&quot;b\"")
        #expect(HTML.escape("plain.path") == "plain.path")
        #expect(HTML.escape("<&>") == "&lt;&amp;&gt;")
    }

    @Test func fontFamilies_keepLettersDigitsSpacesAndHyphens_inAnyScript() {
        #expect(
            HTML.fontFamily([
                "SF Pro\"><script>", "system-ui", "Noto Sans JP 2", "Ünïcode-Grotesk!", "游ゴシック", "';", "-apple-system",
            ])
                == "'SF Proscript', system-ui, 'Noto Sans JP 2', 'Ünïcode-Grotesk', '游ゴシック', -apple-system, system-ui, sans-serif"
        )
        #expect(HTML.fontFamily([]) == "system-ui, sans-serif")
    }
}
