/// `TokenTypes+AppKit.swift`: colours, fonts and motion in AppKit (macOS; not Mac Catalyst, which
/// uses UIKit).
extension SwiftSupportFiles {
    static func appKit(_ s: Settings) -> String {
        let a = s.access
        let lookup =
            s.usesCatalog
            ? """
                    if let bundle, !name.isEmpty {
                        if let named = NSColor(named: name, bundle: bundle) { return named }
                        TokenWarnings.warn(
                            "no colorset '\\(name)' in \\(bundle.bundlePath): add the generated Assets.xcassets to the "
                                + "target; the token's own values are used.")
                    }

            """ : ""
        return """

            #if canImport(AppKit) && !targetEnvironment(macCatalyst)
            \(s.publicImport)import Foundation
            \(s.publicImport)import AppKit

            nonisolated extension TokenColor {
                /// The colour in AppKit, in every appearance: \(s.usesCatalog ? "the asset catalog's colorset when the bundle has it, else " : "")a
                /// dynamic colour that picks the token's components for the drawing appearance (aqua, dark aqua
                /// and their high-contrast forms), as the catalog would.
                \(a)var nsColor: NSColor {
            \(lookup)        let appearances = appearances
                    return NSColor(name: nil) { appearance in
                        appearances.resolved(appearance: appearance).nsColor
                    }
                }
            }

            nonisolated extension TokenColor.Components {
                /// These components as one fixed AppKit colour, in their colour space.
                \(a)var nsColor: NSColor {
                    if colorSpace == .displayP3 {
                        return NSColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
                    }
                    return NSColor(srgbRed: red, green: green, blue: blue, alpha: alpha)
                }
            }

            nonisolated extension TokenAppearances {
                /// The value for an AppKit appearance: the best match among aqua, dark aqua and their
                /// high-contrast forms.
                \(a)func resolved(appearance: NSAppearance) -> Value {
                    let match = appearance.bestMatch(from: [
                        .aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua,
                    ])
                    let isDark = match == .darkAqua || match == .accessibilityHighContrastDarkAqua
                    let isHighContrast = match == .accessibilityHighContrastAqua || match == .accessibilityHighContrastDarkAqua
                    return resolved(isDark: isDark, isHighContrast: isHighContrast)
                }
            }

            nonisolated extension TokenTypography {
                /// The font at the token's exact size and weight (macOS has no Dynamic Type).
                \(a)var nsFont: NSFont { nsFont(size: size) }

                /// The font at `size` points: the first installed family of `fontFamily` by a font descriptor
                /// with the family and the weight, else the system font at that weight (a DEBUG build says which
                /// family was missing).
                \(a)func nsFont(size: CGFloat) -> NSFont {
                    for family in fontFamily {
                        if Self.isSystemFamily(family) { break }
                        let traits: [NSFontDescriptor.TraitKey: Any] = [.weight: nsFontWeight.rawValue]
                        let descriptor = NSFontDescriptor(fontAttributes: [.family: family, .traits: traits])
                        if let font = NSFont(descriptor: descriptor, size: size), font.familyName == family { return font }
                    }
                    if let family = customFamily {
                        TokenWarnings.warn(
                            "the font family '\\(family)' is not installed: the system font at weight \\(Int(weight)) is used.")
                    }
                    return NSFont.systemFont(ofSize: size, weight: nsFontWeight)
                }

                /// 100…900 mapped to AppKit's weights.
                \(a)var nsFontWeight: NSFont.Weight {
                    let weights: [NSFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
                    return weights[weightIndex]
                }
            }

            extension TokenTransition {
                /// The transition AppKit should run now: this one, or with Reduce Motion on its reduced form
                /// (`isCrossfade`: animate opacity only); nil when nothing animates.
                @MainActor \(a)var current: TokenTransition? {
                    effective(reduceMotion: NSWorkspace.shared.accessibilityDisplayShouldReduceMotion)
                }
            }
            #endif

            """
    }
}
