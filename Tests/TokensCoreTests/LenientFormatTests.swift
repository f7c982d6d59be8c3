import Foundation
import Testing

@testable import TokensCore

/// Formats whose own tool does not check types are built as that tool builds them (issue 35 §1,
/// §2): fixtures cut from the real systems under Tests/RealSystems, each named.
@Suite struct LenientFormatTests {
    static func value(_ tokens: ResolvedTokenSet?, _ path: String) -> String? {
        tokens?.modes.first?.token(TokenPath(path)).map { "\($0.type?.rawValue ?? "-") \($0.value.text)" }
    }

    static func config(strict: Bool) -> TokensConfig {
        var config = TokensConfig()
        config.format.strict = strict
        return config
    }

    /// salesforce-lightning, ui-force/line-height.yml: a Theo `number` prop written "2.5rem".
    static let salesforce = """
        global:
          type: number
        props:
          LINE_HEIGHT_TAB:
            value: 2.5rem
            comment: Line heights for tabs

        """

    @Test func theo_valueOfAnotherType_isBuiltAsWritten_withOneWarning() throws {
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["line-height.yml": Self.salesforce]))
        #expect(Self.value(tokens, "LINE_HEIGHT_TAB") == "dimension 2.5rem")
        #expect(
            TestSupport.summary(diagnostics, severity: .warning) == [
                "token.value-kept@" + TestSupport.position(of: "2.5rem", in: Self.salesforce)
            ])
        #expect(
            diagnostics.all.first?.message
                == "'LINE_HEIGHT_TAB' is a number token, but the string \"2.5rem\" is not one ('LINE_HEIGHT_TAB' needs a number here, not the string \"2.5rem\".); it is built as a dimension, as its format's own tool builds it. Change the value or the type, or set \"strict\": true in tokens.config.json to make this an error."
        )
    }

    @Test func strict_turnsTheWarningBackIntoTheError() throws {
        let folder = try TestSupport.folder(["line-height.yml": Self.salesforce])
        let (tokens, diagnostics) = TestSupport.resolve(folder, config: Self.config(strict: true))
        #expect(tokens == nil)
        #expect(
            TestSupport.summary(diagnostics) == [
                "token.invalid-value@" + TestSupport.position(of: "2.5rem", in: Self.salesforce)
            ])
    }

    /// twilio-paste, global/border-radius.yml and aliases/border-radius.yml: a `size` prop aliasing
    /// a Theo alias `0`, whose type tokens only read off its value.
    @Test func theo_aliasCarriesNoType_soItIsReadAsTheTypeNeeded_silently() throws {
        let (tokens, diagnostics) = TestSupport.resolve(
            try TestSupport.folder([
                "aliases.yml": "aliases:\n  border-radius-0:\n    value: \"0\"\n",
                "radius.yml": "global:\n  type: size\nprops:\n  border-radius-0:\n    value: \"{!border-radius-0}\"\n",
            ]))
        #expect(Self.value(tokens, "border-radius-0") == "dimension 0px")
        #expect(diagnostics.all.isEmpty, "\(diagnostics.sorted)")
    }

    /// backpack, bpk-foundations-android/src/base/elevation.json: a `size` prop aliasing a number.
    @Test func styleDictionary_numberWhereADimensionIsTyped_isPoints_withAWarning() throws {
        let text = """
            {"props": {"ELEVATION_XS": {"value": "{!ELEVATION_XS}", "type": "size"}},
             "aliases": {"ELEVATION_XS": {"value": 2}}}
            """
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["elevation.json": text]))
        #expect(Self.value(tokens, "ELEVATION_XS") == "dimension 2px")
        #expect(diagnostics.all.isEmpty, "\(diagnostics.sorted)")
    }

    /// patternfly, semantic.dimension.json: a `number` token aliasing a font family string.
    @Test func aliasToAnotherType_keepsTheTargetsValue() throws {
        let text = """
            {"global": {"font": {
              "family": {"100": {"type": "string", "value": "Red Hat Text"}},
              "body": {"type": "number", "value": "{global.font.family.100}"}}}}
            """
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["semantic.json": text]))
        #expect(Self.value(tokens, "global.font.body") == "string Red Hat Text")
        #expect(
            TestSupport.summary(diagnostics, severity: .warning) == [
                "token.value-kept@" + TestSupport.position(of: "\"{global.font.family.100}\"", in: text)
            ])
        #expect(
            diagnostics.all.first?.cause
                == "number tokens that alias string tokens are built as a string: their format's own tool does not check types (\"strict\": true makes these errors)."
        )
    }

    /// DTCG files keep the specification's checks.
    @Test func dtcg_keepsTheSpecsChecks() throws {
        let text = #"{"a": {"$type": "number", "$value": "2.5rem"}}"#
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["t.json": text]))
        #expect(tokens == nil)
        #expect(
            TestSupport.summary(diagnostics) == [
                "token.invalid-value@" + TestSupport.position(of: "\"2.5rem\"", in: text)
            ])
    }

    /// sage, core.json: a Tokens Studio export written with `$value` (weights "Regular", unitless
    /// sizes, legacy `$` references) is read as Tokens Studio.
    @Test func tokensStudio_dollarValueFile_isDetected() throws {
        let text = """
            {"colors": {"Gray": {"Dark": {"11": {"$value": "#111111", "$type": "color"}}}},
             "core": {
              "fontWeights": {"regular": {"$value": "Regular", "$type": "fontWeights"}},
              "size": {"$type": "sizing", "SCALE": {"$value": "8"}},
              "text": {"$value": "rgba($colors.Gray.Dark.11, 0.5)", "$type": "color"},
              "alias": {"$value": "$colors.Gray.Dark.11", "$type": "color"}}}
            """
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["core.json": text]))
        #expect(diagnostics.all.isEmpty, "\(diagnostics.sorted)")
        #expect(Self.value(tokens, "core.fontWeights.regular") == "fontWeight 400")
        #expect(Self.value(tokens, "core.size.SCALE") == "dimension 8px")
        #expect(Self.value(tokens, "core.alias") == "color #111111")
        #expect(
            Self.value(tokens, "core.text")
                == "color color(srgb 0.06666666666666667 0.06666666666666667 0.06666666666666667 / 0.5)")
    }

    /// hashicorp-helios, products/shared/typography.json: kebab-case types, `unit` beside `$value`.
    @Test func styleDictionaryWithDTCGKeys_readsUnitAndKebabTypes() throws {
        let text = """
            {"font": {"family": {"$type": "font-family", "$value": ["system-ui", "sans-serif"]},
              "size": {"$type": "font-size", "$value": "16", "unit": "px", "private": true}}}
            """
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["typography.json": text]))
        #expect(Self.value(tokens, "font.size") == "dimension 16px")
        #expect(Self.value(tokens, "font.family")?.hasPrefix("fontFamily") == true)
        #expect(
            TestSupport.summary(diagnostics, severity: .warning) == [
                "token.ignored-member@" + TestSupport.position(of: "\"private\"", in: text)
            ])
    }

    /// kong, figma-sds: a type tokens does not know is read off the value, one warning line per type.
    @Test func unknownType_isAWarning_andTheValueIsReadAsWhatItIs() throws {
        let text = """
            {"a": {"$type": "unknown", "$value": "#ff0000"}, "b": {"$type": "unknown", "$value": "12px"},
             "c": {"$type": "unknown", "$value": "x"}, "d": {"$type": "unknown", "$value": 3},
             "e": {"$type": "unknown", "$value": true}}
            """
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["t.json": text]))
        #expect(Self.value(tokens, "a") == "color #FF0000")
        #expect(Self.value(tokens, "b") == "dimension 12px")
        #expect(Self.value(tokens, "d") == "number 3")
        let groups = DiagnosticGroups.groups(diagnostics.sorted)
        #expect(groups.count == 1)
        #expect(groups.first?.members.count == 5)
        let (_, strict) = TestSupport.resolve(
            try TestSupport.folder(["t.json": text]), config: Self.config(strict: true))
        #expect(strict.errors.count == 5)
    }

    /// alaska-auro, primitives/alaska/color.json and semantics/web/alaska/basic/color/brand.json:
    /// Style Dictionary `type` is the team's tier ("primitive", "semantic"), no token type. Style
    /// Dictionary builds the value as written, so the hex is a colour and the alias takes its
    /// target's type; before, the unknown type made every such token a string, and no colour was built.
    @Test func styleDictionary_teamsOwnType_isReadOffTheValue_withAWarningPerType() throws {
        let text = """
            {"color": {"midnight": {"900": {"public": false, "type": "primitive", "value": "#01426A"}}},
             "basic": {"color": {"brand": {"primary": {"public": true, "type": "semantic",
               "value": "{color.midnight.900.value}"}}}}}
            """
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["color.json": text]))
        #expect(Self.value(tokens, "color.midnight.900") == "color #01426A")
        #expect(Self.value(tokens, "basic.color.brand.primary") == "color #01426A")
        #expect(
            TestSupport.summary(diagnostics, severity: .warning) == [
                "token.unknown-type@" + TestSupport.position(of: "\"primitive\"", in: text),
                "token.unknown-type@" + TestSupport.position(of: "\"semantic\"", in: text),
            ])
        #expect(
            diagnostics.sorted.first?.message
                == "'primitive' is not a token type, so the value is read as what it is (a colour, a dimension, a number or a string). Write one of color, dimension, fontFamily, fontWeight, duration, cubicBezier, number, strokeStyle, border, transition, shadow, gradient, typography, string, boolean to build it as that type."
        )
        // Tokens Studio's own string types stay strings.
        let studio = #"{"a": {"type": "textCase", "value": "uppercase"}}"#
        let (cased, quiet) = TestSupport.resolve(try TestSupport.folder(["t.json": studio]))
        #expect(Self.value(cased, "a") == "string uppercase")
        #expect(quiet.all.isEmpty, "\(quiet.sorted)")
    }

    @Test func repeatedCause_printsAsOneLine_withThreeExamples() {
        let diagnostics = (1...5).map { line in
            Diagnostic(
                .modeUnknownToken, "'t\(line)' is defined in mode 'light' but not in 'dark'.",
                at: SourceLocation(file: "c.json", line: line, column: 3), cause: "Tokens missing from 'dark'.")
        }
        let lines = DiagnosticGroups.text(diagnostics, verbose: false)
        #expect(
            lines == [
                """
                c.json:1:3: warning: [mode.unknown-token] Tokens missing from 'dark'. (5 tokens; the first 3 below, --verbose lists every one)
                c.json:1:3: note: 't1' is defined in mode 'light' but not in 'dark'.
                c.json:2:3: note: 't2' is defined in mode 'light' but not in 'dark'.
                c.json:3:3: note: 't3' is defined in mode 'light' but not in 'dark'.
                """
            ])
        #expect(DiagnosticGroups.text(diagnostics, verbose: true).count == 5)
    }

    @Test func dimensionMessage_givesAPixelExample() throws {
        let text = #"{"a": {"$type": "dimension", "$value": "8"}}"#
        let (_, diagnostics) = TestSupport.resolve(try TestSupport.folder(["t.json": text]))
        #expect(
            diagnostics.errors.first?.message
                == "'a' needs a dimension like {\"value\": 16, \"unit\": \"px\"} or \"16px\" here, not the string \"8\"."
        )
    }
    /// momentum-webex, platformcomponents/desktop/call-history.json (plain values, read as its
    /// generator reads them with JSON.parse): two keys written twice, one with the same value.
    static let momentum = """
        { "call-history": {
            "time-text": { "#normal": "#000000" },
            "direction-icon": { "#normal": "#000000" },
            "time-text": { "#normal": "#000000" },
            "direction-icon": { "#normal": "#ffffff" }
        } }
        """

    @Test func duplicateKey_inALenientFormat_keepsTheLast_withOneWarningEach() throws {
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["call-history.json": Self.momentum]))
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        #expect(
            TestSupport.summary(diagnostics, severity: .warning) == [
                "json.duplicate-key@" + TestSupport.position(of: "\"time-text\"", in: Self.momentum, occurrence: 2),
                "json.duplicate-key@"
                    + TestSupport.position(of: "\"direction-icon\"", in: Self.momentum, occurrence: 2),
            ])
        #expect(
            diagnostics.sorted.map(\.message) == [
                "The key \"time-text\" appears twice in this object, with the same value (first on line 2); remove one of them.",
                "The key \"direction-icon\" appears twice in this object (first on line 3); this last one is used, as JavaScript's JSON.parse (and so Style Dictionary) reads the file. Remove the one you do not mean, or set \"strict\": true in tokens.config.json to make this an error.",
            ])
        #expect(
            diagnostics.sorted.map { $0.notes.map { "\($0.location?.line ?? 0) \($0.message)" } } == [
                ["2 the first \"time-text\" is here"], ["3 the first \"direction-icon\" is here, and is not used"],
            ])
        #expect(Self.value(tokens, "call-history.direction-icon.#normal") == "color #FFFFFF")
        // "strict": true, and DTCG files, keep it an error.
        let (_, strict) = TestSupport.resolve(
            try TestSupport.folder(["call-history.json": Self.momentum]), config: Self.config(strict: true))
        #expect(strict.errors.map(\.code) == [.duplicateKey, .duplicateKey])
        let dtcg = #"{ "a": { "$type": "number", "$value": 1 }, "a": { "$type": "number", "$value": 2 } }"#
        let (_, dtcgProblems) = TestSupport.resolve(try TestSupport.folder(["t.json": dtcg]))
        #expect(dtcgProblems.errors.map(\.code) == [.duplicateKey])
    }
}
