// shapes: macos
// run: no
// The macOS shape has AppKit and no UIKit, as on a Mac.
#if canImport(UIKit)
    #error("UIKit is importable in the macOS shape")
#endif
#if !canImport(AppKit) || !canImport(SwiftUI)
    #error("AppKit or SwiftUI is missing from the macOS shape")
#endif
import SwiftUI

let background = Color(nsColor: .white)
