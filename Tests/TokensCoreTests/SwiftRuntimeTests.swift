import Foundation
import Testing

@testable import TokensCore

/// What the generated support code does when it runs, against the runnable stand-ins: line height
/// from the font's own metrics, fonts by family and weight, Reduce Motion, and two token modules
/// imported into one file.
@Suite struct SwiftRuntimeTests {
    static let tokens = """
        {
          "type": {
            "$type": "typography",
            "body": { "$value": { "fontFamily": ["system-ui"], "fontSize": "16px", "fontWeight": 400, "lineHeight": 1.5, "letterSpacing": "0px" } },
            "brand": { "$value": { "fontFamily": ["Inter", "system-ui"], "fontSize": "20px", "fontWeight": 700, "lineHeight": 1.2, "letterSpacing": "0px" } }
          },
          "motion": {
            "$type": "transition",
            "fade": { "$value": { "duration": "300ms", "delay": "50ms", "timingFunction": [0.2, 0, 0, 1] } },
            "slide": { "$value": { "duration": "400ms", "delay": "0ms", "timingFunction": [0.4, 0, 0.2, 1] },
                       "$extensions": { "tokens": { "reducedMotion": { "crossfade": "150ms" } } } },
            "spin": { "$value": { "duration": "800ms", "delay": "0ms", "timingFunction": [0, 0, 1, 1] },
                      "$extensions": { "tokens": { "reducedMotion": "none" } } },
            "nudge": { "$value": { "duration": "250ms", "delay": "0ms", "timingFunction": [0.4, 0, 0.2, 1] },
                       "$extensions": { "tokens": { "reducedMotion": { "duration": "100ms" } } } }
          },
          "color": { "$type": "color", "ink": { "$value": "#1C1917" } }
        }
        """

    /// Builds `tokens` (with `config`) and compiles `program` with the generated Swift for `shape`,
    /// in DEBUG; the program's output.
    static func run(
        _ program: String, tokens: String = tokens, config: String = "{}", shape: AppleShape = .iOS
    ) throws -> String {
        let folder = try TestSupport.folder(["tokens.json": tokens, "tokens.config.json": config])
        let (outcome, diagnostics) = BuildTestSupport.run(
            BuildOptions(tokens: folder, today: BuildTestSupport.today, emitters: [SwiftEmitter()]))
        let files = try #require(outcome.summary?.files, "\(diagnostics.sorted)")
        let out = try BuildTestSupport.temporaryFolder("runtime")
        #expect(OutputWriter.write(files, to: out).0 != nil)
        try Data(program.utf8).write(to: URL(fileURLWithPath: out + "/main.swift"))
        let sources = try shape.rewritten(files.map { out + "/" + $0.path } + [out + "/main.swift"])
        let compile = try BuildTestSupport.run(
            try shape.swiftc(sources, mainActorByDefault: false, output: out + "/program") + ["-D", "DEBUG"])
        #expect(compile.status == 0, "\(compile.output)")
        return try BuildTestSupport.run([out + "/program"]).output
    }

    @Test func lineSpacing_comesFromTheFontsOwnLineHeight() throws {
        // San Francisco's line height is 1.193359375 × its size (its hhea metrics, as the stand-in
        // has them): at 16pt 19.09375pt, so 1.5 × 16 = 24pt needs 4.90625pt between lines, not
        // the (1.5 − 1) × 16 = 8pt that ignores the font.
        let output = try Self.run(
            """
            import SwiftUI
            let body = DesignTokens.TypeTokens.Values.body
            print(body.uiFont.lineHeight, body.uiLineSpacing, body.uiFont.lineHeight + body.uiLineSpacing)
            print(body.lineSpacing(size: 16, fontLineHeight: 19.09375), body.fontLineHeight(size: 16))

            """)
        #expect(output == "19.09375 4.90625 24.0\n4.90625 19.09375\n")
    }

