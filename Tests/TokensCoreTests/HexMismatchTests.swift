import Foundation
import Testing

@testable import TokensCore

/// A newcomer's first brand edit (issue 58 §1): changing only a colour's `hex` in the shipped brand
/// (`tokens/colors.json`, `color.accent.500`, `#b8942f` → `#9a7b1f`). DTCG builds the components,
/// so the edit does nothing; tokens says so, and `tokens explain` shows both.
@Suite struct HexMismatchTests {
    let runner = ResolveCommandTests()

    static func gold(hex: String) -> String {
        """
        { "color": { "$type": "color",
            "accent": { "500": { "$value": { "colorSpace": "srgb", "components": [0.7216, 0.5804, 0.1843], "hex": "\(hex)" } } },
            "brand": { "primary": { "$value": "{color.accent.500}" } } } }
        """
    }

    @Test func aHexThatDisagreesWithItsComponents_isAWarning_namingBoth() throws {
        let text = Self.gold(hex: "#9a7b1f")
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["colors.json": text]))
        #expect(TestSupport.value(tokens, "color.brand.primary")?.text == "#B8942F")
        #expect(
            TestSupport.summary(diagnostics, severity: .warning) == [
                "token.hex-mismatch@" + TestSupport.position(of: "\"#9a7b1f\"", in: text)
            ])
        #expect(
            diagnostics.all.first?.message
                == "'color.accent.500' writes its colour twice, and they disagree: its components are #B8942F, its hex is #9a7b1f. The components are the colour (as DTCG says), so #B8942F is built and the hex is not used. Write the colour you mean in the components (or remove them and keep a hex string); `tokens explain color.accent.500` shows both."
        )
        #expect(
            diagnostics.all.first?.notes.map { "\($0.message)@\($0.location?.line ?? 0)" } == [
                "the components are here@2"
            ])
    }

    @Test func theSameColourToTheChannel_saysNothing() throws {
        // The shipped brand's own hex, and one 8-bit step off (rounding): no warning.
        for hex in ["#b8942f", "#B8942F", "#b9942f"] {
            let (_, diagnostics) = TestSupport.resolve(try TestSupport.folder(["colors.json": Self.gold(hex: hex)]))
            #expect(diagnostics.all.isEmpty, "\(hex): \(diagnostics.sorted)")
        }
    }

    @Test func strict_makesItAnError() throws {
        var config = TokensConfig()
        config.format.strict = true
        let (tokens, diagnostics) = TestSupport.resolve(
            try TestSupport.folder(["colors.json": Self.gold(hex: "#9a7b1f")]), config: config)
        #expect(tokens == nil)
        #expect(diagnostics.errors.map(\.code) == [.hexMismatch])
    }

    @Test func explain_showsBoth() throws {
        let folder = try TestSupport.folder(["colors.json": Self.gold(hex: "#9a7b1f")])
        let run = try runner.run(["explain", "color.brand.primary", "--tokens", folder])
        #expect(run.status == 0)
        #expect(
            run.stdout.split(separator: "\n").prefix(3) == [
                "color.brand.primary", "  type        color",
                "  default: #B8942F via color.accent.500",
            ])
        #expect(
            run.stdout.contains(
                "\n    written twice: components #B8942F, hex #9a7b1f; the components are built\n"))
        #expect(run.stderr.contains("warning: [token.hex-mismatch]"))
    }
}
