import Foundation
import Testing

@testable import TokensCore

@Suite struct DTCGLoaderTests {
    func resolve(
        _ json: String, name: String = "t.json"
    ) throws -> (tokens: ResolvedTokenSet?, diagnostics: Diagnostics) {
        TestSupport.resolve(try TestSupport.folder([name: json]))
    }

    @Test func invalidNames_areLocatedAtTheKey() throws {
        let json = """
            {
              "color": {
                "$type": "color",
                "a.b": { "$value": "#FFFFFF" },
                "{x}": { "$value": "#FFFFFF" },
                "$bogus": { "$value": "#FFFFFF" }
              }
            }
            """
        let (_, diagnostics) = try resolve(json)
        #expect(
            TestSupport.summary(diagnostics) == [
                "token.invalid-name@4:5", "token.invalid-name@5:5", "token.unknown-property@6:5",
            ])
        #expect(
            diagnostics.sorted[0].message
                == "The name 'a.b' contains '.'; token and group names cannot contain '{', '}' or '.'.")
    }

    /// An unknown type is a warning and the value is read as what it is (issue 35 §2); the
    /// suggestion stays.
    @Test func unknownType_suggestsTheNearestType() throws {
        let json = "{\n  \"a\": { \"$type\": \"colour\", \"$value\": \"#FFFFFF\" }\n}"
        let (tokens, diagnostics) = try resolve(json)
        #expect(
            TestSupport.summary(diagnostics, severity: .warning) == [
                "token.unknown-type@" + TestSupport.position(of: "\"colour\"", in: json)
            ])
        #expect(
            diagnostics.sorted[0].message.hasPrefix(
                "'colour' is not a token type, so the value is read as what it is (a colour, a dimension, a number or a string). Did you mean 'color'?"
            ))
        #expect(tokens?.modes.first?.token(TokenPath("a"))?.value.text == "#FFFFFF")
    }

    @Test func wrongValueShapes_areLocatedAtTheValue() throws {
        let json = """
            {
              "c": { "$type": "color", "$value": { "colorSpace": "srgb", "components": "0 0 0" } },
              "d": { "$type": "dimension", "$value": { "value": 4, "unit": "furlong" } },
              "w": { "$type": "fontWeight", "$value": "bolder" },
              "b": { "$type": "cubicBezier", "$value": [2, 0, 1, 1] },
              "h": { "$type": "color", "$value": { "colorSpace": "hsl", "components": [0, 0, 120] } },
              "s": { "$type": "color", "$value": { "colorSpace": "cmyk", "components": [0, 0, 0] } },
              "t": { "$type": "typography", "$value": { "fontFamily": "SF Pro", "fontSize": "17pt" } }
            }
            """
        let (_, diagnostics) = try resolve(json)
        let at = { (needle: String) in "token.invalid-value@" + TestSupport.position(of: needle, in: json) }
        #expect(
            TestSupport.summary(diagnostics) == [
                at("\"0 0 0\""), at("\"furlong\""), at("\"bolder\""), at("2, 0, 1, 1"), at("120]"),
                at("\"cmyk\""), at("{ \"fontFamily\""), at("{ \"fontFamily\""),
            ])
        let messages = diagnostics.sorted.map(\.message)
        #expect(messages[0] == "'c' needs an array of three components for srgb here, not the string \"0 0 0\".")
        #expect(messages[2].hasSuffix("Did you mean 'bold'?"))
        #expect(messages[4] == "'h' needs a hsl component within 0…100 here, not the number 120.")
        #expect(messages[5].hasPrefix("'s' needs a colour space (srgb, srgb-linear,"))
        #expect(messages[6] == "The typography value of 't' is missing 'fontWeight'.")
    }

    @Test func tokenAndGroupProperties_areKept() throws {
        let json = """
            {
              "brand": {
                "$type": "color",
                "$description": "Brand",
                "gold": {
                  "$value": "#B8942F",
                  "$description": "Gold",
                  "$deprecated": "Use accent.500",
                  "$extensions": { "org.example": { "x": 1 } }
                },
                "old": { "$value": "#000000", "$deprecated": true }
              }
            }
            """
        let (tokens, diagnostics) = try resolve(json)
        #expect(diagnostics.all.isEmpty)
        let gold = try #require(tokens?.modes.first?.token(TokenPath("brand.gold")))
        #expect(gold.description == "Gold")
        #expect(gold.deprecation == "Use accent.500")
        #expect(gold.extensions?.rendered(pretty: false) == #"{"org.example":{"x":1}}"#)
        #expect(gold.location.line == 5 && gold.location.column == 5)
        #expect(tokens?.modes.first?.token(TokenPath("brand.old"))?.deprecation == "")
    }

    @Test func legacyStringValues_areRead() throws {
        let json = """
            { "c": { "$type": "color", "$value": "#FAF8F5" }, "c4": { "$type": "color", "$value": "#0008" },
              "d": { "$type": "dimension", "$value": "16px" }, "r": { "$type": "dimension", "$value": "1.5rem" },
              "t": { "$type": "duration", "$value": "200ms" } }
            """
        let (tokens, diagnostics) = try resolve(json)
        #expect(!diagnostics.hasErrors)
        #expect(
            TestSupport.value(tokens, "c")
                == .color(
                    ColorValue(colorSpace: .srgb, components: [250.0 / 255, 248.0 / 255, 245.0 / 255], hex: "#faf8f5")))
        guard case .color(let c4)? = TestSupport.value(tokens, "c4") else {
            Issue.record("c4")
            return
        }
        #expect(c4.alpha == 136.0 / 255)
        #expect(TestSupport.value(tokens, "d") == .dimension(DimensionValue(value: 16, unit: "px")))
        #expect(TestSupport.value(tokens, "r") == .dimension(DimensionValue(value: 1.5, unit: "rem")))
        #expect(TestSupport.value(tokens, "t") == .duration(DurationValue(value: 200, unit: "ms")))
    }

    @Test func rootTokens_andGroupTypeInheritance() throws {
        let json = """
            { "spacing": { "$type": "dimension",
                "$root": { "$value": { "value": 16, "unit": "px" } },
                "small": { "$value": "{spacing.$root}" } } }
            """
        let (tokens, diagnostics) = try resolve(json)
        #expect(!diagnostics.hasErrors)
        #expect(TestSupport.value(tokens, "spacing.small") == .dimension(DimensionValue(value: 16, unit: "px")))
    }

    @Test func jsonPointerRefs_inTheFileAndAcrossFiles_withMissingFileLocated() throws {
        let (tokens, diagnostics) = TestSupport.resolve(TestSupport.fixture("refs/main.json"))
        let main = try String(contentsOfFile: TestSupport.fixture("refs/main.json"), encoding: .utf8)
        #expect(
            TestSupport.summary(diagnostics) == [
                "file.unreadable@" + TestSupport.position(of: "\"shared/absent.json#/x\"", in: main)
            ])
        #expect(tokens == nil)
        let folder = try TestSupport.folder([
            "main.json":
                ##"{ "gutter": { "$type": "dimension", "$value": { "value": { "$ref": "#/base/$value" }, "unit": "rem" } }, "base": { "$type": "number", "$value": 2 }, "brand": { "$ref": "shared/brand.json#/brand/gold" } }"##,
            "shared/brand.json": ##"{ "brand": { "gold": { "$type": "color", "$value": "#B8942F" } } }"##,
        ])
        let (resolved, found) = TestSupport.resolve(folder + "/main.json")
        #expect(!found.hasErrors)
        #expect(TestSupport.value(resolved, "gutter") == .dimension(DimensionValue(value: 2, unit: "rem")))
        guard case .color(let gold)? = TestSupport.value(resolved, "brand") else {
            Issue.record("brand")
            return
        }
        #expect(gold.sRGBHex == "#b8942f")
    }

    @Test func jsonPointerRefs_insideArrays_areExpanded_andTheRestIsKeptAsWritten() throws {
        // A reference in the second element of an array, beside elements and members without any:
        // only the path down to it is rebuilt, and everything around it reads as written.
        let folder = try TestSupport.folder([
            "tokens.json": ##"""
            { "fonts": { "$type": "fontFamily", "body": { "$value": ["Inter", { "$ref": "#/fonts/fallback/$value" }, "serif"] },
                         "fallback": { "$value": "Georgia" }, "plain": { "$value": ["Menlo", "monospace"] } },
              "ease": { "$type": "cubicBezier", "$value": [0.4, 0, { "$ref": "#/one/$value" }, 1] }, "one": { "$type": "number", "$value": 0.2 } }
            """##
        ])
        let (resolved, found) = TestSupport.resolve(folder + "/tokens.json")
        #expect(!found.hasErrors, "\(found.sorted)")
        #expect(TestSupport.value(resolved, "fonts.body") == .fontFamily(["Inter", "Georgia", "serif"]))
        #expect(TestSupport.value(resolved, "fonts.plain") == .fontFamily(["Menlo", "monospace"]))
        #expect(TestSupport.value(resolved, "ease") == .cubicBezier([0.4, 0, 0.2, 1]))
        #expect(TestSupport.value(resolved, "one") == .number(0.2))
    }

    @Test func filesWithAndWithoutRefs_keepTheirMessagesInFileOrder() throws {
        // a.json and c.json need no other file, so they are flattened on the core that parsed them;
        // b.json's `$ref` is expanded afterwards. The messages still come file by file, as read.
        let ignored = ##""theme": "light""##
        let folder = try TestSupport.folder([
            "a.json": ##"{ \##(ignored), "x": { "$type": "number", "$value": 1 } }"##,
            "b.json": ##"{ \##(ignored), "w": { "$type": "number", "$value": 2 }, "y": { "$ref": "a.json#/x" } }"##,
            "c.json":
                ##"{ \##(ignored), "z": { "$type": "number", "$value": 3, "$extensions": { "v": { "$ref": "#/nowhere" } } } }"##,
        ])
        let loaded = TokenLoader.load(path: folder)
        #expect(
            loaded.diagnostics.all.map { "\(FilePath.name(of: $0.location?.file ?? "")) \($0.code.rawValue)" }
                == ["a.json token.ignored-member", "b.json token.ignored-member", "c.json token.ignored-member"])
        let (resolved, found) = TestSupport.resolve(folder)
        #expect(!found.hasErrors, "\(found.sorted)")
        #expect(TestSupport.value(resolved, "y") == .number(1))
        #expect(TestSupport.value(resolved, "z") == .number(3))
    }

    @Test func holdsReference_looksEverywhereBut_extensions() throws {
        func holds(_ json: String) throws -> Bool {
            let (root, problems) = JSONParser.parse(Array(json.utf8), file: "t.json")
            #expect(!problems.hasErrors)
            return ReferenceExpander.holdsReference(try #require(root))
        }
        #expect(try holds(##"{ "a": { "$value": [1, { "$ref": "#/b" }] } }"##))
        #expect(try holds(##"{ "a": { "$ref": 3 } }"##))
        #expect(
            try !holds(
                ##"{ "a": { "$value": 1, "$extensions": { "x": { "$ref": "#/b" } } }, "ref": { "$value": "$ref" } }"##))
    }

    @Test func groupExtends_deepMergesAndInheritsTypes_andCyclesAreErrors() throws {
        let groups = """
            { "input": { "$type": "dimension",
                "field": { "width": { "$value": { "value": 100, "unit": "%" } }, "height": { "$value": "44px" } } },
              "wide": { "$extends": "{input}", "field": { "width": { "$value": { "value": 320, "unit": "px" } } } }
            """
        let broken =
            groups + """
                ,
                  "a": { "$extends": "{b}" }, "b": { "$extends": "{a}" },
                  "lost": { "$extends": "{inptu}" } }
                """
        let (_, diagnostics) = try resolve(broken)
        #expect(
            TestSupport.summary(diagnostics) == [
                "extends.cycle@" + TestSupport.position(of: "\"{b}\"", in: broken),
                "extends.missing@" + TestSupport.position(of: "\"{inptu}\"", in: broken),
            ])
        #expect(diagnostics.sorted[0].message == "These groups extend each other in a cycle: a → b → a.")
        #expect(
            diagnostics.sorted[1].message
                == "$extends refers to a group 'inptu' that does not exist. Did you mean 'input'?")
        let (tokens, clean) = try resolve(groups + "}")
        #expect(!clean.hasErrors)
        #expect(TestSupport.value(tokens, "wide.field.width") == .dimension(DimensionValue(value: 320, unit: "px")))
        #expect(TestSupport.value(tokens, "wide.field.height") == .dimension(DimensionValue(value: 44, unit: "px")))
    }

    @Test func nonTokenMembers_areWarnedAndIgnored() throws {
        let (tokens, diagnostics) = try resolve(
            "{ \"theme\": \"light\", \"n\": { \"$type\": \"number\", \"$value\": 1 } }")
        #expect(TestSupport.summary(diagnostics, severity: .warning) == ["token.ignored-member@1:3"])
        #expect(tokens?.modes.first?.tokens.count == 1)
    }
}
