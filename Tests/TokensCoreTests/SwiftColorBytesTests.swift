import Foundation
import Testing

@testable import TokensCore

/// The Swift emitter writes a colour's two declarations straight as bytes (`colorDeclarationBytes`,
/// `SwiftExpressionBytes.putCall`). The general path (`SwiftExpression`, `SwiftText.docComment`)
/// was there first and stays for everything else: these check the byte writer against it, call
/// by call and on whole systems, byte for byte.
@Suite(.serialized) struct SwiftColorBytesTests {
    /// 6,000 random calls of ASCII texts (short ones and ones longer than a line, leads and indents
    /// of every depth) are laid out as `SwiftExpression.call` of the same texts lays them out.
    @Test func putCall_isTheGeneralLayout() {
        var random = SplitMix64(seed: 0xC010_4B47)
        for _ in 0..<6000 {
            let arguments = (0..<1 + random.below(6)).map { _ in
                SwiftLayoutTests.word(&random, length: 1 + random.below(random.below(4) == 0 ? 130 : 40))
            }
            let indent = String(repeating: " ", count: 4 * random.below(5))
            let lead = indent + "static let " + SwiftLayoutTests.word(&random, length: random.below(60)) + " = "
            var general: [UInt8] = []
            SwiftExpression.call("TokenColor", arguments.map { .text($0) }).write(
                lead: lead, indent: indent, into: &general)
            var text: [UInt8] = []
            var ends: [Int] = []
            for argument in arguments {
                text += argument.utf8
                ends.append(text.count)
            }
            var bytes = Array(lead.utf8)
            SwiftExpressionBytes.putCall(
                "TokenColor", text: text, ends: ends, leadWidth: lead.utf8.count, indent: Array(indent.utf8),
                into: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == String(decoding: general, as: UTF8.self))
            if bytes != general { return }
        }
    }

    /// Whole systems built both ways give the same Swift files: the brand, the fixture with every
    /// kind of token, the apps' extension style, three real systems, hostile text in every
    /// context, and colours made to break lines (long names and descriptions, Display P3,
    /// translucent, text that is not ASCII), in each of the four ways a config shapes colours.
    @Test(arguments: Self.systems) func aSystem_isTheSameBuiltEitherWay(_ system: String) throws {
        let folder = try Self.folder(system)
        let configs = system == "lines" ? Self.configs : [nil]
        for config in configs {
            var options = BuildOptions(tokens: folder, today: BuildTestSupport.today)
            if let config {
                options.configPath = try TestSupport.folder(["tokens.config.json": config]) + "/tokens.config.json"
            }
            options.configPath = options.configPath ?? Self.realConfig(system)
            let bytes = Self.swift(options, SwiftEmitter())
            let general = Self.swift(options, SwiftEmitter(writesColorBytes: false))
            #expect(!bytes.isEmpty)
            #expect(bytes.map(\.path) == general.map(\.path))
            for (a, b) in zip(bytes, general) where a.contents != b.contents {
                Issue.record("\(system) \(config ?? ""): \(a.path) differs from the general path's")
            }
        }
    }

    /// The byte writer takes the usual colour, and leaves to the general path a deprecated one and
    /// text it would have to rewrite or count in characters.
    @Test func theByteWriter_takesPlainColoursOnly() throws {
        let set = try #require(TestSupport.resolve(try Self.folder("lines")).tokens)
        let modes = try #require(AppearanceModes(set))
        let tokens = modes.any.tokens
        func written(_ path: String) -> Bool {
            guard let index = tokens.firstIndex(where: { $0.path.dotted == path }),
                let colors = modes.colors(tokens[index].path, near: index)
            else { return false }
            var doc = TextBuffer()
            SwiftEmitter.describe(colors.any, shown: colors, into: &doc)
            return SwiftEmitter.colorDeclarationBytes(
                doc: doc, token: tokens[index], identifier: "x", access: "", isExtension: false, depth: 1,
                valueDepth: 2, colorset: "x", bundle: nil, colors: colors, shown: colors) != nil
        }
        #expect(written("color.plain"))
        #expect(written("color.described"))
        #expect(!written("color.old"))
        #expect(!written("color.accented"))
        #expect(!written("color.controlled"))
        #expect(!written("color.rubout"))
        #expect(!written("color.accentedLong"))
    }

