// A stand-in for the part of UIKit that generated code and the apps' code use, declared as the
// iOS 17/18 SDK declares it: labels, optionality, defaults, `Sendable`, `@MainActor`, and what each
// platform lacks. It is as strict as the SDK, never looser: where the SDK's exact declaration was not
// known, the stricter choice was made and a comment says so (see Tests/AppleStubs/README.md).
//
// One source, two shapes:
// - iOS (default): everything below.
// - watchOS (`-D STUB_WATCHOS`): watchOS UIKit has UIColor, UIFont, UIFontDescriptor, UIFontMetrics
//   and the text attribute types, but no UITraitCollection, no UIView, no `UIColor(dynamicProvider:)`,
//   no `resolvedColor(with:)`, no `UIColor(named:in:compatibleWith:)` (UIColor.h: API_UNAVAILABLE(watchos)).
// - tvOS (`-D STUB_TVOS`): the iOS shape less what tvOS lacks: `UIFont.TextStyle.largeTitle`
//   (UIFontDescriptor.h: `UIFontTextStyleLargeTitle API_AVAILABLE(ios(11.0), watchos(5.0)) API_UNAVAILABLE(tvos)`).
//   On Linux `@available(tvOS, unavailable)` never applies, so the tvOS shape marks it unavailable outright.
//
// Also declared here, because swift-corelibs-foundation lacks them and UIKit re-exports them on iOS:
// `CGLineCap`, `CGLineJoin` (CoreGraphics), `NSTextAlignment`, `NSLineBreakMode`, `NSParagraphStyle`,
// `NSMutableParagraphStyle` and the `NSAttributedString.Key` text attributes.
//
// Runnable behaviour, so tests can execute generated code: colours keep what they were made from and
// resolve dynamic providers; fonts have San Francisco metrics; `UIFontMetrics` scales by Apple's Dynamic
// Type table. Test hooks (never SDK API) start with an underscore: `UIColor._registerNamed`,
// `UIFont._installFamily`, `UIFontMetrics._contentSizeCategory`, `UIAccessibility._setReduceMotion`.
@_exported import Foundation

// MARK: - Internal support

/// A value behind a lock, for the stand-in's process-wide test state.
final class _StubLocked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func read<R>(_ body: (Value) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(value)
    }
    func write<R>(_ body: (inout Value) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}

/// The sRGB transfer function (also Display P3's), extended to negative values by symmetry.
func _stubLinear(_ v: Double) -> Double {
    let a = abs(v)
    let l = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
    return v < 0 ? -l : l
}

func _stubEncoded(_ v: Double) -> Double {
    let a = abs(v)
    let e = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
    return v < 0 ? -e : e
}

/// Display P3 components in extended sRGB, as UIKit's `getRed` reports them (linear P3 → linear sRGB).
func _stubP3ToExtendedSRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
    let (lr, lg, lb) = (_stubLinear(r), _stubLinear(g), _stubLinear(b))
    let sr = 1.2249401 * lr - 0.2249404 * lg
    let sg = -0.0420569 * lr + 1.0420571 * lg
    let sb = -0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb
    return (_stubEncoded(sr), _stubEncoded(sg), _stubEncoded(sb))
}

// MARK: - CoreGraphics values Foundation on Linux lacks

public enum CGLineCap: Int32, Sendable {
    case butt = 0, round = 1, square = 2
}

public enum CGLineJoin: Int32, Sendable {
    case miter = 0, round = 1, bevel = 2
}

// MARK: - Text attributes (UIKit's NSText.h, NSParagraphStyle.h, NSAttributedString.h)

/// iOS values (they differ from AppKit's, where right is 1 and center 2).
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// Immutable paragraph attributes. Not `Sendable` here: the SDK's sendability of NSParagraphStyle was not
/// confirmed, so the stricter choice.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    var _lineSpacing: CGFloat = 0
    var _paragraphSpacing: CGFloat = 0
    var _paragraphSpacingBefore: CGFloat = 0
    var _alignment: NSTextAlignment = .natural
    var _firstLineHeadIndent: CGFloat = 0
    var _headIndent: CGFloat = 0
    var _tailIndent: CGFloat = 0
    var _lineBreakMode: NSLineBreakMode = .byWordWrapping
    var _minimumLineHeight: CGFloat = 0
    var _maximumLineHeight: CGFloat = 0
    var _lineHeightMultiple: CGFloat = 0

    public override init() {}

    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    open var lineSpacing: CGFloat { _lineSpacing }
    open var paragraphSpacing: CGFloat { _paragraphSpacing }
    open var paragraphSpacingBefore: CGFloat { _paragraphSpacingBefore }
    open var alignment: NSTextAlignment { _alignment }
    open var firstLineHeadIndent: CGFloat { _firstLineHeadIndent }
    open var headIndent: CGFloat { _headIndent }
    open var tailIndent: CGFloat { _tailIndent }
    open var lineBreakMode: NSLineBreakMode { _lineBreakMode }
    open var minimumLineHeight: CGFloat { _minimumLineHeight }
    open var maximumLineHeight: CGFloat { _maximumLineHeight }
    open var lineHeightMultiple: CGFloat { _lineHeightMultiple }

    func _copy<T: NSParagraphStyle>(into style: T) -> T {
        style._lineSpacing = _lineSpacing
        style._paragraphSpacing = _paragraphSpacing
        style._paragraphSpacingBefore = _paragraphSpacingBefore
        style._alignment = _alignment
        style._firstLineHeadIndent = _firstLineHeadIndent
        style._headIndent = _headIndent
        style._tailIndent = _tailIndent
        style._lineBreakMode = _lineBreakMode
        style._minimumLineHeight = _minimumLineHeight
        style._maximumLineHeight = _maximumLineHeight
        style._lineHeightMultiple = _lineHeightMultiple
        return style
    }

    open func copy(with zone: NSZone? = nil) -> Any { _copy(into: NSParagraphStyle()) }
    open func mutableCopy(with zone: NSZone? = nil) -> Any { _copy(into: NSMutableParagraphStyle()) }

    open override var description: String {
        "NSParagraphStyle(lineSpacing: \(_lineSpacing), minimumLineHeight: \(_minimumLineHeight), maximumLineHeight: \(_maximumLineHeight), lineHeightMultiple: \(_lineHeightMultiple))"
    }
}

