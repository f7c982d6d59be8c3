import Foundation
import Testing

@testable import TokensCore

/// A mode that is a whole alternative look (Spectrum's `wireframe` set, a Tokens Studio theme
/// `Wireframe` beside `Light` and `Dark`, a `wireframe.json` beside `light.json`) is a brand:
/// built in the light appearance, every token it does not define taken from the default brand.
/// Modes that qualify an appearance (`dark-dimmed`, `light-colorblind`) stay Swift variants.
@Suite struct LookBrandsTests {
    /// Each mode as `name(appearance): path=value …`.
    static func modes(_ set: ResolvedTokenSet?) -> [String] {
        (set?.modes ?? []).map { mode in
            "\(mode.mode.name)(\(mode.mode.appearance?.rawValue ?? "-")): "
                + mode.tokens.map { "\($0.path.dotted)=\($0.value.text)" }.joined(separator: " ")
        }
    }

    static func config(brand: String?) -> TokensConfig {
        var config = TokensConfig()
        config.brand = brand
        return config
    }

    @Test func looks_areNamesThatSayNoAppearance_besideOnesThatDo() {
        let looks = { (names: [String]) in
            Looks.looks(names).map { "\($0.name) \($0.modes.sorted { $0.key < $1.key })" }
        }
        #expect(
            looks(["light", "dark", "wireframe", "dark-dimmed", "light-colorblind", "dimmed", "default"])
                == [##"wireframe [(key: "wireframe", value: TokensCore.Appearance.light)]"##])
        #expect(
            Looks.looks(["Light", "Dark", "Wireframe", "Wireframe Dark"]).first?.modes == [
                "Wireframe": .light, "Wireframe Dark": .dark,
            ])
        // No mode says an appearance: no default brand to build a look beside.
        #expect(Looks.looks(["default", "wireframe"]).isEmpty)
        #expect(Looks.looks(["light", "dark", "dark-dimmed"]).isEmpty)
        // Spectrum 1's `darkest` is a degree of dark, a variant; its `wireframe` is the look.
        #expect(Looks.looks(["light", "dark", "darkest", "wireframe"]).map(\.name) == ["wireframe"])
        let looksBesideLight = Looks.looks(axes: [["Light", "Dark", "Wireframe", "Wireframe Dark"]])
        #expect(Looks.fallback(for: "Wireframe Dark", looks: looksBesideLight, among: ["Light", "Dark"]) == "Dark")
        #expect(Looks.fallback(for: "Dark", looks: looksBesideLight, among: ["Light", "Dark"]) == nil)
        // Modes of another axis (a Figma collection's `Rounded` and `Pill`) are no looks beside `Light` and `Dark`.
        #expect(Looks.looks(axes: [["Dark", "Light"], ["Pill", "Rounded"]]).isEmpty)
        // Terrazzo's `format` fixture: `midlight` and `middark` run an appearance into a word.
        #expect(Looks.looks(["light", "dark", "midlight", "middark", "lightest", "darkest"]).isEmpty)
    }

