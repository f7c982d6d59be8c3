import Foundation
import Testing

@testable import TokensCore

/// Shapes real design systems ship that were refused: each now reads as its documentation says.
@Suite struct RealInputTests {
    func resolve(_ files: [String: String]) throws -> (tokens: ResolvedTokenSet?, diagnostics: Diagnostics) {
        TestSupport.resolve(try TestSupport.folder(files))
    }

    /// `em` is a unit dimensions have; the number before it ends where its `e` starts no exponent.
    @Test func emDimensionStrings_read() throws {
        let (tokens, diagnostics) = try resolve([
            "t.json":
                ##"{ "size": { "$type": "dimension", "a": { "$value": "0.9285em" }, "b": { "$value": "1e1px" } } }"##
        ])
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        #expect(
            tokens?.modes[0].token(TokenPath("size.a"))?.value == .dimension(DimensionValue(value: 0.9285, unit: "em")))
        #expect(tokens?.modes[0].token(TokenPath("size.b"))?.value == .dimension(DimensionValue(value: 10, unit: "px")))
        #expect(AliasResolver.leadingNumber("-1.5e-2rem") == "-1.5e-2" && AliasResolver.leadingNumber("2em") == "2")
    }

    /// Style Dictionary 3 writes references with the value's key (`{color.base.red.value}`).
    @Test func styleDictionary3ValueReferences_nameTheToken() throws {
        let text =
            ##"{ "color": { "base": { "red": { "value": "#ff0000", "type": "color" } }, "font": { "value": "{color.base.red.value}", "type": "color" }, "label": { "value": "red is {color.base.red.value}", "type": "string" } } }"##
        let (tokens, diagnostics) = try resolve(["t.json": text])
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        #expect(tokens?.modes[0].token(TokenPath("color.font"))?.aliasOf == TokenPath("color.base.red"))
        #expect(tokens?.modes[0].token(TokenPath("color.label"))?.value == .string("red is #FF0000"))
        // A token that really is named `value` is still the one meant.
        let (exact, problems) = try resolve([
            "t.json":
                ##"{ "a": { "value": { "value": 1, "type": "number" } }, "b": { "value": "{a.value}", "type": "number" } }"##
        ])
        #expect(!problems.hasErrors && exact?.modes[0].token(TokenPath("b"))?.value == .number(1))
    }

    @Test func opacityPercentages_areFractions() throws {
        let (tokens, diagnostics) = try resolve([
            "t.json": ##"{ "o": { "$type": "opacity", "x": { "$value": "25%" } } }"##
        ])
        #expect(!diagnostics.hasErrors)
        #expect(tokens?.modes[0].token(TokenPath("o.x"))?.value == .number(0.25))
    }

    /// JSON5's reference parser keeps the last of two equal keys: a located warning here, the last used.
    @Test func json5DuplicateKeys_areWarnings_andTheLastWins() throws {
        let text = ##"{ color: { $type: "color", a: { $value: "#000000" }, a: { $value: "#ffffff" } } }"##
        let (tokens, diagnostics) = try resolve(["t.json5": text])
        #expect(!diagnostics.hasErrors)
        #expect(
            TestSupport.summary(diagnostics, severity: .warning) == [
                "json.duplicate-key@" + TestSupport.position(of: "a: { $value: \"#ffffff\"", in: text)
            ])
        #expect(tokens?.modes[0].token(TokenPath("color.a"))?.value.text == "#FFFFFF")
        // Strict JSON still refuses it: a value would be lost without a word.
        let (_, strict) = try resolve([
            "t.json": ##"{ "a": { "$type": "number", "$value": 1 }, "a": { "$type": "number", "$value": 2 } }"##
        ])
        #expect(strict.errors.map(\.code) == [.duplicateKey])
    }
}

