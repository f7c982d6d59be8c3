import Foundation
import Testing

@testable import TokensCore

/// Config values of the wrong type, empty lists and impossible dates are located errors, and the
/// JSON Schema `tokens schema` prints rejects the same variants. Patterns match in linear time.
@Suite struct ConfigValidationTests {
    static let variants: [(config: String, needle: String, message: String)] = {
        var cases: [(String, String, String)] = []
        for bad in ["null", "3", "[\"a\"]", "{}", "\" \""] {
            cases.append(
                (
                    #"{ "audit": { "touchTargets": { "composites": [ { "name": \#(bad), "sum": ["size.a"] } ] } } }"#,
                    bad,
                    "\"name\" must be a string such as \"composite\", not "
                ))
            cases.append(
                (
                    #"{ "audit": { "distinguishable": [ { "name": \#(bad), "tokens": ["color.a"] } ] } }"#, bad,
                    "\"name\" must be a string such as \"state colours\", not "
                ))
        }
        cases.append(
            (
                #"{ "audit": { "touchTargets": { "composites": [ { "name": "x", "sum": [] } ] } } }"#, "[]",
                "A touch-target composite needs \"sum\": the sizes that add up to the target."
            ))
        cases.append(
            (
                #"{ "audit": { "distinguishable": [ { "name": "x", "tokens": [] } ] } }"#, "[]",
                "A distinguishable group needs \"tokens\": the colours that must stay apart."
            ))
        cases.append(
            (
                #"{ "audit": { "touchTargets": { "tokens": [] } } }"#, "[]",
                "\"tokens\" needs at least one token path or glob."
            ))
        cases.append(
            (
                #"{ "audit": { "contrast": [ { "foreground": "a", "background": "b", "modes": [] } ] } }"#, "[]",
                "An empty list of modes would apply to no mode; name at least one, or leave the key out for every mode."
            ))
        for date in ["2027-02-30", "2027-04-31", "2027-02-29", "+027-01-01", "2027-1-01", "2027-13-01"] {
            cases.append(
                (
                    #"{ "audit": { "waivers": [ { "foreground": "a", "background": "b", "reason": "r", "until": "\#(date)" } ] } }"#,
                    "\"\(date)\"",
                    "A waiver's \"until\" is the last day it applies, as yyyy-mm-dd (leave it out for a waiver with no end date)."
                ))
        }
        cases.append(
            (
                #"{ "audit": { "maximumChecks": 0 } }"#, "0",
                "\"maximumChecks\" must be a whole number from 1 to 100,000 (an audit of more would run for minutes), not a number."
            ))
        cases.append(
            (
                #"{ "audit": { "contrast": [ { "foreground": "\#(String(repeating: "a", count: 1_001))", "background": "b" } ] } }"#,
                "\"aaa",
                "This token path or glob is 1001 bytes long; at most 1000 are read."
            ))
        return cases
    }()

