/// Reads a DTCG 2025.10 document (already `$ref`-expanded) into token and group definitions.
///
/// Validates structure only: names, `$`-properties, `$type`. Values are checked against their
/// type when aliases are resolved, because an alias can stand anywhere a value can.
struct DTCGLoader {
    /// A token's properties; `$schema` (which editors put anywhere) is read past.
    static let tokenProperties: Set<String> = [
        "$value", "$type", "$description", "$deprecated", "$extensions", "$schema",
    ]
    static let groupProperties: Set<String> = [
        "$type", "$description", "$deprecated", "$extensions", "$extends", "$root", "$schema", "$defs",
    ]

    private(set) var document = FlatDocument()
    private(set) var diagnostics = Diagnostics()

    /// Flattens `root`; the root must be an object.
    static func flatten(_ root: JSONNode) -> (FlatDocument, Diagnostics) {
        var loader = DTCGLoader()
        if let object = root.object {
            loader.walkGroup(object, path: TokenPath(""), inheritedType: nil, location: root.location)
        } else {
            loader.diagnostics.report(
                .invalidValue, "A token file must hold a JSON object at the top, not \(root.value.kindDescription).",
                at: root.location)
        }
        return (loader.document, loader.diagnostics)
    }

    // MARK: - Groups

    private mutating func walkGroup(
        _ object: JSONObject, path: TokenPath, inheritedType: TokenType?, location: SourceLocation
    ) {
        let type = readType(object, inherited: inheritedType)
        var group = GroupDefinition(path: path, type: type, extends: nil, location: location)
        readDescriptionAndDeprecation(object)
        var inlineBase: JSONObject.Member?
        if let extends = object.member("$extends") {
            if let target = Alias.wholeReference(in: extends.value.value) {
                group.extends = (target, extends.value.location)
            } else if extends.value.object != nil {
                inlineBase = extends  // a {"$ref": …} pointer, already expanded to the group it names
            } else {
                diagnostics.report(
                    .invalidProperty,
                    "$extends must name a group in braces, like \"{button}\", or point at one with {\"$ref\": …}.",
                    at: extends.value.location)
            }
        }
        document.groups.append(group)
        if let inlineBase, let base = inlineBase.value.object {
            // The base's tokens first, so the group's own tokens of the same name win.
            walkGroup(base, path: path, inheritedType: type, location: inlineBase.keyLocation)
        }
        for member in object.members {
            if member.key.hasPrefix("$") {
                if member.key == "$root" {
                    walkChild(member, path: path.appending("$root"), inheritedType: type)
                } else if !Self.groupProperties.contains(member.key) {
                    diagnostics.report(
                        .unknownProperty,
                        "'\(member.key)' is not a property of a DTCG group; names starting with '$' are reserved.\(Suggestion.didYouMean(member.key, in: Self.groupProperties))",
                        at: member.keyLocation)
                } else if member.key == "$extensions", member.value.object == nil {
                    diagnostics.report(.invalidProperty, "$extensions must be an object.", at: member.value.location)
                }
                continue
            }
            guard validateName(member) else { continue }
            walkChild(member, path: path.appending(member.key), inheritedType: type)
        }
    }

    private mutating func walkChild(_ member: JSONObject.Member, path: TokenPath, inheritedType: TokenType?) {
        guard let child = member.value.object else {
            diagnostics.report(
                .ignoredMember,
                "'\(member.key)' is \(member.value.value.kindDescription), neither a token (an object with $value) nor a group; it is ignored.",
                at: member.keyLocation)
            return
        }
        if child.member("$value") != nil {
            readToken(child, path: path, inheritedType: inheritedType, location: member.keyLocation)
        } else {
            walkGroup(child, path: path, inheritedType: inheritedType, location: member.keyLocation)
        }
    }

