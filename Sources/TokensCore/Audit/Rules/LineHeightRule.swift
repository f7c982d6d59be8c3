/// Line height at least 1.3 × the font size on every typography token.
public struct LineHeightRule: AuditRule {
    public static let id = "line-height"
    public static let summary = "Typography line heights are at least 1.3 × the font size."

    public init() {}

    public func checks(_ context: AuditContext) -> [AuditCheck] {
        let minimum = context.config.typography.minimumLineHeightRatio
        guard let mode = context.tokens.modes.first else { return [] }
        return mode.tokens.compactMap { token -> AuditCheck? in
            guard case .typography(let style) = token.value else { return nil }
            let fails = style.lineHeight < minimum
            return AuditCheck(
                rule: Self.id, severity: .error, status: fails ? .fail : .pass, token: token.path, background: nil,
                mode: nil,
                measured: style.lineHeight, threshold: minimum, location: token.location,
                message:
                    "'\(token.path)' has a line height of \(JSONOutput.format(style.lineHeight)) × its size; it must be at least \(JSONOutput.format(minimum)) ×."
            )
        }
    }
}
