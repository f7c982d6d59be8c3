// shape: ios
// expect-error: type 'RoundedCornerStyle' has no member 'round'
// RoundedCornerStyle is .circular or .continuous.
import SwiftUI

let shape = RoundedRectangle(cornerRadius: 8, style: .round)
