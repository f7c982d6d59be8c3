/// The `$type` of a token: the 13 types of DTCG 2025.10, plus `string` and `boolean`, which
/// Terrazzo and the spec's own examples use.
public enum TokenType: String, Sendable, Hashable, CaseIterable, Codable {
    case color, dimension, fontFamily, fontWeight, duration, cubicBezier, number
    case strokeStyle, border, transition, shadow, gradient, typography
    case string, boolean

    /// Type names other tools write in `$type` (Tokens Studio, Style Dictionary, Terrazzo's
    /// `link`), read as the DTCG type they mean.
    public static let synonyms: [String: TokenType] = [
        "fontSize": .dimension, "fontSizes": .dimension, "spacing": .dimension, "sizing": .dimension,
        "size": .dimension, "borderRadius": .dimension, "borderWidth": .dimension, "letterSpacing": .dimension,
        "paragraphSpacing": .dimension, "paragraphIndent": .dimension,
        "fontFamilies": .fontFamily, "fontWeights": .fontWeight, "boxShadow": .shadow, "opacity": .number,
        "link": .string,
    ]

    /// The type `name` means: a DTCG type, or one of the `synonyms`.
    public init?(named name: String) {
        guard let type = TokenType(rawValue: name) ?? Self.synonyms[name] else { return nil }
        self = type
    }
}
