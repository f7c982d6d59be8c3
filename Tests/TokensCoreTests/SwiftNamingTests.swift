import Foundation
import Testing

@testable import TokensCore

/// Names in the generated Swift: configured names, reserved names refused or renamed, natural
/// order, and whatever the tokens are called, Swift that compiles.
@Suite(.serialized) struct SwiftNamingTests {
    /// The Swift files built from `files` (name → text), and the diagnostics.
    func build(_ files: [String: String]) throws -> (swift: [String: String], diagnostics: Diagnostics) {
        let folder = try TestSupport.folder(files)
        let (files, diagnostics) = BuildTestSupport.emit(folder, emitters: [SwiftEmitter()])
        var swift: [String: String] = [:]
        for file in files { swift[file.path] = String(decoding: file.contents, as: UTF8.self) }
        return (swift, diagnostics)
    }

    /// Type-checks generated files against the stand-ins.
    func typeChecks(_ swift: [String: String]) throws -> (status: Int32, output: String) {
        let folder = try BuildTestSupport.temporaryFolder("naming")
        var paths: [String] = []
        for (path, text) in swift {
            let file = folder + "/" + path.replacingOccurrences(of: "/", with: "_")
            try Data(text.utf8).write(to: URL(fileURLWithPath: file))
            paths.append(file)
        }
        return try BuildTestSupport.run(BuildTestSupport.swiftc(paths, stubs: try BuildTestSupport.stubs.get()))
    }

