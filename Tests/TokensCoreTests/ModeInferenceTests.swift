import Foundation
import Testing

@testable import TokensCore

/// Modes as real design systems name and lay them out: which source becomes which appearance, and
/// that no mode's values are lost.
@Suite struct ModeInferenceTests {
    func hex(_ tokens: ResolvedTokenSet?, _ path: String, _ mode: String) -> String? {
        guard case .color(let color)? = TestSupport.value(tokens, path, mode: mode) else { return nil }
        return color.sRGBHex
    }

    static func colors(_ bg: String, _ text: String) -> String {
        ##"{ "color": { "$type": "color", "bg": { "$value": "\##(bg)" }, "text": { "$value": "\##(text)" } } }"##
    }

    /// `light.json`, `dark.json`, `light.high-contrast.json`, `dark.high-contrast.json`: four
    /// appearances. The dark high-contrast file was taken for a second `high-contrast` mode and lost.
    @Test func appearanceFilesWithHighContrastSegments_areFourModes() throws {
        let folder = try TestSupport.folder([
            "light.json": Self.colors("#ffffff", "#333333"),
            "dark.json": Self.colors("#111111", "#cccccc"),
            "light.high-contrast.json": ##"{ "color": { "$type": "color", "text": { "$value": "#000000" } } }"##,
            "dark.high-contrast.json": ##"{ "color": { "$type": "color", "text": { "$value": "#ffffff" } } }"##,
        ])
        let (tokens, diagnostics) = TestSupport.resolve(folder)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.sorted)")
        #expect(tokens?.modes.map(\.mode.name) == ["light", "dark", "light.high-contrast", "dark.high-contrast"])
        #expect(tokens?.modes.map(\.mode.appearance) == [.light, .dark, .lightHighContrast, .darkHighContrast])
        #expect(hex(tokens, "color.text", "dark.high-contrast") == "#ffffff")
        // A high-contrast file holds only what changes: the rest comes from its plain appearance.
        #expect(hex(tokens, "color.bg", "dark.high-contrast") == "#111111")
        #expect(hex(tokens, "color.bg", "light.high-contrast") == "#ffffff")
        #expect(FileModes.mode(ofFileNamed: "colors.dark.hc.tokens.json") == "dark.hc")
        #expect(FileModes.mode(ofFileNamed: "colors.light-hc.json") == "light-hc")
        #expect(FileModes.mode(ofFileNamed: "brand.high-contrast.json") == "high-contrast")
    }
}

