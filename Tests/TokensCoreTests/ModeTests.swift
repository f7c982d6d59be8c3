import Foundation
import Testing

@testable import TokensCore

@Suite struct ModeTests {
    func hex(_ set: ResolvedTokenSet?, _ path: String, _ mode: String) -> String? {
        guard case .color(let c)? = TestSupport.value(set, path, mode: mode) else { return nil }
        return c.sRGBHex
    }

    @Test func lookups_findEveryToken_whateverTheHint() {
        let tokens = ["a", "b.c", "b.d", "e"].enumerated().map { index, path in
            ResolvedToken(
                path: TokenPath(path), value: .number(Double(index)),
                location: SourceLocation(file: "t.json", line: index + 1, column: 1))
        }
        let mode = ResolvedTokenSet.ModeTokens(mode: .default, tokens: tokens)
        for (index, token) in tokens.enumerated() {
            // The right hint, a wrong one, one past the end, a negative one, and none.
            for hint in [index, (index + 1) % tokens.count, tokens.count, -5, nil] {
                #expect(mode.index(of: token.path, near: hint) == index)
                #expect(mode.value(token.path, near: hint) == .number(Double(index)))
                #expect(mode.token(token.path, near: hint)?.location.line == index + 1)
            }
            #expect(mode.token(token.path)?.path == token.path)
        }
        for missing in ["", "b", "b.e", "z", "a.b"] {
            #expect(mode.index(of: TokenPath(missing), near: 0) == nil && mode.value(TokenPath(missing)) == nil)
        }
    }

    @Test func appearanceNames_areRecognised() {
        let cases: [(String, Appearance?)] = [
            ("light", .light), ("Dark", .dark), ("light-hc", .lightHighContrast),
            ("lightHighContrast", .lightHighContrast),
            ("dark-high-contrast", .darkHighContrast), ("Dark HC", .darkHighContrast),
            ("darkHighContrast", .darkHighContrast),
            ("theme-dark", .dark), ("high-contrast", .lightHighContrast),
            ("dark-dimmed", nil), ("light-colorblind", nil), ("default", nil), ("light-dark", nil), ("large", nil),
            // Names real systems ship: a brand's qualifier, emoji, increased contrast, variants.
            ("🌞 Brand Light", .light), ("🌚 Brand Dark", .dark), ("Brand Light", .light),
            ("Insight_Dark_HC", .darkHighContrast),
            ("increased-contrast", .lightHighContrast), ("Dark (Increased Contrast)", .darkHighContrast),
            ("dark.high-contrast", .darkHighContrast), ("DarkMode", .dark), ("High Density", nil), ("Mode 1", nil),
            ("dark-tritanopia", nil), ("light_protanopia_deuteranopia", nil), ("Dark Dimmed", nil), ("wireframe", nil),
        ]
        for (name, appearance) in cases {
            #expect(Appearance(modeName: name) == appearance, "\(name)")
        }
    }

    @Test func perModeFiles_layerOverTheBase_andDarkHCFallsBackToDark() throws {
        let (set, diagnostics) = TestSupport.resolve(TestSupport.fixture("modes/files"))
        #expect(diagnostics.all.isEmpty)
        #expect(set?.modes.map(\.mode.name) == ["light", "dark", "dark-hc"])
        #expect(set?.modes.map(\.mode.appearance) == [.light, .dark, .darkHighContrast])
        #expect(hex(set, "color.bg", "light") == "#ffffff")
        #expect(hex(set, "color.bg", "dark") == "#1c1917")
        #expect(hex(set, "color.bg", "dark-hc") == "#1c1917")
        #expect(hex(set, "color.text", "dark-hc") == "#ffffff")
        // An alias follows the mode: link → text.
        #expect(hex(set, "color.link", "light") == "#1c1917")
        #expect(hex(set, "color.link", "dark") == "#faf8f5")
        #expect(hex(set, "color.link", "dark-hc") == "#ffffff")
    }

