// shape: macos
// expect-error: cannot find 'UIColor' in scope
// No UIKit on macOS.
import SwiftUI

let color = UIColor.red
