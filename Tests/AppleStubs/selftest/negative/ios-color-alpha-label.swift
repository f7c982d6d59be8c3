// shape: ios
// expect-error: extra argument 'alpha' in call
// SwiftUI's Color takes opacity:, not UIKit's alpha:.
import SwiftUI

let color = Color(.displayP3, red: 1, green: 0, blue: 0, alpha: 1)
