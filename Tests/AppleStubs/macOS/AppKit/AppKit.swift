// A stand-in for the part of AppKit that generated code uses, declared as the macOS 14/15 SDK declares
// it (labels, optionality, defaults, `Sendable`, `@MainActor`), for the macOS shape of the stand-ins.
// It is as strict as the SDK, never looser: where the SDK's exact declaration was not known, the
// stricter choice was made and a comment says so (see Tests/AppleStubs/README.md).
//
// In this shape there is no UIKit module at all, so `canImport(UIKit)` is false.
//
// Also declared here, because swift-corelibs-foundation lacks them and AppKit re-exports them:
// `CGLineCap`, `CGLineJoin` (CoreGraphics), an opaque `CTFont` (CoreText; no way to make one is
// modelled), `NSTextAlignment`, `NSLineBreakMode`, `NSParagraphStyle`, `NSMutableParagraphStyle` and
// the `NSAttributedString.Key` text attributes.
//
// Runnable behaviour: colours keep what they were made from and resolve dynamic providers against
// an `NSAppearance` (`NSAppearance.currentDrawing()` is per thread and starts as Aqua); a catalog or
// dynamic colour raises (here: traps) when asked for components before `usingColorSpace(_:)`, as
// AppKit does. Test hooks (never SDK API) start with an underscore: `NSColor._registerNamed`,
// `NSFont._installFamily`, `NSWorkspace._setAccessibilityDisplayShouldReduceMotion`.
@_exported import Foundation

// MARK: - Internal support

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

func _stubP3ToExtendedSRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
    let (lr, lg, lb) = (_stubLinear(r), _stubLinear(g), _stubLinear(b))
    let sr = 1.2249401 * lr - 0.2249404 * lg
    let sg = -0.0420569 * lr + 1.0420571 * lg
    let sb = -0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb
    return (_stubEncoded(sr), _stubEncoded(sg), _stubEncoded(sb))
}

// MARK: - CoreGraphics and CoreText values Foundation on Linux lacks

public enum CGLineCap: Int32, Sendable {
    case butt = 0, round = 1, square = 2
}

public enum CGLineJoin: Int32, Sendable {
    case miter = 0, round = 1, bevel = 2
}

/// CoreText's font, opaque: `Font(_: CTFont)` exists in SwiftUI on macOS, but this stand-in models no
/// way to make one (no `CTFontCreateWithName`, no toll-free `nsFont as CTFont`): stricter than the SDK.
public final class CTFont: @unchecked Sendable {
    public let _name: String
    public let _size: CGFloat
    init(name: String, size: CGFloat) {
        _name = name
        _size = size
    }
}

// MARK: - Text attributes

/// Apple-silicon values (the same as iOS); on Intel Macs right is 1 and center 2.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// Not `Sendable` here (the stricter choice).
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    var _lineSpacing: CGFloat = 0
    var _paragraphSpacing: CGFloat = 0
    var _alignment: NSTextAlignment = .natural
    var _lineBreakMode: NSLineBreakMode = .byWordWrapping
    var _minimumLineHeight: CGFloat = 0
    var _maximumLineHeight: CGFloat = 0
    var _lineHeightMultiple: CGFloat = 0

    public override init() {}

    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    open var lineSpacing: CGFloat { _lineSpacing }
    open var paragraphSpacing: CGFloat { _paragraphSpacing }
    open var alignment: NSTextAlignment { _alignment }
    open var lineBreakMode: NSLineBreakMode { _lineBreakMode }
    open var minimumLineHeight: CGFloat { _minimumLineHeight }
    open var maximumLineHeight: CGFloat { _maximumLineHeight }
    open var lineHeightMultiple: CGFloat { _lineHeightMultiple }

    func _copy<T: NSParagraphStyle>(into style: T) -> T {
        style._lineSpacing = _lineSpacing
        style._paragraphSpacing = _paragraphSpacing
        style._alignment = _alignment
        style._lineBreakMode = _lineBreakMode
        style._minimumLineHeight = _minimumLineHeight
        style._maximumLineHeight = _maximumLineHeight
        style._lineHeightMultiple = _lineHeightMultiple
        return style
    }

    open func copy(with zone: NSZone? = nil) -> Any { _copy(into: NSParagraphStyle()) }
    open func mutableCopy(with zone: NSZone? = nil) -> Any { _copy(into: NSMutableParagraphStyle()) }
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
    open override var alignment: NSTextAlignment {
        get { _alignment }
        set { _alignment = newValue }
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
}

