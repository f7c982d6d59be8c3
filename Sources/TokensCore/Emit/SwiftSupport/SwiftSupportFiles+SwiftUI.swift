/// `TokenTypes+SwiftUI.swift`: colours and type in SwiftUI.
extension SwiftSupportFiles {
    static func swiftUI(_ s: Settings) -> String {
        let a = s.access
        let source =
            s.usesCatalog
            ? "the catalog's colorset, else the components"
            : "built from the components"
        return """

            #if canImport(SwiftUI)
            \(s.publicImport)import Foundation
            \(s.publicImport)import SwiftUI

            nonisolated extension TokenColor {
                /// The colour in SwiftUI, in every appearance (\(source)), through UIKit's or
                /// AppKit's colour, so SwiftUI and UIKit always show the same value. On watchOS (no dynamic
                /// colours) the colorset by name, else the base appearance.
                \(a)var color: Color {
                    #if canImport(UIKit) && !os(watchOS)
                    return Color(uiColor: uiColor)
                    #elseif canImport(AppKit) && !targetEnvironment(macCatalyst)
                    return Color(nsColor: nsColor)
                    #else
                    if let bundle, !name.isEmpty { return Color(name, bundle: bundle) }
                    return any.color
                    #endif
                }
            }

            nonisolated extension TokenColor.Components {
                /// These components as one fixed SwiftUI colour, in their colour space.
                \(a)var color: Color {
                    Color(colorSpace == .displayP3 ? .displayP3 : .sRGB, red: red, green: green, blue: blue, opacity: alpha)
                }
            }

            nonisolated extension TokenAppearances {
                /// The value for SwiftUI's environment: its colour scheme and contrast.
                \(a)func resolved(in environment: EnvironmentValues) -> Value {
                    resolved(
                        isDark: environment.colorScheme == .dark, isHighContrast: environment.colorSchemeContrast == .increased)
                }
            }

            nonisolated extension TokenTypography {
                /// The font at the token's exact size and weight at the default Dynamic Type size. With a text
                /// style it scales in SwiftUI's environment: a custom family relative to that style, the system
                /// font as the style itself when the size is the style's own; a system font of another size
                /// stays at its size here (`View.typography(_:)` scales every style).
                \(a)var font: Font { font(size: size, scalesWithTextStyle: textStyle != nil) }

                /// The font at `size` points, scaling with the text style when `scalesWithTextStyle`.
                \(a)func font(size: CGFloat, scalesWithTextStyle: Bool) -> Font {
                    if let family = customFamily {
                        if scalesWithTextStyle, let textStyle {
                            return Font.custom(family, size: size, relativeTo: textStyle.font).weight(fontWeight)
                        }
                        return Font.custom(family, fixedSize: size).weight(fontWeight)
                    }
                    if scalesWithTextStyle, let textStyle, size == textStyle.defaultSize {
                        return Font.system(textStyle.font, weight: fontWeight)
                    }
                    return Font.system(size: size, weight: fontWeight)
                }

                /// 100…900 mapped to SwiftUI's weights.
                \(a)var fontWeight: Font.Weight {
                    let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
                    return weights[weightIndex]
                }

                /// The font's own line height at `size`: UIKit's or AppKit's figure, else 1.2 × the size.
                \(a)func fontLineHeight(size: CGFloat) -> CGFloat {
                    #if canImport(UIKit)
                    return uiFont(size: size).lineHeight
                    #elseif canImport(AppKit) && !targetEnvironment(macCatalyst)
                    let font = nsFont(size: size)
                    return font.ascender - font.descender + font.leading
                    #else
                    return size * 1.2
                    #endif
                }
            }

            nonisolated extension TokenTypography.TextStyle {
                /// SwiftUI's text style.
                \(a)var font: Font.TextStyle {
                    switch self {
                    case .largeTitle: return .largeTitle
                    case .title: return .title
                    case .title2: return .title2
                    case .title3: return .title3
                    case .headline: return .headline
                    case .body: return .body
                    case .callout: return .callout
                    case .subheadline: return .subheadline
                    case .footnote: return .footnote
                    case .caption: return .caption
                    case .caption2: return .caption2
                    }
                }
            }

            extension View {
                /// Applies a typography token: its font (scaled with Dynamic Type in SwiftUI's environment when
                /// the token has a text style, and exactly its size at the default setting), its letter spacing
                /// as tracking, and line spacing so that baselines sit `lineHeight × size` apart.
                \(a)func typography(_ style: TokenTypography) -> some View {
                    modifier(TokenTypographyModifier(style))
                }
            }

            /// `View.typography(_:)`: the size through `@ScaledMetric`, so it follows the environment's Dynamic
            /// Type size, its limits and previews.
            \(a)struct TokenTypographyModifier: ViewModifier {
                /// The style applied.
                \(a)let style: TokenTypography
                @ScaledMetric private var scaledSize: CGFloat

                /// Applies `style`.
                \(a)init(_ style: TokenTypography) {
                    self.style = style
                    _scaledSize = ScaledMetric(wrappedValue: style.size, relativeTo: (style.textStyle ?? .body).font)
                }

                /// The content in the style's font, tracking and line spacing.
                \(a)func body(content: Content) -> some View {
                    let size = style.textStyle == nil ? style.size : scaledSize
                    return content
                        .font(style.font(size: size, scalesWithTextStyle: false))
                        .tracking(style.letterSpacing)
                        .lineSpacing(style.lineSpacing(size: size, fontLineHeight: style.fontLineHeight(size: size)))
                }
            }
            #endif

            """
    }
}
