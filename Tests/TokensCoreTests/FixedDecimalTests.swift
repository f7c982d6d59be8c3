import Foundation
import Testing

@testable import TokensCore

/// The fast fixed-point formatter gives exactly the C library's `%.Nf` text.
@Suite struct FixedDecimalTests {
    @Test func matchesPrintf_onEdgesAndRandomValues() {
        var values: [Double] = [
            0, -0.0, 1, -1, 0.5, 0.05, 0.005, 0.00005, 0.12345, 0.99995, 0.999949, 1.0 / 3, 2.675, 21, 4.49999,
            1e14 + 0.5,
        ]
        values += (0...255).map { Double($0) / 255 }
        var generator = SystemRandomNumberGenerator()
        values += (0..<5_000).map { _ in Double.random(in: -2...30, using: &generator) }
        for value in values {
            for places in [0, 2, 3, 4] {
                #expect(
                    FixedDecimal.format(value, places: places) == String(format: "%.\(places)f", value),
                    "\(value) to \(places) places")
            }
        }
    }

    /// The cached text of the 256 8-bit values is the formatter's own, byte for byte, and any other
    /// value is left to the formatter.
    @Test func eightBitText_isTheFormatsTextForEveryByte_andDeclinesOtherValues() {
        let text = EightBitText { FixedDecimal.format($0, places: 4) }
        var written = TextBuffer()
        for k in 0...255 {
            #expect(text(Double(k) / 255) == FixedDecimal.format(Double(k) / 255, places: 4), "\(k)")
            #expect(text.write(Double(k) / 255, into: &written))
        }
        #expect(
            String(decoding: written.bytes, as: UTF8.self)
                == (0...255).map { FixedDecimal.format(Double($0) / 255, places: 4) }.joined())
        #expect(!text.write(0.5, into: &written) && written.bytes.count == 256 * 6)
        #expect(text(0.5) == nil)
        #expect(text(1.5) == nil)
        #expect(text(-0.2) == nil)
        #expect(ColorsetEmitter.component(128.0 / 255) == "0.5020")
        #expect(ColorsetEmitter.component(0.5) == "0.5000")
        #expect(SwiftEmitter.number(128.0 / 255) == "0.5019607843137255")
        #expect(SwiftEmitter.number(0.5) == "0.5")
    }

    /// Whole numbers written digit by digit read as Swift's own decimal text.
    @Test func textBufferNumber_isTheDecimalText() {
        let values = [
            0, 1, 9, 10, 11, 99, 100, 101, 255, 999, 1000, 1009, 65535, 1_000_000, 123_456_789, Int.max, -1, -255,
            Int.min,
        ]
        for value in values {
            var text = TextBuffer()
            text.raw("x")
            text.number(value)
            #expect(String(decoding: text.bytes, as: UTF8.self) == "x" + String(value), "\(value)")
        }
    }
}
