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
        let input = EmitInput(tokens: resolved, config: BuildConfig(), audit: nil, sourceName: "tokens", touchTargetMinimum: 44)
        let (files, diagnostics) = SwiftEmitter().emit(input)
        #expect(TestSupport.summary(diagnostics) == ["swift.name-collision@" + TestSupport.position(of: "\"cardGap\": { \"$value\": 2", in: text)])
        #expect(diagnostics.all.first?.message == "'space.cardGap' and 'space.card-gap' would both be DesignTokens.Space.cardGap in Swift; rename one, or give them different namespaces in the config.")
        let swift = try #require(files.first { $0.path == "Swift/DesignTokens.swift" })
        let code = String(decoding: swift.contents, as: UTF8.self)
        #expect(code.contains("public static let cardGap: Double = 1\n") && !code.contains("= 2\n") && code.contains("public static let cardGap: Double = 3\n"))
    }

    @Test func swiftUIAndUIKitParts_typeCheckAgainstTheStubs() throws {
        let folder = try BuildTestSupport.temporaryFolder("generated-swift")
        try BuildTestSupport.stubModules(in: folder)
        // Canary: with the stubs on the search path canImport(SwiftUI) must be true, or the check proves nothing.
        let canary = folder + "/canary.swift"
        try Data("#if canImport(SwiftUI) && canImport(UIKit)\n#error(\"stubs visible\")\n#endif\n".utf8).write(to: URL(fileURLWithPath: canary))
        let canaryRun = try BuildTestSupport.run(["swiftc", "-typecheck", "-I", folder, canary])
        #expect(canaryRun.status != 0 && canaryRun.output.contains("stubs visible"))
        for tokens in [BuildTestSupport.brandTokens, BuildTestSupport.everythingTokens] {
            let sources = try generated(tokens, into: folder + "/" + UUID().uuidString)
            let result = try BuildTestSupport.run(["swiftc", "-typecheck", "-swift-version", "6", "-I", folder] + sources)
            #expect(result.status == 0, "\(tokens):\n\(result.output)")
        }
    }

    @Test func platformNeutralConstants_compileRunAndHoldTheTokenValues() throws {
        let folder = try BuildTestSupport.temporaryFolder("generated-run")
        let sources = try generated(BuildTestSupport.brandTokens, into: folder)
        let (config, _) = ConfigLoader.load(path: ConfigLoader.defaultPath(forTokens: BuildTestSupport.brandTokens))
        let resolved = try #require(TestSupport.resolve(BuildTestSupport.brandTokens).tokens)
        var program = "import Foundation\n"
        var expected: [String] = []
        for token in resolved.modes[0].tokens {
            guard let (namespace, rest) = SwiftEmitter.namespace(of: token.path, names: token.path.components, config: config.build) else { continue }
            let name = (namespace + [SwiftIdentifier.lowerCamel(rest)]).joined(separator: ".")
            switch token.value {
            case .color:
                program += "print(\"\(token.path) \\(\(name).any.red) \\(\(name).any.green) \\(\(name).any.blue) \\((\(name).dark ?? \(name).any).red)\")\n"
                guard case .color(let light) = token.value, case .color(let dark)? = resolved.modes[1].token(token.path)?.value else { continue }
                expected.append("\(token.path) \(light.vector.x) \(light.vector.y) \(light.vector.z) \(dark.vector.x)")
            case .dimension(let d):
                program += "print(\"\(token.path) \\(Double(\(name)))\")\n"
                expected.append("\(token.path) \(d.value)")
            case .typography(let t):
                program += "print(\"\(token.path) \\(Double(\(name).size)) \\(\(name).weight) \\(\(name).lineHeight)\")\n"
                expected.append("\(token.path) \(t.fontSize.value) \(t.fontWeight) \(t.lineHeight)")
            default: continue
            }
        }
        try Data(program.utf8).write(to: URL(fileURLWithPath: folder + "/main.swift"))
        let compile = try BuildTestSupport.run(["swiftc", "-swift-version", "6", "-o", folder + "/program", folder + "/main.swift"] + sources)
        #expect(compile.status == 0, "\(compile.output)")
        let run = try BuildTestSupport.run([folder + "/program"])
        #expect(run.status == 0)
        #expect(expected.count > 100)
        #expect(run.output.split(separator: "\n").map(String.init) == expected)
    }

    /// A description with line breaks (LF, CRLF, a lone CR) stays on the doc comment's one line:
    /// Swift ends a line at CR too, so either would turn the rest of the text into code.
    @Test func multiLineDescriptions_stayOnTheDocCommentLine() throws {
        let json = ##"{ "color": { "$type": "color", "ink": { "$value": "#112233", "$description": "one\ntwo\r\nthree\rfour" } } }"##
        let folder = try TestSupport.folder(["tokens.json": json])
        let swift = try #require(BuildTestSupport.build(folder).first { $0.path == "Swift/DesignTokens.swift" })
        let text = String(decoding: swift.contents, as: UTF8.self)
        #expect(text.contains("        /// #112233. one two  three four\n        public static let ink: TokenColor = "))
        #expect(!text.contains("\r"))
    }
}
