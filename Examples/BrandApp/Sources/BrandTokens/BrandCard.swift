#if canImport(SwiftUI)
    import SwiftUI

    /// App code using the generated SwiftUI constants as an app writes them.
    public struct BrandCard: View {
        public init() {}

        public var body: some View {
            VStack(alignment: .leading, spacing: BrandSpacing.sm) {
                Text("Gold")
                    .foregroundStyle(BrandColors.accent)
                Text("Body")
                    .foregroundStyle(BrandColors.text)
            }
            .padding(BrandSpacing.md)
            .background(BrandColors.background)
        }
    }
#endif
