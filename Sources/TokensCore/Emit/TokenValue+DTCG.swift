/// Resolved values written back in DTCG 2025.10 form.
extension TokenValue {
    /// The value as DTCG 2025.10 JSON: colours as colour objects (with a `hex` fallback where in
    /// sRGB gamut), dimensions and durations as `{value, unit}`, composites as objects.
    public var dtcgJSON: JSONOutput {
        switch self {
        case .color(let c): c.dtcgJSON
        case .dimension(let d): d.dtcgJSON
        case .fontFamily(let names): names.count == 1 ? .string(names[0]) : .array(names.map(JSONOutput.string))
        case .fontWeight(let w): .number(w)
        case .duration(let d): .object([("value", .number(d.value)), ("unit", .string(d.unit))])
        case .cubicBezier(let points): .array(points.map(JSONOutput.number))
        case .number(let n): .number(n)
        case .strokeStyle(let s): s.dtcgJSON
        case .border(let b):
            .object([("color", b.color.dtcgJSON), ("width", b.width.dtcgJSON), ("style", b.style.dtcgJSON)])
        case .transition(let t):
            .object([
                ("duration", TokenValue.duration(t.duration).dtcgJSON),
                ("delay", TokenValue.duration(t.delay).dtcgJSON),
                ("timingFunction", .array(t.timingFunction.map(JSONOutput.number))),
            ])
        case .shadow(let layers):
            layers.count == 1 ? layers[0].dtcgJSON : .array(layers.map(\.dtcgJSON))
        case .gradient(let stops):
            .array(stops.map { .object([("color", $0.color.dtcgJSON), ("position", .number($0.position))]) })
        case .typography(let t):
            .object([
                ("fontFamily", TokenValue.fontFamily(t.fontFamily).dtcgJSON), ("fontSize", t.fontSize.dtcgJSON),
                ("fontWeight", .number(t.fontWeight)), ("letterSpacing", t.letterSpacing.dtcgJSON),
                ("lineHeight", .number(t.lineHeight)),
            ])
        case .string(let s): .string(s)
        case .boolean(let b): .bool(b)
        case .untyped(let json): json
        }
    }
}

extension ColorValue {
    /// `{colorSpace, components, alpha, hex?}`.
    public var dtcgJSON: JSONOutput {
        var members: [(String, JSONOutput)] = [
            ("colorSpace", .string(colorSpace.rawValue)),
            ("components", .array(components.map { $0.map(JSONOutput.number) ?? .string("none") })),
            ("alpha", .number(alpha)),
        ]
        if let hex = sRGBHex { members.append(("hex", .string(hex))) }
        return .object(members)
    }
}

extension DimensionValue {
    /// `{value, unit}`.
    public var dtcgJSON: JSONOutput { .object([("value", .number(value)), ("unit", .string(unit))]) }
}

extension StrokeStyle {
    /// A keyword string, or `{dashArray, lineCap}`.
    public var dtcgJSON: JSONOutput {
        switch self {
        case .keyword(let k): .string(k)
        case .dashed(let dashes, let cap):
            .object([("dashArray", .array(dashes.map(\.dtcgJSON))), ("lineCap", .string(cap))])
        }
    }
}

extension Shadow {
    /// One shadow layer object.
    public var dtcgJSON: JSONOutput {
        .object([
            ("color", color.dtcgJSON), ("offsetX", offsetX.dtcgJSON), ("offsetY", offsetY.dtcgJSON),
            ("blur", blur.dtcgJSON), ("spread", spread.dtcgJSON), ("inset", .bool(inset)),
        ])
    }
}
