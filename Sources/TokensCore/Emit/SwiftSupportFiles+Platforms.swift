/// The SwiftUI and UIKit extension templates, each behind `#if canImport`.
extension SwiftSupportFiles {
    static let swiftUI = """

    import Foundation
    #if canImport(SwiftUI)
    import SwiftUI

    extension TokenColor {
    SWIFTUI_COLOR
    }

    extension TokenTypography {
        /// The font: the system font through the nearest Dynamic Type text style, or a custom
        /// family scaled relative to that style.
        ACCESS var font: Font {
            if isSystemFont { return Font.system(textStyle).weight(fontWeight) }
            return Font.custom(fontFamily[0], size: size, relativeTo: textStyle)
        }

        /// The Dynamic Type style whose default size is nearest to this one.
        ACCESS var textStyle: Font.TextStyle {
            let styles: [Font.TextStyle] = [.largeTitle, .title, .title2, .title3, .body, .callout, .subheadline, .footnote, .caption, .caption2]
            return styles[textStyleIndex]
        }

        /// 100…900 mapped to SwiftUI's weights.
        ACCESS var fontWeight: Font.Weight {
            let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
            return weights[weightIndex]
        }
    }

    extension Text {
        /// Applies a typography token: font with Dynamic Type, and letter spacing as tracking.
        ACCESS func typography(_ style: TokenTypography) -> Text {
            self.font(style.font).tracking(style.letterSpacing)
        }
    }
    #endif

    """

    static let uiKit = """

    import Foundation
    #if canImport(UIKit)
    import UIKit

    extension TokenColor {
        /// The colour: from the app's asset catalog unless the config builds colours inline, and
        /// from the token's own values otherwise (dark and increased-contrast variants included).
        ACCESS var uiColor: UIColor {
    UIKIT_LOOKUP
            let token = self
            return UIColor { traits in
                let c = token.components(isDark: traits.userInterfaceStyle == .dark, isHighContrast: traits.accessibilityContrast == .high)
                if token.isDisplayP3 { return UIColor(displayP3Red: c.red, green: c.green, blue: c.blue, alpha: c.alpha) }
                return UIColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
            }
        }
    }

    extension TokenTypography {
        /// The font, scaled with Dynamic Type through `UIFontMetrics` for its nearest text style.
        ACCESS var uiFont: UIFont {
            let base: UIFont
            if !isSystemFont, let custom = UIFont(name: fontFamily[0], size: size) {
                base = custom
            } else {
                base = UIFont.systemFont(ofSize: size, weight: uiFontWeight)
            }
            return UIFontMetrics(forTextStyle: uiTextStyle).scaledFont(for: base)
        }

        /// The Dynamic Type style whose default size is nearest to this one.
        ACCESS var uiTextStyle: UIFont.TextStyle {
            let styles: [UIFont.TextStyle] = [.largeTitle, .title1, .title2, .title3, .body, .callout, .subheadline, .footnote, .caption1, .caption2]
            return styles[textStyleIndex]
        }

        /// 100…900 mapped to UIKit's weights.
        ACCESS var uiFontWeight: UIFont.Weight {
            let weights: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
            return weights[weightIndex]
        }
    }
    #endif

    """
}
