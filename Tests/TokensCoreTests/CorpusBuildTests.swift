import Foundation
import Testing

@testable import TokensCore

/// Every corpus builds (Swift and colorsets), every value of its files reaches a token
/// (`ValueCoverage` reports none lost: issue 57 §1), and every value it reads reaches an output or
/// a message (`OutputCoverage`): the rule that no value is dropped without a word, walked over
/// real token sets. The counts per corpus are asserted.
@Suite struct CorpusBuildTests {
    struct Totals: Equatable, CustomStringConvertible {
        var units = 0, failed = 0, tokens = 0, modes = 0, colorsets = 0, constants = 0
        var description: String {
            "units \(units), failed \(failed), tokens \(tokens), modes \(modes), colorsets \(colorsets), constants \(constants)"
        }
    }

    /// Builds `path` (a folder or a file) with the Swift and colorset emitters.
    static func build(_ path: String, config: String? = nil) -> (BuildOutcome, Diagnostics) {
        BuildTestSupport.run(
            BuildOptions(
                tokens: path, configPath: config, today: BuildTestSupport.today,
                emitters: [SwiftEmitter(), ColorsetEmitter()]))
    }

    /// Builds every unit, adding to `totals[corpus]` and `lost`.
    static func walk(
        _ units: [(corpus: String, path: String, config: String?)]
    ) -> (totals: [String: Totals], lost: [String]) {
        var totals: [String: Totals] = [:]
        var lost: [String] = []
        for unit in units {
            totals[unit.corpus, default: Totals()].units += 1
            let (outcome, diagnostics) = build(unit.path, config: unit.config)
            guard case .built(let summary) = outcome, let tokens = summary.tokens, let config = summary.config else {
                totals[unit.corpus]?.failed += 1
                // Only fixtures written to fail may fail: broken JSON, alias cycles, missing targets.
                if CorpusLoadTests.namedFailure(unit.path) == nil {
                    lost.append("\(unit.path) does not build: \(diagnostics.errors.first.map { "\($0)" } ?? "")")
                }
                continue
            }
            // Input side: every value of the files reached a token, or a warning names it.
            for found in diagnostics.all where found.code == .valueLost {
                lost.append("\(unit.path.dropFirst(TestSupport.corpora.count + 1)): \(found.description)")
            }
            let report = OutputCoverage.check(
                tokens, config: config.build, files: summary.files, diagnostics: diagnostics
            )
            totals[unit.corpus]?.tokens += tokens.modes.first?.tokens.count ?? 0
            totals[unit.corpus]?.modes += tokens.modes.count
            totals[unit.corpus]?.colorsets += report.colorsets
            totals[unit.corpus]?.constants += report.constants
            lost += report.lost.map { "\(unit.path.dropFirst(TestSupport.corpora.count + 1)): \($0)" }
        }
        return (totals, lost)
    }

    @Test func everyCorpusUnit_buildsAndLosesNoValueSilently() throws {
        var units: [(corpus: String, path: String, config: String?)] = []
        for unit in CorpusLoadTests.units().units {
            let corpus = String(unit[0].prefix { $0 != "/" })
            if unit.count == 1 {
                units.append((corpus, TestSupport.corpora + "/" + unit[0], nil))
            } else {
                // Files read side by side: a folder of copies.
                let folder = try BuildTestSupport.temporaryFolder("unit")
                for file in unit {
                    try FileManager.default.copyItem(
                        atPath: TestSupport.corpora + "/" + file, toPath: folder + "/" + FilePath.name(of: file))
                }
                units.append((corpus, folder, nil))
            }
        }
        units.append(
            (
                "compound-design-tokens", CompoundParityTests.tokens, TestSupport.fixture("compound/tokens.config.json")
            ))
        for name in DTCGSpecExampleTests.resolving.sorted() {
            units.append(("dtcg-spec", DTCGSpecExampleTests.examples + "/" + name + ".json", nil))
        }
        let (totals, lost) = Self.walk(units)
        let lostCount = lost.count
        #expect(lostCount == 0, "values lost:\n\(lost.prefix(40).joined(separator: "\n"))")
        // Our own counts, a regression guard; the corpora's own counts are checked where they are
        // published (CorpusLoadTests, CompoundParityTests).
        let expected: [String: Totals] = [
            "compound-design-tokens": Totals(
                units: 1, failed: 0, tokens: 456, modes: 4, colorsets: 378, constants: 456),
            "dtcg-spec": Totals(units: 70, failed: 0, tokens: 143, modes: 70, colorsets: 77, constants: 138),
            "fluentui-token-pipeline": Totals(
                units: 1, failed: 0, tokens: 842, modes: 2, colorsets: 842, constants: 842),
            "radix-colors": Totals(units: 4, failed: 0, tokens: 3024, modes: 4, colorsets: 3024, constants: 3024),
            "style-dictionary-fixtures": Totals(
                units: 28, failed: 8, tokens: 327, modes: 20, colorsets: 73, constants: 316),
            "terrazzo-fixtures": Totals(
                units: 72, failed: 1, tokens: 5877, modes: 212, colorsets: 1868, constants: 7760),
        ]
        for corpus in Set(expected.keys).union(totals.keys).sorted() {
            #expect(totals[corpus] == expected[corpus], "\(corpus)")
        }
    }

    /// The same rule over the default brand and the fixtures of each format written for this package.
    @Test func theBrandAndEachFormatsFixture_loseNoValueSilently() {
        let units: [(corpus: String, path: String, config: String?)] = [
            BuildTestSupport.brandTokens, BuildTestSupport.everythingTokens,
            TestSupport.fixture("apps-extension/tokens"),
            TestSupport.fixture("theo"), TestSupport.fixture("spectrum"),
        ].map { ("fixtures", $0, nil) }
        let (totals, lost) = Self.walk(units)
        #expect(lost.isEmpty, "\(lost)")
        #expect(totals["fixtures"]?.failed == 0)
    }
}
