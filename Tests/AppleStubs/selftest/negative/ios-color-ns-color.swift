// shape: ios
// expect-error: cannot find 'NSColor' in scope
// No AppKit in the iOS shape.
import SwiftUI

let color = Color(nsColor: NSColor.red)
