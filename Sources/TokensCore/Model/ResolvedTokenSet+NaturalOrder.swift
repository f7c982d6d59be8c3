extension ResolvedTokenSet.ModeTokens {
    /// The mode's tokens in natural order (`accent.50` before `accent.400`), the order every
    /// listing uses; `tokens` itself stays sorted by bytes for lookups.
    public var tokensInNaturalOrder: [ResolvedToken] {
        NaturalSortKey.sorted(Array(tokens.indices)) { tokens[$0].path }.map { tokens[$0] }
    }
}
