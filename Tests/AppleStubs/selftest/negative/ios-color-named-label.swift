// shape: ios
// expect-error: extraneous argument label 'named:' in call
// SwiftUI's catalog initialiser is Color(_:bundle:), not Color(named:).
import SwiftUI

let color = Color(named: "brand")
