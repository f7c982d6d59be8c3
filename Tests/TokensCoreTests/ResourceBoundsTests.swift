import Foundation
import Testing

@testable import TokensCore

/// Input that would exhaust the stack or run away in time or memory ends in a located `*.too-deep`
/// or `*.too-large` error instead; what real token sets do (long plain alias chains) still works.
@Suite struct ResourceBoundsTests {
    /// The codes reported for a token folder of `files`.
    func codes(_ files: [String: String]) throws -> [String] {
        let folder = try TestSupport.folder(files)
        let (tokens, diagnostics) = TestSupport.resolve(folder)
        #expect(tokens == nil || !diagnostics.hasErrors)
        return Array(Set(diagnostics.errors.map(\.code.rawValue))).sorted()
    }

    static func json(_ object: Any) -> String {
        String(
            decoding: (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data(),
            as: UTF8.self)
    }

    static func chain(_ count: Int, type: String, first: Any, link: (Int) -> Any) -> String {
        var group: [String: Any] = ["$type": type, "l0": ["$value": first]]
        for i in 1..<count { group["l\(i)"] = link(i) }
        return json(["c": group])
    }

    @Test func plainAliasChains_ofTenThousandLinks_stillResolve() throws {
        let text = Self.chain(10_000, type: "color", first: "#112233") { ["$value": "{c.l\($0 - 1)}"] }
        let folder = try TestSupport.folder(["a.json": text])
        let (tokens, diagnostics) = TestSupport.resolve(folder)
        #expect(!diagnostics.hasErrors)
        #expect(tokens?.modes[0].token(TokenPath("c.l9999"))?.value == tokens?.modes[0].token(TokenPath("c.l0"))?.value)
    }

    @Test func interpolationAndArithmeticChains_stopAtTheNestingLimit() throws {
        let strings = Self.chain(10_000, type: "string", first: "x") { ["$value": "a{c.l\($0 - 1)}"] }
        #expect(try codes(["a.json": strings]) == ["alias.too-deep"])
        let sums = Self.chain(10_000, type: "number", first: 1) { ["$value": "{c.l\($0 - 1)} + 1"] }
        #expect(try codes(["a.json": sums]) == ["alias.too-deep"])
        // Within the limit, both work.
        let short = Self.chain(60, type: "number", first: 1) { ["$value": "{c.l\($0 - 1)} + 1"] }
        let folder = try TestSupport.folder(["a.json": short])
        #expect(TestSupport.resolve(folder).tokens?.modes[0].token(TokenPath("c.l59"))?.value == .number(60))
    }

    @Test func deeplyParenthesisedExpressions_areTooDeep_atTheToken() throws {
        let text =
            #"{ "n": { "$type": "number", "x": { "$value": "\#(String(repeating: "(", count: 100_000))1\#(String(repeating: ")", count: 100_000))" } } }"#
        let folder = try TestSupport.folder(["a.json": text])
        let diagnostics = TestSupport.resolve(folder).diagnostics
        #expect(TestSupport.summary(diagnostics) == ["alias.too-deep@" + TestSupport.position(of: "\"(((", in: text)])
        #expect(
            diagnostics.errors.first?.message
                == "'n.x' has an expression with parentheses or signs nested more than 100 deep; write it flatter.")
    }

    @Test func refChains_andRefDoubling_areBounded() throws {
        // Each token refers to the next one, defined after it: following them is a recursion.
        var forward: [String: Any] = ["$type": "dimension", "l9999": ["$value": "4px"]]
        for i in 0..<9_999 { forward["l\(i)"] = ["$ref": "#/c/l\(i + 1)"] }
        #expect(try codes(["a.json": Self.json(["c": forward])]) == ["ref.too-deep"])
        // Each level refers twice to the level below: 2^40 values from 40 lines.
        var doubling: [String: Any] = ["d0": ["$type": "number", "v": ["$value": 1]]]
        for i in 1..<40 { doubling["d\(i)"] = ["a": ["$ref": "#/d\(i - 1)"], "b": ["$ref": "#/d\(i - 1)"]] }
        #expect(try codes(["a.json": Self.json(doubling)]) == ["ref.too-large"])
    }

    /// Groups and text that refer twice to the level below double per level (2^40 from 40 lines).
    @Test func groupAndTextDoubling_isTooLarge() throws {
        var groups: [String: Any] = ["g0": ["a": ["value": "1"], "b": ["value": "2"]]]
        for i in 1..<40 { groups["g\(i)"] = ["a": ["value": "{g\(i - 1)}"], "b": ["value": "{g\(i - 1)}"]] }
        #expect(try codes(["a.json": Self.json(groups)]) == ["alias.too-large"])
        var strings: [String: Any] = ["$type": "string", "s0": ["$value": String(repeating: "x", count: 64)]]
        for i in 1..<40 { strings["s\(i)"] = ["$value": "{t.s\(i - 1)}{t.s\(i - 1)}"] }
        #expect(try codes(["a.json": Self.json(["t": strings])]) == ["alias.too-large"])
    }

    @Test func yamlAliasBombs_areTooLarge() throws {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x]\n"
        for i in 1..<12 {
            text += "a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 9).joined(separator: ", ") + "]\n"
        }
        #expect(try codes(["a.yaml": text]) == ["yaml.too-large"])
    }

    @Test func extendsChains_areTooDeep() throws {
        var groups: [String: Any] = ["g0": ["$type": "number", "v": ["$value": 1]]]
        for i in 1..<3_000 { groups["g\(i)"] = ["$extends": "{g\(i - 1)}"] }
        #expect(try codes(["a.json": Self.json(groups)]) == ["extends.too-deep"])
    }

    /// Two groups extend `x`, whose subgroup `x.s` extends `y`: both get `y`'s member, whichever
    /// sorts before `x.s` (`a` did not).
    @Test func groupsExtendingTheSameBase_getTheSameMembers() throws {
        let text = ##"""
            { "y": { "$type": "number", "m": { "$value": 1 } },
              "x": { "$type": "number", "s": { "$extends": "{y}", "own": { "$value": 2 } } },
              "a": { "$extends": "{x}" },
              "z": { "$extends": "{x}" } }
            """##
        let folder = try TestSupport.folder(["a.json": text])
        let (tokens, diagnostics) = TestSupport.resolve(folder)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        let paths = Set(tokens?.modes[0].tokens.map(\.path.dotted) ?? [])
        #expect(paths.isSuperset(of: ["a.s.m", "a.s.own", "z.s.m", "z.s.own", "x.s.m"]))
    }
}
