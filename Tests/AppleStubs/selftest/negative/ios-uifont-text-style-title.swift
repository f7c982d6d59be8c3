// shape: ios
// expect-error: type 'UIFont.TextStyle' has no member 'title'
// UIFont.TextStyle is .title1, .title2, .title3 (SwiftUI's is .title, .title2, .title3).
import UIKit

let metrics = UIFontMetrics(forTextStyle: .title)
