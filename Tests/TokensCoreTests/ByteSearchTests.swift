import Testing

@testable import TokensCore

/// The byte scans the loader, the audit and the report use instead of stepping through `utf8`.
@Suite struct ByteSearchTests {
    @Test func containsByte_findsABytePresentAndOnlyThen() {
        #expect("color.bg.$root".containsByte(UInt8(ascii: "$")))
        #expect(!"color.bg.primary".containsByte(UInt8(ascii: "$")))
        #expect(!"".containsByte(UInt8(ascii: "*")))
        // A byte of a multi-byte character is found too (é is C3 A9), and an ASCII byte is never
        // part of one.
        #expect("café".containsByte(0xA9))
        #expect(!"café".containsByte(UInt8(ascii: "a") + 1))
        // A string made from part of another is scanned from its own first byte.
        let sliced = String("x{y}z".dropFirst())
        #expect(sliced.containsByte(UInt8(ascii: "}")))
    }

    @Test func containsByteOrByte_looksOnlyWithinTheOffsetsGiven() {
        let text = "{a.b}"
        let inner = 1..<(text.utf8.count - 1)
        #expect(!text.containsByte(UInt8(ascii: "{"), orByte: UInt8(ascii: "}"), within: inner))
        #expect("{a}b}".containsByte(UInt8(ascii: "{"), orByte: UInt8(ascii: "}"), within: 1..<4))
        #expect("{a{b}".containsByte(UInt8(ascii: "{"), orByte: UInt8(ascii: "}"), within: 1..<4))
        #expect(text.containsByte(UInt8(ascii: "{"), orByte: UInt8(ascii: "}"), within: 0..<1))
    }

    @Test func wholeReference_isOneReferenceWithNoBraceInside() {
        #expect(Alias.wholeReference(in: "{color.bg}") == TokenPath("color.bg"))
        #expect(Alias.wholeReference(in: "{color.{bg}}") == nil)
        #expect(Alias.wholeReference(in: "{a}{b}") == nil)
        #expect(Alias.wholeReference(in: "{}") == nil)
        #expect(Alias.wholeReference(in: "{é}") == TokenPath("é"))
    }
}