    @Test func tokenGroupsNamedLikeSDKTypes_areRenamedWithAWarning_andCompile() throws {
        let tokens = """
            {
              "color": { "$type": "color", "ink": { "$value": "#112233" } },
              "font": { "$type": "dimension", "body": { "$value": { "value": 17, "unit": "px" } } },
              "Self": { "$type": "number", "x": { "$value": 1 } },
              "size": { "$type": "dimension", "#": { "$value": { "value": 4, "unit": "px" } } }
            }
            """
        let (swift, diagnostics) = try build(["tokens.json": tokens])
        let text = try #require(swift["Swift/DesignTokens.swift"])
        #expect(
            text.contains("    enum ColorTokens {\n") && text.contains("    enum FontTokens {\n")
                && text.contains("    enum SelfTokens {\n"))
        #expect(text.contains("        static let unnamed: CGFloat = 4\n"))
        let warnings = diagnostics.sorted.filter { $0.code == .swiftRenamed }
        #expect(
            warnings.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == [
                TestSupport.position(of: "\"ink\"", in: tokens), TestSupport.position(of: "\"body\"", in: tokens),
                TestSupport.position(of: "\"x\"", in: tokens), TestSupport.position(of: "\"#\"", in: tokens),
            ])
        #expect(
            warnings.first?.message
                == "The group 'color' would be the namespace DesignTokens.Color, a name Swift or the SDK already uses; it is DesignTokens.ColorTokens. Map it to a namespace of your own under swift.namespaces in the config."
        )
        #expect(
            warnings.last?.message
                == "'size.#' has no letter or digit to make a Swift name of; it is DesignTokens.Size.unnamed. Name it under swift.names in the config."
        )
        #expect(!diagnostics.hasErrors)
        #expect(try typeChecks(swift).status == 0)
    }

    @Test(arguments: [
        ("Color", "Color"), ("DesignTokens.Font", "Font"), ("class", "class"), ("Brand.Text", "Text"),
        ("TokenColor", "TokenColor"),
        ("Brand.Values", "Values"), ("String", "String"), ("UIColor", "UIColor"), ("TokenTypes", "TokenTypes"),
    ])
    func configNamespacesThatHideATypeOrKeyword_areRefusedWhereWritten(namespace: String, reserved: String) throws {
        let config = #"{ "swift": { "namespaces": { "color": "\#(namespace)" } } }"#
        let folder = try TestSupport.folder(["tokens.config.json": config])
        let (_, diagnostics) = ConfigLoader.load(path: folder + "/tokens.config.json")
        #expect(
            TestSupport.summary(diagnostics) == [
                "config.invalid-value@" + TestSupport.position(of: "\"\(namespace)\"", in: config)
            ])
        #expect(diagnostics.all.first?.message.hasPrefix("'\(namespace)' would declare '\(reserved)', ") == true)
    }

    @Test(arguments: [
        (
            #"{ "swift": { "names": { "color.a": "Background" } } }"#,
            "'Background' is not a constant name: use a lower-case first letter, then letters, digits and '_'."
        ),
        (#"{ "swift": { "names": { "color.a": "default" } } }"#, "'default' is a Swift keyword; choose another name."),
        (
            #"{ "swift": { "names": { "color.a": "DesignTokens.Font.body" } } }"#,
            "'DesignTokens.Font' would declare 'Font', a type app code already uses (SwiftUI, UIKit, Foundation or Swift): inside the generated namespace it would hide the real one. Choose another name, such as 'FontTokens'."
        ),
        (
            #"{ "swift": { "names": { "color.a": 3 } } }"#,
            "A Swift name must be a string such as \"background\" or \"DesignTokens.Typography.bodySize\"."
        ),
        (#"{ "swift": { "bundle": "app" } }"#, "\"bundle\" must be \"auto\", \"main\" or \"module\"."),
        (#"{ "swift": { "colorStyle": "static" } }"#, "\"colorStyle\" must be \"namespace\" or \"extension\"."),
        (#"{ "swift": { "dynamicType": "yes" } }"#, "\"dynamicType\" must be true or false, not a string."),
        (
            #"{ "swift": { "deprecated": { "old": { "mode": "dark" } } } }"#,
            "A deprecated name needs \"token\": the path of the token that replaces it."
        ),
        (
            #"{ "swift": { "deprecated": { "1old": { "token": "color.a" } } } }"#,
            "'1old' is not a Swift identifier: use letters, digits and '_', not starting with a digit."
        ),
    ])
    func badSwiftSettings_areLocatedConfigErrors(config: String, message: String) throws {
        let folder = try TestSupport.folder(["tokens.config.json": config])
        let (_, diagnostics) = ConfigLoader.load(path: folder + "/tokens.config.json")
        #expect(diagnostics.errors.map(\.message) == [message])
        #expect(diagnostics.errors.first?.code == .configInvalidValue)
    }

    @Test func deprecatedNames_missingTokenOrMode_areLocatedErrors() throws {
        let config =
            #"{ "swift": { "deprecated": { "darkInk": { "token": "color.inc", "mode": "dark" }, "dimInk": { "token": "color.ink", "mode": "dim" } } } }"#
        let (_, diagnostics) = try build([
            "tokens.json": ##"{ "color": { "$type": "color", "ink": { "$value": "#112233" } } }"##,
            "tokens.config.json": config,
        ])
        #expect(
            TestSupport.summary(diagnostics).sorted()
                == [
                    "config.no-match@" + TestSupport.position(of: "{ \"token\": \"color.inc\"", in: config),
                    "mode.unknown@" + TestSupport.position(of: "{ \"token\": \"color.ink\"", in: config),
                ].sorted())
        #expect(
            diagnostics.errors.map(\.message).sorted() == [
                "swift.deprecated.darkInk stands for 'color.inc', which is not a token. Did you mean 'color.ink'?",
                "swift.deprecated.dimInk asks for the 'dim' value of 'color.ink', but there is no mode 'dim'.",
            ])
    }

    @Test func deprecatedAliases_keepAnOldNameForARenamedToken() throws {
        let tokens =
            ##"{ "color": { "$type": "color", "ink": { "$value": "#112233" } }, "space": { "$type": "dimension", "md": { "$value": { "value": 12, "unit": "px" } } } }"##
        let config =
            #"{ "swift": { "namespaces": { "color": "Palette", "space": "Spacing" }, "deprecated": { "oldInk": { "token": "color.ink" }, "medium": { "token": "space.md" } } } }"#
        let (swift, diagnostics) = try build(["tokens.json": tokens, "tokens.config.json": config])
        #expect(!diagnostics.hasErrors)
        let palette = try #require(swift["Swift/Palette.swift"])
        #expect(
            palette.contains("    @available(*, deprecated, renamed: \"ink\")\n    static var oldInk: Color { ink }\n"))
        #expect(
            palette.contains(
                "        @available(*, deprecated, renamed: \"ink\")\n        static var oldInk: TokenColor { ink }\n"))
        #expect(
            try #require(swift["Swift/Spacing.swift"]).contains(
                "    @available(*, deprecated, renamed: \"md\")\n    static var medium: CGFloat { md }\n"))
        #expect(try typeChecks(swift).status == 0)
    }

    @Test func members_areInNaturalOrder() throws {
        let tokens =
            ##"{ "color": { "$type": "color", "accent": { "900": { "$value": "#000000" }, "100": { "$value": "#111111" }, "50": { "$value": "#222222" }, "400": { "$value": "#333333" } } } }"##
        let (swift, _) = try build([
            "tokens.json": tokens, "tokens.config.json": #"{ "swift": { "namespaces": { "color": "Palette" } } }"#,
        ])
        let text = try #require(swift["Swift/Palette.swift"])
        let order = text.split(separator: "\n").filter { $0.hasPrefix("    static let") }.map {
            $0.split(separator: " ")[2]
        }
        #expect(order == ["accent50", "accent100", "accent400", "accent900"])
        #expect(
            SwiftEmitter.naturalOrder("a2b", "a10b") && !SwiftEmitter.naturalOrder("a10", "a2")
                && SwiftEmitter.naturalOrder("a2", "a02"))
    }

    @Test func configuredNames_placeATokenAnywhere() throws {
        let tokens =
            ##"{ "font": { "$type": "dimension", "size": { "body": { "$value": { "value": 17, "unit": "px" } } } }, "color": { "$type": "color", "adaptive": { "bg": { "$value": "#FAF8F5" } } } }"##
        let config =
            #"{ "swift": { "namespaces": { "color": "InsightColors" }, "names": { "font.size.body": "DesignTokens.Typography.bodySize", "color.adaptive.bg": "background" } } }"#
        let (swift, _) = try build(["tokens.json": tokens, "tokens.config.json": config])
        #expect(
            try #require(swift["Swift/DesignTokens.swift"]).contains(
                "    enum Typography {\n        /// 17pt\n        static let bodySize: CGFloat = 17\n"))
        #expect(
            try #require(swift["Swift/InsightColors.swift"]).contains(
                "    static let background = Values.background.color\n")
                && swift["Swift/InsightColors.swift"]?.contains("TokenColor(\"adaptiveBg\", bundle: TokenBundle.bundle")
                    == true
        )
    }
}
