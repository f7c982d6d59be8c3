import Foundation
import Testing

@testable import TokensCore

/// JSONTestSuite's parsing cases through the strict parser: every `y_` file parses with no error,
/// every `n_` file is refused with a located error, `i_` files either way, and nothing crashes.
@Suite struct JSONTestSuiteTests {
    static let folder = TestSupport.fixture("jsontestsuite")

    static func cases(_ prefix: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
            $0.hasPrefix(prefix) && $0.hasSuffix(".json")
        }.sorted()
    }

    func parse(_ name: String) throws -> (root: JSONNode?, diagnostics: Diagnostics) {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + name)))
        return JSONParser.parse(bytes, file: name, options: .strict)
    }

    /// Valid JSON a token file may still not hold: a key twice in one object would drop a value
    /// without a word, so the parser reads the document and reports the second key.
    static let duplicateKeys: Set<String> = ["y_object_duplicated_key.json", "y_object_duplicated_key_and_value.json"]

    @Test func acceptedCases_parse() throws {
        let names = Self.cases("y_")
        #expect(names.count == 95)
        for name in names {
            let (root, diagnostics) = try parse(name)
            #expect(root != nil, "\(name) did not parse")
            if Self.duplicateKeys.contains(name) {
                #expect(diagnostics.errors.map(\.code) == [.duplicateKey], "\(name)")
            } else {
                #expect(!diagnostics.hasErrors, "\(name): \(diagnostics.sorted.first?.description ?? "")")
            }
        }
    }

    @Test func rejectedCases_areLocatedErrors() throws {
        let names = Self.cases("n_")
        #expect(names.count == 188)
        for name in names {
            let (_, diagnostics) = try parse(name)
            #expect(diagnostics.hasErrors, "\(name) was accepted")
            #expect(diagnostics.errors.allSatisfy { $0.location != nil }, "\(name): an error without a place")
        }
    }

    @Test func implementationDefinedCases_endCleanly() throws {
        let names = Self.cases("i_")
        #expect(names.count >= 30)
        for name in names { _ = try parse(name) }
    }
}
