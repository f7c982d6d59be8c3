/// `tokens explain TOKEN`: everything known about one token, for a person.
public enum TokenExplanation {
    /// The explanation, or nil when no mode has the token.
    public static func text(_ path: TokenPath, tokens: ResolvedTokenSet, audit: AuditResult?) -> String? {
        guard tokens.modes.contains(where: { $0.token(path) != nil }) else { return nil }
        var out = "\(path)\n"
        if let first = tokens.modes.first?.token(path) {
            out += "  type        \(first.type?.rawValue ?? "untyped")\n"
            if let description = first.description, !description.isEmpty { out += "  description \(description)\n" }
            if let message = first.deprecation { out += "  deprecated  \(message.isEmpty ? "yes" : message)\n" }
        }
        for mode in tokens.modes {
            guard let token = mode.token(path) else { continue }
            let chain = mode.aliasChain(of: path)
            let via = chain.isEmpty ? "" : " via " + chain.map(\.dotted).joined(separator: " → ")
            out += "  \(mode.mode.name): \(token.value.text)\(via)\n"
            out += "    defined at \(token.location)\n"
        }
        let uses = (audit?.checks ?? []).filter { $0.token == path || $0.background == path }
        if !uses.isEmpty {
            out += "  audit\n"
            for check in uses {
                let pair = check.background.map { "\(check.token) on \($0)" } ?? check.token.dotted
                let mode = check.mode.map { " (\($0))" } ?? ""
                out += "    \(check.rule) \(check.status.rawValue): \(pair)\(mode)\n"
            }
        }
        return out
    }
}
