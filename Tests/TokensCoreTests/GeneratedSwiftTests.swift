import Foundation
import Testing

@testable import TokensCore

/// The generated Swift compiles: platform-neutral as is, and the SwiftUI/UIKit parts against stub
/// modules with Apple's signatures. A program built against the constants prints the token values.
@Suite(.serialized) struct GeneratedSwiftTests {
    func generated(_ tokens: String, into folder: String) throws -> [String] {
        let files = try BuildTestSupport.build(tokens).filter { $0.path.hasPrefix("Swift/") }
        let (report, _) = OutputWriter.write(files, to: folder)
        #expect(report != nil)
        return files.map { folder + "/" + $0.path }
    }

    @Test func twoTokensWithOneSwiftName_bothAreBuilt_theLaterInPathOrderWith_2() throws {
        // `space.card-gap` and `space.cardGap` are both `DesignTokens.Space.cardGap`; in another
        // namespace the same identifier is fine. `card-gap` sorts first ('-' before 'G'), so
        // `cardGap` is `cardGap_2`, with one warning at it and a note at the other.
        let text = """
            {
              "space": { "$type": "number", "card-gap": { "$value": 1 }, "cardGap": { "$value": 2 } },
              "radius": { "$type": "number", "cardGap": { "$value": 3 } }
            }
            """
        let folder = try TestSupport.folder(["tokens.json": text])
        let resolved = try #require(TestSupport.resolve(folder).tokens)
        var config = BuildConfig()
        let (files, diagnostics) = SwiftEmitter().emit(
            EmitInput(tokens: resolved, config: config, audit: nil, sourceName: "tokens"))
        let at = TestSupport.position(of: "\"cardGap\": { \"$value\": 2", in: text)
        #expect(TestSupport.summary(diagnostics, severity: nil) == ["swift.name-collision@" + at])
        let warning = try #require(diagnostics.all.first)
        #expect(warning.severity == .warning)
        #expect(
            warning.message
                == "'space.cardGap' and 'space.card-gap' (both in tokens.json) would both be DesignTokens.Space.cardGap in Swift; 'space.cardGap', later in path order, is DesignTokens.Space.cardGap_2 so that both are built. Rename one, or name it under swift.names in the config."
        )
        #expect(
            warning.notes.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "") \($0.message)" } == [
                TestSupport.position(of: "\"card-gap\"", in: text)
                    + " 'space.card-gap' is here, and keeps DesignTokens.Space.cardGap in Swift"
            ])
        let swift = try #require(files.first { $0.path == "Swift/DesignTokens.swift" })
        let code = String(decoding: swift.contents, as: UTF8.self)
        #expect(code.contains("    static let cardGap: Double = 1\n"))
        #expect(code.contains("    static let cardGap_2: Double = 2\n"))
        #expect(code.contains("    static let cardGap: Double = 3\n"))
        // With "strict": true it is an error (the names are the same).
        config.strict = true
        let (_, strict) = SwiftEmitter().emit(EmitInput(tokens: resolved, config: config, audit: nil, sourceName: "t"))
        #expect(TestSupport.summary(strict) == ["swift.name-collision@" + at])
        #expect(
            strict.errors.first?.message
                == "'space.cardGap' and 'space.card-gap' (both in tokens.json) would both be DesignTokens.Space.cardGap in Swift; rename one, or name one of them under swift.names in the config (\"strict\": true makes this an error)."
        )
    }

    /// The default brand, the apps' extension-style fixture and the fixture with every type
    /// type-check as each platform, under both isolation defaults. A canary proves each shape is
    /// what it claims (SwiftUI visible, UIKit or AppKit as on the platform, `os(…)` rewritten).
    @Test(arguments: AppleShape.allCases)
    func swiftUIAndPlatformParts_typeCheckAsEachPlatform(shape: AppleShape) throws {
        let canary = try BuildTestSupport.temporaryFolder("canary") + "/canary.swift"
        let platform =
            [
                "iOS": "os(iOS) && canImport(UIKit)", "macOS": "os(macOS) && canImport(AppKit) && !canImport(UIKit)",
                "watchOS": "os(watchOS) && canImport(UIKit)", "tvOS": "os(tvOS) && canImport(UIKit)",
                "visionOS": "os(visionOS) && canImport(UIKit)",
                "macCatalyst": "os(iOS) && targetEnvironment(macCatalyst) && canImport(UIKit)",
            ][shape.rawValue] ?? "false"
        try Data("#if canImport(SwiftUI) && \(platform)\n#error(\"stubs visible\")\n#endif\n".utf8).write(
            to: URL(fileURLWithPath: canary))
        #expect(try shape.typeCheck([canary], mainActorByDefault: false)?.contains("stubs visible") == true)
        for tokens in [
            BuildTestSupport.brandTokens, BuildTestSupport.everythingTokens,
            TestSupport.fixture("apps-extension/tokens"),
        ] {
            let sources = try generated(tokens, into: try BuildTestSupport.temporaryFolder("generated"))
            for mainActor in [false, true] {
                let failure = try shape.typeCheck(sources, mainActorByDefault: mainActor)
                #expect(failure == nil, "\(tokens), \(shape), default main actor \(mainActor):\n\(failure ?? "")")
            }
        }
    }

    /// tvOS has no UIKit large title (`UIFontTextStyleLargeTitle API_UNAVAILABLE(tvos)`): the tvOS
    /// stand-in refuses it as the SDK does, iOS's accepts it, and the generated UIKit text style maps
    /// `.largeTitle` to tvOS's largest, `.title1`, so the output compiles there (it did not: "'largeTitle'
    /// is unavailable").
    @Test func uiKitLargeTitle_isUnavailableOnTVOS_andTheGeneratedStyleAvoidsIt() throws {
        let folder = try BuildTestSupport.temporaryFolder("tvos")
        let uses = folder + "/uses.swift"
        try Data("import UIKit\nlet style: UIFont.TextStyle = .largeTitle\n".utf8).write(to: URL(fileURLWithPath: uses))
        let refused = try #require(try AppleShape.tvOS.typeCheck([uses], mainActorByDefault: false))
        #expect(
            refused.contains(
                "error: 'largeTitle' is unavailable: API_UNAVAILABLE(tvos): tvOS has no large title text style"))
        #expect(try AppleShape.iOS.typeCheck([uses], mainActorByDefault: false) == nil)
        let sources = try generated(BuildTestSupport.brandTokens, into: folder + "/out")
        let uiKit = try String(contentsOfFile: folder + "/out/Swift/TokenTypes+UIKit.swift", encoding: .utf8)
        #expect(
            uiKit.contains(
                """
                        case .largeTitle:
                            #if os(tvOS)
                            return .title1  // tvOS has no large title; title1 is its largest style
                            #else
                            return .largeTitle
                            #endif

                """))
        #expect(try AppleShape.tvOS.typeCheck(sources, mainActorByDefault: false) == nil)
    }

    /// Public output compiles with Swift's upcoming feature InternalImportsByDefault
    /// (every import internal unless it says otherwise): each file imports publicly the modules whose
    /// types its declarations show, and only those (an unused public import is a warning), and the
    /// build-tool plugin's one file imports each module at one level. Before, every public constant of
    /// a SwiftUI or Foundation type failed: "property cannot be declared public because its type uses
    /// an internal type".
    @Test(arguments: [AppleShape.iOS, .macOS, .watchOS, .tvOS])
    func publicOutput_compilesWithInternalImportsByDefault_withoutWarnings(shape: AppleShape) throws {
        let configs = [
            #"{"swift": {"accessLevel": "public", "colors": "assetCatalog", "bundle": "module", "dynamicType": true}}"#,
            #"{"swift": {"accessLevel": "public", "colors": "inline", "colorStyle": "extension"}}"#,
        ]
        var builds: [(name: String, files: [GeneratedFile])] = [
            ("default brand", try BuildTestSupport.build(BuildTestSupport.brandTokens))
        ]
        for config in configs {
            let folder = try BuildTestSupport.temporaryFolder("public")
            for name in try FileManager.default.contentsOfDirectory(atPath: BuildTestSupport.everythingTokens)
            where name != "tokens.config.json" {
                try FileManager.default.copyItem(
                    atPath: BuildTestSupport.everythingTokens + "/" + name, toPath: folder + "/" + name)
            }
            try Data(config.utf8).write(to: URL(fileURLWithPath: folder + "/tokens.config.json"))
            builds.append((config, try BuildTestSupport.build(folder)))
        }
        for (name, files) in builds {
            let swift = files.filter { $0.path.hasPrefix("Swift/") }
            let folder = try BuildTestSupport.temporaryFolder("imports")
            var sources = swift.map { folder + "/" + $0.path }
            let (report, _) = OutputWriter.write(swift, to: folder)
            #expect(report != nil)
            // The plugin's one file: every file's text in one.
            let one = BuildPipeline.oneImportLevel(
                swift.map { String(decoding: $0.contents, as: UTF8.self) }.joined(separator: "\n"))
            try FileManager.default.createDirectory(atPath: folder + "/one", withIntermediateDirectories: true)
            try Data(one.utf8).write(to: URL(fileURLWithPath: folder + "/one/GeneratedTokens.swift"))
            try Data("import Foundation\nnonisolated extension Bundle { static let module = Bundle.main }\n".utf8)
                .write(
                    to: URL(fileURLWithPath: folder + "/module.swift"))
            sources.append(folder + "/module.swift")
            let extra = ["-enable-upcoming-feature", "InternalImportsByDefault"]
            for set in [sources, [folder + "/one/GeneratedTokens.swift", folder + "/module.swift"]] {
                let result = try BuildTestSupport.run(
                    try shape.swiftc(try shape.rewritten(set), mainActorByDefault: false) + extra)
                #expect(result.status == 0, "\(shape), \(name), \(set.count) files:\n\(result.output)")
                let warnings = result.output.split(separator: "\n").filter { $0.contains("warning:") }
                #expect(warnings.isEmpty, "\(shape), \(name), \(set.count) files:\n\(warnings.joined(separator: "\n"))")
            }
        }
    }

    /// Every combination of the Swift settings type-checks with every token type, as every claimed
    /// platform compiles it (iOS, macOS, watchOS, tvOS, visionOS, Mac Catalyst), with and without Xcode 26's default main-actor isolation (Swift 6, complete
    /// concurrency checking): colours from the catalog (bundle found, main or module) or inline, in
    /// namespaces or as `extension Color`, fonts fixed or scaled with Dynamic Type, every access level.
    @Test(
        arguments: [
            #"{"swift": {"colors": "assetCatalog", "bundle": "module", "dynamicType": true, "accessLevel": "public"}}"#,
            #"{"swift": {"colors": "inline", "colorStyle": "extension", "dynamicType": true}}"#,
            #"{"swift": {"colors": "assetCatalog", "colorStyle": "extension", "accessLevel": "package"}}"#,
            #"{"swift": {"colors": "assetCatalog", "bundle": "main"}}"#,
        ], AppleShape.allCases)
    func everySwiftSetting_typeChecksOnEveryPlatform(config: String, shape: AppleShape) throws {
        let folder = try BuildTestSupport.temporaryFolder("settings")
        for name in try FileManager.default.contentsOfDirectory(atPath: BuildTestSupport.everythingTokens)
        where name != "tokens.config.json" {
            try FileManager.default.copyItem(
                atPath: BuildTestSupport.everythingTokens + "/" + name, toPath: folder + "/" + name)
        }
        try Data(config.utf8).write(to: URL(fileURLWithPath: folder + "/tokens.config.json"))
        var sources = try generated(folder, into: folder + "/out")
        // SwiftPM generates `Bundle.module` for a target with resources (nonisolated since Swift 6.3).
        try Data("import Foundation\nnonisolated extension Bundle { static let module = Bundle.main }\n".utf8).write(
            to: URL(fileURLWithPath: folder + "/module.swift"))
        sources.append(folder + "/module.swift")
        let extra = config.contains("package") ? ["-package-name", "brand"] : []
        for mainActor in [false, true] {
            let failure = try shape.typeCheck(sources, mainActorByDefault: mainActor, extra: extra)
            #expect(failure == nil, "\(shape), default main actor \(mainActor), \(config):\n\(failure ?? "")")
        }
    }

    @Test func platformNeutralConstants_compileRunAndHoldTheTokenValues() throws {
        let folder = try BuildTestSupport.temporaryFolder("generated-run")
        let sources = try generated(BuildTestSupport.brandTokens, into: folder)
        let (config, _) = ConfigLoader.load(path: ConfigLoader.defaultPath(forTokens: BuildTestSupport.brandTokens))
        let resolved = try #require(TestSupport.resolve(BuildTestSupport.brandTokens).tokens)
        let naming = SwiftNaming(config: config.build)
        var program = "import Foundation\n"
        var expected: [String] = []
        for token in resolved.modes[0].tokens {
            let place = naming.name(of: token, names: token.path.components)
            let name = (place.namespace + [place.identifier]).joined(separator: ".")
            let values = (place.namespace + ["Values", place.identifier]).joined(separator: ".")
            switch token.value {
            case .color:
                program +=
                    "print(\"\(token.path) \\(\(values).any.red) \\(\(values).any.green) \\(\(values).any.blue) \\((\(values).dark ?? \(values).any).red)\")\n"
                guard case .color(let light) = token.value,
                    case .color(let dark)? = resolved.modes[1].token(token.path)?.value
                else { continue }
                // sRGB channels are the nearest 8-bit value, as the colorset writes them.
                func byte(_ x: Double) -> Double { (x * 255).rounded() / 255 }
                expected.append(
                    "\(token.path) \(byte(light.vector.x)) \(byte(light.vector.y)) \(byte(light.vector.z)) \(byte(dark.vector.x))"
                )
            case .dimension(let d):
                program += "print(\"\(token.path) \\(Double(\(name)))\")\n"
                expected.append("\(token.path) \(d.value)")
            case .typography(let t):
                program +=
                    "print(\"\(token.path) \\(Double(\(values).size)) \\(\(values).weight) \\(\(values).lineHeight)\")\n"
                expected.append("\(token.path) \(t.fontSize.value) \(t.fontWeight) \(t.lineHeight)")
            default: continue
            }
        }
        try Data(program.utf8).write(to: URL(fileURLWithPath: folder + "/main.swift"))
        let compile = try BuildTestSupport.run(
            ["swiftc", "-swift-version", "6", "-o", folder + "/program", folder + "/main.swift"] + sources)
        #expect(compile.status == 0, "\(compile.output)")
        let run = try BuildTestSupport.run([folder + "/program"])
        #expect(run.status == 0)
        #expect(expected.count > 100)
        #expect(run.output.split(separator: "\n").map(String.init) == expected)
    }

    /// A description with line breaks (LF, CRLF, a lone CR) stays on the doc comment's one line:
    /// Swift ends a line at CR too, so either would turn the rest of the text into code.
    @Test func multiLineDescriptions_stayOnTheDocCommentLine() throws {
        let json =
            ##"{ "color": { "$type": "color", "ink": { "$value": "#112233", "$description": "one\ntwo\r\nthree\rfour" } } }"##
        let folder = try TestSupport.folder(["tokens.json": json])
        let swift = try #require(BuildTestSupport.build(folder).first { $0.path == "Swift/DesignTokens.swift" })
        let text = String(decoding: swift.contents, as: UTF8.self)
        #expect(
            text.contains(
                "        /// #112233. one two three four\n        static let ink = Values.ink.color\n"))
        #expect(
            text.contains(
                "            /// #112233. one two three four\n            static let ink = TokenColor(\"ink\", bundle: TokenBundle.bundle, .init(hex: 0x112233))\n"
            ))
        #expect(!text.contains("\r"))
    }
}