open class NSMutableParagraphStyle: NSParagraphStyle {
    open override var lineSpacing: CGFloat {
        get { _lineSpacing }
        set { _lineSpacing = newValue }
    }
    open override var paragraphSpacing: CGFloat {
        get { _paragraphSpacing }
        set { _paragraphSpacing = newValue }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { _paragraphSpacingBefore }
        set { _paragraphSpacingBefore = newValue }
    }
    open override var alignment: NSTextAlignment {
        get { _alignment }
        set { _alignment = newValue }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { _firstLineHeadIndent }
        set { _firstLineHeadIndent = newValue }
    }
    open override var headIndent: CGFloat {
        get { _headIndent }
        set { _headIndent = newValue }
    }
    open override var tailIndent: CGFloat {
        get { _tailIndent }
        set { _tailIndent = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { _lineBreakMode }
        set { _lineBreakMode = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { _minimumLineHeight }
        set { _minimumLineHeight = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { _maximumLineHeight }
        set { _maximumLineHeight = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { _lineHeightMultiple }
        set { _lineHeightMultiple = newValue }
    }
}

extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let tracking = NSAttributedString.Key("NSTracking")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
}

// MARK: - Traits (iOS only: watchOS UIKit has no UITraitCollection)

#if !STUB_WATCHOS
    public enum UIUserInterfaceStyle: Int, Sendable {
        case unspecified = 0, light = 1, dark = 2
    }

    public enum UIAccessibilityContrast: Int, Sendable {
        case unspecified = -1, normal = 0, high = 1
    }
#endif

// watchOS: whether watchOS UIKit declares UIContentSizeCategory was not confirmed, so it is
// unavailable there (the stricter choice); the font scaling still has its table.
#if STUB_WATCHOS
    @available(*, unavailable, message: "the watchOS stand-in has no UIContentSizeCategory")
#endif
public struct UIContentSizeCategory: Hashable, Equatable, RawRepresentable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("UICTContentSizeCategoryAccessibility") }

    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (_StubDynamicType.index(of: lhs.rawValue) ?? -1) < (_StubDynamicType.index(of: rhs.rawValue) ?? -1)
    }
}

/// Apple's published Dynamic Type sizes (Human Interface Guidelines, "Typography", iOS), in points, per
/// text style, for xSmall … xxxLarge and the five accessibility sizes; index 3 (Large) is the default.
/// UIFontMetrics scales a value by size(style, category) / size(style, Large).
enum _StubDynamicType {
    static let categories = [
        "UICTContentSizeCategoryXS", "UICTContentSizeCategoryS", "UICTContentSizeCategoryM",
        "UICTContentSizeCategoryL", "UICTContentSizeCategoryXL", "UICTContentSizeCategoryXXL",
        "UICTContentSizeCategoryXXXL", "UICTContentSizeCategoryAccessibilityM",
        "UICTContentSizeCategoryAccessibilityL", "UICTContentSizeCategoryAccessibilityXL",
        "UICTContentSizeCategoryAccessibilityXXL", "UICTContentSizeCategoryAccessibilityXXXL",
    ]
    static let defaultIndex = 3

