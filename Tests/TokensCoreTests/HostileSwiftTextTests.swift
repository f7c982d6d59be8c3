import Foundation
import Testing
import TokensFuzzHarness

@testable import TokensCore

/// No token text becomes code: every text that reaches generated Swift (a string value, a font
/// family, a typography token's family, a description, a deprecation message, a token name, a
/// mode's name, a reduced-motion extension, the token folder's name) is fed the hostile set, the
/// Swift is compiled and run by swiftc, and the program prints every text back exactly while the
/// injected `print` never runs. Written before the escaping: the first case printed
/// `INJECTED CODE RAN`.
@Suite(.serialized) struct HostileSwiftTextTests {
    /// The texts an attacker writes: line breaks of every kind followed by code, comment and
    /// literal delimiters, interpolation, compiler directives, bidirectional overrides, invisible
    /// and control characters.
    static let hostile: [String] = [
        "hello\n        static let injected: Int = { print(\"INJECTED CODE RAN\"); return 42 }()\n        ///",
        "cr\rstatic let injectedCR = { print(\"INJECTED CODE RAN\") }()",
        "crlf\r\nstatic let injectedCRLF = { print(\"INJECTED CODE RAN\") }()",
        "vt\u{0B}ff\u{0C}nel\u{85}static let injectedNEL = 1",
        "ls\u{2028}static let injectedLS = 1\u{2029}ps",
        "*/ static let injectedBlock = 1 /*",
        "\"\"\" \\(print(\"INJECTED CODE RAN\")) \"\"\"",
        "#if true\nstatic let injectedIf = 1\n#endif",
        "bidi \u{202E}evil\u{202C} \u{2066}isolate\u{2069}",
        "zero\u{200B}width\u{200D}joiner\u{FEFF}bom\u{00AD}",
        "nul\u{0000}del\u{7F}c1\u{9B}esc\u{1B}[31m",
        "back\\slash \"quote\" \\u0041 \\n",
    ]

    /// A token folder holding every hostile text in every context, in a folder whose own name is hostile.
    static func tokens() throws -> String {
        var color: [(String, JSONOutput)] = [("$type", .string("color"))]
        var text: [(String, JSONOutput)] = [("$type", .string("string"))]
        var family: [(String, JSONOutput)] = [("$type", .string("fontFamily"))]
        var type: [(String, JSONOutput)] = [("$type", .string("typography"))]
        var motion: [(String, JSONOutput)] = [("$type", .string("transition"))]
        var named: [(String, JSONOutput)] = [("$type", .string("number"))]
        for (index, h) in hostile.enumerated() {
            let about: [(String, JSONOutput)] = [("$description", .string(h))]
            color.append(("c\(index)", .object([("$value", .string("#112233")), ("$deprecated", .string(h))] + about)))
            text.append(("s\(index)", .object([("$value", .string(h)), ("$deprecated", .string(h))] + about)))
            family.append(
                ("f\(index)", .object([("$value", .array([.string("Fam " + h), .string("system-ui")]))] + about)))
            let style: [(String, JSONOutput)] = [
                ("fontFamily", .array([.string("Fam " + h)])), ("fontSize", .string("16px")),
                ("fontWeight", .number(400)),
                ("lineHeight", .number(1.5)), ("letterSpacing", .string("0px")),
            ]
            type.append(("t\(index)", .object([("$value", .object(style))] + about)))
            let transition: [(String, JSONOutput)] = [
                ("duration", .string("150ms")), ("delay", .string("0ms")),
                ("timingFunction", .array([.number(0.2), .number(0), .number(0), .number(1)])),
            ]
            motion.append(
                (
                    "m\(index)",
                    .object(
                        [
                            ("$value", .object(transition)),
                            ("$extensions", .object([("tokens", .object([("reducedMotion", .string(h))]))])),
                        ] + about)
                ))
            // A token name may hold anything but `.`, `{`, `}` and a leading `$`.
            let name = "n" + h.filter { !".{}".contains($0) }
            named.append((name, .object([("$value", .number(Double(index)))])))
        }
        let json = JSONOutput.object([
            ("color", .object(color)), ("text", .object(text)), ("family", .object(family)), ("type", .object(type)),
            ("motion", .object(motion)), ("named", .object(named)),
        ])
        let dark = JSONOutput.object([
            ("color", .object([("c0", .object([("$type", .string("color")), ("$value", .string("#445566"))]))]))
        ])
        let root = try BuildTestSupport.temporaryFolder("hostile")
        let folder = root + "/evil\nstatic let injectedFolder = { print(\"INJECTED CODE RAN\") }()\n//\u{202E}"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(json.rendered().utf8).write(to: URL(fileURLWithPath: folder + "/tokens.json"))
        try Data(dark.rendered().utf8).write(
            to: URL(fileURLWithPath: folder + "/tokens.\u{202E}wireframe\u{2028}.json"))
        return folder
    }

