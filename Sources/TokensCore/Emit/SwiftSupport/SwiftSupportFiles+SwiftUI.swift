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
            /// The font at the token's exact size and weight. With a text style it scales with Dynamic
            /// Type from that size: a custom family relative to the style, the system font through
            /// `UIFontMetrics` (where UIKit exists).
            ACCESS var font: Font {
                guard let textStyle else {
                    if isSystemFont { return Font.system(size: size, weight: fontWeight) }
                    return Font.custom(fontFamily[0], fixedSize: size).weight(fontWeight)
                }
                if !isSystemFont { return Font.custom(fontFamily[0], size: size, relativeTo: textStyle.font).weight(fontWeight) }
                #if canImport(UIKit)
                return Font(uiFont)
                #else
                return Font.system(size: size, weight: fontWeight)
                #endif
            }

            /// 100…900 mapped to SwiftUI's weights.
            ACCESS var fontWeight: Font.Weight {
                let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
                return weights[weightIndex]
            }
        }

        extension TokenTypography.TextStyle {
            /// SwiftUI's text style.
            ACCESS var font: Font.TextStyle {
                switch self {
                case .largeTitle: .largeTitle
                case .title: .title
                case .title2: .title2
                case .title3: .title3
                case .headline: .headline
                case .body: .body
                case .callout: .callout
                case .subheadline: .subheadline
                case .footnote: .footnote
                case .caption: .caption
                case .caption2: .caption2
                }
            }
        }

        extension Text {
            /// Applies a typography token: its font, and letter spacing as tracking.
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
            /// The colour from UIKIT_SOURCE (dark and increased-contrast variants included).
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
            /// The font at the token's exact size and weight; with a text style, scaled with Dynamic Type
            /// through `UIFontMetrics`.
            ACCESS var uiFont: UIFont {
                let base: UIFont
                if !isSystemFont, let custom = UIFont(name: fontFamily[0], size: size) {
                    base = custom
                } else {
                    base = UIFont.systemFont(ofSize: size, weight: uiFontWeight)
                }
                guard let textStyle else { return base }
                return UIFontMetrics(forTextStyle: textStyle.uiFont).scaledFont(for: base)
            }

            /// 100…900 mapped to UIKit's weights.
            ACCESS var uiFontWeight: UIFont.Weight {
                let weights: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
                return weights[weightIndex]
            }
        }

        extension TokenTypography.TextStyle {
            /// UIKit's text style.
            ACCESS var uiFont: UIFont.TextStyle {
                switch self {
                case .largeTitle: .largeTitle
                case .title: .title1
                case .title2: .title2
                case .title3: .title3
                case .headline: .headline
                case .body: .body
                case .callout: .callout
                case .subheadline: .subheadline
                case .footnote: .footnote
                case .caption: .caption1
                case .caption2: .caption2
                }
            }
        }
        #endif

        """
}
