// shapes: ios watchos tvos macos
// run: no
// Values and views the SDK lets nonisolated code build (iOS 18: Color, Font, Text are Sendable and not
// main-actor bound; view modifiers and container initialisers are nonisolated).
import SwiftUI

nonisolated func makeView() -> some View {
    VStack(spacing: 4) {
        Text("a").font(.body).foregroundStyle(.red)
        RoundedRectangle(cornerRadius: 4).fill(Color.blue)
    }
    .padding(8)
    .background(Color.white)
    .foregroundStyle(Color.red)
}

nonisolated func animate() {
    withAnimation(.easeInOut(duration: 0.2)) { print("changed") }
}

nonisolated func values() -> (Color, Font, Text) {
    (Color.red.opacity(0.5), Font.system(size: 12, weight: .bold), Text("x").bold())
}

nonisolated func inBackground() async {
    await Task.detached {
        let color = Color(.sRGB, red: 1, green: 0, blue: 0)
        _ = Text("t").foregroundStyle(color)
        _ = Font.custom("Inter", size: 12, relativeTo: .body)
    }.value
}

struct Key: EnvironmentKey {
    static let defaultValue: Color = .red
}

extension EnvironmentValues {
    var brand: Color {
        get { self[Key.self] }
        set { self[Key.self] = newValue }
    }
}