// MARK: - Appearance

/// Not `Sendable` (the stricter choice); not main-actor bound (`currentDrawing()` is per thread).
open class NSAppearance: NSObject {
    public struct Name: Hashable, Equatable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let aqua = Name(rawValue: "NSAppearanceNameAqua")
        public static let darkAqua = Name(rawValue: "NSAppearanceNameDarkAqua")
        public static let vibrantLight = Name(rawValue: "NSAppearanceNameVibrantLight")
        public static let vibrantDark = Name(rawValue: "NSAppearanceNameVibrantDark")
        public static let accessibilityHighContrastAqua = Name(rawValue: "NSAppearanceNameAccessibilityAqua")
        public static let accessibilityHighContrastDarkAqua = Name(rawValue: "NSAppearanceNameAccessibilityDarkAqua")
        public static let accessibilityHighContrastVibrantLight = Name(rawValue: "NSAppearanceNameAccessibilityVibrantLight")
        public static let accessibilityHighContrastVibrantDark = Name(rawValue: "NSAppearanceNameAccessibilityVibrantDark")
    }

    /// For each system appearance, the names it matches, best first: itself, then the appearance it
    /// refines (vibrant → its base, high contrast → its standard-contrast base).
    static let matches: [Name: [Name]] = [
        .aqua: [.aqua],
        .darkAqua: [.darkAqua],
        .vibrantLight: [.vibrantLight, .aqua],
        .vibrantDark: [.vibrantDark, .darkAqua],
        .accessibilityHighContrastAqua: [.accessibilityHighContrastAqua, .aqua],
        .accessibilityHighContrastDarkAqua: [.accessibilityHighContrastDarkAqua, .darkAqua],
        .accessibilityHighContrastVibrantLight: [
            .accessibilityHighContrastVibrantLight, .vibrantLight, .accessibilityHighContrastAqua, .aqua,
        ],
        .accessibilityHighContrastVibrantDark: [
            .accessibilityHighContrastVibrantDark, .vibrantDark, .accessibilityHighContrastDarkAqua, .darkAqua,
        ],
    ]

    public let name: NSAppearance.Name

    /// Nil for a name that is not one of the system appearances.
    public init?(named name: NSAppearance.Name) {
        guard NSAppearance.matches[name] != nil else { return nil }
        self.name = name
    }

    /// The best of `appearances` for this appearance, or nil when none matches.
    open func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? {
        NSAppearance.matches[name]?.first { appearances.contains($0) }
    }

    open var allowsVibrancy: Bool { name.rawValue.contains("Vibrant") }

    /// macOS 11: the appearance drawing uses now, per thread; Aqua unless set by
    /// `performAsCurrentDrawingAppearance(_:)`.
    open class func currentDrawing() -> NSAppearance {
        (Thread.current.threadDictionary["_StubNSAppearanceCurrent"] as? NSAppearance) ?? NSAppearance(named: .aqua)!
    }

    /// macOS 11.
    open func performAsCurrentDrawingAppearance(_ block: () -> Void) {
        let saved = Thread.current.threadDictionary["_StubNSAppearanceCurrent"]
        Thread.current.threadDictionary["_StubNSAppearanceCurrent"] = self
        defer { Thread.current.threadDictionary["_StubNSAppearanceCurrent"] = saved }
        block()
    }

    open override var description: String { "NSAppearance(\(name.rawValue))" }
}

// MARK: - Colour

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

    /// The asset catalog's fallback order (see the UIKit stand-in).
    public static func _lookupOrder(dark: Bool, highContrast: Bool) -> [_ColorAppearance] {
        let own: Luminosity = dark ? .dark : .light
        return highContrast
            ? [_ColorAppearance(own, highContrast: true), _ColorAppearance(own), .anyHighContrast, .any]
            : [_ColorAppearance(own), .any]
    }

    public var description: String { "\(luminosity)\(highContrast ? "HighContrast" : "")" }
}

open class NSColorSpace: NSObject, @unchecked Sendable {
    let _isP3: Bool
    init(isP3: Bool) { _isP3 = isP3 }
    open class var sRGB: NSColorSpace { NSColorSpace(isP3: false) }
    open class var extendedSRGB: NSColorSpace { NSColorSpace(isP3: false) }
    open class var displayP3: NSColorSpace { NSColorSpace(isP3: true) }
    open override func isEqual(_ object: Any?) -> Bool { (object as? NSColorSpace)?._isP3 == _isP3 }
    open override var description: String { _isP3 ? "Display P3" : "sRGB" }
}

