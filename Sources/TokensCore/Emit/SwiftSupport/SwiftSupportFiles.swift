/// The generated value types (platform-neutral) and their SwiftUI and UIKit extensions.
enum SwiftSupportFiles {
    static func files(config: BuildConfig, header: String) -> [GeneratedFile] {
        let isInline = config.colorSource == .inline
        let bundle = "." + config.bundle.rawValue
        let swiftUIColor = (isInline ? swiftUIInlineColor : swiftUICatalogColor).replacingOccurrences(
            of: "BUNDLE", with: bundle)
        let uiKitLookup =
            isInline
            ? ""
            : "        if !name.isEmpty, let named = UIColor(named: name, in: BUNDLE, compatibleWith: nil) { return named }\n"
        let access = SwiftNaming.keyword(config.accessLevel)
        func fill(_ template: String) -> String {
            template.replacingOccurrences(of: "SWIFTUI_COLOR\n", with: swiftUIColor)
                .replacingOccurrences(
                    of: "UIKIT_LOOKUP\n", with: uiKitLookup.replacingOccurrences(of: "BUNDLE", with: bundle)
                )
                .replacingOccurrences(
                    of: "UIKIT_SOURCE",
                    with: isInline
                        ? "the token's own values"
                        : "the asset catalog in `Bundle\(bundle)`, else the token's own values"
                )
                .replacingOccurrences(of: "ACCESS ", with: access)
        }
        return [
            GeneratedFile("Swift/TokenTypes.swift", text: header + fill(types)),
            GeneratedFile("Swift/TokenTypes+SwiftUI.swift", text: header + fill(swiftUI)),
            GeneratedFile("Swift/TokenTypes+UIKit.swift", text: header + fill(uiKit)),
        ]
    }

    static let swiftUICatalogColor = """
            /// The colour from the asset catalog generated beside this code, in `BundleBUNDLE`; a
            /// colour no colorset holds (a variant's: its name is empty) from its own values.
            ACCESS var color: Color {
                guard !name.isEmpty else {
                    return Color(isDisplayP3 ? .displayP3 : .sRGB, red: any.red, green: any.green, blue: any.blue, opacity: any.alpha)
                }
                return Color(name, bundle: BUNDLE)
            }

        """

    static let swiftUIInlineColor = """
            #if canImport(UIKit)
            /// The colour built from the token's values: light, dark and increased contrast, as UIKit's
            /// dynamic provider picks them.
            ACCESS var color: Color { Color(uiColor: uiColor) }
            #else
            /// The colour built from the token's values (its base appearance: AppKit has no dynamic provider here).
            ACCESS var color: Color {
                Color(isDisplayP3 ? .displayP3 : .sRGB, red: any.red, green: any.green, blue: any.blue, opacity: any.alpha)
            }
            #endif

        """

