import Foundation
import Testing

@testable import TokensCore

/// Files in a token folder that hold no tokens are skipped with a located note (a warning when
/// they hold plain values a build could use: issue 57 §1), never read as tokens and never fatal; config `format` per glob says how to read a file detection would skip.
@Suite struct NonTokenFileTests {
    static let colors = ##"{ "color": { "$type": "color", "bg": { "$value": "#FFFFFF" } } }"##
    static let scale = ##"{ "gray": { "gray1": "#fcfcfc", "gray2": "#f9f9f9" } }"##

    @Test func manifestsEmptyFilesAndPlainMaps_areSkippedWithANote() throws {
        let folder = try TestSupport.folder([
            "colors.json": Self.colors,
            "package.json": ##"{ "name": "@acme/tokens", "version": "1.2.0" }"##,
            "empty.json": "{}",
            "scales/gray.json": Self.scale,
        ])
        let (tokens, diagnostics) = TestSupport.resolve(folder)
        #expect(tokens?.modes.first?.tokens.map(\.path.dotted) == ["color.bg"])
        #expect(!diagnostics.hasErrors)
        #expect(
            diagnostics.sorted.map { "\($0.severity) \($0.message)" } == [
                "note 'empty.json' holds no tokens; it is skipped. List it under \"exclude\" in tokens.config.json to silence this note.",
                "note 'package.json' is a package manifest, not a token file; it is skipped. To read it as tokens anyway, name its format in tokens.config.json: \"format\": {\"package.json\": \"raw\"}.",
                "warning 'scales/gray.json' holds only plain values, no tokens ($value or value members), while the folder's other files hold tokens; it is skipped, and its values are not built. If its values are tokens, name its format in tokens.config.json: \"format\": {\"scales/gray.json\": \"raw\"}; if not, list it under \"exclude\" to silence this warning.",
            ])
        #expect(diagnostics.all.allSatisfy { $0.code == .skippedFile && $0.location?.line == 1 })
    }

    @Test func aFolderOfPlainScales_isReadAsScales_butItsManifestIsNot() throws {
        let folder = try TestSupport.folder([
            "gray.json": Self.scale, "package.json": ##"{ "name": "@radix-ui/colors", "version": "3.0.0" }"##,
        ])
        let (tokens, diagnostics) = TestSupport.resolve(folder)
        #expect(tokens?.modes.first?.tokens.map(\.path.dotted) == ["gray.gray1", "gray.gray2"])
        #expect(TestSupport.summary(diagnostics, severity: nil) == ["file.skipped@1:1"])
    }

    @Test func formatPerGlob_readsASkippedScale_andOverridesDetection() throws {
        let files = [
            "colors.json": Self.colors, "scales/gray.json": Self.scale,
            "legacy/size.json": ##"{ "size": { "value": 4, "min": 1 } }"##,
        ]
        let detected = TestSupport.resolve(try TestSupport.folder(files))
        #expect(detected.tokens?.modes.first?.tokens.map(\.path.dotted) == ["color.bg", "size"])
        var config = TokensConfig()
        config.format = FormatRules(rules: [
            .init(pattern: "scales/*.json", format: .raw), .init(pattern: "legacy/**", format: .raw),
            .init(pattern: "*.json", format: nil),
        ])
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(files), config: config)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.sorted)")
        #expect(
            tokens?.modes.first?.tokens.map(\.path.dotted) == [
                "color.bg", "gray.gray1", "gray.gray2", "size.min", "size.value",
            ])
    }

    @Test func formatRules_areReadFromTheConfig_withLocatedErrors() throws {
        let text = ##"{ "format": { "scales/*.json": "raw", "legacy/**": "sd", "*.json": "auto" } }"##
        let folder = try TestSupport.folder(["tokens.config.json": text])
        let (config, problems) = ConfigLoader.load(path: folder + "/tokens.config.json")
        #expect(
            TestSupport.summary(problems) == ["config.invalid-value@" + TestSupport.position(of: "\"sd\"", in: text)])
        #expect(
            config.format.rules == [
                .init(pattern: "scales/*.json", format: .raw), .init(pattern: "legacy/**", format: nil),
                .init(pattern: "*.json", format: nil),
            ])
        #expect(config.format.format(of: "scales/a.json") == .raw && config.format.format(of: "b.json") == nil)
        #expect(config.format.isNamed("scales/a.json") && !config.format.isNamed("x/b.json"))
    }
}