/// `Sendable` (the dynamic provider is `@Sendable` and captures colours, so the SDK must make NSColor
/// Sendable); not main-actor bound.
open class NSColor: NSObject, @unchecked Sendable {
    public typealias Name = String

    public enum ColorType: Int, Sendable {
        case componentBased = 0, pattern, catalog
    }

    enum Storage: @unchecked Sendable {
        case rgb(CGFloat, CGFloat, CGFloat, CGFloat, displayP3: Bool)
        case gray(CGFloat, CGFloat)
        case dynamic(Name?, @Sendable (NSAppearance) -> NSColor)
        case named(String, bundlePath: String, entries: [_ColorAppearance: NSColor])
    }

    let storage: Storage

    init(storage: Storage) { self.storage = storage }

    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .rgb(red, green, blue, alpha, displayP3: false)
    }

    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .rgb(red, green, blue, alpha, displayP3: true)
    }

    /// Compatible with sRGB (extended sRGB outside 0…1), as AppKit documents.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .rgb(red, green, blue, alpha, displayP3: false)
    }

    public init(white: CGFloat, alpha: CGFloat) { storage = .gray(white, alpha) }

    public init(genericGamma22White white: CGFloat, alpha: CGFloat) { storage = .gray(white, alpha) }

    /// macOS 10.15. The provider is `@Sendable`, as in the macOS 14/15 SDK (SDK-SIGNATURES.md).
    public init(name: NSColor.Name?, dynamicProvider: @escaping @Sendable (NSAppearance) -> NSColor) {
        storage = .dynamic(name, dynamicProvider)
    }

    /// macOS 10.13. Nothing is registered unless a test registers it with `NSColor._registerNamed`.
    public convenience init?(named name: NSColor.Name, bundle: Bundle?) {
        guard let entries = NSColor._namedEntries(name, bundle: bundle) else { return nil }
        self.init(storage: .named(name, bundlePath: (bundle ?? Bundle.main).bundlePath, entries: entries))
    }

    public convenience init?(named name: NSColor.Name) { self.init(named: name, bundle: nil) }

    open class var black: NSColor { NSColor(white: 0, alpha: 1) }
    open class var white: NSColor { NSColor(white: 1, alpha: 1) }
    open class var gray: NSColor { NSColor(white: 0.5, alpha: 1) }
    open class var clear: NSColor { NSColor(white: 0, alpha: 0) }
    open class var red: NSColor { NSColor(srgbRed: 1, green: 0, blue: 0, alpha: 1) }
    open class var green: NSColor { NSColor(srgbRed: 0, green: 1, blue: 0, alpha: 1) }
    open class var blue: NSColor { NSColor(srgbRed: 0, green: 0, blue: 1, alpha: 1) }

    /// A component-based colour for an appearance (dynamic and catalog colours resolve).
    func _resolved(for appearance: NSAppearance) -> NSColor {
        switch storage {
        case .dynamic(_, let provider): return provider(appearance)._resolved(for: appearance)
        case .named(_, _, let entries):
            let match = appearance.bestMatch(from: [
                .aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua,
            ])
            let dark = match == .darkAqua || match == .accessibilityHighContrastDarkAqua
            let high = match == .accessibilityHighContrastAqua || match == .accessibilityHighContrastDarkAqua
            return NSColor._entry(entries, dark: dark, highContrast: high) ?? NSColor(white: 0, alpha: 0)
        default: return self
        }
    }

    open var type: NSColor.ColorType {
        switch storage {
        case .rgb, .gray: return .componentBased
        case .dynamic, .named: return .catalog
        }
    }

    /// Resolves a catalog or dynamic colour with `NSAppearance.currentDrawing()`, then converts.
    open func usingColorSpace(_ space: NSColorSpace) -> NSColor? {
        let resolved = _resolved(for: NSAppearance.currentDrawing())
        switch resolved.storage {
        case .rgb(let r, let g, let b, let a, let p3):
            if p3 == space._isP3 { return resolved }
            if p3 {
                let s = _stubP3ToExtendedSRGB(Double(r), Double(g), Double(b))
                return NSColor(srgbRed: CGFloat(s.0), green: CGFloat(s.1), blue: CGFloat(s.2), alpha: a)
            }
            return nil  // sRGB → P3 conversion is not modelled
        case .gray(let w, let a): return space._isP3 ? nil : NSColor(srgbRed: w, green: w, blue: w, alpha: a)
        default: return nil
        }
    }

    open func usingType(_ type: NSColor.ColorType) -> NSColor? {
        type == .componentBased ? _resolved(for: NSAppearance.currentDrawing()) : (self.type == type ? self : nil)
    }

    private func rgbComponents(_ accessor: String) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        switch storage {
        case .rgb(let r, let g, let b, let a, _): return (r, g, b, a)
        case .gray(let w, let a): return (w, w, w, a)
        default:
            fatalError(
                "*** -\(accessor) not valid for the NSColor \(self); need to first convert colorspace (AppKit raises NSInvalidArgumentException)"
            )
        }
    }

    /// Valid only for a component-based RGB colour, as in AppKit.
    open var redComponent: CGFloat { rgbComponents("redComponent").0 }
    open var greenComponent: CGFloat { rgbComponents("greenComponent").1 }
    open var blueComponent: CGFloat { rgbComponents("blueComponent").2 }
    open var alphaComponent: CGFloat {
        switch storage {
        case .rgb(_, _, _, let a, _), .gray(_, let a): return a
        default: return 1
        }
    }

    open var colorSpace: NSColorSpace {
        guard case .rgb(_, _, _, _, let p3) = storage else {
            if case .gray = storage { return .sRGB }
            fatalError("*** -colorSpace not valid for the NSColor \(self) (AppKit raises NSInvalidArgumentException)")
        }
        return p3 ? .displayP3 : .sRGB
    }

    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) {
        let (r, g, b, a) = rgbComponents("getRed:green:blue:alpha:")
        red?.pointee = r
        green?.pointee = g
        blue?.pointee = b
        alpha?.pointee = a
    }

    open func withAlphaComponent(_ alpha: CGFloat) -> NSColor {
        switch storage {
        case .rgb(let r, let g, let b, _, let p3): return NSColor(storage: .rgb(r, g, b, alpha, displayP3: p3))
        case .gray(let w, _): return NSColor(white: w, alpha: alpha)
        default: return NSColor(name: nil) { [self] appearance in self._resolved(for: appearance).withAlphaComponent(alpha) }
        }
    }

    /// `sRGB(r, g, b, a)` / `displayP3(…)` / `named(name, bundle: main)` / for a dynamic colour
    /// `dynamic(light: …, dark: …, lightHighContrast: …, darkHighContrast: …)`, resolved for Aqua, Dark
    /// Aqua and their high-contrast appearances.
    open override var description: String {
        switch storage {
        case .rgb(let r, let g, let b, let a, let p3): return "\(p3 ? "displayP3" : "sRGB")(\(r), \(g), \(b), \(a))"
        case .gray(let w, let a): return "sRGB(\(w), \(w), \(w), \(a))"
        case .dynamic:
            let appearances: [(String, NSAppearance.Name)] = [
                ("light", .aqua), ("dark", .darkAqua), ("lightHighContrast", .accessibilityHighContrastAqua),
                ("darkHighContrast", .accessibilityHighContrastDarkAqua),
            ]
            return "dynamic("
                + appearances.map { "\($0.0): \(_resolved(for: NSAppearance(named: $0.1)!).description)" }.joined(separator: ", ")
                + ")"
        case .named(let name, let path, _):
            return "named(\(name), bundle: \(path == Bundle.main.bundlePath ? "main" : path))"
        }
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSColor else { return false }
        if other === self { return true }
        switch (storage, other.storage) {
        case (.rgb(let a, let b, let c, let d, let p), .rgb(let e, let f, let g, let h, let q)): return (a, b, c, d, p) == (e, f, g, h, q)
        case (.gray(let a, let b), .gray(let c, let d)): return (a, b) == (c, d)
        case (.named(let n, let p, _), .named(let m, let q, _)): return n == m && p == q
        default: return false
        }
    }

    open override var hash: Int { description.hashValue }

    // MARK: Test hooks (not SDK API)

    static let _catalog = _StubLocked([String: [_ColorAppearance: NSColor]]())

    /// Registers a colorset in `bundle`'s asset catalog (nil: the main bundle).
    public static func _registerNamed(_ name: String, in bundle: Bundle? = nil, _ entries: [_ColorAppearance: NSColor]) {
        _catalog.write { $0[(bundle ?? Bundle.main).bundlePath + "\u{0}" + name] = entries }
    }

    public static func _removeAllNamed() { _catalog.write { $0.removeAll() } }

    static func _namedEntries(_ name: String, bundle: Bundle?) -> [_ColorAppearance: NSColor]? {
        _catalog.read { $0[(bundle ?? Bundle.main).bundlePath + "\u{0}" + name] }
    }

    static func _entry(_ entries: [_ColorAppearance: NSColor], dark: Bool, highContrast: Bool) -> NSColor? {
        for appearance in _ColorAppearance._lookupOrder(dark: dark, highContrast: highContrast) {
            if let color = entries[appearance] { return color }
        }
        return nil
    }

    public static func _namedColor(_ name: String, in bundle: Bundle?, dark: Bool, highContrast: Bool) -> NSColor? {
        guard let entries = _namedEntries(name, bundle: bundle) else { return nil }
        return _entry(entries, dark: dark, highContrast: highContrast)
    }

    public func _components(dark: Bool, highContrast: Bool) -> (red: Double, green: Double, blue: Double, alpha: Double, displayP3: Bool)? {
        let name: NSAppearance.Name =
            dark
            ? (highContrast ? .accessibilityHighContrastDarkAqua : .darkAqua)
            : (highContrast ? .accessibilityHighContrastAqua : .aqua)
        switch _resolved(for: NSAppearance(named: name)!).storage {
        case .rgb(let r, let g, let b, let a, let p3): return (Double(r), Double(g), Double(b), Double(a), p3)
        case .gray(let w, let a): return (Double(w), Double(w), Double(w), Double(a), false)
        default: return nil
        }
    }
}

