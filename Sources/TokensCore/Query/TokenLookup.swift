/// Finding a token by what a person types at `tokens explain`: its dotted path, or the Swift name
/// the build gives it (`bgPrimary`, `InsightColors.bgPrimary`, `Color.textPrimary`, a deprecated
/// `darkBgPrimary`), or the name of its colorset in the asset catalog (`brandPrimary`,
/// `brandPrimary.colorset`), so a name copied from app code or Xcode finds its token.
public struct TokenLookup: Sendable {
    /// What a name found.
    public enum Match: Sendable, Equatable {
        /// The token, and the Swift name it was found by (nil when the path itself was typed).
        case token(TokenPath, swiftName: String?)
        /// The token whose colorset `name` is (the catalog's name, as `ColorsetNames` makes it).
        case colorset(TokenPath, name: String)
        /// A Swift name several tokens share (an identifier in more than one namespace).
        case ambiguous([TokenPath])
        /// Nothing; the sentence to append: the nearest paths and Swift names, or "".
        case none(suggestion: String)
    }

    /// Every token path, dotted.
    private let paths: Set<String>
    /// Each Swift name, alone and with its namespace, and the tokens it names.
    private let swiftNames: [String: Set<TokenPath>]
    /// Each colour's colorset name (settled as the build settles them: `_2` for a second claim).
    private let colorsets: [String: TokenPath]

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
        // The colorsets are named from the `any` mode's tokens, as the build names them.
        let any = AppearanceModes(tokens)?.any.tokens ?? tokens.modes.first?.tokens ?? []
        let colorsetNames = ColorsetNames(any, config: config)
        var colorsets: [String: TokenPath] = [:]
        for index in any.indices where any[index].type == .color {
            colorsets[colorsetNames.name(at: index, path: any[index].path)] = any[index].path
        }
        self.colorsets = colorsets
    }

    /// The token `name` means: a dotted path first, else a Swift name, else a colorset's name.
    public func find(_ name: String) -> Match {
        if paths.contains(name) { return .token(TokenPath(name), swiftName: nil) }
        // A name with a dot inside one of its segments (`spacing.1.5`, where `1.5` is one name, as
        // Style Dictionary allows) is held with `TokenPath.dotInName`: typed with plain dots, it is
        // the one path that reads so.
        if name.contains(".") {
            let dot = String(TokenPath.dotInName)
            let matches = paths.filter { $0.contains(TokenPath.dotInName) && $0.replacingAll(dot, with: ".") == name }
            if matches.count == 1, let path = matches.first { return .token(TokenPath(path), swiftName: nil) }
        }
        if let found = swiftNames[name] {
            let sorted = found.sorted()
            return sorted.count == 1 ? .token(sorted[0], swiftName: name) : .ambiguous(sorted)
        }
        let colorset = name.hasSuffix(".colorset") ? String(name.dropLast(".colorset".count)) : name
        if let path = colorsets[colorset] { return .colorset(path, name: colorset) }
        // A colorset is often named as its Swift constant is: each name is offered once.
        let names = paths.union(swiftNames.keys).union(colorsets.keys)
        return .none(suggestion: Suggestion.didYouMean(name, in: Array(names)))
    }
}
