// shape: ios
// expect-error: cannot convert value of type 'Int' to expected argument type 'Font.TextStyle'
// Font.system(size:weight:design:) needs its label.
import SwiftUI

let font = Font.system(17, weight: .bold)
