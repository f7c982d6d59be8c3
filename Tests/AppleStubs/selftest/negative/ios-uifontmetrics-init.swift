// shape: ios
// expect-error: 'init()' is unavailable
// UIFontMetrics' init() is NS_UNAVAILABLE.
import UIKit

let metrics = UIFontMetrics()
