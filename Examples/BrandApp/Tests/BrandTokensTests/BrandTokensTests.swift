import BrandTokens
import XCTest

#if canImport(SwiftUI)
    import SwiftUI
#endif

// XCTest rather than Swift Testing: on Linux, Swift Testing looks for its UIKit cross-import
// overlay when a file imports both, and the stand-in UIKit has none.
final class BrandTokensTests: XCTestCase {
    func test_generatedConstants_holdTheTokenValues() {
        XCTAssert(BrandSpacing.md == 12)
        XCTAssert(BrandSpacing.sm == 8)
        XCTAssert(BrandSize.touchTarget == 44)
        XCTAssert(BrandColors.Values.accent.name == "accent")
        XCTAssert(BrandColors.Values.accent.any == .init(hex: 0xB8942F))
        XCTAssert(BrandColors.Values.accent.dark == .init(hex: 0xD4BC6A))
        XCTAssert(BrandColors.Values.accent.highContrast == .init(hex: 0x6B5518))
        XCTAssert(BrandColors.Values.accent.darkHighContrast == .init(hex: 0xF0E6C8))
    }

    func test_appCode_usesThem() {
        XCTAssert(Brand.cardPadding == 12)
        XCTAssert(Brand.rowHeight(contentHeight: 10) == 44)
        XCTAssert(Brand.rowHeight(contentHeight: 40) == 56)
        XCTAssert(Brand.background(isDark: true) == BrandColors.Values.background.dark)
        XCTAssert(Brand.background(isDark: false).red == 250.0 / 255)
    }

    #if canImport(SwiftUI)
        /// The build-tool plugin makes no asset catalog: each colour is built from the token values
        /// through UIKit's dynamic provider, which picks among all four appearances.
        @MainActor func test_swiftUIColours_comeFromTheTokenValues_inEveryAppearance() {
            let accent: Color = BrandColors.accent
            XCTAssert(
                accent.description
                    == "uiColor(dynamic(light: sRGB(\(184.0 / 255), \(148.0 / 255), \(47.0 / 255), 1.0), dark: sRGB(\(212.0 / 255), \(188.0 / 255), \(106.0 / 255), 1.0), lightHighContrast: sRGB(\(107.0 / 255), \(85.0 / 255), \(24.0 / 255), 1.0), darkHighContrast: sRGB(\(240.0 / 255), \(230.0 / 255), \(200.0 / 255), 1.0)))"
            )
            // The background has no high-contrast values: those appearances fall back to light and dark.
            XCTAssert(
                BrandColors.background.description
                    == "uiColor(dynamic(light: sRGB(\(250.0 / 255), \(248.0 / 255), \(245.0 / 255), 1.0), dark: sRGB(\(28.0 / 255), \(25.0 / 255), \(23.0 / 255), 1.0), lightHighContrast: sRGB(\(250.0 / 255), \(248.0 / 255), \(245.0 / 255), 1.0), darkHighContrast: sRGB(\(28.0 / 255), \(25.0 / 255), \(23.0 / 255), 1.0)))"
            )
            _ = BrandCard().body
        }
    #endif
}
