// shape: ios
// expect-error: capture of 'palette' with non-Sendable type 'Palette' in a '@Sendable' closure
// The provider is @Sendable: a captured value must be Sendable.
import UIKit

nonisolated final class Palette {
    var light = UIColor(white: 1, alpha: 1)
    var dark = UIColor(white: 0, alpha: 1)
}

nonisolated func make(_ palette: Palette) -> UIColor {
    UIColor(dynamicProvider: { traits in traits.userInterfaceStyle == .dark ? palette.dark : palette.light })
}
