/// GitHub Primer's `mix` applied once a token's aliases are resolved.
extension AliasResolver {
    /// The value with the definition's `mix` blended in (before its `alpha`, which sets the
    /// result's opacity); nil, reported, when the value or the colour mixed in is not a colour.
    func withMix(_ value: TokenValue, of definition: TokenDefinition) -> TokenValue? {
        guard let mix = definition.mix else { return value }
        guard case .color(let base) = value else {
            report(
                .invalidValue, "'mix' blends a colour into a colour, and '\(definition.path)' is no colour.",
                at: mix.location)
            return nil
        }
        guard case .color(let other)? = decode(mix.color, as: .color, owner: definition.path) else { return nil }
        return .color(PrimerMix.mix(base, other, weight: mix.weight))
    }
}