    /// A token one mode lacks takes another mode's value, with a located warning that names the
    /// mode and suggests the name it may have meant (a typo in a mode file).
    @Test func modeFileDefiningAnUnknownToken_isAWarning_andTheOtherModesTakeItsValue() throws {
        let dark = "{\n  \"color\": { \"$type\": \"color\", \"bgg\": { \"$value\": \"#000000\" } }\n}"
        let folder = try TestSupport.folder([
            "colors.json": "{ \"color\": { \"$type\": \"color\", \"bg\": { \"$value\": \"#FFFFFF\" } } }",
            "colors.dark.json": dark,
        ])
        let (set, diagnostics) = TestSupport.resolve(folder)
        #expect(hex(set, "color.bgg", "light") == "#000000")
        #expect(
            TestSupport.summary(diagnostics, severity: .warning) == [
                "mode.unknown-token@" + TestSupport.position(of: "\"bgg\"", in: dark)
            ])
        #expect(
            diagnostics.sorted[0].message
                == "'color.bgg' is defined in mode 'dark' but not in 'light', which takes its value from 'dark'. Define it there if it should differ. Did you mean 'color.bg'?"
        )
    }

    @Test func terrazzoModeExtensions_becomeModes() {
        let (set, diagnostics) = TestSupport.resolve(TestSupport.fixture("modes/terrazzo"))
        #expect(!diagnostics.hasErrors)
        #expect(set?.modes.map(\.mode.name) == ["light", "dark", "light-high-contrast"])
        #expect(hex(set, "color.link", "light") == "#007aff")
        #expect(hex(set, "color.link", "dark") == "#0a84ff")
        #expect(hex(set, "color.link", "light-high-contrast") == "#0040dd")
    }

    @Test func resolverDocument_setsAndModifiers_giveOneModePerContext() {
        let (set, diagnostics) = TestSupport.resolve(TestSupport.fixture("modes/resolver"))
        #expect(diagnostics.all.isEmpty)
        #expect(set?.modes.map(\.mode.name) == ["light", "dark", "lightHighContrast"])
        #expect(hex(set, "color.bg", "light") == "#faf8f5")
        #expect(hex(set, "color.bg", "dark") == "#1c1917")
        #expect(hex(set, "color.text", "lightHighContrast") == "#000000")
        #expect(hex(set, "color.bg", "lightHighContrast") == "#faf8f5")
    }

    @Test func resolverInputs_unknownModifierAndContext_areLocatedErrors() throws {
        let resolver = TestSupport.fixture("modes/resolver/tokens.resolver.json")
        let store = DocumentStore(root: TokenRoot(folder: "/"))
        let root = try #require(store.document(at: resolver))
        var found = Diagnostics()
        let document = ResolverDocument.parse(root, file: resolver, diagnostics: &found)
        let input = "{\n  \"theme\": \"blue\",\n  \"foo\": \"bar\"\n}"
        let node = try #require(TestSupport.parse(input, name: "inputs.json").root)
        let diagnostics = document.validate(input: node)
        #expect(
            TestSupport.summary(diagnostics) == [
                "mode.unknown@" + TestSupport.position(of: "\"blue\"", in: input),
                "mode.unknown@" + TestSupport.position(of: "\"foo\"", in: input),
            ])
        #expect(
            diagnostics.sorted[0].message
                == "'blue' is not a context of modifier 'theme'; it has light, dark, lightHighContrast.")
        #expect(document.validate(input: try #require(TestSupport.parse("{\"theme\": \"dark\"}").root)).all.isEmpty)
    }

    @Test func resolverModeNames_combineModifiers_omittingLaterDefaults() {
        let theme = ResolverDocument.Modifier(
            name: "theme", contexts: [("light", []), ("dark", [])], defaultContext: "light",
            location: SourceLocation(file: "r", line: 1, column: 1))
        let size = ResolverDocument.Modifier(
            name: "size", contexts: [("regular", []), ("large", [])], defaultContext: "regular",
            location: SourceLocation(file: "r", line: 1, column: 1))
        #expect(
            LoadSession.modeName(for: ["theme": "dark", "size": "regular"], modifiers: [theme, size]).name == "dark")
        #expect(
            LoadSession.modeName(for: ["theme": "light", "size": "large"], modifiers: [theme, size]).name
                == "light-large")
        #expect(
            LoadSession.modeName(for: ["theme": "dark", "size": "regular"], modifiers: [theme, size]).appearance
                == .dark)
    }
}
