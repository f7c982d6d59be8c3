import Foundation
import Testing

@testable import TokensCore

/// Every example of the DTCG 2025.10 technical reports (Fixtures/corpora/dtcg-spec/examples),
/// each with the outcome it must have. The table names every strict-JSON example, so a new one
/// cannot slip through untested.
@Suite
struct DTCGSpecExampleTests {
    static let examples = TestSupport.specExamples

    /// Complete token documents: they load and resolve with no error.
    static let resolving: Set<String> = [
        "color__color-type__01", "color__color-type__02", "color__color-type__03", "color__color-type__04",
        "color__color-type__05", "color__color-type__06", "color__color-type__07", "color__color-type__08",
        "color__color-type__09", "color__color-type__10", "color__color-type__11", "color__color-type__12",
        "color__color-type__13", "color__color-type__14", "color__color-type__15", "color__color-type__16",
        "color__color-type__17", "color__token-naming__01", "color__token-naming__02", "color__token-naming__04",
        "color__token-naming__05", "color__token-naming__07", "format__aliases__01", "format__aliases__02",
        "format__aliases__03", "format__aliases__06", "format__aliases__07", "format__aliases__08",
        "format__composite-types__02", "format__composite-types__03", "format__composite-types__04",
        "format__composite-types__05", "format__composite-types__06", "format__composite-types__08",
        "format__composite-types__10", "format__composite-types__11", "format__design-token__01",
        "format__design-token__02", "format__design-token__03", "format__design-token__04",
        "format__design-token__05", "format__design-token__06", "format__groups__03", "format__groups__04",
        "format__groups__12", "format__groups__13", "format__groups__14", "format__groups__17",
        "format__groups__18", "format__groups__19", "format__groups__20", "format__groups__21",
        "format__groups__22", "format__terminology__01", "format__types__01", "format__types__02",
        "format__types__03", "format__types__04", "format__types__05", "format__types__06",
        // Resolver inputs and plain objects: no tokens, only ignored-member warnings.
        "resolver__inputs__02", "resolver__resolution-logic__01", "resolver__resolution-logic__02",
        "resolver__resolution-logic__04", "resolver__syntax__06", "resolver__syntax__07", "resolver__syntax__08",
        "resolver__syntax__09", "resolver__syntax__19", "resolver__syntax__20",
    ]

    /// Fragments that refer to tokens or files they do not include: only these located errors.
    static let fragments: [String: [DiagnosticCode]] = [
        "color__token-naming__03": [.missingReference, .missingReference],
        "color__token-naming__09": Array(repeating: .missingReference, count: 4),
        "color__token-naming__11": Array(repeating: .missingReference, count: 4),
        "format__composite-types__01": [.missingReference, .missingReference],
        "format__composite-types__07": [.missingReference],
        "format__composite-types__09": Array(repeating: .missingReference, count: 3),
        "format__composite-types__12": [.missingReference],
        "format__composite-types__13": Array(repeating: .missingReference, count: 3),
        "format__groups__05": [.missingExtends],
        "format__groups__06": [.missingPointer],
        "resolver__bundling__01": Array(repeating: .fileUnreadable, count: 5),
        "resolver__inputs__01": Array(repeating: .fileUnreadable, count: 5),
        "resolver__resolution-logic__03": Array(repeating: .fileUnreadable, count: 4),
        "resolver__syntax__01": Array(repeating: .fileUnreadable, count: 4),
        "resolver__syntax__02": Array(repeating: .fileUnreadable, count: 3),
        "resolver__syntax__03": Array(repeating: .fileUnreadable, count: 6),
        "resolver__syntax__05": Array(repeating: .fileUnreadable, count: 6),
        "resolver__syntax__11": Array(repeating: .fileUnreadable, count: 5) + [.missingPointer],
        "resolver__syntax__13": [.missingPointer],
        "resolver__syntax__14": [.fileUnreadable],
        "resolver__syntax__15": [.fileUnreadable],
        "resolver__syntax__16": [.fileUnreadable],
        "resolver__syntax__21": [.fileUnreadable, .fileUnreadable],
    ]

