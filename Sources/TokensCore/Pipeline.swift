/// The stages chained: what every command runs before its own work.
public enum Pipeline {
    /// Loads and resolves the tokens at `path`. Returns nil tokens when any error was found;
    /// the diagnostics hold every problem of both stages.
    public static func resolve(path: String, config: TokensConfig? = nil) -> (tokens: ResolvedTokenSet?, diagnostics: Diagnostics) {
        resolve(TokenLoader.load(path: path, themes: config?.tokensStudioThemes ?? [], format: config?.format))
    }

    /// Resolves what the load stage produced; nil tokens when either stage found an error.
    static func resolve(_ loaded: TokenLoader.Result) -> (tokens: ResolvedTokenSet?, diagnostics: Diagnostics) {
        var diagnostics = loaded.diagnostics
        guard let set = loaded.tokenSet, loaded.isComplete else { return (nil, diagnostics) }
        let (resolved, found) = TokenResolver.resolve(set)
        diagnostics.append(contentsOf: found)
        guard !diagnostics.hasErrors else { return (nil, diagnostics) }
        return (resolved, diagnostics)
    }
}