// MARK: - Fonts

/// Not `Sendable` here (UIFontDescriptor is; NSFontDescriptor's conformance was not confirmed: the
/// stricter choice).
open class NSFontDescriptor: NSObject {
    public struct AttributeName: Hashable, Equatable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
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
        public static let italic = SymbolicTraits(rawValue: 1 << 0)
        public static let bold = SymbolicTraits(rawValue: 1 << 1)
        public static let expanded = SymbolicTraits(rawValue: 1 << 5)
        public static let condensed = SymbolicTraits(rawValue: 1 << 6)
        public static let monoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let vertical = SymbolicTraits(rawValue: 1 << 11)
        public static let UIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let tightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let looseLeading = SymbolicTraits(rawValue: 1 << 16)
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

    /// The attributes are optional on macOS (unlike UIKit's).
    public init(fontAttributes attributes: [NSFontDescriptor.AttributeName: Any]? = nil) {
        self.attributes = attributes ?? [:]
    }

    public convenience init(name fontName: String, size: CGFloat) { self.init(fontAttributes: [.name: fontName, .size: size]) }

    open var fontAttributes: [NSFontDescriptor.AttributeName: Any] { attributes }
    open var pointSize: CGFloat { NSFontDescriptor._cgFloat(attributes[.size]) ?? 0 }
    open var postscriptName: String? { attributes[.name] as? String }

