/// No text smaller than the minimum (11pt): every typography token's size and every font-size token.
public struct MinimumTextSizeRule: AuditRule {
    public static let id = "text-size"
    public static let summary = "Font sizes are at least 11pt."

    public init() {}

    public func checks(_ context: AuditContext) -> [AuditCheck] {
        let minimum = context.config.typography.minimumSize
        guard let mode = context.tokens.modes.first else { return [] }
        let sizeTokens = context.config.typography.sizeTokens.map { Set(context.expand($0)) }
        // By index: each token is read in place, not copied.
        return mode.tokens.indices.compactMap { index -> AuditCheck? in
            let path = mode.tokens[index].path
            let size: DimensionValue
            switch mode.tokens[index].value {
            case .typography(let style): size = style.fontSize
            case .dimension(let d) where sizeTokens?.contains(path) ?? Self.isFontSize(path): size = d
            default: return nil
            }
            let points = size.points
            let fails = points < minimum
            return AuditCheck(
                rule: Self.id, severity: .error, status: fails ? .fail : .pass, token: path, background: nil,
                mode: nil,
                measured: points, threshold: minimum, location: mode.tokens[index].location,
                message: String(
                    joining: "'", path.dotted, "' sets text at ", JSONOutput.format(points),
                    "pt; text is never smaller than ", JSONOutput.format(minimum), "pt.")
            )
        }
    }

    /// By default a dimension is a font size when a name in its path starts with "font" and none
    /// speaks of letter spacing or tracking.
    static func isFontSize(_ path: TokenPath) -> Bool {
        let names = path.components.map { $0.lowercased() }
        return names.contains { $0.hasPrefix("font") }
            && !names.contains { $0.containsBytes("spacing") || $0.containsBytes("tracking") }
    }
}
