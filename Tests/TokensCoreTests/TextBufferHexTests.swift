import Foundation
import Testing

@testable import TokensCore

/// The hex digits the report, the Swift emitter and colour values write, against Foundation's
/// `%02X`, which we did not write.
@Suite struct TextBufferHexTests {
    @Test func hexRGB_writesTheSameDigitsAsPrintfForEveryByte() {
        for value in 0...255 {
            let (r, g, b) = (UInt8(value), UInt8(255 - value), UInt8((value * 7) % 256))
            var upper = TextBuffer()
            upper.hexRGB(r, g, b, after: "#")
            #expect(String(decoding: upper.bytes, as: UTF8.self) == String(format: "#%02X%02X%02X", r, g, b))
            var lower = TextBuffer()
            lower.hexRGB(r, g, b, uppercase: false)
            #expect(String(decoding: lower.bytes, as: UTF8.self) == String(format: "%02x%02x%02x", r, g, b))
            // The same as three single bytes.
            var single = TextBuffer()
            single.hexByte(r)
            single.hexByte(g)
            single.hexByte(b)
            #expect(single.bytes == upper.bytes.dropFirst().map { $0 })
        }
    }

    @Test func hexRGB_writesItsPrefixFirstAndKeepsWhatCameBefore() {
        var text = TextBuffer()
        text.raw("class=\"")
        text.hexRGB(0x1C, 0x19, 0x17, after: "c x")
        text.hexRGB(0xFA, 0xF8, 0xF5, uppercase: false, after: "(hex: 0x")
        text.hexRGB(0, 0, 0)
        #expect(String(decoding: text.bytes, as: UTF8.self) == "class=\"c x1C1917(hex: 0xfaf8f5000000")
    }
}
