import Foundation
import Testing

@testable import TokensCore

/// The audit's own expansion: one glob pair over many colours multiplies to colours² checks. A
/// pull request's config cannot raise the budget past `Limits.auditChecks` (before: 1,000,000,000
/// allowed, and a million checks ran 39 s and took 1.3 GB), and the default stops a glob pair over
/// 1,000 colours before measuring anything (before: over 300 s).
@Suite struct AuditBudgetTests {
    static func colours(_ count: Int) -> String {
        let members = (0..<count).map { ##""t\##($0)": { "$value": "#\##(String(format: "%06X", $0 * 16000))" }"## }
        return #"{ "color": { "$type": "color", "# + members.joined(separator: ", ") + " } }"
    }

    @Test func aGlobPairOverAThousandColours_stopsBeforeMeasuring() throws {
        let tokens = try TestSupport.folder([
            "many.json": Self.colours(1_000),
            "tokens.config.json":
                #"{ "audit": { "contrast": [ { "foreground": "color.*", "background": "color.*", "role": "text" } ] } }"#,
        ])
        let run = try ResolveCommandTests().run(["audit", "--tokens", tokens, "--quiet"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("[config.too-many-pairs]"), "\(run.stderr)")
        #expect(run.stderr.contains("100,000") || run.stderr.contains("100000"), "\(run.stderr)")
    }

    @Test func theBudgetCannotBeRaisedPastTheLimit() throws {
        let (_, problems) = ConfigLoader.load(
            path: try TestSupport.folder(["tokens.config.json": #"{ "audit": { "maximumChecks": 1000000000 } }"#])
                + "/tokens.config.json")
        #expect(
            problems.all.map(\.message) == [
                "\"maximumChecks\" must be a whole number from 1 to 100,000 (an audit of more would run for minutes), not a number."
            ])
        #expect(AuditConfig().maximumChecks == Limits.auditChecks)
    }
}
