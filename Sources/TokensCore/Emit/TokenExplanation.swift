/// `tokens explain TOKEN`: everything known about one token, for a person. Each line is escaped
/// (`Printable`): a name, mode or file name holding a line break prints on its own line.
public enum TokenExplanation {
    /// The explanation, or nil when no mode has the token.
    public static func text(_ path: TokenPath, tokens: ResolvedTokenSet, audit: AuditResult?) -> String? {
        guard tokens.modes.contains(where: { $0.token(path) != nil }) else { return nil }
        var out = ""
        func line(_ text: String) { out += Printable.escaped(text) + "\n" }
        line("\(path)")
        if let first = tokens.modes.first?.token(path) {
            line("  type        \(first.type?.rawValue ?? "untyped")")
            if let description = first.description, !description.isEmpty { line("  description \(description)") }
            if let message = first.deprecation { line("  deprecated  \(message.isEmpty ? "yes" : message)") }
        }
        for mode in tokens.modes {
            guard let token = mode.token(path) else { continue }
            let chain = mode.aliasChain(of: path)
            let via = chain.isEmpty ? "" : " via " + chain.map(\.dotted).joined(separator: " → ")
            line("  \(mode.mode.name): \(token.value.text)\(via)")
            if let written = disagreeingHex(token.value) {
                line(
                    "    written twice: components \(written.components), hex \(written.hex); the components are built")
            }
            line("    defined at \(token.location)")
        }
        let uses = (audit?.checks ?? []).filter { $0.token == path || $0.background == path }
        if !uses.isEmpty {
            line("  audit")
            for check in uses {
                let pair = check.background.map { "\(check.token) on \($0)" } ?? check.token.dotted
                let mode = check.mode.map { " (\($0))" } ?? ""
                line("    \(check.rule) \(check.status.rawValue): \(pair)\(mode)")
            }
        }
        return out
    }

    /// A colour whose `hex` fallback is not its components' colour (`token.hex-mismatch`): both, as
    /// `#RRGGBB`; nil for any other value.
    static func disagreeingHex(_ value: TokenValue) -> (components: String, hex: String)? {
        guard case .color(let color) = value, let hex = color.hex, color.isInGamut(.srgb),
            let built = ColorValue(colorSpace: color.colorSpace, components: color.components, alpha: color.alpha)
                .sRGBHex,
            DTCGLoader.channelsDiffer(built, hex.lowercased())
        else { return nil }
        return (built.uppercased(), hex)
    }
}
