import Foundation
import Testing

@testable import TokensCore

/// Exports as the tools write them (issue 57 §3, §5, §6): fixtures cut from the systems under
/// Tests/RealSystems, each named.
@Suite struct SetsAndExportsTests {
    static func lines(_ tokens: ResolvedTokenSet?, _ path: String) -> [String] {
        (tokens?.modes ?? []).map { "\($0.mode.name) \($0.token(TokenPath(path))?.value.text ?? "-")" }
    }

    /// metamask `src/figma/tokens.json`: a single-file Tokens Studio export whose `$themes` is empty.
    static let metamask = """
        {
          "global": { "brandColors": { "grey": { "grey500": { "value": "#6A737D", "type": "color" },
                                               "grey800": { "value": "#24272A", "type": "color" } } } },
          "light": { "colors": { "background": { "default": { "value": "#FFFFFF", "type": "color" } },
                                 "text": { "alternative": { "value": "{brandColors.grey.grey500}", "type": "color" } } } },
          "dark": { "colors": { "background": { "default": { "value": "{brandColors.grey.grey800}", "type": "color" } },
                                "text": { "alternative": { "value": "#BBC0C5", "type": "color" } } } },
          "$themes": [],
          "$metadata": { "tokenSetOrder": ["global", "light", "dark"] }
        }
        """

