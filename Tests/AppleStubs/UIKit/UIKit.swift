// A stand-in for the UIKit API that generated code and the apps' code use, declared exactly as in
// the iOS 17 SDK (labels, optionality, defaults), so that code type-checks on Linux only where it
// would on iOS. Not UIKit: values are kept in private storage that tests read with `Mirror`
// (where a colour came from, a font's size), and at the default Dynamic Type size `UIFontMetrics`
// scales by 1, as UIKit does at the Large setting.
@_exported import Foundation

public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified, normal, high
}

open class UITraitCollection: NSObject, @unchecked Sendable {
    private let style: UIUserInterfaceStyle
    private let contrast: UIAccessibilityContrast

    public override init() {
        style = .unspecified
        contrast = .unspecified
    }

    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        style = userInterfaceStyle
        contrast = .unspecified
    }

    public init(accessibilityContrast: UIAccessibilityContrast) {
        style = .unspecified
        contrast = accessibilityContrast
    }

    public init(traitsFrom traitCollections: [UITraitCollection]) {
        style = traitCollections.last { $0.style != .unspecified }?.style ?? .unspecified
        contrast = traitCollections.last { $0.contrast != .unspecified }?.contrast ?? .unspecified
    }

    open var userInterfaceStyle: UIUserInterfaceStyle { style }
    open var accessibilityContrast: UIAccessibilityContrast { contrast }
}

open class UIColor: NSObject, @unchecked Sendable {
    private enum Source {
        case components(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, isDisplayP3: Bool)
        case dynamic((UITraitCollection) -> UIColor)
    }

    private let source: Source

    /// The stub has no asset catalogs: a named colour is never found.
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        return nil
    }

    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        source = .dynamic(dynamicProvider)
    }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        source = .components(red: red, green: green, blue: blue, alpha: alpha, isDisplayP3: false)
    }

    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        source = .components(red: displayP3Red, green: green, blue: blue, alpha: alpha, isDisplayP3: true)
    }

    /// The components, and for a dynamic colour those of each of the four appearances.
    open override var description: String {
        switch source {
        case .components(let r, let g, let b, let a, let isDisplayP3): return "\(isDisplayP3 ? "displayP3" : "sRGB")(\(r), \(g), \(b), \(a))"
        case .dynamic:
            let appearances: [(String, UIUserInterfaceStyle, UIAccessibilityContrast)] = [
                ("light", .light, .normal), ("dark", .dark, .normal), ("lightHighContrast", .light, .high), ("darkHighContrast", .dark, .high),
            ]
            return "dynamic(" + appearances.map { name, style, contrast in
                let traits = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: style), UITraitCollection(accessibilityContrast: contrast)])
                return "\(name): \(resolvedColor(with: traits).description)"
            }.joined(separator: ", ") + ")"
        }
    }

    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        if case .dynamic(let provider) = source { return provider(traitCollection).resolvedColor(with: traitCollection) }
        return self
    }

    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
                     alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard case .components(let r, let g, let b, let a, _) = resolvedColor(with: UITraitCollection()).source else { return false }
        red?.pointee = r
        green?.pointee = g
        blue?.pointee = b
        alpha?.pointee = a
        return true
    }
}

open class UIFont: NSObject, @unchecked Sendable {
    public struct Weight: Hashable, Equatable, RawRepresentable, Sendable {
        public let rawValue: CGFloat
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    public struct TextStyle: Hashable, Equatable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    private let name: String
    private let size: CGFloat
    private let weight: Weight
    private let scaledFor: TextStyle?

    /// The stub has no custom fonts installed: a font by name is never found.
    public init?(name fontName: String, size fontSize: CGFloat) {
        return nil
    }

    private init(name: String, size: CGFloat, weight: Weight, scaledFor: TextStyle?) {
        self.name = name
        self.size = size
        self.weight = weight
        self.scaledFor = scaledFor
    }

    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(name: ".SFUI", size: fontSize, weight: weight, scaledFor: nil)
    }

    open var pointSize: CGFloat { size }

    /// At the default content size (Large) a scaled font keeps its size.
    fileprivate func scaled(for style: UIFont.TextStyle) -> UIFont {
        UIFont(name: name, size: size, weight: weight, scaledFor: style)
    }
}

open class UIFontMetrics: NSObject, @unchecked Sendable {
    private let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    open func scaledFont(for font: UIFont) -> UIFont { font.scaled(for: textStyle) }

    open func scaledValue(for value: CGFloat) -> CGFloat { value }
}
