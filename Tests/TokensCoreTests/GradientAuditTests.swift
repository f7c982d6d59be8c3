import Foundation
import Testing

@testable import TokensCore

/// Pairs whose background (or foreground) is a gradient token, through the audit: measured at the
/// worst point, said where, with a colour that passes everywhere on it.
@Suite struct GradientAuditTests {
    static let tokens = ##"""
        { "color": { "$type": "color", "white": { "$value": "#ffffff" }, "ink": { "$value": "#111111" }, "mid": { "$value": "#8a8a8a" } },
          "gradient": { "$type": "gradient",
            "toolbar": { "$value": [ { "color": "#000000", "position": 0 }, { "color": "#808080", "position": 1 } ] },
            "button": { "$value": [ { "color": "#000000", "position": 0 }, { "color": "#3b3b3b", "position": 1 } ] },
            "sky": { "$value": [ { "color": "#ffffff", "position": 0 }, { "color": "#0000ff", "position": 1 } ],
              "$extensions": { "tokens": { "interpolation": "oklab" } } } } }
        """##
    static let config = ##"""
        { "audit": { "contrast": [
          { "foreground": "color.white", "background": "gradient.toolbar", "role": "text" },
          { "foreground": "color.ink", "background": "gradient.sky", "role": "text" },
          { "foreground": "color.mid", "background": "gradient.button", "role": "text" },
          { "foreground": "gradient.toolbar", "background": "color.white", "role": "ui" } ] } }
        """##

    static func audit() throws -> [AuditCheck] {
        let folder = try TestSupport.folder(["t.json": Self.tokens, "tokens.config.json": Self.config])
        let options = BuildOptions(tokens: folder, audit: .report, today: BuildTestSupport.today)
        let (outcome, diagnostics) = BuildTestSupport.run(options)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        return try #require(outcome.summary?.audit).checks.filter { $0.rule == ContrastRule.id }
    }

    /// White text on black → #808080 (the hand-computed case) is worst at the grey end: 3.95:1,
    /// failing 4.5:1 as text. No colour passes 4.5:1 on both black and
    /// #808080, and the finding says so.
    @Test func whiteOnABlackToGreyToolbar_isWorstAtTheGreyEnd() throws {
        let checks = try Self.audit()
        let text = try #require(checks.first { $0.background == TokenPath("gradient.toolbar") && $0.threshold == 4.5 })
        #expect(text.status == .fail)
        #expect(abs(text.measured - 3.9494396480) < 1e-6)
        #expect(
            text.message
                == "'color.white' on 'gradient.toolbar' in default is 3.94:1 at its worst point, 100% along the gradient (#808080); text needs 4.5:1 (AA). No lightness of this hue reaches it at every point of this gradient: change the gradient, or the role."
        )
        #expect(text.suggestion == nil)
    }

    /// Grey text on a black → #3b3b3b button: the suggested colour passes at every point of the
    /// gradient, re-checked here over 1,001 points.
    @Test func aSuggestion_passesEverywhereOnTheGradient() throws {
        let checks = try Self.audit()
        let button = try #require(checks.first { $0.background == TokenPath("gradient.button") })
        #expect(
            button.status == .fail && button.message.contains("at its worst point, 100% along the gradient (#3B3B3B)"))
        let suggestion = try #require(button.suggestion)
        let color = try #require(ColorValue(hexString: suggestion.hex))
        let stops = [
            GradientStop(color: .black, position: 0),
            GradientStop(color: ColorValue(hexString: "#3b3b3b") ?? .white, position: 1),
        ]
        var lowest = Double.infinity
        for step in 0...1_000 {
            let ground = GradientContrast.color(at: Double(step) / 1_000, stops: stops, space: .srgb)
            lowest = min(lowest, WCAG.contrast(color, on: ground))
        }
        #expect(lowest >= 4.5 && abs(lowest - suggestion.ratio) < 0.01, "\(suggestion) lowest \(lowest)")
    }

    /// The gradient token's own interpolation (OKLab) is used, and a gradient foreground is measured too.
    @Test func oklabGradients_andGradientForegrounds_areMeasured() throws {
        let checks = try Self.audit()
        let sky = try #require(checks.first { $0.background == TokenPath("gradient.sky") })
        let stops = [
            GradientStop(color: .white, position: 0),
            GradientStop(color: ColorValue(hexString: "#0000ff") ?? .black, position: 1),
        ]
        let expected = GradientContrast.worst(ColorValue(hexString: "#111111") ?? .black, on: stops, space: .oklab)
        #expect(sky.measured == expected.ratio)
        #expect(expected.position == 1)
        let foreground = try #require(checks.first { $0.token == TokenPath("gradient.toolbar") })
        // #808080 on white is the gradient's worst point: 3.95:1 as well, as UI (3:1) a pass.
        #expect(abs(foreground.measured - 3.9494396480) < 1e-6 && foreground.status == .pass)
    }
}

/// The report draws a gradient pair on its gradient, with the worst point marked.
@Suite struct GradientReportTests {
    @Test func aGradientPair_isDrawnOnItsGradient_withTheWorstPointMarked() throws {
        let page = try ReportDesignTests.page([
            "t.json": GradientAuditTests.tokens, "tokens.config.json": GradientAuditTests.config,
        ])
        let row = try #require(
            page.components(separatedBy: "<tr class=\"pair-row\"").first {
                $0.contains(
                    "<code>color.white</code> <code class=\"hex\">#FFFFFF</code> on <code>gradient.toolbar</code> <code class=\"hex\">gradient</code>"
                )
            })
        // Each stop carries its colour's class, so the colour-vision menu recolours the gradient too.
        #expect(
            row.contains(
                "<linearGradient id=\"pair-0\"><stop class=\"c x000000\" offset=\"0%\" stop-color=\"#000000\" stop-opacity=\"1\"/><stop class=\"c x808080\" offset=\"100%\" stop-color=\"#808080\" stop-opacity=\"1\"/></linearGradient>"
            ), "\(row.prefix(600))")
        #expect(page.contains(".x808080{--v:#808080;"))
        #expect(row.contains("<rect width=\"132\" height=\"36\" rx=\"6\" fill=\"url(#pair-0)\"/>"))
        // The worst point, 100% along: the dashed line at the right edge.
        #expect(row.contains("<line x1=\"132\" x2=\"132\" y1=\"0\" y2=\"36\""))
        let pairs = page.components(separatedBy: "<tr class=\"pair-row\"").count - 1
        #expect(pairs == 4, "every gradient pair has its row")
    }
}
