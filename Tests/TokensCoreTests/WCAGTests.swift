import Foundation
import Testing

@testable import TokensCore

/// WCAG 2.x contrast against published reference values (W3C Understanding documents, ACT rules,
/// CSS Color 6 contrast-color examples). Published figures are rounded, so each check allows half a
/// unit of the last published digit around the unrounded ratio.
@Suite struct WCAGTests {
    func color(_ text: String) throws -> ColorValue { try CSSColorParser.parse(text).get() }

    static let published: [(String, String, Double, Double)] = [
        ("#000", "#FFF", 21.0, 0.005), ("#333333", "#FFF", 12.63, 0.005), ("#0000EE", "#FFF", 9.40, 0.005),
        ("#AAAAAA", "#FFF", 2.32, 0.005), ("#777777", "#EEEEEE", 3.86, 0.005), ("#E5E5E5", "#6221EA", 5.70, 0.005),
        ("#E3660E", "#FFF", 3.40, 0.005), ("#3366CC", "#000", 3.91, 0.005), ("#A0522D", "wheat", 4.274, 0.0005),
        ("#006400", "wheat", 5.662, 0.0005), ("rgb(0 0 0 / 30%)", "white", 2.11, 0.005),
    ]

    @Test(arguments: published)
    func contrast_matchesPublishedValue(
        _ foreground: String, _ background: String, _ expected: Double, _ tolerance: Double
    ) throws {
        let ratio = WCAG.contrast(try color(foreground), on: try color(background))
        #expect(abs(ratio - expected) <= tolerance, "\(foreground) on \(background): \(ratio)")
    }

    /// BRAND.md's measured facts are rounded to two places; the display truncates.
    static let brandFacts: [(String, String, Double, String)] = [
        ("#FFFFFF", "#B8942F", 2.87, "2.87"), ("#8C711E", "#FAF8F5", 4.41, "4.40"),
        ("#B8942F", "#FAF8F5", 2.71, "2.70"), ("#A8A29E", "#FAF8F5", 2.38, "2.37"),
    ]

    @Test(arguments: brandFacts)
    func brandFacts_fromBRANDmd(_ foreground: String, _ background: String, _ published: Double, _ shown: String) throws
    {
        let ratio = WCAG.contrast(try color(foreground), on: try color(background))
        #expect(abs(ratio - published) <= 0.005)
        #expect(WCAG.display(ratio) == shown)
    }

    @Test func luminance_usesWCAGCoefficientsAndThreshold() throws {
        #expect(WCAG.relativeLuminance(try color("#FF0000")) == 0.2126)
        #expect(WCAG.relativeLuminance(try color("#00FF00")) == 0.7152)
        #expect(WCAG.relativeLuminance(try color("#0000FF")) == 0.0722)
        let atThreshold = ColorValue(colorSpace: .srgb, components: [0.04045, 0.04045, 0.04045])
        #expect(abs(WCAG.relativeLuminance(atThreshold) - 0.04045 / 12.92) < 1e-15)
        let above = ColorValue(colorSpace: .srgb, components: [0.05, 0.05, 0.05])
        #expect(abs(WCAG.relativeLuminance(above) - 0.003935939504088967) < 1e-15)
    }

    @Test func comparison_isUnrounded_andDisplayTruncates() {
        #expect(!WCAG.passes(4.4999, 4.5))
        #expect(WCAG.passes(4.5, 4.5))
        #expect(WCAG.display(4.4999) == "4.49")
        #expect(WCAG.display(2.8799) == "2.87")
        #expect(WCAG.display(21) == "21.00")
        #expect(WCAG.display(1) == "1.00")
        #expect(WCAG.display(4.5) == "4.50")
        #expect(WCAG.display(10.05) == "10.05")
        #expect(WCAG.display(3.0999999999999996) == "3.09")
    }

