import Foundation
import Testing

@testable import TokensCore

/// `tokens audit` as a process on the default brand, and the shape of every output format.
@Suite struct AuditOutputTests {
    let runner = ResolveCommandTests()
    let brand = TestSupport.packageRoot + "/tokens"

    @Test func defaultBrand_exits0_andListsEveryPairInEveryMode() throws {
        let result = try runner.run(["audit", "--tokens", brand, "--today", "2026-11-22"])
        #expect(result.status == 0, "\(result.stderr)")
        let pairLines = result.stdout.split(separator: "\n").filter {
            $0.hasPrefix("  PASS") || $0.hasPrefix("  FAIL") || $0.hasPrefix("  WAIVED")
        }
        #expect(pairLines.count == 130)
        #expect(result.stdout.contains("  WAIVED   2.87:1 < 4.5  color.text.onPrimary on color.brand.primary"))
        #expect(result.stdout.contains("  WAIVED   2.70:1 < 3    color.border.focus on color.bg.primary"))
        #expect(result.stdout.contains("  WAIVED   2.37:1 < 4.5  color.text.tertiary on color.bg.primary"))
        #expect(result.stdout.contains("  WAIVED   4.40:1 < 4.5  color.text.accent on color.bg.primary"))
        #expect(
            result.stdout.hasSuffix(
                "audit: 130 contrast checks (37 pairs in up to 4 modes): 99 passed, 0 failed, 15 waived failures, worst: color.text.tertiary on color.bg.secondary 2.21:1 in light, 16 exempt; touch-target 9 checked, 3 flagged; text-size 32 checked, 0 flagged; line-height 15 checked, 0 flagged; distinguishable 24 checked, 12 flagged; adaptation 74 checked, 16 flagged; derivation 16 checked, 0 flagged; waiver 6 checked, 0 flagged\n"
            ))
        // Beside each background's nearest colour, one colour for all of a text's backgrounds.
        #expect(
            result.stdout.contains(
                "[contrast] 'color.text.tertiary' on 'color.bg.primary' in light is 2.37:1; text needs 4.5:1 (AA). Nearest passing colour: #77716E (4.53:1). One colour for all 3 of its backgrounds in light: #726C69 (4.54:1 at the lowest)."
            ))
        #expect(try runner.run(["audit", "--tokens", brand, "--today", "2026-11-22", "--strict"]).status == 1)
        // The brand's waivers have no end date: it passes on any day (until 2027-03-31 it failed
        // from 2027-04-01, and every fresh clone's first `tokens build` with it).
        #expect(try runner.run(["audit", "--tokens", brand, "--today", "2035-06-01"]).status == 0)
    }

    /// A copy of the default brand whose first waiver ends on 2027-03-31: the same brand past a
    /// waiver's date, for the outputs of an expired waiver.
    static func brandWithADatedWaiver() throws -> String {
        let folder = try BuildTestSupport.temporaryFolder("dated-waiver")
        let root = TestSupport.packageRoot + "/tokens"
        for name in try FileManager.default.contentsOfDirectory(atPath: root) {
            try FileManager.default.copyItem(atPath: root + "/" + name, toPath: folder + "/" + name)
        }
        let config = folder + "/tokens.config.json"
        let text = try String(contentsOfFile: config, encoding: .utf8)
        let dated = text.replacingOccurrences(
            of: "so it stays visible here.\" }", with: "so it stays visible here.\", \"until\": \"2027-03-31\" }")
        #expect(dated != text)
        try Data(dated.utf8).write(to: URL(fileURLWithPath: config))
        return folder
    }

    @Test func anExpiredWaiver_failsTheAudit_andOneNearItsDateWarns() throws {
        let dated = try Self.brandWithADatedWaiver()
        let expired = try runner.run(["audit", "--tokens", dated, "--today", "2027-04-01"])
        #expect(expired.status == 1)
        #expect(
            expired.stdout.contains(
                "error: [waiver] The waiver for 'color.text.onPrimary' on 'color.brand.primary' expired on 2027-03-31; fix the pair or renew the waiver with a reason."
            ), "\(expired.stdout)")
        let near = try runner.run(["audit", "--tokens", dated, "--today", "2027-03-21"])
        #expect(near.status == 0)
        #expect(
            near.stdout.contains(
                "warning: [waiver] The waiver for 'color.text.onPrimary' on 'color.brand.primary' expires on 2027-03-31 (in 10 days); fix the pair or renew the waiver with a reason before then."
            ), "\(near.stdout)")
    }

    @Test func json_hasEveryCheck_withTheDocumentedKeys() throws {
        let result = try runner.run(["audit", "--tokens", brand, "--format", "json", "--today", "2026-11-22"])
        let root = try #require(JSONParser.parse(Array(result.stdout.utf8), file: "audit.json").root?.object)
        #expect(root.members.map(\.key) == ["summary", "checks", "findings"])
        let summary = try #require(root["summary"]?.object)
        #expect(summary["pairs"]?.number == 37 && summary["modes"]?.number == 4 && summary["checks"]?.number == 130)
        // Passed, failed, waived and exempt (decorative) add up to the checks, as on the page.
        #expect(summary["passed"]?.number == 99 && summary["failed"]?.number == 0 && summary["waived"]?.number == 15)
        #expect(summary["exempt"]?.number == 16)
        let worst = try #require(summary["worstWaived"]?.object)
        #expect(
            worst["foreground"]?.string == "color.text.tertiary" && worst["background"]?.string == "color.bg.secondary")
        #expect(worst["mode"]?.string == "light" && worst["threshold"]?.number == 4.5)
        let checks = try #require(root["checks"]?.array)
        let first = try #require(checks.first?.object)
        #expect(
            first.members.map(\.key) == [
                "rule", "foreground", "background", "mode", "ratio", "threshold", "status", "severity", "suggestion",
                "message", "location",
            ])
        let onPrimary = try #require(
            checks.compactMap(\.object).first { $0["foreground"]?.string == "color.text.onPrimary" })
        #expect(abs((onPrimary["ratio"]?.number ?? 0) - 2.8707) < 0.0001)
        #expect(onPrimary["status"]?.string == "waived" && onPrimary["suggestion"]?.string?.hasPrefix("#") == true)
        #expect(onPrimary["location"]?.object?["file"]?.string == brand + "/colors.json")
        let tertiary = try #require(
            checks.compactMap(\.object).first {
                $0["foreground"]?.string == "color.text.tertiary" && $0["background"]?.string == "color.bg.secondary"
                    && $0["mode"]?.string == "light"
            })
        let every = try #require(tertiary["everyBackground"]?.object)
        #expect(every["hex"]?.string == "#726C69" && every["backgrounds"]?.number == 3)
        #expect(WCAG.display(every["ratio"]?.number ?? 0) == "4.54")
        let touch = try #require(checks.compactMap(\.object).first { $0["rule"]?.string == "touch-target" })
        #expect(touch.members.map(\.key).prefix(5) == ["rule", "token", "mode", "measured", "minimum"])
    }

    @Test func junit_hasATestCasePerPairAndMode() throws {
        let result = try runner.run(["audit", "--tokens", brand, "--format", "junit", "--today", "2026-11-22"])
        let cases = result.stdout.components(separatedBy: "<testcase classname=\"contrast.").count - 1
        #expect(cases == 130)
        #expect(
            result.stdout.contains(
                "<testcase classname=\"contrast.dark\" name=\"color.text.onPrimary on color.brand.primary\">\n      <skipped message=\"waived: Known brand failure"
            ))
        // The audit passes (exit 0), so no test case fails: the 31 warnings were failures, and every
        // test reporter showed a passing audit as a red run.
        #expect(result.status == 0)
        #expect(
            result.stdout.hasPrefix(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"tokens audit\" tests=\"306\" failures=\"0\" skipped=\"15\">\n"
            ))
        #expect(!result.stdout.contains("<failure"))
        #expect(
            result.stdout.contains(
                "  <testsuite name=\"touch-target\" tests=\"9\" failures=\"0\" skipped=\"0\">\n    <properties><property name=\"warnings\" value=\"3\"/></properties>\n"
            ))
        let warning = try #require(
            result.stdout.components(separatedBy: "<testcase classname=\"touch-target\"").first {
                $0.contains("<system-out>")
            })
        #expect(
            warning.contains(
                ">\n      <properties><property name=\"severity\" value=\"warning\"/></properties>\n      <system-out>\(brand)/"
            ), "\(warning)")
        #expect(warning.contains(": warning: Touch target &#39;size.touchTarget."), "\(warning)")
        // With --strict warnings fail the run (exit 1), and are failures here too.
        let strict = try runner.run([
            "audit", "--tokens", brand, "--format", "junit", "--today", "2026-11-22", "--strict",
        ])
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("tests=\"306\" failures=\"31\" skipped=\"15\">\n"))
    }

    @Test func configError_exits2_withLocation() throws {
        let config =
            "{\n  \"audit\": { \"contrast\": [ { \"foreground\": \"color.b\", \"background\": \"color.a\" } ] }\n}"
        let folder = try TestSupport.folder([
            "colors.json": ##"{ "color": { "$type": "color", "a": { "$value": "#FFFFFF" } } }"##,
            "tokens.config.json": config,
        ])
        let result = try runner.run(["audit", "--tokens", folder])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        let at = TestSupport.position(of: "\"color.b\"", in: config)
        #expect(
            result.stderr.hasPrefix(
                folder
                    + "/tokens.config.json:\(at): error: [config.no-match] 'color.b' in a contrast pair matches no token. Did you mean 'color.a'?\n"
            ))
    }

    @Test(.enabled(if: SchemaValidation.isAvailable, SchemaValidation.skipReason))
    func sarif_validatesAgainstTheSARIFSchema() throws {
        let output = try TemporaryRoot.path("audit") + ".sarif"
        let result = try runner.run([
            "audit", "--tokens", try Self.brandWithADatedWaiver(), "--format", "sarif", "--output", output, "--today",
            "2027-04-01",
        ])
        #expect(result.status == 1)
        let validation = try SchemaValidation.validate(
            output, schema: TestSupport.fixture("sarif/sarif-schema-2.1.0-rtm.4.json"))
        #expect(validation.status == 0, "\(validation.output)")
        let root = try #require(
            JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: output))), file: output).root?.object)
        let results = try #require(root["runs"]?.array?.first?.object?["results"]?.array)
        #expect(results.contains { $0.object?["level"]?.string == "error" && $0.object?["ruleId"]?.string == "waiver" })
        let located = try #require(
            results.first?.object?["locations"]?.array?.first?.object?["physicalLocation"]?.object)
        #expect(located["region"]?.object?["startLine"]?.number != nil)
    }
}

/// Validates a JSON file against a JSON Schema with Python's jsonschema (installed by .ci/run).
enum SchemaValidation {
    /// True when Python's jsonschema is there, or in CI (where `.ci/run` installs it and the tests
    /// that use it must run); elsewhere those tests are skipped with how to install it.
    static let isAvailable = BuildTestSupport.hasPython("jsonschema")
    static let skipReason: Comment =
        "Python's jsonschema is not installed (pip install jsonschema); the schema checks are skipped."

    static func validate(_ file: String, schema: String) throws -> (status: Int32, output: String) {
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[2]))
            cls = jsonschema.validators.validator_for(schema)
            errors = sorted(cls(schema).iter_errors(json.load(open(sys.argv[1]))), key=lambda e: list(e.path))
            for e in errors: print(list(e.path), e.message)
            sys.exit(1 if errors else 0)
            """
        return try BuildTestSupport.run(["python3", "-c", script, file, schema])
    }
}
