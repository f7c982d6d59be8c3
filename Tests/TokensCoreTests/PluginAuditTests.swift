import Foundation
import Testing

@testable import TokensCore

/// `tokens swift`, the build-tool plugin's command: it audits as `tokens build` does and prints
/// each finding where Xcode and `swift build` show it, on the token's line.
@Suite(.serialized) struct PluginAuditTests {
    let runner = ResolveCommandTests()

    static let colors = ##"""
        {
          "color": {
            "$type": "color",
            "background": { "$value": "#FAF8F5" },
            "text": { "$value": "#B0B0B0" }
          },
          "size": { "$type": "dimension", "touchTarget": { "$value": { "value": 44, "unit": "px" } } }
        }
        """##

    /// A token folder whose text colour fails on its background (2.04:1), with `config`.
    func folder(config: String) throws -> String {
        try TestSupport.folder(["colors.json": Self.colors, "tokens.config.json": config])
    }

    static func pairs(_ extra: String = "") -> String {
        #"{ "swift": { "namespaces": { "color": "Palette", "size": "Sizes" } }, "audit": { "contrast": [ { "foreground": "color.text", "background": "color.background", "role": "text" } ], "touchTargets": { "tokens": "size.touchTarget" }\#(extra) }"#
    }

    func location(_ needle: String, in folder: String) -> String {
        "\(folder)/colors.json:\(TestSupport.position(of: needle, in: Self.colors))"
    }

    @Test func anErrorFailsTheBuild_atTheForegroundsLine_withANoteAtTheBackground_andKeepsThePreviousFile() throws {
        let folder = try folder(config: Self.pairs() + " }")
        let output = folder + "/Generated.swift"
        try Data("// the previous build's file\n".utf8).write(to: URL(fileURLWithPath: output))
        let run = try runner.run(["swift", "--tokens", folder, "--output", output, "--today", "2026-11-22"])
        #expect(run.status == 1)
        #expect(
            run.stderr == """
                \(location("\"text\"", in: folder)): error: [contrast] 'color.text' on 'color.background' in default is 2.04:1; text needs 4.5:1 (AA). Nearest passing colour: #727272 (4.53:1).
                \(location("\"background\"", in: folder)): note: 'color.background' is the background; defined here.
                \(location("\"touchTarget\"", in: folder)): warning: [touch-target] Touch target 'size.touchTarget' is 44pt: at least the minimum, below the recommended 48pt.
                tokens: the audit failed (1 finding); the generated Swift was not written. Fix the tokens, waive the pairs in tokens.config.json, or set "plugin": {"audit": "warning"} there.

                """)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "// the previous build's file\n")
    }

    @Test func aWaivedPair_isSilent_andTheFileIsWritten() throws {
        let waiver =
            #", "waivers": [ { "foreground": "color.text", "background": "color.background", "reason": "Placeholder grey.", "until": "2027-03-31" } ]"#
        let folder = try folder(config: Self.pairs(waiver) + " }")
        let run = try runner.run([
            "swift", "--tokens", folder, "--output", folder + "/Generated.swift", "--today", "2026-11-22",
        ])
        #expect(run.status == 0)
        #expect(
            run.stderr
                == "\(location("\"touchTarget\"", in: folder)): warning: [touch-target] Touch target 'size.touchTarget' is 44pt: at least the minimum, below the recommended 48pt.\n"
        )
        #expect(
            try String(contentsOfFile: folder + "/Generated.swift", encoding: .utf8).contains(
                "static let text = Values.text.color"))
    }

    @Test func aWaiverThatExpiresWithin30Days_isAWarningNamingTheDate() throws {
        let waiver =
            #", "waivers": [ { "foreground": "color.text", "background": "color.background", "reason": "Placeholder grey.", "until": "2026-12-10" } ]"#
        let config = Self.pairs(waiver) + " }"
        let folder = try folder(config: config)
        let run = try runner.run([
            "swift", "--tokens", folder, "--output", folder + "/Generated.swift", "--today", "2026-11-22",
        ])
        #expect(run.status == 0)
        let waiverLine =
            "\(folder)/tokens.config.json:\(TestSupport.position(of: "{ \"foreground\": \"color.text\", \"background\": \"color.background\", \"reason\"", in: config))"
        #expect(
            run.stderr.split(separator: "\n").map(String.init).contains(
                "\(waiverLine): warning: [waiver] The waiver for 'color.text' on 'color.background' expires on 2026-12-10 (in 18 days); fix the pair or renew the waiver with a reason before then."
            ))
        // The day comes from SOURCE_DATE_EPOCH when it is set, as in `tokens build`: on
        // 2027-01-01 (1798761600) the same waiver has expired, an error.
        let later = try runner.run(
            ["swift", "--tokens", folder, "--output", folder + "/Generated.swift"],
            environment: ["SOURCE_DATE_EPOCH": "1798761600"])
        #expect(later.status == 1)
        #expect(
            later.stderr.contains(
                "\(waiverLine): error: [waiver] The waiver for 'color.text' on 'color.background' expired on 2026-12-10; fix the pair or renew the waiver with a reason."
            ))
    }

    @Test func auditWarning_printsErrorsAsWarnings_andWritesTheFile() throws {
        let folder = try folder(config: Self.pairs() + #", "plugin": { "audit": "warning" } }"#)
        let run = try runner.run([
            "swift", "--tokens", folder, "--output", folder + "/Generated.swift", "--today", "2026-11-22",
        ])
        #expect(run.status == 0)
        #expect(
            run.stderr.hasPrefix(
                """
                \(location("\"text\"", in: folder)): warning: [contrast] 'color.text' on 'color.background' in default is 2.04:1; text needs 4.5:1 (AA). Nearest passing colour: #727272 (4.53:1).
                \(location("\"background\"", in: folder)): note: 'color.background' is the background; defined here.

                """))
        #expect(FileManager.default.fileExists(atPath: folder + "/Generated.swift"))
    }

    @Test func auditOff_skipsTheAudit() throws {
        let folder = try folder(config: Self.pairs() + #", "plugin": { "audit": "off" } }"#)
        let run = try runner.run([
            "swift", "--tokens", folder, "--output", folder + "/Generated.swift", "--today", "2026-11-22",
        ])
        #expect(run.status == 0 && run.stderr.isEmpty)
    }

    @Test func aBadPluginSetting_isALocatedConfigError() throws {
        let config = #"{ "plugin": { "audit": "fail" } }"#
        let folder = try TestSupport.folder(["tokens.config.json": config])
        let (_, diagnostics) = ConfigLoader.load(path: folder + "/tokens.config.json")
        #expect(
            TestSupport.summary(diagnostics) == [
                "config.invalid-value@" + TestSupport.position(of: "\"fail\"", in: config)
            ])
        #expect(diagnostics.errors.first?.message == "\"audit\" must be \"error\", \"warning\" or \"off\".")
    }

    @Test func sourceDateEpoch_isTheBuildsDay() {
        #expect(AuditContext.today(environment: ["SOURCE_DATE_EPOCH": "1798761600"]) == "2027-01-01")
        #expect(AuditContext.today(environment: ["SOURCE_DATE_EPOCH": "1798761599"]) == "2026-12-31")
        #expect(AuditContext.today(environment: ["SOURCE_DATE_EPOCH": "soon"]) == AuditContext.today())
        #expect(WaiverExpiryRule.days(from: "2026-11-22", to: "2026-12-22") == 30)
        #expect(WaiverExpiryRule.days(from: "2028-02-28", to: "2028-03-01") == 2)
    }
}
