// shape: ios
// expect-error: call to main actor-isolated global function 'brandValue()' in a synchronous nonisolated context
// UIColor(dynamicProvider:)'s closure is @Sendable and nonisolated: it cannot call main-actor code.
import UIKit

@MainActor func brandValue() -> UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }

@MainActor let color = UIColor(dynamicProvider: { _ in brandValue() })
