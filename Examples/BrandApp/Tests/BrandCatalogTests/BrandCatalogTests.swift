import BrandCatalog
import Foundation
import XCTest

#if canImport(SwiftUI)
    import SwiftUI
#endif

// XCTest rather than Swift Testing: on Linux, Swift Testing looks for its UIKit cross-import
// overlay when a file imports both, and the stand-in UIKit has none.
final class BrandCatalogTests: XCTestCase {
    func test_values_holdTheTokens() {
        XCTAssert(CatalogColors.Values.background.name == "background")
        XCTAssert(CatalogColors.Values.background.any == .init(hex: 0xFAF8F5))
        XCTAssert(CatalogColors.Values.background.dark == .init(hex: 0x1C1917))
        XCTAssert(CatalogTypography.Values.title.size == 22)
        XCTAssert(CatalogTypography.Values.title.textStyle == .title2)
    }

    #if canImport(SwiftUI)
        /// The command plugin writes the asset catalog into the target as its resource: each colour is
        /// looked up by name in the target's own bundle (`Bundle.module`), which holds the colorset.
        func test_swiftUIColours_comeFromTheCatalogInTheTargetsBundle() throws {
            let bundle = try XCTUnwrap(CatalogColors.Values.background.bundle)
            XCTAssert(bundle.bundlePath != Bundle.main.bundlePath, "\(bundle.bundlePath)")
            let colorset = try XCTUnwrap(
                bundle.url(
                    forResource: "Contents", withExtension: "json", subdirectory: "Assets.xcassets/background.colorset")
            )
            let json = try String(contentsOf: colorset, encoding: .utf8)
            XCTAssert(json.contains("\"red\": \"0.980\"") || json.contains("\"red\": \"0.9804\""), "\(json)")
        }

        /// Fonts scale with Dynamic Type (the config asks) from their exact size: 22pt is the title 2
        /// style's own size, so SwiftUI's font is that style, and UIKit's is 22pt through `UIFontMetrics`.
        func test_fonts_keepTheirSize_andScaleWithDynamicType() {
            XCTAssert(CatalogTypography.title == CatalogTypography.Values.title.font)
            #if canImport(UIKit)
                XCTAssert(CatalogTypography.Values.title.uiFont.pointSize == 22)
            #endif
        }
    #endif
}
