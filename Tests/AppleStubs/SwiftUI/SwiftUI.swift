// A stand-in for the part of SwiftUI that generated code and the apps' code use, declared as the iOS
// 17/18 SDK (macOS 14/15, watchOS 10/11) declares it: labels, optionality, generic constraints,
// defaults, `Sendable`, and actor isolation as the iOS 18 SDK has it (`View`, `ViewModifier`, `App`,
// `Scene`, `PreviewProvider` are `@MainActor @preconcurrency`; view modifiers, `Text`, `Color`, `Font`
// and the container views' initialisers are nonisolated). It is as strict as the SDK, never looser:
// where the exact declaration was not known, the stricter choice was made and a comment says so.
//
// One source for every shape:
// - iOS: built with the UIKit stand-in on the search path (`canImport(UIKit)`): `Color(uiColor:)`,
//   `Font(_: UIFont)`, the UIKit bridges.
// - watchOS: the same, with `-D STUB_WATCHOS` (and the watchOS UIKit stand-in): no light/dark switch.
// - macOS: built with the AppKit stand-in instead (`canImport(AppKit)`): `Color(nsColor:)`,
//   `Font(_: CTFont)`, the AppKit bridges; no UIKit.
//
// Nothing is drawn. Values keep what they were made from, for tests to read: `Color.description`
// (`named(name, bundle: main)`, `sRGB(r, g, b, a)`, `uiColor(…)`, `nsColor(…)`, `system(name)`),
// `Color._resolved(dark:highContrast:)`, `Font._recipe`, and the modifiers a view records
// (`ModifiedContent.modifier`, a `_StubModifier` with its name and arguments). Test hooks (never
// SDK API) start with an underscore.
@_exported import Foundation

#if canImport(UIKit)
    @_exported import UIKit
    public typealias _PlatformColor = UIColor
#elseif canImport(AppKit)
    @_exported import AppKit
    public typealias _PlatformColor = NSColor
#endif

// MARK: - Layout values

public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ e: Edge) { self.rawValue = 1 << e.rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let all = Set(rawValue: 15)
        public static let horizontal = Set(rawValue: 10)
        public static let vertical = Set(rawValue: 5)
    }
}

public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal, vertical

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

public struct HorizontalAlignment: Equatable, Sendable {
    private let id: Int
    public static let leading = HorizontalAlignment(id: 0)
    public static let center = HorizontalAlignment(id: 1)
    public static let trailing = HorizontalAlignment(id: 2)
    public static let listRowSeparatorLeading = HorizontalAlignment(id: 3)
    public static let listRowSeparatorTrailing = HorizontalAlignment(id: 4)
}

public struct VerticalAlignment: Equatable, Sendable {
    private let id: Int
    public static let top = VerticalAlignment(id: 0)
    public static let center = VerticalAlignment(id: 1)
    public static let bottom = VerticalAlignment(id: 2)
    public static let firstTextBaseline = VerticalAlignment(id: 3)
    public static let lastTextBaseline = VerticalAlignment(id: 4)
}

public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init() { self.init(x: 0, y: 0) }
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle()
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

public enum RoundedCornerStyle: Equatable, Hashable, Sendable {
    case circular, continuous
}

public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// `Equatable`, `Sendable` (Apple's documentation lists both).
public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

// MARK: - Environment

public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light, dark
}

public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
    case standard, increased
}

public enum LegibilityWeight: Hashable, Sendable {
    case regular, bold
}

public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// Not `Sendable` (the stricter choice: the SDK's conformance was not confirmed).
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: (name: String, value: Any)] = [:]

    public init() {}

    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { (values[ObjectIdentifier(key)]?.value as? K.Value) ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = ("\(K.self)", newValue) }
    }

    public var description: String {
        "[" + values.values.map { "\($0.name) = \($0.value)" }.sorted().joined(separator: ", ") + "]"
    }

    private struct ColorSchemeKey: EnvironmentKey { static var defaultValue: ColorScheme { .light } }
    private struct ContrastKey: EnvironmentKey { static var defaultValue: ColorSchemeContrast { .standard } }
    private struct ReduceMotionKey: EnvironmentKey { static var defaultValue: Bool { false } }
    private struct ReduceTransparencyKey: EnvironmentKey { static var defaultValue: Bool { false } }
    private struct DifferentiateWithoutColorKey: EnvironmentKey { static var defaultValue: Bool { false } }
    private struct DynamicTypeSizeKey: EnvironmentKey { static var defaultValue: DynamicTypeSize { .large } }
    private struct LegibilityWeightKey: EnvironmentKey { static var defaultValue: LegibilityWeight? { .regular } }
    private struct FontKey: EnvironmentKey { static var defaultValue: Font? { nil } }
    private struct IsEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
    private struct DisplayScaleKey: EnvironmentKey { static var defaultValue: CGFloat { 1 } }
    private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { Locale(identifier: "en_US") } }

    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    /// Get-only, as in the SDK (the system's Increase Contrast setting).
    public var colorSchemeContrast: ColorSchemeContrast { self[ContrastKey.self] }
    /// Get-only, as in the SDK (the system's Reduce Motion setting).
    public var accessibilityReduceMotion: Bool { self[ReduceMotionKey.self] }
    public var accessibilityReduceTransparency: Bool { self[ReduceTransparencyKey.self] }
    public var accessibilityDifferentiateWithoutColor: Bool { self[DifferentiateWithoutColorKey.self] }
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    // MARK: Test hooks (not SDK API): the system settings behind the get-only values.

    public mutating func _setColorSchemeContrast(_ contrast: ColorSchemeContrast) { self[ContrastKey.self] = contrast }
    public mutating func _setAccessibilityReduceMotion(_ enabled: Bool) { self[ReduceMotionKey.self] = enabled }
    public mutating func _setAccessibilityReduceTransparency(_ enabled: Bool) { self[ReduceTransparencyKey.self] = enabled }

    final class _Stack: @unchecked Sendable {
        let lock = NSLock()
        var stack: [EnvironmentValues] = []
    }
    static let _stack = _Stack()

    /// The environment `@Environment` and `@ScaledMetric` read: the innermost `_withCurrent`, else the
    /// defaults (SwiftUI reads the default outside a view update too).
    public static var _current: EnvironmentValues {
        _stack.lock.lock()
        defer { _stack.lock.unlock() }
        return _stack.stack.last ?? EnvironmentValues()
    }

    /// Runs `body` with `environment` as the one views read (a test hook, not SDK API), e.g. to
    /// evaluate a view's `body` in dark mode with Reduce Motion on.
    public static func _withCurrent<R>(_ environment: EnvironmentValues, _ body: () throws -> R) rethrows -> R {
        _stack.lock.lock()
        _stack.stack.append(environment)
        _stack.lock.unlock()
        defer {
            _stack.lock.lock()
            _stack.stack.removeLast()
            _stack.lock.unlock()
        }
        return try body()
    }
}