    static let sizes: [String: [CGFloat]] = [
        "UICTFontTextStyleTitle0": [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        "UICTFontTextStyleTitle1": [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        "UICTFontTextStyleTitle2": [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        "UICTFontTextStyleTitle3": [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        "UICTFontTextStyleHeadline": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        "UICTFontTextStyleBody": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        "UICTFontTextStyleCallout": [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        "UICTFontTextStyleSubhead": [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        "UICTFontTextStyleFootnote": [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        "UICTFontTextStyleCaption1": [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        "UICTFontTextStyleCaption2": [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]

    static func index(of category: String) -> Int? { categories.firstIndex(of: category) }

    /// The size of `style` at `category` (the default size for an unknown category).
    static func size(_ style: String, _ category: String) -> CGFloat {
        let table = sizes[style] ?? sizes["UICTFontTextStyleBody"]!
        return table[index(of: category) ?? defaultIndex]
    }

    static func factor(_ style: String, _ category: String) -> CGFloat {
        size(style, category) / size(style, categories[defaultIndex])
    }

    /// The content size category fonts and metrics scale for (`UIFontMetrics._contentSizeCategory`).
    static let current = _StubLocked("UICTContentSizeCategoryL")
}

#if !STUB_WATCHOS
    /// Sendable (NS_SWIFT_SENDABLE in the SDK); not main-actor bound.
    open class UITraitCollection: NSObject, @unchecked Sendable {
        private let style: UIUserInterfaceStyle
        private let contrast: UIAccessibilityContrast
        private let sizeCategory: UIContentSizeCategory

        private init(style: UIUserInterfaceStyle, contrast: UIAccessibilityContrast, sizeCategory: UIContentSizeCategory) {
            self.style = style
            self.contrast = contrast
            self.sizeCategory = sizeCategory
        }

        public override convenience init() { self.init(style: .unspecified, contrast: .unspecified, sizeCategory: .unspecified) }

        public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
            self.init(style: userInterfaceStyle, contrast: .unspecified, sizeCategory: .unspecified)
        }

        public convenience init(accessibilityContrast: UIAccessibilityContrast) {
            self.init(style: .unspecified, contrast: accessibilityContrast, sizeCategory: .unspecified)
        }

        public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
            self.init(style: .unspecified, contrast: .unspecified, sizeCategory: preferredContentSizeCategory)
        }

        /// Later collections' specified traits win, as in UIKit.
        public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
            self.init(
                style: traitCollections.last { $0.style != .unspecified }?.style ?? .unspecified,
                contrast: traitCollections.last { $0.contrast != .unspecified }?.contrast ?? .unspecified,
                sizeCategory: traitCollections.last { $0.sizeCategory != .unspecified }?.sizeCategory ?? .unspecified)
        }

        open var userInterfaceStyle: UIUserInterfaceStyle { style }
        open var accessibilityContrast: UIAccessibilityContrast { contrast }
        open var preferredContentSizeCategory: UIContentSizeCategory { sizeCategory }

        open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
            guard let other = traitCollection else { return true }
            return other.style != style || other.contrast != contrast
        }

        /// The current trait collection is per thread (UIKit documents it as thread-local).
        open class var current: UITraitCollection {
            get { (Thread.current.threadDictionary["_StubUITraitCollectionCurrent"] as? UITraitCollection) ?? UITraitCollection() }
            set { Thread.current.threadDictionary["_StubUITraitCollectionCurrent"] = newValue }
        }

        open func performAsCurrent(_ actions: () -> Void) {
            let saved = UITraitCollection.current
            UITraitCollection.current = self
            defer { UITraitCollection.current = saved }
            actions()
        }

        open override var description: String {
            "UITraitCollection(userInterfaceStyle: \(style), accessibilityContrast: \(contrast), preferredContentSizeCategory: \(sizeCategory.rawValue))"
        }
    }
#endif

// MARK: - Colour

/// Where a colorset entry applies, for `UIColor._registerNamed` (a test hook, not SDK API).
public struct _ColorAppearance: Hashable, Sendable, CustomStringConvertible {
    public enum Luminosity: Hashable, Sendable { case any, light, dark }
    public var luminosity: Luminosity
    public var highContrast: Bool
    public init(_ luminosity: Luminosity = .any, highContrast: Bool = false) {
        self.luminosity = luminosity
        self.highContrast = highContrast
    }
    public static let any = _ColorAppearance(.any)
    public static let light = _ColorAppearance(.light)
    public static let dark = _ColorAppearance(.dark)
    public static let anyHighContrast = _ColorAppearance(.any, highContrast: true)
    public static let lightHighContrast = _ColorAppearance(.light, highContrast: true)
    public static let darkHighContrast = _ColorAppearance(.dark, highContrast: true)

    /// The colorset entries an appearance falls back through, best first (the asset catalog's rule: the
    /// luminosity's own entry with the contrast, then without it, then the universal entry with the
    /// contrast, then without). watchOS has no appearance switch: it uses the universal entry.
    public static func _lookupOrder(dark: Bool, highContrast: Bool) -> [_ColorAppearance] {
        #if STUB_WATCHOS
            return [.any]
        #else
            let own: Luminosity = dark ? .dark : .light
            return highContrast
                ? [_ColorAppearance(own, highContrast: true), _ColorAppearance(own), .anyHighContrast, .any]
                : [_ColorAppearance(own), .any]
        #endif
    }

    public var description: String {
        "\(luminosity)\(highContrast ? "HighContrast" : "")"
    }
}

/// Sendable (NS_SWIFT_SENDABLE); not main-actor bound.
open class UIColor: NSObject, @unchecked Sendable {
    enum Storage: @unchecked Sendable {
        case rgb(CGFloat, CGFloat, CGFloat, CGFloat, displayP3: Bool)
        case gray(CGFloat, CGFloat)
        #if !STUB_WATCHOS
            case dynamic(@Sendable (UITraitCollection) -> UIColor)
        #endif
        case named(String, bundlePath: String, entries: [_ColorAppearance: UIColor])
    }

    let storage: Storage

    init(storage: Storage) {
        self.storage = storage
    }

    public init(white: CGFloat, alpha: CGFloat) { storage = .gray(white, alpha) }

    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let c = brightness * saturation
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let m = brightness - c
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch Int(h) {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        storage = .rgb(r + m, g + m, b + m, alpha, displayP3: false)
    }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .rgb(red, green, blue, alpha, displayP3: false)
    }

    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .rgb(displayP3Red, green, blue, alpha, displayP3: true)
    }

    /// From the main bundle's asset catalog (iOS 11, watchOS 4). Nothing is registered unless a test
    /// registers it with `UIColor._registerNamed`: then nil, as for a missing colorset.
    public convenience init?(named name: String) {
        guard let entries = UIColor._namedEntries(name, bundle: nil) else { return nil }
        self.init(storage: .named(name, bundlePath: Bundle.main.bundlePath, entries: entries))
    }

    #if !STUB_WATCHOS
        /// iOS 11; API_UNAVAILABLE(watchos).
        public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
            guard let entries = UIColor._namedEntries(name, bundle: bundle) else { return nil }
            self.init(storage: .named(name, bundlePath: (bundle ?? Bundle.main).bundlePath, entries: entries))
        }

        /// iOS 13; API_UNAVAILABLE(watchos). The provider is `@Sendable` (the header is audited for
        /// sendability): UIKit may call it on any thread.
        public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
            storage = .dynamic(dynamicProvider)
        }

        /// iOS 13; API_UNAVAILABLE(watchos).
        open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
            switch storage {
            case .dynamic(let provider): return provider(traitCollection).resolvedColor(with: traitCollection)
            case .named(_, _, let entries):
                let dark = traitCollection.userInterfaceStyle == .dark
                let high = traitCollection.accessibilityContrast == .high
                return UIColor._entry(entries, dark: dark, highContrast: high) ?? UIColor(white: 0, alpha: 0)
            default: return self
            }
        }
    #endif

    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    /// The colour UIKit would draw now: a dynamic colour resolves with `UITraitCollection.current`.
    func _resolvedNow() -> UIColor {
        #if STUB_WATCHOS
            if case .named(_, _, let entries) = storage {
                return UIColor._entry(entries, dark: true, highContrast: false) ?? UIColor(white: 0, alpha: 0)
            }
            return self
        #else
            return resolvedColor(with: UITraitCollection.current)
        #endif
    }

    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch storage {
        case .rgb(let r, let g, let b, _, let p3): return UIColor(storage: .rgb(r, g, b, alpha, displayP3: p3))
        case .gray(let w, _): return UIColor(white: w, alpha: alpha)
        #if !STUB_WATCHOS
            case .dynamic:
                return UIColor(dynamicProvider: { [self] traits in self.resolvedColor(with: traits).withAlphaComponent(alpha) })
        #endif
        case .named: return _resolvedNow().withAlphaComponent(alpha)
        }
    }

    /// Components in extended sRGB (a Display P3 colour is converted, as UIKit does).
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat)
        switch _resolvedNow().storage {
        case .rgb(let cr, let cg, let cb, let ca, let p3):
            if p3 {
                let s = _stubP3ToExtendedSRGB(Double(cr), Double(cg), Double(cb))
                (r, g, b, a) = (CGFloat(s.0), CGFloat(s.1), CGFloat(s.2), ca)
            } else {
                (r, g, b, a) = (cr, cg, cb, ca)
            }
        case .gray(let w, let ca): (r, g, b, a) = (w, w, w, ca)
        default: return false
        }
        red?.pointee = r
        green?.pointee = g
        blue?.pointee = b
        alpha?.pointee = a
        return true
    }

    /// True only for a greyscale colour, as in UIKit.
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard case .gray(let w, let a) = _resolvedNow().storage else { return false }
        white?.pointee = w
        alpha?.pointee = a
        return true
    }

    /// What the colour was made from: `sRGB(r, g, b, a)` (a greyscale colour as its sRGB components),
    /// `displayP3(r, g, b, a)`, `named(name, bundle: main|/path)`, or for a dynamic colour
    /// `dynamic(light: …, dark: …, lightHighContrast: …, darkHighContrast: …)`.
    open override var description: String {
        switch storage {
        case .rgb(let r, let g, let b, let a, let p3): return "\(p3 ? "displayP3" : "sRGB")(\(r), \(g), \(b), \(a))"
        case .gray(let w, let a): return "sRGB(\(w), \(w), \(w), \(a))"
        #if !STUB_WATCHOS
            case .dynamic:
                let appearances: [(String, UIUserInterfaceStyle, UIAccessibilityContrast)] = [
                    ("light", .light, .normal), ("dark", .dark, .normal), ("lightHighContrast", .light, .high),
                    ("darkHighContrast", .dark, .high),
                ]
                return "dynamic("
                    + appearances.map { name, style, contrast in
                        let traits = UITraitCollection(traitsFrom: [
                            UITraitCollection(userInterfaceStyle: style), UITraitCollection(accessibilityContrast: contrast),
                        ])
                        return "\(name): \(resolvedColor(with: traits).description)"
                    }.joined(separator: ", ") + ")"
        #endif
        case .named(let name, let path, _):
            return "named(\(name), bundle: \(path == Bundle.main.bundlePath ? "main" : path))"
        }
    }

    /// Equal when made from the same components in the same space (UIKit compares values too);
    /// dynamic and catalog colours are equal only to themselves.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if other === self { return true }
        switch (storage, other.storage) {
        case (.rgb(let a, let b, let c, let d, let p), .rgb(let e, let f, let g, let h, let q)):
            return (a, b, c, d, p) == (e, f, g, h, q)
        case (.gray(let a, let b), .gray(let c, let d)): return (a, b) == (c, d)
        case (.named(let n, let p, _), .named(let m, let q, _)): return n == m && p == q
        default: return false
        }
    }

    open override var hash: Int { description.hashValue }

    // MARK: Test hooks (not SDK API)

    static let _catalog = _StubLocked([String: [_ColorAppearance: UIColor]]())

    /// Registers a colorset named `name` in `bundle`'s asset catalog (nil: the main bundle), with a
    /// component colour per appearance entry, so catalog lookups find it.
    public static func _registerNamed(_ name: String, in bundle: Bundle? = nil, _ entries: [_ColorAppearance: UIColor]) {
        let key = (bundle ?? Bundle.main).bundlePath + "\u{0}" + name
        _catalog.write { $0[key] = entries }
    }

    /// Forgets every registered colorset.
    public static func _removeAllNamed() { _catalog.write { $0.removeAll() } }

    static func _namedEntries(_ name: String, bundle: Bundle?) -> [_ColorAppearance: UIColor]? {
        let key = (bundle ?? Bundle.main).bundlePath + "\u{0}" + name
        return _catalog.read { $0[key] }
    }

    static func _entry(_ entries: [_ColorAppearance: UIColor], dark: Bool, highContrast: Bool) -> UIColor? {
        for appearance in _ColorAppearance._lookupOrder(dark: dark, highContrast: highContrast) {
            if let color = entries[appearance] { return color }
        }
        return nil
    }

    /// The registered colorset entry the asset catalog would pick for an appearance, or nil when no
    /// colorset of that name is registered in that bundle (what SwiftUI's `Color(_:bundle:)` resolves).
    public static func _namedColor(_ name: String, in bundle: Bundle?, dark: Bool, highContrast: Bool) -> UIColor? {
        guard let entries = _namedEntries(name, bundle: bundle) else { return nil }
        return _entry(entries, dark: dark, highContrast: highContrast)
    }

    /// The components as made, without conversion: (red, green, blue, alpha, isDisplayP3), resolving a
    /// dynamic colour for the appearance first (for SwiftUI's `Color._resolved`).
    public func _components(dark: Bool, highContrast: Bool) -> (red: Double, green: Double, blue: Double, alpha: Double, displayP3: Bool)? {
        let resolved: UIColor
        #if STUB_WATCHOS
            resolved = _resolvedNow()
        #else
            resolved = resolvedColor(
                with: UITraitCollection(traitsFrom: [
                    UITraitCollection(userInterfaceStyle: dark ? .dark : .light),
                    UITraitCollection(accessibilityContrast: highContrast ? .high : .normal),
                ]))
        #endif
        switch resolved.storage {
        case .rgb(let r, let g, let b, let a, let p3): return (Double(r), Double(g), Double(b), Double(a), p3)
        case .gray(let w, let a): return (Double(w), Double(w), Double(w), Double(a), false)
        default: return nil
        }
    }
}

