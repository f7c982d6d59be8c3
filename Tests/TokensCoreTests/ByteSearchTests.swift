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

    @Test func pieces_cutAtEverySeparatorKeepingEmptyPieces() {
        let dot = UInt8(ascii: ".")
        #expect("color.bg.primary".pieces(separatedBy: dot) == ["color", "bg", "primary"])
        #expect("a..b".pieces(separatedBy: dot) == ["a", "", "b"])
        #expect(".a.".pieces(separatedBy: dot) == ["", "a", ""])
        #expect("".pieces(separatedBy: dot) == [""])
        #expect("solo".pieces(separatedBy: dot) == ["solo"])
        // Multi-byte names come out whole; a piece longer than a short string's inline room too.
        #expect("café.日本.x".pieces(separatedBy: dot) == ["café", "日本", "x"])
        let long = String(repeating: "n", count: 40)
        #expect("\(long).b".pieces(separatedBy: dot) == [long, "b"])
        // The same cut as the standard library's, on a string made from part of another.
        let sliced = String("x.y..z.".dropFirst())
        #expect(
            sliced.pieces(separatedBy: dot)
                == sliced.utf8.split(separator: dot, omittingEmptySubsequences: false).map { String(Substring($0)) })
        #expect(TokenPath("color.$root.bg").components == ["color", "$root", "bg"])
    }
}
