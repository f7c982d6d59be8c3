/// Touch targets (tokens and summed composites) reach the minimum (44pt); below the recommended
/// size (48pt) is a warning.
public struct TouchTargetRule: AuditRule {
    public static let id = "touch-target"
    public static let summary = "Touch-target sizes reach 44pt (warning below the recommended 48pt)."

    public init() {}

    public func checks(_ context: AuditContext) -> [AuditCheck] {
        let config = context.config.touchTargets
        var checks: [AuditCheck] = []
        for path in context.expand(config.tokens) {
            checks += measure(name: "'\(path)'", token: path, location: nil, context: context) { mode in
                guard case .dimension(let d)? = mode.value(path) else { return nil }
                return d.points
            }
        }
        for composite in config.composites {
            // A sum keeps repeats: padding + icon + padding counts the padding twice.
            let parts = composite.sum.flatMap(context.matches)
            guard let first = parts.first else { continue }
            checks += measure(
                name: "\(composite.name) (\(parts.map(\.dotted).joined(separator: " + ")))", token: first,
                location: composite.location, context: context
            ) { mode in
                var total = 0.0
                for part in parts {
                    guard case .dimension(let d)? = mode.value(part) else { return nil }
                    total += d.points
                }
                return total
            }
        }
        return checks
    }

    /// One check when every mode gives the same size, else one per mode.
    private func measure(
        name: String, token: TokenPath, location: SourceLocation?, context: AuditContext,
        size: (ResolvedTokenSet.ModeTokens) -> Double?
    ) -> [AuditCheck] {
        let config = context.config.touchTargets
        let sizes = context.tokens.modes.map { ($0, size($0)) }
        let distinct = Set(sizes.compactMap(\.1))
        let measured =
            distinct.count == 1
            ? [(nil as ResolvedTokenSet.ModeTokens?, sizes[0].1)] : sizes.map { (Optional($0.0), $0.1) }
        return measured.compactMap { mode, points in
            guard let points else { return nil }
            let modeText = mode.map { " in \($0.mode.name)" } ?? ""
            let at = location ?? (mode ?? context.tokens.modes[0]).token(token)?.location
            var check = AuditCheck(
                rule: Self.id, severity: .error, status: .pass, token: token, background: nil, mode: mode?.mode.name,
                measured: points, threshold: config.minimum, location: at,
                message:
                    "Touch target \(name)\(modeText) is \(JSONOutput.format(points))pt; the minimum is \(JSONOutput.format(config.minimum))pt."
            )
            if points < config.minimum {
                check.status = .fail
            } else if points < config.recommended {
                check.status = .fail
                check.severity = .warning
                check.threshold = config.recommended
                check.message =
                    "Touch target \(name)\(modeText) is \(JSONOutput.format(points))pt: at least the minimum, below the recommended \(JSONOutput.format(config.recommended))pt."
            }
            return check
        }
    }
}