// MARK: - Fonts

/// Sendable (NS_SWIFT_SENDABLE); not main-actor bound.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    public struct AttributeName: Hashable, Equatable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    public struct TraitKey: Hashable, Equatable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    public struct SystemDesign: Hashable, Equatable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    private let attributes: [AttributeName: Any]

    public override convenience init() { self.init(fontAttributes: [:]) }

    public init(fontAttributes attributes: [UIFontDescriptor.AttributeName: Any] = [:]) {
        self.attributes = attributes
    }

    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    open var fontAttributes: [UIFontDescriptor.AttributeName: Any] { attributes }

    open var pointSize: CGFloat { UIFontDescriptor._cgFloat(attributes[.size]) ?? 0 }

    open var postscriptName: String { (attributes[.name] as? String) ?? "" }

    open var symbolicTraits: UIFontDescriptor.SymbolicTraits {
        guard let traits = attributes[.traits] as? [TraitKey: Any] else { return [] }
        if let symbolic = traits[.symbolic] as? SymbolicTraits { return symbolic }
        if let raw = traits[.symbolic] as? UInt32 { return SymbolicTraits(rawValue: raw) }
        return []
    }

    open func object(forKey anAttribute: UIFontDescriptor.AttributeName) -> Any? { attributes[anAttribute] }

    open func addingAttributes(_ attributes: [UIFontDescriptor.AttributeName: Any] = [:]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: self.attributes.merging(attributes) { $1 })
    }

    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { addingAttributes([.size: newPointSize]) }

    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var attributes = self.attributes
        attributes[.name] = nil
        attributes[.family] = newFamily
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// Nil when no face of the family has the traits (UIKit returns nil too); the system font has them all.
    open func withSymbolicTraits(_ symbolicTraits: UIFontDescriptor.SymbolicTraits) -> UIFontDescriptor? {
        var traits = (attributes[.traits] as? [TraitKey: Any]) ?? [:]
        traits[.symbolic] = symbolicTraits
        let descriptor = addingAttributes([.traits: traits])
        if let family = _family, let faces = UIFont._installed.read({ $0[family] }) {
            let wantsBold = symbolicTraits.contains(.traitBold)
            let wantsItalic = symbolicTraits.contains(.traitItalic)
            let found = faces.faces.contains {
                (!wantsBold || $0.weight.rawValue >= UIFont.Weight.semibold.rawValue) && $0.italic == wantsItalic
            }
            return found ? descriptor : nil
        }
        return descriptor
    }

    open func withDesign(_ design: UIFontDescriptor.SystemDesign) -> UIFontDescriptor? {
        guard _family == nil || _family == UIFont._systemFamily else { return nil }
        return addingAttributes([AttributeName(rawValue: "NSCTFontUIFontDesignTrait"): design.rawValue])
    }

    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    var _family: String? {
        if let family = attributes[.family] as? String { return family }
        if let name = attributes[.name] as? String {
            if name.hasPrefix(".SF") { return UIFont._systemFamily }
            return UIFont._installed.read { families in families.first { $0.value.faces.contains { $0.name == name } }?.key }
        }
        return nil
    }

    var _weight: UIFont.Weight? {
        guard let traits = attributes[.traits] as? [TraitKey: Any], let value = traits[.weight] else { return nil }
        if let weight = value as? UIFont.Weight { return weight }
        return UIFontDescriptor._cgFloat(value).map(UIFont.Weight.init(rawValue:))
    }

    static func _cgFloat(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }

    open override var description: String { "UIFontDescriptor(\(attributes.keys.map(\.rawValue).sorted()))" }
}

