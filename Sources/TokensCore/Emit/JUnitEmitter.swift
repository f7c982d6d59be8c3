/// `tokens audit --format junit`: one test case per check (a contrast pair in one mode, a touch
/// target, a font size…), grouped in a suite per rule; waived checks are skipped.
public enum JUnitEmitter {
    public static func junit(_ result: AuditResult) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let failures = result.checks.filter { $0.status == .fail }.count
        let skipped = result.checks.filter { $0.status == .waived }.count
        out +=
            "<testsuites name=\"tokens audit\" tests=\"\(result.checks.count)\" failures=\"\(failures)\" skipped=\"\(skipped)\">\n"
        for (id, _) in AuditRegistry.descriptions {
            let checks = result.checks.filter { $0.rule == id }
            guard !checks.isEmpty else { continue }
            out +=
                "  <testsuite name=\"\(id)\" tests=\"\(checks.count)\" failures=\"\(checks.filter { $0.status == .fail }.count)\" skipped=\"\(checks.filter { $0.status == .waived }.count)\">\n"
            for check in checks {
                let name = check.background.map { "\(check.token) on \($0)" } ?? check.token.dotted
                let classname = id + (check.mode.map { ".\($0)" } ?? "")
                out += "    <testcase classname=\"\(XMLText.attribute(classname))\" name=\"\(XMLText.attribute(name))\""
                switch check.status {
                case .pass: out += "/>\n"
                case .fail:
                    let at = check.location.map { "\($0): " } ?? ""
                    out +=
                        ">\n      <failure type=\"\(check.severity.rawValue)\" message=\"\(XMLText.attribute(check.message))\">\(XMLText.content(at + check.message))</failure>\n    </testcase>\n"
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