    open var symbolicTraits: NSFontDescriptor.SymbolicTraits {
        guard let traits = attributes[.traits] as? [TraitKey: Any] else { return [] }
        return (traits[.symbolic] as? SymbolicTraits) ?? []
    }

    open func object(forKey attribute: NSFontDescriptor.AttributeName) -> Any? { attributes[attribute] }

    open func addingAttributes(_ attributes: [NSFontDescriptor.AttributeName: Any]) -> NSFontDescriptor {
        NSFontDescriptor(fontAttributes: self.attributes.merging(attributes) { $1 })
    }

    open func withSize(_ newPointSize: CGFloat) -> NSFontDescriptor { addingAttributes([.size: newPointSize]) }

    open func withFamily(_ newFamily: String) -> NSFontDescriptor {
        var attributes = self.attributes
        attributes[.name] = nil
        attributes[.family] = newFamily
        return NSFontDescriptor(fontAttributes: attributes)
    }

    /// Not optional on macOS (AppKit returns the best match).
    open func withSymbolicTraits(_ symbolicTraits: NSFontDescriptor.SymbolicTraits) -> NSFontDescriptor {
        var traits = (attributes[.traits] as? [TraitKey: Any]) ?? [:]
        traits[.symbolic] = symbolicTraits
        return addingAttributes([.traits: traits])
    }

