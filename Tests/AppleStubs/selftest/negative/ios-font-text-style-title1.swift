// shape: ios
// expect-error: type 'Font.TextStyle' has no member 'title1'
// Font.TextStyle is .title, .title2, .title3 (UIKit's is .title1, .title2, .title3).
import SwiftUI

let font = Font.custom("Inter-Regular", size: 28, relativeTo: .title1)
