/// The `$type` of a token: the 13 types of DTCG 2025.10, plus `string` and `boolean`, which
/// Terrazzo and the spec's own examples use.
public enum TokenType: String, Sendable, Hashable, CaseIterable, Codable {
    case color, dimension, fontFamily, fontWeight, duration, cubicBezier, number
    case strokeStyle, border, transition, shadow, gradient, typography
    case string, boolean
}
