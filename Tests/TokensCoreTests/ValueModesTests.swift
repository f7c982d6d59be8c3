import Foundation
import Testing

@testable import TokensCore

/// A value written as an object keyed by modes is one value per mode, in every format (issue 57
/// §2): fixtures cut from Mozilla's Firefox design tokens (`Tests/RealSystems/firefox-acorn`),
/// Telekom's `{light, dark}` and Primer Brand's `dark` beside `value`.
@Suite struct ValueModesTests {
    static func colors(_ tokens: ResolvedTokenSet?, _ path: String) -> [String] {
        (tokens?.modes ?? []).map { mode in
            "\(mode.mode.name) \(mode.token(TokenPath(path))?.value.text ?? "-")"
        }
    }

    /// firefox-acorn `design-tokens.json`: no token has a type; `default` is both themes,
    /// `prefersContrast` increased contrast, `forcedColors` Windows' forced colours (no appearance
    /// on Apple platforms), and `brand` / `platform` surfaces, each a value per mode.
    static let firefox = """
        {
          "color": { "white": { "value": "#ffffff" }, "gray": { "90": { "value": "#1c1b22" } } },
          "border": { "color": { "card": { "value": { "light": "#f0f0f4", "dark": "#52525e", "prefersContrast": "#15141a", "forcedColors": "CanvasText" } } } },
          "attention": { "dot": { "color": { "value": {
            "platform": { "default": "AccentColor" },
            "brand": { "light": "#2ac3a2", "dark": "#54ffbd" },
            "prefersContrast": "#008800" } } } },
          "background": { "color": { "canvas": { "value": {
            "brand": { "light": "{color.white}", "dark": "{color.gray.90}" },
            "platform": { "default": "#fafafa" } } } } }
        }
        """

