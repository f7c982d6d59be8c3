import Testing

@testable import TokensCore

@Suite struct TokensStudioTests {
    func resolve(_ json: String) throws -> (tokens: ResolvedTokenSet?, diagnostics: Diagnostics) {
        TestSupport.resolve(try TestSupport.folder(["tokens.json": json]))
    }

    @Test func legacyTokens_typesAndValues_becomeDTCG() throws {
        let json = """
            { "space": { "base": { "value": "4", "type": "spacing", "description": "Base unit" },
                         "double": { "value": "{space.base} * 2", "type": "spacing" },
                         "mixed": { "value": "({space.base} + 4px) / 2", "type": "spacing" } },
              "font": { "weight": { "semi": { "value": "Semi Bold", "type": "fontWeights" }, "n": { "value": "500", "type": "fontWeights" } },
                        "size": { "value": "17", "type": "fontSizes" }, "lh": { "value": "22", "type": "lineHeights" },
                        "ratio": { "value": "150%", "type": "lineHeights" },
                        "body": { "value": { "fontFamily": "SF Pro", "fontWeight": "{font.weight.n}", "fontSize": "{font.size}",
                                             "lineHeight": "{font.lh}", "letterSpacing": "0", "textCase": "none" }, "type": "typography" } },
              "opacity": { "half": { "value": "50%", "type": "opacity" } },
              "color": { "brand": { "value": "hsla(210, 48%, 41%, 0.5)", "type": "color", "comment": "SD comment" } },
              "shadow": { "card": { "value": { "x": "0", "y": "2", "blur": "8", "spread": "0", "color": "#00000080", "type": "innerShadow" }, "type": "boxShadow" } } }
            """
        let (tokens, diagnostics) = try resolve(json)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        let mode = try #require(tokens?.modes.first)
        #expect(mode.token(TokenPath("space.base"))?.value == .dimension(DimensionValue(value: 4, unit: "px")))
        #expect(mode.token(TokenPath("space.base"))?.description == "Base unit")
        #expect(mode.token(TokenPath("space.double"))?.value == .dimension(DimensionValue(value: 8, unit: "px")))
        #expect(mode.token(TokenPath("space.mixed"))?.value == .dimension(DimensionValue(value: 4, unit: "px")))
        #expect(mode.token(TokenPath("font.weight.semi"))?.value == .fontWeight(600))
        #expect(mode.token(TokenPath("font.weight.n"))?.value == .fontWeight(500))
        #expect(mode.token(TokenPath("font.ratio"))?.value == .number(1.5))
        #expect(mode.token(TokenPath("opacity.half"))?.value == .number(0.5))
        guard case .typography(let body)? = mode.token(TokenPath("font.body"))?.value else {
            Issue.record("font.body")
            return
        }
        #expect(body.fontSize == DimensionValue(value: 17, unit: "px"))
        #expect(abs(body.lineHeight - 22.0 / 17) < 1e-12)
        #expect(body.fontWeight == 500)
        guard case .color(let brand)? = mode.token(TokenPath("color.brand"))?.value else {
            Issue.record("color.brand")
            return
        }
        // As Tokens Studio computes it (tinycolor2): green 104.55 → 105, i.e. #36699b, alpha kept.
        #expect(brand.colorSpace == .srgb && brand.sRGBHex == "#36699b" && brand.alpha == 0.5)
        #expect(mode.token(TokenPath("color.brand"))?.description == "SD comment")
        guard case .shadow(let layers)? = mode.token(TokenPath("shadow.card"))?.value else {
            Issue.record("shadow.card")
            return
        }
        #expect(layers.first?.inset == true && layers.first?.offsetY == DimensionValue(value: 2, unit: "px"))
    }

