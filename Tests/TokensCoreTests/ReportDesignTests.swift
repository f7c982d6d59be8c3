import Foundation
import Testing

@testable import TokensCore

/// The swatch page for designers, on its text: the title, the first screen, ramps in natural order
/// on each mode's surface, exempt decorative pairs, and the change from `tokens report --diff`.
/// (ReportBrowserTests checks the same in Chromium, with axe-core.)
@Suite struct ReportDesignTests {
    static let colors = ##"""
        { "color": { "$type": "color",
          "gray": { "50": { "$value": "#fafafa" }, "400": { "$value": "#a3a3a3" }, "100": { "$value": "#f5f5f5" }, "900": { "$value": "#171717" } },
          "bg": { "$value": "#ffffff", "$extensions": { "mode": { "light": "#ffffff", "dark": "#000000" } } },
          "text": { "$value": "#767676", "$extensions": { "mode": { "light": "#767676", "dark": "#eeeeee" } } },
          "hairline": { "$value": "#eeeeee" } } }
        """##
    static let config = ##"""
        { "name": "Acme", "audit": { "contrast": [
          { "foreground": "color.text", "background": "color.bg", "role": "text" },
          { "foreground": "color.gray.400", "background": "color.bg", "role": "text" },
          { "foreground": "color.hairline", "background": "color.bg", "role": "decorative" } ] } }
        """##

    static func page(_ files: [String: String]) throws -> String {
        let folder = try TestSupport.folder(files)
        let options = BuildOptions(
            tokens: folder, audit: .report, today: BuildTestSupport.today, emitters: [HTMLReportEmitter()])
        let (outcome, diagnostics) = BuildTestSupport.run(options)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        return String(decoding: try #require(outcome.summary?.files.first).contents, as: UTF8.self)
    }

    @Test func theFirstScreen_saysWhatFails_withTheFixBesideIt() throws {
        let page = try Self.page(["colors.json": Self.colors, "tokens.config.json": Self.config])
        #expect(page.contains("<title>Acme design tokens</title>"))
        #expect(
            page.contains(
                "<p class=\"headline fails\" id=\"verdict\"><span aria-hidden=\"true\">✗</span> The audit fails: 1 check fails (in light). 1 warning to review below.</p>"
            ))
        let issues = try #require(page.range(of: "id=\"issues\""))
        let ramps = try #require(page.range(of: "id=\"ramps\""))
        #expect(issues.lowerBound < ramps.lowerBound)
        // The failing pair (gray 400 on white, 2.52:1) with its fix: the nearest passing colour, copyable.
        let issue = page[issues.lowerBound..<ramps.lowerBound]
        #expect(
            issue.contains(
                "<strong><span aria-hidden=\"true\">✗</span> Fails</strong> · contrast · <a href=\"#token-color.gray.400\"><code>color.gray.400</code></a> on <a href=\"#token-color.bg\"><code>color.bg</code></a> · <span class=\"modes\">light</span>"
            ))
        #expect(
            issue.contains(
                "<span class=\"hexes\"><code class=\"hex\">#A3A3A3</code> on <code class=\"hex\">#FFFFFF</code></span>")
        )
        #expect(
            issue.contains(
                "<span class=\"ratio\">2.52:1</span><span class=\"needs\">needs 4.5:1</span><span class=\"label\">Fix</span>"
            ))
        #expect(
            issue.contains(
                "<button type=\"button\" class=\"copy\" title=\"Copy\">#767676</button><span class=\"ratio\">4.54:1</span>"
            ))
        // The hairline stays #EEEEEE while the background turns black: a warning, and a mark on its row.
        #expect(issue.contains("data-rule=\"adaptation\" data-group=\"color\" data-token=\"color.hairline\""))
        #expect(
            page.contains(
                "<a class=\"flag\" href=\"#finding-2\"><span aria-hidden=\"true\">⚠</span> Does not adapt</a>"))
    }

    @Test func ramps_areInNaturalOrder_onEachModesSurface() throws {
        let page = try Self.page(["colors.json": Self.colors, "tokens.config.json": Self.config])
        let steps = page.components(separatedBy: "<li data-token=\"color.gray.").dropFirst().map {
            String($0.prefix { $0 != "\"" })
        }
        #expect(steps == ["50", "100", "400", "900", "50", "100", "400", "900"])
        #expect(page.contains(".surface-0 { background-color: #FFFFFF; color: #1c1917; }"))
        #expect(page.contains(".surface-1 { background-color: #000000; color: #f5f5f4; }"))
        #expect(page.contains("<ol class=\"ramp surface-1\" data-mode=\"dark\""))
        let rows = page.components(separatedBy: "<tr class=\"token-row\" id=\"token-").dropFirst().map {
            String($0.prefix { $0 != "\"" })
        }
        #expect(
            rows == [
                "color.bg", "color.gray.50", "color.gray.100", "color.gray.400", "color.gray.900", "color.hairline",
                "color.text",
            ])
    }

    @Test func aDecorativePair_isExempt_notPass() throws {
        let page = try Self.page(["colors.json": Self.colors, "tokens.config.json": Self.config])
        #expect(
            page.contains(
                "data-fg=\"color.hairline\" data-bg=\"color.bg\" data-status=\"exempt\" title=\"Decorative: measured, never required to pass\"><span class=\"cell-body\"><svg class=\"chip c xFFFFFF\" aria-hidden=\"true\"><g class=\"c xEEEEEE\"><use href=\"#cell-sample\"/></g></svg><span class=\"ratio\">1.16:1</span><span class=\"word\"><span aria-hidden=\"true\">–</span> Exempt</span></span><span class=\"on\"> on <code>color.bg</code></span></td>"
            ))
        let row = try #require(
            page.components(separatedBy: "<tr class=\"pair-row\"").first {
                $0.contains("<code>color.hairline</code> <code class=\"hex\">#EEEEEE</code> on")
            })
        #expect(row.hasPrefix(" data-group=\"color\" data-status=\"exempt\">"))
        // Counted apart from the passes.
        #expect(page.contains("<dt>Pass</dt><dd id=\"summary-passing\">3</dd>"))
        #expect(page.contains("<dt>Exempt</dt><dd id=\"summary-exempt\">2</dd>"))
        let cells = String(row.prefix { $0 != "\n" })
        #expect(cells.contains("Exempt") && !cells.contains("Pass"), "\(cells)")
    }

    /// Config `name`, else the Swift package's name, else the folder's (its parent's when it is `tokens`).
    @Test func theTitle_comesFromTheConfig_thePackage_orTheFolder() throws {
        let root = try BuildTestSupport.temporaryFolder("title")
        let tokens = root + "/Brand/tokens"
        try FileManager.default.createDirectory(atPath: tokens, withIntermediateDirectories: true)
        #expect(BuildPipeline.title(config: TokensConfig(), tokens: tokens) == "Brand")
        try Data("let stub = Target(name: \"UIKit\")\nlet package = Package(\n    name: \"AcmeDesign\",\n".utf8).write(
            to: URL(fileURLWithPath: root + "/Brand/Package.swift"))
        #expect(BuildPipeline.title(config: TokensConfig(), tokens: tokens) == "AcmeDesign")
        var config = TokensConfig()
        config.name = "Acme"
        #expect(BuildPipeline.title(config: config, tokens: tokens) == "Acme")
        #expect(BuildPipeline.title(config: TokensConfig(), tokens: root + "/Brand/tokens/colors.json") == "AcmeDesign")
    }

    @Test func reportDiff_marksChangedTokens_andShowsBeforeAndAfter() throws {
        let root = try DiffCommandTests.repository()
        let output = root + "/report.html"
        let run = try DiffCommandTests.runner.run([
            "report", "--tokens", root + "/tokens", "--diff", "HEAD~3", "--output", output, "--today", "2026-11-24",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let page = try String(contentsOfFile: output, encoding: .utf8)
        #expect(page.contains("<h2 id=\"changes-heading\">Changes since HEAD~3</h2>"))
        #expect(
            page.contains(
                "<p>4 newly failing, 1 worse than waived, 3 new warnings, 1 fixed, 1 waiver can go; 4 tokens changed, 1 renamed; 1 Swift API break; 8 generated files change.</p>"
            ))
        let badges = page.components(separatedBy: "<span class=\"changed-badge\">changed</span>").count - 1
        #expect(badges == 5, "color.brand, color.caption, color.hint, color.muted, color.text")
        #expect(
            page.contains(
                "<tr class=\"change-row\" data-token=\"color.brand\"><th scope=\"row\"><code>color.accent</code> → <a href=\"#token-color.brand\">"
            ))
    }
}

/// The report's sort keys order paths exactly as natural order compares them, name by name
/// (`SwiftEmitter.naturalOrder`, the order the Swift is laid out in).
@Suite struct NaturalSortKeyTests {
    static func naturallyOrdered(_ a: TokenPath, _ b: TokenPath) -> Bool {
        for (p, q) in zip(a.components, b.components) where p != q { return SwiftEmitter.naturalOrder(p, q) }
        return a.components.count < b.components.count
    }

    @Test func keys_orderPathsAsNaturalOrderDoes() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("a0b19-_.Z0".unicodeScalars).map(String.init)
        var paths: [TokenPath] = ["accent.50", "accent.400", "accent.5", "accent.050", "gray1", "gray10", "gray9"].map {
            TokenPath($0)
        }
        for _ in 0..<2_000 {
            let length = Int.random(in: 1...8, using: &generator)
            let text = (0..<length).map { _ in alphabet.randomElement(using: &generator) ?? "a" }.joined()
            let cleaned = text.split(separator: ".").filter { !$0.isEmpty }.joined(separator: ".")
            if !cleaned.isEmpty { paths.append(TokenPath(cleaned)) }
        }
        for _ in 0..<20_000 {
            let a = paths.randomElement(using: &generator) ?? paths[0]
            let b = paths.randomElement(using: &generator) ?? paths[0]
            let byKey = NaturalSortKey.key(a.components).lexicographicallyPrecedes(NaturalSortKey.key(b.components))
            #expect(byKey == Self.naturallyOrdered(a, b), "\(a) vs \(b)")
        }
        #expect(
            NaturalSortKey.sorted(Array(0..<7)) { paths[$0] }.map { paths[$0].dotted } == [
                "accent.5", "accent.50", "accent.050", "accent.400", "gray1", "gray9", "gray10",
            ])
    }
}
