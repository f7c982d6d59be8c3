/// `tokens audit --format sarif`: SARIF 2.1.0, the format GitHub code scanning reads.
public enum SARIFEmitter {
    public static func sarif(_ result: AuditResult) -> String {
        let descriptions = AuditRegistry.descriptions
        let rules: [JSONOutput] = descriptions.map { rule in
            .object([("id", .string(rule.id)), ("shortDescription", .object([("text", .string(rule.summary))]))])
        }
        var results: [JSONOutput] = []
        for check in result.checks where check.status != .pass {
            var members: [(String, JSONOutput)] = [
                ("ruleId", .string(check.rule)),
                ("ruleIndex", .number(Double(descriptions.firstIndex { $0.id == check.rule } ?? 0))),
                ("level", .string(check.status == .waived ? "note" : check.severity == .error ? "error" : "warning")),
                ("message", .object([("text", .string(check.message))])),
            ]
            if let location = check.location {
                members.append(
                    (
                        "locations",
                        .array([
                            .object([
                                (
                                    "physicalLocation",
                                    .object([
                                        ("artifactLocation", .object([("uri", .string(uri(location.file)))])),
                                        (
                                            "region",
                                            .object([
                                                ("startLine", .number(Double(location.line))),
                                                ("startColumn", .number(Double(location.column))),
                                            ])
                                        ),
                                    ])
                                )
                            ])
                        ])
                    ))
            }
            if check.status == .waived {
                members.append(
                    (
                        "suppressions",
                        .array([
                            .object([
                                ("kind", .string("external")), ("justification", .string(check.waiverReason ?? "")),
                            ])
                        ])
                    ))
            }
            results.append(.object(members))
        }
        return JSONOutput.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            (
                "runs",
                .array([
                    .object([
                        (
                            "tool",
                            .object([("driver", .object([("name", .string("tokens")), ("rules", .array(rules))]))])
                        ),
                        ("results", .array(results)),
                    ])
                ])
            ),
        ]).rendered()
    }

    /// A relative path stays a relative URI reference (code scanning resolves it against the
    /// repository); an absolute one becomes a file URI. Spaces and `%` are percent-encoded.
    static func uri(_ path: String) -> String {
        var encoded = ""
        for scalar in path.unicodeScalars {
            switch scalar {
            case " ": encoded += "%20"
            case "%": encoded += "%25"
            case "#": encoded += "%23"
            default: encoded.unicodeScalars.append(scalar)
            }
        }
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
