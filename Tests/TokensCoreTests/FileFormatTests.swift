import Testing

@testable import TokensCore

/// JSON5 and YAML syntax, per-file format detection and its config override, Style Dictionary
/// interpolation and shorthands, and collisions between files.
@Suite struct FileFormatTests {
    // MARK: - JSON5

    @Test func json5_acceptsItsSyntax_withExactValues() throws {
        let text = """
            // comment
            { unquoted: 'it\\'s \\x41', $key: 0xFF, plus: +1, lead: .5, trail: 5., neg: -.25, exp: 2e2,
              "cont": "a\\
            b", nested: { _x: [1, 2,], }, }
            """
        let (root, diagnostics) = TestSupport.parse(text, name: "t.json5")
        #expect(diagnostics.all.isEmpty, "\(diagnostics.sorted)")
        let object = try #require(root?.object)
        #expect(object["unquoted"]?.string == "it's A")
        #expect(object["$key"]?.number == 255)
        #expect(object["plus"]?.number == 1)
        #expect(object["lead"]?.number == 0.5)
        #expect(object["trail"]?.number == 5)
        #expect(object["neg"]?.number == -0.25)
        #expect(object["exp"]?.number == 200)
        #expect(object["cont"]?.string == "ab")
        #expect(object["nested"]?.object?["_x"]?.array?.count == 2)
        // The line continuation counts as a line break for the locations after it.
        let nested = try #require(object.member("nested")?.keyLocation)
        #expect("\(nested.line):\(nested.column)" == TestSupport.position(of: "nested", in: text))
    }

