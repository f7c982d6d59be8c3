/// `tokens diff --format json`: the diff in a stable shape (docs/diff.md lists every key).
public enum DiffJSONEmitter {
    /// The shape's version; raised when a key changes meaning or goes away.
    public static let version = 2

    public static func json(_ diff: TokenDiff) -> String {
        let tokens: [JSONOutput] = diff.tokens.map { change in
            var members: [(String, JSONOutput)] = [
                ("kind", .string(change.kind.rawValue)), ("path", .string(change.path.dotted)),
            ]
            if let oldPath = change.oldPath { members.append(("oldPath", .string(oldPath.dotted))) }
            members.append(("mode", change.mode.map(JSONOutput.string) ?? .null))
            members.append(("old", change.old.map { value($0) } ?? .null))
            members.append(("new", change.new.map { value($0) } ?? .null))
            members.append(("deltaE", change.deltaE.map { .number(($0 * 10000).rounded() / 10000) } ?? .null))
            if DiffTextEmitter.isColorChange(change) {
                members.append(("looks", .string(DiffTextEmitter.colorWords(change))))
            }
            return .object(members)
        }
        let checks: [JSONOutput] = diff.checks.map { check in
            .object([
                ("kind", .string(check.kind.rawValue)), ("rule", .string(check.rule)),
                ("severity", .string(check.severity.rawValue)), ("token", .string(check.token.dotted)),
                ("background", check.background.map { .string($0.dotted) } ?? .null),
                ("mode", check.mode.map(JSONOutput.string) ?? .null),
                ("old", check.old.map { measure($0.status, $0.measured) } ?? .null),
                ("new", check.new.map { measure($0.status, $0.measured) } ?? .null),
                ("threshold", .number(check.threshold)),
                ("waivedAt", check.waivedAt.map { .number(rounded($0)) } ?? .null),
                ("regression", .bool(check.kind.isRegression)),
                (
                    "suggestion",
                    check.suggestion.map { .object([("hex", .string($0.hex)), ("ratio", .number(rounded($0.ratio)))]) }
                        ?? .null
                ),
                ("message", .string(check.message)),
            ])
        }
        let summary: [(String, JSONOutput)] =
            TokenDiff.Kind.allCases.map { ($0.rawValue, .number(Double(diff.count($0)))) }
            + TokenDiff.CheckKind.allCases.map { ($0.rawValue, .number(Double(diff.count($0)))) }
            + [("breaks", .number(Double(diff.breaks.count))), ("files", .number(Double(diff.files.count)))]
        return JSONOutput.object([
            ("version", .number(Double(version))), ("base", .string(diff.base)), ("head", .string(diff.head)),
            ("introducesFailure", .bool(diff.introducesFailure)), ("breaksAPI", .bool(!diff.breaks.isEmpty)),
            ("summary", .object(summary)),
            (
                "modes",
                .object([
                    ("added", .array(diff.modesAdded.map(JSONOutput.string))),
                    ("removed", .array(diff.modesRemoved.map(JSONOutput.string))),
                ])
            ),
            ("tokens", .array(tokens)), ("checks", .array(checks)),
            (
                "breaks",
                .array(
                    diff.breaks.map {
                        .object([
                            ("symbol", .string($0.symbol)), ("renamedTo", $0.renamedTo.map(JSONOutput.string) ?? .null),
                            ("deprecatedEntry", $0.deprecatedEntry.map(JSONOutput.string) ?? .null),
                        ])
                    })
            ),
            (
                "swift",
                .array(
                    diff.swift.map {
                        .object([
                            ("symbol", .string($0.symbol)), ("before", $0.before.map(JSONOutput.string) ?? .null),
                            ("after", $0.after.map(JSONOutput.string) ?? .null),
                        ])
                    })
            ),
            (
                "files",
                .array(diff.files.map { .object([("path", .string($0.path)), ("kind", .string($0.kind.rawValue))]) })
            ),
        ]).rendered() + "\n"
    }

    /// A value: its DTCG JSON, with `text` as `tokens resolve` writes it (and `hex` for a colour).
    static func value(_ value: TokenValue) -> JSONOutput {
        var members: [(String, JSONOutput)] = [
            ("text", .string(DiffTextEmitter.value(value))), ("value", value.dtcgJSON),
        ]
        if case .color(let color) = value, let hex = color.sRGBHex {
            members.append(("hex", .string(hex.uppercased())))
        }
        return .object(members)
    }

    static func measure(_ status: AuditStatus, _ measured: Double) -> JSONOutput {
        .object([("status", .string(status.rawValue)), ("measured", .number(rounded(measured)))])
    }

    /// To 4 decimals: a ratio is shown to 2, the rest is float noise.
    static func rounded(_ value: Double) -> Double { (value * 10000).rounded() / 10000 }
}
