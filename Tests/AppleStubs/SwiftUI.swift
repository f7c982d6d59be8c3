// A stub of the SwiftUI API the generated code uses, with Apple's exact signatures, so the
// generated SwiftUI extensions type-check on Linux. Not a real implementation.
import Foundation

public struct Color: Sendable {
    public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }
    public init(_ name: String, bundle: Bundle? = nil) {}
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
}

#if canImport(UIKit)
import UIKit

extension Color {
    public init(uiColor: UIColor) {}
}
#endif

public struct Font: Sendable {
    public enum TextStyle: Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    public struct Weight: Sendable, Hashable {
        private let value: Double
        public static let ultraLight = Weight(value: -0.8)
        public static let thin = Weight(value: -0.6)
        public static let light = Weight(value: -0.4)
        public static let regular = Weight(value: 0)
        public static let medium = Weight(value: 0.23)
        public static let semibold = Weight(value: 0.3)
        public static let bold = Weight(value: 0.4)
        public static let heavy = Weight(value: 0.56)
        public static let black = Weight(value: 0.62)
    }

    public enum Design: Sendable { case `default`, serif, rounded, monospaced }

    public static func system(_ style: Font.TextStyle, design: Font.Design = .default) -> Font { Font() }
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font { Font() }
    public func weight(_ weight: Font.Weight) -> Font { self }
}

public struct Text: Sendable {
    public init(_ content: String) {}
    public func font(_ font: Font?) -> Text { self }
    public func tracking(_ tracking: CGFloat) -> Text { self }
}
