import Testing

@testable import TokensCore

/// Token names as Swift identifiers and asset names: exact forms, in any script.
struct SwiftIdentifierTests {
    /// Names, then lowerCamel, upperCamel and assetName as the README describes them.
    static let cases: [([String], String, String, String)] = [
        (["color", "on-primary"], "colorOnPrimary", "ColorOnPrimary", "colorOnPrimary"),
        (["HC", "text"], "hcText", "HCText", "hcText"),
        (["URLPath"], "uRLPath", "URLPath", "uRLPath"),
        (["space", "1.5x"], "space1_5x", "Space1_5x", "space1_5x"),
        (["size", "10", "2x-large"], "size10_2xLarge", "Size10_2xLarge", "size10_2xLarge"),
        (["border", "$root"], "border", "Border", "border"),
        (["100"], "_100", "_100", "100"),
        (["class"], "`class`", "Class", "class"),
        (["type"], "type", "TypeTokens", "type"),
        (["--", "__"], "unnamed", "Unnamed", "color"),
        (["a__b", "C-d"], "aBCD", "ABCD", "aBCD"),
    ]

    @Test func identifiers_haveTheirExactForms() {
        for (names, lower, upper, asset) in Self.cases {
            #expect(SwiftIdentifier.lowerCamel(names) == lower, "\(names)")
            #expect(SwiftIdentifier.upperCamel(names) == upper, "\(names)")
            #expect(SwiftIdentifier.assetName(names) == asset, "\(names)")
        }
    }

    @Test func lettersOfAnyScript_areKept_andSplitAsWords() {
        #expect(SwiftIdentifier.lowerCamel(["café", "crème-brûlée"]) == "caféCrèmeBrûlée")
        #expect(SwiftIdentifier.upperCamel(["ελληνικά", "κείμενο"]) == "ΕλληνικάΚείμενο")
        #expect(SwiftIdentifier.lowerCamel(["٣", "x"]) == "_٣X")
    }

    /// Equinor's Figma export names a token `Icon + text gap ↔︎` (U+2194 U+FE0E): the variation
    /// selector, zero-width and bidirectional marks and the byte-order mark are invisible, so no
    /// Swift name or colorset file name keeps them.
    @Test func invisibleAndFormatScalars_areDropped() {
        let names = ["Selectable", "Icon + text gap \u{2194}\u{FE0E}"]
        #expect(SwiftIdentifier.lowerCamel(names) == "selectableIconTextGap")
        #expect(SwiftIdentifier.assetName(names) == "selectableIconTextGap")
        #expect(SwiftIdentifier.lowerCamel(["bg\u{FE0F}", "ma\u{200B}in"]) == "bgMain")
        #expect(SwiftIdentifier.upperCamel(["\u{FEFF}text", "\u{200E}start\u{00AD}ing"]) == "TextStarting")
        #expect(SwiftIdentifier.assetName(["a\u{200D}b", "\u{2060}c"]) == "abC")
    }
}
