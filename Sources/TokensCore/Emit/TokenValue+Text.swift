/// Resolved values written for people: `#FAF8F5`, `16px`, `Roboto 42px/1.2 700`.
extension TokenValue {
    /// A short, CSS-like rendering of the value.
    public var text: String {
        switch self {
        case .color(let c): c.description
        case .dimension(let d): d.text
        case .fontFamily(let names): names.joined(separator: ", ")
        case .fontWeight(let w): JSONOutput.format(w)
        case .duration(let d): JSONOutput.format(d.value) + d.unit
        case .cubicBezier(let p): "cubic-bezier(" + p.map(JSONOutput.format).joined(separator: ", ") + ")"
        case .number(let n): JSONOutput.format(n)
        case .strokeStyle(let s): s.text
        case .border(let b): "\(b.width.text) \(b.style.text) \(b.color)"
        case .transition(let t):
            "\(JSONOutput.format(t.duration.value))\(t.duration.unit) \(TokenValue.cubicBezier(t.timingFunction).text) \(JSONOutput.format(t.delay.value))\(t.delay.unit)"
        case .shadow(let layers):
            layers.map {
                ($0.inset ? "inset " : "")
                    + "\($0.offsetX.text) \($0.offsetY.text) \($0.blur.text) \($0.spread.text) \($0.color)"
            }
            .joined(separator: ", ")
        case .gradient(let stops):
            stops.map { "\($0.color) \(JSONOutput.format($0.position * 100))%" }.joined(separator: ", ")
        case .typography(let t):
            "\(t.fontFamily.first ?? "") \(t.fontSize.text)/\(JSONOutput.format(t.lineHeight)) \(JSONOutput.format(t.fontWeight))"
                + (t.letterSpacing.value == 0 ? "" : " tracking \(t.letterSpacing.text)")
        case .string(let s): s
        case .boolean(let b): b ? "true" : "false"
        case .untyped(let json): json.rendered(pretty: false)
        }
    }
}

extension DimensionValue {
    /// `16px`.
    public var text: String { JSONOutput.format(value) + unit }
}

extension StrokeStyle {
    /// `solid`, or `dashed(8px 4px, round)`.
    public var text: String {
        switch self {
        case .keyword(let k): k
        case .dashed(let dashes, let cap): "dashed(" + dashes.map(\.text).joined(separator: " ") + ", \(cap))"
        }
    }
}
