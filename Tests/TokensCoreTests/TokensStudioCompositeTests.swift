import Foundation
import Testing

@testable import TokensCore

/// Tokens Studio values that hold more than one DTCG value: each reaches the output or a message.
@Suite struct TokensStudioCompositeTests {
    static let text = """
        {
          "space": { "sm": { "value": "8", "type": "spacing" }, "md": { "value": "16", "type": "spacing" },
            "pad": { "value": "{space.sm} {space.md}", "type": "spacing" } },
          "color": { "a": { "value": "#ff0000", "type": "color" },
            "grad": { "value": "linear-gradient(90deg, {color.a} 0%, rgba(0, 0, 255, 0.5) 100%)", "type": "color" },
            "even": { "value": "linear-gradient(#000000 0%, #111111, #222222, #ffffff 100%)", "type": "color" } },
          "card": { "value": { "fill": "{color.a}", "borderRadius": "8", "paddingHorizontal": "{space.md}", "opacity": "50%" },
            "type": "composition", "description": "Card" },
          "chip": { "value": [ { "property": "sizing", "value": "32" }, { "property": "fill", "value": "#00ff00" } ],
            "type": "composition" },
          "heading": { "value": { "fontFamily": "Inter", "fontSize": "20", "fontWeight": "600", "lineHeight": "24", "textCase": "uppercase", "textDecoration": "none" },
            "type": "typography" }
        }
        """

    @Test func compositionGradientsAndShorthand_areBuiltOrSaid() throws {
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["t.json": Self.text]))
        let lines = (tokens?.modes.first?.tokens ?? []).map {
            "\($0.path.dotted) \($0.type?.rawValue ?? "-") \($0.value.text)"
        }
        #expect(
            lines == [
                "card.borderRadius dimension 8px", "card.fill color #FF0000", "card.opacity number 0.5",
                "card.paddingHorizontal dimension 16px", "chip.fill color #00FF00", "chip.sizing dimension 32px",
                "color.a color #FF0000",
                "color.even gradient #000000 0%, #111111 33.33333333333333%, #222222 66.66666666666666%, #FFFFFF 100%",
                "color.grad gradient #FF0000 0%, color(srgb 0 0 1 / 0.5) 100%",
                "heading typography Inter 20px/1.2 600", "space.md dimension 16px", "space.pad string 8px 16px",
                "space.sm dimension 8px",
            ])
        guard case .gradient(let stops)? = TestSupport.value(tokens, "color.even") else {
            Issue.record("color.even")
            return
        }
        let positions: [Double] = [0, 1.0 / 3, 2.0 / 3, 1]
        #expect(stops.map(\.position) == positions)
        let expected: [String] = [
            "token.multiple-values@" + TestSupport.position(of: "\"{space.sm} {space.md}\"", in: Self.text),
            "token.ignored-member@" + TestSupport.position(of: "\"linear-gradient(90deg", in: Self.text),
            "token.ignored-member@" + TestSupport.position(of: "\"textCase\"", in: Self.text),
        ]
        #expect(TestSupport.summary(diagnostics, severity: nil) == expected)
        #expect(
            diagnostics.sorted.map(\.message)[2]
                == "'textCase' (\"uppercase\") is not carried: a typography token holds font family, size, weight, line height and letter spacing. Apply it where the text is drawn, or make it a token of its own."
        )
        #expect(tokens?.modes.first?.token(TokenPath("card.fill"))?.aliasOf == TokenPath("color.a"))
    }

    @Test func aCompositionPropertyWithoutAName_isALocatedError() throws {
        let text = ##"{ "c": { "value": [ { "value": "8" } ], "type": "composition" } }"##
        let (_, diagnostics) = TestSupport.resolve(try TestSupport.folder(["t.json": text]))
        #expect(
            TestSupport.summary(diagnostics) == [
                "token.invalid-value@" + TestSupport.position(of: "{ \"value\": \"8\" }", in: text)
            ])
    }
}
