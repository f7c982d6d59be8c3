import Foundation
import Testing

@testable import TokensCore

/// No value is lost in silence (issue 57 §1): after any reader, every value a build could use
/// reached a token or is named in a warning, counted in `tokens build`'s closing line.
@Suite struct ValueCoverageTests {
    let runner = ResolveCommandTests()

    /// A Style Dictionary token with a state colour beside its value (as component libraries write
    /// `hover` next to `value`, which no reader builds), and a number inside a second token's
    /// member that is a token of its own (Gestalt's `vr-theme/sema/text/font.json`, where
    /// `body.LG` holds both a value and the token `MD`).
    static let button = """
        {
          "button": {
            "bg": { "value": "#0055ff", "type": "color", "hover": "#0044cc" },
            "text": { "value": "#ffffff", "type": "color" }
          },
          "body": {
            "LG": {
              "MD": { "type": "fontFamilies", "value": "{body.family}" },
              "type": "fontFamilies", "value": "{body.family}"
            },
            "family": { "value": "Inter", "type": "fontFamilies" }
          }
        }
        """

    @Test func valuesNoReaderBuilds_areOneWarningPerFile_withEveryPlace() throws {
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["button.json": Self.button]))
        #expect(tokens != nil)
        let lost = diagnostics.all.filter { $0.code == .valueLost }
        #expect(lost.count == 1)
        #expect(lost.first?.severity == .warning)
        let hover = TestSupport.position(of: "\"#0044cc\"", in: Self.button)
        let member = TestSupport.position(of: "\"{body.family}\"", in: Self.button)
        #expect(TestSupport.summary(diagnostics, severity: .warning) == ["token.value-lost@" + hover])
        #expect(lost.first?.places.map { "\($0.line):\($0.column)" } == [hover, member])
        #expect(lost.first?.count == 2)
        #expect(
            lost.first?.message
                == "2 values in 'button.json' reached no token: no reader built a token from them, the first here. Check how the file writes its tokens against docs/token-files.md (a list where tokens are expected, a group read as a mode), or name its format in tokens.config.json; if the values are not tokens, list the file under \"exclude\"."
        )
        #expect(lost.first?.notes.map(\.message) == ["this value reached no token either"])
    }

    /// Values a warning already names are not counted twice: Spectrum's desktop scale (adobe-spectrum-tokens
    /// `accordion.json`), which tokens leaves out for iOS in a warning that lists every value.
    @Test func valuesAWarningNames_areNotReportedAgain() throws {
        let spectrum = """
            {
              "accordion-bottom-to-text-compact-extra-large": {
                "$schema": "https://opensource.adobe.com/spectrum-design-data/schemas/token-types/scale-set.json",
                "sets": {
                  "desktop": { "$schema": "https://opensource.adobe.com/spectrum-design-data/schemas/token-types/dimension.json", "value": "8px" },
                  "mobile": { "$schema": "https://opensource.adobe.com/spectrum-design-data/schemas/token-types/dimension.json", "value": "10px" }
                }
              }
            }
            """
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["accordion.json": spectrum]))
        #expect(TestSupport.value(tokens, "accordion-bottom-to-text-compact-extra-large")?.text == "10px")
        #expect(
            TestSupport.summary(diagnostics, severity: .warning) == [
                "token.ignored-member@" + TestSupport.position(of: "\"desktop\"", in: spectrum)
            ])
        #expect(diagnostics.all.first?.places.map(\.line) == [5])
    }

    /// Layering is the team's own rule, not a loss: a dark file that redefines a shared colour.
    @Test func aValueALaterLayerReplaces_isNoLoss() throws {
        let (tokens, diagnostics) = TestSupport.resolve(
            try TestSupport.folder([
                "colors.json": ##"{ "bg": { "$type": "color", "$value": "#ffffff" } }"##,
                "colors.dark.json": ##"{ "bg": { "$type": "color", "$value": "#000000" } }"##,
            ]))
        #expect(tokens?.modes.count == 2)
        #expect(diagnostics.all.filter { $0.code == .valueLost }.isEmpty)
    }

    /// The closing line adds up the values that reached no token.
    @Test func theClosingLine_countsTheLostValues() throws {
        let folder = try TestSupport.folder(["button.json": Self.button])
        let output = try BuildTestSupport.temporaryFolder("lost") + "/Outputs"
        let run = try runner.run(["build", "--tokens", folder, "--output", output, "--no-audit"])
        #expect(run.status == 0)
        #expect(
            run.stdout
                == "tokens: 4 tokens × 1 mode; 13 files written, 0 unchanged, 0 removed in \(output)/; audit skipped; 2 values of the token files reached no token (token.value-lost, above).\n"
        )
        #expect(run.stderr.contains("warning: [token.value-lost] 2 values in 'button.json' reached no token"))
    }
}
