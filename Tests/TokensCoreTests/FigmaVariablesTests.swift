import Foundation
import Testing

@testable import TokensCore

/// Figma variables exported as one DTCG file (Figma's Simple Design System, Tests/RealSystems/figma-sds):
/// collections as `@` groups with their modes in `$extensions`, keys slugged by the exporter and
/// references written with Figma's names.
@Suite struct FigmaVariablesTests {
    /// A token of a collection, as `fromFigma.mjs` writes it: `$value` is the first mode's.
    static func token(_ type: String, _ modes: [(String, String)], namespace: String = "com.figma.sds") -> String {
        let values = modes.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ")
        return """
            {"$type": "\(type)", "$value": \(modes[0].1), "$description": "",
             "$extensions": {"\(namespace)": {"figmaId": "VariableID:1:2", "modes": {\(values)}}}}
            """
    }

    static func collection(_ modes: [String], _ body: String, namespace: String = "com.figma.sds") -> String {
        let list = modes.map { "\"\($0)\"" }.joined(separator: ", ")
        return """
            {"$extensions": {"\(namespace)": {"figmaId": "VariableCollectionId:9:1", "modes": [\(list)]}},
             \(body)}
            """
    }

    /// Cut from figma-sds: primitives, a light/dark/brand B colour collection, and typography
    /// primitives referred to by Figma's names (`Brand.800`, `Family Sans`, `Scale 03`).
    static let export = """
        {
          "@color_primitives": \(collection(["value"], """
            "brand": {
              "100": \(token("color", [("value", "\"#f5f5f5\"")])),
              "800": \(token("color", [("value", "\"#2c2c2c\"")]))
            },
            "white": {"1000": \(token("color", [("value", "\"#ffffff\"")]))},
            "gray": {"900": \(token("color", [("value", "\"#1e1e1e\"")]))}
            """)),
          "@typography_primitives": \(collection(["default"], """
            "family-sans": \(token("fontFamily", [("default", "\"Inter\"")])),
            "scale-03": \(token("number", [("default", "16")]))
            """)),
          "@color": \(collection(["sds_light", "sds_dark", "brand_b_light"], """
            "background": {
              "brand": {"default": \(token("color", [
                ("sds_light", "\"{@color_primitives.Brand.800}\""),
                ("sds_dark", "\"{@color_primitives.Brand.100}\""),
                ("brand_b_light", "\"{@color_primitives.Brand B.800}\""),
              ]))},
              "default": {"default": \(token("color", [
                ("sds_light", "\"{@color_primitives.White.1000}\""),
                ("sds_dark", "\"{@color_primitives.Gray.900}\""),
                ("brand_b_light", "\"{@color_primitives.White.1000}\""),
              ]))}
            }
            """)),
          "@typography": \(collection(["mode_1"], """
            "body": {
              "font-family": \(token("fontFamily", [("mode_1", "\"{@typography_primitives.Family Sans}\"")])),
              "size-medium": \(token("number", [("mode_1", "\"{@typography_primitives.Scale 03}\"")]))
            }
            """))
        }
        """

    static func config(strict: Bool) -> TokensConfig {
        var config = TokensConfig()
        config.format.strict = strict
        return config
    }

    static func hex(_ tokens: ResolvedTokenSet?, _ path: String, mode: String) -> String? {
        guard case .color(let color)? = TestSupport.value(tokens, path, mode: mode) else { return nil }
        return color.description.uppercased()
    }

    // MARK: - The slug

