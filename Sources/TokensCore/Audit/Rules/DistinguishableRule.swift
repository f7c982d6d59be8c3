/// State colours (success / warning / error) that protan or deutan viewers cannot tell apart, and
/// that differ by less than 3:1 in contrast, are flagged: colour must not be the only carrier.
public struct DistinguishableRule: AuditRule {
    public static let id = "distinguishable"
    public static let summary = "State colours stay distinguishable under protan and deutan vision, or differ by 3:1."
    /// Simulated colours closer than this (ΔE OK; 0.02 is a just-noticeable difference) are confusable.
    public static let minimumDeltaE = 0.10

    public init() {}

    public func checks(_ context: AuditContext) -> [AuditCheck] {
        var checks: [AuditCheck] = []
        for group in context.config.distinguishable {
            let paths = context.expand(group.tokens)
            for mode in context.tokens.modes {
                for (i, a) in paths.enumerated() {
                    for b in paths[(i + 1)...] {
                        guard case .color(let colorA)? = mode.value(a), case .color(let colorB)? = mode.value(b) else {
                            continue
                        }
                        checks.append(check(a, colorA, b, colorB, group: group, mode: mode))
                    }
                }
            }
        }
        return checks
    }

    private func check(
        _ a: TokenPath, _ colorA: ColorValue, _ b: TokenPath, _ colorB: ColorValue,
        group: AuditConfig.DistinguishableGroup, mode: ResolvedTokenSet.ModeTokens
    ) -> AuditCheck {
        let seen = [ColorVisionDeficiency.protanopia, .deuteranopia].map { deficiency in
            (deficiency, deficiency.simulate(colorA).deltaEOK(to: deficiency.simulate(colorB)))
        }
        let worst = seen.min { $0.1 < $1.1 } ?? (.protanopia, 1)
        let ratio = WCAG.contrast(colorA, on: colorB)
        let fails = worst.1 < Self.minimumDeltaE && ratio < 3
        return AuditCheck(
            rule: Self.id, severity: .warning, status: fails ? .fail : .pass, token: a, background: b,
            mode: mode.mode.name,
            measured: worst.1, threshold: Self.minimumDeltaE, location: mode.token(a)?.location,
            message:
                "'\(a)' and '\(b)' (\(group.name)) in \(mode.mode.name) are ΔE OK \(WCAG.display(worst.1)) apart under \(worst.0.rawValue) and \(WCAG.display(ratio)):1 apart in contrast; pair the colour with an icon or text."
        )
    }
}
