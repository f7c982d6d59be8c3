import Foundation
import Testing

@testable import TokensCore

/// Contrast over a gradient, against values worked out by hand and a dense sampling written here
/// from the WCAG 2.x and CSS formulas, not from the code under test.
@Suite struct GradientContrastTests {
    static func color(_ hex: String) -> ColorValue { ColorValue(hexString: hex) ?? .white }

    /// WCAG 2.x relative luminance of 8-bit-or-not sRGB channels, written out.
    static func luminance(_ rgb: (Double, Double, Double)) -> Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(rgb.0) + 0.7152 * linear(rgb.1) + 0.0722 * linear(rgb.2)
    }

    static func ratio(_ a: Double, _ b: Double) -> Double { (max(a, b) + 0.05) / (min(a, b) + 0.05) }

    /// Black to #808080 with white text: the worst point is the grey end, 1.05 / (0.21586 + 0.05).
    @Test func blackToGrey_withWhiteText_isWorstAtTheGreyEnd() {
        let stops = [
            GradientStop(color: Self.color("#000000"), position: 0),
            GradientStop(color: Self.color("#808080"), position: 1),
        ]
        let worst = GradientContrast.worst(.white, on: stops, space: .srgb)
        #expect(abs(worst.ratio - 3.9494396480) < 1e-6)
        #expect(worst.position == 1)
        #expect(worst.color.sRGBHex == "#808080")
    }

    /// Red to blue under black text: the luminance dips between the stops (each channel's linear
    /// light is convex in the gamma-encoded mix), so the worst point is inside the gradient. The
    /// lowest ratio over 100,001 positions sampled here by hand (gamma-encoded sRGB, as CSS
    /// interpolates) matches the search to 0.01, and its place to 0.01.
    @Test func redToBlue_underBlackText_isWorstInside_asADenseSamplingByHandSays() {
        let stops = [
            GradientStop(color: Self.color("#ff0000"), position: 0),
            GradientStop(color: Self.color("#0000ff"), position: 1),
        ]
        var lowest = (ratio: Double.infinity, position: 0.0)
        for step in 0...100_000 {
            let t = Double(step) / 100_000
            let r = Self.ratio(0, Self.luminance((1 - t, 0, t)))
            if r < lowest.ratio { lowest = (r, t) }
        }
        #expect(lowest.position > 0.1 && lowest.position < 0.9)
        let worst = GradientContrast.worst(.black, on: stops, space: .srgb)
        #expect(abs(worst.ratio - lowest.ratio) < 0.01, "\(worst) vs \(lowest)")
        #expect(abs(worst.position - lowest.position) < 0.01, "\(worst) vs \(lowest)")
        #expect(worst.ratio <= lowest.ratio + 1e-9)
    }

    /// Where several points are about as bad (grey text across a bright red–green–blue sweep), the
    /// worst found is as low as the lowest of a dense sampling by hand.
    @Test func manyNearMinima_theWorstIsAsLowAsADenseSampling() {
        let stops = [
            GradientStop(color: Self.color("#ff0000"), position: 0),
            GradientStop(color: Self.color("#00ff00"), position: 0.3),
            GradientStop(color: Self.color("#0000ff"), position: 1),
        ]
        let text = Self.luminance((0x77 / 255.0, 0x77 / 255.0, 0x77 / 255.0))
        var lowest = Double.infinity
        for step in 0...100_000 {
            let t = Double(step) / 100_000
            let rgb: (Double, Double, Double) =
                t <= 0.3 ? (1 - t / 0.3, t / 0.3, 0) : (0, 1 - (t - 0.3) / 0.7, (t - 0.3) / 0.7)
            lowest = min(lowest, Self.ratio(text, Self.luminance(rgb)))
        }
        let worst = GradientContrast.worst(Self.color("#777777"), on: stops, space: .srgb)
        #expect(abs(worst.ratio - lowest) < 0.01 && worst.ratio <= lowest + 1e-9, "\(worst) vs \(lowest)")
    }

    /// A hard stop (two stops at one place) is a jump, not a blend; out-of-order stops move up.
    @Test func hardAndOutOfOrderStops_areReadAsCSSDoes() {
        let hard = [
            GradientStop(color: Self.color("#000000"), position: 0),
            GradientStop(color: Self.color("#000000"), position: 0.5),
            GradientStop(color: Self.color("#ffffff"), position: 0.5),
            GradientStop(color: Self.color("#ffffff"), position: 1),
        ]
        #expect(GradientContrast.color(at: 0.49, stops: hard, space: .srgb).sRGBHex == "#000000")
        #expect(GradientContrast.color(at: 0.51, stops: hard, space: .srgb).sRGBHex == "#ffffff")
        let worst = GradientContrast.worst(.white, on: hard, space: .srgb)
        #expect(worst.ratio == 1 && worst.position >= 0.5)
        // #fff at 0.8 then #000 "at 0.2": the second moves to 0.8, so past 0.8 the gradient is black.
        let backwards = [GradientStop(color: .white, position: 0.8), GradientStop(color: .black, position: 0.2)]
        #expect(GradientContrast.color(at: 0.9, stops: backwards, space: .srgb).sRGBHex == "#000000")
        #expect(GradientContrast.color(at: 0.5, stops: backwards, space: .srgb).sRGBHex == "#ffffff")
    }

    /// Halfway from black to white is #808080-ish in sRGB but OKLab lightness 0.5 (luminance 0.125) in OKLab.
    @Test func oklabInterpolation_isPerceptual() {
        let stops = [GradientStop(color: .black, position: 0), GradientStop(color: .white, position: 1)]
        let srgb = GradientContrast.color(at: 0.5, stops: stops, space: .srgb)
        let oklab = GradientContrast.color(at: 0.5, stops: stops, space: .oklab)
        #expect(abs(WCAG.relativeLuminance(srgb) - Self.luminance((0.5, 0.5, 0.5))) < 1e-9)
        #expect(abs(WCAG.relativeLuminance(oklab) - 0.125) < 1e-6)
    }

    /// Alpha is interpolated premultiplied: halfway from transparent black to opaque red is red at
    /// half opacity, not a dark red.
    @Test func translucentStops_arePremultiplied() {
        let stops = [
            GradientStop(color: ColorValue(colorSpace: .srgb, components: [0, 0, 0], alpha: 0), position: 0),
            GradientStop(color: Self.color("#ff0000"), position: 1),
        ]
        let middle = GradientContrast.color(at: 0.5, stops: stops, space: .srgb)
        #expect(middle.alpha == 0.5 && middle.vector.x == 1 && middle.vector.y == 0)
    }
}
