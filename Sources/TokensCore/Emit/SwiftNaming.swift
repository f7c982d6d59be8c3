/// Where a token's Swift constant goes and what it is called: the config's own name for the token,
/// else the longest configured namespace prefix and the rest of the path in lower camel case.
struct SwiftNaming: Sendable {
    let config: BuildConfig
    /// Configured prefixes, longest first, each with its name count and namespace.
    private let prefixes: [(path: TokenPath, count: Int, namespace: [String])]

    /// Identifiers that replace the plain ones of tokens whose paths give one name (`NameClaims`).
    var renamed: [TokenPath: String] = [:]

    init(config: BuildConfig) {
        self.config = config
        prefixes = config.namespaces
            .map {
                (TokenPath($0.key), $0.key.split(separator: ".").count, $0.value.split(separator: ".").map(String.init))
            }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.path.dotted < $1.path.dotted }
    }

    /// A constant's place and name, and what was renamed on the way (sentences for a warning).
    struct Name: Sendable {
        var namespace: [String]
        var identifier: String
        var renames: [String] = []
    }

    /// The name of `token` (`names` is its path split). A colour declared as an `extension Color`
    /// member has the namespace `["Color"]`.
    func name(of token: ResolvedToken, names: [String]) -> Name {
        var name = place(of: token.path, names: names)
        if let configured = config.names[token.path.dotted] {
            name.identifier = configured.identifier
            if let namespace = configured.namespace { name.namespace = namespace }
        }
        if config.colorStyle == .extension, token.type == .color {
            name.namespace = ["Color"]
            // As Xcode's asset symbols do: `accentColor` is `Color.accent`, not `Color.accentColor`.
            let plain = name.identifier.trimmingBackticks
            if config.names[token.path.dotted] == nil, plain.hasSuffix("Color"), plain.count > 5,
                case let stripped = String(plain.dropLast(5)),
                !SwiftIdentifier.keywords.contains(stripped), stripped.first?.isLetter == true
            {
                name.identifier = stripped
            }
            if SwiftReservedNames.colorMembers.contains(name.identifier.trimmingBackticks) {
                let renamed = name.identifier.trimmingBackticks + "Color"
                name.renames.append(
                    "'\(token.path)' would be Color.\(name.identifier), which SwiftUI's Color (or TokenColor) already has; it is Color.\(renamed). Name it under swift.names in the config to choose another."
                )
                name.identifier = renamed
            }
        }
        if let renamed = renamed[token.path], config.names[token.path.dotted] == nil { name.identifier = renamed }
        return name
    }

    /// The namespace and identifier from the path alone.
    func place(of path: TokenPath, names: [String]) -> Name {
        var namespace: [String]
        var rest: ArraySlice<String>
        var renames: [String] = []
        if let prefix = prefixes.first(where: { $0.count < names.count && path.hasPrefix($0.path) }) {
            namespace = prefix.namespace
            rest = names.dropFirst(prefix.count)
        } else if names.count > 1 {
            let group = SwiftIdentifier.upperCamel([names[0]])
            if group.hasSuffix("Tokens"), case let plain = SwiftIdentifier.camel([names[0]], upperFirstWord: true),
                group != plain
            {
                renames.append(
                    "The group '\(names[0])' would be the namespace DesignTokens.\(plain), a name Swift or the SDK already uses; it is DesignTokens.\(group). Map it to a namespace of your own under swift.namespaces in the config."
                )
            }
            namespace = ["DesignTokens", group]
            rest = names.dropFirst()
        } else {
            namespace = ["DesignTokens"]
            rest = names[...]
        }
        var identifier = SwiftIdentifier.lowerCamel(Array(rest))
        if identifier == "unnamed", SwiftIdentifier.camel(Array(rest), upperFirstWord: false).isEmpty {
            identifier = "unnamed"
            renames.append(
                "'\(path)' has no letter or digit to make a Swift name of; it is \((namespace + [identifier]).joined(separator: ".")). Name it under swift.names in the config."
            )
        }
        return Name(namespace: namespace, identifier: identifier, renames: renames)
    }

    /// The naming the Swift emitter ends with for `tokens` (its `any` mode, in path order): with
    /// the constants two tokens would share settled (`NameClaims`), for a caller that looks names
    /// up (`tokens explain`, `tokens diff`). A token with no Swift form claims a name here too.
    static func settled(config: BuildConfig, tokens: [ResolvedToken]) -> SwiftNaming {
        var naming = SwiftNaming(config: config)
        let names = tokens.map { naming.name(of: $0, names: $0.path.components) }
        let claims = tokens.indices.map { index -> NameClaims.Claim? in
            SwiftEmitter.claim(of: tokens[index], name: names[index], config: config)
        }
        for (index, name, _) in SwiftEmitter.settleNames(claims, config: config, name: { names[$0] }) {
            naming.renamed[tokens[index].path] = name.identifier
        }
        return naming
    }

    /// The access keyword with its space, or nothing for `internal`.
    static func keyword(_ accessLevel: String) -> String { accessLevel == "internal" ? "" : accessLevel + " " }
}