    open func withDesign(_ design: NSFontDescriptor.SystemDesign) -> NSFontDescriptor? {
        addingAttributes([AttributeName(rawValue: "NSCTFontUIFontDesignTrait"): design.rawValue])
    }

    var _weight: NSFont.Weight? {
        guard let traits = attributes[.traits] as? [TraitKey: Any], let value = traits[.weight] else { return nil }
        if let weight = value as? NSFont.Weight { return weight }
        return NSFontDescriptor._cgFloat(value).map(NSFont.Weight.init(rawValue:))
    }

    static func _cgFloat(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        default: return nil
        }
    }
}

/// Not `Sendable` here: NSFont's sendability in the macOS 14/15 SDK was not confirmed (the stricter
/// choice). The system font has San Francisco's vertical metrics (ascender 1950/2048, descender
/// −494/2048 of the point size).
open class NSFont: NSObject {
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

    public struct _Face: Sendable {
        public var name: String
        public var weight: NSFont.Weight
        public var italic: Bool
        public init(_ name: String, weight: NSFont.Weight = .regular, italic: Bool = false) {
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
    static let _installed = _StubLocked([String: _Family]())

    /// macOS text-style sizes (HIG, Typography, macOS): no Dynamic Type.
    static let _styleSizes: [String: CGFloat] = [
        "UICTFontTextStyleTitle0": 26, "UICTFontTextStyleTitle1": 22, "UICTFontTextStyleTitle2": 17,
        "UICTFontTextStyleTitle3": 15, "UICTFontTextStyleHeadline": 13, "UICTFontTextStyleBody": 13,
        "UICTFontTextStyleCallout": 12, "UICTFontTextStyleSubhead": 11, "UICTFontTextStyleFootnote": 10,
        "UICTFontTextStyleCaption1": 10, "UICTFontTextStyleCaption2": 10,
    ]

    private let name: String
    private let family: String
    private let size: CGFloat
    private let weight: Weight
    private let italic: Bool
    private let ascenderRatio: CGFloat
    private let descenderRatio: CGFloat

    private init(name: String, family: String, size: CGFloat, weight: Weight, italic: Bool, ascender: CGFloat, descender: CGFloat) {
        self.name = name
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        ascenderRatio = ascender
        descenderRatio = descender
    }

    private static func system(size: CGFloat, weight: Weight) -> NSFont {
        NSFont(
            name: weight == .regular ? _systemFamily : "\(_systemFamily)-\(weight.rawValue)", family: _systemFamily, size: size,
            weight: weight, italic: false, ascender: 1950.0 / 2048, descender: -494.0 / 2048)
    }

    private static func _face(named name: String) -> (String, _Family, _Face)? {
        _installed.read { families in
            for (family, info) in families {
                if let face = info.faces.first(where: { $0.name == name }) { return (family, info, face) }
            }
            return nil
        }
    }

    /// An installed face by PostScript name; nil otherwise.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let (family, info, face) = NSFont._face(named: fontName) else { return nil }
        self.init(
            name: face.name, family: family, size: fontSize, weight: face.weight, italic: face.italic, ascender: info.ascender,
            descender: info.descender)
    }