public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// `Sendable` whatever its value, as Apple's documentation lists it.
@propertyWrapper public struct Environment<Value>: DynamicProperty, @unchecked Sendable {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    public var wrappedValue: Value { EnvironmentValues._current[keyPath: keyPath] }
}

/// Apple's published Dynamic Type sizes (HIG, Typography, iOS) for the body style and the others,
/// indexed by `DynamicTypeSize`; Large (index 3) is the default. The macOS shape does not scale.
enum _StubTypeScale {
    static let sizes: [Font.TextStyle: [Double]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]

    static func factor(_ style: Font.TextStyle, _ size: DynamicTypeSize) -> Double {
        #if canImport(UIKit)
            let table = sizes[style]!
            return table[DynamicTypeSize.allCases.firstIndex(of: size)!] / table[3]
        #else
            return 1
        #endif
    }
}

/// A value that scales with Dynamic Type (`Value: BinaryFloatingPoint`), relative to body unless told.
/// It reads the environment's `dynamicTypeSize` (see `EnvironmentValues._withCurrent`).
@propertyWrapper public struct ScaledMetric<Value>: DynamicProperty where Value: BinaryFloatingPoint {
    private let baseValue: Value
    private let textStyle: Font.TextStyle

    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }

    public var wrappedValue: Value {
        baseValue * Value(_StubTypeScale.factor(textStyle, EnvironmentValues._current.dynamicTypeSize))
    }
}

extension ScaledMetric: Sendable where Value: Sendable {}

@propertyWrapper public struct State<Value>: DynamicProperty {
    private final class Box { var value: Value; init(_ value: Value) { self.value = value } }
    private let box: Box

    public init(wrappedValue value: Value) { box = Box(value) }
    public init(initialValue value: Value) { box = Box(value) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}

// MARK: - Views

/// Main-actor bound, as in the iOS 18 SDK (`@MainActor @preconcurrency`).
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// A view with no body of its own: SwiftUI's primitive views (a stand-in detail, not SDK API).
public protocol _PrimitiveView: View where Body == Never {}

extension _PrimitiveView {
    public var body: Never { fatalError("\(Self.self) is a primitive view: it has no body") }
}

nonisolated public struct EmptyView: _PrimitiveView, Sendable {
    public init() {}
}

nonisolated public struct TupleView<T>: _PrimitiveView {
    public var value: T
    public init(_ value: T) { self.value = value }
}

nonisolated public struct _ConditionalContent<TrueContent, FalseContent>: _PrimitiveView
where TrueContent: View, FalseContent: View {
    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    public let storage: Storage
}

nonisolated public struct AnyView: _PrimitiveView {
    public let _view: Any
    public init<V>(_ view: V) where V: View { _view = view }
    public init<V>(erasing view: V) where V: View { _view = view }
}

@resultBuilder public struct ViewBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
    where repeat each Content: View { TupleView((repeat each content)) }
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View { _ConditionalContent(storage: .trueContent(first)) }
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View { _ConditionalContent(storage: .falseContent(second)) }
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View { AnyView(content) }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("Optional is a primitive view") }
}

nonisolated public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError("ModifiedContent is a primitive view") }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public typealias Body = Never
    public func body(content: _ViewModifier_Content<ModifiedContent<Content, Modifier>>) -> Never {
        fatalError("ModifiedContent is a primitive modifier")
    }
}

/// Main-actor bound, as in the iOS 18 SDK (`@MainActor @preconcurrency`).
@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
    typealias Content = _ViewModifier_Content<Self>
}

extension ViewModifier {
    nonisolated public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }
}

nonisolated public struct _ViewModifier_Content<Modifier>: _PrimitiveView where Modifier: ViewModifier {}

/// What a built-in modifier of the stand-in records: its name and its arguments' descriptions (a
/// stand-in detail, not SDK API). The view itself is returned as it was.
nonisolated public struct _StubModifier: ViewModifier {
    public let name: String
    public let arguments: [String]
    public init(_ name: String, _ arguments: [String] = []) {
        self.name = name
        self.arguments = arguments
    }
    public func body(content: Content) -> Content { content }
}

func _describe(_ value: Any?) -> String {
    guard let value else { return "nil" }
    return String(describing: value)
}