/// Sendable (NS_SWIFT_SENDABLE); not main-actor bound. The system font has San Francisco's vertical
/// metrics (SF Pro's hhea table: ascender 1950, descender −494, line gap 0 at 2048 units per em, so
/// `lineHeight` is 1.193359375 × the point size, as UIKit reports for the system font: 20.29pt at 17pt).
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
        // UIFontDescriptor.h: API_AVAILABLE(ios(11.0), watchos(5.0)) API_UNAVAILABLE(tvos).
        #if STUB_TVOS
        @available(*, unavailable, message: "API_UNAVAILABLE(tvos): tvOS has no large title text style")
        #endif
        @available(iOS 11.0, watchOS 5.0, *)
        @available(tvOS, unavailable)
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

    public struct Width: Hashable, Equatable, RawRepresentable, Sendable {
        public let rawValue: CGFloat
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let compressed = Width(rawValue: -0.3)
        public static let condensed = Width(rawValue: -0.2)
        public static let standard = Width(rawValue: 0)
        public static let expanded = Width(rawValue: 0.2)
    }

    /// One face of a family installed with `UIFont._installFamily` (a test hook, not SDK API).
    public struct _Face: Sendable {
        public var name: String
        public var weight: UIFont.Weight
        public var italic: Bool
        public init(_ name: String, weight: UIFont.Weight = .regular, italic: Bool = false) {
            self.name = name
            self.weight = weight
            self.italic = italic
        }
    }

    struct _Family: Sendable {
        var faces: [_Face]
        var ascender: CGFloat
        var descender: CGFloat
    }

    static let _systemFamily = ".AppleSystemUIFont"
    static let _sfAscender: CGFloat = 1950.0 / 2048
    static let _sfDescender: CGFloat = -494.0 / 2048
    static let _installed = _StubLocked([String: _Family]())

    private let name: String
    private let family: String
    private let size: CGFloat
    private let weight: Weight
    private let italic: Bool
    private let ascenderRatio: CGFloat
    private let descenderRatio: CGFloat
    /// The text style a preferred or metrics-scaled font is tied to.
    let _textStyle: TextStyle?

    private init(name: String, family: String, size: CGFloat, weight: Weight, italic: Bool, ascender: CGFloat, descender: CGFloat, textStyle: TextStyle?) {
        self.name = name
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        ascenderRatio = ascender
        descenderRatio = descender
        _textStyle = textStyle
    }

    private static func system(size: CGFloat, weight: Weight, italic: Bool = false, textStyle: TextStyle? = nil) -> UIFont {
        let names: [(Weight, String)] = [
            (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"), (.medium, "Medium"),
            (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black"),
        ]
        let suffix = names.min { abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue) }!.1
        return UIFont(
            name: ".SFUI-\(suffix)\(italic ? "Italic" : "")", family: _systemFamily, size: size, weight: weight,
            italic: italic, ascender: _sfAscender, descender: _sfDescender, textStyle: textStyle)
    }

    /// A face of an installed family by its PostScript name; nil otherwise (no fonts are installed
    /// unless a test installs them with `UIFont._installFamily`).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let (family, info, face) = UIFont._face(named: fontName) else { return nil }
        self.init(
            name: face.name, family: family, size: fontSize, weight: face.weight, italic: face.italic,
            ascender: info.ascender, descender: info.descender, textStyle: nil)
    }

    /// A font for a descriptor. A descriptor that names no installed face falls back to the system font
    /// (UIKit falls back to a default font too).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize != 0 ? pointSize : descriptor.pointSize
        let traits = descriptor.symbolicTraits
        let weight = descriptor._weight ?? (traits.contains(.traitBold) ? .bold : .regular)
        let italic = traits.contains(.traitItalic)
        if let name = descriptor.fontAttributes[.name] as? String, let (family, info, face) = UIFont._face(named: name) {
            self.init(
                name: face.name, family: family, size: size, weight: face.weight, italic: face.italic,
                ascender: info.ascender, descender: info.descender, textStyle: nil)
        } else if let family = descriptor._family, family != UIFont._systemFamily,
            let info = UIFont._installed.read({ $0[family] }),
            let face = info.faces.filter({ $0.italic == italic }).min(by: {
                abs($0.weight.rawValue - weight.rawValue) < abs($1.weight.rawValue - weight.rawValue)
            }) ?? info.faces.first
        {
            self.init(
                name: face.name, family: family, size: size, weight: face.weight, italic: face.italic,
                ascender: info.ascender, descender: info.descender, textStyle: nil)
        } else {
            let system = UIFont.system(size: size, weight: weight, italic: italic)
            self.init(
                name: system.name, family: system.family, size: size, weight: weight, italic: italic,
                ascender: system.ascenderRatio, descender: system.descenderRatio, textStyle: nil)
        }
    }

    private static func _face(named name: String) -> (String, _Family, _Face)? {
        _installed.read { families in
            for (family, info) in families {
                if let face = info.faces.first(where: { $0.name == name }) { return (family, info, face) }
            }
            return nil
        }
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { system(size: fontSize, weight: .regular) }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { system(size: fontSize, weight: .bold) }
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { system(size: fontSize, weight: .regular, italic: true) }
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { system(size: fontSize, weight: weight) }
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight, width: UIFont.Width) -> UIFont {
        system(size: fontSize, weight: weight)
    }
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        system(size: fontSize, weight: weight)
    }
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        system(size: fontSize, weight: weight)
    }

    /// The style's size at the current content size category (`UIFontMetrics._contentSizeCategory`);
    /// headline is semibold, as in UIKit.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        let category = _StubDynamicType.current.read { $0 }
        return system(
            size: _StubDynamicType.size(style.rawValue, category), weight: style == .headline ? .semibold : .regular,
            textStyle: style)
    }

    #if !STUB_WATCHOS
        /// iOS 10; API_UNAVAILABLE(watchos).
        open class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
            let specified = traitCollection?.preferredContentSizeCategory ?? .unspecified
            let category = specified == .unspecified ? _StubDynamicType.current.read { $0 } : specified.rawValue
            return system(
                size: _StubDynamicType.size(style.rawValue, category), weight: style == .headline ? .semibold : .regular,
                textStyle: style)
        }
    #endif

    open class var familyNames: [String] { _installed.read { Array($0.keys).sorted() } }

    open class func fontNames(forFamilyName familyName: String) -> [String] {
        _installed.read { $0[familyName]?.faces.map(\.name) ?? [] }
    }

    open var familyName: String { family }
    open var fontName: String { name }
    open var pointSize: CGFloat { size }
    open var ascender: CGFloat { size * ascenderRatio }
    open var descender: CGFloat { size * descenderRatio }
    open var leading: CGFloat { 0 }
    open var lineHeight: CGFloat { ascender - descender + leading }
    open var capHeight: CGFloat { size * 0.7 }
    open var xHeight: CGFloat { size * 0.52 }

    open var fontDescriptor: UIFontDescriptor {
        var traits: [UIFontDescriptor.TraitKey: Any] = [.weight: weight.rawValue]
        if italic { traits[.symbolic] = UIFontDescriptor.SymbolicTraits.traitItalic }
        var attributes: [UIFontDescriptor.AttributeName: Any] = [.name: name, .family: family, .size: size, .traits: traits]
        if let style = _textStyle { attributes[.textStyle] = style.rawValue }
        return UIFontDescriptor(fontAttributes: attributes)
    }

    open func withSize(_ fontSize: CGFloat) -> UIFont { _with(size: fontSize, textStyle: _textStyle) }

    func _with(size: CGFloat, textStyle: TextStyle?) -> UIFont {
        UIFont(
            name: name, family: family, size: size, weight: weight, italic: italic, ascender: ascenderRatio,
            descender: descenderRatio, textStyle: textStyle)
    }

    /// Equal when the same face at the same size (UIKit compares fonts by value too).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.name == name && other.size == size && other.family == family
    }

    open override var hash: Int { name.hashValue ^ size.hashValue }

    open override var description: String { "UIFont(\(name), \(size))" }

    // MARK: Test hooks (not SDK API)

    /// Installs a font family, as if its files were in the app and listed under UIAppFonts:
    /// `UIFont(name:size:)` finds its faces by PostScript name, and `lineHeight` is `lineHeight` × the
    /// point size (ascender defaults to 80% of it, the rest below the baseline).
    public static func _installFamily(_ family: String, faces: [_Face], lineHeight: CGFloat = 1.2, ascender: CGFloat? = nil) {
        let up = ascender ?? lineHeight * 0.8
        _installed.write { $0[family] = _Family(faces: faces, ascender: up, descender: up - lineHeight) }
    }

    /// Removes every installed family.
    public static func _uninstallAllFamilies() { _installed.write { $0.removeAll() } }
}

