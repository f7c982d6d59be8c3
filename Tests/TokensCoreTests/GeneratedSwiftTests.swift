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

    @Test func twoTokensWithOneSwiftName_areReportedAtTheSecond_andTheFirstIsKept() throws {
        // `space.card-gap` and `space.cardGap` are both `DesignTokens.Space.cardGap`; in another
        // namespace the same identifier is fine.
        let text = """
            {
              "space": { "$type": "number", "card-gap": { "$value": 1 }, "cardGap": { "$value": 2 } },
              "radius": { "$type": "number", "cardGap": { "$value": 3 } }
            }
            """
        let folder = try TestSupport.folder(["tokens.json": text])
        let resolved = try #require(TestSupport.resolve(folder).tokens)
        let input = EmitInput(tokens: resolved, config: BuildConfig(), audit: nil, sourceName: "tokens")
        let (files, diagnostics) = SwiftEmitter().emit(input)
        #expect(
            TestSupport.summary(diagnostics) == [
                "swift.name-collision@" + TestSupport.position(of: "\"cardGap\": { \"$value\": 2", in: text)
            ])
        #expect(
            diagnostics.all.first?.message
                == "'space.cardGap' and 'space.card-gap' would both be DesignTokens.Space.cardGap in Swift; rename one, or give them different names or namespaces in the config."
        )
        let swift = try #require(files.first { $0.path == "Swift/DesignTokens.swift" })
        let code = String(decoding: swift.contents, as: UTF8.self)
        #expect(
            code.contains("    static let cardGap: Double = 1\n") && !code.contains("= 2\n")
                && code.contains("    static let cardGap: Double = 3\n"))
    }

    @Test func swiftUIAndUIKitParts_typeCheckAgainstTheStubs() throws {
        let stubs = try BuildTestSupport.stubs.get()
        // Canary: with the stubs on the search path canImport(SwiftUI) must be true, or the check proves nothing.
        let canary = try BuildTestSupport.temporaryFolder("canary") + "/canary.swift"
        try Data("#if canImport(SwiftUI) && canImport(UIKit)\n#error(\"stubs visible\")\n#endif\n".utf8).write(
            to: URL(fileURLWithPath: canary))
        let canaryRun = try BuildTestSupport.run(BuildTestSupport.swiftc([canary], stubs: stubs))
        #expect(canaryRun.status != 0 && canaryRun.output.contains("stubs visible"))
        for tokens in [
            BuildTestSupport.brandTokens, BuildTestSupport.everythingTokens,
            TestSupport.fixture("apps-extension/tokens"),
        ] {
            let sources = try generated(tokens, into: try BuildTestSupport.temporaryFolder("generated"))
            let result = try BuildTestSupport.run(BuildTestSupport.swiftc(sources, stubs: stubs))
            #expect(result.status == 0, "\(tokens):\n\(result.output)")
        }
    }

    /// Every combination of the Swift settings type-checks with every token type: colours from the
    /// catalog in either bundle or inline, in namespaces or as `extension Color`, fonts fixed or
    /// scaled with Dynamic Type, public or internal.
    @Test(arguments: [
        #"{"swift": {"colors": "assetCatalog", "bundle": "module", "dynamicType": true, "accessLevel": "public"}}"#,
        #"{"swift": {"colors": "inline", "colorStyle": "extension", "dynamicType": true}}"#,
        #"{"swift": {"colors": "assetCatalog", "colorStyle": "extension", "accessLevel": "package"}}"#,
    ])
    func everySwiftSetting_typeChecksWithEveryTokenType(config: String) throws {
        let stubs = try BuildTestSupport.stubs.get()
        let folder = try BuildTestSupport.temporaryFolder("settings")
        for name in try FileManager.default.contentsOfDirectory(atPath: BuildTestSupport.everythingTokens)
        where name != "tokens.config.json" {
            try FileManager.default.copyItem(
                atPath: BuildTestSupport.everythingTokens + "/" + name, toPath: folder + "/" + name)
        }
        try Data(config.utf8).write(to: URL(fileURLWithPath: folder + "/tokens.config.json"))
        var sources = try generated(folder, into: folder + "/out")
        // SwiftPM generates `Bundle.module` for a target with resources; this stands in for it.
        try Data("import Foundation\nextension Bundle { static let module = Bundle.main }\n".utf8).write(
            to: URL(fileURLWithPath: folder + "/module.swift"))
        sources.append(folder + "/module.swift")
        var arguments = BuildTestSupport.swiftc(sources, stubs: stubs)
        if config.contains("package") { arguments += ["-package-name", "brand"] }
        let result = try BuildTestSupport.run(arguments)
        #expect(result.status == 0, "\(config):\n\(result.output)")
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
                expected.append("\(token.path) \(light.vector.x) \(light.vector.y) \(light.vector.z) \(dark.vector.x)")
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
                "        /// #112233. one two three four\n        static let ink = Color(\"ink\", bundle: .main)\n"))
        #expect(
            text.contains(
                "            /// #112233. one two three four\n            static let ink = TokenColor(\"ink\", .init(hex: 0x112233))\n"
            ))
        #expect(!text.contains("\r"))
    }
}