    @Test(.enabled(if: SchemaValidation.isAvailable, SchemaValidation.skipReason))
    func everyVariant_isALocatedError_andTheSchemaAgrees() throws {
        let folder = try BuildTestSupport.temporaryFolder("config-variants")
        let schema = try ResolveCommandTests().run(["schema"])
        try Data(schema.stdout.utf8).write(to: URL(fileURLWithPath: folder + "/schema.json"))
        for (index, variant) in Self.variants.enumerated() {
            let file = folder + "/config-\(index).json"
            try Data(variant.config.utf8).write(to: URL(fileURLWithPath: file))
            let diagnostics = ConfigLoader.load(path: file).diagnostics
            #expect(
                TestSupport.summary(diagnostics) == [
                    "config.invalid-value@" + TestSupport.position(of: variant.needle, in: variant.config)
                ], "\(variant.config)")
            #expect(
                diagnostics.errors.first?.message.hasPrefix(variant.message) == true,
                "\(variant.config): \(diagnostics.errors.first?.message ?? "")")
            #expect(
                try SchemaValidation.validate(file, schema: folder + "/schema.json").status != 0,
                "the schema accepts \(variant.config)")
        }
    }

    @Test func realDates_areAccepted() {
        for date in ["2028-02-29", "2000-02-29", "2027-12-31", "2027-04-30"] {
            #expect(ConfigLoader.isDate(date), "\(date)")
        }
        for date in [
            "1900-02-29", "2100-02-29", "2027-00-10", "2027-06-00", "２０２７-01-01", "2027-13-01", "2027-06-31",
            "2027-6-01", "2027-06-1", "20270-6-01", "2027/06/01", "2027-06-01 ", "2027-06-0\u{0661}",
            "2027-06-1\u{0301}",
        ] {
            #expect(!ConfigLoader.isDate(date), "\(date)")
        }
    }

    @Test func pairsExpandingPastTheLimit_areRefusedBeforeAnyCheck() throws {
        var colors: [String: Any] = ["$type": "color"]
        for i in 0..<40 { colors["c\(i)"] = ["$value": "#\(String(format: "%06X", i * 4_000))"] }
        let tokens = String(decoding: try JSONSerialization.data(withJSONObject: ["color": colors]), as: UTF8.self)
        let config =
            #"{ "audit": { "maximumChecks": 1000, "contrast": [ { "foreground": "color.c1", "background": "color.c2" }, { "foreground": "color.**", "background": "color.**" } ] } }"#
        let folder = try TestSupport.folder(["tokens.json": tokens, "tokens.config.json": config])
        let (loaded, problems) = ConfigLoader.load(path: folder + "/tokens.config.json")
        #expect(!problems.hasErrors)
        let resolved = try #require(TestSupport.resolve(folder).tokens)
        let result = Auditor.audit(resolved, config: loaded.audit, today: BuildTestSupport.today)
        #expect(result.checks.isEmpty)
        #expect(
            TestSupport.summary(result.configDiagnostics) == [
                "config.too-many-pairs@" + TestSupport.position(of: "{ \"foreground\": \"color.**\"", in: config)
            ])
        #expect(
            result.configDiagnostics.errors.first?.message
                == "This contrast pair (40 foregrounds × 40 backgrounds × 1 modes) brings the audit to 1601 checks, over the limit of 1000. Narrow the patterns, or raise audit.maximumChecks."
        )
    }

    /// The glob matcher agrees with plain backtracking (exponential, fine on short inputs) on
    /// random patterns and names over a small alphabet, where the two would most often differ.
    @Test func globs_agreeWithABruteForceMatcher() {
        var generator = SplitMix64(seed: 2026)
        func randomName() -> String {
            String((0..<Int.random(in: 0...5, using: &generator)).map { _ in "ab".randomElement(using: &generator)! })
        }
        func randomSegment() -> String {
            if Int.random(in: 0..<5, using: &generator) == 0 { return "**" }
            return String(
                (0..<Int.random(in: 0...4, using: &generator)).map { _ in "ab*".randomElement(using: &generator)! })
        }
        for _ in 0..<20_000 {
            let pattern = (0..<Int.random(in: 1...4, using: &generator)).map { _ in randomSegment() }.joined(
                separator: ".")
            let path = (0..<Int.random(in: 1...4, using: &generator)).map { _ in randomName() }.joined(separator: ".")
            let expected = BruteForce.match(
                pattern.split(separator: ".", omittingEmptySubsequences: false)[...],
                path.split(separator: ".", omittingEmptySubsequences: false)[...])
            #expect(TokenPattern(pattern).matches(TokenPath(path)) == expected, "\(pattern) on \(path)")
        }
    }
}

/// The matcher as it was: correct, and exponential on patterns like `a*a*a*a*b`.
enum BruteForce {
    static func match(_ pattern: ArraySlice<Substring>, _ names: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return names.isEmpty }
        if first == "**" {
            return (0...names.count).contains { match(pattern.dropFirst(), names.dropFirst($0)) }
        }
        guard let name = names.first, wildcard(first[...], name[...]) else { return false }
        return match(pattern.dropFirst(), names.dropFirst())
    }

    static func wildcard(_ pattern: Substring, _ name: Substring) -> Bool {
        guard let star = pattern.firstIndex(of: "*") else { return pattern == name }
        let prefix = pattern[..<star]
        let rest = pattern[pattern.index(after: star)...]
        guard name.hasPrefix(prefix) else { return false }
        let remainder = name.dropFirst(prefix.count)
        return (0...remainder.count).contains { wildcard(rest, remainder.dropFirst($0)) }
    }
}
