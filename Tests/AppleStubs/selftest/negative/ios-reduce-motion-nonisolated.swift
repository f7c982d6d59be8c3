// shape: ios
// expect-error: main actor-isolated static property 'isReduceMotionEnabled' can not be referenced from a nonisolated context
// UIAccessibility.isReduceMotionEnabled is @MainActor (Apple's documentation).
import UIKit

nonisolated func animationDuration() -> Double { UIAccessibility.isReduceMotionEnabled ? 0 : 0.3 }
