/// Waivers past their `until` date fail; waivers that no failing pair uses are reported.
public struct WaiverExpiryRule: AuditRule {
    public static let id = "waiver"
    public static let summary = "Waivers have not expired, and each still covers a failing pair."

    public init() {}

    public func checks(_ context: AuditContext) -> [AuditCheck] {
        let contrast = context.earlierChecks.filter { $0.rule == ContrastRule.id }
        return context.config.waivers.map { waiver in
            let expired = waiver.until < context.today
            let used = contrast.contains { $0.status == .waived && ContrastRule.covers(waiver, $0.token, $0.background ?? TokenPath(""), $0.mode ?? "") }
            let name = "The waiver for '\(waiver.foreground)' on '\(waiver.background)'"
            var check = AuditCheck(rule: Self.id, severity: .error, status: .pass, token: TokenPath(waiver.foreground.text),
                                   background: TokenPath(waiver.background.text), mode: nil, measured: 0, threshold: 0,
                                   location: waiver.location, message: "\(name) holds until \(waiver.until).", waiverReason: waiver.reason)
            if expired {
                check.status = .fail
                check.message = "\(name) expired on \(waiver.until); fix the pair or renew the waiver with a reason."
            } else if !used {
                check.status = .fail
                check.severity = .warning
                check.message = "\(name) covers no failing pair; remove it."
            }
            return check
        }
    }
}
