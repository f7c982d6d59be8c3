/// Every value the build reads reaches an output or a message: a token without a type (DTCG asks
/// for one, on the token or a group, and forbids guessing it from the value) is in `tokens
/// resolve` alone, so each is reported where it is defined.
enum UntypedTokens {
    /// A warning per untyped token of the first mode (every mode has the same tokens), and per token
    /// whose type in another mode is not its type in the first (that value reaches no output).
    static func report(_ tokens: ResolvedTokenSet) -> Diagnostics {
        var diagnostics = Diagnostics()
        // Read by index, each token copied only when it is reported: a copy of every token of
        // every mode was most of this at 30,000 tokens.
        let first = tokens.modes.first?.tokens ?? []
        for index in first.indices where first[index].value.type == nil {
            let token = first[index]
            diagnostics.report(
                .untypedToken,
                "'\(token.path)' has no type, so the generated Swift, colorsets and the report leave it out. Give it a \"$type\" (or its group one).",
                at: token.location,
                cause:
                    "Tokens with no type (on the token, a group or an alias's target) are left out of the generated Swift, colorsets and the report; give them a \"$type\"."
            )
        }
        guard let base = tokens.modes.first else { return diagnostics }
        for mode in tokens.modes.dropFirst() {
            for index in mode.tokens.indices {
                guard let baseIndex = base.index(of: mode.tokens[index].path, near: index),
                    case let baseType? = base.tokens[baseIndex].value.type, mode.tokens[index].value.type != baseType
                else { continue }
                let token = mode.tokens[index]
                let what = token.type.map { "a \($0.rawValue)" } ?? "untyped"
                diagnostics.report(
                    .modeTypeMismatch,
                    "'\(token.path)' is \(what) in mode '\(mode.mode)' but a \(baseType.rawValue) in '\(base.mode)', so the outputs keep the '\(base.mode)' value in '\(mode.mode)'. Give it the same type in every mode.",
                    at: token.location,
                    cause:
                        "Tokens whose type in mode '\(mode.mode)' is not their type in '\(base.mode)' keep the '\(base.mode)' value there."
                )
            }
        }
        return diagnostics
    }
}
