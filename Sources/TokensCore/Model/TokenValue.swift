/// A token's resolved value: every alias replaced, typed by its `$type`.
public indirect enum TokenValue: Sendable, Hashable {
    case color(ColorValue)
    case dimension(DimensionValue)
    case fontFamily([String])
    case fontWeight(Double)
    case duration(DurationValue)
    case cubicBezier([Double])
    case number(Double)
    case strokeStyle(StrokeStyle)
    case border(Border)
    case transition(Transition)
    case shadow([Shadow])
    case gradient([GradientStop])
    case typography(Typography)
    case string(String)
    case boolean(Bool)
    /// A token with no type: its JSON as written (aliases inside left as text).
    case untyped(JSONOutput)

    /// The type of this value; nil for untyped values.
    public var type: TokenType? {
        switch self {
        case .color: .color
        case .dimension: .dimension
        case .fontFamily: .fontFamily
        case .fontWeight: .fontWeight
        case .duration: .duration
        case .cubicBezier: .cubicBezier
        case .number: .number
        case .strokeStyle: .strokeStyle
        case .border: .border
        case .transition: .transition
        case .shadow: .shadow
        case .gradient: .gradient
        case .typography: .typography
        case .string: .string
        case .boolean: .boolean
        case .untyped: nil
        }
    }
}

/// A DTCG dimension: a number and its unit.
public struct DimensionValue: Sendable, Hashable {
    /// The amount.
    public var value: Double
    /// `px` or `rem` (DTCG); `pt`, `dp`, `em`, `%` are read too.
    public var unit: String
    /// Creates a dimension.
    public init(value: Double, unit: String) {
        self.value = value
        self.unit = unit
    }
    /// Units a dimension may have.
    public static let units: Set<String> = ["px", "rem", "pt", "dp", "em", "%"]

    /// The length in points: px and pt are points (DTCG's px is iOS's pt); rem and em are 16 points each.
    public var points: Double { unit == "rem" || unit == "em" ? value * 16 : value }

    /// True for `%`: a share of the element's size (a radius of `50%`), not a length.
    public var isPercentage: Bool { unit == "%" }

    /// A percentage as a fraction: `50%` → 0.5.
    public var fraction: Double { value / 100 }
}

/// A DTCG duration: a number of milliseconds or seconds.
public struct DurationValue: Sendable, Hashable {
    /// The amount.
    public var value: Double
    /// `ms` or `s`.
    public var unit: String
    /// Creates a duration.
    public init(value: Double, unit: String) {
        self.value = value
        self.unit = unit
    }
}

/// A stroke style: a CSS keyword, or a dash pattern with its line cap.
public enum StrokeStyle: Sendable, Hashable {
    case keyword(String)
    case dashed(dashArray: [DimensionValue], lineCap: String)
    /// The keywords DTCG allows.
    public static let keywords: Set<String> = [
        "solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset",
    ]
    /// The line caps DTCG allows.
    public static let lineCaps: Set<String> = ["round", "butt", "square"]
}

/// A border: colour, width and style.
public struct Border: Sendable, Hashable {
    public var color: ColorValue
    public var width: DimensionValue
    public var style: StrokeStyle
}

/// A transition: duration, delay and timing curve.
public struct Transition: Sendable, Hashable {
    public var duration: DurationValue
    public var delay: DurationValue
    public var timingFunction: [Double]
}

/// One shadow layer.
public struct Shadow: Sendable, Hashable {
    public var color: ColorValue
    public var offsetX: DimensionValue
    public var offsetY: DimensionValue
    public var blur: DimensionValue
    public var spread: DimensionValue
    public var inset: Bool
}

/// One stop of a gradient.
public struct GradientStop: Sendable, Hashable {
    public var color: ColorValue
    public var position: Double
}

/// A typographic style.
public struct Typography: Sendable, Hashable {
    public var fontFamily: [String]
    public var fontSize: DimensionValue
    public var fontWeight: Double
    public var letterSpacing: DimensionValue
    /// A multiple of the font size.
    public var lineHeight: Double
}