    /// The examples the spec text presents as invalid, with the code each must give.
    static let invalid: [String: DiagnosticCode] = [
        "format__aliases__04.jsonc": .aliasCycle,
        "format__groups__09.jsonc": .extendsCycle,
        "format__groups__10.jsonc": .extendsCycle,
        "format__groups__16.jsonc": .extendsCycle,
        "resolver__syntax__12.json": .missingPointer,
        "resolver__syntax__17.json": .refCycle,
        "resolver__syntax__18.json": .refCycle,
    ]

    struct IndexEntry: Decodable {
        let file: String
        let strictJSON: Bool
        let describedAsInvalid: Bool

        enum CodingKeys: String, CodingKey {
            case file
            case strictJSON = "strict_json"
            case describedAsInvalid = "described_as_invalid"
        }
    }

    static func index() throws -> [IndexEntry] {
        try JSONDecoder().decode(
            [IndexEntry].self, from: Data(contentsOf: URL(fileURLWithPath: examples + "/index.json")))
    }

    @Test func everyStrictExample_isNamedInTheTable() throws {
        let strict = try Self.index().filter { $0.strictJSON && !$0.describedAsInvalid }.map {
            String($0.file.dropLast(5))
        }
        #expect(strict.count == 93)
        for name in strict {
            #expect(Self.resolving.contains(name) || Self.fragments[name] != nil, "\(name) has no expected outcome")
        }
        let invalid = try Self.index().filter(\.describedAsInvalid).map(\.file)
        #expect(Set(invalid) == Set(Self.invalid.keys).union(["resolver__inputs__03.json"]))
    }

    @Test(arguments: resolving.sorted())
    func completeExample_resolves(_ name: String) {
        let (tokens, diagnostics) = TestSupport.resolve(Self.examples + "/" + name + ".json")
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        #expect(tokens != nil)
    }

    @Test(arguments: fragments.keys.sorted())
    func fragmentExample_failsOnlyWithLocatedMissingReferences(_ name: String) {
        let (_, diagnostics) = TestSupport.resolve(Self.examples + "/" + name + ".json")
        #expect(
            diagnostics.errors.map(\.code).sorted() == (Self.fragments[name] ?? []).sorted(), "\(diagnostics.sorted)")
        #expect(diagnostics.errors.allSatisfy { $0.location != nil })
    }

    @Test(arguments: invalid.keys.sorted())
    func invalidExample_givesItsCodeAtALocation(_ file: String) throws {
        let (tokens, diagnostics) = TestSupport.resolve(Self.examples + "/" + file)
        #expect(tokens == nil)
        let errors = diagnostics.errors
        #expect(errors.count == 1)
        #expect(errors.first?.code == Self.invalid[file])
        #expect(errors.first?.location != nil)
    }

    @Test func invalidResolverInputs_areRejectedAgainstTheirResolver() throws {
        let store = DocumentStore(root: TokenRoot(folder: "/"))
        let resolverPath = Self.examples + "/resolver__inputs__01.json"
        let root = try #require(store.document(at: resolverPath))
        var found = Diagnostics()
        let resolver = ResolverDocument.parse(root, file: resolverPath, diagnostics: &found)
        #expect(!found.hasErrors)
        let valid = try #require(store.document(at: Self.examples + "/resolver__inputs__02.json"))
        #expect(resolver.validate(input: valid).all.isEmpty)
        let invalid = try #require(store.document(at: Self.examples + "/resolver__inputs__03.json"))
        let diagnostics = resolver.validate(input: invalid)
        #expect(TestSupport.summary(diagnostics) == ["mode.unknown@1:1", "mode.unknown@2:12", "mode.unknown@3:3"])
        #expect(
            diagnostics.sorted.map(\.message) == [
                "The inputs do not choose a context for modifier 'size', which has no default.",
                "'blue' is not a context of modifier 'theme'; it has light, dark.",
                "'foo' is not a modifier of this resolver.",
            ])
    }
}
