/// Waivers past their `until` date fail; waivers that no failing pair uses are reported.
public struct WaiverExpiryRule: AuditRule {
    public static let id = "waiver"
    public static let summary = "Waivers have not expired, and each still covers a failing pair."

    public init() {}

    public func checks(_ context: AuditContext) -> [AuditCheck] {
        var used = Set<Int>()
        for check in context.earlierChecks where check.rule == ContrastRule.id && check.status == .waived {
            used.formUnion(context.waivers.covering(check.token, check.background ?? TokenPath(""), mode: check.mode ?? ""))
        }
        return context.config.waivers.enumerated().map { index, waiver in
            let expired = waiver.until < context.today
            let used = used.contains(index)
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
