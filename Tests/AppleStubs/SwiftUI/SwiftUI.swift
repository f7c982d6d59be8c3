// A stand-in for the SwiftUI API that generated code and the apps' code use, declared exactly as in
// the iOS 17 SDK (labels, optionality, generic constraints, defaults), so that code type-checks on
// Linux only where it would on iOS. Not SwiftUI: nothing is drawn; colours and fonts keep what
// they were made from in private storage, which tests read with `Mirror`.
@_exported import Foundation
@_exported import UIKit

// MARK: - Layout values

public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let all = Set(rawValue: 15)
        public static let horizontal = Set(rawValue: 10)
        public static let vertical = Set(rawValue: 5)
    }
}

public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal, vertical

    public struct Set: OptionSet, Sendable {
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
}

public struct VerticalAlignment: Equatable, Sendable {
    private let id: Int
    public static let top = VerticalAlignment(id: 0)
    public static let center = VerticalAlignment(id: 1)
    public static let bottom = VerticalAlignment(id: 2)
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

public struct Path: Equatable, Sendable {
    public init() {}
}

public struct EnvironmentValues: Sendable {
    public init() {}
}

// MARK: - Views

public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// A view with no body of its own (a stand-in's drawing primitive).
public protocol _PrimitiveView: View where Body == Never {}

extension _PrimitiveView {
    public var body: Never { fatalError("\(Self.self) is a primitive view") }
}

public struct EmptyView: _PrimitiveView {
    public init() {}
}

public struct TupleView<T>: _PrimitiveView {
    public var value: T
    public init(_ value: T) { self.value = value }
}

public struct _ConditionalContent<TrueContent, FalseContent>: _PrimitiveView where TrueContent: View, FalseContent: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
}

@resultBuilder public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content: View {
        TupleView((repeat each content))
    }
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View { content }
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View { _ConditionalContent(storage: .trueContent(first)) }
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View { _ConditionalContent(storage: .falseContent(second)) }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("Optional is a primitive view") }
}

public struct ModifiedContent<Content, Modifier> {
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

public protocol ViewModifier {
    associatedtype Body: View
    @ViewBuilder func body(content: Self.Content) -> Self.Body
    typealias Content = _ViewModifier_Content<Self>
}

public struct _ViewModifier_Content<Modifier>: _PrimitiveView where Modifier: ViewModifier {}

/// What a modifier of the stand-in records: nothing, the view is returned as it was.
public struct _StubModifier: ViewModifier {
    public func body(content: Content) -> some View { content }
}

extension View {
    public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { modifier(_StubModifier()) }
    public func tint(_ tint: Color?) -> some View { modifier(_StubModifier()) }
    public func tint<S>(_ tint: S?) -> some View where S: ShapeStyle { modifier(_StubModifier()) }
    public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle {
        modifier(_StubModifier())
    }
    public func font(_ font: Font?) -> some View { modifier(_StubModifier()) }
    public func padding(_ length: CGFloat) -> some View { modifier(_StubModifier()) }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { modifier(_StubModifier()) }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_StubModifier())
    }
    public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S: Shape { modifier(_StubModifier()) }
    public func overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center) -> some View where Overlay: View {
        modifier(_StubModifier())
    }
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }
    public func navigationTitle(_ title: Text) -> some View { modifier(_StubModifier()) }
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { modifier(_StubModifier()) }
    @_disfavoredOverload
    public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol { modifier(_StubModifier()) }
    public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle { modifier(_StubModifier()) }
}

// MARK: - Text and controls

public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    private let key: String
    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: DefaultStringInterpolation) { key = stringInterpolation.description }
}

public struct Text: Equatable, Sendable, _PrimitiveView {
    private let content: String

    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        content = "\(key)"
    }

    @_disfavoredOverload
    public init<S>(_ content: S) where S: StringProtocol { self.content = String(content) }

    public init(verbatim content: String) { self.content = content }

    public static func == (a: Text, b: Text) -> Bool { a.content == b.content }

    public func font(_ font: Font?) -> Text { self }
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    public func tracking(_ tracking: CGFloat) -> Text { self }
    public func foregroundStyle<S>(_ style: S) -> Text where S: ShapeStyle { self }
}

public protocol DynamicProperty {}

@propertyWrapper public struct State<Value>: DynamicProperty {
    private final class Box { var value: Value; init(_ value: Value) { self.value = value } }
    private let box: Box