    @Test func json5_onlyInJSON5Files_andInfinityIsLocated() {
        #expect(TestSupport.parseError(Array("{ a: 1 }".utf8), name: "t.jsonc") == "json.unexpected-character@1:3")
        #expect(TestSupport.parseError(Array("{ \"a\": 'x' }".utf8), name: "t.json") == "json.unexpected-character@1:8")
        #expect(
            TestSupport.parseError(Array("{ a: 1,\n  b: -Infinity }".utf8), name: "t.json5") == "json.bad-number@2:6")
        #expect(TestSupport.parseError(Array("{ a: 'open }".utf8), name: "t.json5") == "json.truncated@1:6")
        // JSON5's number forms stay errors in plain JSON (a `where` once guarded only the last of them).
        for number in ["+1", ".5", "Infinity", "NaN"] {
            #expect(
                TestSupport.parseError(Array("{ \"a\": \(number) }".utf8), name: "t.json")
                    == "json.unexpected-character@1:8", "\(number)")
        }
    }

    // MARK: - YAML

    @Test func yaml_becomesLocatedTokens_withYAML12Scalars() throws {
        let yaml = """
            color:
              $type: color
              brand:
                $value: '#0A84FF'
                $description: Brand blue
            flags:
              off: { $value: off, $type: string }
              on: { $value: true, $type: boolean }
            café:
              gap: { $value: 8px, $type: dimension }
            """
        let folder = try TestSupport.folder(["tokens.yaml": yaml])
        let (tokens, diagnostics) = TestSupport.resolve(folder)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        let mode = try #require(tokens?.modes.first)
        #expect(mode.tokens.count == 4)
        #expect(TestSupport.value(tokens, "color.brand") == .color(ColorValue(hexString: "#0A84FF")!))
        #expect(mode.token(TokenPath("color.brand"))?.description == "Brand blue")
        #expect(TestSupport.value(tokens, "flags.off") == .string("off"))
        #expect(TestSupport.value(tokens, "flags.on") == .boolean(true))
        #expect(TestSupport.value(tokens, "café.gap") == .dimension(DimensionValue(value: 8, unit: "px")))
        let brand = try #require(mode.token(TokenPath("color.brand"))?.location)
        #expect("\(brand.line):\(brand.column)" == TestSupport.position(of: "brand:", in: yaml))
        // Columns count UTF-8 bytes after "café" (5 bytes), as for JSON.
        let gap = try #require(mode.token(TokenPath("café.gap"))?.location)
        #expect("\(gap.line):\(gap.column)" == TestSupport.position(of: "gap:", in: yaml))
    }

    @Test func yaml_syntaxErrorsAndTypeErrors_areLocated() throws {
        let broken = "color:\n  brand: [1, 2\n  other: 3\n"
        let (_, syntax) = YAMLParser.parse(Array(broken.utf8), file: "t.yaml")
        #expect(TestSupport.summary(syntax).first?.hasPrefix("yaml.syntax@") == true)
        #expect(syntax.all.first?.message.hasPrefix("This is not valid YAML:") == true)
        let wrong = "space:\n  md:\n    $type: dimension\n    $value: wide\n"
        let (_, diagnostics) = TestSupport.resolve(try TestSupport.folder(["tokens.yml": wrong]))
        #expect(
            TestSupport.summary(diagnostics) == ["token.invalid-value@" + TestSupport.position(of: "wide", in: wrong)])
    }

    // MARK: - Format detection

    @Test func plainScale_isReadAsTokens_withTypesFromValues() throws {
        let json =
            ##"{ "gray": { "gray1": "#fcfcfc", "p3": "color(display-p3 0.5 0.5 0.5)" }, "radius": "8px", "ratio": 1.5, "label": "Hello", "ref": "{gray.gray1}" }"##
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["scale.json": json]))
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        #expect(
            tokens?.modes.first?.tokens.map(\.path.dotted) == [
                "gray.gray1", "gray.p3", "label", "radius", "ratio", "ref",
            ])
        #expect(TestSupport.value(tokens, "gray.gray1") == .color(ColorValue(hexString: "#fcfcfc")!))
        #expect(TestSupport.value(tokens, "ref") == .color(ColorValue(hexString: "#fcfcfc")!))
        #expect(TestSupport.value(tokens, "radius") == .dimension(DimensionValue(value: 8, unit: "px")))
        #expect(TestSupport.value(tokens, "ratio") == .number(1.5))
        #expect(TestSupport.value(tokens, "label") == .string("Hello"))
    }

    @Test func mixedFormats_inOneFile_areAnError_withBothPlaces() throws {
        let json =
            "{ \"a\": { \"$value\": 1, \"$type\": \"number\" },\n  \"b\": { \"value\": 2, \"type\": \"number\" } }"
        let (_, diagnostics) = TestSupport.resolve(try TestSupport.folder(["mixed.json": json]))
        #expect(
            TestSupport.summary(diagnostics) == [
                "token.mixed-format@" + TestSupport.position(of: "{ \"value\"", in: json)
            ])
        let note = try #require(diagnostics.all.first { $0.code == .mixedFormat }?.notes.first?.location)
        #expect("\(note.line):\(note.column)" == TestSupport.position(of: "{ \"$value\"", in: json))
    }

    @Test func configFormat_overridesDetection_andIsChecked() throws {
        // A scale with a step named "value" looks like a Style Dictionary token until config says otherwise.
        let json = ##"{ "size": { "value": 4, "min": 1 } }"##
        let detected = TestSupport.resolve(try TestSupport.folder(["s.json": json]))
        #expect(detected.tokens?.modes.first?.tokens.map(\.path.dotted) == ["size"])
        var config = TokensConfig()
        config.format = FormatRules(every: .raw)
        let raw = TestSupport.resolve(try TestSupport.folder(["s.json": json]), config: config)
        #expect(raw.tokens?.modes.first?.tokens.map(\.path.dotted) == ["size.min", "size.value"])
        let configText = ##"{ "format": "style-dictonary" }"##
        let folder = try TestSupport.folder(["tokens.config.json": configText])
        let (loaded, problems) = ConfigLoader.load(path: folder + "/tokens.config.json")
        #expect(loaded.format == FormatRules())
        #expect(
            TestSupport.summary(problems) == [
                "config.invalid-value@" + TestSupport.position(of: "\"style-dictonary\"", in: configText)
            ])
        #expect(problems.all.first?.message.contains("Did you mean 'style-dictionary'?") == true)
        let (good, none) = ConfigLoader.load(
            path: try TestSupport.folder(["tokens.config.json": ##"{ "format": "tokens-studio" }"##])
                + "/tokens.config.json")
        #expect(good.format == FormatRules(every: .tokensStudio) && none.all.isEmpty)
    }

    // MARK: - Style Dictionary values

    @Test func interpolation_referencesInsideStrings() throws {
        let json = ##"""
            { "a": { "value": "test1 value" }, "b": { "value": 123 }, "size": { "value": "4", "type": "spacing" },
              "c": { "value": "{a} text after" }, "h": { "value": "text before {b} text after" },
              "pad": { "value": "{size} {size}", "type": "string" },
              "list": { "value": ["{b}", "x {a}"] },
              "missing": { "value": "see {nope}" } }
            """##
        let (_, diagnostics) = TestSupport.resolve(try TestSupport.folder(["sd.json": json]))
        #expect(
            TestSupport.summary(diagnostics) == [
                "alias.missing@" + TestSupport.position(of: "\"see {nope}\"", in: json)
            ])
        let clean = json.replacingOccurrences(of: ",\n  \"missing\": { \"value\": \"see {nope}\" }", with: "")
        let (tokens, found) = TestSupport.resolve(try TestSupport.folder(["sd.json": clean]))
        #expect(!found.hasErrors, "\(found.sorted)")
        // Untyped Style Dictionary strings are strings; the untyped list is reported, not dropped.
        #expect(TestSupport.value(tokens, "c") == .string("test1 value text after"))
        #expect(TestSupport.value(tokens, "h") == .string("text before 123 text after"))
        #expect(found.all.map(\.code) == [.untypedToken])
        #expect(TestSupport.value(tokens, "pad") == .string("4px 4px"))
        #expect(TestSupport.value(tokens, "list") == .untyped(.array([.number(123), .string("x test1 value")])))
    }

    @Test func interpolationCycle_isReported() throws {
        let json = "{ \"a\": { \"value\": \"x {b}\" },\n  \"b\": { \"value\": \"y {a}\" } }"
        let (_, diagnostics) = TestSupport.resolve(try TestSupport.folder(["c.json": json]))
        #expect(TestSupport.summary(diagnostics).map { $0.prefix(while: { $0 != "@" }) } == ["alias.cycle"])
    }

    @Test func tokensStudioColours_rgbaOfAnAlias_andStyleDictionaryShapes() throws {
        let json = ##"""
            { "brand": { "value": "#FF8000", "type": "color" },
              "veil": { "value": "rgba({brand}, 0.5)", "type": "color" },
              "tint": { "value": "rgba(#00FF00, 25%)", "type": "color" },
              "red": { "value": { "r": 255, "g": 0, "b": 51, "a": 0.8 }, "type": "color" },
              "line": { "value": "2 dashed {brand}", "type": "border" } }
            """##
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["ts.json": json]))
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        var veil = ColorValue(hexString: "#FF8000")!
        veil.alpha = 0.5
        #expect(TestSupport.value(tokens, "veil") == .color(veil))
        guard case .color(let tint)? = TestSupport.value(tokens, "tint") else {
            Issue.record("tint")
            return
        }
        #expect(tint.components == [0, 1, 0] && tint.alpha == 0.25)
        guard case .color(let red)? = TestSupport.value(tokens, "red") else {
            Issue.record("red")
            return
        }
        #expect(red.components == [1, 0, 0.2] && red.alpha == 0.8)
        guard case .border(let line)? = TestSupport.value(tokens, "line") else {
            Issue.record("line")
            return
        }
        #expect(
            line.width == DimensionValue(value: 2, unit: "px") && line.style == .keyword("dashed")
                && line.color == ColorValue(hexString: "#FF8000")!)
    }

    @Test func untypedReferenceToAGroup_isItsTokensAsAnObject() throws {
        let json = ##"{ "b": { "c": 2, "d": { "e": "x" } }, "ref": "{b}" }"##
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["r.json": json]))
        #expect(!diagnostics.hasErrors)
        #expect(
            TestSupport.value(tokens, "ref")
                == .untyped(.object([("c", .number(2)), ("d", .object([("e", .string("x"))]))])))
    }

    // MARK: - Files read together

    @Test func pathDefinedInTwoFiles_warnsWithBothPlaces_andTheLaterFileWins() throws {
        let first = "{ \"test\": { \"value\": \"#ffffff\", \"type\": \"color\" } }"
        let second = "{\n  \"test\": { \"value\": \"#ff0000\", \"type\": \"color\" },\n  \"same\": { \"value\": 1 } }"
        let folder = try TestSupport.folder([
            "a.json": first, "b.json": second, "c.json": "{ \"same\": { \"value\": 1 } }",
        ])
        let (tokens, diagnostics) = TestSupport.resolve(folder)
        #expect(
            TestSupport.summary(diagnostics, severity: .warning) == [
                "token.duplicate@" + TestSupport.position(of: "\"test\"", in: second)
            ])
        let warning = try #require(diagnostics.all.first { $0.code == .duplicateToken })
        #expect(warning.location?.file.hasSuffix("b.json") == true)
        #expect(warning.notes.first?.location?.file.hasSuffix("a.json") == true)
        #expect(
            warning.notes.first.map { "\($0.location!.line):\($0.location!.column)" }
                == TestSupport.position(of: "\"test\"", in: first))
        #expect(TestSupport.value(tokens, "test") == .color(ColorValue(hexString: "#ff0000")!))
    }

    @Test func filesNamedForAnAppearance_areThatMode() throws {
        let folder = try TestSupport.folder([
            "global.tokens.json":
                ##"{ "white": { "$type": "color", "$value": "#ffffff" }, "black": { "$type": "color", "$value": "#000000" } }"##,
            "light.tokens.json": ##"{ "text": { "$type": "color", "$value": "{black}" } }"##,
            "dark.tokens.json": ##"{ "text": { "$type": "color", "$value": "{white}" } }"##,
        ])
        let (tokens, diagnostics) = TestSupport.resolve(folder)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.sorted)")
        #expect(tokens?.modes.map(\.mode.name) == ["light", "dark"])
        #expect(TestSupport.value(tokens, "text", mode: "dark") == .color(ColorValue(hexString: "#ffffff")!))
        #expect(TestSupport.value(tokens, "text", mode: "light") == .color(ColorValue(hexString: "#000000")!))
    }

    @Test func extendsByRef_toAnotherFile_inheritsItsTokens() throws {
        let folder = try TestSupport.folder([
            "base.json":
                ##"{ "weight": { "normal": { "$type": "fontWeight", "$value": 300 }, "bold": { "$type": "fontWeight", "$value": 600 } } }"##,
            "theme.json":
                ##"{ "$extends": { "$ref": "./base.json" }, "weight": { "bold": { "$type": "fontWeight", "$value": 700 } } }"##,
        ])
        let (tokens, diagnostics) = TestSupport.resolve(folder + "/theme.json")
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        #expect(TestSupport.value(tokens, "weight.normal") == .fontWeight(300))
        #expect(TestSupport.value(tokens, "weight.bold") == .fontWeight(700))
    }
}
