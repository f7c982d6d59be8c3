import Testing

@testable import TokensCore

/// The exact-length joins the audit's messages and the Swift constants' full names are made with.
@Suite struct StringJoiningTests {
    @Test func joining_keepsEveryPieceInOrder_anyLengthAnyScript() {
        let long = String(repeating: "colour-", count: 40)  // stored out of line, unlike the short pieces
        #expect(String(joining: "'", "color.bg", "' on '", "", "é🎨", "':") == "'color.bg' on 'é🎨':")
        #expect(String(joining: long, ".", long) == long + "." + long)
        #expect(String(joining: "") == "")
        #expect(String(joining: String("x.y.z".dropFirst(2))) == "y.z")
    }

    @Test func dotted_putsADotAfterEachName() {
        #expect(String(dotted: ["InsightColors", "Values"], then: "bgCard") == "InsightColors.Values.bgCard")
        #expect(String(dotted: [], then: "bg", "_2") == "bg_2")
        #expect(String(dotted: ["Ä"], then: "ö") == "Ä.ö")
    }

    @Test func display_isTheRatioTruncatedToHundredths() {
        #expect(WCAG.display(4.4999) == "4.49")
        #expect(WCAG.display(21) == "21.00")
        #expect(WCAG.display(1.05) == "1.05")
        #expect(WCAG.display(0) == "0.00")
    }
}