// View modifiers: nonisolated, as in the iOS 18 SDK.
extension View {
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }

    nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle {
        modifier(_StubModifier("foregroundStyle", [_describe(style)]))
    }
    nonisolated public func foregroundStyle<S1, S2>(_ primary: S1, _ secondary: S2) -> some View where S1: ShapeStyle, S2: ShapeStyle {
        modifier(_StubModifier("foregroundStyle", [_describe(primary), _describe(secondary)]))
    }
    nonisolated public func foregroundColor(_ color: Color?) -> some View { modifier(_StubModifier("foregroundColor", [_describe(color)])) }
    nonisolated public func tint(_ tint: Color?) -> some View { modifier(_StubModifier("tint", [_describe(tint)])) }
    nonisolated public func tint<S>(_ tint: S?) -> some View where S: ShapeStyle { modifier(_StubModifier("tint", [_describe(tint)])) }

    nonisolated public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle {
        modifier(_StubModifier("background", [_describe(style)]))
    }
    nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_StubModifier("background", []))
    }
    nonisolated public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View
    where S: ShapeStyle, T: Shape {
        modifier(_StubModifier("background", [_describe(style), _describe(shape)]))
    }
    nonisolated public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View {
        modifier(_StubModifier("background", [_describe(content())]))
    }
    /// iOS 13's form (soft-deprecated: no warning in the SDK before version 100000); disfavoured, so a
    /// `Color` goes to the `ShapeStyle` form as with the SDK.
    @_disfavoredOverload
    nonisolated public func background<Background>(_ background: Background, alignment: Alignment = .center) -> some View
    where Background: View {
        modifier(_StubModifier("background", [_describe(background)]))
    }

    nonisolated public func overlay<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle {
        modifier(_StubModifier("overlay", [_describe(style)]))
    }
    nonisolated public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View {
        modifier(_StubModifier("overlay", [_describe(content())]))
    }
    @_disfavoredOverload
    nonisolated public func overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center) -> some View where Overlay: View {
        modifier(_StubModifier("overlay", [_describe(overlay)]))
    }

    nonisolated public func font(_ font: Font?) -> some View { modifier(_StubModifier("font", [_describe(font)])) }
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { modifier(_StubModifier("fontWeight", [_describe(weight)])) }
    nonisolated public func bold(_ isActive: Bool = true) -> some View { modifier(_StubModifier("bold", ["\(isActive)"])) }
    nonisolated public func italic(_ isActive: Bool = true) -> some View { modifier(_StubModifier("italic", ["\(isActive)"])) }
    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { modifier(_StubModifier("lineSpacing", ["\(lineSpacing)"])) }
    nonisolated public func tracking(_ tracking: CGFloat) -> some View { modifier(_StubModifier("tracking", ["\(tracking)"])) }
    nonisolated public func kerning(_ kerning: CGFloat) -> some View { modifier(_StubModifier("kerning", ["\(kerning)"])) }
    nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        modifier(_StubModifier("baselineOffset", ["\(baselineOffset)"]))
    }

    nonisolated public func padding(_ insets: EdgeInsets) -> some View { modifier(_StubModifier("padding", [_describe(insets)])) }
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_StubModifier("padding", [_describe(edges), _describe(length)]))
    }
    nonisolated public func padding(_ length: CGFloat) -> some View { modifier(_StubModifier("padding", ["\(length)"])) }

    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_StubModifier("frame", [_describe(width), _describe(height)]))
    }
    nonisolated public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        modifier(
            _StubModifier(
                "frame",
                [minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight].map { _describe($0) }))
    }

    nonisolated public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View {
        modifier(_StubModifier("shadow", [_describe(color), "\(radius)", "\(x)", "\(y)"]))
    }
    nonisolated public func opacity(_ opacity: Double) -> some View { modifier(_StubModifier("opacity", ["\(opacity)"])) }
    nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(_StubModifier("cornerRadius", ["\(radius)"]))
    }
    nonisolated public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S: Shape {
        modifier(_StubModifier("clipShape", [_describe(shape)]))
    }

    nonisolated public func animation<V>(_ animation: Animation?, value: V) -> some View where V: Equatable {
        modifier(_StubModifier("animation", [_describe(animation), _describe(value)]))
    }
    nonisolated public func transition(_ t: AnyTransition) -> some View { modifier(_StubModifier("transition", [_describe(t)])) }

    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_StubModifier("environment", [_describe(keyPath), _describe(value)]))
    }
    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(_StubModifier("preferredColorScheme", [_describe(colorScheme)]))
    }
    nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        modifier(_StubModifier("dynamicTypeSize", [_describe(size)]))
    }
    nonisolated public func dynamicTypeSize<T>(_ range: T) -> some View where T: RangeExpression, T.Bound == DynamicTypeSize {
        modifier(_StubModifier("dynamicTypeSize", [_describe(range)]))
    }

    nonisolated public func navigationTitle(_ title: Text) -> some View { modifier(_StubModifier("navigationTitle", [_describe(title)])) }
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        modifier(_StubModifier("navigationTitle", [_describe(titleKey)]))
    }
    @_disfavoredOverload
    nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol {
        modifier(_StubModifier("navigationTitle", [String(title)]))
    }
    nonisolated public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle {
        modifier(_StubModifier("buttonStyle", [_describe(style)]))
    }
}

// MARK: - Text

/// A `_FormatSpecifiable` value can be interpolated into a `LocalizedStringKey` (numbers, as in SwiftUI).
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg
    var _arg: Self._Arg { get }
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable { public var _arg: Int { self }; public var _specifier: String { "%lld" } }
extension Int8: _FormatSpecifiable { public var _arg: Int8 { self }; public var _specifier: String { "%d" } }
extension Int16: _FormatSpecifiable { public var _arg: Int16 { self }; public var _specifier: String { "%d" } }
extension Int32: _FormatSpecifiable { public var _arg: Int32 { self }; public var _specifier: String { "%d" } }
extension Int64: _FormatSpecifiable { public var _arg: Int64 { self }; public var _specifier: String { "%lld" } }
extension UInt: _FormatSpecifiable { public var _arg: UInt { self }; public var _specifier: String { "%llu" } }
extension UInt8: _FormatSpecifiable { public var _arg: UInt8 { self }; public var _specifier: String { "%u" } }
extension UInt16: _FormatSpecifiable { public var _arg: UInt16 { self }; public var _specifier: String { "%u" } }
extension UInt32: _FormatSpecifiable { public var _arg: UInt32 { self }; public var _specifier: String { "%u" } }
extension UInt64: _FormatSpecifiable { public var _arg: UInt64 { self }; public var _specifier: String { "%llu" } }
extension Float: _FormatSpecifiable { public var _arg: Float { self }; public var _specifier: String { "%f" } }
extension Double: _FormatSpecifiable { public var _arg: Double { self }; public var _specifier: String { "%lf" } }
extension CGFloat: _FormatSpecifiable { public var _arg: CGFloat { self }; public var _specifier: String { "%lf" } }

/// Its interpolation takes what SwiftUI's does (strings, numbers, `Text`, formatted values), not
/// any value as `String` interpolation would.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable, CustomStringConvertible {
    let key: String

    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { key = stringInterpolation.key }

    public var description: String { key }

    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { key += literal }
        public mutating func appendInterpolation(_ string: String) { key += string }
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil)
        where Subject: ReferenceConvertible {
            key += formatter?.string(for: subject) ?? "\(subject)"
        }
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil) where Subject: NSObject {
            key += formatter?.string(for: subject) ?? "\(subject)"
        }
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable { key += "\(value)" }
        public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable {
            key += "\(value)"
        }
        public mutating func appendInterpolation(_ text: Text) { key += text._content }
        public mutating func appendInterpolation<F>(_ input: F.FormatInput, format: F) where F: FormatStyle, F.FormatOutput == String {
            key += format.format(input)
        }
    }
}