    static let types = """

        import Foundation

        /// A colour token: its asset-catalog name and its components (0…1) in each appearance it defines.
        ACCESS struct TokenColor: Sendable, Hashable {
            /// Red, green, blue and alpha, in sRGB or Display P3 (see `isDisplayP3`).
            ACCESS struct Components: Sendable, Hashable {
                ACCESS let red: Double
                ACCESS let green: Double
                ACCESS let blue: Double
                ACCESS let alpha: Double

                /// Creates components (opaque unless `alpha` says otherwise).
                ACCESS init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
                    self.red = red
                    self.green = green
                    self.blue = blue
                    self.alpha = alpha
                }

                /// Creates 8-bit components from `0xRRGGBB` (opaque unless `alpha` says otherwise).
                ACCESS init(hex: UInt32, alpha: Double = 1) {
                    self.init(Double(hex >> 16 & 0xFF) / 255, Double(hex >> 8 & 0xFF) / 255, Double(hex & 0xFF) / 255, alpha)
                }
            }

            /// The colorset name in the generated asset catalog; empty for a colour no colorset holds
            /// (a mode no Apple appearance selects, built as a variant).
            ACCESS let name: String
            ACCESS let any: Components
            ACCESS let dark: Components?
            ACCESS let highContrast: Components?
            ACCESS let darkHighContrast: Components?
            /// True when the components are Display P3, false for sRGB.
            ACCESS let isDisplayP3: Bool

            /// Creates a colour; an appearance left out falls back as asset catalogs do.
            ACCESS init(_ name: String, _ any: Components, dark: Components? = nil, highContrast: Components? = nil,
                        darkHighContrast: Components? = nil, isDisplayP3: Bool = false) {
                self.name = name
                self.any = any
                self.dark = dark
                self.highContrast = highContrast
                self.darkHighContrast = darkHighContrast
                self.isDisplayP3 = isDisplayP3
            }

            /// The components for an appearance, falling back as asset catalogs do.
            ACCESS func components(isDark: Bool, isHighContrast: Bool) -> Components {
                switch (isDark, isHighContrast) {
                case (true, true): return darkHighContrast ?? dark ?? highContrast ?? any
                case (true, false): return dark ?? any
                case (false, true): return highContrast ?? any
                case (false, false): return any
                }
            }
        }

        /// A typographic style: the font's exact size (points) and weight at the default Dynamic Type size,
        /// line height as a multiple of the size, letter spacing in points, and the text style it scales
        /// with (nil: a fixed size).
        ACCESS struct TokenTypography: Sendable, Hashable {
            /// Dynamic Type's text styles.
            ACCESS enum TextStyle: String, Sendable, Hashable, CaseIterable {
                case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2
            }

            /// The font families, first choice first (`system-ui` and the like mean the system font).
            ACCESS let fontFamily: [String]
            ACCESS let size: CGFloat
            /// 1…1000 (400 regular, 700 bold).
            ACCESS let weight: Double
            ACCESS let lineHeight: Double
            ACCESS let letterSpacing: CGFloat
            ACCESS let textStyle: TextStyle?

            /// Creates a style.
            ACCESS init(_ fontFamily: [String], size: CGFloat, weight: Double, lineHeight: Double = 1, letterSpacing: CGFloat = 0,
                        relativeTo textStyle: TextStyle? = nil) {
                self.fontFamily = fontFamily
                self.size = size
                self.weight = weight
                self.lineHeight = lineHeight
                self.letterSpacing = letterSpacing
                self.textStyle = textStyle
            }

            /// True when the first family names the platform's system font.
            ACCESS var isSystemFont: Bool {
                guard let first = fontFamily.first?.lowercased() else { return true }
                return ["system-ui", "-apple-system", "system", "sf pro", "sf pro text", "sf pro display", ".sf ui text", "blinkmacsystemfont"].contains(first)
            }

            /// Extra space between lines, in points (SwiftUI's `lineSpacing`).
            ACCESS var lineSpacing: CGFloat { CGFloat(max(lineHeight - 1, 0)) * size }

            /// 0…8 for the weights 100…900 (nearest), the index into a platform's list of weights.
            ACCESS var weightIndex: Int { weight.isFinite ? min(max(Int(((weight - 100) / 100).rounded()), 0), 8) : 3 }
        }

        /// A cubic Bézier timing curve.
        ACCESS struct TokenCubicBezier: Sendable, Hashable {
            ACCESS let x1: Double
            ACCESS let y1: Double
            ACCESS let x2: Double
            ACCESS let y2: Double

            /// Creates a curve.
            ACCESS init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
                self.x1 = x1
                self.y1 = y1
                self.x2 = x2
                self.y2 = y2
            }
        }

        /// One shadow layer; lengths in points.
        ACCESS struct TokenShadow: Sendable, Hashable {
            ACCESS let color: TokenColor.Components
            ACCESS let offsetX: CGFloat
            ACCESS let offsetY: CGFloat
            ACCESS let blur: CGFloat
            ACCESS let spread: CGFloat
            ACCESS let isInset: Bool

            /// Creates a layer.
            ACCESS init(color: TokenColor.Components, offsetX: CGFloat, offsetY: CGFloat, blur: CGFloat, spread: CGFloat, isInset: Bool) {
                self.color = color
                self.offsetX = offsetX
                self.offsetY = offsetY
                self.blur = blur
                self.spread = spread
                self.isInset = isInset
            }
        }

        /// A stroke: a CSS style keyword, or dashes with their line cap.
        ACCESS struct TokenStrokeStyle: Sendable, Hashable {
            ACCESS let style: String
            ACCESS let dashes: [CGFloat]
            ACCESS let lineCap: String

            /// Creates a stroke style.
            ACCESS init(style: String, dashes: [CGFloat], lineCap: String) {
                self.style = style
                self.dashes = dashes
                self.lineCap = lineCap
            }
        }

        /// A border: colour, width in points and style.
        ACCESS struct TokenBorder: Sendable, Hashable {
            ACCESS let color: TokenColor.Components
            ACCESS let width: CGFloat
            ACCESS let style: TokenStrokeStyle

            /// Creates a border.
            ACCESS init(color: TokenColor.Components, width: CGFloat, style: TokenStrokeStyle) {
                self.color = color
                self.width = width
                self.style = style
            }
        }

        /// A transition; times in seconds.
        ACCESS struct TokenTransition: Sendable, Hashable {
            ACCESS let duration: TimeInterval
            ACCESS let delay: TimeInterval
            ACCESS let timingFunction: TokenCubicBezier

            /// Creates a transition.
            ACCESS init(duration: TimeInterval, delay: TimeInterval, timingFunction: TokenCubicBezier) {
                self.duration = duration
                self.delay = delay
                self.timingFunction = timingFunction
            }
        }

        /// One stop of a gradient; position 0…1.
        ACCESS struct TokenGradientStop: Sendable, Hashable {
            ACCESS let color: TokenColor.Components
            ACCESS let position: Double

            /// Creates a stop.
            ACCESS init(color: TokenColor.Components, position: Double) {
                self.color = color
                self.position = position
            }
        }

        """
}
