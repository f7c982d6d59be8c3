import Foundation

/// WCAG 2.x contrast, exactly as the Recommendation defines it.
public enum WCAG {
    /// The minimum ratios of WCAG 2.x success criteria 1.4.3, 1.4.6 and 1.4.11.
    public enum Level: String, Sendable, CaseIterable, Codable {
        case aa = "AA"
        case aaa = "AAA"
    }

    /// What a colour pair is used for, which decides its threshold.
    public enum Role: String, Sendable, CaseIterable, Codable {
        case text
        case largeText = "large-text"
        case ui, decorative

        /// The minimum ratio at `level`; 0 for decorative pairs, which never fail.
        public func threshold(_ level: Level) -> Double {
            switch (self, level) {
            case (.text, .aa): 4.5
            case (.text, .aaa): 7
            case (.largeText, .aa): 3
            case (.largeText, .aaa): 4.5
            case (.ui, _): 3
            case (.decorative, _): 0
            }
        }
    }

    /// Relative luminance of an opaque colour: its sRGB components (extended, never clipped, so a
    /// colour outside sRGB keeps its own luminance) linearised with the 0.04045 threshold and
    /// weighted 0.2126, 0.7152, 0.0722.
    public static func relativeLuminance(_ color: ColorValue) -> Double {
        let rgb = color.vector(in: .srgb)
        return 0.2126 * linear(rgb.x) + 0.7152 * linear(rgb.y) + 0.0722 * linear(rgb.z)
    }

    /// One sRGB component linearised. A component that is exactly an 8-bit value k / 255 (every hex
    /// colour's) is read from a table of the same formula's results, since `pow` is most of an
    /// audit's arithmetic (70,000 pairs measured at 30,000 tokens).
    static func linear(_ c: Double) -> Double {
        let scaled = (c * 255).rounded()
        if scaled >= 0, scaled <= 255, Double(Int(scaled)) / 255 == c { return eightBitLinear[Int(scaled)] }
        return computedLinear(c)
    }

    /// The 0.04045-threshold curve, extended to negative components by symmetry.
    static func computedLinear(_ c: Double) -> Double {
        let magnitude = abs(c)
        let value = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return c < 0 ? -value : value
    }

    /// `computedLinear(k / 255)` for each 8-bit value k.
    static let eightBitLinear = (0...255).map { computedLinear(Double($0) / 255) }

    /// (L1 + 0.05) / (L2 + 0.05), the lighter luminance on top.
    public static func ratio(luminance a: Double, _ b: Double) -> Double {
        (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The contrast of `foreground` on `background`. A translucent background is first composited
    /// onto `surface` (white unless told), then a translucent foreground onto that, source-over in sRGB.
    public static func contrast(
        _ foreground: ColorValue, on background: ColorValue, surface: ColorValue = .white
    ) -> Double {
        let ground = composite(background, over: composite(surface, over: .white))
        let front = composite(foreground, over: ground)
        return ratio(luminance: relativeLuminance(front), relativeLuminance(ground))
    }

    /// `top` painted source-over onto the opaque `bottom`, in (extended) sRGB.
    public static func composite(_ top: ColorValue, over bottom: ColorValue) -> ColorValue {
        guard top.alpha < 1 else { return top }
        let t = top.vector(in: .srgb)
        let b = bottom.vector(in: .srgb)
        let mixed = t * top.alpha + b * (1 - top.alpha)
        return ColorValue(colorSpace: .srgb, components: ColorComponents(mixed.x, mixed.y, mixed.z))
    }

    /// A threshold as `JSONOutput.format` writes it ("4.5", "3"): the ones `Role.threshold` gives
    /// without formatting a number, since 40,000 contrast messages and report rows name one.
    public static func thresholdText(_ threshold: Double) -> String {
        switch threshold {
        case 4.5: "4.5"
        case 3: "3"
        case 7: "7"
        case 0: "0"
        default: JSONOutput.format(threshold)
        }
    }

    /// True when `ratio` meets `threshold`, compared unrounded: 4.4999 fails 4.5.
    public static func passes(_ ratio: Double, _ threshold: Double) -> Bool { ratio >= threshold }

    /// The ratio truncated (never rounded up) to two decimals, as a number: what `display` shows.
    public static func truncated(_ ratio: Double) -> Double {
        guard ratio.isFinite else { return ratio }
        return (ratio * 100).rounded(.down) / 100
    }

    /// The ratio truncated (never rounded up) to two decimals: 4.4999 shows as "4.49". Hundredths
    /// are counted as a whole number, so no floating-point formatting can round it up.
    public static func display(_ ratio: Double) -> String {
        guard let whole = hundredths(ratio) else {
            return FixedDecimal.format((ratio * 100).rounded(.down) / 100, places: 2)
        }
        // Written as digits (the audit writes a ratio into each of 40,000 messages): interpolating
        // the two numbers cost three times as much.
        var text = TextBuffer(reserving: 24)
        text.hundredths(whole)
        return String(decoding: text.bytes, as: UTF8.self)
    }

    /// The ratio's whole hundredths, rounded down, as `display` shows them; nil when they are not a
    /// finite count from 0 to 10¹⁵ (`display` formats those another way).
    static func hundredths(_ ratio: Double) -> Int? {
        let hundredths = (ratio * 100).rounded(.down)
        guard hundredths.isFinite, hundredths >= 0, hundredths < 1e15 else { return nil }
        return Int(hundredths)
    }
}
