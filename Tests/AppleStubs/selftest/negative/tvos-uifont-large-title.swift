// shape: tvos
// expect-error: 'largeTitle' is unavailable
// UIFontDescriptor.h: UIFontTextStyleLargeTitle is API_UNAVAILABLE(tvos); tvOS's largest style is title1.
import UIKit

let style: UIFont.TextStyle = .largeTitle