    /// Terrazzo's `build-default` fixture: one token (`black`) carries a `white` mode no other token
    /// has and its group's `modes` do not list. One token's stray key is no theme: no brand, and
    /// `white` stays a Swift variant as before.
    @Test func oneTokensStrayMode_isNoLook() throws {
        let text = ##"""
            { "color": { "$type": "color",
              "black": { "$value": "#1f2328",
                "$extensions": { "mode": { "light": "#1f2328", "dark": "#010409", "white": "#f0f6fc" } } },
              "fg": { "$value": "#111111", "$extensions": { "mode": { "light": "#111111", "dark": "#eeeeee" } } },
              "bg": { "$value": "#ffffff", "$extensions": { "mode": { "light": "#ffffff", "dark": "#000000" } } } } }
            """##
        let folder = try TestSupport.folder(["tokens.json": text])
        let (tokens, diagnostics) = TestSupport.resolve(folder)
        #expect(tokens?.modes.map(\.mode.name) == ["light", "dark", "white"])
        #expect(!diagnostics.all.contains { $0.code == .brandBuilt })
        #expect(TokenLoader.brandNames(path: folder, config: TokensConfig()) == [])
    }

    /// Files of two collections (`Color scheme.Light.json`, `Border radius.Pill.json`): the modes
    /// that say no appearance are not beside the appearances, so they stay Swift variants, no brands.
    @Test func modesOfAnotherAxis_stayVariants() throws {
        let folder = try TestSupport.folder([
            "Color scheme.Light.json": ##"{"bg": {"$value": "#ffffff", "$type": "color"}}"##,
            "Color scheme.Dark.json": ##"{"bg": {"$value": "#111111", "$type": "color"}}"##,
            "Border radius.Pill.json": ##"{"radius": {"$value": "99px", "$type": "dimension"}}"##,
            "Border radius.Rounded.json": ##"{"radius": {"$value": "4px", "$type": "dimension"}}"##,
        ])
        let (tokens, diagnostics) = TestSupport.resolve(folder)
        #expect(tokens?.modes.map(\.mode.name) == ["Light", "Dark", "Pill", "Rounded"])
        #expect(!diagnostics.all.contains { $0.code == .brandBuilt })
        #expect(TokenLoader.brandNames(path: folder, config: TokensConfig()) == [])
    }

    /// Spectrum: the `wireframe` set is the brand `wireframe`; the default brand is light and dark
    /// (and its `dark-dimmed` set a variant), and a token with no `wireframe` member keeps its light value.
    @Test func spectrumWireframeSet_isABrand() throws {
        let set = { (light: String, dark: String, extra: String) in
            ##"{"$schema": "https://opensource.adobe.com/spectrum-tokens/schemas/token-types/color-set.json", "sets": {"light": {"$schema": "https://opensource.adobe.com/spectrum-tokens/schemas/token-types/color.json", "value": "\##(light)"}, "dark": {"$schema": "https://opensource.adobe.com/spectrum-tokens/schemas/token-types/color.json", "value": "\##(dark)"}\##(extra)}}"##
        }
        let member = { (name: String, value: String) in
            ##", "\##(name)": {"$schema": "https://opensource.adobe.com/spectrum-tokens/schemas/token-types/color.json", "value": "\##(value)"}"##
        }
        let folder = try TestSupport.folder([
            "color-palette.json": """
            {"gray-25": \(set("rgb(255, 255, 255)", "rgb(17, 17, 17)", member("wireframe", "rgb(238, 242, 250)") + member("dark-dimmed", "rgb(34, 34, 34)"))),
             "blue-800": \(set("rgb(20, 115, 230)", "rgb(64, 150, 243)", ""))}
            """,
            "color-aliases.json":
                ##"{"background-base-color": {"$schema": "https://opensource.adobe.com/spectrum-tokens/schemas/token-types/alias.json", "value": "{gray-25}"}}"##,
        ])
        let (standard, diagnostics) = TestSupport.resolve(folder)
        #expect(
            Self.modes(standard) == [
                "light(light): background-base-color=#FFFFFF blue-800=#1473E6 gray-25=#FFFFFF",
                "dark(dark): background-base-color=#111111 blue-800=#4096F3 gray-25=#111111",
                "dark-dimmed(-): background-base-color=#222222 blue-800=#1473E6 gray-25=#222222",
            ])
        #expect(
            diagnostics.all.first { $0.code == .brandBuilt }?.message
                == "Built the brand 'default'; the folder also ships 'wireframe'. Build one with --brand NAME (or \"brand\" in tokens.config.json), or every one with --brand all, each into its own folder under the output."
        )
        let (wireframe, found) = TestSupport.resolve(folder, config: Self.config(brand: "wireframe"))
        #expect(
            Self.modes(wireframe) == [
                "wireframe(light): background-base-color=#EEF2FA blue-800=#1473E6 gray-25=#EEF2FA"
            ])
        #expect(TestSupport.summary(found, severity: .warning) == [])
        #expect(TokenLoader.brandNames(path: folder, config: TokensConfig()) == ["default", "wireframe"])
        let (none, unknown) = TestSupport.resolve(folder, config: Self.config(brand: "wirefram"))
        #expect(none == nil)
        // One error, not also "the token folder ships one brand" beside the list of brands.
        #expect(unknown.all.filter { $0.code == .unknownBrand }.count == 1)
        #expect(
            unknown.all.first { $0.code == .unknownBrand }?.message
                == "There is no brand 'wirefram'; the brands are 'default', 'wireframe'. Did you mean 'wireframe'? Name one with --brand or \"brand\" in tokens.config.json, or build every one with --brand all."
        )
    }

    /// Tokens Studio: the theme `Wireframe` in the group that gives the modes is a brand over the
    /// `Light` theme's sets; `Dark Dimmed` stays a variant of the default brand.
    @Test func tokensStudioWireframeTheme_isABrand_overTheLightSets() throws {
        let folder = try TestSupport.folder([
            "$themes.json": """
            [
              {"name": "Light", "group": ".Color theme", "selectedTokenSets": {"light": "enabled"}},
              {"name": "Dark", "group": ".Color theme", "selectedTokenSets": {"dark": "enabled"}},
              {"name": "Dark Dimmed", "group": ".Color theme", "selectedTokenSets": {"dark": "enabled", "dimmed": "enabled"}},
              {"name": "Wireframe", "group": ".Color theme", "selectedTokenSets": {"wireframe": "enabled"}},
              {"name": "Modeless", "group": "S2.Color-theme", "selectedTokenSets": {"names": "enabled"}}
            ]
            """,
            "$metadata.json": ##"{"tokenSetOrder": ["dark", "dimmed", "light", "wireframe", "names"]}"##,
            "light.json":
                ##"{"c": {"bg": {"value": "#ffffff", "type": "color"}, "fg": {"value": "#000000", "type": "color"}}}"##,
            "dark.json":
                ##"{"c": {"bg": {"value": "#111111", "type": "color"}, "fg": {"value": "#eeeeee", "type": "color"}}}"##,
            "dimmed.json": ##"{"c": {"bg": {"value": "#222222", "type": "color"}}}"##,
            "wireframe.json": ##"{"c": {"bg": {"value": "#eef2fa", "type": "color"}}}"##,
            "names.json": ##"{"Background": {"value": "{c.bg}", "type": "color"}}"##,
        ])
        let (standard, diagnostics) = TestSupport.resolve(folder)
        #expect(
            Self.modes(standard) == [
                "Light(light): Background=#FFFFFF c.bg=#FFFFFF c.fg=#000000",
                "Dark(dark): Background=#111111 c.bg=#111111 c.fg=#EEEEEE",
                "Dark Dimmed(-): Background=#222222 c.bg=#222222 c.fg=#EEEEEE",
            ])
        #expect(diagnostics.all.contains { $0.code == .brandBuilt })
        let (wireframe, found) = TestSupport.resolve(folder, config: Self.config(brand: "Wireframe"))
        #expect(Self.modes(wireframe) == ["Wireframe(light): Background=#EEF2FA c.bg=#EEF2FA c.fg=#000000"])
        #expect(TestSupport.summary(found, severity: .warning) == [])
        #expect(TokenLoader.brandNames(path: folder, config: TokensConfig()) == ["default", "Wireframe"])
    }

    /// Files named for the modes (`light.json`, `dark.json`, as a Tokens Studio project's sets are):
    /// `wireframe.json` beside them is a mode, and a brand with `wireframe-dark.json` as its dark.
    @Test func wireframeFiles_besideAppearanceFiles_areABrand_withItsDark() throws {
        let folder = try TestSupport.folder([
            "theme/light.json":
                ##"{"bg": {"$value": "#ffffff", "$type": "color"}, "fg": {"$value": "#000000", "$type": "color"}}"##,
            "theme/dark.json":
                ##"{"bg": {"$value": "#111111", "$type": "color"}, "fg": {"$value": "#eeeeee", "$type": "color"}}"##,
            "theme/wireframe.json": ##"{"bg": {"$value": "#eef2fa", "$type": "color"}}"##,
            "theme/wireframe-dark.json": ##"{"bg": {"$value": "#1b2436", "$type": "color"}}"##,
        ])
        let (standard, _) = TestSupport.resolve(folder)
        #expect(Self.modes(standard) == ["light(light): bg=#FFFFFF fg=#000000", "dark(dark): bg=#111111 fg=#EEEEEE"])
        let (wireframe, found) = TestSupport.resolve(folder, config: Self.config(brand: "wireframe"))
        #expect(
            Self.modes(wireframe) == [
                "wireframe(light): bg=#EEF2FA fg=#000000", "wireframe-dark(dark): bg=#1B2436 fg=#EEEEEE",
            ])
        #expect(TestSupport.summary(found, severity: .warning) == [])
        #expect(
            found.all.first { $0.code == .modeAppearances }?.message
                == "Modes: 'wireframe' is light, 'wireframe-dark' is dark.")
    }
}
