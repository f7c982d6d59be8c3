/// Line height at least 1.3 × the font size on every typography token.
public struct LineHeightRule: AuditRule {
    public static let id = "line-height"
    public static let summary = "Typography line heights are at least 1.3 × the font size."

    public init() {}

    public func checks(_ context: AuditContext) -> [AuditCheck] {
        let minimum = context.config.typography.minimumLineHeightRatio
        guard let mode = context.tokens.modes.first else { return [] }
        // By index: each token is read in place, not copied.
        return mode.tokens.indices.compactMap { index -> AuditCheck? in
            guard case .typography(let style) = mode.tokens[index].value else { return nil }
            let path = mode.tokens[index].path
            let fails = style.lineHeight < minimum
            return AuditCheck(
                rule: Self.id, severity: .error, status: fails ? .fail : .pass, token: path, background: nil,
                mode: nil,
                measured: style.lineHeight, threshold: minimum, location: mode.tokens[index].location,
                message: String(
                    joining: "'", path.dotted, "' has a line height of ", JSONOutput.format(style.lineHeight),
                    " × its size; it must be at least ", JSONOutput.format(minimum), " ×.")
            )
        }
    }
}
