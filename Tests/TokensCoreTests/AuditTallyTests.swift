import Foundation
import Testing

@testable import TokensCore

/// One count of the audit (`AuditTally`), said alike by the build's line, `tokens audit`'s text
/// and JSON summaries, the swatch page and the docs. The CLI said 115 passed where the page said
/// Pass 99 + Exempt 16, and the docs "37 pairs × 4 modes" for 130 checks.
@Suite struct AuditTallyTests {
    let runner = ResolveCommandTests()

    /// A pair that passes, one a waiver accepts, a decorative one, in light and dark; the
    /// waived one only fails in light.
    static func fixture() throws -> String {
        try TestSupport.folder([
            "colors.json":
                ##"{ "color": { "$type": "color", "ink": { "$value": "#111111" }, "grey": { "$value": "#949494" }, "line": { "$value": "#EEEEEE" }, "bg": { "$value": "#FFFFFF" } } }"##,
            "colors.dark.json":
                ##"{ "color": { "$type": "color", "ink": { "$value": "#FFFFFF" }, "grey": { "$value": "#949494" }, "line": { "$value": "#333333" }, "bg": { "$value": "#000000" } } }"##,
            "tokens.config.json":
                ##"{ "audit": { "contrast": [ { "foreground": ["color.ink", "color.grey"], "background": "color.bg", "role": "text" }, { "foreground": "color.line", "background": "color.bg", "role": "decorative", "modes": ["light"] } ], "waivers": [ { "foreground": "color.grey", "background": "color.bg", "modes": ["light"], "reason": "Hints, reviewed." } ] } }"##,
        ])
    }

    /// Every output's figures, from one audit of `tokens`.
    func outputs(
        _ tokens: String
    ) throws -> (tally: AuditTally, text: String, json: String, page: String, build: String) {
        let options = BuildOptions(
            tokens: tokens, audit: .report, today: BuildTestSupport.today, emitters: [HTMLReportEmitter()])
        let summary = try #require(BuildTestSupport.run(options).outcome.summary)
        let result = try #require(summary.audit)
        let page = String(decoding: try #require(summary.files.first).contents, as: UTF8.self)
        let output = try BuildTestSupport.temporaryFolder("tally") + "/Outputs"
        let build = try runner.run(["build", "--tokens", tokens, "--output", output, "--today", BuildTestSupport.today])
        #expect(build.status == 0, "\(build.stderr)")
        return (AuditTally(result), AuditTextEmitter.summary(result), AuditJSONEmitter.json(result), page, build.stdout)
    }

    /// The page's figure in `<dd id="…">`.
    static func figure(_ id: String, in page: String) -> String? {
        page.components(separatedBy: "<dd id=\"\(id)\">").dropFirst().first?.components(separatedBy: "<").first?
            .trimmingCharacters(in: .whitespaces)
    }

    func expectAgreement(_ tokens: String) throws -> AuditTally {
        let (tally, text, json, page, build) = try outputs(tokens)
        #expect(tally.passed + tally.failed + tally.waived + tally.exempt == tally.contrastChecks)
        // The page.
        #expect(Self.figure("summary-pairs", in: page) == "\(tally.contrastChecks)")
        #expect(Self.figure("summary-passing", in: page) == "\(tally.passed)")
        #expect(Self.figure("summary-failures", in: page) == "\(tally.failed)")
        #expect(Self.figure("summary-waived", in: page) == "\(tally.waived)")
        #expect(Self.figure("summary-exempt", in: page) == "\(tally.exempt)")
        #expect(Self.figure("summary-warnings", in: page) == "\(tally.warnings)")
        if tally.waived > 0 {
            #expect(page.contains("The audit passes with \(tally.waived) waived failure"))
            #expect(page.contains("Worst: \(tally.worstWaived?.text ?? "")."))
        }
        // `tokens audit`'s text and JSON.
        #expect(
            text.hasPrefix(
                "audit: \(tally.contrastChecks) contrast checks (\(tally.pairsText)): \(tally.passed) passed, \(tally.failed) failed, \(tally.waivedText), \(tally.exempt) exempt"
            ), "\(text)")
        let root = try #require(JSONParser.parse(Array(json.utf8), file: "audit.json").root?.object)
        let summary = try #require(root["summary"]?.object)
        #expect(summary["checks"]?.number == Double(tally.contrastChecks))
        let figures = ["passed", "failed", "waived", "exempt"].map { summary[$0]?.number ?? -1 }
        #expect(figures == [tally.passed, tally.failed, tally.waived, tally.exempt].map(Double.init))
        // The build's line.
        let exempt = tally.exempt > 0 ? ", \(tally.exempt) exempt" : ""
        #expect(
            build.contains("audit passed (\(tally.passed) contrast checks passed\(exempt), \(tally.waivedText); "),
            "\(build)")
        return tally
    }

    @Test func theDefaultBrand_isCountedAlikeEverywhere() throws {
        let tally = try expectAgreement(BuildTestSupport.brandTokens)
        #expect(
            [tally.contrastChecks, tally.pairs, tally.passed, tally.failed, tally.waived, tally.exempt, tally.warnings]
                == [130, 37, 99, 0, 15, 16, 31] as [Int])
        #expect(tally.pairsText == "37 pairs in up to 4 modes")
        // The waived failure furthest below its threshold: textTertiary on the secondary background.
        #expect(tally.worstWaived?.text == "color.text.tertiary on color.bg.secondary 2.21:1 in light")
        #expect(
            tally.waivedText
                == "15 waived failures, worst: color.text.tertiary on color.bg.secondary 2.21:1 in light")
        // The docs quote the summary line `tokens audit` prints.
        let (_, text, _, _, _) = try outputs(BuildTestSupport.brandTokens)
        let docs = try String(contentsOfFile: TestSupport.packageRoot + "/docs/audit.md", encoding: .utf8)
        #expect(docs.contains(text), "docs/audit.md does not quote: \(text)")
    }

    @Test func aFixture_isCountedAlikeEverywhere() throws {
        let tally = try expectAgreement(try Self.fixture())
        // 2 pairs × 2 modes and the decorative pair in light: 5 checks.
        #expect(
            [tally.contrastChecks, tally.pairs, tally.passed, tally.failed, tally.waived, tally.exempt]
                == [5, 3, 3, 0, 1, 1] as [Int])
        #expect(tally.pairsText == "3 pairs in up to 2 modes")
        #expect(tally.worstWaived?.text == "color.grey on color.bg 3.03:1 in light")
    }
}