/// `Sendable`, not main-actor bound; its modifiers return `Text`.
nonisolated public struct Text: Equatable, Sendable, _PrimitiveView {
    let _content: String
    /// The modifiers applied, in order (a stand-in detail, for tests: `font(system(size: 17.0, …))`).
    public let _modifiers: [String]

    init(content: String, modifiers: [String]) {
        _content = content
        _modifiers = modifiers
    }

    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(content: key.key, modifiers: [])
    }

    @_disfavoredOverload
    public init<S>(_ content: S) where S: StringProtocol { self.init(content: String(content), modifiers: []) }

    public init(verbatim content: String) { self.init(content: content, modifiers: []) }

    public init(_ attributedContent: AttributedString) {
        self.init(content: String(attributedContent.characters), modifiers: [])
    }

    private func adding(_ modifier: String) -> Text { Text(content: _content, modifiers: _modifiers + [modifier]) }

    public func font(_ font: Font?) -> Text { adding("font(\(_describe(font)))") }
    public func fontWeight(_ weight: Font.Weight?) -> Text { adding("fontWeight(\(_describe(weight)))") }
    public func bold() -> Text { adding("bold()") }
    public func bold(_ isActive: Bool) -> Text { adding("bold(\(isActive))") }
    public func italic() -> Text { adding("italic()") }
    public func italic(_ isActive: Bool) -> Text { adding("italic(\(isActive))") }
    public func tracking(_ tracking: CGFloat) -> Text { adding("tracking(\(tracking))") }
    public func kerning(_ kerning: CGFloat) -> Text { adding("kerning(\(kerning))") }
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { adding("baselineOffset(\(baselineOffset))") }
    public func foregroundColor(_ color: Color?) -> Text { adding("foregroundColor(\(_describe(color)))") }
    public func foregroundStyle<S>(_ style: S) -> Text where S: ShapeStyle { adding("foregroundStyle(\(_describe(style)))") }

    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(content: lhs._content + rhs._content, modifiers: lhs._modifiers + rhs._modifiers)
    }
}

nonisolated public struct Image: Equatable, Sendable, _PrimitiveView {
    let name: String
    public init(_ name: String, bundle: Bundle? = nil) { self.name = name }
    public init(systemName: String) { name = "system:" + systemName }
    public init(decorative name: String, bundle: Bundle? = nil) { self.name = name }
    public func resizable() -> Image { self }
}

// MARK: - Controls and containers (initialisers nonisolated, as in the iOS 18 SDK)

nonisolated public struct TextField<Label>: _PrimitiveView where Label: View {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) where Label == Text {}
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>) where Label == Text, S: StringProtocol {}
}

/// The action is `@MainActor`, as in the SDK.
nonisolated public struct Button<Label>: _PrimitiveView where Label: View {
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) where Label == Text {}
    @_disfavoredOverload
    public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where Label == Text, S: StringProtocol {}
}

nonisolated public struct Label<Title, Icon>: _PrimitiveView where Title: View, Icon: View {
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) where Title == Text, Icon == Image {}
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage name: String) where Title == Text, Icon == Image, S: StringProtocol {}
}

public protocol PrimitiveButtonStyle {}

nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

nonisolated public struct VStack<Content>: _PrimitiveView where Content: View {
    public let _content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        _content = content()
    }
}

nonisolated public struct HStack<Content>: _PrimitiveView where Content: View {
    public let _content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        _content = content()
    }
}

nonisolated public struct ZStack<Content>: _PrimitiveView where Content: View {
    public let _content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { _content = content() }
}

nonisolated public struct ScrollView<Content>: _PrimitiveView where Content: View {
    public let _content: Content
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        _content = content()
    }
}

nonisolated public struct Group<Content> {
    public let _content: Content
}

extension Group: View, _PrimitiveView where Content: View {
    public init(@ViewBuilder content: () -> Content) { _content = content() }
}

nonisolated public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    public var data: Data
    public var content: (Data.Element) -> Content
}

extension ForEach: View, _PrimitiveView where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }

    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Data.Element: Identifiable {
        self.data = data
        self.content = content
    }

    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) where Data == Range<Int>, ID == Int {
        self.data = data
        self.content = content
    }
}

nonisolated public struct Spacer: _PrimitiveView, Sendable {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

nonisolated public struct Divider: _PrimitiveView, Sendable {
    public init() {}
}

public struct NavigationPath {
    public init() {}
}

nonisolated public struct NavigationStack<Data, Root>: _PrimitiveView where Root: View {
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {}
}

// MARK: - Shape styles

public protocol ShapeStyle: Sendable {
    associatedtype Resolved: ShapeStyle = Never
    func resolve(in environment: EnvironmentValues) -> Self.Resolved
}

extension ShapeStyle where Self.Resolved == Never {
    public func resolve(in environment: EnvironmentValues) -> Never { fatalError("\(Self.self) resolves to nothing here") }
}

extension Never: ShapeStyle {
    public typealias Resolved = Never
}

public struct ForegroundStyle: ShapeStyle {
    public init() {}
}

public struct BackgroundStyle: ShapeStyle {
    public init() {}
}

public struct TintShapeStyle: ShapeStyle {
    public init() {}
}

public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

public struct Gradient: Equatable, Hashable, ShapeStyle {
    public struct Stop: Equatable, Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }
    public var stops: [Gradient.Stop]
    public init(stops: [Gradient.Stop]) { self.stops = stops }
    public init(colors: [Color]) {
        stops = colors.enumerated().map { index, color in
            Stop(color: color, location: colors.count > 1 ? CGFloat(index) / CGFloat(colors.count - 1) : 0)
        }
    }
}

nonisolated public struct LinearGradient: ShapeStyle, _PrimitiveView {
    public let gradient: Gradient
    public let startPoint: UnitPoint
    public let endPoint: UnitPoint
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
}

nonisolated public struct RadialGradient: ShapeStyle, _PrimitiveView {
    public let gradient: Gradient
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) { self.gradient = gradient }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

nonisolated public struct AngularGradient: ShapeStyle, _PrimitiveView {
    public let gradient: Gradient
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) { self.gradient = gradient }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) { self.gradient = gradient }
}

// MARK: - Shapes

public protocol Animatable {}

/// SwiftUI's way to keep a protocol that refines `View` from passing on `View`'s main-actor isolation:
/// a marker protocol isolated to a global actor of its own. A type conforming to both infers
/// conflicting global actors, so it infers none (as in the SDK: `Shape`, `ShapeView`, `GeometryEffect`
/// refine `_RemoveGlobalActorIsolation`).
@globalActor public actor _GlobalActorToDisableGlobalActorInference {
    public static let shared = _GlobalActorToDisableGlobalActorInference()
}

@_GlobalActorToDisableGlobalActorInference @_marker public protocol _RemoveGlobalActorIsolation {}

/// `Sendable`; `path(in:)` is nonisolated, and a custom shape is not main-actor bound (through
/// `_RemoveGlobalActorIsolation`), as in the iOS 18 SDK.
public protocol Shape: Sendable, Animatable, View, _RemoveGlobalActorIsolation {
    nonisolated func path(in rect: CGRect) -> Path
}

/// A shape as a view, filled with a style (SwiftUI's `_ShapeView`).
nonisolated public struct _ShapeView<Content, Style>: _PrimitiveView where Content: Shape, Style: ShapeStyle {
    public var shape: Content
    public var style: Style
    public init(shape: Content, style: Style) {
        self.shape = shape
        self.style = style
    }
}

