/// `tokens audit --format junit`: one test case per check (a contrast pair in one mode, a touch
/// target, a font size…), grouped in a suite per rule. It says what the exit code says: only the
/// checks that fail the run are `<failure>`s (error-level findings; warnings too with `--strict`).
/// A warning is a passing test case with `severity` `warning` in its properties and the finding in
/// its `<system-out>`; a waived check is skipped with the waiver's reason.
public enum JUnitEmitter {
    public static func junit(_ result: AuditResult, strict: Bool = false) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        // What fails the run (as `AuditResult.fails(strict:)` decides), and what is only a warning.
        func fails(_ check: AuditCheck) -> Bool { check.status == .fail && (check.severity == .error || strict) }
        func warns(_ check: AuditCheck) -> Bool { check.status == .fail && !fails(check) }
        let failures = result.checks.filter(fails).count
        let skipped = result.checks.filter { $0.status == .waived }.count
        out +=
            "<testsuites name=\"tokens audit\" tests=\"\(result.checks.count)\" failures=\"\(failures)\" skipped=\"\(skipped)\">\n"
        for (id, _) in AuditRegistry.descriptions {
            let checks = result.checks.filter { $0.rule == id }
            guard !checks.isEmpty else { continue }
            out +=
                "  <testsuite name=\"\(id)\" tests=\"\(checks.count)\" failures=\"\(checks.filter(fails).count)\" skipped=\"\(checks.filter { $0.status == .waived }.count)\">\n"
            out +=
                "    <properties><property name=\"warnings\" value=\"\(checks.filter(warns).count)\"/></properties>\n"
            for check in checks {
                let name = check.background.map { "\(check.token) on \($0)" } ?? check.token.dotted
                let classname = id + (check.mode.map { ".\($0)" } ?? "")
                out += "    <testcase classname=\"\(XMLText.attribute(classname))\" name=\"\(XMLText.attribute(name))\""
                let at = check.location.map { "\($0): " } ?? ""
                switch check.status {
                case .pass: out += "/>\n"
                case .fail where fails(check):
                    out +=
                        ">\n      <failure type=\"\(check.severity.rawValue)\" message=\"\(XMLText.attribute(check.message))\">\(XMLText.content(at + check.message))</failure>\n    </testcase>\n"
                case .fail:
                    out +=
                        ">\n      <properties><property name=\"severity\" value=\"warning\"/></properties>\n      <system-out>\(XMLText.content(at + "warning: " + check.message))</system-out>\n    </testcase>\n"
                case .waived:
                    out +=
                        ">\n      <skipped message=\"\(XMLText.attribute("waived: " + (check.waiverReason ?? "")))\"/>\n    </testcase>\n"
                }
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }
}
