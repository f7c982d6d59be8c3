// shape: watchos
// expect-error: extra argument 'compatibleWith' in call
// UIFontMetrics' trait-collection variants are API_UNAVAILABLE(watchos).
import UIKit

let value = UIFontMetrics.default.scaledValue(for: 10, compatibleWith: nil)