extension RealInputTests {
    /// GitHub Primer writes a tint as an alias with `alpha`: it was ignored with a warning and the
    /// tint shipped opaque. Now the opacity is applied; a `mix` that is not {color, weight 0…1}
    /// is refused, as Primer's build refuses it (ValueFormsTests checks the mixing itself).
    @Test func primerAlpha_isApplied_andBadMixIsRefused() throws {
        let json = ##"""
            { "base": { "$type": "color", "blue": { "$value": "#0969da" } },
              "bg": { "$type": "color", "accent": { "$value": "{base.blue}", "alpha": 0.1 }, "solid": { "$value": "#ffffff", "alpha": 0.5 } },
              "link": { "$type": "color", "$value": "{bg.accent}" } }
            """##
        let (tokens, diagnostics) = try resolve(["t.json": json])
        #expect(diagnostics.all.isEmpty, "\(diagnostics.sorted)")
        guard case .color(let accent)? = tokens?.modes[0].token(TokenPath("bg.accent"))?.value,
            case .color(let link)? = tokens?.modes[0].token(TokenPath("link"))?.value,
            case .color(let solid)? = tokens?.modes[0].token(TokenPath("bg.solid"))?.value
        else {
            Issue.record("not colours")
            return
        }
        #expect(accent.sRGBHex == "#0969da" && accent.alpha == 0.1)
        #expect(link.alpha == 0.1)
        #expect(solid.alpha == 0.5)
        let colorset = String(decoding: ColorsetEmitter.colorset((accent, nil, nil, nil)), as: UTF8.self)
        #expect(colorset.contains("\"alpha\": \"0.1000\""))

        let bad =
            ##"{ "bg": { "$type": "color", "m": { "$value": "#0969da", "mix": { "color": "#ffffff", "weight": 5 } }, "n": { "$value": 3, "$type": "number", "alpha": 0.5 }, "o": { "$value": "#000", "alpha": 2 } } }"##
        let (refused, problems) = try resolve(["t.json": bad])
        #expect(refused == nil)
        #expect(
            TestSupport.summary(problems) == [
                "token.invalid-value@" + TestSupport.position(of: "{ \"color\"", in: bad),
                "token.invalid-value@" + TestSupport.position(of: "0.5 }", in: bad),
                "token.invalid-value@" + TestSupport.position(of: "2 }", in: bad),
            ])
    }
}

extension RealInputTests {
    /// Files real teams ship that were refused: `$schema` on a group or token (an error that
    /// suggested `$schema` itself), a three-digit `hex` fallback (the components are the colour),
    /// and `opacity` written as a percentage.
    @Test func schemaMembers_shortHexFallbacks_andPercentOpacity_read() throws {
        let json = ##"""
            { "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
              "c": { "$schema": "x", "$type": "color", "x": { "$schema": "x", "$value": { "colorSpace": "srgb", "components": [1, 0, 0], "hex": "#f00" } } },
              "o": { "$type": "opacity", "a": { "$value": "25%" } } }
            """##
        let (tokens, diagnostics) = try resolve(["t.json": json])
        #expect(
            TestSupport.summary(diagnostics, severity: nil) == [
                "token.hex-fallback@" + TestSupport.position(of: "\"#f00\"", in: json)
            ])
        #expect(diagnostics.all.first?.severity == .warning)
        guard case .color(let red)? = tokens?.modes[0].token(TokenPath("c.x"))?.value else {
            Issue.record("c.x")
            return
        }
        #expect(red.sRGBHex == "#ff0000")
        #expect(tokens?.modes[0].token(TokenPath("o.a"))?.value == .number(0.25))
        let (_, bad) = try resolve([
            "t.json":
                ##"{ "c": { "$type": "color", "x": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0], "hex": "red" } } } }"##
        ])
        #expect(bad.errors.map(\.code) == [.invalidValue])
    }
}

/// Folders that hold other JSON besides tokens: the config's `exclude` leaves it out.
@Suite struct ExcludeTests {
    @Test func excludeGlobs_leaveNonTokenFilesOut() throws {
        let folder = try TestSupport.folder([
            "package.json": ##"{ "name": "@acme/tokens", "version": "1.0.0" }"##,
            "maps/renames.json": ##"{ "color.old": "color.new" }"##,
            "colors.json": ##"{ "color": { "$type": "color", "bg": { "$value": "#FFFFFF" } } }"##,
            "tokens.config.json": ##"{ "exclude": ["package.json", "maps/**"] }"##,
        ])
        // Without the config both are skipped with a note each; with it, nothing is said.
        let (skipped, notes) = TestSupport.resolve(folder)
        #expect(skipped?.modes.first?.tokens.map(\.path.dotted) == ["color.bg"])
        #expect(
            notes.sorted.map { "\($0.code.rawValue) \(FilePath.name(of: $0.location?.file ?? ""))" } == [
                "file.skipped renames.json", "file.skipped package.json",
            ])
        let (config, problems) = ConfigLoader.load(path: folder + "/tokens.config.json")
        #expect(problems.all.isEmpty && config.exclude == ["package.json", "maps/**"])
        let (tokens, diagnostics) = TestSupport.resolve(folder, config: config)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.sorted)")
        #expect(tokens?.files == [folder + "/colors.json"])
    }

    @Test func fileGlobs_matchWholePaths() {
        let cases: [(String, String, Bool)] = [
            ("package.json", "package.json", true), ("*.json", "a.json", true), ("*.json", "a/b.json", false),
            ("maps/*", "maps/a.json", true), ("maps/*", "maps/x/a.json", false), ("maps/**", "maps/x/a.json", true),
            ("**/package.json", "package.json", true), ("**/package.json", "a/b/package.json", true),
            ("**/package.json", "a/xpackage.json", false), ("?.json", "a.json", true), ("?.json", "ab.json", false),
            ("a*b*c", "axxbyyc", true), ("a*b*c", "axxbyy", false),
            (String(repeating: "*a", count: 30) + "b", String(repeating: "a", count: 200), false),
        ]
        for (pattern, path, expected) in cases {
            #expect(FileGlob.matches(pattern, path) == expected, "\(pattern) \(path)")
        }
    }
}

extension RealInputTests {
    /// Tokens Studio writes numbers as strings, uses `other` numbers in arithmetic, and writes line
    /// heights without a unit: `1.5` is a multiplier (as its own transforms read it), `22` the
    /// pixels Figma shows.
    @Test func tokensStudioNumberStrings_otherNumbers_andUnitlessLineHeights() throws {
        let json = ##"""
            { "n": { "value": "2", "type": "number" }, "o": { "value": "4", "type": "other" },
              "m": { "value": "{n} * {o}", "type": "number" }, "label": { "value": "Hello", "type": "other" },
              "lh": { "value": "1.5", "type": "lineHeights" }, "px": { "value": "22", "type": "lineHeights" },
              "pc": { "value": "150%", "type": "lineHeights" } }
            """##
        let (tokens, diagnostics) = try resolve(["t.json": json])
        #expect(diagnostics.all.isEmpty, "\(diagnostics.sorted)")
        let mode = try #require(tokens?.modes.first)
        #expect(mode.token(TokenPath("n"))?.value == .number(2))
        #expect(mode.token(TokenPath("o"))?.value == .number(4))
        #expect(mode.token(TokenPath("m"))?.value == .number(8))
        #expect(mode.token(TokenPath("label"))?.value == .string("Hello"))
        #expect(mode.token(TokenPath("lh"))?.value == .number(1.5))
        #expect(mode.token(TokenPath("px"))?.value == .dimension(DimensionValue(value: 22, unit: "px")))
        #expect(mode.token(TokenPath("pc"))?.value == .number(1.5))
    }
}

extension RealInputTests {
    /// Figma names a face `Regular italic`: it was refused as a weight. The weight is read, and the
    /// style, which no weight carries, is a located warning rather than dropped in silence.
    @Test func fontWeightsWithAStyle_readTheWeight_andSaySoAboutTheStyle() throws {
        let json =
            ##"{ "w": { "value": "Regular italic", "type": "fontWeights" }, "b": { "value": "700 Oblique", "type": "fontWeights" } }"##
        let (tokens, diagnostics) = try resolve(["t.json": json])
        #expect(tokens?.modes[0].token(TokenPath("w"))?.value == .fontWeight(400))
        #expect(tokens?.modes[0].token(TokenPath("b"))?.value == .fontWeight(700))
        #expect(
            TestSupport.summary(diagnostics, severity: .warning) == [
                "token.ignored-member@" + TestSupport.position(of: "\"Regular italic\"", in: json),
                "token.ignored-member@" + TestSupport.position(of: "\"700 Oblique\"", in: json),
            ])
        #expect(
            diagnostics.sorted.first?.message
                == "The font weight \"Regular italic\" is read as \"Regular\": italic is a font style, which a weight does not carry. Set the style on the font family (its italic face) instead."
        )
    }
}
