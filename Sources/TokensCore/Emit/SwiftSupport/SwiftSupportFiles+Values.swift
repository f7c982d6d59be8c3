/// `TokenTypes+Values.swift`: typography and the composite values (shadows, borders, strokes,
/// transitions, gradients), platform-neutral.
extension SwiftSupportFiles {
    static func values(_ s: Settings) -> String {
        let a = s.access
        return """

            \(s.publicImport)import Foundation

            /// A typographic style: the font's exact size (points) and weight at the default Dynamic Type size,
            /// line height as a multiple of the size, letter spacing in points, and the text style it scales
            /// with (nil: a fixed size).
            \(a)nonisolated struct TokenTypography: Sendable, Hashable {
                /// Dynamic Type's text styles.
                \(a)nonisolated enum TextStyle: String, Sendable, Hashable, CaseIterable {
                    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

                    /// The style's size at the default Dynamic Type setting (Large), in points.
                    \(a)var defaultSize: CGFloat {
                        switch self {
                        case .largeTitle: return 34
                        case .title: return 28
                        case .title2: return 22
                        case .title3: return 20
                        case .headline, .body: return 17
                        case .callout: return 16
                        case .subheadline: return 15
                        case .footnote: return 13
                        case .caption: return 12
                        case .caption2: return 11
                        }
                    }
                }

                /// The font families, first choice first (`system-ui` and the like mean the system font).
                \(a)let fontFamily: [String]
                /// The size in points at the default Dynamic Type setting.
                \(a)let size: CGFloat
                /// 1…1000 (400 regular, 700 bold).
                \(a)let weight: Double
                /// The distance between baselines as a multiple of the size.
                \(a)let lineHeight: Double
                /// Extra space between letters, in points.
                \(a)let letterSpacing: CGFloat
                /// The text style the size scales with; nil for a fixed size.
                \(a)let textStyle: TextStyle?

                /// Creates a style.
                \(a)init(
                    _ fontFamily: [String], size: CGFloat, weight: Double, lineHeight: Double = 1, letterSpacing: CGFloat = 0,
                    relativeTo textStyle: TextStyle? = nil
                ) {
                    self.fontFamily = fontFamily
                    self.size = size
                    self.weight = weight
                    self.lineHeight = lineHeight
                    self.letterSpacing = letterSpacing
                    self.textStyle = textStyle
                }

                /// True when `name` means the platform's system font (`system-ui`, `-apple-system`, `SF Pro` …).
                \(a)static func isSystemFamily(_ name: String) -> Bool {
                    let systemNames = [
                        "system-ui", "-apple-system", "system", "sf pro", "sf pro text", "sf pro display", ".sf ui text",
                        "blinkmacsystemfont",
                    ]
                    return systemNames.contains(name.lowercased())
                }

                /// True when the first family names the platform's system font.
                \(a)var isSystemFont: Bool { fontFamily.first.map(Self.isSystemFamily) ?? true }

                /// The family to ask for by name: the first one, unless it means the system font.
                \(a)var customFamily: String? { isSystemFont ? nil : fontFamily.first }

                /// The space to add between lines (UIKit's and SwiftUI's `lineSpacing`) so that baselines sit
                /// `lineHeight × size` apart, for a font whose own line height at `size` is `fontLineHeight`
                /// (UIKit's `UIFont.lineHeight`: about 1.19 × the size for San Francisco).
                \(a)func lineSpacing(size: CGFloat, fontLineHeight: CGFloat) -> CGFloat {
                    max(CGFloat(lineHeight) * size - fontLineHeight, 0)
                }

                /// 0…8 for the weights 100…900 (nearest), the index into a platform's list of weights.
                \(a)var weightIndex: Int { weight.isFinite ? min(max(Int(((weight - 100) / 100).rounded()), 0), 8) : 3 }
            }

            /// A cubic Bézier timing curve through (0, 0), (x1, y1), (x2, y2), (1, 1).
            \(a)nonisolated struct TokenCubicBezier: Sendable, Hashable {
                /// The first control point's x, 0…1.
                \(a)let x1: Double
                /// The first control point's y.
                \(a)let y1: Double
                /// The second control point's x, 0…1.
                \(a)let x2: Double
                /// The second control point's y.
                \(a)let y2: Double

                /// Creates a curve.
                \(a)init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
                    self.x1 = x1
                    self.y1 = y1
                    self.x2 = x2
                    self.y2 = y2
                }

                /// CSS's `ease-in-out`, the curve of a crossfade.
                \(a)static let easeInOut = TokenCubicBezier(0.42, 0, 0.58, 1)
            }

            /// One shadow layer; lengths in points. `blur` is the CSS blur radius: SwiftUI's and Core
            /// Animation's shadow radius is half of it (the Gaussian's standard deviation).
            \(a)nonisolated struct TokenShadow: Sendable, Hashable {
                /// The shadow's colour.
                \(a)let color: TokenColor.Components
                /// The horizontal offset.
                \(a)let offsetX: CGFloat
                /// The vertical offset (positive is down).
                \(a)let offsetY: CGFloat
                /// The CSS blur radius.
                \(a)let blur: CGFloat
                /// How far the shadow grows before blurring (SwiftUI's `shadow` has no spread).
                \(a)let spread: CGFloat
                /// True for an inner shadow (SwiftUI's `shadow` draws outer shadows only).
                \(a)let isInset: Bool

                /// Creates a layer.
                \(a)init(
                    color: TokenColor.Components, offsetX: CGFloat, offsetY: CGFloat, blur: CGFloat, spread: CGFloat,
                    isInset: Bool
                ) {
                    self.color = color
                    self.offsetX = offsetX
                    self.offsetY = offsetY
                    self.blur = blur
                    self.spread = spread
                    self.isInset = isInset
                }

                /// The blur as SwiftUI's and Core Animation's shadow radius: half the CSS blur.
                \(a)var radius: CGFloat { blur / 2 }
            }

            /// A stroke: a CSS style keyword (`solid`, `dashed`, `dotted` …), or dash lengths with their line cap.
            \(a)nonisolated struct TokenStrokeStyle: Sendable, Hashable {
                /// The CSS keyword, or `dashed` for dash lengths.
                \(a)let style: String
                /// The dash and gap lengths in points; empty for a keyword.
                \(a)let dashes: [CGFloat]
                /// `butt`, `round` or `square`.
                \(a)let lineCap: String

                /// Creates a stroke style.
                \(a)init(style: String, dashes: [CGFloat], lineCap: String) {
                    self.style = style
                    self.dashes = dashes
                    self.lineCap = lineCap
                }

                /// The dash pattern for a line `width` points wide: the dash lengths, else for `dashed`
                /// 3 × width on and 2 × width off and for `dotted` dots a width apart; empty for a solid line.
                \(a)func dashPattern(width: CGFloat) -> [CGFloat] {
                    if !dashes.isEmpty { return dashes }
                    switch style {
                    case "dashed": return [3 * width, 2 * width]
                    case "dotted": return [0, 2 * width]
                    default: return []
                    }
                }

                /// The line cap for a line: round for dots, else the token's.
                \(a)var effectiveLineCap: String { dashes.isEmpty && style == "dotted" ? "round" : lineCap }
            }

            /// A border: colour, width in points and style.
            \(a)nonisolated struct TokenBorder: Sendable, Hashable {
                /// The border's colour.
                \(a)let color: TokenColor.Components
                /// The width in points.
                \(a)let width: CGFloat
                /// The stroke's style.
                \(a)let style: TokenStrokeStyle

                /// Creates a border.
                \(a)init(color: TokenColor.Components, width: CGFloat, style: TokenStrokeStyle) {
                    self.color = color
                    self.width = width
                    self.style = style
                }
            }

            /// A transition: duration and delay in seconds, a timing curve, and what replaces it when Reduce
            /// Motion is on.
            \(a)nonisolated struct TokenTransition: Sendable, Hashable {
                /// What runs instead of the transition when Reduce Motion is on.
                \(a)nonisolated enum ReducedMotion: Sendable, Hashable {
                    /// A crossfade (opacity only, ease in and out) of at most this many seconds; nil: the
                    /// transition's own duration.
                    case crossfade(TimeInterval?)
                    /// The same curve, this many seconds long.
                    case shorter(TimeInterval)
                    /// No animation: the change happens at once.
                    case none
                }

                /// The duration in seconds.
                \(a)let duration: TimeInterval
                /// The delay in seconds.
                \(a)let delay: TimeInterval
                /// The timing curve.
                \(a)let timingFunction: TokenCubicBezier
                /// What replaces this transition when Reduce Motion is on.
                \(a)let reducedMotion: ReducedMotion
                /// True when this is a crossfade standing in for a transition under Reduce Motion: animate
                /// opacity only.
                \(a)let isCrossfade: Bool

                /// Creates a transition; under Reduce Motion it becomes a crossfade unless `reducedMotion` says otherwise.
                \(a)init(
                    duration: TimeInterval, delay: TimeInterval, timingFunction: TokenCubicBezier,
                    reducedMotion: ReducedMotion = .crossfade(nil)
                ) {
                    self.init(
                        duration: duration, delay: delay, timingFunction: timingFunction, reducedMotion: reducedMotion,
                        isCrossfade: false)
                }

                private init(
                    duration: TimeInterval, delay: TimeInterval, timingFunction: TokenCubicBezier,
                    reducedMotion: ReducedMotion, isCrossfade: Bool
                ) {
                    self.duration = duration
                    self.delay = delay
                    self.timingFunction = timingFunction
                    self.reducedMotion = reducedMotion
                    self.isCrossfade = isCrossfade
                }

                /// The transition to run: this one, or with Reduce Motion on its reduced form; nil when nothing
                /// animates.
                \(a)func effective(reduceMotion: Bool) -> TokenTransition? {
                    guard reduceMotion else { return self }
                    switch reducedMotion {
                    case .none:
                        return nil
                    case .shorter(let seconds):
                        return TokenTransition(
                            duration: min(seconds, duration), delay: 0, timingFunction: timingFunction, reducedMotion: .none,
                            isCrossfade: false)
                    case .crossfade(let seconds):
                        return TokenTransition(
                            duration: min(seconds ?? duration, duration), delay: 0, timingFunction: .easeInOut,
                            reducedMotion: .none, isCrossfade: true)
                    }
                }
            }

            /// One stop of a gradient: its colour (in its own colour space) and position, 0…1.
            \(a)nonisolated struct TokenGradientStop: Sendable, Hashable {
                /// The stop's colour.
                \(a)let color: TokenColor.Components
                /// Where the stop sits, 0…1.
                \(a)let position: Double

                /// Creates a stop.
                \(a)init(color: TokenColor.Components, position: Double) {
                    self.color = color
                    self.position = position
                }
            }

            """
    }
}
