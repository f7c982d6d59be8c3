/// One finding as the page lists it: a rule's checks on one token (and its partner) that did not
/// pass, with every mode they hold in, so a pair confusable in four modes is one card, not four.
struct FindingGroup {
    /// How the finding weighs: errors first, then warnings, then waived checks.
    enum Kind: Int, Comparable {
        case error, warning, waived
        static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }

        /// The value of the card's `data-status`, which the verdict filter matches.
        var status: String {
            switch self {
            case .error: "fail"
            case .warning: "warning"
            case .waived: "waived"
            }
        }
    }

    let kind: Kind
    /// The checks, one per mode, in the order of the modes.
    let checks: [AuditCheck]
    /// The card's anchor, `finding-1` …, in page order.
    let id: String

    var rule: String { checks[0].rule }
    var token: TokenPath { checks[0].token }
    var partner: TokenPath? { checks[0].background }
    /// The modes the finding holds in, in page order (empty for a check made once for all modes).
    var modes: [String] { checks.compactMap(\.mode) }

    /// The kind of a check with `status` and `severity`; nil when it passed.
    static func kind(status: AuditStatus, severity: Severity) -> Kind? {
        switch status {
        case .pass: nil
        case .waived: .waived
        case .fail: severity == .error ? .error : .warning
        }
    }

    /// Every check that did not pass, grouped by rule, token, partner and kind; errors first, then
    /// by rule in the registry's order, then by token in natural order.
    static func groups(_ audit: AuditResult, modes: [String]) -> [FindingGroup] {
        var order: [String] = []
        var grouped: [String: (kind: Kind, checks: [AuditCheck])] = [:]
        // Each check tested where it is; only those that did not pass are copied (a loop over the
        // checks copied each of 60,000 at 30,000 tokens).
        for index in audit.checks.indices {
            guard let kind = kind(status: audit.checks[index].status, severity: audit.checks[index].severity)
            else { continue }
            let check = audit.checks[index]
            let key = "\(kind.rawValue)|\(check.rule)|\(check.token)|\(check.background?.dotted ?? "")"
            if grouped[key] == nil {
                order.append(key)
                grouped[key] = (kind, [])
            }
            grouped[key]?.checks.append(check)
        }
        let rules = AuditRegistry.descriptions.map(\.id)
        let modeOrder = Dictionary(modes.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let groups = order.compactMap { key -> (Kind, [AuditCheck])? in
            guard let entry = grouped[key] else { return nil }
            return (entry.kind, entry.checks.sorted { modeOrder[$0.mode ?? ""] ?? -1 < modeOrder[$1.mode ?? ""] ?? -1 })
        }
        let keys = groups.map { kind, checks -> (Kind, Int, [UInt8], [UInt8]) in
            var token: [UInt8] = []
            NaturalSortKey.append(ReportName.shown(checks[0].token), to: &token)
            var partner: [UInt8] = []
            NaturalSortKey.append(checks[0].background.map(ReportName.shown) ?? "", to: &partner)
            return (kind, rules.firstIndex(of: checks[0].rule) ?? rules.count, token, partner)
        }
        let sorted = groups.indices.sorted { a, b in
            let (x, y) = (keys[a], keys[b])
            if x.0 != y.0 { return x.0 < y.0 }
            if x.1 != y.1 { return x.1 < y.1 }
            if x.2 != y.2 { return x.2.lexicographicallyPrecedes(y.2) }
            return x.3.lexicographicallyPrecedes(y.3)
        }
        return sorted.enumerated().map { number, index in
            FindingGroup(kind: groups[index].0, checks: groups[index].1, id: "finding-\(number + 1)")
        }
    }
}