extension Shape {
    nonisolated public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }

    /// iOS 17: returns `_ShapeView<Self, S>`, as the SDK does.
    nonisolated public func fill<S>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> where S: ShapeStyle {
        _ShapeView(shape: self, style: content)
    }
    nonisolated public func stroke<S>(_ content: S, lineWidth: CGFloat = 1) -> some View where S: ShapeStyle {
        _ShapeView(shape: self, style: content).modifier(_StubModifier("stroke", [_describe(content), "\(lineWidth)"]))
    }
    nonisolated public func stroke<S>(_ content: S, style: StrokeStyle) -> some View where S: ShapeStyle {
        _ShapeView(shape: self, style: content).modifier(_StubModifier("stroke", [_describe(content), _describe(style)]))
    }
    nonisolated public func stroke(lineWidth: CGFloat = 1) -> some Shape { _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth)) }
    nonisolated public func stroke(style: StrokeStyle) -> some Shape { _StrokedShape(shape: self, style: style) }
}

nonisolated public struct _StrokedShape<S>: Shape where S: Shape {
    let shape: S
    let lineWidth: CGFloat
    init(shape: S, style: StrokeStyle) {
        self.shape = shape
        lineWidth = style.lineWidth
    }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
}

public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    nonisolated func inset(by amount: CGFloat) -> Self.InsetShape
}

extension InsettableShape {
    nonisolated public func strokeBorder<S>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> some View
    where S: ShapeStyle {
        _ShapeView(shape: self, style: content).modifier(_StubModifier("strokeBorder", [_describe(content), _describe(style)]))
    }
    nonisolated public func strokeBorder<S>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View
    where S: ShapeStyle {
        _ShapeView(shape: self, style: content).modifier(_StubModifier("strokeBorder", [_describe(content), "\(lineWidth)"]))
    }
}

nonisolated public struct Path: Equatable, Sendable, Shape {
    public private(set) var _elements: [String] = []
    public init() {}
    public init(_ rect: CGRect) { _elements = ["rect(\(rect))"] }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        _elements = ["roundedRect(\(rect), \(cornerRadius))"]
    }
    public init(ellipseIn rect: CGRect) { _elements = ["ellipse(\(rect))"] }
    public mutating func move(to end: CGPoint) { _elements.append("move(\(end))") }
    public mutating func addLine(to end: CGPoint) { _elements.append("line(\(end))") }
    public mutating func addRect(_ rect: CGRect) { _elements.append("rect(\(rect))") }
    public mutating func closeSubpath() { _elements.append("close") }
    public func path(in rect: CGRect) -> Path { self }
}

nonisolated public struct Rectangle: InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> some InsettableShape {
        var shape = self
        shape.insetAmount += amount
        return shape
    }
}

nonisolated public struct RoundedRectangle: InsettableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect.insetBy(dx: insetAmount, dy: insetAmount), cornerRadius: cornerSize.width, style: style)
    }

    public func inset(by amount: CGFloat) -> some InsettableShape {
        var shape = self
        shape.insetAmount += amount
        return shape
    }
}

nonisolated public struct Circle: InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height) - 2 * insetAmount
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    public func inset(by amount: CGFloat) -> some InsettableShape {
        var shape = self
        shape.insetAmount += amount
        return shape
    }
}

nonisolated public struct Ellipse: InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> some InsettableShape {
        var shape = self
        shape.insetAmount += amount
        return shape
    }
}

nonisolated public struct Capsule: InsettableShape {
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        return Path(roundedRect: r, cornerRadius: min(r.width, r.height) / 2, style: style)
    }
    public func inset(by amount: CGFloat) -> some InsettableShape {
        var shape = self
        shape.insetAmount += amount
        return shape
    }
}

// MARK: - Colour

func _stubLinearComponent(_ v: Double) -> Double {
    let a = abs(v)
    let l = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
    return v < 0 ? -l : l
}

func _stubEncodedComponent(_ v: Double) -> Double {
    let a = abs(v)
    let e = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
    return v < 0 ? -e : e
}

