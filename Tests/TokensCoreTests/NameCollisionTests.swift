import Foundation
import Testing

@testable import TokensCore

/// Two token paths that give one Swift name or colorset name (issue 35: backpack, gestalt and
/// equinor-eds stopped on them): both are built, the later in path order with `_2`, and one
/// warning per pair names both tokens and both files. Fixtures cut from the real systems.
@Suite struct NameCollisionTests {
    static func build(_ files: [String: String]) throws -> (files: [String: String], diagnostics: Diagnostics) {
        let folder = try TestSupport.folder(files)
        let (built, diagnostics) = BuildTestSupport.emit(folder, emitters: [SwiftEmitter(), ColorsetEmitter()])
        let texts = Dictionary(
            uniqueKeysWithValues: built.map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) })
        return (texts, diagnostics)
    }

    /// backpack: the shared app package spells `LINE_HEIGHT_BASE-TIGHT`, the web package
    /// `LINE_HEIGHT_BASE_TIGHT`; both are `lineHEIGHTBASETIGHT`, in two files of one name.
    @Test func backpack_twoSpellingsInTwoFiles_bothBuilt_oneWarningNamingBothFiles() throws {
        let app = #"{ "LINE_HEIGHT_BASE-TIGHT": { "value": 20, "type": "number" } }"#
        let web = #"{ "LINE_HEIGHT_BASE_TIGHT": { "value": 1.25, "type": "number" } }"#
        let (files, diagnostics) = try Self.build(["app/typography.json": app, "web/typography.json": web])
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        #expect(
            TestSupport.summary(diagnostics, severity: .warning) == [
                "swift.name-collision@" + TestSupport.position(of: "\"LINE_HEIGHT_BASE_TIGHT\"", in: web)
            ])
        let warning = try #require(diagnostics.all.first { $0.code == .swiftNameCollision })
        #expect(warning.location?.file.hasSuffix("web/typography.json") == true)
        #expect(
            warning.message
                == "'LINE_HEIGHT_BASE_TIGHT' and 'LINE_HEIGHT_BASE-TIGHT' (in web/typography.json and app/typography.json) would both be DesignTokens.lineHEIGHTBASETIGHT in Swift; 'LINE_HEIGHT_BASE_TIGHT', later in path order, is DesignTokens.lineHEIGHTBASETIGHT_2 so that both are built. Rename one, or name it under swift.names in the config."
        )
        #expect(warning.notes.first?.location?.file.hasSuffix("app/typography.json") == true)
        let code = try #require(files["Swift/DesignTokens.swift"])
        #expect(code.contains("static let lineHEIGHTBASETIGHT: Double = 20\n"))
        #expect(code.contains("static let lineHEIGHTBASETIGHT_2: Double = 1.25\n"))
    }

    /// equinor-eds: `Bg.Floating` (an alias of `bg-floating`, defined alike in two files) and
    /// `bg-floating` are both bgFloating.colorset: one warning, not one per definition, and no
    /// `token.duplicate` for the two equal definitions.
    @Test func equinor_aliasDefinedTwiceAlike_isOneWarning() throws {
        let scheme = ##"{ "bg-floating": { "$type": "color", "$value": "#202223" } }"##
        let concept = #"{ "Bg": { "Floating": { "$type": "color", "$value": "{bg-floating}" } } }"#
        let (files, diagnostics) = try Self.build([
            "scheme.json": scheme, "Concept.json": concept, "Semantic.json": concept,
        ])
        #expect(TestSupport.summary(diagnostics, severity: nil) == ["colorset.name-collision@1:3"])
        #expect(
            diagnostics.all.first?.message
                == "'bg-floating' and 'Bg.Floating' (in scheme.json and Semantic.json) would both be bgFloating.colorset; 'bg-floating', later in path order, is bgFloating_2.colorset so that both are built. Rename one, or name it under colorsets.names in the config."
        )
        #expect(files["Assets.xcassets/bgFloating.colorset/Contents.json"]?.contains("\"red\": \"0.1255\"") == true)
        #expect(files["Assets.xcassets/bgFloating_2.colorset/Contents.json"]?.contains("\"red\": \"0.1255\"") == true)
        // The Swift constants are in different namespaces (DesignTokens.bgFloating and
        // DesignTokens.Bg.floating), each naming its own colorset.
        #expect(files["Swift/DesignTokens.swift"]?.contains("\"bgFloating_2\"") == true)
    }

    /// equinor-eds: a mode no appearance takes is a variant enum (`DesignTokens.Page`), and a group
    /// of the same name holds a token of the variant's name: the variant's constant takes `_2`.
    @Test func equinor_variantAndGroupOfOneName_variantTakes_2() throws {
        let text = """
            { "gap": { "$type": "number", "$value": 1, "$extensions": { "mode": { "page": 2 } } },
              "page": { "gap": { "$type": "number", "$value": 3 } } }
            """
        let (files, diagnostics) = try Self.build(["t.json": text])
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        let collisions = diagnostics.all.filter { $0.code == .swiftNameCollision }
        #expect(collisions.count == 1)
        #expect(
            collisions.first?.message
                == "'gap' and 'page.gap' (both in t.json) would both be DesignTokens.Page.gap in Swift; the page-mode value of 'gap' is DesignTokens.Page.gap_2 so that both are built. Rename one, or name it under swift.names in the config."
        )
        let code = try #require(files["Swift/DesignTokens.swift"])
        #expect(code.contains("static let gap_2: Double = 2\n") && code.contains("static let gap: Double = 3\n"))
    }

    /// A name the config gives is never changed: the token whose name is derived takes `_2`.
    @Test func configuredName_keepsIt_theDerivedOneTakes_2() throws {
        let text = #"{ "a": { "$type": "number", "$value": 1 }, "b": { "$type": "number", "$value": 2 } }"#
        let config = #"{ "swift": { "names": { "a": "b" } } }"#
        let (files, diagnostics) = try Self.build(["t.json": text, "tokens.config.json": config])
        #expect(
            TestSupport.summary(diagnostics, severity: .warning) == [
                "swift.name-collision@" + TestSupport.position(of: "\"b\"", in: text)
            ])
        let code = try #require(files["Swift/DesignTokens.swift"])
        #expect(code.contains("static let b: Double = 1\n") && code.contains("static let b_2: Double = 2\n"))
    }

    /// `tokens explain` finds each of the two by the Swift name it was given.
    @Test func explainLookup_findsEachByItsSettledSwiftName() throws {
        let text = #"{ "A-B": { "$type": "number", "$value": 1 }, "A_B": { "$type": "number", "$value": 2 } }"#
        let resolved = try #require(TestSupport.resolve(try TestSupport.folder(["t.json": text])).tokens)
        let lookup = TokenLookup(resolved, config: BuildConfig())
        #expect(lookup.find("DesignTokens.aB") == .token(TokenPath("A-B"), swiftName: "DesignTokens.aB"))
        #expect(lookup.find("aB_2") == .token(TokenPath("A_B"), swiftName: "aB_2"))
    }
}
