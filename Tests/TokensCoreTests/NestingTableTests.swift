import Foundation
import Testing
import TokensFuzzHarness

@testable import TokensCore

/// Every recursive descent in TokensCore, each fed nesting far past its limit (and past what the
/// stack holds): each ends in its located error, or builds. A parser added later belongs in the
/// table; the second test feeds deep text to every type's value, so a new value parser without a
/// depth guard crashes here even before it is listed.
@Suite struct NestingTableTests {
    /// One recursive descent: the files that nest it, and what it ends in: the error's code and
    /// the text (in `file`) where it is said, or nil for a build.
    struct Nesting: Sendable, CustomTestStringConvertible {
        let name: String
        let files: [String: String]
        let expected: (code: String, file: String, needle: String, occurrence: Int)?
        var testDescription: String { name }
    }

    static let deep = 100_000

    static func repeated(_ open: String, _ middle: String, _ close: String, _ count: Int = deep) -> String {
        String(repeating: open, count: count) + middle + String(repeating: close, count: count)
    }

    static func colour(_ value: String) -> String {
        #"{ "c": { "$type": "color", "x": { "$value": "\#(value)" } } }"#
    }

    static func number(_ value: String) -> String {
        #"{ "n": { "$type": "number", "x": { "value": "\#(value)", "type": "number" } } }"#
    }

    static func momentum(_ theme: String) -> [String: String] {
        [
            "core/palette.json": ##"{ "color": { "white": "#FFFFFF" } }"##,
            "theme-data/light.json": theme,
            "themes/theme-light-webex.json":
                #"{ "accent": "Webex", "theme": "Light", "files": ["theme-data/light.json"] }"#,
        ]
    }

