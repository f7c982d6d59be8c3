import Foundation
import Testing

@testable import TokensCore

/// Element's Compound tokens (Tokens Studio export) rebuilt into colorsets and compared with the
/// asset catalog Compound ships (Fixtures/corpora/compound-design-tokens).
@Suite
struct CompoundParityTests {
    static let root = TestSupport.corpora + "/compound-design-tokens"
    static let tokens = root + "/tokens"
    static let shipped = root + "/assets/ios/swift/Colors.xcassets"

    @Test func palette_matchesTheShippedColorsetsInEveryAppearance() throws {
        let options = BuildOptions(
            tokens: Self.tokens, configPath: TestSupport.fixture("compound/tokens.config.json"),
            today: BuildTestSupport.today, emitters: [ColorsetEmitter()])
        let (outcome, diagnostics) = BuildTestSupport.run(options)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted.prefix(5))")
        let files = Dictionary(uniqueKeysWithValues: try #require(outcome.summary).files.map { ($0.path, $0.contents) })
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.shipped).filter {
            $0.hasSuffix(".colorset")
        }.sorted()
        #expect(names.count == 309)
        var compared = 0
        for name in names {
            let stem = String(name.dropLast(".colorset".count))
            let theirs = try Self.entries(
                Data(contentsOf: URL(fileURLWithPath: Self.shipped + "/\(name)/Contents.json")).map { $0 })
            let ours = try Self.entries(
                try #require(files["Assets.xcassets/\(name)/Contents.json"], "\(name) was not produced"))
            #expect(theirs.map(\.appearance) == ours.map(\.appearance), "\(name)")
            for (a, b) in zip(theirs, ours) {
                for channel in ["red", "green", "blue", "alpha"] {
                    compared += 1
                    #expect(
                        a.components[channel] == b.components[channel],
                        "\(stem) \(a.appearance) \(channel): \(a.components) vs \(b.components)")
                }
            }
        }
        #expect(compared == 309 * 4 * 4)
        let semantic = files.keys.filter {
            $0.hasSuffix(".colorset/Contents.json")
                && !names.contains(String($0.dropFirst("Assets.xcassets/".count).dropLast("/Contents.json".count)))
        }
        #expect(semantic.count == 69, "67 semantic colours plus 2 per-theme semantic tokens")
        #expect(semantic.contains("Assets.xcassets/textPrimary.colorset/Contents.json"))
    }

    static func entries(_ bytes: [UInt8]) throws -> [(appearance: String, components: [String: Double])] {
        let colors = try #require(JSONParser.parse(bytes, file: "colorset").root?.object?["colors"]?.array)
        return colors.compactMap { entry in
            guard let object = entry.object, let components = object["color"]?.object?["components"]?.object else {
                return nil
            }
            let appearance = (object["appearances"]?.array ?? []).compactMap { a -> String? in
                guard let kind = a.object?["appearance"]?.string, let value = a.object?["value"]?.string else {
                    return nil
                }
                return "\(kind)=\(value)"
            }.joined(separator: ",")
            var values: [String: Double] = [:]
            for member in components.members { values[member.key] = member.value.string.flatMap(Double.init) }
            return (appearance, values)
        }
    }
}
