import Foundation
import Testing

@testable import TokensCore

/// Values the team's tool reads without a type (issue 35): number strings whose path names a
/// numeric property, `$value` files with no `$type` at all, and `var(--token-…)` colours.
/// Fixtures are cut from the real systems under Tests/RealSystems, each named.
@Suite struct UntypedValuesTests {
    static func value(_ tokens: ResolvedTokenSet?, _ path: String, mode: Int = 0) -> String? {
        guard let modes = tokens?.modes, modes.indices.contains(mode) else { return nil }
        return modes[mode].token(TokenPath(path)).map { "\($0.type?.rawValue ?? "-") \($0.value.text)" }
    }

    /// infor-ids `theme-new/theme.json` (`font.weight.base = "400"`, `opacity.disabled = "0.5"`) and
    /// gestalt `classic/base-opacity.json` (`opacity.100 = "0.04"`), Style Dictionary files, with
    /// strings that only look like numbers beside them.
    static let styleDictionary = """
        {
          "ids": {
            "font": {
              "weight": { "base": { "value": "400" }, "huge": { "value": "1200" } },
              "family": { "base": { "value": "400 Sans" } },
              "lineHeight": { "value": "1.5" }
            },
            "opacity": { "100": { "value": "0.04" }, "half": { "value": "50%" } },
            "border": { "weight": { "thin": { "value": "1" } } },
            "z-index": { "modal": { "value": "-10" } },
            "version": { "value": "1.0" },
            "size": { "value": "16px" },
            "ratio": { "value": "1e3" }
          }
        }
        """

    @Test func numberStrings_namedByTheirPath_areNumbers_andOthersStayStrings() throws {
        let (tokens, diagnostics) = TestSupport.resolve(
            try TestSupport.folder(["theme.json": Self.styleDictionary]))
        #expect(Self.value(tokens, "ids.font.weight.base") == "fontWeight 400")
        #expect(Self.value(tokens, "ids.font.weight.huge") == "number 1200")
        #expect(Self.value(tokens, "ids.font.family.base") == "string 400 Sans")
        #expect(Self.value(tokens, "ids.font.lineHeight") == "number 1.5")
        #expect(Self.value(tokens, "ids.opacity.100") == "number 0.04")
        #expect(Self.value(tokens, "ids.border.weight.thin") == "number 1")
        #expect(Self.value(tokens, "ids.z-index.modal") == "number -10")
        #expect(Self.value(tokens, "ids.version") == "string 1.0")
        #expect(Self.value(tokens, "ids.size") == "dimension 16px")
        #expect(Self.value(tokens, "ids.ratio") == "string 1e3")
        #expect(TestSupport.summary(diagnostics, severity: nil) == [])
    }

