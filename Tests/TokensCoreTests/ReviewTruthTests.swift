import Foundation
import Testing

@testable import TokensCore

/// What a review is told is true: every format and the page say the same thing about each check,
/// the PR comment shows the colours before the checks, renames come with their migration, derived
/// values know their source, and the audit's surface is the brand's own.
@Suite(.serialized) struct ReviewTruthTests {
    static let runner = ResolveCommandTests()

    /// Each check move's words, from the JSON, appear in the text, the markdown, the HTML diff and
    /// the page's Changes section: one model, never two verdicts.
    @Test func everyFormatAndThePage_sayTheSameAboutEachCheck() throws {
        let root = try DiffCommandTests.repository()
        for (base, head) in [("HEAD~3", "HEAD~2"), ("HEAD~1", "HEAD")] {
            func diff(_ format: String) throws -> String {
                try Self.runner.run([
                    "diff", base, head, "--tokens", root + "/tokens", "--format", format, "--today", "2026-11-24",
                ]).stdout
            }
            let json = try #require(try JSONSerialization.jsonObject(with: Data(diff("json").utf8)) as? [String: Any])
            let checks = try #require(json["checks"] as? [[String: Any]])
            #expect(!checks.isEmpty)
            // The page compares a base with the work tree, which is HEAD.
            var pageText: String?
            if head == "HEAD" {
                let page = root + "/page.html"
                _ = try Self.runner.run([
                    "report", "--tokens", root + "/tokens", "--diff", base, "--output", page, "--today", "2026-11-24",
                ])
                pageText = try String(contentsOfFile: page, encoding: .utf8)
            }
            let (text, markdown, html) = (try diff("text"), try diff("markdown"), try diff("html"))
            for check in checks {
                let kind = try #require(check["kind"] as? String)
                let label = try #require(Self.labels[kind], "\(kind)")
                let token = try #require(check["token"] as? String)
                #expect(text.contains("\(label)") && text.contains(token), "text: \(kind) \(token)")
                #expect(markdown.contains(label), "markdown: \(kind)")
                #expect(html.contains(label), "html: \(kind)")
                if let pageText { #expect(pageText.contains("<strong>\(label)</strong>"), "page: \(kind)") }
            }
        }
    }

    /// The words each kind is written with, as docs/diff.md lists them.
    static let labels = [
        "newly-failing": "newly failing", "worse-than-waived": "worse than waived", "worse": "worse",
        "new-warning": "new warning", "fixed": "fixed", "waiver-can-go": "waiver can go",
        "newly-waived": "newly waived", "better": "better", "closer": "closer to the line", "lower": "lower",
        "higher": "higher", "new": "new", "gone": "gone",
    ]

    /// The PR comment: colours first, unfolded, as hex with words, never as emoji chips that turn a
    /// grey black or white; the HTML draws each pair before and after in its real colours.
    @Test func theComment_showsColoursFirst_inWords_andTheHTMLDrawsThem() throws {
        let root = try DiffCommandTests.repository()
        let run = { (format: String) in
            try Self.runner.run([
                "diff", "HEAD~1", "HEAD", "--tokens", root + "/tokens", "--format", format, "--today", "2026-11-24",
            ]).stdout
        }
        let markdown = try run("markdown")
        let colors = try #require(markdown.range(of: "#### Colours changed (5)"))
        let accessibility = try #require(markdown.range(of: "#### Accessibility (6)"))
        #expect(colors.lowerBound < accessibility.lowerBound)
        #expect(!markdown[..<colors.lowerBound].contains("<details>"))
        for chip in ["⬛", "⬜", "🟥", "🟧", "🟨", "🟩", "🟦", "🟪", "🟫"] { #expect(!markdown.contains(chip)) }
        #expect(
            markdown.contains(
                "| `color.caption` | `dark` | `#78716C` | `#6B6560` | slightly darker, ΔE OK 0.043 | ❌ worse than waived:"
            ))
        let html = try run("html")
        // color.caption on color.bg in dark, before and after, in its real colours.
        #expect(html.contains("<svg class=\"sample\" aria-hidden=\"true\" style=\"--bg: #1C1917; --fg: #78716C\">"))
        #expect(html.contains("<svg class=\"sample\" aria-hidden=\"true\" style=\"--bg: #1C1917; --fg: #6B6560\">"))
        #expect(html.contains("<symbol id=\"pair-sample\""))
    }

    /// A rename prints the `swift.deprecated` entry that keeps the old name compiling, in every
    /// format, and the HTML shows the generated lines that change.
    @Test func aRename_comesWithTheDeprecatedEntry_andTheSwiftLines() throws {
        let root = try DiffCommandTests.repository()
        let run = { (format: String) in
            try Self.runner.run(["diff", "HEAD~2", "HEAD~1", "--tokens", root + "/tokens", "--format", format]).stdout
        }
        #expect(
            try run("text").contains(
                #"keep the old name compiling: under "swift": {"deprecated": {…}} add "accent": {"token": "color.brand"}"#
            ))
        #expect(
            try run("markdown").contains(
                "\"swift\": { \"deprecated\": {\n  \"accent\": {\"token\": \"color.brand\"}\n} }"))
        let html = try run("html")
        #expect(
            html.contains("<pre><code>&quot;accent&quot;: {&quot;token&quot;: &quot;color.brand&quot;}</code></pre>"))
        #expect(html.contains("<del>- static let accent = Values.accent.color</del>"))
        #expect(html.contains("<ins>+ static let brand = Values.brand.color</ins>"))
        let json = try run("json")
        #expect(json.contains(#""deprecatedEntry": "\"accent\": {\"token\": \"color.brand\"}""#))
    }

    // MARK: - Derived values

    static let passing = ##"""
        { "color": { "$type": "color", "text": { "$value": "#000000" }, "bg": { "$value": "#FFFFFF" } } }
        """##
    static let pairConfig = ##"""
        { "audit": { "contrast": [ { "foreground": "color.text", "background": "color.bg", "role": "text" } ] } }
        """##

    /// A mode whose pairs already pass gets no file, and a file of ours left with nothing in it is
    /// removed: no later command notes a file of `$extensions` alone.
    @Test func contrastFix_writesNoFileWithoutTokens_andRemovesItsEmptyOne() throws {
        let folder = try TestSupport.folder([
            "colors.json": Self.passing,
            "colors.dark.json":
                ##"{ "color": { "$type": "color", "text": { "$value": "#FFFFFF" }, "bg": { "$value": "#000000" } } }"##,
            "tokens.config.json": Self.pairConfig,
        ])
        let run = try Self.runner.run(["contrast-fix", "--tokens", folder])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stderr
                == "tokens: light-hc: 0 colours derived from light; no file written.\ntokens: dark-hc: 0 colours derived from dark; no file written.\n"
        )
        #expect(!FileManager.default.fileExists(atPath: folder + "/contrast.light-hc.json"))
        let empty = ##"{ "$extensions": { "tokens": { "generatedBy": "contrast-fix", "from": "light" } } }"##
        try Data(empty.utf8).write(to: URL(fileURLWithPath: folder + "/contrast.light-hc.json"))
        #expect(try Self.runner.run(["contrast-fix", "--check", "--tokens", folder]).status == 1)
        let again = try Self.runner.run(["contrast-fix", "--tokens", folder])
        #expect(
            again.stderr.contains("\ntokens: light-hc: 0 colours derived from light; contrast.light-hc.json removed.\n")
        )
        #expect(!FileManager.default.fileExists(atPath: folder + "/contrast.light-hc.json"))
        let build = try Self.runner.run(["audit", "--tokens", folder])
        #expect(!build.stderr.contains("file.skipped") && !build.stdout.contains("file.skipped"))
    }

    /// A derived value records what it was derived from; after a light colour changes, build, audit
    /// and the page warn, and `contrast-fix --check` fails until it is derived again.
    @Test func aDerivedValue_goesStale_whenItsSourceChanges() throws {
        let folder = try TestSupport.folder([
            "colors.json":
                ##"{ "color": { "$type": "color", "text": { "$value": "#767676" }, "bg": { "$value": "#FFFFFF" } } }"##,
            "colors.dark.json":
                ##"{ "color": { "$type": "color", "text": { "$value": "#FFFFFF" }, "bg": { "$value": "#000000" } } }"##,
            "tokens.config.json": Self.pairConfig,
        ])
        #expect(try Self.runner.run(["contrast-fix", "--tokens", folder, "--quiet"]).status == 0)
        let file = try String(contentsOfFile: folder + "/contrast.light-hc.json", encoding: .utf8)
        #expect(file.contains(##""derivedFrom": {"##))
        #expect(file.contains(##""color.text": "#767676""##) && file.contains(##""color.bg": "#FFFFFF""##))
        #expect(try Self.runner.run(["contrast-fix", "--check", "--tokens", folder]).status == 0)
        try Data(
            ##"{ "color": { "$type": "color", "text": { "$value": "#6F6F6F" }, "bg": { "$value": "#FFFFFF" } } }"##.utf8
        ).write(to: URL(fileURLWithPath: folder + "/colors.json"))
        let stale =
            "warning: [derivation] 'color.text' in light-hc is stale: it was derived by tokens contrast-fix from light's values, and since then color.text has gone from #767676 to #6F6F6F."
        let audit = try Self.runner.run(["audit", "--tokens", folder])
        #expect((audit.stdout + audit.stderr).contains(stale), "\(audit.stdout)\(audit.stderr)")
        let output = try BuildTestSupport.temporaryFolder("stale-out")
        let build = try Self.runner.run(["build", "--tokens", folder, "--output", output])
        #expect((build.stdout + build.stderr).contains(stale), "\(build.stderr)")
        let page = folder + "/page.html"
        _ = try Self.runner.run(["report", "--tokens", folder, "--output", page])
        #expect(
            try String(contentsOfFile: page, encoding: .utf8).contains(
                "is stale: it was derived by tokens contrast-fix"))
        let check = try Self.runner.run(["contrast-fix", "--check", "--tokens", folder])
        #expect(check.status == 1)
        #expect(check.stderr.contains("'color.text' in light-hc is #"))
        #expect(check.stderr.hasSuffix("tokens: run `tokens contrast-fix` to derive them again.\n"))
    }

    // MARK: - Waivers and the surface

    /// A waiver's review on the page, in the pair's one finding card, per mode: the ratio accepted,
    /// or, with no baseline, that none was recorded and how to record it; and when the pair gets
    /// worse than reviewed (#A8A29E 2.52:1 → #B0ABA7 2.27:1 on white), a failing card that says so.
    @Test func thePage_saysWhatEachWaiverReviewed() throws {
        let config = ##"""
            { "audit": {
              "contrast": [ { "foreground": "color.text", "background": "color.bg", "role": "text" } ],
              "waivers": [ { "foreground": "color.text", "background": "color.bg", "reason": "Reviewed.", "until": "2099-01-01" } ] } }
            """##
        let folder = try TestSupport.folder([
            "colors.json":
                ##"{ "color": { "$type": "color", "text": { "$value": "#A8A29E" }, "bg": { "$value": "#FFFFFF" } } }"##,
            "tokens.config.json": config,
        ])
        let page = folder + "/page.html"
        _ = try Self.runner.run(["report", "--tokens", folder, "--output", page])
        #expect(
            try String(contentsOfFile: page, encoding: .utf8).contains(
                "No reviewed ratio: without tokens.baseline.json, the ratio when it is first recorded is what counts as waived."
            ))
        #expect(try Self.runner.run(["audit", "--tokens", folder, "--update-waivers"]).status == 0)
        _ = try Self.runner.run(["report", "--tokens", folder, "--output", page])
        #expect(
            try String(contentsOfFile: page, encoding: .utf8).contains(
                "Reviewed at 2.52:1 (tokens.baseline.json); worse than that fails."))
        let waived = try Self.cards(String(contentsOfFile: page, encoding: .utf8))
        #expect(waived.map(\.status) == ["waived"])
        #expect(
            waived.first?.reviewed == ["default: Reviewed at 2.52:1 (tokens.baseline.json); worse than that fails."])

        let colors = folder + "/colors.json"
        let lighter = try String(contentsOfFile: colors, encoding: .utf8).replacingOccurrences(
            of: "#A8A29E", with: "#B0ABA7")
        try lighter.write(toFile: colors, atomically: true, encoding: .utf8)
        _ = try Self.runner.run(["report", "--tokens", folder, "--output", page])
        let worse = try Self.cards(String(contentsOfFile: page, encoding: .utf8)).filter { $0.rule == "contrast" }
        #expect(worse.map(\.status) == ["fail"])
        #expect(
            worse.first?.reviewed == [
                "default: Worse than waived: 2.27:1, waived at 2.52:1 (tokens.baseline.json); the waiver covers no worse."
            ])
    }

    /// Each finding card on the page: its status, rule and review notes.
    static func cards(_ page: String) -> [(status: String, rule: String, reviewed: [String])] {
        page.components(separatedBy: "<li class=\"issue").dropFirst().map { card in
            let card = card.components(separatedBy: "</li>")[0]
            func attribute(_ name: String) -> String {
                card.components(separatedBy: " \(name)=\"").dropFirst().first?.components(separatedBy: "\"")[0] ?? ""
            }
            let notes = card.components(separatedBy: "<div class=\"reviewed\">").dropFirst().map {
                $0.components(separatedBy: "</div>")[0]
            }
            return (attribute("data-status"), attribute("data-rule"), notes)
        }
    }

    /// With no surface in the config, each mode's surface is the brand's background (the one most
    /// pairs are on): a translucent overlay in dark lies on #1C1917, not black, and the page names
    /// the surface and why.
    @Test func theSurface_isTheBrandsOwnBackground() throws {
        let folder = try TestSupport.folder([
            "colors.json":
                ##"{ "color": { "$type": "color", "text": { "$value": "#1C1917" }, "muted": { "$value": "#57534E" }, "overlay": { "$value": "#1C19171A" }, "bg": { "$value": "#FFFFFF" } } }"##,
            "colors.dark.json":
                ##"{ "color": { "$type": "color", "text": { "$value": "#FAF8F5" }, "muted": { "$value": "#A8A29E" }, "overlay": { "$value": "#FAF8F51A" }, "bg": { "$value": "#1C1917" } } }"##,
            "tokens.config.json": ##"""
            { "audit": { "contrast": [
              { "foreground": ["color.text", "color.muted"], "background": "color.bg", "role": "text" },
              { "foreground": "color.text", "background": "color.overlay", "role": "text" } ] } }
            """##,
        ])
        let audit = try Self.runner.run(["audit", "--tokens", folder, "--format", "json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(audit.stdout.utf8)) as? [String: Any])
        let checks = try #require(json["checks"] as? [[String: Any]])
        let overlay = try #require(
            checks.first { $0["background"] as? String == "color.overlay" && $0["mode"] as? String == "dark" })
        let ratio = try #require(overlay["ratio"] as? Double)
        #expect(abs(ratio - Self.expectedOverlayRatio(surface: [0x1C, 0x19, 0x17])) < 0.0005, "\(ratio)")
        #expect(abs(ratio - Self.expectedOverlayRatio(surface: [0, 0, 0])) > 0.5, "measured over black")
        let page = folder + "/page.html"
        _ = try Self.runner.run(["report", "--tokens", folder, "--output", page])
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("dark <code>#1C1917</code> (color.bg, the background most declared pairs are on)"))
    }

    /// #FAF8F5 on #FAF8F5 at alpha 26/255 composited over `surface`, by WCAG 2.2's relative
    /// luminance written out here, independent of the code under test.
    static func expectedOverlayRatio(surface: [Double]) -> Double {
        func channel(_ byte: Double) -> Double {
            let c = byte / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        func luminance(_ rgb: [Double]) -> Double {
            0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2])
        }
        let text: [Double] = [0xFA, 0xF8, 0xF5]
        let alpha = 26.0 / 255
        let ground = zip(text, surface).map { alpha * $0 + (1 - alpha) * $1 }
        let (a, b) = (luminance(text), luminance(ground))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}
