// shape: watchos
// expect-error: extra argument 'dynamicProvider' in call
// UIColor(dynamicProvider:) is API_UNAVAILABLE(watchos).
import UIKit

let color = UIColor(dynamicProvider: { _ in UIColor(white: 1, alpha: 1) })
