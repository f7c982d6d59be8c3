/// Colours `tokens contrast-fix` derived still match what they were derived from: each derived
/// token records, in `$extensions.tokens.derivedFrom`, the mode it came from and the values the
/// derivation read there (its own and its pairs' partners). When one of those has changed since,
/// the derived colour is stale: a warning, with the command that derives it again.
public struct DerivationRule: AuditRule {
    public static let id = "derivation"
    public static let summary =
        "Colours derived by tokens contrast-fix still match the values they were derived from (warning when stale)."

    public init() {}

    public func checks(_ context: AuditContext) -> [AuditCheck] {
        var checks: [AuditCheck] = []
        for mode in context.tokens.modes {
            // By index: a loop over the tokens themselves would copy every one of them.
            for index in mode.tokens.indices {
                guard let source = Self.source(of: mode.tokens[index].extensions) else { continue }
                checks.append(check(mode.tokens[index], in: mode, from: source, context: context))
            }
        }
        return checks
    }

    /// What a derived token records: the mode it came from and the values read there, by path.
    struct Source {
        var mode: String
        var values: [(path: TokenPath, hex: String)]
    }

    /// The token's `$extensions.tokens.derivedFrom`, when it has one that reads.
    static func source(of token: ResolvedToken) -> Source? { source(of: token.extensions) }

    /// What `$extensions` record of a derivation, when they record one that reads.
    static func source(of extensions: JSONOutput?) -> Source? {
        guard case .object(let members)? = extensions,
            case .object(let ours)? = members.first(where: { $0.0 == "tokens" })?.1,
            case .object(let from)? = ours.first(where: { $0.0 == "derivedFrom" })?.1,
            case .string(let mode)? = from.first(where: { $0.0 == "mode" })?.1,
            case .object(let values)? = from.first(where: { $0.0 == "values" })?.1
        else { return nil }
        var read: [(path: TokenPath, hex: String)] = []
        for (path, value) in values {
            guard case .string(let hex) = value else { continue }
            read.append((TokenPath(path), hex))
        }
        return Source(mode: mode, values: read)
    }

    private func check(
        _ token: ResolvedToken, in mode: ResolvedTokenSet.ModeTokens, from source: Source, context: AuditContext
    ) -> AuditCheck {
        let name = "'\(token.path)' in \(mode.mode.name)"
        var check = AuditCheck(
            rule: Self.id, severity: .warning, status: .pass, token: token.path, background: nil,
            mode: mode.mode.name, measured: 0, threshold: 0, location: token.location,
            message:
                "\(name) was derived by tokens contrast-fix from \(source.mode), whose values it read are unchanged.")
        let again =
            "Run `tokens contrast-fix` to derive it again (`tokens contrast-fix --check` finds every stale one)."
        guard let base = context.tokens.mode(named: source.mode) else {
            check.status = .fail
            check.measured = 1
            check.message =
                "\(name) was derived by tokens contrast-fix from the mode \(source.mode), which no longer exists. \(again)"
            return check
        }
        var moved: [String] = []
        for (path, hex) in source.values {
            let now: String
            switch base.value(path) {
            case .color(let color)?: now = color.displayHex
            case nil: now = "gone"
            case .some: now = "not a colour"
            }
            if now != hex {
                moved.append(
                    now == "gone" || now == "not a colour"
                        ? "\(path) (\(hex)) is \(now)" : "\(path) has gone from \(hex) to \(now)")
            }
        }
        guard !moved.isEmpty else { return check }
        check.status = .fail
        check.measured = Double(moved.count)
        check.message =
            "\(name) is stale: it was derived by tokens contrast-fix from \(source.mode)'s values, and since then \(moved.joined(separator: ", ")). \(again)"
        return check
    }
}
