// shape: ios
// expect-error: cannot assign to property: 'colorSchemeContrast' is a get-only property
// EnvironmentValues.colorSchemeContrast is get-only in the SDK.
import SwiftUI

nonisolated func environment() -> EnvironmentValues {
    var values = EnvironmentValues()
    values.colorSchemeContrast = .increased
    return values
}