/// `Hashable`, `CustomStringConvertible`, `Sendable`, a `ShapeStyle` and a `View`; not main-actor bound.
nonisolated public struct Color: Hashable, CustomStringConvertible, Sendable, ShapeStyle, _PrimitiveView {
    public enum RGBColorSpace: Equatable, Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    /// A colour resolved for an environment (iOS 17): components in sRGB.
    public struct Resolved: Hashable, Sendable, ShapeStyle, CustomStringConvertible {
        public var red: Float
        public var green: Float
        public var blue: Float
        public var opacity: Float
        public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            let (r, g, b) = Color._toSRGB(colorSpace, Double(red), Double(green), Double(blue))
            self.red = Float(r)
            self.green = Float(g)
            self.blue = Float(b)
            self.opacity = opacity
        }
        public var linearRed: Float { Float(_stubLinearComponent(Double(red))) }
        public var linearGreen: Float { Float(_stubLinearComponent(Double(green))) }
        public var linearBlue: Float { Float(_stubLinearComponent(Double(blue))) }
        public func resolve(in environment: EnvironmentValues) -> Color.Resolved { self }
        public var description: String { "Resolved(\(red), \(green), \(blue), \(opacity))" }
    }

    enum Source: @unchecked Sendable {
        case named(String, bundle: Bundle?)
        case components(RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double)
        #if canImport(UIKit) || canImport(AppKit)
            case platform(_PlatformColor)
        #endif
        case system(String)
        case resolved(Resolved)
    }

    let source: Source
    let opacityFactor: Double

    init(_ source: Source, opacity: Double = 1) {
        self.source = source
        opacityFactor = opacity
    }

    /// From an asset catalog: `bundle` nil is the main bundle.
    public init(_ name: String, bundle: Bundle? = nil) { self.init(.named(name, bundle: bundle)) }

    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(.components(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
    }

    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(.components(colorSpace, red: white, green: white, blue: white, opacity: opacity))
    }

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let c = brightness * saturation
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let m = brightness - c
        let (r, g, b): (Double, Double, Double)
        switch Int(h) {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        self.init(.components(.sRGB, red: r + m, green: g + m, blue: b + m, opacity: opacity))
    }

    public init(_ resolved: Color.Resolved) { self.init(.resolved(resolved)) }

    #if canImport(UIKit)
        /// iOS 15, watchOS 8.
        public init(uiColor: UIColor) { self.init(.platform(uiColor)) }
        /// iOS 13's form (soft-deprecated in the SDK, no warning).
        public init(_ color: UIColor) { self.init(.platform(color)) }
    #elseif canImport(AppKit)
        /// macOS 12.
        public init(nsColor: NSColor) { self.init(.platform(nsColor)) }
        /// macOS 10.15's form (soft-deprecated in the SDK, no warning).
        public init(_ color: NSColor) { self.init(.platform(color)) }
    #endif

    public func opacity(_ opacity: Double) -> Color { Color(source, opacity: opacityFactor * opacity) }

    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        guard let c = _resolvedWithSpace(dark: environment.colorScheme == .dark, highContrast: environment.colorSchemeContrast == .increased)
        else { return Resolved(red: 0, green: 0, blue: 0, opacity: 0) }
        return Resolved(colorSpace: c.space, red: Float(c.red), green: Float(c.green), blue: Float(c.blue), opacity: Float(c.opacity))
    }

    /// Where the colour comes from: `named(brandPrimary, bundle: main)`, `sRGB(0.1098, 0.098, 0.0902, 1.0)`,
    /// `uiColor(…)` / `nsColor(…)` (the platform colour's description) or `system(white)`, with any
    /// opacity applied as `.opacity(x)`.
    public var description: String {
        let text: String
        switch source {
        case .named(let name, let bundle):
            text = "named(\(name), bundle: \(bundle.map { $0 == Bundle.main ? "main" : $0.bundlePath } ?? "nil"))"
        case .components(let space, let red, let green, let blue, let opacity):
            text = "\(space)(\(red), \(green), \(blue), \(opacity))"
        #if canImport(UIKit)
            case .platform(let color): text = "uiColor(\(color.description))"
        #elseif canImport(AppKit)
            case .platform(let color): text = "nsColor(\(color.description))"
        #endif
        case .system(let name): text = "system(\(name))"
        case .resolved(let resolved): text = "resolved(\(resolved.red), \(resolved.green), \(resolved.blue), \(resolved.opacity))"
        }
        return opacityFactor == 1 ? text : "\(text).opacity(\(opacityFactor))"
    }

    public static func == (a: Color, b: Color) -> Bool { a.description == b.description }

    public func hash(into hasher: inout Hasher) { hasher.combine(description) }

    // MARK: Resolution, for tests (not SDK API)

    static func _toSRGB(_ space: RGBColorSpace, _ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        switch space {
        case .sRGB: return (r, g, b)
        case .sRGBLinear: return (_stubEncodedComponent(r), _stubEncodedComponent(g), _stubEncodedComponent(b))
        case .displayP3:
            let (lr, lg, lb) = (_stubLinearComponent(r), _stubLinearComponent(g), _stubLinearComponent(b))
            return (
                _stubEncodedComponent(1.2249401 * lr - 0.2249404 * lg),
                _stubEncodedComponent(-0.0420569 * lr + 1.0420571 * lg),
                _stubEncodedComponent(-0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb)
            )
        }
    }

    /// iOS system colours (HIG, Color): light, dark, light high contrast, dark high contrast, 0–255.
    static let _systemColors: [String: [(Double, Double, Double, Double)]] = [
        "red": [(255, 59, 48, 1), (255, 69, 58, 1), (215, 0, 21, 1), (255, 105, 97, 1)],
        "orange": [(255, 149, 0, 1), (255, 159, 10, 1), (201, 52, 0, 1), (255, 179, 64, 1)],
        "yellow": [(255, 204, 0, 1), (255, 214, 10, 1), (178, 80, 0, 1), (255, 212, 38, 1)],
        "green": [(52, 199, 89, 1), (48, 209, 88, 1), (36, 138, 61, 1), (48, 219, 91, 1)],
        "mint": [(0, 199, 190, 1), (99, 230, 226, 1), (12, 129, 123, 1), (102, 212, 207, 1)],
        "teal": [(48, 176, 199, 1), (64, 200, 224, 1), (0, 130, 153, 1), (93, 230, 255, 1)],
        "cyan": [(50, 173, 230, 1), (100, 210, 255, 1), (0, 113, 164, 1), (112, 215, 255, 1)],
        "blue": [(0, 122, 255, 1), (10, 132, 255, 1), (0, 64, 221, 1), (64, 156, 255, 1)],
        "indigo": [(88, 86, 214, 1), (94, 92, 230, 1), (54, 52, 163, 1), (125, 122, 255, 1)],
        "purple": [(175, 82, 222, 1), (191, 90, 242, 1), (137, 68, 171, 1), (218, 143, 255, 1)],
        "pink": [(255, 45, 85, 1), (255, 55, 95, 1), (211, 15, 69, 1), (255, 100, 130, 1)],
        "brown": [(162, 132, 94, 1), (172, 142, 104, 1), (127, 101, 69, 1), (181, 148, 105, 1)],
        "gray": [(142, 142, 147, 1), (142, 142, 147, 1), (108, 108, 112, 1), (174, 174, 178, 1)],
        "black": [(0, 0, 0, 1), (0, 0, 0, 1), (0, 0, 0, 1), (0, 0, 0, 1)],
        "white": [(255, 255, 255, 1), (255, 255, 255, 1), (255, 255, 255, 1), (255, 255, 255, 1)],
        "clear": [(0, 0, 0, 0), (0, 0, 0, 0), (0, 0, 0, 0), (0, 0, 0, 0)],
        "primary": [(0, 0, 0, 1), (255, 255, 255, 1), (0, 0, 0, 1), (255, 255, 255, 1)],
        "secondary": [(60, 60, 67, 0.6), (235, 235, 245, 0.6), (60, 60, 67, 0.68), (235, 235, 245, 0.7)],
        "accentColor": [(0, 122, 255, 1), (10, 132, 255, 1), (0, 64, 221, 1), (64, 156, 255, 1)],
    ]

    func _resolvedWithSpace(dark: Bool, highContrast: Bool)
        -> (space: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double)?
    {
        #if STUB_WATCHOS
            let dark = true
            let highContrast = false
        #endif
        switch source {
        case .components(let space, let r, let g, let b, let a): return (space, r, g, b, a * opacityFactor)
        case .resolved(let c): return (.sRGB, Double(c.red), Double(c.green), Double(c.blue), Double(c.opacity) * opacityFactor)
        case .system(let name):
            guard let values = Color._systemColors[name] else { return nil }
            let v = values[(dark ? 1 : 0) + (highContrast ? 2 : 0)]
            return (.sRGB, v.0 / 255, v.1 / 255, v.2 / 255, v.3 * opacityFactor)
        case .named(let name, let bundle):
            guard let entry = _PlatformColor._namedColor(name, in: bundle, dark: dark, highContrast: highContrast),
                let c = entry._components(dark: dark, highContrast: highContrast)
            else { return nil }
            return (c.displayP3 ? .displayP3 : .sRGB, c.red, c.green, c.blue, c.alpha * opacityFactor)
        #if canImport(UIKit) || canImport(AppKit)
            case .platform(let color):
                guard let c = color._components(dark: dark, highContrast: highContrast) else { return nil }
                return (c.displayP3 ? .displayP3 : .sRGB, c.red, c.green, c.blue, c.alpha * opacityFactor)
        #endif
        }
    }

    /// The colour in an appearance, as drawn (a test hook, not SDK API): components in the colour's own
    /// space (sRGB, or Display P3 / linear sRGB when made so), opacity applied. A catalog colour follows
    /// the asset catalog's fallback among the entries registered with `UIColor._registerNamed` /
    /// `NSColor._registerNamed` (nil when that bundle has no such colorset); a platform colour calls its
    /// dynamic provider; the system colours have Apple's published values. On watchOS, always dark.
    public func _resolved(dark: Bool, highContrast: Bool) -> (red: Double, green: Double, blue: Double, opacity: Double)? {
        _resolvedWithSpace(dark: dark, highContrast: highContrast).map { ($0.red, $0.green, $0.blue, $0.opacity) }
    }

    public static let accentColor = Color(.system("accentColor"))
    public static let black = Color(.system("black"))
    public static let blue = Color(.system("blue"))
    public static let brown = Color(.system("brown"))
    public static let clear = Color(.system("clear"))
    public static let cyan = Color(.system("cyan"))
    public static let gray = Color(.system("gray"))
    public static let green = Color(.system("green"))
    public static let indigo = Color(.system("indigo"))
    public static let mint = Color(.system("mint"))
    public static let orange = Color(.system("orange"))
    public static let pink = Color(.system("pink"))
    public static let primary = Color(.system("primary"))
    public static let purple = Color(.system("purple"))
    public static let red = Color(.system("red"))
    public static let secondary = Color(.system("secondary"))
    public static let teal = Color(.system("teal"))
    public static let white = Color(.system("white"))
    public static let yellow = Color(.system("yellow"))
}

