/// `tokens contrast-fix --dry-run`: what writing the files would change, token by token (mode,
/// old → new, the ratio the new colour reaches), as lines for people or as JSON; not the files.
extension ContrastFix {
    /// Each mode's changes as aligned lines, or that nothing would change.
    public static func dryRunText(_ plans: [FilePlan]) -> String {
        var out = ""
        for plan in plans {
            let result = plan.result
            let heading = "\(result.mode) (from \(result.base))"
            guard !plan.changes.isEmpty else {
                let count = result.derived.count
                let what =
                    count == 0
                    ? "no colour needs a high-contrast value"
                    : "\(count) derived colour\(count == 1 ? "" : "s"), all current"
                out += Printable.escaped("\(heading): nothing would change (\(what)).") + "\n"
                continue
            }
            let count = plan.changes.count
            let verb = plan.action == .remove ? "be removed with it" : "change"
            out +=
                Printable.escaped(
                    "\(heading): \(count) colour\(count == 1 ? "" : "s") would \(verb) in \(plan.path):") + "\n"
            let width = plan.changes.map { $0.token.dotted.count }.max() ?? 0
            for change in plan.changes {
                let old = change.old?.displayHex ?? "(none)"
                var line = "  " + change.token.dotted.padding(width) + "  " + old + " → "
                switch change.kind {
                case .removed: line += "removed: its pairs pass without one"
                case .derived, .rerecorded:
                    line += change.new?.displayHex ?? ""
                    if let worst = change.worst {
                        line +=
                            "  \(WCAG.display(worst.ratio)):1 on \(worst.background) (needs \(WCAG.thresholdText(worst.target)):1)"
                    } else {
                        line += "  a background, moved so that its text can reach the high-contrast level"
                    }
                    if change.kind == .rerecorded { line += "; the same colour, derived from other values" }
                }
                out += Printable.escaped(line) + "\n"
            }
        }
        return out
    }

    /// `{"modes": [{"mode", "base", "file", "action", "derived", "changes": [{"token", "kind",
    /// "old", "new", "ratio", "background", "target"}], "blocked": [{"foreground", "background",
    /// "target", "best"}]}]}`.
    public static func dryRunJSON(_ plans: [FilePlan]) -> String {
        func hex(_ color: ColorValue?) -> JSONOutput { color.map { .string($0.displayHex) } ?? .null }
        let modes: [JSONOutput] = plans.map { plan in
            let action: String
            switch plan.action {
            case .current: action = "current"
            case .write: action = "write"
            case .remove: action = "remove"
            case .nothing: action = "nothing"
            }
            let changes: [JSONOutput] = plan.changes.map { change in
                .object([
                    ("token", .string(change.token.dotted)), ("kind", .string(change.kind.rawValue)),
                    ("old", hex(change.old)), ("new", hex(change.new)),
                    ("ratio", change.worst.map { .number($0.ratio) } ?? .null),
                    ("background", change.worst.map { .string($0.background.dotted) } ?? .null),
                    ("target", change.worst.map { .number($0.target) } ?? .null),
                ])
            }
            let blocked: [JSONOutput] = plan.result.blocked.map {
                .object([
                    ("foreground", .string($0.constraint.foreground.dotted)),
                    ("background", .string($0.constraint.background.dotted)),
                    ("target", .number($0.constraint.target)), ("best", .number($0.best)),
                ])
            }
            return .object([
                ("mode", .string(plan.result.mode)), ("base", .string(plan.result.base)), ("file", .string(plan.path)),
                ("action", .string(action)), ("derived", .number(Double(plan.result.derived.count))),
                ("changes", .array(changes)), ("blocked", .array(blocked)),
            ])
        }
        return JSONOutput.object([("modes", .array(modes))]).rendered() + "\n"
    }
}
