/// `tokens resolve` output: the resolved tokens of some modes as DTCG JSON or as text.
public enum ResolvedTokensEmitter {
    /// `{"modes": {"<mode>": {"<dotted.path>": {"$type": …, "$value": …}}}}`, every value resolved.
    public static func json(_ modes: [ResolvedTokenSet.ModeTokens]) -> String {
        let body: [(String, JSONOutput)] = modes.map { mode in
            (
                mode.mode.name,
                .object(
                    mode.tokens.map { token in
                        var members: [(String, JSONOutput)] = []
                        if let type = token.type { members.append(("$type", .string(type.rawValue))) }
                        members.append(("$value", token.value.dtcgJSON))
                        return (token.path.dotted, .object(members))
                    })
            )
        }
        return JSONOutput.object([("modes", .object(body))]).rendered()
    }

    /// One block per mode: `path  type  value`, columns aligned.
    public static func text(_ modes: [ResolvedTokenSet.ModeTokens]) -> String {
        var out = ""
        for mode in modes {
            let appearance = mode.mode.appearance.map { " (\($0.rawValue) appearance)" } ?? ""
            // Each line escaped (`Printable`): a mode or token name cannot start a line of its own.
            out += Printable.escaped("mode \(mode.mode.name)\(appearance): \(mode.tokens.count) tokens") + "\n"
            let width = mode.tokens.map(\.path.dotted.count).max() ?? 0
            for token in mode.tokens {
                let type = token.type?.rawValue ?? "untyped"
                out +=
                    Printable.escaped(
                        "  " + pad(token.path.dotted, width) + "  " + pad(type, 11) + "  " + token.value.text)
                    + "\n"
            }
        }
        return out
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
