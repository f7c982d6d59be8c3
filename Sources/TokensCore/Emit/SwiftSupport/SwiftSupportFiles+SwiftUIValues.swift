/// `TokenTypes+SwiftUIValues.swift`: gradients, shadows, strokes and animations in SwiftUI, with
/// Reduce Motion.
extension SwiftSupportFiles {
    static func swiftUIValues(_ s: Settings) -> String {
        let a = s.access
        return """

            #if canImport(SwiftUI)
            \(s.publicImport)import Foundation
            \(s.publicImport)import SwiftUI

            nonisolated extension TokenGradientStop {
                /// The stop as SwiftUI's, its colour in its own colour space.
                \(a)var stop: Gradient.Stop { Gradient.Stop(color: color.color, location: position) }
            }

            nonisolated extension Array where Element == TokenGradientStop {
                /// The stops as a SwiftUI gradient.
                \(a)var gradient: Gradient { Gradient(stops: map(\\.stop)) }

                /// A linear gradient of the stops (a DTCG gradient has no direction: top to bottom unless told).
                \(a)func linearGradient(startPoint: UnitPoint = .top, endPoint: UnitPoint = .bottom) -> LinearGradient {
                    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
                }
            }

            nonisolated extension TokenStrokeStyle {
                /// SwiftUI's stroke style for a line `lineWidth` points wide.
                \(a)func strokeStyle(lineWidth: CGFloat) -> StrokeStyle {
                    let cap: CGLineCap
                    switch effectiveLineCap {
                    case "round": cap = .round
                    case "square": cap = .square
                    default: cap = .butt
                    }
                    return StrokeStyle(lineWidth: lineWidth, lineCap: cap, dash: dashPattern(width: lineWidth))
                }
            }

            nonisolated extension TokenBorder {
                /// SwiftUI's stroke style for the border's width and style.
                \(a)var strokeStyle: StrokeStyle { style.strokeStyle(lineWidth: width) }
            }

            nonisolated extension TokenCubicBezier {
                /// The curve as a SwiftUI animation lasting `duration` seconds.
                \(a)func animation(duration: TimeInterval) -> Animation {
                    Animation.timingCurve(x1, y1, x2, y2, duration: duration)
                }
            }

            nonisolated extension TokenTransition {
                /// The transition as a SwiftUI animation: its curve, duration and delay.
                \(a)var animation: Animation { timingFunction.animation(duration: duration).delay(delay) }

                /// The animation to run: this one, or with Reduce Motion on its reduced form (a crossfade's
                /// ease in and out, a shorter run of the curve); nil when nothing animates.
                \(a)func animation(reduceMotion: Bool) -> Animation? { effective(reduceMotion: reduceMotion)?.animation }

                /// The insertion and removal transition to use: `transition`, or with Reduce Motion on a
                /// crossfade (`.opacity`) or none (`.identity`), as the token's reduced form says.
                \(a)func transition(_ transition: AnyTransition, reduceMotion: Bool) -> AnyTransition {
                    guard reduceMotion else { return transition }
                    guard let reduced = effective(reduceMotion: true) else { return .identity }
                    return reduced.isCrossfade ? .opacity : transition
                }
            }

            extension View {
                /// Draws each shadow layer under the view (outer shadows: SwiftUI has neither spread nor inset,
                /// and its radius is half the CSS blur).
                \(a)func tokenShadow(_ layers: [TokenShadow]) -> some View {
                    modifier(TokenShadowModifier(layers: TokenAppearances(layers)))
                }

                /// Draws the shadow of the current appearance (colour scheme and contrast from the environment).
                \(a)func tokenShadow(_ layers: TokenAppearances<[TokenShadow]>) -> some View {
                    modifier(TokenShadowModifier(layers: layers))
                }

                /// Animates changes of `value` with the transition, or with Reduce Motion on with its reduced
                /// form (a crossfade unless the token says otherwise), from the environment.
                \(a)func tokenAnimation<V: Equatable>(_ transition: TokenTransition, value: V) -> some View {
                    modifier(TokenAnimationModifier(transition: transition, value: value))
                }

                /// Animates changes of `value` over a duration token (ease in and out), or with Reduce Motion
                /// on as a crossfade of at most that long.
                \(a)func tokenAnimation<V: Equatable>(duration: TimeInterval, value: V) -> some View {
                    tokenAnimation(TokenTransition(duration: duration, delay: 0, timingFunction: .easeInOut), value: value)
                }
            }

            /// `View.tokenShadow(_:)`.
            \(a)struct TokenShadowModifier: ViewModifier {
                /// The layers in each appearance.
                \(a)let layers: TokenAppearances<[TokenShadow]>
                @Environment(\\.colorScheme) private var colorScheme
                @Environment(\\.colorSchemeContrast) private var contrast

                /// Draws `layers`.
                \(a)init(layers: TokenAppearances<[TokenShadow]>) {
                    self.layers = layers
                }

                /// The content with the current appearance's outer layers drawn under it.
                \(a)func body(content: Content) -> some View {
                    let current = layers.resolved(isDark: colorScheme == .dark, isHighContrast: contrast == .increased)
                    return current.filter { !$0.isInset }.reduce(AnyView(content)) { view, layer in
                        AnyView(view.shadow(color: layer.color.color, radius: layer.radius, x: layer.offsetX, y: layer.offsetY))
                    }
                }
            }

            /// `View.tokenAnimation(_:value:)`.
            \(a)struct TokenAnimationModifier<V: Equatable>: ViewModifier {
                /// The transition.
                \(a)let transition: TokenTransition
                /// The value whose changes animate.
                \(a)let value: V
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion

                /// Animates changes of `value` with `transition`.
                \(a)init(transition: TokenTransition, value: V) {
                    self.transition = transition
                    self.value = value
                }

                /// The content, animated as Reduce Motion allows.
                \(a)func body(content: Content) -> some View {
                    content.animation(transition.animation(reduceMotion: reduceMotion), value: value)
                }
            }
            #endif

            """
    }
}
