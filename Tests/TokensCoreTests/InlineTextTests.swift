import Foundation
import Testing

@testable import TokensCore

/// `ColorValue.hex` is held as `InlineText`, so a colour is trivially copyable; it must still read
/// back, compare and hash exactly as the `String?` it replaced.
@Suite struct InlineTextTests {
    static let texts: [String?] = [
        nil, "", "#", "#FfA0b1", "#abc", "1234567", "12345678", "#ff00ff00", "é", "e\u{301}", "K", "\u{212A}",
        "#ff00f\u{301}", "🎨", String(repeating: "long fallback ", count: 20),
    ]

    @Test func colorValue_isTriviallyCopyable() {
        // A colour is copied millions of times a large build; any reference-counted field sends
        // every copy, and every copy of a tuple or optional holding one, through the runtime.
        #expect(_isPOD(ColorValue.self))
        #expect(_isPOD(ColorValue?.self))
        #expect(_isPOD(AppearanceModes.Colors.self))
    }

    @Test func hex_readsBackByteForByte() {
        for text in Self.texts {
            let color = ColorValue(colorSpace: .srgb, components: [0, 0, 0], hex: text)
            #expect(color.hex.map { Array($0.utf8) } == text.map { Array($0.utf8) }, "\(String(describing: text))")
            var set = color
            set.hex = "#123456"
            set.hex = text
            #expect(set.hex.map { Array($0.utf8) } == text.map { Array($0.utf8) })
        }
    }

    @Test func hex_comparesAndHashesAsStringDoes() {
        func color(_ text: String?) -> ColorValue { ColorValue(colorSpace: .srgb, components: [0, 0, 0], hex: text) }
        for a in Self.texts {
            for b in Self.texts {
                #expect((color(a) == color(b)) == (a == b), "\(String(describing: a)) vs \(String(describing: b))")
                if a == b { #expect(color(a).hashValue == color(b).hashValue) }
            }
        }
        // Canonically equivalent texts are one element of a set, as they are for `String`.
        #expect(
            Set(["é", "e\u{301}", "K", "\u{212A}"].map(color)).count == Set(["é", "e\u{301}", "K", "\u{212A}"]).count)
    }

    @Test func hexString_fallbackIsFoundationsLowercaseHex() {
        // Every value of each channel, in long and short forms, against Foundation's `%02x`.
        for value in 0..<256 {
            let expected = String(format: "#%02x%02x%02x", value, 255 - value, value / 2)
            let long = String(format: "#%02X%02x%02X", value, 255 - value, value / 2)
            #expect(ColorValue(hexString: long)?.hex == expected)
            #expect(ColorValue(hexString: long + "80")?.hex == expected)
        }
        for digit in 0..<16 {
            let short = String(format: "#%X%x%X", digit, 15 - digit, digit / 2)
            let expected = String(format: "#%02x%02x%02x", digit * 17, (15 - digit) * 17, digit / 2 * 17)
            #expect(ColorValue(hexString: short)?.hex == expected)
        }
    }
}
