// shape: ios
// expect-error: cannot assign to property: 'accessibilityReduceMotion' is a get-only property
// EnvironmentValues.accessibilityReduceMotion is get-only in the SDK.
import SwiftUI

nonisolated func environment() -> EnvironmentValues {
    var values = EnvironmentValues()
    values.accessibilityReduceMotion = true
    return values
}
