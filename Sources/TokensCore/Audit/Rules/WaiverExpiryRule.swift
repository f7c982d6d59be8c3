import Foundation

/// Waivers past their `until` date fail (a waiver without one never expires); waivers that expire within `warningDays` and waivers that
/// no failing pair uses are warnings. It runs after the other rules, on the contrast checks they waived.
public struct WaiverExpiryRule: Sendable {
    public static let id = "waiver"
    public static let summary = "Waivers have not expired, and each still covers a failing pair."
    /// How many days before its `until` date a waiver in use is reported.
    public static let warningDays = 30

    public init() {}

    /// A check per configured waiver, given the contrast checks that were waived.
    public func checks(_ context: AuditContext, waived: [AuditCheck]) -> [AuditCheck] {
        var used = Set<Int>()
        for check in waived {
            used.formUnion(
                context.waivers.covering(check.token, check.background ?? TokenPath(""), mode: check.mode ?? ""))
        }
        // The days left are counted for the waivers in force and in use, once per end date: most
        // waivers share one (a team waives a batch at once), and a calendar is slow to ask.
        var daysLeft: [String: Int?] = [:]
        for (index, waiver) in context.config.waivers.enumerated() {
            guard let until = waiver.until, until >= context.today, used.contains(index), daysLeft[until] == nil
            else { continue }
            daysLeft[until] = .some(Self.days(from: context.today, to: until))
        }
        return context.config.waivers.enumerated().map { index, waiver in
            // A waiver without `until` never expires (the baseline still holds it to its reviewed ratio).
            let until = waiver.until ?? ""
            let expired = waiver.until != nil && until < context.today
            let used = used.contains(index)
            let name = "The waiver for '\(waiver.foreground)' on '\(waiver.background)'"
            let holds = waiver.until == nil ? "\(name) has no end date." : "\(name) holds until \(until)."
            var check = AuditCheck(
                rule: Self.id, severity: .error, status: .pass, token: TokenPath(waiver.foreground.text),
                background: TokenPath(waiver.background.text), mode: nil, measured: 0, threshold: 0,
                location: waiver.location, message: holds, waiverReason: waiver.reason)
            if expired {
                check.status = .fail
                check.message = "\(name) expired on \(until); fix the pair or renew the waiver with a reason."
            } else if !used {
                check.status = .fail
                check.severity = .warning
                check.message = "\(name) covers no failing pair; remove it."
            } else if let days = daysLeft[until] ?? nil, days <= Self.warningDays {
                check.status = .fail
                check.severity = .warning
                let when = days == 0 ? "today" : days == 1 ? "tomorrow" : "in \(days) days"
                check.message =
                    "\(name) expires on \(until) (\(when)); fix the pair or renew the waiver with a reason before then."
            }
            return check
        }
    }

    /// Whole days from one `yyyy-mm-dd` day to another (UTC); nil when either is not a date.
    static func days(from start: String, to end: String) -> Int? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        func date(_ text: String) -> Date? {
            let parts = text.split(separator: "-").compactMap { Int($0) }
            guard parts.count == 3 else { return nil }
            return calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2]))
        }
        guard let a = date(start), let b = date(end) else { return nil }
        return calendar.dateComponents([.day], from: a, to: b).day
    }
}