    @Test func slug_isTheExportersKeyForAName() {
        #expect(FigmaVariables.slug("Scale 03") == "scale-03")
        #expect(FigmaVariables.slug("Brand B") == "brand-b")
        #expect(FigmaVariables.slug("Family Sans") == "family-sans")
        #expect(FigmaVariables.slug("Weight ExtraLight Italic") == "weight-extralight-italic")
        #expect(FigmaVariables.slug("@color_primitives") == "-color-primitives")
        #expect(FigmaVariables.slug("a  /  b") == "a-b")
        #expect(FigmaVariables.slug("Größe") == "gr-e")
        // A key the exporter made is its own slug.
        for key in ["scale-03", "brand-b", "800", "-color-primitives", "gr-e"] {
            #expect(FigmaVariables.slug(key) == key)
        }
        #expect(
            FigmaVariables.key(TokenPath("@color_primitives.Brand B.800"))
                == FigmaVariables.key(TokenPath("@color_primitives.brand-b.800")))
    }

    // MARK: - References by Figma's names

    @Test func figmaNames_resolveToTheSluggedKeys_withOneGroupedWarning() throws {
        let text = Self.export
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["tokens.json": text]))
        #expect(diagnostics.errors.isEmpty, "\(diagnostics.sorted)")
        let family = try #require(tokens?.modes.first?.token(TokenPath("@typography.body.font-family")))
        #expect(family.value == .fontFamily(["Inter"]))
        #expect(family.aliasOf == TokenPath("@typography_primitives.family-sans"))
        #expect(TestSupport.value(tokens, "@typography.body.size-medium") == .number(16))
        // One warning per reference written, at the reference: the `$value` and each mode's.
        let named = diagnostics.sorted.filter { $0.code == .figmaName }
        #expect(named.allSatisfy { $0.severity == .warning })
        #expect(
            named.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" }.first
                == TestSupport.position(of: "\"{@color_primitives.Brand.800}\"", in: text))
        // 8: a `$value` every mode replaces is not resolved, nor a single mode's copy of it.
        #expect(named.count == 8)
        #expect(
            named.first?.message
                == "The alias {@color_primitives.Brand.800} names no token as written; it is read as {@color_primitives.brand.800}, whose key is its Figma name as Figma variables exports write keys (lower case, '-' for spaces and other separators). Write {@color_primitives.brand.800} to name it exactly, or set \"strict\": true in tokens.config.json to make this an error."
        )
        // Printed as one line with the count and three examples.
        let lines = DiagnosticGroups.text(diagnostics.sorted.filter { $0.code == .figmaName }, verbose: false)
        #expect(lines.count == 1)
        #expect(lines.first?.contains("[alias.figma-name] Aliases written with Figma's names") == true)
        #expect(lines.first?.contains("(8 tokens; the first 3 below") == true)
        #expect(lines.first?.split(separator: "\n").count == 4)
    }

    @Test func strict_keepsAFigmaNameAnError_thatSaysHowToWriteIt() throws {
        let folder = try TestSupport.folder(["tokens.json": Self.export])
        let (tokens, diagnostics) = TestSupport.resolve(folder, config: Self.config(strict: true))
        #expect(tokens == nil)
        #expect(!diagnostics.all.contains { $0.code == .figmaName })
        let missing = diagnostics.errors.filter { $0.code == .missingReference }
        #expect(
            missing.map(\.message).contains(
                "The alias {@typography_primitives.Scale 03} refers to a token that does not exist. Did you mean '@typography_primitives.scale-03'?"
            ))
        // Under strict the dangling mode value is read too, and fails.
        #expect(missing.contains { $0.message.hasPrefix("The alias {@color_primitives.Brand B.800}") })
    }

    @Test func twoKeysOfOneSlug_areAmbiguous_andStayMissing_namingBoth() throws {
        let text = """
            {"@typography_primitives": \(Self.collection(["default"], """
                "scale-03": \(Self.token("number", [("default", "16")])),
                "scale_03": \(Self.token("number", [("default", "18")])),
                "body": \(Self.token("number", [("default", "\"{@typography_primitives.Scale 03}\"")]))
                """))}
            """
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["tokens.json": text]))
        #expect(tokens == nil)
        #expect(!diagnostics.all.contains { $0.code == .figmaName })
        let missing = try #require(diagnostics.errors.first { $0.code == .missingReference })
        #expect(
            TestSupport.summary(diagnostics)
                == ["alias.missing@" + TestSupport.position(of: "\"{@typography_primitives.Scale 03}\"", in: text)])
        #expect(
            missing.message
                == "The alias {@typography_primitives.Scale 03} refers to a token that does not exist. Did you mean '@typography_primitives.scale-03' or '@typography_primitives.scale_03'? Each is its name as Figma variables exports write keys (lower case, '-' for spaces and other separators), so it names none of them: write the one you mean."
        )
    }

    /// The DTCG specification's references are exact: a file that is no Figma export keeps them so.
    @Test func plainDTCG_keepsReferencesExact() throws {
        let text = """
            {"@typography_primitives": {"scale-03": {"$type": "number", "$value": 16}},
             "@typography": {"body": {"$type": "number", "$value": "{@typography_primitives.Scale 03}"}}}
            """
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["tokens.json": text]))
        #expect(tokens == nil)
        #expect(
            TestSupport.summary(diagnostics)
                == ["alias.missing@" + TestSupport.position(of: "\"{@typography_primitives.Scale 03}\"", in: text)])
        #expect(diagnostics.errors.first?.message.hasSuffix("Did you mean '@typography_primitives.scale-03'?") == true)
    }

    /// A namespace that is not Figma's is recognised by the collection's Figma id (the SDS plugin
    /// writes `org.sds`); without either, the `@` groups are plain DTCG groups.
    @Test func recognition_needsAFigmaNamespaceOrCollectionID() throws {
        func collections(_ text: String) throws -> [String] {
            let root = try #require(TestSupport.parse(text).root?.object)
            return FigmaVariables.collections(in: root).keys.sorted()
        }
        #expect(
            try collections(
                "{\"@c\": {\"$extensions\": {\"org.sds\": {\"figmaId\": \"VariableCollectionId:1:2\", \"modes\": [\"a\"]}}}}"
            ) == ["@c"])
        #expect(try collections("{\"@c\": {\"$extensions\": {\"com.figma\": {\"modes\": [\"a\", \"b\"]}}}}") == ["@c"])
        #expect(try collections("{\"@c\": {\"$extensions\": {\"org.sds\": {\"modes\": [\"a\", \"b\"]}}}}") == [])
        #expect(try collections("{\"c\": {\"$extensions\": {\"com.figma\": {\"modes\": [\"a\", \"b\"]}}}}") == [])
        #expect(try collections("{\"@c\": {\"$extensions\": {\"com.figma\": {\"modes\": []}}}}") == [])
    }

    // MARK: - Modes

    @Test func collectionModes_areTheModes_lightAndDarkRight() throws {
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["tokens.json": Self.export]))
        #expect(diagnostics.errors.isEmpty, "\(diagnostics.sorted)")
        let modes = tokens?.modes.map { "\($0.mode.name)=\($0.mode.appearance?.rawValue ?? "-")" }
        #expect(modes == ["sds_light=light", "sds_dark=dark", "brand_b_light=-"])
        #expect(Self.hex(tokens, "@color.background.brand.default", mode: "sds_light") == "#2C2C2C")
        #expect(Self.hex(tokens, "@color.background.brand.default", mode: "sds_dark") == "#F5F5F5")
        #expect(Self.hex(tokens, "@color.background.default.default", mode: "sds_light") == "#FFFFFF")
        #expect(Self.hex(tokens, "@color.background.default.default", mode: "sds_dark") == "#1E1E1E")
        // Of the two light modes, the collection's default is the light appearance.
        let ambiguous = try #require(diagnostics.all.first { $0.code == .ambiguousAppearance })
        #expect(ambiguous.severity == .warning)
        #expect(ambiguous.message.contains("'sds_light' is light, and 'brand_b_light' is a Swift variant"))
    }

    /// `brand_b_light` refers to `Brand B.800`, which the file does not hold: that value is not
    /// read, said where it is, and the token keeps its default mode's value there.
    @Test func danglingReferenceOfAnotherMode_isSaid_andTheDefaultKept() throws {
        let text = Self.export
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["tokens.json": text]))
        #expect(diagnostics.errors.isEmpty, "\(diagnostics.sorted)")
        #expect(
            TestSupport.summary(diagnostics, severity: .warning).filter { $0.hasPrefix("mode.") }
                == [
                    "mode.dangling-alias@" + TestSupport.position(of: "\"{@color_primitives.Brand B.800}\"", in: text),
                    "mode.ambiguous-appearance",
                ])
        let dangling = try #require(diagnostics.all.first { $0.code == .danglingModeAlias })
        #expect(
            dangling.message
                == "In mode 'brand_b_light', '@color.background.brand.default' refers to {@color_primitives.Brand B.800}, which is no variable of this file, as written or by its Figma name (an exporter writes such a reference for a variable deleted in Figma but still referenced). '@color.background.brand.default' keeps its 'sds_light' value in 'brand_b_light'. Refer to a variable the file holds, or set \"strict\": true in tokens.config.json to make this an error."
        )
        #expect(Self.hex(tokens, "@color.background.brand.default", mode: "brand_b_light") == "#2C2C2C")
    }

    /// A collection whose modes say no appearance beside one whose modes do: its first mode is the
    /// `$value`s every mode starts from, and its others are modes (Swift variants).
    @Test func otherCollectionsModes_areVariants_overTheirDefault() throws {
        let text = """
            {"@color": \(Self.collection(["light", "dark"], """
                "bg": \(Self.token("color", [("light", "\"#ffffff\""), ("dark", "\"#000000\"")]))
                """)),
             "@responsive": \(Self.collection(["desktop", "mobile"], """
                "scale": \(Self.token("number", [("desktop", "1"), ("mobile", "1.25")]))
                """))}
            """
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["tokens.json": text]))
        #expect(diagnostics.errors.isEmpty, "\(diagnostics.sorted)")
        #expect(tokens?.modes.map(\.mode.name) == ["light", "dark", "mobile"])
        #expect(TestSupport.value(tokens, "@responsive.scale", mode: "dark") == .number(1))
        #expect(TestSupport.value(tokens, "@responsive.scale", mode: "mobile") == .number(1.25))
        #expect(Self.hex(tokens, "@color.bg", mode: "mobile") == "#FFFFFF")
    }

    /// Figma's own names, `Mode 1` and `Mode 2`, say no appearance: both are modes, so the config
    /// can map them, and no third mode holds the `$value`s.
    @Test func modesThatSayNoAppearance_areAllModes_forTheConfigToMap() throws {
        let text = """
            {"@color": \(Self.collection(["Mode 1", "Mode 2"], """
                "bg": \(Self.token("color", [("Mode 1", "\"#ffffff\""), ("Mode 2", "\"#000000\"")]))
                """))}
            """
        let folder = try TestSupport.folder(["tokens.json": text])
        var config = TokensConfig()
        config.modeAppearances = ["Mode 1": .light, "Mode 2": .dark]
        let (tokens, diagnostics) = TestSupport.resolve(folder, config: config)
        #expect(diagnostics.errors.isEmpty, "\(diagnostics.sorted)")
        #expect(
            tokens?.modes.map { "\($0.mode.name)=\($0.mode.appearance?.rawValue ?? "-")" } == [
                "Mode 1=light", "Mode 2=dark",
            ])
        #expect(Self.hex(tokens, "@color.bg", mode: "Mode 2") == "#000000")
    }

    /// No value is dropped without a word: a default mode's value that is not the `$value`, and a
    /// value for a mode the collection does not list.
    @Test func valuesThatAreNotRead_areSaid() throws {
        let text = """
            {"@size": \(Self.collection(["default"], """
                "space": {"$type": "number", "$value": 4,
                  "$extensions": {"com.figma.sds": {"modes": {"default": 8, "compact": 2}}}}
                """))}
            """
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["tokens.json": text]))
        #expect(TestSupport.value(tokens, "@size.space") == .number(4))
        #expect(
            TestSupport.summary(diagnostics, severity: .warning) == [
                "token.ignored-member@" + TestSupport.position(of: "8", in: text),
                "token.ignored-member@" + TestSupport.position(of: "\"compact\"", in: text),
            ])
    }

    // MARK: - The real system

    /// Tests/RealSystems/figma-sds as shipped: every reference resolves and no error is left.
    @Test func figmaSDS_buildsWithoutErrors() throws {
        let source = TestSupport.packageRoot + "/Tests/RealSystems/figma-sds/source"
        let (tokens, diagnostics) = TestSupport.resolve(source)
        #expect(diagnostics.errors.isEmpty, "\(diagnostics.errors.prefix(3))")
        #expect(tokens?.modes.map(\.mode.name) == ["sds_light", "sds_dark", "brand_b_light", "mobile", "tablet"])
        #expect(diagnostics.all.filter { $0.code == .danglingModeAlias }.count == 1)
        #expect(Self.hex(tokens, "@color.background.utilities.scrim", mode: "sds_dark") != nil)
    }
}
