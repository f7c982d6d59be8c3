// shapes: macos
// run: yes
// NSColor(name:dynamicProvider:) resolved for the four appearances through bestMatch(from:), and
// what SwiftUI and the catalog hook make of it.
import SwiftUI

let ink = NSColor(name: "ink") { appearance in
    switch appearance.bestMatch(from: [.aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua]) {
    case .darkAqua?: return NSColor(srgbRed: 0.75, green: 0.75, blue: 0.75, alpha: 1)
    case .accessibilityHighContrastAqua?: return NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
    case .accessibilityHighContrastDarkAqua?: return NSColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
    default: return NSColor(srgbRed: 0.25, green: 0.5, blue: 0.75, alpha: 1)
    }
}

let names: [NSAppearance.Name] = [.aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua]
let label: [NSAppearance.Name: String] = [.aqua: "aqua", .darkAqua: "darkAqua", .accessibilityHighContrastAqua: "highContrastAqua", .accessibilityHighContrastDarkAqua: "highContrastDarkAqua"]
for name in names {
    NSAppearance(named: name)!.performAsCurrentDrawingAppearance {
        let c = ink.usingColorSpace(.sRGB)!
        print("\(label[name]!): \(c.redComponent) \(c.greenComponent) \(c.blueComponent) \(c.alphaComponent)")
    }
}
print(NSAppearance(named: .vibrantDark)!.bestMatch(from: [.aqua, .darkAqua]) == .darkAqua)
print(NSAppearance(named: .darkAqua)!.bestMatch(from: [.aqua]) == nil)
print(NSAppearance(named: NSAppearance.Name("NoSuchAppearance")) == nil)
print(ink.type == .catalog, NSAppearance.currentDrawing().name == .aqua)
print(ink)
print(Color(nsColor: ink))
print(Color(nsColor: ink)._resolved(dark: true, highContrast: true)!)

print(NSColor(named: "brand", bundle: nil) == nil)
NSColor._registerNamed("brand", [.any: NSColor(srgbRed: 0.1, green: 0.2, blue: 0.3, alpha: 1), .dark: NSColor(srgbRed: 0.9, green: 0.8, blue: 0.7, alpha: 1)])
let brand = NSColor(named: "brand", bundle: .main)!
NSAppearance(named: .darkAqua)!.performAsCurrentDrawingAppearance { print(brand.usingColorSpace(.sRGB)!.redComponent) }
print(Color("brand")._resolved(dark: false, highContrast: true)!)
