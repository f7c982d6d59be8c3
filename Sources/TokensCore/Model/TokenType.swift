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
        // Style Dictionary projects' kebab-case names (HashiCorp Helios, Kong).
        "font-size": .dimension, "letter-spacing": .dimension, "border-radius": .dimension,
        "border-width": .dimension, "font-family": .fontFamily, "font-weight": .fontWeight,
        "box-shadow": .shadow, "text": .string, "textCase": .string, "textDecoration": .string,
        "text-case": .string, "text-decoration": .string, "asset": .string, "time": .duration,
        // Figma variables' resolved types.
        "FLOAT": .number, "STRING": .string, "COLOR": .color, "BOOLEAN": .boolean,
    ]

    /// Type names that say "read the type off the value": Tokens Studio's `other`, and line heights,
    /// which tools write as multipliers (`1.5`, `"150%"`) or lengths (`"24px"`) under one name.
    public static let readFromValue: Set<String> = ["other", "lineHeights", "lineHeight", "line-height"]

    /// The type `name` means: a DTCG type, or one of the `synonyms`.
    public init?(named name: String) {
        guard let type = TokenType(rawValue: name) ?? Self.synonyms[name] else { return nil }
        self = type
    }
}