    /// A colorset name a string literal must escape is left to the general path. Names from paths
    /// and the config never hold one; the check stands for a `BuildConfig` set in code.
    @Test func aColorsetNameTheLiteralEscapes_takesTheGeneralPath() throws {
        let set = try #require(TestSupport.resolve(try Self.folder("lines")).tokens)
        let modes = try #require(AppearanceModes(set))
        let index = try #require(modes.any.tokens.firstIndex { $0.path.dotted == "color.plain" })
        let token = modes.any.tokens[index]
        let colors = try #require(modes.colors(token.path, near: index))
        var doc = TextBuffer()
        SwiftEmitter.describe(colors.any, shown: colors, into: &doc)
        for (colorset, taken) in [("plain", true), ("a\"b", false), ("a\\b", false), ("crème", false)] {
            let bytes = SwiftEmitter.colorDeclarationBytes(
                doc: doc, token: token, identifier: "x", access: "", isExtension: false, depth: 1,
                valueDepth: 2, colorset: colorset, bundle: nil, colors: colors, shown: colors)
            #expect((bytes != nil) == taken, "\(colorset)")
        }
    }

    static let systems = [
        "brand", "everything", "apps-extension", "hostile", "lines", "spectrum2-tokens-studio", "twilio-paste",
        "salesforce-lightning",
    ]

    static let configs: [String?] = [
        nil,
        #"{"swift": {"colors": "inline"}}"#,
        #"{"swift": {"colors": "inline", "colorStyle": "extension", "accessLevel": "public"}}"#,
        #"{"swift": {"colors": "assetCatalog", "colorStyle": "extension", "accessLevel": "package"}}"#,
        // Sixteen namespaces deep: past the indents made once.
        #"{"swift": {"namespaces": {"color": "Ns0.Ns1.Ns2.Ns3.Ns4.Ns5.Ns6.Ns7.Ns8.Ns9.Ns10.Ns11.Ns12.Ns13.Ns14.Ns15"}}}"#,
    ]

    static let realSystems = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("RealSystems").path

    /// The token folder of a system in `systems`.
    static func folder(_ system: String) throws -> String {
        switch system {
        case "brand": return BuildTestSupport.brandTokens
        case "everything": return BuildTestSupport.everythingTokens
        case "apps-extension": return TestSupport.fixture("apps-extension/tokens")
        case "hostile": return try HostileSwiftTextTests.tokens()
        case "lines": return try TestSupport.folder(["colors.json": lines])
        default: return realSystems + "/" + system + "/source"
        }
    }

    /// A vendored real system's config, where it has one.
    static func realConfig(_ system: String) -> String? {
        let path = realSystems + "/" + system + "/tokens.config.json"
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// The Swift files `emitter` makes.
    static func swift(_ options: BuildOptions, _ emitter: SwiftEmitter) -> [GeneratedFile] {
        var options = options
        options.emitters = [emitter]
        return BuildTestSupport.run(options).outcome.summary?.files ?? []
    }

    /// Colours whose declarations break: names and descriptions near and past a line, a name
    /// longer than a line, Display P3 and translucent values, and text the general path keeps.
    static let lines: String = {
        let long = String(repeating: "averyLongSegment", count: 4)
        let longer = String(repeating: "x", count: 130)
        let words = (0..<40).map { "word\($0)" }.joined(separator: " ")
        let accented = (0..<20).map { "crème\($0)" }.joined(separator: " ")
        return """
            { "color": { "$type": "color",
              "plain": { "$value": "#112233" },
              "described": { "$value": "#445566", "$description": "\(words)" },
              "\(long)": { "$value": "#778899", "$description": "Fits   with  runs of spaces" },
              "\(longer)": { "$value": "#AABBCC" },
              "p3": { "$value": "color(display-p3 1 0 0)", "$description": "\(words) \(words)" },
              "clear": { "$value": "#11223380" },
              "old": { "$value": "#000000", "$deprecated": "Use plain" },
              "accented": { "$value": "#010203", "$description": "Café crème" },
              "controlled": { "$value": "#010203", "$description": "tab\\there" },
              "rubout": { "$value": "#010203", "$description": "before\\u007fafter" },
              "accentedLong": { "$value": "#010203", "$description": "\(accented)" }
            } }
            """
    }()
}
