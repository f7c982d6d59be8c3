// shape: ios
// expect-error: cannot assign to property: 'isReduceMotionEnabled' is a get-only property
// UIAccessibility.isReduceMotionEnabled is a getter.
import UIKit

@MainActor func turnOn() { UIAccessibility.isReduceMotionEnabled = true }
