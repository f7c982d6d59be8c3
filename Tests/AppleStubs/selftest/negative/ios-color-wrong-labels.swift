// shape: ios
// expect-error: extra argument 'in' in call
// Color(_:bundle:) has exactly these labels.
import SwiftUI

let color = Color("brand", in: .main)
