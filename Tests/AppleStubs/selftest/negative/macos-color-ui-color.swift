// shape: macos
// expect-error: extraneous argument label 'uiColor:' in call
// Color(uiColor:) does not exist on macOS.
import SwiftUI

let color = Color(uiColor: .red)
