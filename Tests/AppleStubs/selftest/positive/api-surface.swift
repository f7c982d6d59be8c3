// shapes: ios watchos tvos macos
// run: no
// What Apple's SDK accepts, the stand-ins accept: the surface generated code may use, written as an app
// would, with `#if os(...)` per platform (rewritten by platform-rewrite.py for each shape).
import SwiftUI

extension ShapeStyle where Self == Color {
    static var brandInk: Color { Color("brandInk", bundle: .main) }
}

enum Tokens {
    static let ink = Color(.sRGB, red: 0.1, green: 0.2, blue: 0.3, opacity: 1)
    static let grey = Color(.displayP3, white: 0.5)
    static let hue = Color(hue: 0.5, saturation: 0.5, brightness: 0.5)
    static let faded = Color.white.opacity(0.5)
    static let catalog = Color("accent")
    static let body = Font.system(size: 17, weight: .regular, design: .default)
    static let title = Font.system(.title2, design: .rounded, weight: .bold)
    static let custom = Font.custom("Inter-Regular", size: 17, relativeTo: .body)
    static let fixed = Font.custom("Inter-Regular", fixedSize: 12)
    static let plain = Font.custom("Inter-Regular", size: 17).weight(.semibold)
    static let stroke = StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round, miterLimit: 4, dash: [2, 4], dashPhase: 1)
    static let gradient = LinearGradient(
        gradient: Gradient(stops: [Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .blue, location: 1)]),
        startPoint: .top, endPoint: .bottom)
    static let gradient2 = LinearGradient(colors: [.red, .blue], startPoint: UnitPoint(x: 0, y: 0), endPoint: .bottomTrailing)
    static let radial = RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 100)
    static let angular = AngularGradient(gradient: Gradient(colors: [.red, .green]), center: .center)
    static let animation = Animation.timingCurve(0.2, 0, 0, 1, duration: 0.3).delay(0.1).speed(2)
    static let spring = Animation.spring(response: 0.4, dampingFraction: 0.8)
}

#if os(iOS)
    enum UIKitTokens {
        static let dynamic = UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 1) : UIColor(displayP3Red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        }
        static let fromCatalog = UIColor(named: "accent", in: Bundle(for: Marker.self), compatibleWith: nil)
        static let color = Color(uiColor: dynamic)
        static let font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "Inter-Regular", size: 17) ?? .systemFont(ofSize: 17, weight: .regular))
        static let swiftUIFont = Font(font)
        static let value = UIFontMetrics.default.scaledValue(for: 8)
        static let descriptor = UIFontDescriptor(fontAttributes: [.family: "Inter", .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.bold]])
        static let described = UIFont(descriptor: descriptor, size: 17)
    }
    final class Marker {}

    @MainActor func animate(view: UIView) {
        let reduceMotion = UIAccessibility.isReduceMotionEnabled
        UIView.animate(withDuration: reduceMotion ? 0 : 0.3, delay: 0, options: [.curveEaseInOut], animations: { view.alpha = 0 })
        let timing = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0, y: 1))
        UIViewPropertyAnimator(duration: 0.3, timingParameters: timing).startAnimation()
    }
#elseif os(watchOS)
    enum WatchTokens {
        static let fromCatalog = UIColor(named: "accent")
        static let font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 17, weight: .medium))
        static let color = Color(uiColor: UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1))
    }
#elseif os(macOS)
    enum AppKitTokens {
        static let dynamic = NSColor(name: nil) { appearance in
            appearance.bestMatch(from: [.aqua, .darkAqua]) == .darkAqua ? NSColor(white: 1, alpha: 1) : NSColor(srgbRed: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        }
        static let fromCatalog = NSColor(named: "accent", bundle: .main)
        static let color = Color(nsColor: dynamic)
        // NSFont is not Sendable in the stand-in (unconfirmed in the SDK): computed, not stored.
        static var font: NSFont { NSFont(name: "Inter-Regular", size: 13) ?? .systemFont(ofSize: 13, weight: .regular) }
    }

    nonisolated func reduceMotion() -> Bool { NSWorkspace.shared.accessibilityDisplayShouldReduceMotion }
#endif

struct Item: Identifiable {
    let id: Int
    let name: String
}

struct Card<Content: View>: View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @ScaledMetric private var padding: CGFloat = 16
    @ScaledMetric(relativeTo: .title) private var radius: Double = 12
    @State private var expanded = false
    let items: [Item]
    @ViewBuilder let content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(alignment: .firstTextBaseline, spacing: nil) {
                Text("Title").font(Tokens.title).fontWeight(.bold).tracking(0.5).kerning(0.2).foregroundStyle(.brandInk)
                Spacer(minLength: 4)
                Text(verbatim: "\(items.count)").foregroundColor(Tokens.ink)
                Label("Star", systemImage: "star")
            }
            if expanded {
                content
            } else if colorScheme == .dark {
                Divider()
            }
            if contrast == .increased { Text("High contrast") }
            ForEach(items) { item in Text(item.name) }
            ForEach(items, id: \.id) { item in Text("\(item.id)") }
            ForEach(0..<3) { index in Text("Row \(index)") }
            ZStack(alignment: .topLeading) {
                RoundedRectangle(cornerRadius: radius, style: .continuous).fill(Tokens.gradient)
                Circle().stroke(Color.red, lineWidth: 2)
                Capsule().strokeBorder(.blue, lineWidth: 1)
                Rectangle().stroke(Tokens.ink, style: Tokens.stroke)
                Ellipse().fill()
            }
            Group {
                Text("a")
                Text("b")
            }
            Button("Toggle") { expanded.toggle() }
            Button(action: { withAnimation(reduceMotion ? nil : .easeInOut(duration: 0.2)) { expanded.toggle() } }) { Text("Animate") }
            AnyView(EmptyView())
            Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6"); Text("7"); Text("8"); Text("9"); Text("10"); Text("11")
        }
        .padding(padding)
        .padding(.horizontal, 4)
        .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        .frame(maxWidth: .infinity, alignment: .leading)
        .frame(width: 100, height: 40)
        .background(Tokens.faded)
        .background(Color.red.opacity(0.1), in: RoundedRectangle(cornerRadius: 8))
        .background(alignment: .center) { Tokens.radial }
        .overlay(RoundedRectangle(cornerRadius: 8).stroke(Tokens.ink, lineWidth: 1))
        .overlay(alignment: .topTrailing) { Tokens.angular }
        .clipShape(RoundedRectangle(cornerRadius: 8))
        .shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)
        .foregroundStyle(.secondary)
        .foregroundStyle(Tokens.ink)
        .tint(.red)
        .tint(Tokens.ink)
        .font(Tokens.body)
        .lineSpacing(2)
        .tracking(0.1)
        .opacity(0.9)
        .animation(Tokens.animation, value: expanded)
        .transition(.opacity.combined(with: .move(edge: .bottom)))
        .transition(.asymmetric(insertion: .scale, removal: .identity))
        .environment(\.colorScheme, .dark)
        .preferredColorScheme(.light)
        .dynamicTypeSize(...DynamicTypeSize.accessibility2)
    }
}

struct Accent: ViewModifier {
    func body(content: Content) -> some View { content.foregroundStyle(Tokens.ink) }
}

extension View {
    func accent() -> some View { modifier(Accent()) }
}

struct Card_Previews: PreviewProvider {
    static var previews: some View {
        Card(items: [Item(id: 1, name: "one")]) { Text("content").accent() }
    }
}

@main struct SurfaceApp: App {
    var body: some Scene {
        WindowGroup { Card(items: []) { EmptyView() } }
    }
}
