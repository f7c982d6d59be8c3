/// `TokenTypes+UIKit.swift`: colours, fonts and motion in UIKit (iOS, iPadOS, tvOS, visionOS, Mac
/// Catalyst; on watchOS, which has no dynamic colours, fixed colours).
extension SwiftSupportFiles {
    static func uiKit(_ s: Settings) -> String {
        let a = s.access
        let lookup =
            s.usesCatalog
            ? """
                    if let bundle, !name.isEmpty {
                        if let named = UIColor(named: name, in: bundle, compatibleWith: nil) { return named }
                        TokenWarnings.warn(
                            "no colorset '\\(name)' in \\(bundle.bundlePath): add the generated Assets.xcassets to the "
                                + "target; the token's own values are used.")
                    }

            """ : ""
        return """

            #if canImport(UIKit)
            \(s.publicImport)import Foundation
            \(s.publicImport)import UIKit

            nonisolated extension TokenColor {
                /// The colour in UIKit, in every appearance: \(s.usesCatalog ? "the asset catalog's colorset when the bundle has it, else " : "")a
                /// dynamic colour that picks the token's components for the trait collection, as the catalog
                /// would. On watchOS (no dynamic colours) the base appearance.
                \(a)var uiColor: UIColor {
                    #if os(watchOS)
                    return any.uiColor
                    #else
            \(lookup)        let appearances = appearances
                    return UIColor { traits in
                        appearances.resolved(traits: traits).uiColor
                    }
                    #endif
                }
            }

            nonisolated extension TokenColor.Components {
                /// These components as one fixed UIKit colour, in their colour space.
                \(a)var uiColor: UIColor {
                    if colorSpace == .displayP3 {
                        return UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
                    }
                    return UIColor(red: red, green: green, blue: blue, alpha: alpha)
                }
            }

            #if !os(watchOS)
            nonisolated extension TokenAppearances {
                /// The value for a trait collection: its interface style and accessibility contrast.
                \(a)func resolved(traits: UITraitCollection) -> Value {
                    resolved(isDark: traits.userInterfaceStyle == .dark, isHighContrast: traits.accessibilityContrast == .high)
                }
            }
            #endif

            nonisolated extension TokenTypography {
                /// The font at the token's exact size and weight; with a text style, scaled with Dynamic Type
                /// through `UIFontMetrics`.
                \(a)var uiFont: UIFont {
                    let font = uiFont(size: size)
                    guard let textStyle else { return font }
                    return UIFontMetrics(forTextStyle: textStyle.uiFont).scaledFont(for: font)
                }

                /// The font at `size` points, unscaled: the first installed family of `fontFamily` by a font
                /// descriptor with the family and the weight, else the system font at that weight (a DEBUG
                /// build says which family was missing).
                \(a)func uiFont(size: CGFloat) -> UIFont {
                    for family in fontFamily {
                        if Self.isSystemFamily(family) { break }
                        guard !UIFont.fontNames(forFamilyName: family).isEmpty else { continue }
                        let traits: [UIFontDescriptor.TraitKey: Any] = [.weight: uiFontWeight.rawValue]
                        let descriptor = UIFontDescriptor(fontAttributes: [.family: family, .traits: traits])
                        return UIFont(descriptor: descriptor, size: size)
                    }
                    if let family = customFamily {
                        TokenWarnings.warn(
                            "the font family '\\(family)' is not installed: the system font at weight \\(Int(weight)) is used.")
                    }
                    return UIFont.systemFont(ofSize: size, weight: uiFontWeight)
                }

                /// The line spacing (`NSParagraphStyle.lineSpacing`) that sets baselines `lineHeight × size`
                /// apart in `uiFont`, from the font's own line height.
                \(a)var uiLineSpacing: CGFloat {
                    let font = uiFont
                    return lineSpacing(size: font.pointSize, fontLineHeight: font.lineHeight)
                }

                /// 100…900 mapped to UIKit's weights.
                \(a)var uiFontWeight: UIFont.Weight {
                    let weights: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
                    return weights[weightIndex]
                }
            }

            nonisolated extension TokenTypography.TextStyle {
                /// UIKit's text style. tvOS has no large title (UIKit's is unavailable there): its largest, title1.
                \(a)var uiFont: UIFont.TextStyle {
                    switch self {
                    case .largeTitle:
                        #if os(tvOS)
                        return .title1  // tvOS has no large title; title1 is its largest style
                        #else
                        return .largeTitle
                        #endif
                    case .title: return .title1
                    case .title2: return .title2
                    case .title3: return .title3
                    case .headline: return .headline
                    case .body: return .body
                    case .callout: return .callout
                    case .subheadline: return .subheadline
                    case .footnote: return .footnote
                    case .caption: return .caption1
                    case .caption2: return .caption2
                    }
                }
            }

            #if !os(watchOS)
            extension TokenTransition {
                /// The transition UIKit should run now: this one, or with Reduce Motion on its reduced form
                /// (`isCrossfade`: animate opacity only); nil when nothing animates.
                @MainActor \(a)var current: TokenTransition? {
                    effective(reduceMotion: UIAccessibility.isReduceMotionEnabled)
                }

                /// The curve as UIKit's timing parameters.
                @MainActor \(a)var timingParameters: UICubicTimingParameters {
                    UICubicTimingParameters(
                        controlPoint1: CGPoint(x: timingFunction.x1, y: timingFunction.y1),
                        controlPoint2: CGPoint(x: timingFunction.x2, y: timingFunction.y2))
                }
            }
            #endif
            #endif

            """
    }
}
