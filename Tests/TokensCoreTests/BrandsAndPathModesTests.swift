import Foundation
import Testing

@testable import TokensCore

/// Modes from mode words in paths, and brands as an axis of their own: the layouts real systems
/// ship (PatternFly's folders per mode and brand, Kong's `electric-lime-night-high-contrast/`,
/// Infor's `theme-new/variants/contrast/`, Gestalt's `sema-color-light.json`, Tokens Studio's
/// `Theme` group).
@Suite struct BrandsAndPathModesTests {
    let runner = ResolveCommandTests()

    /// A colour token's hex as written (`#rrggbb`).
    static func hex(_ token: ResolvedToken) -> String? {
        if case .color(let color) = token.value { return color.hex }
        return nil
    }

    @Test func modes_comeFromModeWordsOnly() {
        let modes = PathModes.modes(of: [
            "palette.color.json", "base.dimension.json", "semantic.motion.json",  // kinds of token: no mode
            "colors.json", "colors.dark.json", "colors.light-hc.json",  // a file-name segment
            "sema/sema-color-light.json", "sema/sema-color-dark.json",  // a pair that differs by a mode word
            "alone-light.json",  // no partner: a name, not a mode
            "button.brand-a.json", "button.brand-b.json",  // siblings that differ in a suffix
            "themes/dark/semantics.tokens.json", "variants/contrast/props/button.json",  // folders
            "highcontrast-dark/base.dark.json",  // the folder says more than the file
        ])
        #expect(
            modes == [
                "colors.dark.json": "dark", "colors.light-hc.json": "light-hc",
                "sema/sema-color-light.json": "light", "sema/sema-color-dark.json": "dark",
                "button.brand-a.json": "brand-a", "button.brand-b.json": "brand-b",
                "themes/dark/semantics.tokens.json": "dark", "variants/contrast/props/button.json": "contrast",
                "highcontrast-dark/base.dark.json": "highcontrast-dark",
            ])
    }

    @Test func folderNames_splitIntoBrandAndMode() {
        #expect(BrandAxis.split("electric-lime-night-high-contrast") == ("electric-lime", "night-high-contrast"))
        #expect(BrandAxis.split("classic-day") == ("classic", "day"))
        #expect(BrandAxis.split("dark") == ("", "dark"))
        #expect(BrandAxis.split("theme-new") == ("theme-new", nil))
        #expect(BrandAxis.sharedLeadingWord(["theme-new", "theme-classic"]) == "theme-")
    }

    /// Two brand folders beside shared primitives, each with light and dark: each brand is built
    /// on its own, the default first by name, and the build says which.
    static let brandFolder: [String: String] = [
        "primitives.json":
            ##"{"blue": {"$type": "color", "$value": "#0000ff"}, "red": {"$type": "color", "$value": "#ff0000"}}"##,
        "brands/acme/light/colors.json":
            ##"{"accent": {"$type": "color", "$value": "{blue}"}, "text": {"$type": "color", "$value": "#111111"}}"##,
        "brands/acme/dark/colors.json":
            ##"{"accent": {"$type": "color", "$value": "#8888ff"}, "text": {"$type": "color", "$value": "#eeeeee"}}"##,
        "brands/zest/light/colors.json":
            ##"{"accent": {"$type": "color", "$value": "{red}"}, "text": {"$type": "color", "$value": "#222222"}}"##,
        "brands/zest/dark/colors.json":
            ##"{"accent": {"$type": "color", "$value": "#ff8888"}, "text": {"$type": "color", "$value": "#dddddd"}}"##,
    ]

    @Test func brandFolders_areFound_andOneIsBuiltAtATime() throws {
        let folder = try TestSupport.folder(Self.brandFolder)
        let (tokens, diagnostics) = TestSupport.resolve(folder)
        let set = try #require(tokens)
        #expect(set.modes.map(\.mode.name) == ["light", "dark"])
        #expect(set.modes[0].tokens.first { $0.path.dotted == "accent" }.map(Self.hex) == "#0000ff")
        #expect(set.modes[1].tokens.first { $0.path.dotted == "accent" }.map(Self.hex) == "#8888ff")
        #expect(diagnostics.all.filter { $0.severity != .note }.isEmpty, "\(diagnostics.all)")
        #expect(
            diagnostics.all.first { $0.code == .brandBuilt }?.message
                == "Built the brand 'acme'; the folder also ships 'zest'. Build one with --brand NAME (or \"brand\" in tokens.config.json), or every one with --brand all, each into its own folder under the output."
        )
        var config = TokensConfig()
        config.brand = "zest"
        let zest = try #require(TestSupport.resolve(folder, config: config).tokens)
        #expect(zest.modes[0].tokens.first { $0.path.dotted == "accent" }.map(Self.hex) == "#ff0000")
    }

    @Test func brandAll_buildsEveryBrandIntoItsOwnFolder_andAnUnknownBrandIsAnError() throws {
        let folder = try TestSupport.folder(Self.brandFolder)
        let output = folder + "-out"
        let all = try runner.run(["build", "--tokens", folder, "--output", output, "--no-audit", "--brand", "all"])
        #expect(all.status == 0, "\(all.stderr)")
        #expect(
            all.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("tokens: 4 tokens × 2 modes") }.count == 2,
            "\(all.stdout)")
        let light = { (brand: String) throws -> String in
            let data = try Data(
                contentsOf: URL(fileURLWithPath: "\(output)/\(brand)/Assets.xcassets/accent.colorset/Contents.json"))
            let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let colors = try #require(json["colors"] as? [[String: Any]])
            let components = try #require((colors[0]["color"] as? [String: Any])?["components"] as? [String: String])
            return [components["red"], components["green"], components["blue"]].compactMap { $0 }.joined(separator: " ")
        }
        #expect(try light("acme") == "0.0000 0.0000 1.0000")
        #expect(try light("zest") == "1.0000 0.0000 0.0000")
        let unknown = try runner.run(["build", "--tokens", folder, "--output", output, "--no-audit", "--brand", "acne"])
        #expect(unknown.status == 2)
        #expect(
            unknown.stderr.contains(
                "error: [brand.unknown] There is no brand 'acne'; the brands are 'acme', 'zest'. Did you mean 'acme'? Name one with --brand or \"brand\" in tokens.config.json, or build every one with --brand all."
            ), "\(unknown.stderr)")
    }

    /// Gestalt's layout: `classic/` and `vr-theme-web-mapping/` define the same tokens, and the
    /// mapping's aliases point into `vr-theme/`, whose tokens are its own: `vr-theme` is a brand
    /// too (its name is extended), built alone, and the mapping is built on its files.
    @Test func aFolderABrandsNameExtends_isABrand_andThatBrandIsBuiltOnIt() throws {
        let folder = try TestSupport.folder([
            "classic/sema-color.json": ##"{"text": {"$type": "color", "$value": "#111111"}}"##,
            "vr-theme/sema/color.json": ##"{"sema": {"ink": {"$type": "color", "$value": "#222222"}}}"##,
            "vr-theme-web-mapping/sema-color.json": ##"{"text": {"$type": "color", "$value": "{sema.ink}"}}"##,
        ])
        let axis = try #require(
            BrandAxis.detected(
                in: ["classic/sema-color.json", "vr-theme/sema/color.json", "vr-theme-web-mapping/sema-color.json"],
                tokens: { $0.hasSuffix("sema-color.json") ? [TokenPath("text")] : [TokenPath("sema.ink")] }))
        #expect(axis.brands.map(\.name) == ["classic", "vr-theme", "vr-theme-web-mapping"])
        let relatives = ["classic/sema-color.json", "vr-theme/sema/color.json", "vr-theme-web-mapping/sema-color.json"]
        #expect(axis.files(for: "classic", among: relatives).files == ["classic/sema-color.json"])
        #expect(axis.files(for: "vr-theme", among: relatives).files == ["vr-theme/sema/color.json"])
        #expect(
            axis.files(for: "vr-theme-web-mapping", among: relatives).files == [
                "vr-theme/sema/color.json", "vr-theme-web-mapping/sema-color.json",
            ])
        var config = TokensConfig()
        config.brand = "vr-theme-web-mapping"
        let (tokens, diagnostics) = TestSupport.resolve(folder, config: config)
        let mapping = try #require(tokens)
        #expect(mapping.modes[0].tokens.first { $0.path.dotted == "text" }.map(Self.hex) == "#222222")
        #expect(diagnostics.all.filter { $0.severity != .note }.isEmpty, "\(diagnostics.all)")
        config.brand = "vr-theme"
        let vr = try #require(TestSupport.resolve(folder, config: config).tokens)
        #expect(vr.modes[0].tokens.map(\.path.dotted) == ["sema.ink"])
        // A folder every brand's name extends is shared, not a brand: `theme/` beside `theme-a/`, `theme-b/`.
        let shared = try #require(
            BrandAxis.detected(
                in: ["theme/x.json", "theme-a/c.json", "theme-b/c.json"],
                tokens: { $0.hasSuffix("c.json") ? [TokenPath("text")] : [TokenPath("x")] }))
        #expect(shared.brands.map(\.name) == ["a", "b"])
    }

    /// A brand asked of a folder that ships one is an error, not ignored.
    @Test func aBrandAskedOfAOneBrandFolder_isAnError() throws {
        let folder = try TestSupport.folder(["a.json": ##"{"ink": {"$type": "color", "$value": "#000000"}}"##])
        var config = TokensConfig()
        config.brand = "acme"
        let (tokens, diagnostics) = TestSupport.resolve(folder, config: config)
        #expect(tokens == nil)
        #expect(TestSupport.summary(diagnostics) == ["brand.unknown"])
        #expect(
            diagnostics.all.first?.message.hasPrefix("There is no brand 'acme': the token folder ships one brand.")
                == true)
    }

    /// PatternFly's Red Hat brand is a small overlay on the default folder: the config names each
    /// brand's files, in layering order, and a brand's value over a shared one is no duplicate.
    @Test func configuredBrands_layerInTheOrderGiven() throws {
        let folder = try TestSupport.folder([
            "base.json":
                ##"{"accent": {"$type": "color", "$value": "#0066cc"}, "radius": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}"##,
            "redhat/overlay.json": ##"{"accent": {"$type": "color", "$value": "#ee0000"}}"##,
            "tokens.config.json": ##"{"brands": {"default": [], "redhat": "redhat/**"}}"##,
        ])
        var config = try #require(ConfigLoader.load(path: folder + "/tokens.config.json").config as TokensConfig?)
        let (base, baseDiagnostics) = TestSupport.resolve(folder, config: config)
        #expect(base?.modes[0].tokens.first { $0.path.dotted == "accent" }.map(Self.hex) == "#0066cc")
        #expect(
            baseDiagnostics.all.first { $0.code == .brandBuilt }?.message.hasPrefix(
                "Built the brand 'default'; the folder also ships 'redhat'.") == true)
        config.brand = "redhat"
        let (redhat, diagnostics) = TestSupport.resolve(folder, config: config)
        #expect(redhat?.modes[0].tokens.first { $0.path.dotted == "accent" }.map(Self.hex) == "#ee0000")
        #expect(redhat?.modes[0].tokens.count == 2)
        #expect(!diagnostics.all.contains { $0.code == .duplicateToken })
    }

    /// twilio-paste: the config names `themes/twilio-dark/**` the brand twilio's, and the folder's
    /// name still says its appearance: its files are twilio's dark mode, over the shared dark ones.
    @Test func configuredBrandFolder_namedWithAModeWord_isThatMode() throws {
        let folder = try TestSupport.folder([
            "base.json":
                ##"{"bg": {"$type": "color", "$value": "#ffffff"}, "fg": {"$type": "color", "$value": "#000000"}}"##,
            "themes/dark/colors.json":
                ##"{"bg": {"$type": "color", "$value": "#121c2d"}, "fg": {"$type": "color", "$value": "#f4f4f6"}}"##,
            "themes/twilio/colors.json": ##"{"bg": {"$type": "color", "$value": "#f4f4f6"}}"##,
            "themes/twilio-dark/colors.json": ##"{"bg": {"$type": "color", "$value": "#000000"}}"##,
            "tokens.config.json":
                ##"{"brands": {"default": [], "twilio": ["themes/twilio/**", "themes/twilio-dark/**"]}}"##,
        ])
        var config = try #require(ConfigLoader.load(path: folder + "/tokens.config.json").config as TokensConfig?)
        config.brand = "twilio"
        let (tokens, diagnostics) = TestSupport.resolve(folder, config: config)
        let modes = tokens?.modes.map { mode in
            "\(mode.mode.name): "
                + mode.tokens.map { "\($0.path.dotted)=\(Self.hex($0) ?? "-")" }.joined(separator: " ")
        }
        #expect(modes == ["light: bg=#f4f4f6 fg=#000000", "dark: bg=#000000 fg=#f4f4f6"])
        #expect(TestSupport.summary(diagnostics, severity: .warning) == [])
    }

    /// Tokens Studio: a theme group named `Theme` whose themes say no appearance is the brand
    /// axis; a set without a file is a located warning, and the theme's other sets still load.
    @Test func tokensStudioThemeGroup_isTheBrandAxis_andAMissingSetIsAWarning() throws {
        let themes = """
            [
              {"name": "Light", "group": "Scheme", "selectedTokenSets": {"core": "source", "light": "enabled"}},
              {"name": "Dark", "group": "Scheme", "selectedTokenSets": {"core": "source", "dark": "enabled"}},
              {"name": "Post", "group": "Theme", "selectedTokenSets": {"post": "enabled"}},
              {"name": "Cargo", "group": "Theme", "selectedTokenSets": {"post": "enabled", "cargo": "enabled", "gone": "enabled"}}
            ]
            """
        let folder = try TestSupport.folder([
            "$themes.json": themes,
            "core.json":
                ##"{"yellow": {"value": "#ffcc00", "type": "color"}, "ink": {"value": "#000000", "type": "color"}}"##,
            "light.json": ##"{"text": {"value": "{ink}", "type": "color"}}"##,
            "dark.json": ##"{"text": {"value": "#ffffff", "type": "color"}}"##,
            "post.json": ##"{"brand": {"value": "{yellow}", "type": "color"}}"##,
            "cargo.json": ##"{"brand": {"value": "#7b8d3f", "type": "color"}}"##,
        ])
        let (post, postDiagnostics) = TestSupport.resolve(folder)
        #expect(post?.modes.map(\.mode.name) == ["Light", "Dark"])
        #expect(post?.modes[1].tokens.first { $0.path.dotted == "brand" }.map(Self.hex) == "#ffcc00")
        #expect(!postDiagnostics.all.contains { $0.code == .themeNotBuilt })
        var config = TokensConfig()
        config.brand = "Cargo"
        let (cargo, diagnostics) = TestSupport.resolve(folder, config: config)
        #expect(cargo?.modes[0].tokens.first { $0.path.dotted == "brand" }.map(Self.hex) == "#7b8d3f")
        let missing = diagnostics.all.filter { $0.code == .missingThemeSet }
        #expect(missing.count == 1)
        #expect(missing.first?.severity == .warning)
        #expect(missing.first?.location?.line == 5)
        #expect(TokenLoader.brandNames(path: folder, config: TokensConfig()) == ["Post", "Cargo"])
    }

    /// Tokens Studio with no themes (`$themes.json` is `[]`, as Vonage ships it): the files are
    /// read by their paths, not dropped (it built 0 tokens and said nothing).
    @Test func emptyThemes_fallBackToTheFiles() throws {
        let folder = try TestSupport.folder([
            "$themes.json": "[]",
            "themes/light/semantics.json": ##"{"canvas": {"value": "#ffffff", "type": "color"}}"##,
            "themes/dark/semantics.json": ##"{"canvas": {"value": "#000000", "type": "color"}}"##,
        ])
        let (tokens, _) = TestSupport.resolve(folder)
        #expect(tokens?.modes.map(\.mode.name) == ["light", "dark"])
        #expect(tokens?.modes[1].tokens.first.map(Self.hex) == "#000000")
    }
}

