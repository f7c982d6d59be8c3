// shapes: watchos
// run: yes
// watchOS: catalog colours by name (main bundle only), always the universal entry; fonts and metrics
// without trait collections.
import SwiftUI

print(UIColor(named: "brand") == nil)
UIColor._registerNamed("brand", [
    .any: UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1), .dark: UIColor(red: 0.9, green: 0.8, blue: 0.7, alpha: 1),
])
let brand = UIColor(named: "brand")!
var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
print(brand, brand.getRed(&r, green: &g, blue: &b, alpha: &a), r, g, b, a)
print(Color("brand")._resolved(dark: false, highContrast: true)!)
print(Color(uiColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1)))
let font = UIFont.systemFont(ofSize: 16, weight: .medium)
print(font.fontName, font.lineHeight, UIFontMetrics.default.scaledValue(for: 16))
UIFontMetrics._contentSizeCategoryName = "UICTContentSizeCategoryXL"
print(UIFontMetrics(forTextStyle: .body).scaledFont(for: font).pointSize)
