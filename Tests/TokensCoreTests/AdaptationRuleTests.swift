import Foundation
import Testing

@testable import TokensCore

/// The adaptation rule: a colour of a declared pair that stays put between light and dark while
/// its partner changes, so the pair all but vanishes in one of them.
@Suite struct AdaptationRuleTests {
    static let light = ##"""
        { "color": { "$type": "color",
          "bg": { "$value": "#FAF8F5" }, "text": { "$value": "#1C1917" }, "hover": { "$value": "#EEEBE5" },
          "muted": { "$value": "#D6D3D1" }, "gold": { "$value": "#B8942F" }, "line": { "$value": "#E7E5E4" } } }
        """##
    static let dark = ##"""
        { "color": { "$type": "color", "bg": { "$value": "#1C1917" }, "text": { "$value": "#FAF8F5" },
          "line": { "$value": "#E8E5E4" } } }
        """##
    static let config = ##"""
        { "audit": { "contrast": [
          { "foreground": "color.text", "background": "color.hover", "modes": ["light"], "role": "text" },
          { "foreground": "color.muted", "background": "color.bg", "role": "decorative" },
          { "foreground": "color.gold", "background": "color.bg", "role": "ui" },
          { "foreground": "color.text", "background": "color.bg", "role": "text" },
          { "foreground": "color.line", "background": "color.bg", "role": "decorative" } ] } }
        """##

    static func checks() throws -> [AuditCheck] {
        let (result, diagnostics, _) = try AuditTestSupport.audit(tokens: light, dark: dark, config: config)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        return (result?.checks ?? []).filter { $0.rule == AdaptationRule.id }
    }

    /// Ratios by WCAG 2's formula: #FAF8F5 on #EEEBE5 is (0.9405 + 0.05) / (0.8325 + 0.05) = 1.122;
    /// #D6D3D1 on #FAF8F5 is (0.9405 + 0.05) / (0.6549 + 0.05) = 1.405; #E7E5E4 on it 1.184; gold
    /// (0.3158) stays readable on ivory (2.708, shown truncated) and on #1C1917 (6.09); the text adapts with its
    /// background.
    @Test func aColourLeftBehind_isFlagged_inTheModeWhereThePairVanishes() throws {
        let checks = try Self.checks()
        #expect(
            checks.map {
                "\($0.token)|\($0.background?.dotted ?? "")|\($0.mode ?? "")|\(WCAG.display($0.measured))|\($0.status.rawValue)"
            }
                == [
                    "color.hover|color.text|dark|1.12|fail", "color.muted|color.bg|light|1.40|fail",
                    "color.gold|color.bg|light|2.70|pass", "color.text|color.bg|light|16.49|pass",
                    "color.line|color.bg|light|1.18|fail",
                ])
        let hover = try #require(checks.first)
        #expect(hover.severity == .warning)
        #expect(
            hover.message
                == "'color.hover' is #EEEBE5 in both light and dark, but 'color.text', declared with it in a contrast pair, changes from #1C1917 to #FAF8F5 (ΔE OK 0.76): in dark the pair is 1.12:1 and all but vanishes. Give 'color.hover' a dark value that follows 'color.text'."
        )
        #expect(
            "\(hover.location?.line ?? 0):\(hover.location?.column ?? 0)"
                == TestSupport.position(of: "\"hover\"", in: Self.light))
        #expect(
            checks[1].message
                == "'color.muted' is #D6D3D1 in both light and dark, but 'color.bg', declared with it in a contrast pair, changes from #FAF8F5 to #1C1917 (ΔE OK 0.76): in light the pair is 1.40:1 and all but vanishes. Give 'color.muted' a light value that follows 'color.bg'."
        )
    }

    /// A dark value within one just-noticeable difference of the light one has not adapted: the
    /// hairline moved from #E7E5E4 to #E8E5E4 (ΔE OK 0.002), and the file that moved it is named.
    @Test func aNearlyEqualDarkValue_stillCounts_andTheDarkDefinitionIsWhereItPoints() throws {
        let line = try #require(try Self.checks().last)
        #expect(
            line.message.hasPrefix(
                "'color.line' barely changes between light (#E7E5E4) and dark (#E8E5E4), but 'color.bg'"))
        #expect(line.location?.file.hasSuffix("colors.dark.json") == true)
        #expect(
            "\(line.location?.line ?? 0):\(line.location?.column ?? 0)"
                == TestSupport.position(of: "\"line\"", in: Self.dark))
    }

    /// With no dark mode there is nothing to compare: no checks at all.
    @Test func withoutADarkMode_nothingIsChecked() throws {
        let (result, _, _) = try AuditTestSupport.audit(tokens: Self.light, config: Self.config)
        let checks = try #require(result).checks
        #expect(checks.filter { $0.rule == AdaptationRule.id }.isEmpty)
    }

    /// The finding prints where an editor links it, as a warning with the rule's code.
    @Test func theFinding_isALocatedWarning() throws {
        let hover = try #require(try Self.checks().first?.diagnostic)
        #expect(hover.code.rawValue == "adaptation")
        #expect(hover.severity == .warning)
    }

    /// A pair that passes is named by its declared order and the light mode, whichever mode is
    /// lower (#FAF8F5 on #1C1917 in dark, 16.49:1, is under #1C1917 on white in light, 17.48:1), so
    /// `tokens diff` meets the same check on both sides; a passing check of another rule than
    /// contrast that one side lacks is no news to the diff, and a passing contrast check is.
    @Test func aPass_isNamedByTheLightMode_andIsNoNewsToTheDiff() throws {
        let colors = { (bg: String, text: String) in
            ##"{ "color": { "$type": "color", "bg": { "$value": "\##(bg)" }, "text": { "$value": "\##(text)" } } }"##
        }
        let (light, dark) = (colors("#FFFFFF", "#1C1917"), colors("#1C1917", "#FAF8F5"))
        let config =
            ##"{ "audit": { "contrast": [ { "foreground": "color.text", "background": "color.bg", "role": "text" } ] } }"##
        let (result, diagnostics, _) = try AuditTestSupport.audit(tokens: light, dark: dark, config: config)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        let checks = try #require(result).checks
        let pass = try #require(checks.first { $0.rule == AdaptationRule.id })
        #expect(
            "\(pass.token)|\(pass.background?.dotted ?? "")|\(pass.mode ?? "")|\(WCAG.display(pass.measured))|\(pass.status.rawValue)"
                == "color.text|color.bg|light|16.49|pass")

        func audit(_ checks: [AuditCheck]) -> AuditResult {
            AuditResult(checks: checks, configDiagnostics: Diagnostics(), modes: 2, touchTargetMinimum: 44)
        }
        var elsewhere = pass
        elsewhere.mode = "dark"
        #expect(TokenDiffer.checkChanges(audit([elsewhere]), audit([pass]), renames: [:]).isEmpty)
        let contrast = try #require(checks.first { $0.rule == ContrastRule.id && $0.mode == "light" })
        let changes = TokenDiffer.checkChanges(audit([pass]), audit([pass, contrast]), renames: [:])
        #expect(changes.map { "\($0.kind.rawValue) \($0.rule) \($0.mode ?? "")" } == ["new contrast light"])
        let gone = TokenDiffer.checkChanges(audit([pass, contrast]), audit([]), renames: [:])
        #expect(gone.map { "\($0.kind.rawValue) \($0.rule)" } == ["gone contrast"])
    }
}