/// Sendable (NS_SWIFT_SENDABLE); watchOS 4 too, without the trait-collection variants
/// (API_UNAVAILABLE(watchos) in UIFontMetrics.h). Scales by Apple's Dynamic Type table for the text
/// style at `UIFontMetrics._contentSizeCategory` (or a trait collection's category): at Large, the
/// default, every value is returned unchanged.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    private let textStyle: UIFont.TextStyle

    @available(*, unavailable)
    public override init() { fatalError("init() is NS_UNAVAILABLE") }

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    private func factor(_ category: String) -> CGFloat { _StubDynamicType.factor(textStyle.rawValue, category) }

    private static var currentCategory: String { _StubDynamicType.current.read { $0 } }

    open func scaledFont(for font: UIFont) -> UIFont {
        font._with(size: font.pointSize * factor(Self.currentCategory), textStyle: textStyle)
    }

    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        font._with(size: min(font.pointSize * factor(Self.currentCategory), maximumPointSize), textStyle: textStyle)
    }

    open func scaledValue(for value: CGFloat) -> CGFloat { value * factor(Self.currentCategory) }

    #if !STUB_WATCHOS
        private static func category(_ traits: UITraitCollection?) -> String {
            let specified = traits?.preferredContentSizeCategory ?? .unspecified
            return specified == .unspecified ? currentCategory : specified.rawValue
        }

        open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
            font._with(size: font.pointSize * factor(Self.category(traitCollection)), textStyle: textStyle)
        }

        open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
            font._with(size: min(font.pointSize * factor(Self.category(traitCollection)), maximumPointSize), textStyle: textStyle)
        }

        open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
            value * factor(Self.category(traitCollection))
        }

        /// The content size category the app runs at (a test hook, not SDK API); Large by default.
        public static var _contentSizeCategory: UIContentSizeCategory {
            get { UIContentSizeCategory(rawValue: currentCategory) }
            set { _StubDynamicType.current.write { $0 = newValue.rawValue } }
        }
    #else
        /// The content size category the app runs at, by UIKit's raw name such as
        /// "UICTContentSizeCategoryXL" (a test hook, not SDK API); Large by default.
        public static var _contentSizeCategoryName: String {
            get { currentCategory }
            set { _StubDynamicType.current.write { $0 = newValue } }
        }
    #endif
}

