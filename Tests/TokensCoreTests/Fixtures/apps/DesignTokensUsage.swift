// How another app of the family uses the `DesignTokens` tables (apps/README.md): every value a
// `CGFloat`. Written for the tests from that description; compiled unchanged against the generated Swift.
import SwiftUI

struct SettingsRow: View {
    var body: some View {
        VStack(alignment: .leading, spacing: DesignTokens.Spacing.lg) {
            Text("Body")
                .font(.system(size: DesignTokens.Typography.bodySize))
            Text("Caption")
                .font(.system(size: DesignTokens.Typography.captionSize))
        }
        .padding(DesignTokens.Spacing.md)
        .frame(height: max(DesignTokens.TouchTarget.minimum, DesignTokens.IconSize.md + 2 * DesignTokens.Spacing.sm))
        .clipShape(RoundedRectangle(cornerRadius: DesignTokens.CornerRadius.inputField))
    }
}

let typeScale: [CGFloat] = [
    DesignTokens.Typography.captionSize, DesignTokens.Typography.subheadlineSize, DesignTokens.Typography.bodySize,
    DesignTokens.Typography.titleSize, DesignTokens.Typography.headlineSize, DesignTokens.Typography.largeTitleSize,
]
let iconSizes: [CGFloat] = [DesignTokens.IconSize.sm, DesignTokens.IconSize.md, DesignTokens.IconSize.lg, DesignTokens.IconSize.xl]
let touch: [CGFloat] = [DesignTokens.TouchTarget.minimum, DesignTokens.TouchTarget.recommended]
let radii: [CGFloat] = [DesignTokens.CornerRadius.minimal, DesignTokens.CornerRadius.card]
