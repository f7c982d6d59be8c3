/// `TokenTypes.swift`: colours, the appearance rule every adaptive value follows, and the warnings
/// generated code prints in DEBUG builds.
extension SwiftSupportFiles {
    static func colors(_ s: Settings) -> String {
        let a = s.access
        return """

            \(s.publicImport)import Foundation

            /// A colour token: its components in each appearance it defines and, when the asset catalog
            /// generated beside this code holds it, its colorset's name and bundle.
            \(a)nonisolated struct TokenColor: Sendable, Hashable {
                /// Red, green, blue and alpha, 0…1, in sRGB or Display P3.
                \(a)nonisolated struct Components: Sendable, Hashable {
                    /// The colour spaces components are written in.
                    \(a)nonisolated enum ColorSpace: String, Sendable, Hashable {
                        /// sRGB, the web's and most design tools' space.
                        case sRGB
                        /// Display P3, the wider space of Apple's displays.
                        case displayP3
                    }

                    /// The red channel, 0…1.
                    \(a)let red: Double
                    /// The green channel, 0…1.
                    \(a)let green: Double
                    /// The blue channel, 0…1.
                    \(a)let blue: Double
                    /// The opacity, 0…1.
                    \(a)let alpha: Double
                    /// The space the channels are in.
                    \(a)let colorSpace: ColorSpace

                    /// Creates components (opaque unless `alpha` says otherwise), sRGB unless `colorSpace` says otherwise.
                    \(a)init(
                        _ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1, colorSpace: ColorSpace = .sRGB
                    ) {
                        self.red = red
                        self.green = green
                        self.blue = blue
                        self.alpha = alpha
                        self.colorSpace = colorSpace
                    }

                    /// Creates 8-bit sRGB components from `0xRRGGBB` (opaque unless `alpha` says otherwise).
                    \(a)init(hex: UInt32, alpha: Double = 1) {
                        self.init(
                            Double(hex >> 16 & 0xFF) / 255, Double(hex >> 8 & 0xFF) / 255, Double(hex & 0xFF) / 255, alpha)
                    }
                }

                /// The colorset's name in the generated asset catalog; empty for a colour no colorset holds.
                \(a)let name: String
                /// The bundle whose asset catalog holds the colorset; nil when the colour is built from its
                /// components alone.
                \(a)let bundle: Bundle?
                /// The colour in the light (any) appearance.
                \(a)let any: Components
                /// The colour in dark, where it differs from `any`.
                \(a)let dark: Components?
                /// The colour in light with Increase Contrast, where it differs from `any`.
                \(a)let highContrast: Components?
                /// The colour in dark with Increase Contrast, where it differs from `dark ?? highContrast ?? any`.
                \(a)let darkHighContrast: Components?

                /// True when the components are Display P3.
                \(a)var isDisplayP3: Bool { any.colorSpace == .displayP3 }

                /// Creates a colour that a colorset holds (`bundle` nil: built from the components alone).
                /// An appearance left out falls back as asset catalogs do (see `TokenAppearances`).
                \(a)init(
                    _ name: String, bundle: Bundle? = nil, _ any: Components, dark: Components? = nil,
                    highContrast: Components? = nil, darkHighContrast: Components? = nil
                ) {
                    self.name = name
                    self.bundle = bundle
                    self.any = any
                    self.dark = dark
                    self.highContrast = highContrast
                    self.darkHighContrast = darkHighContrast
                }

                /// Creates a colour no colorset holds.
                \(a)init(
                    _ any: Components, dark: Components? = nil, highContrast: Components? = nil,
                    darkHighContrast: Components? = nil
                ) {
                    self.init("", any, dark: dark, highContrast: highContrast, darkHighContrast: darkHighContrast)
                }

                /// The four appearances' values, with the fallbacks of an asset catalog.
                \(a)var appearances: TokenAppearances<Components> {
                    TokenAppearances(any, dark: dark, highContrast: highContrast, darkHighContrast: darkHighContrast)
                }

                /// The components for an appearance, falling back as asset catalogs do.
                \(a)func components(isDark: Bool, isHighContrast: Bool) -> Components {
                    appearances.resolved(isDark: isDark, isHighContrast: isHighContrast)
                }
            }

            /// A value in each of the four appearances, picked as an asset catalog picks a colour: dark with
            /// Increase Contrast falls back to dark, then to light with Increase Contrast, then to any; light
            /// with Increase Contrast and dark fall back to any. Colours, and shadows, borders and gradients
            /// that change with the appearance, all resolve by this one rule.
            \(a)nonisolated struct TokenAppearances<Value: Sendable & Hashable>: Sendable, Hashable {
                /// The value in the light (any) appearance.
                \(a)let any: Value
                /// The value in dark, if it has one of its own.
                \(a)let dark: Value?
                /// The value in light with Increase Contrast, if it has one of its own.
                \(a)let highContrast: Value?
                /// The value in dark with Increase Contrast, if it has one of its own.
                \(a)let darkHighContrast: Value?

                /// Creates the values; an appearance left out falls back.
                \(a)init(_ any: Value, dark: Value? = nil, highContrast: Value? = nil, darkHighContrast: Value? = nil) {
                    self.any = any
                    self.dark = dark
                    self.highContrast = highContrast
                    self.darkHighContrast = darkHighContrast
                }

                /// The value for an appearance.
                \(a)func resolved(isDark: Bool, isHighContrast: Bool) -> Value {
                    switch (isDark, isHighContrast) {
                    case (true, true): return darkHighContrast ?? dark ?? highContrast ?? any
                    case (true, false): return dark ?? any
                    case (false, true): return highContrast ?? any
                    case (false, false): return any
                    }
                }
            }

            /// What generated code tells a developer in DEBUG builds, once each: a colorset missing from its
            /// bundle, a font family that is not installed.
            nonisolated enum TokenWarnings {
                private static let said = TokenWarningLog()

                /// Prints `message` once, in DEBUG builds only.
                static func warn(_ message: String) {
                    #if DEBUG
                    if said.insert(message) { print("tokens: " + message) }
                    #endif
                }
            }

            /// The messages already printed.
            nonisolated private final class TokenWarningLog: @unchecked Sendable {
                private let lock = NSLock()
                private var messages: Set<String> = []

                /// True when `message` was not printed before.
                func insert(_ message: String) -> Bool {
                    lock.lock()
                    defer { lock.unlock() }
                    return messages.insert(message).inserted
                }
            }

            """
    }
}
