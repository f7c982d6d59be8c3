import Foundation
import Testing

@testable import TokensCore

/// Every colorset is Apple's asset-catalog JSON and reads back as its token's colour in every appearance.
@Suite struct ColorsetTests {
    func readBack(_ tokens: String) throws -> (files: [GeneratedFile], resolved: ResolvedTokenSet, config: BuildConfig)
    {
        let (config, _) = ConfigLoader.load(path: ConfigLoader.defaultPath(forTokens: tokens))
        return (try BuildTestSupport.build(tokens), try #require(TestSupport.resolve(tokens).tokens), config.build)
    }

    @Test func twoColoursWithOneAssetName_bothAreWritten_theLaterInPathOrderWith_2() throws {
        // `color.brand.primary` drops its `color` group, so it and `brand.primary` are both
        // brandPrimary.colorset; `brand.Primary` differs only in case, which macOS folds. Tokens
        // claim names in path order: `brand.Primary` (uppercase sorts first) keeps it, the others
        // take `_2` and `_3`, and the Swift constants name those colorsets.
        let text = """
            { "brand": { "$type": "color", "primary": { "$value": "#112233" }, "Primary": { "$value": "#445566" } },
              "color": { "$type": "color", "brand": { "primary": { "$value": "#778899" } } } }
            """
        let folder = try TestSupport.folder(["tokens.json": text])
        let resolved = try #require(TestSupport.resolve(folder).tokens)
        let input = EmitInput(tokens: resolved, config: BuildConfig(), audit: nil, sourceName: "tokens")
        let (files, diagnostics) = ColorsetEmitter().emit(input)
        #expect(
            TestSupport.summary(diagnostics, severity: .warning) == [
                "colorset.name-collision@"
                    + TestSupport.position(of: "\"primary\": { \"$value\": \"#112233\"", in: text),
                "colorset.name-collision@"
                    + TestSupport.position(of: "\"primary\": { \"$value\": \"#778899\"", in: text),
            ])
        #expect(
            diagnostics.sorted.map(\.message) == [
                "'brand.primary' and 'brand.Primary' (both in tokens.json) would both be brandPrimary.colorset; 'brand.primary', later in path order, is brandPrimary_2.colorset so that both are built. Rename one, or name it under colorsets.names in the config.",
                "'color.brand.primary' and 'brand.Primary' (both in tokens.json) would both be brandPrimary.colorset; 'color.brand.primary', later in path order, is brandPrimary_3.colorset so that both are built. Rename one, or name it under colorsets.names in the config.",
            ])
        #expect(
            files.map(\.path) == [
                "Assets.xcassets/Contents.json", "Assets.xcassets/brandPrimary.colorset/Contents.json",
                "Assets.xcassets/brandPrimary_2.colorset/Contents.json",
                "Assets.xcassets/brandPrimary_3.colorset/Contents.json",
            ])
        let reds = files.dropFirst().map { file -> String in
            let text = String(decoding: file.contents, as: UTF8.self)
            return text.range(of: #""red": "[0-9.]+""#, options: .regularExpression).map { String(text[$0]) } ?? text
        }
        #expect(reds == [#""red": "0.2667""#, #""red": "0.0667""#, #""red": "0.4667""#])
        let (swift, _) = SwiftEmitter().emit(input)
        let code = swift.map { String(decoding: $0.contents, as: UTF8.self) }.joined()
        #expect(code.contains(#""brandPrimary_2""#) && code.contains(#""brandPrimary_3""#))
    }

    @Test(arguments: [BuildTestSupport.brandTokens, BuildTestSupport.everythingTokens])
    func everyColorset_readsBackAsItsTokenInEveryAppearance(_ tokens: String) throws {
        let (files, resolved, config) = try readBack(tokens)
        let modes = try #require(AppearanceModes(resolved))
        let byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
        let colorTokens = modes.any.tokens.filter { $0.type == .color }
        #expect(!colorTokens.isEmpty)
        for token in colorTokens {
            let name = ColorsetEmitter.name(of: token.path, config: config)
            let bytes = try #require(
                byPath["Assets.xcassets/\(name).colorset/Contents.json"], "\(name).colorset is missing")
            let root = try #require(JSONParser.parse(bytes, file: name).root?.object)
            #expect(root["info"]?.object?["version"]?.number == 1)
            let entries = try #require(root["colors"]?.array)
            let expected = try #require(modes.colors(token.path))
            let appearances: [(String, ColorValue?)] = [
                ("", expected.any), ("contrast=high", expected.highContrast), ("luminosity=dark", expected.dark),
                ("luminosity=dark,contrast=high", expected.darkHighContrast),
            ]
            #expect(entries.map(Self.appearanceKey) == appearances.filter { $0.1 != nil }.map(\.0))
            for (entry, (_, color)) in zip(entries, appearances.filter { $0.1 != nil }) {
                let object = try #require(entry.object)
                #expect(object["idiom"]?.string == "universal")
                let colorObject = try #require(object["color"]?.object)
                let space = try #require(colorObject["color-space"]?.string.flatMap(ColorSpace.init(rawValue:)))
                let components = try #require(colorObject["components"]?.object)
                let read = ["red", "green", "blue", "alpha"].map { Double(components[$0]?.string ?? "") ?? -1 }
                let source = try #require(color)
                let want = source.gamutMapped(to: space).vector
                for (got, expected) in zip(read, [want.x, want.y, want.z, source.alpha]) {
                    #expect(abs(got - expected) <= 0.00005, "\(name): \(read) vs \(want)")
                    if space == .srgb {
                        #expect(
                            (got * 255).rounded() == (expected * 255).rounded(), "\(name) does not round-trip at 8 bits"
                        )
                    }
                }
            }
        }
    }

    static func appearanceKey(_ entry: JSONNode) -> String {
        (entry.object?["appearances"]?.array ?? []).compactMap { a in
            guard let o = a.object, let kind = o["appearance"]?.string, let value = o["value"]?.string else {
                return nil
            }
            return "\(kind)=\(value)"
        }.joined(separator: ",")
    }

    /// Gold in every appearance: the high-contrast modes keep the brand's own gold (it passes AAA as
    /// the accent it is), so the increased-contrast entries repeat light and dark.
    @Test func accentColor_isGold_inEveryAppearance() throws {
        let files = try BuildTestSupport.build(BuildTestSupport.brandTokens)
        let accent = try #require(files.first { $0.path == "Assets.xcassets/AccentColor.colorset/Contents.json" })
        let entries = try #require(JSONParser.parse(accent.contents, file: "a").root?.object?["colors"]?.array)
        let components = entries.compactMap { $0.object?["color"]?.object?["components"]?.object }
        #expect(components.count == 4)
        #expect(
            components.map { [$0["red"]?.string, $0["green"]?.string, $0["blue"]?.string] } == [
                ["0.7216", "0.5804", "0.1843"], ["0.7216", "0.5804", "0.1843"], ["0.8314", "0.7373", "0.4157"],
                ["0.8314", "0.7373", "0.4157"],
            ])
        #expect(
            entries.map(Self.appearanceKey) == [
                "", "contrast=high", "luminosity=dark", "luminosity=dark,contrast=high",
            ])
        #expect(files.contains { $0.path == "Assets.xcassets/InsightBackground.colorset/Contents.json" })
        #expect(files.contains { $0.path == "Assets.xcassets/InsightSurface.colorset/Contents.json" })
        #expect(files.contains { $0.path == "Assets.xcassets/Contents.json" })
    }
}

