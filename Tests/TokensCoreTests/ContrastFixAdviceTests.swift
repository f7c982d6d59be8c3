import Foundation
import Testing

@testable import TokensCore

/// A build that fails in Increase Contrast after a brand change names the command that repairs
/// it, `tokens contrast-fix`, and prints the stale derivations that say why (it suggested
/// `--update-waivers` or `--no-audit`, and contrast-fix was only in warnings it did not print).
@Suite struct ContrastFixAdviceTests {
    let runner = ResolveCommandTests()

    /// A copy of the default brand whose Ivory background is darkened in light: the derived
    /// high-contrast text no longer reaches 7:1 on it in light-hc.
    static func changedBrand() throws -> String {
        let root = try BuildTestSupport.temporaryFolder("hc-advice")
        try FileManager.default.copyItem(atPath: TestSupport.packageRoot + "/tokens", toPath: root + "/tokens")
        let file = root + "/tokens/colors.json"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let ivory =
            "            0.9804,\n            0.9725,\n            0.9608\n          ],\n          \"hex\": \"#faf8f5\""
        let darker =
            "            0.8431,\n            0.8275,\n            0.8118\n          ],\n          \"hex\": \"#d7d3cf\""
        let changed = text.replacingOccurrences(of: ivory, with: darker)
        #expect(changed != text)
        try Data(changed.utf8).write(to: URL(fileURLWithPath: file))
        return root
    }

    @Test func aBuildFailingInDerivedModes_namesContrastFix_withTheCommandLine() throws {
        let root = try Self.changedBrand()
        let build = try runner.run(["build", "--today", "2026-11-25"], in: root)
        #expect(build.status == 1)
        let executable = URL(fileURLWithPath: ResolveCommandTests.executable).standardizedFileURL
            .resolvingSymlinksInPath().path
        #expect(
            build.stderr.hasSuffix(
                "tokens: the audit failed (8 findings); nothing was written. light-hc takes its high-contrast colours from tokens contrast-fix: run `\(executable) contrast-fix` to derive them again from the tokens as they are now, then build. Else fix the tokens, waive the pairs in tokens.config.json, or build with --no-audit.\n"
            ), "\(build.stderr)")
        #expect(
            build.stderr.hasPrefix(
                "tokens/contrast.light-hc.json:10:7: warning: [derivation] 'color.border.focus' in light-hc is stale: it was derived by tokens contrast-fix from light's values, and since then color.bg.primary has gone from #FAF8F5 to #D7D3CF."
            ), "\(build.stderr)")
        // The command it names repairs light-hc: after it, no light-hc check fails.
        let fix = try runner.run(["contrast-fix"], in: root)
        #expect(fix.status == 0, "\(fix.stderr)")
        let again = try runner.run(["build", "--today", "2026-11-25"], in: root)
        #expect(!again.stderr.contains("in light-hc is"), "\(again.stderr)")
        #expect(!again.stderr.contains("contrast-fix:"), "\(again.stderr)")
    }

    /// A failure in a mode contrast-fix does not derive keeps the usual advice.
    @Test func aBuildFailingElsewhere_keepsTheUsualAdvice() throws {
        let folder = try TestSupport.folder([
            "colors.json":
                ##"{ "color": { "$type": "color", "fg": { "$value": "#AAAAAA" }, "bg": { "$value": "#FFFFFF" } } }"##,
            "tokens.config.json":
                #"{ "audit": { "contrast": [ { "foreground": "color.fg", "background": "color.bg" } ] } }"#,
        ])
        let build = try runner.run(["build", "--tokens", folder, "--output", folder + "/Outputs"])
        #expect(build.status == 1)
        #expect(
            build.stderr.hasSuffix(
                "tokens: the audit failed (1 finding); nothing was written. Fix the tokens, waive the pairs in tokens.config.json, or build with --no-audit.\n"
            ), "\(build.stderr)")
    }
}