    @Test func display_countsHundredths_likeDecimalFormatting() {
        // The hundredths are written as a whole number; over every ratio from 1 to 21 in steps
        // that hit both exact hundredths and the values between them, it reads as printf does.
        var ratio = 1.0
        var mismatches: [String] = []
        while ratio <= 21 {
            let expected = String(format: "%.2f", (ratio * 100).rounded(.down) / 100)
            if WCAG.display(ratio) != expected { mismatches.append("\(ratio): \(WCAG.display(ratio)) ≠ \(expected)") }
            ratio += 0.0013
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test func reportRatioWriter_writesWhatPrintfWrites() {
        // The report writes its 40,000 ratios as bytes; over the same sweep each reads as printf
        // does, and the values `display` writes another way (none finite, out of range) are its.
        var ratio = 0.0
        var mismatches: [String] = []
        while ratio <= 21 {
            var buffer = TextBuffer()
            buffer.ratio(ratio)
            let written = String(decoding: buffer.bytes, as: UTF8.self)
            let expected = String(format: "%.2f", (ratio * 100).rounded(.down) / 100)
            if written != expected { mismatches.append("\(ratio): \(written) ≠ \(expected)") }
            ratio += 0.0013
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        for value in [4.4999, 3.0999999999999996, 1e13, 1e20, -1, .infinity, .nan] {
            var buffer = TextBuffer()
            buffer.ratio(value)
            #expect(String(decoding: buffer.bytes, as: UTF8.self) == WCAG.display(value), "\(value)")
        }
    }

    @Test func translucentColours_areComposited() throws {
        // Ignoring alpha, #3C3C43 on white would pass; composited at 60% it does not.
        let opaque = WCAG.contrast(try color("#3C3C43"), on: .white)
        let translucent = WCAG.contrast(try color("rgb(60 60 67 / 0.6)"), on: .white)
        #expect(opaque > 4.5)
        #expect(abs(translucent - 3.44) <= 0.005)
        #expect(translucent < 4.5)
        // A translucent background lies on the surface first: 50% black on a black surface is black.
        let onBlack = WCAG.contrast(.white, on: try color("rgb(0 0 0 / 0.5)"), surface: .black)
        #expect(onBlack == 21)
    }

    @Test func outOfGamutColours_keepTheirOwnLuminance() throws {
        let p3Red = try color("color(display-p3 1 0 0)")
        let y = p3Red.xyzD65.y
        #expect(abs(WCAG.relativeLuminance(p3Red) - y) < 1e-4)
        #expect(WCAG.relativeLuminance(p3Red) > WCAG.relativeLuminance(try color("#FF0000")))
    }

    static let thresholdTable: [(WCAG.Role, WCAG.Level, Double)] = [
        (.text, .aa, 4.5), (.text, .aaa, 7), (.largeText, .aa, 3), (.largeText, .aaa, 4.5), (.ui, .aa, 3),
        (.ui, .aaa, 3), (.decorative, .aa, 0),
    ]

    @Test(arguments: thresholdTable)
    func thresholds(_ role: WCAG.Role, _ level: WCAG.Level, _ expected: Double) {
        #expect(role.threshold(level) == expected)
    }

    @Test func thresholdText_isTheThresholdAsJSONWritesIt_forEveryRoleAndLevel_andAnyOtherNumber() {
        for role in WCAG.Role.allCases {
            for level in WCAG.Level.allCases {
                #expect(
                    WCAG.thresholdText(role.threshold(level)) == JSONOutput.format(role.threshold(level)),
                    "\(role) at \(level)")
            }
        }
        #expect(WCAG.thresholdText(4.5) == "4.5")
        #expect(WCAG.thresholdText(3) == "3")
        #expect(WCAG.thresholdText(5.25) == "5.25")
        #expect(WCAG.thresholdText(10) == "10")
    }

    /// The WCAG 2.x definition, written out here: each component linearised with the 0.04045
    /// threshold (negative ones by symmetry), weighted 0.2126, 0.7152, 0.0722.
    static func definedLuminance(_ r: Double, _ g: Double, _ b: Double) -> Double {
        func channel(_ c: Double) -> Double {
            let m = abs(c)
            let v = m <= 0.04045 ? m / 12.92 : pow((m + 0.055) / 1.055, 2.4)
            return c < 0 ? -v : v
        }
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
    }

    /// 8-bit components are read from a table: every value is still exactly the definition's,
    /// for every grey, for random hex colours, and for components between the 8-bit steps.
    @Test func luminance_isTheDefinitionsToTheLastBit() {
        var random = SplitMix64(seed: 24)
        var colours = (0...255).map { (Double($0) / 255, Double($0) / 255, Double($0) / 255) }
        for _ in 0..<5_000 {
            colours.append(
                (
                    Double(Int.random(in: 0...255, using: &random)) / 255,
                    Double(Int.random(in: 0...255, using: &random)) / 255,
                    Double(Int.random(in: 0...255, using: &random)) / 255
                ))
            colours.append(
                (
                    Double.random(in: -0.2...1.2, using: &random), Double.random(in: 0...1, using: &random),
                    Double(Int.random(in: 0...255, using: &random)) / 255 + 1e-12
                ))
        }
        for (r, g, b) in colours {
            let color = ColorValue(colorSpace: .srgb, components: ColorComponents(r, g, b))
            #expect(WCAG.relativeLuminance(color) == Self.definedLuminance(r, g, b), "\(r) \(g) \(b)")
        }
    }
}