    /// Values on a half step of 8 bits, and the channel Compound's shipped colorsets carry for them
    /// (Tokens Studio's tinycolor2 output; CSS Color 4 arithmetic lands below the half for three).
    @Test(arguments: [
        ("hsla(295, 100%, 85%, 0.88)", 1, 179), ("hsl(7, 100%, 95%, 1)", 2, 229),
        ("hsla(2, 100%, 50%, 0.72)", 1, 9), ("hsl(250, 100%, 98%, 1)", 0, 246),
    ])
    func hslOnAHalfStep_roundsAsTokensStudioDoes(text: String, channel: Int, expected: Int) throws {
        let node = try #require(
            TokensStudioColors.rounded(JSONNode(.string(text), at: SourceLocation(file: "t", line: 1, column: 1))))
        let components = try #require(node.object?["components"]?.array?.compactMap { $0.number })
        #expect(Int((components[channel] * 255).rounded()) == expected)
        #expect(
            TokensStudioColors.rounded(JSONNode(.string("#ff0000"), at: SourceLocation(file: "t", line: 1, column: 1)))
                == nil)
        #expect(
            TokensStudioColors.rounded(
                JSONNode(.string("hsl({h}, 50%, 50%)"), at: SourceLocation(file: "t", line: 1, column: 1))) == nil)
    }

    /// Tokens Studio leaves an expression it cannot compute as text: so does tokens, with a
    /// located warning (issue 35 §1).
    @Test func badExpression_isKeptAsText_withALocatedWarning() throws {
        let json =
            "{ \"a\": { \"value\": \"4\", \"type\": \"spacing\" },\n  \"b\": { \"value\": \"{a} * x\", \"type\": \"spacing\" } }"
        let (tokens, diagnostics) = try resolve(json)
        #expect(TestSupport.summary(diagnostics).isEmpty)
        #expect(
            TestSupport.summary(diagnostics, severity: .warning) == [
                "token.value-kept@" + TestSupport.position(of: "\"{a} * x\"", in: json)
            ])
        #expect(tokens?.modes.first?.token(TokenPath("b"))?.value == .string("4px * x"))
    }

    @Test func themes_becomeModes_withPlatformSetsFromTheConfig() throws {
        let folder = try TestSupport.folder([
            "$themes.json":
                ##"[{"name":"Global","selectedTokenSets":{"core":"enabled"}},{"name":"Light","selectedTokenSets":{"light":"enabled","semantic":"enabled"}},{"name":"Dark","selectedTokenSets":{"dark":"enabled","semantic":"enabled"}}]"##,
            "$metadata.json": ##"{"tokenSetOrder":["core","light","dark","semantic"]}"##,
            "core.json": ##"{"space":{"md":{"value":"12","type":"spacing"}}}"##,
            "light.json":
                ##"{"gray":{"900":{"value":"#1C1917","type":"color"}},"white":{"value":"#FFFFFF","type":"color"}}"##,
            "dark.json":
                ##"{"gray":{"900":{"value":"#FAF8F5","type":"color"}},"white":{"value":"#000000","type":"color"}}"##,
            "semantic.json": ##"{"text":{"value":"{gray.900}","type":"color"}}"##,
            "tokens.config.json": ##"{"tokensStudio":{"themes":["Global"]}}"##,
        ])
        let (config, _) = ConfigLoader.load(path: folder + "/tokens.config.json")
        let (tokens, diagnostics) = TestSupport.resolve(folder, config: config)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        #expect(tokens?.modes.map(\.mode.name) == ["Light", "Dark"])
        #expect(tokens?.modes.map(\.mode.appearance) == [.light, .dark])
        guard case .color(let dark)? = tokens?.mode(named: "Dark")?.token(TokenPath("text"))?.value else {
            Issue.record("text")
            return
        }
        #expect(dark.sRGBHex == "#faf8f5")
        #expect(
            tokens?.mode(named: "Light")?.token(TokenPath("space.md"))?.value
                == .dimension(DimensionValue(value: 12, unit: "px")))
    }

    /// Tokens Studio's single-file export (Swiss Post's shape): the sets are the file's top-level
    /// keys, `$themes` and `$metadata` sit beside them. A `source` set is layered under the
    /// enabled ones (the dark palette listed as a source of the light mode does not win), and a
    /// group with a theme of each mode's name follows the modes.
    @Test func singleFileExport_setsAreKeys_sourcesUnderEnabled_andAMatchingGroupFollowsTheModes() throws {
        let folder = try TestSupport.folder([
            "tokens.json": ##"""
            {
              "core": { "red": { "$type": "color", "$value": "#FF0000" }, "ink": { "$type": "color", "$value": "#111111" } },
              "Scheme/Light": { "bg": { "$type": "color", "$value": "#FFFFFF" }, "fg": { "$type": "color", "$value": "{ink}" } },
              "Scheme/Dark": { "bg": { "$type": "color", "$value": "#000000" } },
              "Static/Light": { "static": { "$type": "color", "$value": "#EEEEEE" } },
              "Static/Dark": { "static": { "$type": "color", "$value": "#222222" } },
              "$themes": [
                { "name": "Light", "group": "Scheme", "selectedTokenSets": { "core": "source", "Scheme/Light": "enabled", "Scheme/Dark": "source" } },
                { "name": "Dark", "group": "Scheme", "selectedTokenSets": { "core": "source", "Scheme/Light": "enabled", "Scheme/Dark": "enabled" } },
                { "name": "Light", "group": "Static", "selectedTokenSets": { "Static/Light": "enabled" } },
                { "name": "Dark", "group": "Static", "selectedTokenSets": { "Static/Light": "enabled", "Static/Dark": "enabled" } }
              ],
              "$metadata": { "tokenSetOrder": ["core", "Scheme/Light", "Scheme/Dark", "Static/Light", "Static/Dark"] }
            }
            """##
        ])
        let (tokens, diagnostics) = TestSupport.resolve(folder, config: TokensConfig())
        #expect(diagnostics.sorted.isEmpty, "\(diagnostics.sorted)")
        #expect(tokens?.modes.map(\.mode.name) == ["Light", "Dark"])
        func hex(_ mode: String, _ path: String) -> String? {
            guard case .color(let color)? = tokens?.mode(named: mode)?.token(TokenPath(path))?.value else { return nil }
            return color.sRGBHex
        }
        #expect(hex("Light", "bg") == "#ffffff")
        #expect(hex("Dark", "bg") == "#000000")
        #expect(hex("Light", "fg") == "#111111")
        #expect(hex("Light", "static") == "#eeeeee")
        #expect(hex("Dark", "static") == "#222222")
        #expect(hex("Dark", "red") == "#ff0000")
        // The sets' names are no token groups, and `$themes` and `$metadata` hold no tokens.
        #expect(
            tokens?.mode(named: "Light")?.tokens.map(\.path.dotted).sorted() == [
                "bg", "fg", "ink", "red", "static",
            ])
    }

    /// A theme naming a set the single file does not hold: a located warning naming the key.
    @Test func singleFileExport_aMissingSetIsNamedByItsKey() throws {
        let folder = try TestSupport.folder([
            "tokens.json": ##"""
            {
              "base": { "a": { "$type": "number", "$value": 1 } },
              "$themes": [ { "name": "Light", "selectedTokenSets": { "base": "enabled", "Gone": "enabled" } } ]
            }
            """##
        ])
        let (tokens, diagnostics) = TestSupport.resolve(folder, config: TokensConfig())
        #expect(tokens?.modes.first?.token(TokenPath("a"))?.value == .number(1))
        #expect(
            diagnostics.sorted.map { $0.description.replacingOccurrences(of: folder + "/", with: "") } == [
                "tokens.json:3:16: warning: [mode.missing-set] Theme 'Light' names the set 'Gone', which has no key 'Gone' in tokens.json; the theme's other sets are built. Export the set from Tokens Studio, or take it out of the theme."
            ])
    }
}