    public init(wrappedValue value: Value) { box = Box(value) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

@propertyWrapper public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    public var projectedValue: Binding<Value> { self }
}

public struct TextField<Label>: _PrimitiveView where Label: View {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) where Label == Text {}
}

public struct Button<Label>: _PrimitiveView where Label: View {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) where Label == Text {}
}

public protocol PrimitiveButtonStyle {}

public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

// MARK: - Containers

public struct VStack<Content>: _PrimitiveView where Content: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}

public struct ScrollView<Content>: _PrimitiveView where Content: View {
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
}

public struct NavigationPath {
    public init() {}
}

public struct NavigationStack<Data, Root>: _PrimitiveView where Root: View {
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {}
}

// MARK: - Shapes and styles

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

public protocol Animatable {}

public protocol Shape: Sendable, Animatable, View {
    func path(in rect: CGRect) -> Path
}

extension Shape {
    public func stroke<S>(_ content: S, lineWidth: CGFloat = 1) -> some View where S: ShapeStyle { modifier(_StubModifier()) }
}

public struct RoundedRectangle: Shape, _PrimitiveView {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    public func path(in rect: CGRect) -> Path { Path() }
}

// MARK: - Colour

public struct Color: Hashable, CustomStringConvertible, Sendable, ShapeStyle, _PrimitiveView {
    public enum RGBColorSpace: Equatable, Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    private enum Source: @unchecked Sendable {
        case named(String, bundle: Bundle?)
        case components(RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double)
        case uiColor(UIColor)
        case system(String)
    }

    private let source: Source
    private let opacity: Double

    private init(_ source: Source, opacity: Double = 1) {
        self.source = source
        self.opacity = opacity
    }

    public init(_ name: String, bundle: Bundle? = nil) { self.init(.named(name, bundle: bundle)) }

    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(.components(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
    }

    public init(uiColor: UIColor) { self.init(.uiColor(uiColor)) }

    public func opacity(_ opacity: Double) -> Color { Color(source, opacity: self.opacity * opacity) }

    /// Where the colour comes from: `named(brandPrimary, bundle: main)`, `sRGB(0.1098, 0.098, 0.0902, 1)`,
    /// `uiColor(…)` (UIKit's description) or `system(white)`, with any opacity applied.
    public var description: String {
        let text: String
        switch source {
        case .named(let name, let bundle):
            text = "named(\(name), bundle: \(bundle.map { $0 == Bundle.main ? "main" : $0.bundlePath } ?? "nil"))"
        case .components(let space, let red, let green, let blue, let opacity):
            text = "\(space)(\(red), \(green), \(blue), \(opacity))"
        case .uiColor(let color): text = "uiColor(\(color.description))"
        case .system(let name): text = "system(\(name))"
        }
        return opacity == 1 ? text : "\(text).opacity(\(opacity))"
    }

    public static func == (a: Color, b: Color) -> Bool { a.description == b.description && a.opacity == b.opacity }

    public func hash(into hasher: inout Hasher) { hasher.combine(description) }

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

// MARK: - Font

public struct Font: Hashable, Sendable {
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    public struct Weight: Hashable, Sendable {
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

    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    private let recipe: String

    private init(recipe: String) { self.recipe = recipe }

    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        Font(recipe: "system(size: \(size), weight: \(weight.map { "\($0)" } ?? "nil"), design: \(design.map { "\($0)" } ?? "nil"))")
    }

    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        Font(recipe: "system(\(style), design: \(design.map { "\($0)" } ?? "nil"), weight: \(weight.map { "\($0)" } ?? "nil"))")
    }

    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        Font(recipe: "custom(\(name), size: \(size), relativeTo: \(textStyle))")
    }

    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(recipe: "custom(\(name), fixedSize: \(fixedSize))")
    }

    public init(_ font: UIFont) { recipe = "uiFont(\(font.pointSize))" }

    public func weight(_ weight: Font.Weight) -> Font { Font(recipe: recipe + ".weight(\(weight))") }
}

// MARK: - App

public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Self.Body { get }
}

extension Never: Scene {}

@resultBuilder public struct SceneBuilder {
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene { content }
}

public struct WindowGroup<Content>: Scene where Content: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("WindowGroup is a primitive scene") }
}

public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor var body: Self.Body { get }
    @MainActor init()
}

extension App {
    @MainActor public static func main() { _ = Self().body }
}
