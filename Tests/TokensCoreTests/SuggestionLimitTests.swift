import Foundation
import Testing

@testable import TokensCore

/// "Did you mean" costs the product of two names' lengths per candidate: it is bounded per search
/// and searched for the first names only, once however many modes miss them.
@Suite struct SuggestionLimitTests {
    @Test func aNameLongerThanTheLimit_getsNoSuggestion() {
        let long = String(repeating: "a", count: Suggestion.maximumLength + 1)
        #expect(Suggestion.nearest(to: long, in: [long + "b"]) == [])
        let short = String(repeating: "a", count: Suggestion.maximumLength - 1)
        #expect(Suggestion.nearest(to: short, in: [short + "b"]) == [short + "b"])
    }

    /// Past its cells, a search gives what it found among the candidates it compared (the
    /// nearest in length first): here 5,000 names ten edits away, each compared in full, before
    /// the one a single edit away.
    @Test func aSearchPastItsCells_givesTheNearestItCompared() {
        let name = String(repeating: "a", count: 200)
        let letters = Array("bcdefghijk")
        let far = (0..<5_000).map { index in
            String(repeating: "a", count: 190)
                + String((0..<10).map { letters[(index / [1, 10, 100, 1_000, 1][$0 % 5]) % 10] })
        }
        let close = String(repeating: "a", count: 199) + "b"
        #expect(Suggestion.nearest(to: name, in: Array(far.prefix(10)) + [close]) == [close])
        let found = Suggestion.nearest(to: name, in: far + [close])
        #expect(!found.isEmpty && !found.contains(close))
    }

    /// A missing alias in every mode is one error with one hint; only the first 40 names (in the
    /// order the errors print) get one.
    @Test func missingAliases_inEveryMode_getOneHintEach_forTheFirstNames() throws {
        let tokens = (0..<50).map { #""name\#($0)": { "$value": 1 }"# }
        let aliases = (0..<50).map { #""a\#($0)": { "$value": "{n.nane\#($0)}" }"# }
        let text = #"{ "n": { "$type": "number", "# + (tokens + aliases).joined(separator: ",\n") + " } }"
        let modes = #"{ "n": { "name0": { "$value": 2 } } }"#
        let folder = try TestSupport.folder(["a.json": text, "a.dark.json": modes, "a.light.json": modes])
        let (_, diagnostics) = TestSupport.resolve(folder)
        let errors = diagnostics.errors
        #expect(errors.count == 50)
        #expect(
            errors[0].message
                == "The alias {n.nane0} refers to a token that does not exist. Did you mean 'n.name0', 'n.name1' or 'n.name10'?"
        )
        #expect(
            errors[39].message
                == "The alias {n.nane39} refers to a token that does not exist. Did you mean 'n.name39', 'n.name19' or 'n.name29'?"
        )
        #expect(errors[40].message == "The alias {n.nane40} refers to a token that does not exist.")
        #expect(
            TestSupport.summary(diagnostics).first == "alias.missing@"
                + TestSupport.position(of: "\"{n.nane0}\"", in: text))
    }
}