// MARK: - Accessibility (iOS; watchOS reads these through WatchKit, so the watchOS stand-in has none)

#if !STUB_WATCHOS
    /// The system accessibility settings: `@MainActor`, as Apple documents `isReduceMotionEnabled` and
    /// `isDarkerSystemColorsEnabled` today (the iOS 18.0 header's C functions carried no annotation; the
    /// current SDK, and so Xcode 26, has `@MainActor`). `isBoldTextEnabled` follows them (unconfirmed).
    public enum UIAccessibility {
        static let settings = _StubLocked((reduceMotion: false, darkerColors: false, boldText: false))

        @MainActor public static var isReduceMotionEnabled: Bool { settings.read { $0.reduceMotion } }
        @MainActor public static var isDarkerSystemColorsEnabled: Bool { settings.read { $0.darkerColors } }
        @MainActor public static var isBoldTextEnabled: Bool { settings.read { $0.boldText } }

        /// Turns the Reduce Motion setting on or off (a test hook, not SDK API).
        public static func _setReduceMotion(_ enabled: Bool) { settings.write { $0.reduceMotion = enabled } }
        /// Turns Increase Contrast (darker system colours) on or off (a test hook, not SDK API).
        public static func _setDarkerSystemColors(_ enabled: Bool) { settings.write { $0.darkerColors = enabled } }
        /// Turns Bold Text on or off (a test hook, not SDK API).
        public static func _setBoldText(_ enabled: Bool) { settings.write { $0.boldText = enabled } }
    }
