// shapes: ios
// run: yes
// UIColor(dynamicProvider:) resolved under the four trait combinations, and what SwiftUI and the
// catalog hook make of it.
import SwiftUI

func show(_ color: UIColor) -> String {
    var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
    guard color.getRed(&r, green: &g, blue: &b, alpha: &a) else { return "no RGB" }
    return "\(r) \(g) \(b) \(a)"
}

let ink = UIColor { traits in
    switch (traits.userInterfaceStyle, traits.accessibilityContrast) {
    case (.dark, .high): return UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    case (.dark, _): return UIColor(red: 0.75, green: 0.75, blue: 0.75, alpha: 1)
    case (_, .high): return UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    default: return UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)
    }
}

for style in [UIUserInterfaceStyle.light, .dark] {
    for contrast in [UIAccessibilityContrast.normal, .high] {
        let traits = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: style), UITraitCollection(accessibilityContrast: contrast),
        ])
        print("\(style) \(contrast): \(show(ink.resolvedColor(with: traits)))")
    }
}
print(ink)
print(Color(uiColor: ink))
// getRed on a dynamic colour resolves with the current trait collection.
UITraitCollection(userInterfaceStyle: .dark).performAsCurrent { print("current dark: \(show(ink))") }
// Display P3 reads back in extended sRGB.
print("p3 red: \(show(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)).split(separator: " ").map { String(format: "%.4f", Double($0)!) })")

// Asset catalog: nothing until registered, then the catalog's fallback per appearance.
print(UIColor(named: "brand") == nil, Color("brand")._resolved(dark: false, highContrast: false) == nil)
UIColor._registerNamed("brand", [
    .any: UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1),
    .dark: UIColor(red: 0.9, green: 0.8, blue: 0.7, alpha: 1),
    .anyHighContrast: UIColor(red: 0, green: 0, blue: 0, alpha: 1),
])
let brand = UIColor(named: "brand", in: nil, compatibleWith: nil)!
print(brand)
for (dark, high) in [(false, false), (true, false), (false, true), (true, true)] {
    let c = Color("brand", bundle: .main)._resolved(dark: dark, highContrast: high)!
    print("brand dark=\(dark) high=\(high): \(c.red) \(c.green) \(c.blue) \(c.opacity)")
}
print(Color("brand", bundle: Bundle(path: "/tmp")!)._resolved(dark: false, highContrast: false) == nil)
print(Color("brand").opacity(0.5)._resolved(dark: true, highContrast: false)!.opacity)
var env = EnvironmentValues()
env.colorScheme = .dark
env._setColorSchemeContrast(.increased)
print(Color("brand").resolve(in: env))
print(Color.red._resolved(dark: true, highContrast: false)!.red, Color(.sRGB, red: 0.5, green: 0.25, blue: 0, opacity: 1))