/// Tokens Studio's colour modifiers (Sage ships 96 alpha and 5 mix): alpha sets the opacity, by
/// number or by alias; another modifier is said, never built unmodified in silence.
@Suite struct StudioModifierTests {
    @Test func alphaModifiers_setTheOpacity_andOthersAreSaid() throws {
        let modify = { (kind: String, value: String) in
            ##"{"$type": "color", "$value": "#000000", "$extensions": {"studio.tokens": {"modify": {"type": "\##(kind)", "value": "\##(value)", "space": "lch"}}}}"##
        }
        let folder = try TestSupport.folder([
            "$themes.json": ##"[{"name": "Light", "selectedTokenSets": {"set": "enabled"}}]"##,
            "set.json": """
            {"hover": {"$type": "number", "$value": "0.15"},
             "a": \(modify("alpha", "0.05")),
             "b": \(modify("alpha", "{hover} ")),
             "c": \(modify("mix", "0.5"))}
            """,
        ])
        let (tokens, diagnostics) = TestSupport.resolve(folder)
        let light = try #require(tokens?.modes.first)
        let alpha = { (name: String) -> Double? in
            guard case .color(let color)? = light.tokens.first(where: { $0.path.dotted == name })?.value else {
                return nil
            }
            return color.alpha
        }
        #expect(alpha("a") == 0.05)
        #expect(alpha("b") == 0.15)
        #expect(alpha("c") == 1)
        let said = diagnostics.all.filter { $0.code == .unsupportedMember }
        #expect(said.count == 1)
        #expect(said.first?.severity == .warning)
        #expect(
            said.first?.message
                == "'c' asks Tokens Studio to modify its colour with 'mix' ($extensions[\"studio.tokens\"].modify); tokens applies only an alpha modifier with a number, so the colour is built unmodified. Write the modified colour as the value."
        )
    }

    /// Sage's themes are named 'All' in three groups: each group's own sets are layered.
    @Test func groupsWithThemesOfOneName_eachLayerTheirOwnSets() throws {
        let folder = try TestSupport.folder([
            "$themes.json": """
            [{"name": "All", "group": "Core", "selectedTokenSets": {"core": "enabled"}},
             {"name": "Light", "group": "Mode", "selectedTokenSets": {"light": "enabled"}},
             {"name": "Dark", "group": "Mode", "selectedTokenSets": {"dark": "enabled"}},
             {"name": "All", "group": "Global", "selectedTokenSets": {"global": "enabled"}}]
            """,
            "core.json": ##"{"ink": {"value": "#000000", "type": "color"}}"##,
            "light.json": ##"{"text": {"value": "{ink}", "type": "color"}}"##,
            "dark.json": ##"{"text": {"value": "#ffffff", "type": "color"}}"##,
            "global.json": ##"{"space": {"value": "4", "type": "spacing"}}"##,
        ])
        let (tokens, _) = TestSupport.resolve(folder)
        #expect(tokens?.modes.first?.tokens.map(\.path.dotted).sorted() == ["ink", "space", "text"])
    }
}
