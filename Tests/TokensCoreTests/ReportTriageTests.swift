import Foundation
import Testing

@testable import TokensCore

/// The swatch page as a triage tool, on its text: roles found by name in any brand, scales by
/// value, touch targets against the minimum, findings once per pair, colour vision per colour, no
/// `$root` in a name. (ReportBrowserTests checks the same in Chromium.)
@Suite struct ReportTriageTests {
    /// A brand named nothing like the default one: roles are found by their names' endings.
    @Test func componentRoles_areFoundByName_inABrandWithOtherNames() {
        let paths = [
            "palette.surface.default", "palette.surface.raised", "palette.content.primary", "palette.content.secondary",
            "palette.content.disabled", "action.primary", "action.onPrimary", "palette.text.primary", "line.divider",
            "feedback.danger", "feedback.dangerSubtle", "feedback.positive", "focus.ring", "brand.gray.500",
        ].map { TokenPath($0) }
        let roles = ComponentRoles(paths)
        let found = Dictionary(uniqueKeysWithValues: roles.found.map { ($0.key.rawValue, $0.value.dotted) })
        #expect(
            found == [
                "background": "palette.surface.default", "card": "palette.surface.raised",
                "text": "palette.text.primary", "secondaryText": "palette.content.secondary",
                "primary": "action.primary", "onPrimary": "action.onPrimary", "border": "line.divider",
                "focus": "focus.ring", "disabledText": "palette.content.disabled", "error": "feedback.danger",
                "errorBackground": "feedback.dangerSubtle", "success": "feedback.positive",
            ])
    }

    /// `text.primary` is never taken for the primary (brand) colour, and `$root` names the group.
    @Test func componentRoles_neverTakeTextForThePrimaryColour() {
        let roles = ComponentRoles(
            ["color.text.primary", "color.bg.primary", "color.border.$root"].map { TokenPath($0) })
        #expect(roles[.primary] == nil)
        #expect(roles[.border] == TokenPath("color.border.$root"))
    }

    /// The config names a role's token outright, before any name is tried; a role given a token
    /// that is not a colour is a located `config.no-match` with the nearest colour's name, and a
    /// role the page does not know a located `config.unknown-key`.
    @Test func componentRoles_fromTheConfig_comeFirst_andMistakesAreLocated() throws {
        let colors = ##"""
            { "color": { "$type": "color", "bg": { "$value": "#ffffff" }, "text": { "$value": "#1c1917" },
              "gold": { "$value": "#b8942f" }, "ink": { "$value": "#ffffff" } } }
            """##
        let config = """
            { "report": { "components": {
                "primary": "color.gold", "onPrimary": "color.ink",
                "focus": "color.golld" } } }
            """
        let folder = try TestSupport.folder(["colors.json": colors, "tokens.config.json": config])
        let emitted = BuildTestSupport.emit(folder, emitters: [HTMLReportEmitter()])
        let problems = emitted.diagnostics.sorted.filter { $0.code == .configNoMatch }
        #expect(problems.count == 1)
        #expect(
            problems.first?.message
                == "report.components.focus 'color.golld' is not a colour token. Did you mean 'color.gold'?")
        #expect(
            "\(problems.first?.location?.line ?? 0):\(problems.first?.location?.column ?? 0)"
                == TestSupport.position(of: "\"color.golld\"", in: config))
        let mode = try #require(TestSupport.resolve(folder).0?.modes.first)
        let roles = ComponentRoles(
            mode.tokens.map(\.path),
            configured: ["primary": TokenPath("color.gold"), "onPrimary": TokenPath("color.ink")])
        #expect(roles[.primary] == TokenPath("color.gold") && roles[.onPrimary] == TokenPath("color.ink"))
        let (_, unknown) = ConfigLoader.load(
            path: try TestSupport.folder([
                "tokens.config.json": #"{ "report": { "components": { "primry": "color.gold" } } }"#
            ]) + "/tokens.config.json")
        #expect(unknown.sorted.map(\.code) == [.configUnknownKey])
        #expect(unknown.sorted.first?.message.contains("Did you mean 'primary'?") == true)
    }

    static let small = ##"""
        { "color": { "$type": "color",
            "bg": { "$value": "#ffffff" }, "text": { "$value": "#1c1917" },
            "border": { "$root": { "$value": "#d6d3d1" }, "strong": { "$value": "{color.border.$root}" } } },
          "spacing": { "$type": "dimension", "lg": { "$value": "16px" }, "md": { "$value": "12px" },
            "sm": { "$value": "8px" }, "xl": { "$value": "20px" } },
          "radius": { "$type": "dimension", "large": { "$value": "24px" }, "medium": { "$value": "20px" } },
          "size": { "$type": "dimension", "target": { "small": { "$value": "40px" }, "compact": { "$value": "44px" },
            "large": { "$value": "56px" } } },
          "type": { "$type": "typography",
            "title": { "$value": { "fontFamily": "SF Pro", "fontSize": "22px", "fontWeight": 600, "lineHeight": 1.3 } },
            "caption": { "$value": { "fontFamily": "SF Pro", "fontSize": "12px", "fontWeight": 400, "lineHeight": 1.4 } } } }
        """##
    static let smallConfig = ##"""
        { "audit": { "contrast": [ { "foreground": "color.text", "background": "color.bg", "role": "text" },
          { "foreground": "color.border.$root", "background": "color.bg", "role": "decorative" } ],
          "touchTargets": { "minimum": 44, "recommended": 48, "tokens": ["size.target.*"] } } }
        """##

    /// The components say which roles they had to do without, and how roles are looked for.
    @Test func components_sayWhatIsMissing() throws {
        let page = try ReportDesignTests.page(["t.json": Self.small, "tokens.config.json": Self.smallConfig])
        #expect(
            page.contains(
                "<p class=\"missing\">Not found, so drawn without: a card background, the secondary text, the primary (brand) colour, text on the primary colour, the focus ring, disabled text, a disabled background, the success colour"
            ))
        #expect(
            page.contains(
                "<li>Card: <code>color.text</code> on <code>color.bg</code> <span class=\"ratio\">17.48:1</span>"))
    }

    /// Scales ascend by value within their group (`sm 8, md 12, lg 16, xl 20`), type by size.
    @Test func scales_sortByValue_notByName() throws {
        let page = try ReportDesignTests.page(["t.json": Self.small, "tokens.config.json": Self.smallConfig])
        let rows = page.components(separatedBy: "<li class=\"token-row\" id=\"token-").dropFirst().map {
            String($0.prefix { $0 != "\"" })
        }
        #expect(
            rows == [
                "radius.medium", "radius.large", "size.target.small", "size.target.compact", "size.target.large",
                "spacing.sm", "spacing.md", "spacing.lg", "spacing.xl", "type.caption", "type.title",
            ])
        #expect(page.contains("<div class=\"scale-group\"><h3>spacing</h3>"))
        // Radii drawn at their size on a box that does not clamp them: 20 and 24 differ.
        #expect(
            page.contains("style=\"border-top-left-radius: 20px\"")
                && page.contains("style=\"border-top-left-radius: 24px\""))
    }

    /// A target under 44pt fails, one under 48pt warns, one at 48pt or more passes; every guide is 44.
    @Test func touchTargets_areJudgedAgainstTheMinimum_andTheGuideIsTheMinimum() throws {
        let page = try ReportDesignTests.page(["t.json": Self.small, "tokens.config.json": Self.smallConfig])
        #expect(
            page.contains(
                "<span class=\"target fails\" role=\"img\" aria-label=\"40pt against the 44pt minimum\" style=\"--size: 40px; --minimum: 44px\"><span class=\"target-size\"></span><span class=\"target-guide\"></span></span> <span class=\"target-verdict verdict-fail\"><span aria-hidden=\"true\">✗</span> Below the 44pt minimum</span>"
            ))
        #expect(page.contains("<span class=\"target warns\" role=\"img\" aria-label=\"44pt against the 44pt minimum\""))
        #expect(
            page.contains("<span class=\"target passes\" role=\"img\" aria-label=\"56pt against the 44pt minimum\""))
        // The spacing tokens are not targets, whatever their size.
        #expect(page.components(separatedBy: "class=\"target ").count - 1 == 3)
    }

    /// `color.border.$root` is `color.border` everywhere on the page, alias chains included.
    @Test func root_isNeverShownInAName() throws {
        let page = try ReportDesignTests.page(["t.json": Self.small, "tokens.config.json": Self.smallConfig])
        #expect(
            page.contains(
                "<tr class=\"token-row\" id=\"token-color.border\" data-group=\"color\" data-token=\"color.border\">"))
        #expect(page.contains("<div class=\"alias\">→ color.border</div>"))
        #expect(!page.contains("$root"))
    }

    /// Two status colours confusable in both modes are one finding that lists both modes and says
    /// who sees them alike, not "X on Y".
    @Test func findings_areOncePerPair_withTheirModes() throws {
        let colors = ##"""
            { "color": { "$type": "color", "success": { "$value": "#16A34A" }, "error": { "$value": "#DC2626" } } }
            """##
        let dark = ##"{ "color": { "$type": "color", "success": { "$value": "#16A34A" } } }"##
        let config = ##"""
            { "audit": { "distinguishable": [ { "name": "status", "tokens": ["color.success", "color.error"] } ] } }
            """##
        let page = try ReportDesignTests.page([
            "colors.json": colors, "colors.dark.json": dark, "tokens.config.json": config,
        ])
        #expect(page.components(separatedBy: "data-rule=\"distinguishable\"").count - 1 == 1)
        #expect(
            page.contains(
                "<a href=\"#token-color.success\"><code>color.success</code></a> and <a href=\"#token-color.error\"><code>color.error</code></a> · <span class=\"modes\">light, dark</span>"
            ))
        #expect(page.contains("<p>These two state colours look alike to people with deuteranopia"))
    }

    /// Every colour's class carries it and how each deficiency sees it, from the 8-bit colour:
    /// #16A34A is #A49442 to protanopes, #958951 to deuteranopes, #00A08F to tritanopes (Machado
    /// 2009) and #8E8E8E to achromats (its WCAG luminance as a grey).
    @Test func palette_givesEachColourItsSimulations() throws {
        let colors =
            ##"{ "color": { "$type": "color", "green": { "$value": "#16A34A" }, "glass": { "$value": "#16A34A80" } } }"##
        let page = try ReportDesignTests.page(["colors.json": colors])
        #expect(page.contains(".x16A34A{--v:#16A34A;--p:#A49442;--d:#958951;--t:#00A08F;--a:#8E8E8E}"))
        #expect(
            page.contains(
                ".x16A34Aa502{--v:rgba(22, 163, 74, 0.502);--p:rgba(164, 148, 66, 0.502);--d:rgba(149, 137, 81, 0.502);--t:rgba(0, 160, 143, 0.502);--a:rgba(142, 142, 142, 0.502)}"
            ))
        #expect(page.contains(":root[data-cvd=\"protanopia\"] .c { --v: var(--p); }"))
        #expect(page.contains("<span class=\"swatch c x16A34A\"></span>"))
    }

    /// Mode names reach the phone layout's labels as CSS strings that cannot end the style.
    @Test func cssStrings_escapeAllButLettersDigitsSpacesAndHyphens() {
        #expect(HTML.cssString("light-hc 2") == "\"light-hc 2\"")
        #expect(HTML.cssString("</style>\"\\") == "\"\\3C \\2F style\\3E \\22 \\5C \"")
    }

    /// The grid's backgrounds, in blocks by group, four at most.
    @Test func gridBlocks_splitByGroupAndWidth() {
        let backgrounds = ["bg.a", "bg.b", "bg.c", "bg.d", "bg.e", "brand.primary", "surface"].map { TokenPath($0) }
        #expect(
            HTMLReportEmitter.gridBlocks(backgrounds).map { $0.map(\.dotted) } == [
                ["bg.a", "bg.b", "bg.c", "bg.d"], ["bg.e"], ["brand.primary"], ["surface"],
            ])
    }
}
