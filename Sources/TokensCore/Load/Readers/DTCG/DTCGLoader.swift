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

    var document = FlatDocument()
    var diagnostics = Diagnostics()
    /// How far the document's own tool checks types (see `Leniency`).
    var leniency = Leniency()
    /// The document's Figma variables collections by top-level name (see `FigmaVariables`).
    var figmaCollections: [String: FigmaVariables.Collection] = [:]
    /// The values of Figma collections' modes, read once the whole document is (`readFigmaModes`).
    var figmaModeValues: [FigmaModeValue] = []

    /// Flattens `root`; the root must be an object.
    static func flatten(_ root: JSONNode, leniency: Leniency = Leniency()) -> (FlatDocument, Diagnostics) {
        var loader = DTCGLoader()
        loader.leniency = leniency
        if let object = root.object {
            loader.figmaCollections = FigmaVariables.collections(in: object)
            if !loader.figmaCollections.isEmpty { loader.limitFigmaModes(object) }
            loader.walkGroup(object, path: TokenPath(""), inheritedType: nil, location: root.location)
            if !loader.figmaCollections.isEmpty { loader.addFigmaModeValues() }
        } else {
            loader.diagnostics.report(
                .invalidValue, "A token file must hold a JSON object at the top, not \(root.value.kindDescription).",
                at: root.location)
        }
        return (loader.document, loader.diagnostics)
    }

    // MARK: - Groups

    private mutating func walkGroup(
        _ object: JSONObject, path: TokenPath, inheritedType: DeclaredType?, location: SourceLocation
    ) {
        let type = readType(object, inherited: inheritedType)
        var group = GroupDefinition(path: path, type: type?.known, extends: nil, location: location)
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
                } else if !Self.groupProperties.contains(member.key), leniency.valuesAsWritten {
                    // An exporter's metadata (a Figma plugin's `$meta` over `value` tokens): the
                    // format's own tools skip `$` keys they do not know.
                    diagnostics.report(
                        .ignoredMember,
                        "'\(member.key)' is no token or group but metadata (names starting with '$' are reserved); it is ignored, as this format's own tools ignore it.",
                        at: member.keyLocation)
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
            walkChild(member, path: path.appending(readName(member, in: object)), inheritedType: type)
        }
    }

    private mutating func walkChild(_ member: JSONObject.Member, path: TokenPath, inheritedType: DeclaredType?) {
        // Every token under a group repeats the group's path: a long one, times many tokens, is
        // gigabytes (and each level is a recursion here).
        guard path.dotted.utf8.count <= Limits.pathBytes else {
            diagnostics.report(
                .limitNameLength,
                "The path '\(Limits.excerpt(path.dotted))' is \(path.dotted.utf8.count) bytes long with the groups it is in; tokens reads token and group paths of at most \(Limits.pathBytes) bytes. Shorten the names.",
                at: member.keyLocation)
            return
        }
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
        // A `.` is part of a name in formats read as their own tools read them (`readName`).
        let refusesDots = !leniency.valuesAsWritten
        let bad = name.utf8.first {
            $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") || ($0 == UInt8(ascii: ".") && refusesDots)
        }.map { Character(Unicode.Scalar($0)) }
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
        _ object: JSONObject, path: TokenPath, inheritedType: DeclaredType?, location: SourceLocation
    ) {
        var alpha: (value: Double, location: SourceLocation)?
        var mix: PrimerMix?
        for member in object.members where !Self.tokenProperties.contains(member.key) {
            if member.key == "alpha" {
                // GitHub Primer's opacity on a colour (`"alpha": 0.1` is a 10% tint).
                // Style Dictionary projects write it as a string (`"0.25"`, HashiCorp Helios).
                let written =
                    member.value.number ?? (leniency.valuesAsWritten ? member.value.string.flatMap(Double.init) : nil)
                guard let number = written, (0...1).contains(number) else {
                    diagnostics.report(
                        .invalidValue, "'alpha' on '\(path)' must be a number from 0 to 1 (the colour's opacity).",
                        at: member.value.location)
                    continue
                }
                alpha = (number, member.value.location)
            } else if member.key == "mix" {
                mix = PrimerMix.read(member.value, path: path, diagnostics: &diagnostics)
            } else if member.key == "comment"
                || (member.key == "unit" && Self.withUnit(object["$value"], member) != nil)
            {
                continue  // Style Dictionary's description, and a number's unit (`"3"` and `"px"`)
            } else if member.key.hasPrefix("$") {
                // Style Dictionary passes members it does not know to custom transforms: ignored, said.
                let ignored =
                    leniency.valuesAsWritten ? " It is ignored, as this build has no transform that reads it." : ""
                diagnostics.report(
                    Diagnostic(
                        .unknownProperty,
                        "'\(member.key)' is not a property of a DTCG token.\(Suggestion.didYouMean(member.key, in: Self.tokenProperties))\(ignored)",
                        at: member.keyLocation, severity: leniency.valuesAsWritten ? .warning : nil))
            } else {
                diagnostics.report(
                    .ignoredMember,
                    "The token '\(path)' has a member '\(member.key)'; a token holds $value and $-properties only, not tokens or groups, so it is ignored.",
                    at: member.keyLocation,
                    cause:
                        "Tokens with a member '\(member.key)' beside $value: a token holds $value and $-properties only, so '\(member.key)' is ignored."
                )
            }
        }
        guard let written = object["$value"] else { return }
        let (description, deprecation) = readDescriptionAndDeprecation(object)
        let extensions = object["$extensions"]
        if let extensions, extensions.object == nil {
            diagnostics.report(.invalidProperty, "$extensions must be an object.", at: extensions.location)
        }
        let declared = readType(object, inherited: inheritedType)
        var value = object.member("unit").flatMap { Self.withUnit(written, $0) } ?? written
        if leniency.valuesAsWritten { value = trimmingReferences(value) }
        var definition = TokenDefinition(
            path: path, type: declared?.known, value: value,
            description: description ?? object["comment"]?.string, deprecation: deprecation, extensions: extensions,
            location: location)
        definition.alpha = alpha
        checkHexFallbacks(written, path: path)
        if let modes = extensions?.object?["mode"] { checkHexFallbacks(modes, path: path) }
        StudioModifier.apply(
            extensions, to: &definition, lenient: leniency.valuesAsWritten, diagnostics: &diagnostics)
        if mix == nil, let node = extensions?.object?["mix"] {
            mix = PrimerMix.read(node, path: path, diagnostics: &diagnostics)
        }
        definition.mix = mix
        if let split = ValueModes.split(value, type: definition.type, path: path, words: leniency.valueModes) {
            definition.value = split.base
            // A type read off the value is read off the base value, not the object of modes.
            if definition.type == nil, leniency.valuesAsWritten, Alias.wholeReference(in: split.base.value) == nil {
                definition.type = Self.typeOfValue(split.base)
                definition.typeIsInferred = true
            }
            for (mode, modeValue) in split.modes { document.modeValues[mode, default: [:]][path] = modeValue }
            for warning in split.warnings {
                diagnostics.report(
                    Diagnostic(
                        warning.code, warning.message, at: warning.at ?? warning.places.first ?? value.location,
                        severity: .warning,
                        places: warning.places))
            }
        }
        definition.isLenient = leniency.valuesAsWritten
        let collection = figmaCollections.isEmpty ? nil : figmaCollections[path.first]
        definition.namesBySlug = collection != nil && !leniency.strict
        let untyped = declared == nil && leniency.typesFromValues && Alias.wholeReference(in: value.value) == nil
        if declared == .fromValue || Self.isInferred(object) || untyped {
            // An untyped `"400"` under `font.weight` is a font weight, `"0.04"` under `opacity` a
            // number (`NumberPaths`); else the type read off the value.
            definition.type =
                NumberPaths.type(of: definition.value, at: path) ?? declared?.known
                ?? Self.typeOfValue(definition.value)
            definition.typeIsInferred = true
            // A number written as a string (`"700"` under Kong's `"$type": "font"`) is that number.
            if definition.type == .number || definition.type == .fontWeight,
                let number = definition.value.string.flatMap(NumberPaths.plainDecimal)
                    ?? (definition.type == .number ? definition.value.string.flatMap(Double.init) : nil)
            {
                definition.value = JSONNode(.number(number), at: definition.value.location)
            }
        }
        document.tokens.append(definition)
        if let collection { readFigmaModes(extensions, of: collection, path: path, value: written) }
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
    static let maximumModes = Limits.modes

    // MARK: - Properties

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