    /// Failable on macOS. Nil when the descriptor names no installed face and is not the system font's.
    public convenience init?(descriptor fontDescriptor: NSFontDescriptor, size fontSize: CGFloat) {
        let size = fontSize != 0 ? fontSize : fontDescriptor.pointSize
        let weight = fontDescriptor._weight ?? (fontDescriptor.symbolicTraits.contains(.bold) ? .bold : .regular)
        let italic = fontDescriptor.symbolicTraits.contains(.italic)
        if let name = fontDescriptor.fontAttributes[.name] as? String {
            if let (family, info, face) = NSFont._face(named: name) {
                self.init(
                    name: face.name, family: family, size: size, weight: face.weight, italic: face.italic, ascender: info.ascender,
                    descender: info.descender)
                return
            }
            guard name.hasPrefix(NSFont._systemFamily) || name.hasPrefix(".SF") else { return nil }
        } else if let family = fontDescriptor.fontAttributes[.family] as? String, family != NSFont._systemFamily {
            guard let info = NSFont._installed.read({ $0[family] }),
                let face = info.faces.filter({ $0.italic == italic }).min(by: {
                    abs($0.weight.rawValue - weight.rawValue) < abs($1.weight.rawValue - weight.rawValue)
                }) ?? info.faces.first
            else { return nil }
            self.init(
                name: face.name, family: family, size: size, weight: face.weight, italic: face.italic, ascender: info.ascender,
                descender: info.descender)
            return
        }
        let system = NSFont.system(size: size, weight: weight)
        self.init(
            name: system.name, family: system.family, size: size, weight: weight, italic: italic, ascender: system.ascenderRatio,
            descender: system.descenderRatio)
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> NSFont { system(size: fontSize, weight: .regular) }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> NSFont { system(size: fontSize, weight: .bold) }
    open class func systemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont { system(size: fontSize, weight: weight) }
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont {
        system(size: fontSize, weight: weight)
    }
    open class var systemFontSize: CGFloat { 13 }

    /// macOS 11.
    open class func preferredFont(forTextStyle style: NSFont.TextStyle, options: [String: Any] = [:]) -> NSFont {
        system(size: _styleSizes[style.rawValue] ?? 13, weight: style == .headline ? .bold : .regular)
    }

    open var fontName: String { name }
    open var familyName: String? { family }
    open var displayName: String? { name }
    open var pointSize: CGFloat { size }
    open var ascender: CGFloat { size * ascenderRatio }
    open var descender: CGFloat { size * descenderRatio }
    open var leading: CGFloat { 0 }
    open var capHeight: CGFloat { size * 0.7 }
    open var xHeight: CGFloat { size * 0.52 }

    open var fontDescriptor: NSFontDescriptor {
        var traits: [NSFontDescriptor.TraitKey: Any] = [.weight: weight.rawValue]
        if italic { traits[.symbolic] = NSFontDescriptor.SymbolicTraits.italic }
        return NSFontDescriptor(fontAttributes: [.name: name, .family: family, .size: size, .traits: traits])
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSFont else { return false }
        return other.name == name && other.size == size
    }

    open override var hash: Int { name.hashValue ^ size.hashValue }

    open override var description: String { "NSFont(\(name), \(size))" }

    // MARK: Test hooks (not SDK API)

    public static func _installFamily(_ family: String, faces: [_Face], lineHeight: CGFloat = 1.2, ascender: CGFloat? = nil) {
        let up = ascender ?? lineHeight * 0.8
        _installed.write { $0[family] = _Family(faces: faces, ascender: up, descender: up - lineHeight) }
    }

    public static func _uninstallAllFamilies() { _installed.write { $0.removeAll() } }
}

// MARK: - Workspace (system settings)

/// Not `Sendable` (unconfirmed: the stricter choice); its accessibility settings are nonisolated, as Apple
/// documents them (no actor attribute).
open class NSWorkspace: NSObject {
    static let settings = _StubLocked((reduceMotion: false, increaseContrast: false, reduceTransparency: false))
    nonisolated(unsafe) static let sharedWorkspace = NSWorkspace()

    open class var shared: NSWorkspace { sharedWorkspace }

    open var accessibilityDisplayShouldReduceMotion: Bool { NSWorkspace.settings.read { $0.reduceMotion } }
    open var accessibilityDisplayShouldIncreaseContrast: Bool { NSWorkspace.settings.read { $0.increaseContrast } }
    open var accessibilityDisplayShouldReduceTransparency: Bool { NSWorkspace.settings.read { $0.reduceTransparency } }

    /// Test hooks (not SDK API): the system's accessibility display settings.
    public static func _setAccessibilityDisplayShouldReduceMotion(_ enabled: Bool) { settings.write { $0.reduceMotion = enabled } }
    public static func _setAccessibilityDisplayShouldIncreaseContrast(_ enabled: Bool) { settings.write { $0.increaseContrast = enabled } }
}

// MARK: - Views

@MainActor open class NSResponder: NSObject {
    public override init() {}
}

/// Main-actor bound (NS_SWIFT_UI_ACTOR).
@MainActor open class NSView: NSResponder {
    open var frame: NSRect
    open var appearance: NSAppearance?
    open var isHidden = false

    public init(frame frameRect: NSRect) {
        frame = frameRect
    }

    public convenience override init() { self.init(frame: .zero) }

    open var effectiveAppearance: NSAppearance { appearance ?? NSAppearance.currentDrawing() }
}
