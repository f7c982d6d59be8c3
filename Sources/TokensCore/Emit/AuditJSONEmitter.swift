/// `tokens audit --format json`: the summary, every check, and the findings. The report page reads it.
public enum AuditJSONEmitter {
    public static func json(_ result: AuditResult) -> String {
        // The contrast figures as `AuditTally` counts them (passed, failed, waived failures and
        // exempt add up to the checks), as every other output says them.
        let tally = AuditTally(result)
        let worst: JSONOutput =
            tally.worstWaived.map {
                .object([
                    ("foreground", .string($0.foreground)), ("background", .string($0.background)),
                    ("mode", .string($0.mode)), ("ratio", .number($0.ratio)), ("threshold", .number($0.threshold)),
                ])
            } ?? .null
        var summary: [(String, JSONOutput)] = [
            ("modes", .number(Double(result.modes))),
            ("pairs", .number(Double(tally.pairs))),
            ("checks", .number(Double(tally.contrastChecks))),
            ("passed", .number(Double(tally.passed))),
            ("failed", .number(Double(tally.failed))),
            ("waived", .number(Double(tally.waived))),
            ("exempt", .number(Double(tally.exempt))),
            ("worstWaived", worst),
        ]
        var rules: [(String, JSONOutput)] = []
        for (id, _) in AuditRegistry.descriptions {
            rules.append(
                (
                    id,
                    .object([
                        ("checks", .number(Double(result.count(id)))),
                        ("failed", .number(Double(result.count(id, .fail)))),
                    ])
                ))
        }
        summary.append(("rules", .object(rules)))
        let findings: [JSONOutput] = result.findings.map { d in
            .object([
                ("rule", .string(d.code.rawValue)), ("severity", .string(d.severity.rawValue)),
                ("message", .string(d.message)), ("location", location(d.location)),
            ])
        }
        return JSONOutput.object([
            ("summary", .object(summary)), ("checks", .array(result.checks.map(check))), ("findings", .array(findings)),
        ]).rendered()
    }

    static func check(_ c: AuditCheck) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("rule", .string(c.rule))]
        if c.rule == ContrastRule.id || c.rule == DistinguishableRule.id {
            members += [
                ("foreground", .string(c.token.dotted)), ("background", .string(c.background?.dotted ?? "")),
                ("mode", c.mode.map(JSONOutput.string) ?? .null),
            ]
            members.append((c.rule == ContrastRule.id ? "ratio" : "deltaE", .number(c.measured)))
            members.append(("threshold", .number(c.threshold)))
        } else {
            members += [
                ("token", .string(c.token.dotted)), ("mode", c.mode.map(JSONOutput.string) ?? .null),
                ("measured", .number(c.measured)), ("minimum", .number(c.threshold)),
            ]
            if c.rule == AdaptationRule.id { members.append(("partner", .string(c.background?.dotted ?? ""))) }
        }
        members.append(("status", .string(c.status.rawValue)))
        members.append(("severity", .string(c.severity.rawValue)))
        if c.rule == ContrastRule.id { members.append(("suggestion", c.suggestion.map { .string($0.hex) } ?? .null)) }
        if let every = c.everyBackground {
            members.append(
                (
                    "everyBackground",
                    .object([
                        ("hex", .string(every.hex)), ("ratio", .number(every.ratio)),
                        ("backgrounds", .number(Double(every.backgrounds))),
                    ])
                ))
        }
        if let reason = c.waiverReason { members.append(("waiver", .string(reason))) }
        members.append(("message", .string(c.message)))
        members.append(("location", location(c.location)))
        return .object(members)
    }

    static func location(_ l: SourceLocation?) -> JSONOutput {
        guard let l else { return .null }
        return .object([
            ("file", .string(l.file)), ("line", .number(Double(l.line))), ("column", .number(Double(l.column))),
        ])
    }
}
