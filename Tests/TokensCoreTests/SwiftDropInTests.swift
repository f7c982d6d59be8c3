import Foundation
import Testing

@testable import TokensCore

/// The generated Swift replaces the apps' hand-written `InsightColors.swift` and
/// `InsightTypography.swift`: their code compiles unchanged against it (with the SwiftUI and UIKit
/// stand-ins, declared as in Apple's SDK), and every hand-written constant is there with the same
/// name, type and value.
@Suite(.serialized) struct SwiftDropInTests {
    static let apps = TestSupport.fixture("apps")
    static let outputs = TestSupport.packageRoot + "/Outputs"

    /// The committed `Outputs/Swift` files.
    static func generatedSwift() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: outputs + "/Swift").sorted().map {
            outputs + "/Swift/" + $0
        }
    }

    @Test func appCode_compilesUnchanged_againstTheGeneratedSwift() throws {
        let stubs = try BuildTestSupport.stubs.get()
        let app = ["AppUsage.swift", "InsightTheme.swift", "DesignTokensUsage.swift"].map { Self.apps + "/" + $0 }
        let result = try BuildTestSupport.run(
            BuildTestSupport.swiftc(["-parse-as-library"] + app + Self.generatedSwift(), stubs: stubs))
        #expect(result.status == 0, "\(result.output)")
    }

    /// The stand-ins accept the apps' code with the hand-written files (nothing Apple accepts is
    /// refused), and refuse it without them (the check depends on the generated names).
    @Test func standIns_acceptTheHandWrittenFiles_andNeedTheNames() throws {
        let stubs = try BuildTestSupport.stubs.get()
        let handWritten = ["AppUsage.swift", "InsightTheme.swift", "InsightColors.swift", "InsightTypography.swift"].map
        { Self.apps + "/" + $0 }
        let accepted = try BuildTestSupport.run(
            BuildTestSupport.swiftc(["-parse-as-library"] + handWritten, stubs: stubs))
        #expect(accepted.status == 0, "\(accepted.output)")
        let missing = try BuildTestSupport.run(
            BuildTestSupport.swiftc(["-parse-as-library"] + handWritten.prefix(2), stubs: stubs))
        #expect(missing.status != 0 && missing.output.contains("cannot find 'InsightColors' in scope"))
    }

    @Test func colorExtensionStyle_appCodeCompilesUnchanged() throws {
        let stubs = try BuildTestSupport.stubs.get()
        let folder = try BuildTestSupport.temporaryFolder("extension-style")
        let files = try BuildTestSupport.build(TestSupport.fixture("apps-extension/tokens")).filter {
            $0.path.hasPrefix("Swift/")
        }
        #expect(OutputWriter.write(files, to: folder).report != nil)
        let colors = try #require(files.first { $0.path == "Swift/Color+Tokens.swift" })
        let text = String(decoding: colors.contents, as: UTF8.self)
        #expect(
            text.contains(
                "    /// #FFFFFF. Text over the camera preview.\n    static let cameraText = TokenColor.cameraText.color\n"
            ))
        #expect(
            text.contains(
                "    /// #B8942F. Named like SwiftUI's Color.primary: generated as primaryColor.\n    static let primaryColor = TokenColor.primaryColor.color\n"
            ))
        #expect(
            text.contains(
                "nonisolated extension TokenColor {\n    /// #FAF8F5 (dark #1C1917)\n    static let backgroundPrimary = TokenColor(\n        \"backgroundPrimary\", bundle: TokenBundle.bundle, .init(hex: 0xFAF8F5), dark: .init(hex: 0x1C1917))\n"
            ))
        // The app's code, unchanged, beside it: `.foregroundStyle(.cameraText)` needs the ShapeStyle shortcut.
        // And the shortcuts Xcode's asset symbols give: `.foregroundStyle(.textPrimary)`, `UIColor.textPrimary`.
        let shortcuts = """
            import SwiftUI
            struct Shortcuts: View {
                var body: some View { Text("x").foregroundStyle(.textPrimary).background(.backgroundPrimary) }
            }
            let label: UIColor = .cameraText

            """
        try Data(shortcuts.utf8).write(to: URL(fileURLWithPath: folder + "/Shortcuts.swift"))
        let sources =
            [TestSupport.fixture("apps-extension/CameraView.swift"), folder + "/Shortcuts.swift"]
            + files.map { folder + "/" + $0.path }
        for mainActor in [false, true] {
            #expect(try AppleShape.iOS.typeCheck(sources, mainActorByDefault: mainActor) == nil)
        }
        _ = stubs
    }

    /// `static let name = <expression>` of a hand-written file.
    static func handWrittenConstants(_ file: String) throws -> [(name: String, expression: String)] {
        let text = try String(contentsOfFile: Self.apps + "/" + file, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("static let "), let equals = trimmed.range(of: " = ") else { return nil }
            return (
                String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 11)..<equals.lowerBound]),
                String(trimmed[equals.upperBound...])
            )
        }
    }

    /// The 8-bit sRGB hex of a colorset's base (any-appearance) entry.
    static func colorsetHex(_ name: String) throws -> String {
        let data = try Data(
            contentsOf: URL(fileURLWithPath: outputs + "/Assets.xcassets/\(name).colorset/Contents.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let entries = try #require(json["colors"] as? [[String: Any]])
        let base = try #require(entries.first { $0["appearances"] == nil }?["color"] as? [String: Any])
        #expect(base["color-space"] as? String == "srgb")
        let components = try #require(base["components"] as? [String: String])
        let values = ["red", "green", "blue"].compactMap { components[$0].flatMap(Double.init) }
        #expect(values.count == 3)
        return values.map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
    }

    /// `sRGB(0.1098, 0.098, 0.0902, 1.0)` → `1C1917`.
    static func hex(ofStandIn description: String) -> String? {
        guard description.hasPrefix("sRGB("), description.hasSuffix(")") else { return nil }
        let numbers = description.dropFirst(5).dropLast().split(separator: ",").compactMap {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
        guard numbers.count == 4, numbers[3] == 1 else { return nil }
        return numbers.prefix(3).map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
    }

    @Test func everyHandWrittenConstant_hasTheSameNameTypeAndValue() throws {
        let colors = try Self.handWrittenConstants("InsightColors.swift")
        let fonts = try Self.handWrittenConstants("InsightTypography.swift")
        #expect(colors.count == 47 && fonts.count == 15)
        // A program that states each constant's type (a compile error otherwise) and prints each
        // colour's light value as SwiftUI resolves it, and whether each font equals the hand-written
        // expression.
        var program = "import SwiftUI\n"
        for (name, _) in colors {
            program += """
                let _: Color = InsightColors.\(name)
                if let c = InsightColors.\(name)._resolved(dark: false, highContrast: false) {
                    print("\(name) sRGB(\\(c.red), \\(c.green), \\(c.blue), \\(c.opacity))")
                }

                """
        }
        for (name, expression) in fonts {
            program += "print(\"\(name) \\(InsightTypography.\(name) == \(expression))\")\n"
        }
        let folder = try BuildTestSupport.temporaryFolder("migration")
        try Data(program.utf8).write(to: URL(fileURLWithPath: folder + "/main.swift"))
        let stubs = try BuildTestSupport.stubs.get()
        let compile = try BuildTestSupport.run(
            BuildTestSupport.swiftc(
                [folder + "/main.swift"] + Self.generatedSwift(), stubs: stubs, output: folder + "/migration"))
        #expect(compile.status == 0, "\(compile.output)")
        let run = try BuildTestSupport.run([folder + "/migration"])
        var printed: [String: String] = [:]
        for line in run.output.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
            if parts.count == 2 { printed[parts[0]] = parts[1] }
        }
        for (name, expression) in colors {
            let source = try #require(printed[name], "\(name) printed nothing")
            if expression.hasPrefix("Color(hex: \"") {
                #expect(Self.hex(ofStandIn: source) == String(expression.dropFirst(12).prefix(6)), "\(name): \(source)")
            } else if expression == "Color.white" {
                #expect(Self.hex(ofStandIn: source) == "FFFFFF", "\(name): \(source)")
            } else {
                // Color("InsightBackground"): the colorset of that name holds the value shown.
                let catalogName = String(expression.dropFirst(7).prefix { $0 != "\"" })
                #expect(Self.hex(ofStandIn: source) == (try Self.colorsetHex(catalogName)), "\(name): \(source)")
            }
        }
        for (name, _) in fonts { #expect(printed[name] == "true", "\(name): \(printed[name] ?? "missing")") }
    }

    /// The deprecated names the token model replaces hold their fixed dark values and point at the
    /// adaptive colour.
    @Test func darkConstants_areDeprecated_renamedToTheAdaptiveColour() throws {
        let text = try String(contentsOfFile: Self.outputs + "/Swift/InsightColors.swift", encoding: .utf8)
        #expect(
            text.contains(
                """
                    /// #1C1917
                    @available(
                        *, deprecated, renamed: "bgPrimary",
                        message: "The dark value of bgPrimary alone; bgPrimary adapts to the appearance by itself.")
                    public static let darkBgPrimary = TokenColor.Components(hex: 0x1C1917).color

                """))
        let uses = "import SwiftUI\nlet c: Color = InsightColors.darkBgPrimary\n"
        let folder = try BuildTestSupport.temporaryFolder("deprecated")
        try Data(uses.utf8).write(to: URL(fileURLWithPath: folder + "/uses.swift"))
        let result = try BuildTestSupport.run(
            BuildTestSupport.swiftc(
                [folder + "/uses.swift"] + Self.generatedSwift(), stubs: try BuildTestSupport.stubs.get()))
        #expect(result.status == 0)
        #expect(
            result.output.contains(
                "warning: 'darkBgPrimary' is deprecated: The dark value of bgPrimary alone; bgPrimary adapts to the appearance by itself."
            ), "\(result.output)")
    }

    /// The build-tool plugin's path (`tokens swift`, no asset catalog): every colour is built from
    /// the token values through UIKit's dynamic provider, whatever the config's `swift.colors`.
    @Test func pluginPath_buildsColoursFromTheTokenValues_inEveryAppearance() throws {
        let folder = try BuildTestSupport.temporaryFolder("plugin-path")
        let run = try ResolveCommandTests().run([
            "swift", "--tokens", BuildTestSupport.brandTokens, "--output", folder + "/Generated.swift", "--quiet",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let program =
            "import SwiftUI\nprint(InsightColors.textPrimary)\nprint(InsightColors.Values.textPrimary.uiColor)\n"
        try Data(program.utf8).write(to: URL(fileURLWithPath: folder + "/main.swift"))
        let stubs = try BuildTestSupport.stubs.get()
        let compile = try BuildTestSupport.run(
            BuildTestSupport.swiftc(
                [folder + "/main.swift", folder + "/Generated.swift"], stubs: stubs, output: folder + "/program"))
        #expect(compile.status == 0, "\(compile.output)")
        let lines = try BuildTestSupport.run([folder + "/program"]).output.split(separator: "\n").map(String.init)
        // #1C1917 in light and light high contrast, #FAF8F5 in dark and dark high contrast.
        let ink = "sRGB(\(28.0 / 255), \(25.0 / 255), \(23.0 / 255), 1.0)"
        let paper = "sRGB(\(250.0 / 255), \(248.0 / 255), \(245.0 / 255), 1.0)"
        let dynamic = "dynamic(light: \(ink), dark: \(paper), lightHighContrast: \(ink), darkHighContrast: \(paper))"
        #expect(lines == ["uiColor(\(dynamic))", dynamic])
    }

    /// With `swift.dynamicType`, fonts scale from their own size: the base size at the default
    /// Dynamic Type setting is the token's (57pt stays 57pt, never the nearest style's 34pt).
    @Test func dynamicTypeFonts_keepTheTokensSize() throws {
        let folder = try BuildTestSupport.temporaryFolder("dynamic-type")
        for name in try FileManager.default.contentsOfDirectory(atPath: BuildTestSupport.brandTokens)
        where name != "tokens.config.json" {
            try FileManager.default.copyItem(
                atPath: BuildTestSupport.brandTokens + "/" + name, toPath: folder + "/" + name)
        }
        try Data(#"{ "swift": { "namespaces": { "typography": "InsightTypography" }, "dynamicType": true } }"#.utf8)
            .write(to: URL(fileURLWithPath: folder + "/tokens.config.json"))
        let files = try BuildTestSupport.build(folder).filter { $0.path.hasPrefix("Swift/") }
        #expect(OutputWriter.write(files, to: folder + "/out").report != nil)
        let typography = String(
            decoding: try #require(files.first { $0.path == "Swift/InsightTypography.swift" }).contents, as: UTF8.self)
        // 57pt is no text style's size: the Font constant stays 57pt (and says so); `.typography(_:)`
        // scales it. 11pt is caption2's: the constant is the style itself, which scales natively.
        #expect(typography.contains("    static let displayLarge = Font.system(size: 57, weight: .light)\n"))
        #expect(typography.contains("    static let labelSmall = Font.system(.caption2, weight: .medium)\n"))
        #expect(
            typography.contains(
                """
                        static let displayLarge: TokenTypography = TokenTypography(
                            ["system-ui", "-apple-system", "SF Pro"], size: 57, weight: 300, lineHeight: 1.3, relativeTo: .largeTitle)

                """))
        let program = """
            import SwiftUI
            print(InsightTypography.Values.displayLarge.uiFont.pointSize, InsightTypography.Values.displayLarge.font == Font.system(size: 57, weight: .light))
            print(InsightTypography.Values.labelSmall.uiFont.pointSize, InsightTypography.Values.labelSmall.textStyle == .caption2)
            UIFontMetrics._contentSizeCategory = .accessibilityExtraExtraExtraLarge
            print(InsightTypography.Values.displayLarge.uiFont.pointSize > 57)

            """
        try Data(program.utf8).write(to: URL(fileURLWithPath: folder + "/main.swift"))
        let sources = [folder + "/main.swift"] + files.map { folder + "/out/" + $0.path }
        let compile = try BuildTestSupport.run(
            BuildTestSupport.swiftc(sources, stubs: try BuildTestSupport.stubs.get(), output: folder + "/program"))
        #expect(compile.status == 0, "\(compile.output)")
        #expect(try BuildTestSupport.run([folder + "/program"]).output == "57.0 true\n11.0 true\ntrue\n")
    }
}
