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