    @Test func uiKitFonts_askForTheFamilyAndWeight_andFallBackWithTheWeightKept() throws {
        let output = try Self.run(
            """
            import SwiftUI
            let brand = DesignTokens.TypeTokens.Values.brand
            // Not installed: the system font at the token's weight, and a DEBUG warning, once.
            print(brand.uiFont.fontName, brand.uiFont.pointSize)
            _ = brand.uiFont
            UIFont._installFamily("Inter", faces: [UIFont._Face("Inter-Regular"), UIFont._Face("Inter-Bold", weight: .bold)])
            print(brand.uiFont.fontName, brand.uiFont.familyName)

            """)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(output)")
        #expect(
            lines.first
                == "tokens: the font family 'Inter' is not installed: the system font at weight 700 is used.")
        #expect(lines.dropFirst().first?.hasSuffix(" 20.0") == true)
        #expect(lines.dropFirst().first?.localizedCaseInsensitiveContains("bold") == true, "\(output)")
        #expect(lines.last == "Inter-Bold Inter")
    }

    @Test func reduceMotion_givesTheTokensReducedForm_inSwiftUIAndUIKit() throws {
        let output = try Self.run(
            """
            import SwiftUI
            let motion = DesignTokens.Motion.self
            for (name, t) in [("fade", motion.fade), ("slide", motion.slide), ("spin", motion.spin), ("nudge", motion.nudge)] {
                let reduced = t.effective(reduceMotion: true)
                print(name, t.animation(reduceMotion: false).map { "\\($0)" } ?? "none", "|",
                      t.animation(reduceMotion: true).map { "\\($0)" } ?? "none", "|",
                      reduced.map { "\\($0.duration) \\($0.isCrossfade)" } ?? "none",
                      "\\(t.transition(.move(edge: .leading), reduceMotion: true))")
            }
            MainActor.assumeIsolated {
                print(motion.slide.current?.duration ?? -1)
                UIAccessibility._setReduceMotion(true)
                print(motion.slide.current?.duration ?? -1, motion.slide.current?.isCrossfade ?? false)
                print(motion.spin.current == nil)
            }
            struct UsesIt: View {
                @State var on = false
                var body: some View {
                    Text("x").tokenAnimation(DesignTokens.Motion.fade, value: on).tokenAnimation(duration: 0.2, value: on)
                }
            }

            """)
        // Reduced: a crossfade (ease in and out, no delay) of the token's duration or the one it
        // names, no animation at all, or the same curve shorter; insertions fade unless none.
        #expect(
            output.split(separator: "\n").map(String.init) == [
                "fade timingCurve(0.2, 0.0, 0.0, 1.0, duration: 0.3).delay(0.05) | timingCurve(0.42, 0.0, 0.58, 1.0, duration: 0.3).delay(0.0) | 0.3 true opacity",
                "slide timingCurve(0.4, 0.0, 0.2, 1.0, duration: 0.4).delay(0.0) | timingCurve(0.42, 0.0, 0.58, 1.0, duration: 0.15).delay(0.0) | 0.15 true opacity",
                "spin timingCurve(0.0, 0.0, 1.0, 1.0, duration: 0.8).delay(0.0) | none | none identity",
                "nudge timingCurve(0.4, 0.0, 0.2, 1.0, duration: 0.25).delay(0.0) | timingCurve(0.4, 0.0, 0.2, 1.0, duration: 0.1).delay(0.0) | 0.1 false move(edge: leading)",
                "0.4", "0.15 true", "true",
            ])
    }

    @Test func anInvalidReducedForm_isAWarningAtTheToken_andTheDefaultStands() throws {
        let text =
            #"{ "m": { "$type": "transition", "$value": { "duration": "1s", "delay": "0s", "timingFunction": [0, 0, 1, 1] }, "$extensions": { "tokens": { "reducedMotion": "fast" } } } }"#
        let folder = try TestSupport.folder(["tokens.json": text])
        let (_, diagnostics) = BuildTestSupport.run(
            BuildOptions(tokens: folder, today: BuildTestSupport.today, emitters: [SwiftEmitter()]))
        let warning = try #require(diagnostics.all.first { $0.code == .invalidProperty })
        #expect(warning.severity == .warning)
        #expect(
            TestSupport.summary(diagnostics, severity: .warning) == [
                "token.invalid-property@" + TestSupport.position(of: "\"m\"", in: text)
            ])
        #expect(
            warning.message
                == "'m' has $extensions.tokens.reducedMotion \"fast\", which is not \"none\", \"crossfade\", {\"crossfade\": \"120ms\"} or {\"duration\": \"100ms\"}; under Reduce Motion it crossfades."
        )
    }

    /// A design-system package and an app each generate public tokens; the app's second module
    /// names the first as `swift.supportModule`, and one file imports both, names `TokenColor` and
    /// uses each one's colours, as every platform and isolation compiles it.
    @Test(arguments: AppleShape.allCases)
    func twoTokenModules_inOneFile_compile(shape: AppleShape) throws {
        let stubs = try shape.stubs.get()
        let root = try BuildTestSupport.temporaryFolder("two-modules")
        func generate(_ name: String, _ config: String, _ color: String) throws -> [String] {
            let folder = try TestSupport.folder([
                "tokens.json":
                    #"{ "color": { "$type": "color", "\#(name.lowercased())": { "$value": "\#(color)" } } }"#,
                "tokens.config.json": config,
            ])
            let files = try BuildTestSupport.build(folder).filter { $0.path.hasPrefix("Swift/") }
            #expect(OutputWriter.write(files, to: root + "/" + name).0 != nil)
            return try shape.rewritten(files.map { root + "/" + name + "/" + $0.path })
        }
        let system = try generate(
            "DesignSystem",
            #"{ "swift": { "accessLevel": "public", "colors": "inline", "namespaces": { "color": "SystemColors" } } }"#,
            "#B8942F")
        let app = try generate(
            "Brand",
            #"{ "swift": { "accessLevel": "public", "colors": "inline", "supportModule": "DesignSystem", "namespaces": { "color": "BrandColors" } } }"#,
            "#1C1917")
        #expect(!app.contains { $0.hasSuffix("TokenTypes.swift") })
        for mainActor in [false, true] {
            let isolation = mainActor ? ["-default-isolation", "MainActor"] : []
            for (module, sources, extra) in [("DesignSystem", system, [String]()), ("Brand", app, ["-I", root])] {
                let result = try BuildTestSupport.run(
                    [
                        "swiftc", "-swift-version", "6", "-strict-concurrency=complete", "-parse-as-library", "-I",
                        stubs,
                        "-emit-module", "-module-name", module, "-emit-module-path", root + "/\(module).swiftmodule",
                    ]
                        + isolation + extra + sources)
                #expect(result.status == 0, "\(shape) \(module): \(result.output)")
            }
            let client = root + "/client.swift"
            try Data(
                """
                import SwiftUI
                import DesignSystem
                import Brand

                func colours() -> [TokenColor] { [SystemColors.Values.designsystem, BrandColors.Values.brand] }
                struct Card: View {
                    var body: some View { Text("x").foregroundStyle(BrandColors.brand).background(SystemColors.designsystem) }
                }

                """.utf8
            ).write(to: URL(fileURLWithPath: client))
            let result = try BuildTestSupport.run(
                [
                    "swiftc", "-swift-version", "6", "-strict-concurrency=complete", "-typecheck", "-I", stubs, "-I",
                    root,
                ]
                    + isolation + [client])
            #expect(result.status == 0, "\(shape), default main actor \(mainActor): \(result.output)")
        }
    }
}
