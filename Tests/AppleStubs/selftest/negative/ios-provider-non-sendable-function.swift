// shape: ios
// expect-error: passing non-Sendable parameter 'provider' to function expecting a '@Sendable' closure
// A non-@Sendable function value cannot be passed as the provider.
import UIKit

nonisolated func make(_ provider: @escaping (UITraitCollection) -> UIColor) -> UIColor {
    UIColor(dynamicProvider: provider)
}
