import BrandTokens
import Testing

@Suite struct BrandTokensTests {
    @Test func generatedConstants_holdTheTokenValues() {
        #expect(BrandSpacing.md == 12)
        #expect(BrandSpacing.sm == 8)
        #expect(BrandSize.touchTarget == 44)
        #expect(BrandColors.accent.name == "accent")
        #expect(abs(BrandColors.accent.any.red - 184.0 / 255) < 1e-9)
        #expect(abs((BrandColors.accent.dark?.red ?? 0) - 212.0 / 255) < 1e-9)
    }

    @Test func appCode_usesThem() {
        #expect(Brand.cardPadding == 12)
        #expect(Brand.rowHeight(contentHeight: 10) == 44)
        #expect(Brand.rowHeight(contentHeight: 40) == 56)
        #expect(Brand.background(isDark: true) == BrandColors.background.dark)
        #expect(Brand.background(isDark: false).red == 250.0 / 255)
    }
}
