import Testing

@testable import TokensCore

@Suite struct ContrastSuggestionTests {
    @Test func whiteOnGold_suggestsAPassingColour() throws {
        let gold = try CSSColorParser.parse("#B8942F").get()
        let suggestion = try #require(ContrastSuggestion.nearest(to: .white, on: gold, target: 4.5))
        #expect(suggestion.ratio >= 4.5)
        #expect(WCAG.contrast(suggestion.color, on: gold) >= 4.5)
    }

    @Test func textAccentOnIvory_movesOnlySlightly() throws {
        let accent = try CSSColorParser.parse("#8C711E").get()
        let ivory = try CSSColorParser.parse("#FAF8F5").get()
        let suggestion = try #require(ContrastSuggestion.nearest(to: accent, on: ivory, target: 4.5))
        #expect(suggestion.ratio >= 4.5)
        #expect(suggestion.deltaE < 0.02)
        // Same hue family: the suggestion is darker gold, not grey.
        let hue = suggestion.color.converted(to: .oklch).components[2] ?? 0
        #expect(abs(hue - (accent.converted(to: .oklch).components[2] ?? 0)) < 3)
    }

    @Test func impossibleTarget_returnsNil() throws {
        let grey = try CSSColorParser.parse("#777777").get()
        #expect(ContrastSuggestion.nearest(to: grey, on: grey, target: 7) == nil)
        // Black at 30% on white tops out near 2.1:1: no lightness of it reaches 4.5.
        let faint = try CSSColorParser.parse("rgb(0 0 0 / 30%)").get()
        #expect(ContrastSuggestion.nearest(to: faint, on: .white, target: 4.5) == nil)
    }

    /// Hundreds of random pairs: every suggestion is 8-bit sRGB and passes when re-measured here.
    @Test func randomPairs_suggestionsAlwaysPassAfterQuantisation() {
        var generator = SplitMix64(seed: 2026)
        var suggested = 0
        var impossible = 0
        for _ in 0..<400 {
            func random() -> ColorValue {
                ColorValue(
                    colorSpace: .srgb,
                    components: ColorComponents((0..<3).map { _ in Double(generator.next() % 256) / 255 }))
            }
            let foreground = random()
            let background = random()
            let target = [3.0, 4.5, 7.0][Int(generator.next() % 3)]
            guard WCAG.contrast(foreground, on: background) < target else { continue }
            guard let suggestion = ContrastSuggestion.nearest(to: foreground, on: background, target: target) else {
                // Then not even black or white reaches the target on this background.
                #expect(
                    max(WCAG.contrast(.black, on: background), WCAG.contrast(.white, on: background)) < target + 1e-9
                        || target > 4.5)
                impossible += 1
                continue
            }
            suggested += 1
            let components = suggestion.color.components.map { $0 ?? -1 }
            #expect(components.allSatisfy { ($0 * 255).rounded() == $0 * 255 && $0 >= 0 && $0 <= 1 })
            #expect(WCAG.contrast(suggestion.color, on: background) >= target)
        }
        #expect(suggested > 200)
    }
}