extension ShapeStyle where Self == Color {
    public static var black: Color { Color.black }
    public static var blue: Color { Color.blue }
    public static var brown: Color { Color.brown }
    public static var clear: Color { Color.clear }
    public static var cyan: Color { Color.cyan }
    public static var gray: Color { Color.gray }
    public static var green: Color { Color.green }
    public static var indigo: Color { Color.indigo }
    public static var mint: Color { Color.mint }
    public static var orange: Color { Color.orange }
    public static var pink: Color { Color.pink }
    public static var purple: Color { Color.purple }
    public static var red: Color { Color.red }
    public static var teal: Color { Color.teal }
    public static var white: Color { Color.white }
    public static var yellow: Color { Color.yellow }
}

// Platform bridges declared by SwiftUI.
#if canImport(UIKit)
    extension UIColor {
        /// iOS 14, watchOS 7: the platform colour for a SwiftUI colour.
        public convenience init(_ color: Color) {
            #if STUB_WATCHOS
                let c = color._resolved(dark: true, highContrast: false) ?? (0, 0, 0, 0)
                self.init(red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.opacity))
            #else
                self.init(dynamicProvider: { traits in
                    let c =
                        color._resolved(dark: traits.userInterfaceStyle == .dark, highContrast: traits.accessibilityContrast == .high)
                        ?? (0, 0, 0, 0)
                    return UIColor(red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.opacity))
                })
            #endif
        }
    }

    #if !STUB_WATCHOS
        extension ColorScheme {
            /// iOS 14.
            public init?(_ uiUserInterfaceStyle: UIUserInterfaceStyle) {
                switch uiUserInterfaceStyle {
                case .light: self = .light
                case .dark: self = .dark
                default: return nil
                }
            }
        }

        extension UIUserInterfaceStyle {
            /// iOS 14.
            public init(_ colorScheme: ColorScheme?) {
                switch colorScheme {
                case .light?: self = .light
                case .dark?: self = .dark
                case nil: self = .unspecified
                }
            }
        }

        extension ColorSchemeContrast {
            /// iOS 14.
            public init?(_ uiAccessibilityContrast: UIAccessibilityContrast) {
                switch uiAccessibilityContrast {
                case .normal: self = .standard
                case .high: self = .increased
                default: return nil
                }
            }
        }

        extension UIAccessibilityContrast {
            /// iOS 14.
            public init(_ colorSchemeContrast: ColorSchemeContrast?) {
                switch colorSchemeContrast {
                case .standard?: self = .normal
                case .increased?: self = .high
                case nil: self = .unspecified
                }
            }
        }

        extension DynamicTypeSize {
            /// iOS 15.
            public init?(_ uiSizeCategory: UIContentSizeCategory) {
                let all: [UIContentSizeCategory] = [
                    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
                    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
                    .accessibilityExtraExtraExtraLarge,
                ]
                guard let index = all.firstIndex(of: uiSizeCategory) else { return nil }
                self = DynamicTypeSize.allCases[index]
            }
        }

        extension UIContentSizeCategory {
            /// iOS 15.
            public init(_ dynamicTypeSize: DynamicTypeSize?) {
                let all: [UIContentSizeCategory] = [
                    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
                    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
                    .accessibilityExtraExtraExtraLarge,
                ]
                self = dynamicTypeSize.map { all[DynamicTypeSize.allCases.firstIndex(of: $0)!] } ?? .unspecified
            }
        }
    #endif
#elseif canImport(AppKit)
    extension NSColor {
        /// macOS 11: the platform colour for a SwiftUI colour.
        public convenience init(_ color: Color) {
            self.init(name: nil) { appearance in
                let name = appearance.bestMatch(from: [
                    .aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua,
                ])
                let dark = name == .darkAqua || name == .accessibilityHighContrastDarkAqua
                let high = name == .accessibilityHighContrastAqua || name == .accessibilityHighContrastDarkAqua
                let c = color._resolved(dark: dark, highContrast: high) ?? (0, 0, 0, 0)
                return NSColor(srgbRed: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.opacity))
            }
        }
    }
#endif

// MARK: - Font

/// `Hashable`, `Sendable`; not main-actor bound. Equal fonts are made the same way: `_recipe` says how
/// (a test hook, not SDK API).
public struct Font: Hashable, Sendable {
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    public struct Weight: Hashable, Sendable, CustomStringConvertible {
        let value: Double
        let name: String
        public static let ultraLight = Weight(value: -0.8, name: "ultraLight")
        public static let thin = Weight(value: -0.6, name: "thin")
        public static let light = Weight(value: -0.4, name: "light")
        public static let regular = Weight(value: 0, name: "regular")
        public static let medium = Weight(value: 0.23, name: "medium")
        public static let semibold = Weight(value: 0.3, name: "semibold")
        public static let bold = Weight(value: 0.4, name: "bold")
        public static let heavy = Weight(value: 0.56, name: "heavy")
        public static let black = Weight(value: 0.62, name: "black")
        public var description: String { name }
    }

    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    public enum Leading: Hashable, Sendable {
        case standard, tight, loose
    }

