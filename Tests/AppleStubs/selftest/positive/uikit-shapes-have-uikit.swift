// shapes: ios watchos
// run: no
// The iOS and watchOS shapes have UIKit and no AppKit.
#if !canImport(UIKit) || !canImport(SwiftUI)
    #error("UIKit or SwiftUI is missing")
#endif
#if canImport(AppKit)
    #error("AppKit is importable in a UIKit shape")
#endif
import SwiftUI

let background = Color(uiColor: .white)
