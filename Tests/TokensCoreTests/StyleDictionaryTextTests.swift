import Foundation
import Testing

@testable import TokensCore

/// References inside CSS text (issue 57 §4): Style Dictionary writes each reference's value into
/// the text and keeps a string; tokens does the same where the text is no arithmetic it can work
/// out exactly, and works out `calc()` where it can.
@Suite struct StyleDictionaryTextTests {
    static func value(_ tokens: ResolvedTokenSet?, _ path: String) -> String? {
        tokens?.modes.first?.token(TokenPath(path)).map { "\($0.type?.rawValue ?? "-") \($0.value.text)" }
    }

    /// firefox-acorn `design-tokens.json` (`focus.outline.inset`, `space.xxsmall`, `space.small`)
    /// and kong `themes/electric-lime-day/electric-lime-day.theme.json`
    /// (`kui-table-cell-shadow-resize-hover`), with a `"type": "dimension"` on the dimensions as
    /// Style Dictionary 3 files from Primer write it, and the two forms the issue names
    /// (`-{spacing.25.value}`, `calc(100% - ({a} + {b}))`).
    static let firefox = """
        {
          "focus": {
            "outline": {
              "width": { "value": "2px", "type": "dimension" },
              "inset": { "value": "calc(-1 * {focus.outline.width})", "type": "dimension" }
            }
          },
          "space": {
            "xsmall": { "comment": "4px", "value": "0.267rem", "type": "dimension" },
            "xxsmall": { "comment": "2px", "value": "calc(0.5 * {space.xsmall})", "type": "dimension" },
            "small": { "comment": "8px", "value": "calc(2 * {space.xsmall})" },
            "inline": { "value": "0 0 0 -{space.xsmall.value}", "type": "dimension" },
            "fill": { "value": "calc(100% - ({space.xsmall} + {focus.outline.width}))", "type": "dimension" }
          },
          "shadow": { "value": "calc(-1 * 2px) 0 0 0 {focus.outline.width} inset" }
        }
        """

    @Test func calc_ofOneUnit_isWorkedOut_andOtherCSSText_keepsAString() throws {
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["design-tokens.json": Self.firefox]))
        #expect(Self.value(tokens, "focus.outline.inset") == "dimension -2px")
        #expect(Self.value(tokens, "space.xxsmall") == "dimension 0.1335rem")
        // Untyped: read as a string, its references written in, as before.
        #expect(Self.value(tokens, "space.small") == "string calc(2 * 0.267rem)")
        #expect(Self.value(tokens, "space.inline") == "string 0 0 0 -0.267rem")
        // px and rem together: no one value; the text, as Style Dictionary writes it.
        #expect(Self.value(tokens, "space.fill") == "string calc(100% - (0.267rem + 2px))")
        #expect(Self.value(tokens, "shadow") == "string calc(-1 * 2px) 0 0 0 2px inset")
        #expect(TestSupport.summary(diagnostics) == [])
        #expect(
            TestSupport.summary(diagnostics, severity: .warning) == [
                "token.value-kept@" + TestSupport.position(of: "\"0 0 0 -{space", in: Self.firefox),
                "token.value-kept@" + TestSupport.position(of: "\"calc(100%", in: Self.firefox),
            ])
        #expect(!diagnostics.all.contains { $0.code == .valueLost })
    }

    /// A reference inside the text that names nothing is still the error it was.
    @Test func missingReference_insideCSSText_isAnError() throws {
        let text = Self.firefox.replacingOccurrences(of: "-{space.xsmall.value}", with: "-{space.gone}")
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["design-tokens.json": text]))
        #expect(tokens == nil)
        #expect(
            TestSupport.summary(diagnostics) == [
                "alias.missing@" + TestSupport.position(of: "\"0 0 0 -{space", in: text)
            ])
    }

    /// Sums of two units are no longer worked out as if they were one: `1rem + 4px` was `5rem`.
    @Test func sumOfTwoUnits_isNotOneValue() throws {
        let text = """
            { "a": { "$type": "dimension", "$value": "1rem + 4px" } }
            """
        let (_, diagnostics) = TestSupport.resolve(try TestSupport.folder(["t.json": text]))
        #expect(
            TestSupport.summary(diagnostics) == ["token.invalid-value@" + TestSupport.position(of: "\"1rem", in: text)])
    }
}
