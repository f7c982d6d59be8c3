import Foundation
import Testing

@testable import TokensCore

/// The hostile inputs of the security review (issue #56, "Every parser bounded"), each made here:
/// every one ends in a located `limit.*` error (exit 2 from the command line) or in the right
/// output, never in a crash, minutes of work or gigabytes.
@Suite struct LimitTests {
    /// A colour token `c.x` whose `$value` is `value`, and the file's text.
    static func colourFile(_ value: String) -> String {
        "{\n  \"c\": {\n    \"$type\": \"color\",\n    \"x\": { \"$value\": \"\(value)\" }\n  }\n}\n"
    }

    /// The one error resolving `files` gives, as `code@line:column`, and its message.
    static func onlyError(_ files: [String: String], config: TokensConfig = TokensConfig()) throws -> (String, String) {
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(files), config: config)
        #expect(tokens == nil)
        let errors = diagnostics.errors
        #expect(errors.count == 1, "\(errors)")
        return (TestSupport.summary(diagnostics).first ?? "none", errors.first?.message ?? "none")
    }

    static func tooDeep(_ excerpt: String) -> String {
        "'c.x' needs a colour here: \"\(excerpt)…\" nests functions, parentheses or signs more than 100 deep; tokens stops there. Write it with fewer levels: a token alias can stand for an inner colour."
    }

    @Test func calc_withTwoHundredThousandNestedParentheses_isTooDeep() throws {
        let text = Self.colourFile(
            "oklch(from #fff calc(" + String(repeating: "(", count: 200_000) + "l"
                + String(repeating: ")", count: 200_000) + ") c h)")
        let (error, message) = try Self.onlyError(["a.json": text])
        #expect(error == "limit.depth@" + TestSupport.position(of: "\"oklch", in: text))
        #expect(message == Self.tooDeep("oklch(from #fff calc(((((((((((((((((((("))
    }

    @Test func calc_withFourHundredThousandUnaryMinusSigns_isTooDeep() throws {
        let text = Self.colourFile("oklch(from #fff calc(" + String(repeating: "-", count: 400_000) + "l) c h)")
        let (error, message) = try Self.onlyError(["a.json": text])
        #expect(error == "limit.depth@" + TestSupport.position(of: "\"oklch", in: text))
        #expect(message == Self.tooDeep("oklch(from #fff calc(-------------------"))
    }

    @Test func sixThousandNestedRelativeColours_areTooDeep() throws {
        var colour = "#fff"
        for _ in 0..<6_000 { colour = "rgb(from \(colour) r g b)" }
        #expect(colour.utf8.count == 96_004)
        let text = Self.colourFile(colour)
        let (error, message) = try Self.onlyError(["a.json": text])
        #expect(error == "limit.depth@" + TestSupport.position(of: "\"rgb(from", in: text))
        #expect(message == Self.tooDeep("rgb(from rgb(from rgb(from rgb(from rgb("))
    }

    /// 240 KB of `var(--` never closed: the value stays as written (no `)` closes a property name),
    /// and a property that is closed beside it still names its token.
    @Test func varWithoutItsParenthesis_fortyThousandTimes_staysAsWritten() throws {
        let open = String(repeating: "var(--", count: 40_000)
        #expect(open.utf8.count == 240_000)
        let text = """
            {
              "color": { "a": { "value": "#112233", "type": "color" } },
              "text": { "open": { "value": "\(open)", "type": "string" } },
              "linked": { "value": "var(--color-a) \(open)", "type": "string" }
            }
            """
        var config = TokensConfig()
        config.format = FormatRules(every: .styleDictionary)
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["a.json": text]), config: config)
        #expect(TestSupport.summary(diagnostics) == [])
        #expect(TestSupport.value(tokens, "text.open") == .string(open))
        #expect(TestSupport.value(tokens, "linked") == .string("#112233 " + open))
    }

    /// A 2 KB Momentum theme whose groups each refer twice to the one before: 2^31 values from 31
    /// levels. Resolving stops at the budget, where the outermost reference being followed is.
    @Test func momentumGroupReferences_doublingOverThirtyOneLevels_areTooLarge() throws {
        var levels = ["    \"l0\": { \"a\": \"#FFFFFF\", \"b\": \"#000000\" }"]
        for i in 1...31 { levels.append("    \"l\(i)\": { \"a\": \"@theme-l\(i - 1)\", \"b\": \"@theme-l\(i - 1)\" }") }
        let theme = "{\n  \"theme\": {\n" + levels.joined(separator: ",\n") + "\n  }\n}\n"
        #expect(theme.utf8.count < 2_048)
        let folder = try TestSupport.folder([
            "core/palette.json": ##"{ "color": { "white": "#FFFFFF" } }"##,
            "theme-data/light.json": theme,
            "themes/theme-light-webex.json":
                #"{ "accent": "Webex", "theme": "Light", "files": ["theme-data/light.json"] }"#,
        ])
        let (tokens, diagnostics) = TestSupport.resolve(folder)
        #expect(tokens == nil)
        #expect(
            TestSupport.summary(diagnostics) == [
                "limit.expansion@" + TestSupport.position(of: "\"@theme-l16\"", in: theme)
            ])
        #expect(
            diagnostics.errors.first?.message
                == "The reference '@theme-l16' stands for more than 1000000 values once the references in what it names are followed (a group that refers twice to the one before it doubles at each level); tokens stops there. Refer to each group once."
        )
    }

    /// 20,000 Tokens Studio themes in no group would each be a mode, each a copy of the tokens.
    @Test func twentyThousandUngroupedThemes_areTooManyModes() throws {
        let themes = (0..<20_000).map { #"{"name":"t\#($0)","selectedTokenSets":{"s":"enabled"}}"# }
        let text = "[" + themes.joined(separator: ",") + "]"
        let (error, message) = try Self.onlyError([
            "$themes.json": text, "s.json": ##"{ "c": { "value": "#ffffff", "type": "color" } }"##,
        ])
        #expect(error == "limit.modes@" + TestSupport.position(of: #"{"name":"t1000""#, in: text))
        #expect(
            message
                == "The themes of $themes.json, in no group, make 20000 modes; tokens builds at most 1000. Put the themes that are choices rather than modes in groups of their own (\"group\" in $themes.json), or keep fewer."
        )
    }

    /// 3,000 Tokens Studio brand themes with `--brand all`: 3,000 whole builds. Refused before
    /// the first, where the first brand past the limit is.
    @Test func threeThousandBrandThemes_withEveryBrand_areTooMany() throws {
        let brands = (0..<3_000).map { #"{"name":"b\#($0)","group":"Brand","selectedTokenSets":{"s":"enabled"}}"# }
        let modes = ["Light", "Dark"].map { #"{"name":"\#($0)","group":"Mode","selectedTokenSets":{"s":"enabled"}}"# }
        let text = "[" + (brands + modes).joined(separator: ",") + "]"
        let folder = try TestSupport.folder([
            "$themes.json": text, "s.json": ##"{ "c": { "value": "#ffffff", "type": "color" } }"##,
        ])
        let output = try BuildTestSupport.temporaryFolder("limit-brands")
        let run = try ResolveCommandTests().run(["build", "--tokens", folder, "--output", output, "--brand", "all"])
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "\(folder)/$themes.json:\(TestSupport.position(of: #"{"name":"b64""#, in: text)): error: [limit.brands] The token folder ships 3000 brands; --brand all builds at most 64, each on its own. Build brands one at a time with --brand NAME, or ship fewer.\ntokens: 1 error; nothing was produced.\n"
        )
        #expect((try? FileManager.default.contentsOfDirectory(atPath: output)) ?? [] == [])
    }
}