    static let table: [Nesting] = {
        var rows: [Nesting] = []
        func row(
            _ name: String, _ files: [String: String], _ code: String?, _ file: String = "", _ needle: String = "",
            _ occurrence: Int = 1
        ) {
            rows.append(Nesting(name: name, files: files, expected: code.map { ($0, file, needle, occurrence) }))
        }
        // JSON and YAML: objects and arrays (JSONParser, YAMLParser's converter, libyaml and Yams).
        row("JSON arrays", ["a.json": repeated("[", "", "]")], "json.too-deep", "a.json", "[", 129)
        row("JSON5 objects", ["a.json5": repeated("{a:", "1", "}")], "json.too-deep", "a.json5", "{", 129)
        row("YAML flow sequences", ["a.yaml": "a: " + repeated("[", "", "]") + "\n"], "json.too-deep", "a.yaml", "[", 2)
        row(
            "YAML flow mappings", ["a.yaml": "a: " + repeated("{a: ", "1", "}") + "\n"], "json.too-deep", "a.yaml", "{",
            999)
        // Colours (CSSColorParser, RelativeColor and its calc()).
        let calc = colour("oklch(from #fff calc(" + repeated("(", "l", ")") + ") c h)")
        row("calc() parentheses", ["a.json": calc], "limit.depth", "a.json", "\"oklch")
        let signs = colour("oklch(from #fff calc(" + String(repeating: "-", count: deep) + "l) c h)")
        row("calc() signs", ["a.json": signs], "limit.depth", "a.json", "\"oklch")
        row(
            "relative-colour origins", ["a.json": colour(repeated("rgb(from ", "#fff", " r g b)", 20_000))],
            "limit.depth", "a.json", "\"rgb")
        row(
            "light-dark() inside light-dark()",
            ["a.json": colour(repeated("light-dark(", "#fff, #000", ", #000)", 20_000))], "limit.depth", "a.json",
            "\"light-dark")
        // Tokens Studio arithmetic (ExpressionParser).
        row("arithmetic parentheses", ["a.json": number(repeated("(", "1", ")"))], "alias.too-deep", "a.json", "\"((")
        row(
            "arithmetic signs", ["a.json": number("1*" + String(repeating: "-", count: deep) + "1")], "alias.too-deep",
            "a.json", "\"1*")
        // References (AliasResolver, ReferenceExpander, GroupExtender, resolver sets, Momentum).
        let interpolated = (1..<10_000).map { #""s\#($0)": { "$value": "a{t.s\#($0 - 1)}" }"# }
        row(
            "references inside values",
            [
                "a.json": #"{ "t": { "$type": "string", "s0": { "$value": "x" }, "#
                    + interpolated.joined(separator: ", ") + " } }"
            ],
            "alias.too-deep", "a.json", #""a{t.s35}""#)
        let chain = (1..<100_000).map { #""l\#($0)": { "$value": "{c.l\#($0 - 1)}" }"# }
        row(
            "whole-value alias chains",
            [
                "a.json": ##"{ "c": { "$type": "color", "l0": { "$value": "#112233" }, "##
                    + chain.joined(separator: ", ") + " } }"
            ],
            nil)
        let refs = (0..<10_000).map { ##""l\##($0)": { "$ref": "#/c/l\##($0 + 1)" }"## }
        row(
            "$ref chains",
            [
                "a.json": #"{ "c": { "$type": "number", "l10000": { "$value": 4 }, "# + refs.joined(separator: ", ")
                    + " } }"
            ],
            "ref.too-deep", "a.json", ##""#/c/l101""##)
        let extends = (1..<10_000).map { #""g\#($0)": { "$extends": "{g\#($0 - 1)}" }"# }
        row(
            "$extends chains",
            [
                "a.json": #"{ "g0": { "$type": "number", "v": { "$value": 1 } }, "# + extends.joined(separator: ", ")
                    + " }"
            ],
            "extends.too-deep", "a.json", #""{g899}""#)
        let sets = (0..<10_000).map { ##""s\##($0)": { "sources": [{ "$ref": "#/sets/s\##($0 + 1)" }] }"## }
        row(
            "resolver sets including sets",
            [
                "r.resolver.json": #"{ "version": "2025.10", "sets": { "# + sets.joined(separator: ", ")
                    + ##", "s10000": { "sources": [] } }, "resolutionOrder": [{ "$ref": "#/sets/s0" }] }"##
            ], "ref.too-deep", "r.resolver.json", ##""#/sets/s101""##)
        let momentumChain = (1..<10_000).map { #""l\#($0)": "@theme-l\#($0 - 1)""# }
        row(
            "Momentum reference chains",
            momentum(##"{ "theme": { "l0": "#FFFFFF", "## + momentumChain.joined(separator: ", ") + " } }"),
            "alias.cycle", "theme-data/light.json", #""@theme-l0""#)
        row(
            "Momentum names split at dashes",
            momentum(
                ##"{ "theme": { ""## + Array(repeating: "a", count: 300).joined(separator: "-") + ##"": "#FFFFFF" } }"##
            ),
            "limit.depth", "theme-data/light.json", #""a-a-a"#)
        let nested = repeated(#"{ "x": "#, ##""#FFFFFF""##, " }", 100)
        let referring = (1..<30).map { #""g\#($0)": { "y": "@theme-g\#($0 - 1)" }"# }
        row(
            "Momentum groups nested through references",
            momentum(#"{ "theme": { "g0": "# + nested + ", " + referring.joined(separator: ", ") + " } }"),
            "limit.depth", "theme-data/light.json", #""@theme-g0""#)
        // A group named as a value holds its tokens' values, groups named in them among them.
        let groups = (0..<60).map { index in
            #""g\#(index)": "#
                + repeated(#"{ "x": "#, #"{ "value": "\#(index > 0 ? "{g\(index - 1)}" : "1")" }"#, " }", 100)
        }
        row(
            "values built from groups named as values",
            [
                "a.json": "{ " + groups.joined(separator: ", ") + " }",
                "tokens.config.json": #"{ "format": "style-dictionary" }"#,
            ],
            "limit.depth", "a.json", #""{g1}""#)
        // Groups as deep as a file may nest them build, through every stage.
        row(
            "groups 126 deep", ["a.json": repeated(#"{ "g": "#, #"{ "$type": "number", "$value": 1 }"#, " }", 126)], nil
        )
        return rows
    }()

    @Test(arguments: table)
    func everyRecursiveDescent_endsInItsLimit_orBuilds(nesting: Nesting) throws {
        let folder = try TestSupport.folder(nesting.files)
        let (tokens, diagnostics) = TestSupport.resolve(folder)
        guard let expected = nesting.expected else {
            #expect(TestSupport.summary(diagnostics) == [])
            #expect(tokens != nil)
            // Every stage after the resolver walks the tokens too.
            FuzzHarness.run(.build, Array((nesting.files.values.first ?? "").utf8), in: folder + "-build")
            return
        }
        #expect(tokens == nil)
        let text = try #require(nesting.files[expected.file])
        let position = TestSupport.position(of: expected.needle, in: text, occurrence: expected.occurrence)
        // Chains cut at their limit are each said where they are cut: the first where it is.
        let errors = TestSupport.summary(diagnostics)
        #expect(errors.first == "\(expected.code)@\(position)")
        #expect(Set(errors.map { $0.prefix { $0 != "@" } }) == [Substring(expected.code)])
        #expect(diagnostics.errors.first?.location?.file == folder + "/" + expected.file)
    }

    /// Deep text where each type's value is written: whatever reads values of a type (a parser
    /// added later among them) reports a located error, never a crash.
    static let deepTexts: [(name: String, text: String)] = [
        ("parentheses", repeated("(", "1", ")")),
        ("signs", String(repeating: "-", count: deep) + "1"),
        ("braces", repeated("{", "a", "}")),
        ("functions", repeated("rgb(from ", "#fff", " r g b)", 20_000)),
        ("calc", repeated("calc(", "1", ")", 20_000)),
        ("var", String(repeating: "var(--", count: 40_000)),
        ("light-dark", repeated("light-dark(", "#fff", ", #000)", 20_000)),
    ]

    @Test(arguments: TokenType.allCases)
    func deepTextInEveryType_isALocatedError_neverACrash(type: TokenType) throws {
        for (name, text) in Self.deepTexts {
            let file = #"{ "t": { "$type": "\#(type.rawValue)", "x": { "$value": "\#(text)" } } }"#
            let folder = try TestSupport.folder(["a.json": file])
            let (_, diagnostics) = TestSupport.resolve(folder)
            #expect(diagnostics.errors.allSatisfy { $0.location != nil }, "\(type) \(name)")
        }
    }
}