    private mutating func validateName(_ member: JSONObject.Member) -> Bool {
        let name = member.key
        // The three are ASCII, so a byte search finds them without walking characters.
        let bad = name.utf8.first { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: ".") }.map
        { Character(Unicode.Scalar($0)) }
        if let bad {
            diagnostics.report(
                .invalidName,
                "The name '\(name)' contains '\(bad)'; token and group names cannot contain '{', '}' or '.'.",
                at: member.keyLocation)
            return false
        }
        if name.isEmpty {
            diagnostics.report(.invalidName, "A token or group name cannot be empty.", at: member.keyLocation)
            return false
        }
        return true
    }

    // MARK: - Tokens

    private mutating func readToken(
        _ object: JSONObject, path: TokenPath, inheritedType: TokenType?, location: SourceLocation
    ) {
        var alpha: (value: Double, location: SourceLocation)?
        for member in object.members where !Self.tokenProperties.contains(member.key) {
            if member.key == "alpha" {
                // GitHub Primer's opacity on a colour (`"alpha": 0.1` is a 10% tint).
                guard let number = member.value.number, (0...1).contains(number) else {
                    diagnostics.report(
                        .invalidValue, "'alpha' on '\(path)' must be a number from 0 to 1 (the colour's opacity).",
                        at: member.value.location)
                    continue
                }
                alpha = (number, member.value.location)
            } else if member.key == "mix" {
                diagnostics.report(
                    .unsupportedMember,
                    "'\(path)' mixes its colour with another ('mix', as GitHub Primer writes it); tokens does not mix colours, and building it unmixed would ship a different colour. Write the mixed colour as the value.",
                    at: member.keyLocation)
            } else if member.key.hasPrefix("$") {
                diagnostics.report(
                    .unknownProperty,
                    "'\(member.key)' is not a property of a DTCG token.\(Suggestion.didYouMean(member.key, in: Self.tokenProperties))",
                    at: member.keyLocation)
            } else {
                diagnostics.report(
                    .ignoredMember,
                    "The token '\(path)' has a member '\(member.key)'; a token holds $value and $-properties only, not tokens or groups, so it is ignored.",
                    at: member.keyLocation)
            }
        }
        guard let value = object["$value"] else { return }
        let (description, deprecation) = readDescriptionAndDeprecation(object)
        let extensions = object["$extensions"]
        if let extensions, extensions.object == nil {
            diagnostics.report(.invalidProperty, "$extensions must be an object.", at: extensions.location)
        }
        var definition = TokenDefinition(
            path: path, type: readType(object, inherited: inheritedType), value: value,
            description: description, deprecation: deprecation, extensions: extensions, location: location)
        definition.alpha = alpha
        document.tokens.append(definition)
        if let modes = extensions?.object?["mode"] {
            guard let members = modes.object?.members, members.count <= Self.maximumModes else {
                let count = modes.object?.members.count ?? 0
                diagnostics.report(
                    count > Self.maximumModes ? .modeTooLarge : .invalidProperty,
                    count > Self.maximumModes
                        ? "This token's $extensions.mode names \(count) modes; at most \(Self.maximumModes) are read. A theme per brand or product belongs in files or a resolver."
                        : "$extensions.mode must be an object of mode names and values.",
                    at: modes.location)
                return
            }
            for member in members {
                document.modeValues[member.key, default: [:]][path] = member.value
            }
        }
    }

    /// The most modes one token's `$extensions.mode` may name (every mode is a copy of the token
    /// set, so the work grows with their number).
    static let maximumModes = 1_000

    // MARK: - Properties

    private mutating func readType(_ object: JSONObject, inherited: TokenType?) -> TokenType? {
        guard let node = object["$type"] else { return inherited }
        guard let text = node.string else {
            diagnostics.report(
                .invalidProperty, "$type must be a string such as \"color\", not \(node.value.kindDescription).",
                at: node.location)
            return inherited
        }
        guard let type = TokenType(named: text) else {
            let known = TokenType.allCases.map(\.rawValue)
            diagnostics.report(
                .unknownType,
                "'\(text)' is not a token type.\(Suggestion.didYouMean(text, in: known)) The types are \(known.joined(separator: ", ")).",
                at: node.location)
            return nil
        }
        return type
    }

    @discardableResult
    private mutating func readDescriptionAndDeprecation(_ object: JSONObject) -> (String?, String?) {
        var description: String?
        if let node = object["$description"] {
            description = node.string
            if description == nil {
                diagnostics.report(
                    .invalidProperty, "$description must be a string, not \(node.value.kindDescription).",
                    at: node.location)
            }
        }
        var deprecation: String?
        if let node = object["$deprecated"] {
            switch node.value {
            case .bool(let flag): deprecation = flag ? "" : nil
            case .string(let message): deprecation = message
            default:
                diagnostics.report(
                    .invalidProperty,
                    "$deprecated must be true, false or a message string, not \(node.value.kindDescription).",
                    at: node.location)
            }
        }
        return (description, deprecation)
    }
}