    @Test func singleFileExportWithNoThemes_isReadBySets_whoseNamesGiveTheModes() throws {
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["tokens.json": Self.metamask]))
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        #expect(Self.lines(tokens, "colors.background.default") == ["light #FFFFFF", "dark #24272A"])
        #expect(Self.lines(tokens, "colors.text.alternative") == ["light #6A737D", "dark #BBC0C5"])
        #expect(Self.lines(tokens, "brandColors.grey.grey500") == ["light #6A737D", "dark #6A737D"])
        #expect(tokens?.modes.first?.token(TokenPath("light.colors.background.default")) == nil)
    }

    /// Sets named by a path whose folder says the mode, as Tokens Studio users name them.
    @Test func setsNamedColorSchemeDark_areTheDarkMode() throws {
        let json = """
            {
              "core": { "blue": { "value": "#0055ff", "type": "color" } },
              "color-scheme-light/colors": { "accent": { "value": "{blue}", "type": "color" } },
              "color-scheme-dark/colors": { "accent": { "value": "#88aaff", "type": "color" } },
              "$themes": []
            }
            """
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["tokens.json": json]))
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        #expect(Self.lines(tokens, "accent") == ["color-scheme-light #0055FF", "color-scheme-dark #88AAFF"])
        #expect(tokens?.modes.map(\.mode.appearance) == [.light, .dark])
    }

    /// workday-canvas: the theme builds `sys/depth`, whose shadows name `{color.shadow.1}`, a token
    /// of `deprecated/sys/color/color`, a set no theme enables. It resolves there, said once.
    @Test func referencesIntoDisabledSets_resolveThere_withOneWarning() throws {
        let themes = """
            [ { "name": "Canvas", "selectedTokenSets": { "sys/depth": "enabled", "base": "source" } } ]
            """
        let depth = """
            { "depth": { "1": { "value": "{color.shadow.1}", "type": "color" },
                         "2": { "value": "{color.shadow.2}", "type": "color" } } }
            """
        let deprecated = """
            { "color": { "shadow": { "1": { "value": "{base.ink}", "type": "color" },
                                     "2": { "value": "#1f262e33", "type": "color" },
                                     "3": { "value": "#ff0000", "type": "color" } } } }
            """
        let folder = try TestSupport.folder([
            "$themes.json": themes, "sys/depth.json": depth, "deprecated/sys/color/color.json": deprecated,
            "base.json": ##"{ "base": { "ink": { "value": "#333333", "type": "color" } } }"##,
        ])
        let (tokens, diagnostics) = TestSupport.resolve(folder)
        #expect(Self.lines(tokens, "depth.1") == ["Canvas #333333"])
        #expect(Self.lines(tokens, "depth.2").first?.hasSuffix("0.1803921568627451 / 0.2)") == true)
        // Only what the references need is added: `color.shadow.3` is not.
        #expect(tokens?.modes.first?.token(TokenPath("color.shadow.3")) == nil)
        #expect(
            TestSupport.summary(diagnostics, severity: .warning) == [
                "alias.disabled-set@" + TestSupport.position(of: "\"{color.shadow.1}\"", in: depth)
            ])
        let warning = try #require(diagnostics.all.first { $0.code == .disabledSetReference })
        #expect(warning.places.count == 2)
        #expect(
            warning.message
                == "2 references name tokens of sets the built themes leave disabled ('deprecated/sys/color/color'); they resolve there, as Tokens Studio's build, which reads every set, resolves them, and the tokens named are built too. Enable the set (as source, to refer to it without building it in Tokens Studio) in the theme, or refer to a token the theme has."
        )
    }

    /// brave-leo `browser.tokens.json` and `universal.tokens.json`: the Figma "Design Tokens" plugin.
    static let leo = """
        {
          "font": { "desktop": { "browser-menu-item": {
            "type": "custom-fontStyle",
            "value": { "fontSize": 13, "textDecoration": "none", "fontFamily": "SF Pro Text", "fontWeight": 400,
                       "fontStyle": "normal", "fontStretch": "normal", "letterSpacing": -0.23, "lineHeight": 15.6,
                       "paragraphIndent": 0, "paragraphSpacing": 0, "textCase": "none" },
            "description": null,
            "extensions": { "org.lukasoppermann.figmaDesignTokens": { "styleId": "S:d1d70c,", "exportKey": "font" } } } } },
          "effect": { "notificationbackdrop": {
            "0": null,
            "1": { "type": "custom-shadow", "value": { "shadowType": "dropShadow", "radius": 16, "color": "#0000001f",
                                                         "offsetX": 0, "offsetY": 1, "spread": 0 } },
            "description": null,
            "extensions": { "org.lukasoppermann.figmaDesignTokens": { "styleId": "S:1a912d,", "exportKey": "effect" } } } },
          "radius": { "m": { "type": "custom-radius", "value": { "smoothing": 0, "topLeft": 8, "topRight": 8, "bottomLeft": 8, "bottomRight": 8 } } },
          "spacing": { "card": { "type": "custom-spacing", "value": { "top": 8, "bottom": 8, "left": 16, "right": 16 } } }
        }
        """

    @Test func figmaPluginExport_typesAreWhatTheySay_andItsNotesAreNotes() throws {
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["browser.tokens.json": Self.leo]))
        #expect(diagnostics.all.isEmpty, "\(diagnostics.sorted)")
        let mode = try #require(tokens?.modes.first)
        let font = try #require(mode.token(TokenPath("font.desktop.browser-menu-item")))
        #expect(font.type == .typography)
        // Line height 15.6px on 13px is 1.2; letter spacing in points.
        #expect(font.value.text == "SF Pro Text 13px/1.2 400 tracking -0.23px")
        #expect(font.extensions != nil)
        #expect(font.description == nil)
        let shadow = try #require(mode.token(TokenPath("effect.notificationbackdrop.1")))
        #expect(shadow.type == .shadow)
        #expect(mode.token(TokenPath("effect.notificationbackdrop.0")) == nil)
        #expect(mode.token(TokenPath("radius.m"))?.value.text == "8px")
        #expect(mode.token(TokenPath("spacing.card"))?.value.text == "8px 16px 8px 16px")
    }

    /// pmc-larva `base/color.json`: Theo reads `.json` as JSON5, so a trailing comma is fine there.
    @Test func theoJSON_isReadAsJSON5_asTheoReadsIt() throws {
        let theo =
            "{\n\t\"global\": { \"type\": \"color\" },\n\t\"props\": {\n\t\t\"COLOR_BRAND_PRIMARY\": {\n\t\t\t\"value\": \"#d32531\"\n\t\t},\n\t}\n}\n"
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["color.json": theo]))
        #expect(diagnostics.all.isEmpty, "\(diagnostics.sorted)")
        #expect(TestSupport.value(tokens, "COLOR_BRAND_PRIMARY")?.text == "#D32531")
        // A DTCG file is held to strict JSON still.
        let dtcg = "{ \"a\": { \"$type\": \"color\", \"$value\": \"#d32531\" }, }"
        let (_, strict) = TestSupport.resolve(try TestSupport.folder(["color.json": dtcg]))
        #expect(
            TestSupport.summary(strict) == ["json.not-strict@" + TestSupport.position(of: "}", in: dtcg, occurrence: 2)]
        )
    }

    /// A Theo (or Style Dictionary) theme folder beside the default: a brand of its own, never
    /// folded into the light colorsets; a theme folder named for an appearance is that mode.
    @Test func themeFoldersBesideTheDefault_areBrands_orModes() throws {
        let base =
            "global:\n  type: color\nprops:\n  color_background:\n    value: \"#ffffff\"\n  color_text:\n    value: \"#111111\"\n"
        let evergreen = base.replacingOccurrences(of: "#ffffff", with: "#f0fff0").replacingOccurrences(
            of: "#111111", with: "#003300")
        let dark = base.replacingOccurrences(of: "#ffffff", with: "#000000").replacingOccurrences(
            of: "#111111", with: "#eeeeee")
        let folder = try TestSupport.folder([
            "colors.yml": base, "themes/evergreen/colors.yml": evergreen, "themes/dark/colors.yml": dark,
        ])
        let (tokens, diagnostics) = TestSupport.resolve(folder)
        #expect(!diagnostics.hasErrors)
        #expect(Self.lines(tokens, "color_background") == ["light #FFFFFF", "dark #000000"])
        #expect(
            diagnostics.all.first { $0.code == .brandBuilt }?.message.hasPrefix("Built the brand 'default'") == true)
        var config = TokensConfig()
        config.brand = "evergreen"
        let (green, _) = TestSupport.resolve(folder, config: config)
        #expect(Self.lines(green, "color_background") == ["light #F0FFF0", "dark #000000"])
        #expect(Self.lines(green, "color_text") == ["light #003300", "dark #EEEEEE"])
    }

    /// fluentui-token-pipeline `src/demo/fluentui.json` (Fixtures/corpora): values per platform.
    /// An Apple app takes the iOS one; the token's own (for other platforms) and the others are
    /// named in a warning, never lost in silence.
    @Test func fluentPlatformValues_theIOSOneIsBuilt() throws {
        let json = """
            { "Global": { "Stroke": { "Width": {
                "Thin": { "value": 1 },
                "Thicker": { "value": 3, "platform": { "ios": { "value": 4 } } },
                "Winui": { "value": "yellow", "platform": { "winui": { "value": "purple" } } } } } } }
            """
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["fluentui.json": json]))
        #expect(TestSupport.value(tokens, "Global.Stroke.Width.Thicker")?.text == "4")
        #expect(TestSupport.value(tokens, "Global.Stroke.Width.Winui")?.text == "#FFFF00")
        #expect(
            TestSupport.summary(diagnostics, severity: .warning) == [
                "token.ignored-member@" + TestSupport.position(of: "\"ios\"", in: json),
                "token.ignored-member@" + TestSupport.position(of: "\"winui\"", in: json),
            ])
        #expect(
            diagnostics.sorted.map(\.message) == [
                "Not built: the token's own value (for other platforms); an Apple app takes the 'ios' value.",
                "Not built: the 'winui' value; an Apple app takes the token's own value.",
            ])
        #expect(diagnostics.all.filter { $0.code == .valueLost }.isEmpty)
    }

    /// Style Dictionary's multi-brand example: `brands/brand-1/` is the brand `brand-1`, not `1`.
    @Test func brandFoldersNamedByNumber_keepTheirWord() throws {
        let color = { (hex: String) in ##"{ "color": { "brand": { "primary": { "value": "\##(hex)" } } } }"## }
        let folder = try TestSupport.folder([
            "brands/brand-1/color.json": color("#ff0000"), "brands/brand-2/color.json": color("#00ff00"),
            "globals/base.json": ##"{ "size": { "base": { "value": "16px" } } }"##,
        ])
        let (_, diagnostics) = TestSupport.resolve(folder)
        #expect(
            diagnostics.all.first { $0.code == .brandBuilt }?.message
                == "Built the brand 'brand-1'; the folder also ships 'brand-2'. Build one with --brand NAME (or \"brand\" in tokens.config.json), or every one with --brand all, each into its own folder under the output."
        )
    }
}