    /// `0x41 0x42` for "AB": text printed so that line breaks and controls survive the comparison.
    static func scalars(_ text: String) -> String {
        text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
    }

    @Test func hostileText_inEveryContext_compilesToTheTextItself_andRunsNothing() throws {
        let folder = try Self.tokens()
        let (outcome, diagnostics) = BuildTestSupport.run(
            BuildOptions(tokens: folder, today: BuildTestSupport.today, emitters: [SwiftEmitter(), ColorsetEmitter()]))
        let files = try #require(outcome.summary?.files, "\(diagnostics.sorted)")
        let out = try BuildTestSupport.temporaryFolder("hostile-out")
        #expect(OutputWriter.write(files, to: out).0 != nil)
        let sources = files.filter { $0.path.hasSuffix(".swift") }.map { out + "/" + $0.path }
        // No generated line holds a character that ends a line or reorders what a reviewer sees.
        for file in files where file.path.hasSuffix(".swift") {
            let text = String(decoding: file.contents, as: UTF8.self)
            let bad = text.unicodeScalars.filter {
                ($0.value < 0x20 && $0 != "\n") || $0.value == 0x7F || (0x80...0x9F).contains($0.value)
                    || [
                        0x2028, 0x2029, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200B,
                        0x200D, 0xFEFF,
                    ].contains($0.value)
            }
            #expect(bad.isEmpty, "\(file.path): \(bad.map { String($0.value, radix: 16) })")
        }
        var program = "import Foundation\n"
        var expected: [String] = []
        func show(_ expression: String, _ value: String) {
            program +=
                "print((\(expression)).unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: \" \"))\n"
            expected.append(Self.scalars(value))
        }
        for (index, h) in Self.hostile.enumerated() {
            show("DesignTokens.TextTokens.s\(index)", h)
            show("DesignTokens.Family.f\(index)[0]", "Fam " + h)
            show("DesignTokens.TypeTokens.Values.t\(index).fontFamily[0]", "Fam " + h)
        }
        program += "print(DesignTokens.Named.self)\n"
        expected.append("Named")
        let main = out + "/main.swift"
        try Data(program.utf8).write(to: URL(fileURLWithPath: main))
        let compile = try BuildTestSupport.run(
            ["swiftc", "-swift-version", "6", "-suppress-warnings", "-o", out + "/program", main] + sources)
        #expect(compile.status == 0, "\(compile.output)")
        let run = try BuildTestSupport.run([out + "/program"])
        #expect(!run.output.contains("INJECTED"))
        #expect(run.output.split(separator: "\n").map(String.init) == expected)
        // Every token is one declaration (and the wireframe mode's colour one variant): none injected.
        // (The mode's name holds a bidi override and a line separator around its one mode word: a
        // file-name suffix is a mode only when it says one.)
        let declared = SwiftSymbols.declared(in: files).filter { !SwiftSymbols.isMirror($0) }
        #expect(declared.count == Self.hostile.count * 6 + 1, "\(declared.sorted())")
    }

    @Test func hostileText_throughTheBuildToolPluginsCommand_compilesAndRunsNothing() throws {
        let folder = try Self.tokens()
        let out = try BuildTestSupport.temporaryFolder("hostile-plugin")
        let run = try ResolveCommandTests().run(["swift", "--tokens", folder, "--output", out + "/Tokens.swift"])
        #expect(run.status == 0, "\(run.stderr)")
        try Data("print(DesignTokens.TextTokens.s0.count)\n".utf8).write(to: URL(fileURLWithPath: out + "/main.swift"))
        let compile = try BuildTestSupport.run(
            [
                "swiftc", "-swift-version", "6", "-suppress-warnings", "-o", out + "/program", out + "/main.swift",
                out + "/Tokens.swift",
            ])
        #expect(compile.status == 0, "\(compile.output)")
        let program = try BuildTestSupport.run([out + "/program"])
        #expect(program.output == "\(Self.hostile[0].count)\n")
        // Names in messages are quoted with their controls escaped: no line of stderr is forged.
        #expect(!run.stderr.contains("\ninjected"))
    }

    /// The fuzz target's check can fail: text that ends a doc comment and starts a declaration
    /// changes the skeleton the compiler reads; the same text inside a literal does not.
    @Test func theFuzzTargetsSkeleton_seesCodeThatTextWouldAdd() {
        let plain = "/// x\nstatic let s = \"x\"\n"
        #expect(SwiftSkeleton.code(plain) == SwiftSkeleton.code("/// a */ b\nstatic let s = \"y\\\" // \"\n"))
        #expect(
            SwiftSkeleton.code(plain) != SwiftSkeleton.code("/// x\nstatic let injected = 1\nstatic let s = \"x\"\n"))
        #expect(SwiftSkeleton.code(plain) != SwiftSkeleton.code("/// x\nstatic let s = \"\\(run())\"\n"))
        #expect(SwiftSkeleton.code(plain) != SwiftSkeleton.code("/// x\nstatic let s = \"x\nevil\"\n"))
    }
}
