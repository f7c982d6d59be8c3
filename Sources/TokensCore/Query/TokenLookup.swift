/// Finding a token by what a person types at `tokens explain`: its dotted path, or the Swift name
/// the build gives it (`bgPrimary`, `InsightColors.bgPrimary`, `Color.textPrimary`, a deprecated
/// `darkBgPrimary`), so a name copied from app code finds its token.
public struct TokenLookup: Sendable {
    /// What a name found.
    public enum Match: Sendable, Equatable {
        /// The token, and the Swift name it was found by (nil when the path itself was typed).
        case token(TokenPath, swiftName: String?)
        /// A Swift name several tokens share (an identifier in more than one namespace).
        case ambiguous([TokenPath])
        /// Nothing; the sentence to append: the nearest paths and Swift names, or "".
        case none(suggestion: String)
    }

    /// Every token path, dotted.
    private let paths: Set<String>
    /// Each Swift name, alone and with its namespace, and the tokens it names.
    private let swiftNames: [String: Set<TokenPath>]

    /// The lookup over every mode's tokens, named as `config` names them.
    public init(_ tokens: ResolvedTokenSet, config: BuildConfig) {
        let naming = SwiftNaming.settled(config: config, tokens: AppearanceModes(tokens)?.any.tokens ?? [])
        var paths = Set<String>()
        var names: [String: Set<TokenPath>] = [:]
        for mode in tokens.modes {
            for token in mode.tokens where paths.insert(token.path.dotted).inserted {
                let name = naming.name(of: token, names: token.path.components)
                let identifier = name.identifier.trimmingBackticks
                names[identifier, default: []].insert(token.path)
                names[(name.namespace + [identifier]).joined(separator: "."), default: []].insert(token.path)
            }
        }
        for (deprecated, target) in config.deprecated where paths.contains(target.token) {
            names[deprecated, default: []].insert(TokenPath(target.token))
        }
        self.paths = paths
        self.swiftNames = names
    }

    /// The token `name` means: a dotted path first, else a Swift name.
    public func find(_ name: String) -> Match {
        if paths.contains(name) { return .token(TokenPath(name), swiftName: nil) }
        if let found = swiftNames[name] {
            let sorted = found.sorted()
            return sorted.count == 1 ? .token(sorted[0], swiftName: name) : .ambiguous(sorted)
        }
        return .none(suggestion: Suggestion.didYouMean(name, in: Array(paths) + Array(swiftNames.keys)))
    }
}