#endif

// MARK: - Views and animation (iOS: watchOS has no UIView)

#if !STUB_WATCHOS
    @MainActor open class UIResponder: NSObject {
        public override init() {}
    }

    /// Main-actor bound (NS_SWIFT_UI_ACTOR). Animations run at once and completions are called with
    /// `true` straight after (UIKit calls them when the animation ends); `UIView._animations` lists
    /// the durations and delays asked for (a test hook, not SDK API).
    @MainActor open class UIView: UIResponder {
        public struct AnimationOptions: OptionSet, Sendable {
            public let rawValue: UInt
            public init(rawValue: UInt) { self.rawValue = rawValue }
            public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
            public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
            public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
            public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
            public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
            public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
            public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
            public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
            public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
            public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        }

        public enum AnimationCurve: Int, Sendable {
            case easeInOut = 0, easeIn, easeOut, linear
        }

        public var frame: CGRect
        open var backgroundColor: UIColor?
        open var alpha: CGFloat = 1
        open var isHidden = false
        open var tintColor: UIColor! = UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)
        open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

        public init(frame: CGRect) {
            self.frame = frame
        }

        public convenience override init() { self.init(frame: .zero) }

        open var traitCollection: UITraitCollection {
            UITraitCollection(traitsFrom: [UITraitCollection.current, UITraitCollection(userInterfaceStyle: overrideUserInterfaceStyle)])
        }

        /// The animations asked for: (duration, delay, options) (a test hook, not SDK API).
        public static var _animations: [(duration: TimeInterval, delay: TimeInterval, options: AnimationOptions)] = []

        open class func animate(
            withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
        ) {
            _animations.append((duration, delay, options))
            animations()
            completion?(true)
        }

        open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
            animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
        }

        open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
            animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
        }

        open class func animate(
            withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
            initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
            completion: ((Bool) -> Void)? = nil
        ) {
            animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
        }

        open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { actionsWithoutAnimation() }
    }

    public enum UITimingCurveType: Int, Sendable {
        case builtin = 0, cubic, spring, composed
    }

    public enum UIViewAnimatingPosition: Int, Sendable {
        case end = 0, start, current
    }

    /// Main-actor bound, like the classes that adopt it (NS_SWIFT_UI_ACTOR; the stricter choice for the
    /// protocol itself).
    @MainActor public protocol UITimingCurveProvider: NSObjectProtocol {
        var timingCurveType: UITimingCurveType { get }
        var cubicTimingParameters: UICubicTimingParameters? { get }
        var springTimingParameters: UISpringTimingParameters? { get }
    }

    /// Main-actor bound (NS_SWIFT_UI_ACTOR: the stricter choice where unconfirmed).
    @MainActor open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
        public let animationCurve: UIView.AnimationCurve
        public let controlPoint1: CGPoint
        public let controlPoint2: CGPoint

        public override init() {
            animationCurve = .easeInOut
            controlPoint1 = CGPoint(x: 0.42, y: 0)
            controlPoint2 = CGPoint(x: 0.58, y: 1)
        }

        public init(animationCurve curve: UIView.AnimationCurve) {
            animationCurve = curve
            let points: [UIView.AnimationCurve: (CGPoint, CGPoint)] = [
                .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1)),
                .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1)),
                .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1)),
                .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)),
            ]
            (controlPoint1, controlPoint2) = points[curve]!
        }

        public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
            animationCurve = .easeInOut
            controlPoint1 = point1
            controlPoint2 = point2
        }

        open var timingCurveType: UITimingCurveType { .cubic }
        open var cubicTimingParameters: UICubicTimingParameters? { self }
        open var springTimingParameters: UISpringTimingParameters? { nil }
    }

    @MainActor open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
        public let dampingRatio: CGFloat

        public override init() { dampingRatio = 1 }
        public init(dampingRatio ratio: CGFloat) { dampingRatio = ratio }

        open var timingCurveType: UITimingCurveType { .spring }
        open var cubicTimingParameters: UICubicTimingParameters? { nil }
        open var springTimingParameters: UISpringTimingParameters? { self }
    }

    /// Main-actor bound (NS_SWIFT_UI_ACTOR). `startAnimation()` runs the animations, then the completions
    /// with `.end`.
    @MainActor open class UIViewPropertyAnimator: NSObject {
        public let duration: TimeInterval
        public let timingParameters: (any UITimingCurveProvider)?
        private var animations: [() -> Void] = []
        private var completions: [(UIViewAnimatingPosition) -> Void] = []
        public private(set) var isRunning = false

        public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
            self.duration = duration
            timingParameters = parameters
        }

        public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
            self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
            if let animations { self.animations.append(animations) }
        }

        public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
            self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
            if let animations { self.animations.append(animations) }
        }

        public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
            self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
            if let animations { self.animations.append(animations) }
        }

        open func addAnimations(_ animation: @escaping () -> Void) { animations.append(animation) }

        open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

        open func startAnimation() {
            isRunning = true
            animations.forEach { $0() }
            isRunning = false
            completions.forEach { $0(.end) }
        }

        open func startAnimation(afterDelay delay: TimeInterval) { startAnimation() }
    }
#endif
