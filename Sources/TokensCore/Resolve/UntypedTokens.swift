/// Every value the build reads reaches an output or a message: a token without a type (DTCG asks
/// for one, on the token or a group, and forbids guessing it from the value) is in `tokens
/// resolve` alone, so each is reported where it is defined.
enum UntypedTokens {
    /// A warning per untyped token of the first mode (every mode has the same tokens).
    static func report(_ tokens: ResolvedTokenSet) -> Diagnostics {
        var diagnostics = Diagnostics()
        for token in tokens.modes.first?.tokens ?? [] where token.type == nil {
            diagnostics.report(
                .untypedToken,
                "'\(token.path)' has no type, so the generated Swift, colorsets and the report leave it out. Give it a \"$type\" (or its group one).",
                at: token.location)
        }
        return diagnostics
    }
}