    @Test func plainDecimal_acceptsOnlyASignDigitsAndOneFraction() {
        let read = ["400", "0.04", "-1", ".5", "1.", "+1", "1e3", "1.0.2", " 4", "4 ", "", "-", "0x10", "٤"].map {
            NumberPaths.plainDecimal($0).map { JSONOutput.format($0) } ?? "nil"
        }
        #expect(
            read == ["400", "0.04", "-1", "0.5", "nil", "nil", "nil", "nil", "nil", "nil", "nil", "nil", "nil", "nil"])
        #expect(NumberPaths.words("kui-fontWeight_regular.100") == ["kui", "font", "weight", "regular", "100"])
    }

    /// kong `themes/classic-day/classic-day.theme.json`: `$value` tokens and no `$type` anywhere.
    static let kong = """
        {
          "kui-color-background-overlay": {
            "$description": "Overlay background color.",
            "$value": "rgba(0, 9, 51, 0.6)"
          },
          "kui-font-weight-regular": { "$value": "400" },
          "kui-border-radius-10": { "$value": "4px" },
          "kui-color-text": { "$value": "{kui-color-background-overlay}" }
        }
        """

    @Test func dollarValueFile_withNoTypeAnywhere_readsTypesOffTheValues() throws {
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["theme.json": Self.kong]))
        #expect(
            Self.value(tokens, "kui-color-background-overlay") == "color color(srgb 0 0.03529411764705882 0.2 / 0.6)")
        #expect(Self.value(tokens, "kui-font-weight-regular") == "fontWeight 400")
        #expect(Self.value(tokens, "kui-border-radius-10") == "dimension 4px")
        #expect(Self.value(tokens, "kui-color-text")?.hasPrefix("color ") == true)
        #expect(TestSupport.summary(diagnostics, severity: nil) == [])
    }

    /// One `$type` in the file: it is written for DTCG, and its untyped tokens stay untyped.
    @Test func dollarValueFile_withOneType_keepsItsUntypedTokensUntyped() throws {
        let text = Self.kong.replacingOccurrences(
            of: "\"kui-font-weight-regular\": { \"$value\": \"400\" }",
            with:
                "\"kui-font-weight-regular\": { \"$value\": \"400\" },\n  \"ink\": { \"$type\": \"color\", \"$value\": \"#000\" }"
        )
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["theme.json": text]))
        #expect(Self.value(tokens, "kui-font-weight-regular") == "- \"400\"")
        #expect(
            TestSupport.summary(diagnostics, severity: .warning) == [
                "token.untyped@" + TestSupport.position(of: "\"kui-color-background-overlay\"", in: text),
                "token.untyped@" + TestSupport.position(of: "\"kui-font-weight-regular\"", in: text),
                "token.untyped@" + TestSupport.position(of: "\"kui-border-radius-10\"", in: text),
                "token.untyped@" + TestSupport.position(of: "\"kui-color-text\"", in: text),
            ])
    }

    /// hashicorp-helios `products/shared/tooltip.json`: a colour written as the CSS custom property
    /// Style Dictionary made of another token's path, under the team's `token-` prefix.
    static let helios = """
        {
          "color": { "palette": { "neutral-700": { "$type": "color", "$value": "#3b3d45", "comment": "Neutral 700" } } },
          "tooltip": {
            "color": {
              "surface": { "primary": { "$type": "color", "$value": "var(--token-color-palette-neutral-700)" } },
              "border": { "$type": "color", "$value": "var(--token-color-gone, #fff)" }
            }
          }
        }
        """

    @Test func cssVariable_namingAToken_isAnAliasOfIt() throws {
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["tooltip.json": Self.helios]))
        #expect(Self.value(tokens, "tooltip.color.surface.primary") == "color #3B3D45")
        #expect(Self.value(tokens, "tooltip.color.border") == "string var(--token-color-gone, #fff)")
        #expect(
            TestSupport.summary(diagnostics, severity: nil) == [
                "token.value-kept@" + TestSupport.position(of: "\"var(--token-color-gone", in: Self.helios)
            ])
    }

    /// A DTCG file (no Style Dictionary members) keeps the specification's reading: `var()` is no
    /// colour.
    @Test func cssVariable_inADTCGFile_isAnError() throws {
        let text = Self.helios.replacingOccurrences(of: ", \"comment\": \"Neutral 700\"", with: "")
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["tooltip.json": text]))
        #expect(tokens == nil)
        #expect(
            TestSupport.summary(diagnostics) == [
                "token.invalid-value@" + TestSupport.position(of: "\"var(--token-color-palette", in: text),
                "token.invalid-value@" + TestSupport.position(of: "\"var(--token-color-gone", in: text),
            ])
    }

    /// redhat-design-system `color/surface.yaml`: relative colours from a CSS variable, once as CSS
    /// writes it (`from var(--…)`) and once as the file writes it (`from(--…)`, which CSS rejects),
    /// in a file Style Dictionary builds (`comment` beside `$value`).
    static let redHat = """
        {
          "color": {
            "$type": "color",
            "surface": {
              "dark": { "$value": "#383838", "comment": "Tertiary surface (dark theme)" },
              "dark-alt": { "$value": "oklch(from(--rh-color-surface-dark) calc(l * 0.82) c h)" },
              "veil": { "$value": "oklch(from var(--rh-color-surface-dark, rgb(0 0 0)) l c h / 50%)" },
              "lost": { "$value": "oklch(from var(--rh-color-gone) l c h)" }
            }
          }
        }
        """

    @Test func cssVariable_asARelativeColoursOrigin_isAnAlias() throws {
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["surface.json": Self.redHat]))
        // The same colours as with the origin written out: the variable named the token.
        let expected = TestSupport.resolve(
            try TestSupport.folder([
                "surface.json": Self.redHat.replacingOccurrences(
                    of: "from(--rh-color-surface-dark)", with: "from #383838"
                )
                .replacingOccurrences(of: "from var(--rh-color-surface-dark, rgb(0 0 0))", with: "from #383838")
            ])
        ).tokens
        #expect(Self.value(tokens, "color.surface.dark-alt") == Self.value(expected, "color.surface.dark-alt"))
        #expect(Self.value(tokens, "color.surface.veil") == Self.value(expected, "color.surface.veil"))
        #expect(Self.value(tokens, "color.surface.dark-alt") != Self.value(tokens, "color.surface.dark"))
        #expect(
            TestSupport.summary(diagnostics, severity: nil) == [
                "token.css-variable@" + TestSupport.position(of: "\"oklch(from(--rh", in: Self.redHat),
                "token.value-kept@" + TestSupport.position(of: "\"oklch(from var(--rh-color-gone", in: Self.redHat),
            ])
    }
}