extension ModeInferenceTests {
    /// `Brand Light` / `Brand Dark` were recognised as nothing, sorted, and the dark value shipped as
    /// the only colour.
    @Test func brandQualifiedNames_areTheirAppearances_andTheBuildCarriesBoth() throws {
        let folder = try TestSupport.folder([
            "colors.Brand Light.json": Self.colors("#ffffff", "#333333"),
            "colors.Brand Dark.json": Self.colors("#111111", "#cccccc"),
        ])
        let (tokens, diagnostics) = TestSupport.resolve(folder)
        #expect(
            diagnostics.all.map(\.description) == [
                "tokens: note: [mode.appearances] Modes: 'Brand Light' is light, 'Brand Dark' is dark."
            ])
        #expect(tokens?.modes.map(\.mode.appearance) == [.light, .dark])
        let (files, problems) = BuildTestSupport.emit(folder, emitters: [ColorsetEmitter()])
        #expect(!problems.hasErrors)
        let colorset = files.first { $0.path == "Assets.xcassets/bg.colorset/Contents.json" }.map {
            String(decoding: $0.contents, as: UTF8.self)
        }
        #expect(colorset?.contains("\"value\": \"dark\"") == true)
        #expect(colorset?.contains("\"red\": \"0x11\"") == false)
    }

    /// Two modes whose names say one appearance: the plainest is it, the others Swift variants, with
    /// a warning; the config decides otherwise, and saying one appearance twice there is an error.
    @Test func twoModesWithOneAppearance_areAWarning_untilTheConfigSaysWhichIsWhich() throws {
        let files = [
            "colors.Brand A Light.json": Self.colors("#ffffff", "#333333"),
            "colors.Brand B Light.json": Self.colors("#eeeeee", "#444444"),
        ]
        let (named, diagnostics) = TestSupport.resolve(try TestSupport.folder(files))
        #expect(named?.modes.map(\.mode.appearance) == [Appearance.light, nil])
        let warning = try #require(diagnostics.all.first { $0.code == .ambiguousAppearance })
        #expect(warning.severity == .warning && !diagnostics.hasErrors)
        #expect(
            warning.message
                == "Modes 'Brand A Light', 'Brand B Light' all say light, and a colorset has one light value per colour: 'Brand A Light' is light, and 'Brand B Light' is a Swift variant (BrandBLight). Say which is which under \"modes\" in the config to choose otherwise."
        )
        var both = TokensConfig()
        both.modeAppearances = ["Brand A Light": .light, "Brand B Light": .light]
        let (_, refused) = TestSupport.resolve(try TestSupport.folder(files), config: both)
        #expect(refused.errors.map(\.code) == [.ambiguousAppearance])
        #expect(
            refused.errors.first?.message.hasPrefix("Modes 'Brand A Light', 'Brand B Light' all say light;") == true)
        #expect(ModeAppearances.preferred(["dark-slim", "dark-default"]) == "dark-default")
        #expect(ModeAppearances.preferred(["Brand Dark", "dark"]) == "dark")
        #expect(ModeAppearances.preferred(["orange-dark", "blue-dark"]) == "orange-dark")
        var config = TokensConfig()
        config.modeAppearances = ["Brand B Light": Appearance?.none]
        let (tokens, mapped) = TestSupport.resolve(try TestSupport.folder(files), config: config)
        #expect(!mapped.hasErrors, "\(mapped.sorted)")
        #expect(tokens?.modes.map(\.mode.appearance) == [Appearance.light, nil])
        #expect(mapped.all.map(\.code) == [.modeAppearances, .noAppearance])
        #expect(mapped.all.first?.message == "Modes: 'Brand A Light' is light, 'Brand B Light' is no appearance.")
        #expect(mapped.all.last?.message.hasPrefix("Mode 'Brand B Light' is no Apple appearance:") == true)
    }

    /// Figma's `Mode 1` / `Mode 2` say nothing: the config maps them, and a name it maps that is no
    /// mode is a located config error.
    @Test func configModes_mapNamesThatSayNothing() throws {
        let folder = try TestSupport.folder([
            "colors.Mode 1.json": Self.colors("#ffffff", "#333333"),
            "colors.Mode 2.json": Self.colors("#111111", "#cccccc"),
            "tokens.config.json": ##"{ "modes": { "Mode 1": "light", "Mode 2": "dark", "Mode 3": "none" } }"##,
        ])
        let (unmapped, warned) = TestSupport.resolve(folder)
        #expect(unmapped?.modes.map(\.mode.appearance) == [Appearance?.none, nil])
        #expect(
            warned.all.map(\.message) == [
                "No mode says an Apple appearance ('Mode 1', 'Mode 2'): colorsets use 'Mode 1' for every appearance, and the others are Swift variants of fixed values (Mode2). Say which is light and which dark under \"modes\" in the config."
            ])
        var (config, configProblems) = ConfigLoader.load(path: folder + "/tokens.config.json")
        #expect(configProblems.all.isEmpty)
        let (refused, diagnostics) = TestSupport.resolve(folder, config: config)
        #expect(refused == nil)
        #expect(TestSupport.summary(diagnostics) == ["config.no-match@1:12"])
        #expect(
            diagnostics.errors.first?.message
                == "modes names 'Mode 3', which is no mode of these tokens; the modes are Mode 1, Mode 2.")
        config.modeAppearances["Mode 3"] = nil
        let (tokens, clean) = TestSupport.resolve(folder, config: config)
        #expect(clean.all.map(\.message) == ["Modes: 'Mode 1' is light, 'Mode 2' is dark."])
        #expect(tokens?.modes.map(\.mode.appearance) == [.light, .dark])
        #expect(hex(tokens, "color.bg", "Mode 2") == "#111111")
        let (_, bad) = ConfigLoader.load(
            path: try TestSupport.folder(["c.json": ##"{ "modes": { "x": "dusk" } }"##]) + "/c.json")
        #expect(TestSupport.summary(bad) == ["config.invalid-value@1:19"])
    }
}

extension ModeInferenceTests {
    static let groupedThemes = ##"""
        [
          { "id": "a1", "name": "🌞 Brand Light", "group": "Mode", "selectedTokenSets": { "core": "source", "light": "enabled" } },
          { "id": "a2", "name": "🌚 Brand Dark", "group": "Mode", "selectedTokenSets": { "core": "source", "dark": "enabled" } },
          { "id": "b1", "name": "Compact", "group": "Density", "selectedTokenSets": { "compact": "enabled" } },
          { "id": "b2", "name": "Regular", "group": "Density", "selectedTokenSets": { "regular": "enabled" } }
        ]
        """##

    /// Theme groups: every theme became its own mode. Now the group whose themes say appearances
    /// gives the modes, a theme the config layers applies to both, and the other is reported.
    @Test func tokensStudioThemeGroups_oneGroupIsTheAppearances() throws {
        let folder = try TestSupport.folder([
            "$themes.json": Self.groupedThemes,
            "core.json":
                ##"{ "gray": { "100": { "value": "#F5F5F5", "type": "color" }, "900": { "value": "#171717", "type": "color" } } }"##,
            "light.json": ##"{ "bg": { "value": "{gray.100}", "type": "color" } }"##,
            "dark.json": ##"{ "bg": { "value": "{gray.900}", "type": "color" } }"##,
            "compact.json": ##"{ "space": { "value": "4", "type": "spacing" } }"##,
            "regular.json": ##"{ "space": { "value": "8", "type": "spacing" } }"##,
        ])
        var config = TokensConfig()
        config.tokensStudioThemes = ["Regular"]
        let (tokens, diagnostics) = TestSupport.resolve(folder, config: config)
        #expect(tokens?.modes.map(\.mode.name) == ["🌞 Brand Light", "🌚 Brand Dark"])
        #expect(tokens?.modes.map(\.mode.appearance) == [.light, .dark])
        #expect(hex(tokens, "bg", "🌚 Brand Dark") == "#171717")
        #expect(
            TestSupport.value(tokens, "space", mode: "🌞 Brand Light")
                == .dimension(DimensionValue(value: 8, unit: "px")))
        let line = TestSupport.position(of: "{ \"id\": \"b1\"", in: Self.groupedThemes)
        #expect(
            diagnostics.all.map(\.description) == [
                "\(folder)/$themes.json:\(line): warning: [mode.theme-not-built] Theme 'Compact' (group 'Density') is not built: the modes come from group 'Mode'. List it under tokensStudio.themes in the config to layer its sets under every mode.",
                "tokens: note: [mode.appearances] Modes: '🌞 Brand Light' is light, '🌚 Brand Dark' is dark.",
            ])
    }
}

/// Every value reaches an output or a message.
@Suite struct UnbuiltValueTests {
    /// Style Dictionary tokens with no `type` built nothing, with exit 0: the type is now read from
    /// the value, and an alias takes its target's.
    @Test func untypedStyleDictionaryTokens_takeTheirValuesType() throws {
        let json = ##"""
            { "color": { "base": { "red": { "value": "#ff0000" } }, "font": { "value": "{color.base.red.value}" } },
              "size": { "small": { "value": "4px" }, "n": { "value": 3 } }, "font": { "family": { "value": "Inter" } } }
            """##
        let folder = try TestSupport.folder(["colors.json": json])
        let (tokens, diagnostics) = TestSupport.resolve(folder)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.sorted)")
        let types = tokens?.modes[0].tokens.map { "\($0.path) \($0.type?.rawValue ?? "-")" }
        #expect(
            types == [
                "color.base.red color", "color.font color", "font.family string", "size.n number",
                "size.small dimension",
            ])
        let (files, _) = BuildTestSupport.emit(folder, emitters: [ColorsetEmitter()])
        #expect(files.map(\.path).contains("Assets.xcassets/font.colorset/Contents.json"))
    }

    /// A DTCG token with no type anywhere is in `tokens resolve` alone: a located warning says so.
    @Test func untypedDTCGToken_isAWarningAtTheToken() throws {
        let json =
            ##"{ "brand": { "name": { "$value": "Insight" }, "accent": { "$value": "#B8942F", "$type": "color" } } }"##
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["t.json": json]))
        #expect(tokens?.modes[0].tokens.count == 2)
        #expect(
            TestSupport.summary(diagnostics, severity: .warning) == [
                "token.untyped@" + TestSupport.position(of: "\"name\"", in: json)
            ])
        #expect(
            diagnostics.all.first?.message
                == "'brand.name' has no type, so the generated Swift, colorsets and the report leave it out. Give it a \"$type\" (or its group one)."
        )
    }
}