    public let _recipe: String

    init(recipe: String) { _recipe = recipe }

    public static let largeTitle = Font(recipe: "largeTitle")
    public static let title = Font(recipe: "title")
    public static let title2 = Font(recipe: "title2")
    public static let title3 = Font(recipe: "title3")
    public static let headline = Font(recipe: "headline")
    public static let subheadline = Font(recipe: "subheadline")
    public static let body = Font(recipe: "body")
    public static let callout = Font(recipe: "callout")
    public static let footnote = Font(recipe: "footnote")
    public static let caption = Font(recipe: "caption")
    public static let caption2 = Font(recipe: "caption2")

    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        Font(recipe: "system(size: \(size), weight: \(_describe(weight)), design: \(_describe(design)))")
    }

    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        Font(recipe: "system(\(style), design: \(_describe(design)), weight: \(_describe(weight)))")
    }

    /// Scales with Dynamic Type relative to body.
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(recipe: "custom(\(name), size: \(size))") }

    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        Font(recipe: "custom(\(name), size: \(size), relativeTo: \(textStyle))")
    }

    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(recipe: "custom(\(name), fixedSize: \(fixedSize))") }

    #if canImport(UIKit)
        /// UIKit platforms (SDK-SIGNATURES.md).
        public init(_ font: UIFont) { _recipe = "uiFont(\(font.fontName), \(font.pointSize))" }
    #elseif canImport(AppKit)
        /// `CTFont` elsewhere (the AppKit stand-in declares an opaque CTFont).
        public init(_ font: CTFont) { _recipe = "ctFont(\(font._name), \(font._size))" }
    #endif

    public func weight(_ weight: Font.Weight) -> Font { Font(recipe: _recipe + ".weight(\(weight))") }
    public func bold() -> Font { Font(recipe: _recipe + ".bold()") }
    public func italic() -> Font { Font(recipe: _recipe + ".italic()") }
    public func monospacedDigit() -> Font { Font(recipe: _recipe + ".monospacedDigit()") }
    public func monospaced() -> Font { Font(recipe: _recipe + ".monospaced()") }
    public func smallCaps() -> Font { Font(recipe: _recipe + ".smallCaps()") }
    public func leading(_ leading: Font.Leading) -> Font { Font(recipe: _recipe + ".leading(\(leading))") }
}

// MARK: - Animation and transitions

public struct Animation: Equatable, Sendable, CustomStringConvertible {
    let recipe: String
    init(_ recipe: String) { self.recipe = recipe }
    public var description: String { recipe }

    public static let `default` = Animation("default")
    public static let linear = Animation("linear")
    public static let easeIn = Animation("easeIn")
    public static let easeOut = Animation("easeOut")
    public static let easeInOut = Animation("easeInOut")
    public static let spring = Animation("spring")
    public static let interactiveSpring = Animation("interactiveSpring")
    public static let bouncy = Animation("bouncy")
    public static let smooth = Animation("smooth")
    public static let snappy = Animation("snappy")

    public static func linear(duration: TimeInterval) -> Animation { Animation("linear(duration: \(duration))") }
    public static func easeIn(duration: TimeInterval) -> Animation { Animation("easeIn(duration: \(duration))") }
    public static func easeOut(duration: TimeInterval) -> Animation { Animation("easeOut(duration: \(duration))") }
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation("easeInOut(duration: \(duration))") }
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation {
        Animation("timingCurve(\(p1x), \(p1y), \(p2x), \(p2y), duration: \(duration))")
    }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation("spring(response: \(response), dampingFraction: \(dampingFraction), blendDuration: \(blendDuration))")
    }
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        Animation("spring(duration: \(duration), bounce: \(bounce), blendDuration: \(blendDuration))")
    }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        Animation("interactiveSpring(response: \(response), dampingFraction: \(dampingFraction), blendDuration: \(blendDuration))")
    }

    public func delay(_ delay: TimeInterval) -> Animation { Animation(recipe + ".delay(\(delay))") }
    public func speed(_ speed: Double) -> Animation { Animation(recipe + ".speed(\(speed))") }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(recipe + ".repeatCount(\(repeatCount), autoreverses: \(autoreverses))")
    }
    public func repeatForever(autoreverses: Bool = true) -> Animation { Animation(recipe + ".repeatForever(autoreverses: \(autoreverses))") }
}

/// Nonisolated, as Apple documents it (no actor attribute). Runs `body` at once;
/// `_AnimationLog.last` is the animation asked for (a test hook, not SDK API).
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    _AnimationLog.record(animation)
    return try body()
}

public enum _AnimationLog {
    final class Box: @unchecked Sendable {
        let lock = NSLock()
        var last: Animation?
    }
    static let box = Box()
    static func record(_ animation: Animation?) {
        box.lock.lock()
        box.last = animation
        box.lock.unlock()
    }
    /// The animation the last `withAnimation` asked for.
    public static var last: Animation? {
        box.lock.lock()
        defer { box.lock.unlock() }
        return box.last
    }
}

/// Not `Sendable` (the SDK's conformance was not confirmed: the stricter choice).
public struct AnyTransition: CustomStringConvertible {
    let recipe: String
    init(_ recipe: String) { self.recipe = recipe }
    public var description: String { recipe }

    public static var identity: AnyTransition { AnyTransition("identity") }
    public static var opacity: AnyTransition { AnyTransition("opacity") }
    public static var slide: AnyTransition { AnyTransition("slide") }
    public static var scale: AnyTransition { AnyTransition("scale") }
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition("scale(\(scale))") }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition("move(edge: \(edge))") }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition("offset(\(offset))") }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition("offset(x: \(x), y: \(y))") }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition("push(from: \(edge))") }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition("asymmetric(insertion: \(insertion), removal: \(removal))")
    }
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition("\(recipe).combined(with: \(other))") }
    public func animation(_ animation: Animation?) -> AnyTransition { AnyTransition("\(recipe).animation(\(_describe(animation)))") }
}

// MARK: - App, scenes and previews (main-actor bound, as in the SDK)

@MainActor @preconcurrency public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

@resultBuilder public struct SceneBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: Scene { content }
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene { content }
}

nonisolated public struct WindowGroup<Content>: Scene where Content: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("WindowGroup is a primitive scene") }
}

@MainActor @preconcurrency public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    /// Builds the app's scene once (nothing runs a UI here).
    @MainActor @preconcurrency public static func main() { _ = Self().body }
}

public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS
}

@MainActor @preconcurrency public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
    @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    @MainActor @preconcurrency public static var platform: PreviewPlatform? { nil }
}
