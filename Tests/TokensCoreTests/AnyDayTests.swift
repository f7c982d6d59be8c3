import Foundation
import Testing

@testable import TokensCore

/// The default brand and `tokens init`'s starter build on any day: no date in either runs out.
@Suite struct AnyDayTests {
    let runner = ResolveCommandTests()
    /// 2035-01-01T00:00:00Z, as CI would set it years from now.
    static let in2035 = ["SOURCE_DATE_EPOCH": "2051222400"]

    @Test func sourceDateEpoch_in2035_isADayIn2035() {
        #expect(AuditContext.today(environment: Self.in2035) == "2035-01-01")
    }

    /// The README's first command on a fresh clone in 2035 (its waivers ended on 2027-03-31: from
    /// 2027-04-01 it exited 1, `the audit failed (21 findings)`).
    @Test func theDefaultBrand_buildsIn2035() throws {
        let output = try BuildTestSupport.temporaryFolder("any-day") + "/Outputs"
        let build = try runner.run(
            ["build", "--tokens", TestSupport.packageRoot + "/tokens", "--output", output], environment: Self.in2035)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stdout.contains("audit passed"), "\(build.stdout)")
    }

    /// The starter's waiver ends a year after the day init ran, so a project made in 2035 builds
    /// then, and warns 30 days before the waiver's end.
    @Test func initsStarter_buildsOnTheDayItIsMade_andItsWaiverWarnsBeforeItEnds() throws {
        let root = try BuildTestSupport.temporaryFolder("any-day-init")
        let made = try runner.run(["init", "--tokens", root + "/tokens"], environment: Self.in2035)
        #expect(made.status == 0, "\(made.stderr)")
        let config = try String(contentsOfFile: root + "/tokens/tokens.config.json", encoding: .utf8)
        #expect(config.contains("\"until\": \"2036-01-01\" }"), "\(config)")
        let build = try runner.run(
            ["build", "--tokens", root + "/tokens", "--output", root + "/Outputs"], environment: Self.in2035)
        #expect(build.status == 0, "\(build.stderr)")
        let near = try runner.run(["audit", "--tokens", root + "/tokens", "--today", "2035-12-20"])
        #expect(near.status == 0)
        #expect(
            near.stdout.contains(
                "warning: [waiver] The waiver for 'color.text.placeholder' on 'color.bg.primary' expires on 2036-01-01 (in 12 days); fix the pair or renew the waiver with a reason before then."
            ), "\(near.stdout)")
        #expect(try runner.run(["audit", "--tokens", root + "/tokens", "--today", "2036-01-02"]).status == 1)
    }

    @Test func aYearAfter_keepsTheDay_and29FebruaryBecomes28() {
        #expect(StarterTokens.aYearAfter("2026-12-02") == "2027-12-02")
        #expect(StarterTokens.aYearAfter("2028-02-29") == "2029-02-28")
        #expect(StarterTokens.aYearAfter("2031-02-28") == "2032-02-28")
    }

    /// A waiver without `until` never expires; one with it still does.
    @Test func aWaiverWithoutAnEndDate_holdsOnAnyDay() throws {
        let config =
            #"{ "audit": { "contrast": [ { "foreground": "color.fg", "background": "color.bg" } ], "waivers": [ { "foreground": "color.fg", "background": "color.bg", "reason": "Brand grey, reviewed." } ] } }"#
        let folder = try TestSupport.folder([
            "colors.json":
                ##"{ "color": { "$type": "color", "fg": { "$value": "#AAAAAA" }, "bg": { "$value": "#FFFFFF" } } }"##,
            "tokens.config.json": config,
        ])
        let audit = try runner.run(["audit", "--tokens", folder, "--today", "2099-12-31"])
        #expect(audit.status == 0, "\(audit.stdout)")
        #expect(audit.stdout.contains("  WAIVED   2.32:1 < 4.5  color.fg on color.bg"), "\(audit.stdout)")
        let json = try runner.run(["audit", "--tokens", folder, "--today", "2099-12-31", "--format", "json"])
        #expect(json.stdout.contains("The waiver for 'color.fg' on 'color.bg' has no end date."))
    }
}
