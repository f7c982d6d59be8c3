import Foundation

/// App code using the generated constants through the platform-neutral API.
public enum Brand {
    /// Padding for a card: the medium spacing on every side.
    public static var cardPadding: CGFloat { BrandSpacing.md }

    /// The tappable height of a row, never below the touch-target minimum.
    public static func rowHeight(contentHeight: CGFloat) -> CGFloat {
        max(contentHeight + 2 * BrandSpacing.sm, BrandSize.touchTarget)
    }

    /// The background's components in an appearance, as the app's theme reads them.
    public static func background(isDark: Bool) -> TokenColor.Components {
        BrandColors.Values.background.components(isDark: isDark, isHighContrast: false)
    }
}
