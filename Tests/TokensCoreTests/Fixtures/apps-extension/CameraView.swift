// App code written against colours declared as `Color` statics (the style another app of the family
// uses), compiled unchanged against the generated `extension Color`.
import SwiftUI

struct CameraOverlay: View {
    var body: some View {
        VStack(spacing: 8) {
            Text("REC")
                .foregroundStyle(Color.cameraText)
            Text("00:42")
                .foregroundStyle(Color.textPrimary)
            Text("Gold")
                .foregroundStyle(Color.primaryColor)
        }
        .padding(DesignTokenSpacing.small)
        .background(Color.backgroundSecondary)
    }
}

/// Platform-neutral values for non-UI code.
enum Palette {
    static let textPrimaryInDark = TokenColor.textPrimary.components(isDark: true, isHighContrast: false)
}

enum DesignTokenSpacing {
    static let small: CGFloat = 8
}
