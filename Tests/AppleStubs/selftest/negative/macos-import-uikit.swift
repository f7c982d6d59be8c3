// shape: macos
// expect-error: no such module 'UIKit'
// The macOS shape has no UIKit module at all.
import UIKit