    @Test func firefox_modeKeyedValues_surfacesAndForcedColours() throws {
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["design-tokens.json": Self.firefox]))
        #expect(
            Self.colors(tokens, "border.color.card") == ["light #F0F0F4", "dark #52525E", "light-hc #15141A"])
        // `brand` says two appearances, `platform` none: brand is built, whatever the order.
        #expect(Self.colors(tokens, "attention.dot.color") == ["light #2AC3A2", "dark #54FFBD", "light-hc #008800"])
        #expect(
            Self.colors(tokens, "background.color.canvas") == ["light #FFFFFF", "dark #1C1B22", "light-hc #FFFFFF"])
        #expect(
            TestSupport.summary(diagnostics, severity: .warning) == [
                "token.ignored-member@" + TestSupport.position(of: "\"CanvasText\"", in: Self.firefox),
                "token.ignored-member@"
                    + TestSupport.position(of: "{ \"default\": \"AccentColor\" }", in: Self.firefox),
                "token.ignored-member@" + TestSupport.position(of: "{ \"default\": \"#fafafa\" }", in: Self.firefox),
            ])
        let messages = diagnostics.sorted.map(\.message)
        #expect(
            messages.first
                == "'border.color.card' has a value for 'forcedColors', a mode that is no appearance on Apple platforms, so it is not built; the light, dark and increased-contrast values are. Give it a token of its own to keep it."
        )
        #expect(
            messages.dropFirst().first
                == "'attention.dot.color' has values for 2 variants ('brand', 'platform'), each a value per mode; 'brand', which says the most appearances, is built, and 'platform' is not. Give each variant a token of its own to keep it."
        )
        #expect(diagnostics.all.filter { $0.code == .valueLost }.isEmpty)
    }

    /// `{default, dark}`, `hc` and `highContrast`, and a team's own words through config `valueModes`.
    @Test func defaultDarkHighContrast_andConfiguredWords() throws {
        let json = """
            {
              "bg": { "$type": "color", "$value": { "default": "#ffffff", "dark": "#101010" } },
              "line": { "$type": "color", "$value": { "light": "#cccccc", "dark": "#333333", "hc": "#000000" } },
              "edge": { "$type": "color", "$value": { "light": "#dddddd", "darkHighContrast": "#ffffff", "dark": "#444444" } },
              "accent": { "$type": "color", "$value": { "surface": "#0055ff", "abyss": "#88aaff" } }
            }
            """
        var config = TokensConfig()
        config.format.valueModes = ["surface": .light, "abyss": .dark]
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["c.json": json]), config: config)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.sorted)")
        #expect(Self.colors(tokens, "bg") == ["light #FFFFFF", "dark #101010", "light-hc #FFFFFF", "dark-hc #101010"])
        #expect(
            Self.colors(tokens, "line") == ["light #CCCCCC", "dark #333333", "light-hc #000000", "dark-hc #333333"])
        #expect(
            Self.colors(tokens, "edge") == ["light #DDDDDD", "dark #444444", "light-hc #DDDDDD", "dark-hc #FFFFFF"])
        #expect(
            Self.colors(tokens, "accent") == ["light #0055FF", "dark #88AAFF", "light-hc #0055FF", "dark-hc #88AAFF"])
        // Without the config's words, the object is no value per mode, and no colour: an error.
        let (plain, found) = TestSupport.resolve(try TestSupport.folder(["c.json": json]))
        #expect(plain == nil)
        let object = TestSupport.position(of: "{ \"surface\"", in: json)
        #expect(
            TestSupport.summary(found) == [
                "token.invalid-value@" + object, "token.invalid-value@" + object,
                "token.invalid-value@" + TestSupport.position(of: "\"surface\"", in: json),
                "token.invalid-value@" + TestSupport.position(of: "\"abyss\"", in: json),
            ])
    }

    /// The config's words are checked: an appearance, by its name.
    @Test func valueModesConfig_isChecked() throws {
        let text = #"{ "valueModes": { "abyss": "night", "surface": "light" } }"#
        let folder = try TestSupport.folder(["tokens.config.json": text])
        let (config, problems) = ConfigLoader.load(path: folder + "/tokens.config.json")
        #expect(
            TestSupport.summary(problems) == ["config.invalid-value@" + TestSupport.position(of: "\"night\"", in: text)]
        )
        #expect(
            problems.all.first?.message
                == "valueModes says which appearance a value object's key 'abyss' is: one of light, dark, lightHighContrast, darkHighContrast."
        )
        #expect(config.format.valueModes == ["surface": .light])
    }

    /// primer-brand `functional/colors/global.json`: a `dark` member beside the light `value`.
    @Test func primerBrand_darkBesideValue_isTheDarkValue() throws {
        let json = """
            {
              "brand": { "color": { "success": { "fg": { "value": "#1a7f37", "dark": "#2ea043" } } } }
            }
            """
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["global.json": json]))
        #expect(diagnostics.all.isEmpty, "\(diagnostics.sorted)")
        #expect(Self.colors(tokens, "brand.color.success.fg") == ["light #1A7F37", "dark #2EA043"])
    }

    /// primer-brand `functional/colors/global.json` over `base/colors/light.json`: a light value
    /// written `var(--base-color-scale-green-0)` (a colour, by the variable it names) and a dark
    /// one written as a colour. Both are colours, in both appearances.
    @Test func primerBrand_varInTheValue_andAColourBesideIt_areOneColour() throws {
        let base =
            ##"{ "base": { "color": { "scale": { "green": { "0": { "value": "#dafbe1" }, "5": { "value": "#1a7f37" } } } } } }"##
        let global = """
            { "brand": { "color": { "success": {
                "subtle": { "value": "var(--base-color-scale-green-0)", "dark": "#2e9e42d9" },
                "fg": { "value": "var(--base-color-scale-green-5)", "dark": "var(--base-color-scale-green-0)" } } } } }
            """
        let (tokens, diagnostics) = TestSupport.resolve(
            try TestSupport.folder(["base/colors/scale.json": base, "functional/colors/global.json": global]))
        #expect(diagnostics.all.isEmpty, "\(diagnostics.sorted)")
        let subtle = (tokens?.modes ?? []).compactMap { mode -> String? in
            guard case .color(let color)? = mode.token(TokenPath("brand.color.success.subtle"))?.value else {
                return nil
            }
            return (color.sRGBHex ?? "") + String(format: " %.3f", color.alpha)
        }
        #expect(subtle == ["#dafbe1 1.000", "#2e9e42 0.851"])
        #expect(Self.colors(tokens, "brand.color.success.fg") == ["light #1A7F37", "dark #DAFBE1"])
    }

    /// GitHub Primer's overrides take a mix away with `"mix": null`: no mix, nothing to say.
    @Test func primerMixNull_isNoMix() throws {
        let json = ##"{ "bg": { "$type": "color", "$value": "#0969da", "mix": null } }"##
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["c.json": json]))
        #expect(diagnostics.all.isEmpty, "\(diagnostics.sorted)")
        #expect(TestSupport.value(tokens, "bg")?.text == "#0969DA")
    }
}
