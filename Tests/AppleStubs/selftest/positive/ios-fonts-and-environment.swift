// shapes: ios
// run: yes
// Fonts (San Francisco metrics, installed families, Dynamic Type scaling) and the environment a view
// reads, with the test hooks.
import SwiftUI

let body = UIFont.systemFont(ofSize: 17, weight: .regular)
print(body.fontName, body.pointSize, body.lineHeight, body.ascender, body.descender, body.leading)
print(UIFont(name: "Inter-Regular", size: 17) == nil, UIFont.familyNames)
UIFont._installFamily("Inter", faces: [UIFont._Face("Inter-Regular"), UIFont._Face("Inter-Bold", weight: .bold)], lineHeight: 1.21)
let inter = UIFont(name: "Inter-Bold", size: 20)!
print(inter.familyName, inter.fontName, inter.lineHeight, UIFont.fontNames(forFamilyName: "Inter"))
let described = UIFont(descriptor: UIFontDescriptor(fontAttributes: [.family: "Inter", .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.bold]]), size: 12)
print(described.fontName, described.pointSize)
print(UIFontDescriptor(fontAttributes: [.family: "Inter"]).withSymbolicTraits(.traitItalic) == nil)

// Dynamic Type: unchanged at Large (the default), Apple's table elsewhere.
let metrics = UIFontMetrics(forTextStyle: .body)
print(metrics.scaledValue(for: 10), metrics.scaledFont(for: body).pointSize, UIFont.preferredFont(forTextStyle: .headline).fontName)
UIFontMetrics._contentSizeCategory = .extraLarge
print(metrics.scaledFont(for: body).pointSize, UIFontMetrics(forTextStyle: .largeTitle).scaledValue(for: 34), UIFont.preferredFont(forTextStyle: .body).pointSize)
print(metrics.scaledValue(for: 17, compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)))
print(metrics.scaledFont(for: body, maximumPointSize: 18).pointSize)
UIFontMetrics._contentSizeCategory = .large

// SwiftUI fonts compare by how they are made.
print(Font.system(size: 57, weight: .light) == Font.system(size: 57, weight: .light), Font.system(size: 57) == Font.system(size: 57, weight: .regular))
print(Font(UIFontMetrics(forTextStyle: .title2).scaledFont(for: UIFont.systemFont(ofSize: 22, weight: .bold))) == Font(UIFont.systemFont(ofSize: 22, weight: .bold)))
print(Font.custom("Inter-Regular", size: 17, relativeTo: .body)._recipe)

// Accessibility settings.
print(UIAccessibility.isReduceMotionEnabled)
UIAccessibility._setReduceMotion(true)
print(UIAccessibility.isReduceMotionEnabled)

// The environment a view reads.
struct Card: View {
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.accessibilityReduceMotion) var reduceMotion
    @ScaledMetric(relativeTo: .body) var padding: CGFloat = 17
    var body: some View {
        Text(colorScheme == .dark ? "dark" : "light")
            .padding(padding)
            .animation(reduceMotion ? nil : .easeInOut(duration: 0.2), value: colorScheme)
    }
}
var environment = EnvironmentValues()
environment.colorScheme = .dark
environment.dynamicTypeSize = .xxxLarge
environment._setAccessibilityReduceMotion(true)
EnvironmentValues._withCurrent(environment) {
    let card = Card()
    print(card.colorScheme, card.reduceMotion, card.padding)
    let view = card.body
    print(type(of: view) == type(of: card.body), Mirror(reflecting: view).children.count)
}
print(Card().colorScheme, Card().padding)
print(environment.dynamicTypeSize.isAccessibilitySize, DynamicTypeSize.accessibility1.isAccessibilitySize)

// Paragraph styles and attributes.
let paragraph = NSMutableParagraphStyle()
paragraph.lineSpacing = 4
paragraph.minimumLineHeight = 24
paragraph.maximumLineHeight = 24
let text = NSAttributedString(string: "Hi", attributes: [.font: body, .kern: 0.5, .paragraphStyle: paragraph])
print(text.length, (text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as! NSParagraphStyle).minimumLineHeight)

// UIView animation runs at once.
UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut]) { print("animating") } completion: { print("done", $0) }
let animator = UIViewPropertyAnimator(duration: 0.25, controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0, y: 1)) { print("property animator") }
animator.startAnimation()
print(UIView._animations.map(\.duration), (animator.timingParameters as? UICubicTimingParameters)?.controlPoint1 ?? .zero)
