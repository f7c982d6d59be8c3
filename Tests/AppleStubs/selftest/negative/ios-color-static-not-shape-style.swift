// shape: ios
// expect-error: type 'ShapeStyle' has no member 'brandInk'
// `.foregroundStyle(.brandInk)` finds the member only on ShapeStyle (extension ShapeStyle where Self ==
// Color), not on Color alone.
import SwiftUI

extension Color {
    static let brandInk = Color(.sRGB, red: 0.1, green: 0.2, blue: 0.3)
}

struct Card: View {
    var body: some View { Text("x").padding().foregroundStyle(.brandInk) }
}