extension ColorsetTests {
    /// The filled-in templates are exactly what `JSONOutput` writes for the whole colorset, for
    /// both colour spaces and every set of appearances.
    @Test func templates_writeWhatJSONOutputWrites_forEveryAppearanceSet() throws {
        let light = try #require(try? CSSColorParser.parse("#B8942F").get())  // a fixed, valid colour
        let wide = try #require(try? CSSColorParser.parse("color(display-p3 1 0 0.2 / 0.5)").get())  // wide gamut
        for base in [light, wide] {
            for mask in 0..<8 {
                let modes: AppearanceModes.Colors = (
                    base, mask & 2 != 0 ? .black : nil, mask & 1 != 0 ? .white : nil, mask & 4 != 0 ? base : nil
                )
                // High contrast without dark modes also has a dark high-contrast entry (tested below).
                let colors = AppearanceModes.catalogEntries(modes)
                let space = ColorsetEmitter.catalogSpace(colors)
                let entries: [(ColorValue?, [(String, String)])] = [
                    (colors.any, []), (colors.highContrast, [("contrast", "high")]),
                    (colors.dark, [("luminosity", "dark")]),
                    (colors.darkHighContrast, [("luminosity", "dark"), ("contrast", "high")]),
                ]
                let tree = entries.compactMap { color, appearances in
                    color.map {
                        ColorsetEmitter.entry(
                            ColorsetEmitter.components($0, space: space), space: space, appearances: appearances)
                    }
                }
                let expected = ColorsetEmitter.withInfo([("colors", .array(tree))]).bytes()
                #expect(ColorsetEmitter.colorset(modes) == expected, "mask \(mask), \(space)")
            }
        }
    }

    /// A brand with light high contrast but no dark mode: dark with Increase Contrast shows the
    /// high-contrast value whichever order a catalog tries dark and contrast in, so the colorset
    /// says it outright; with a dark mode, dark with Increase Contrast falls back to dark as written.
    @Test func highContrastWithoutDark_writesItsDarkHighContrastEntry() throws {
        let ink = try #require(try? CSSColorParser.parse("#57534E").get())
        let high = try #require(try? CSSColorParser.parse("#1C1917").get())
        let text = String(decoding: ColorsetEmitter.colorset((ink, nil, high, nil)), as: UTF8.self)
        let entries = try CompoundParityTests.entries(Array(text.utf8)).map(\.appearance)
        #expect(entries == ["", "contrast=high", "luminosity=dark,contrast=high"])
        let withDark = String(decoding: ColorsetEmitter.colorset((ink, .black, high, nil)), as: UTF8.self)
        #expect(
            try CompoundParityTests.entries(Array(withDark.utf8)).map(\.appearance) == [
                "", "contrast=high", "luminosity=dark",
            ])
    }
}
