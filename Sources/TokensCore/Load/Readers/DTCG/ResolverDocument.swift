/// A DTCG 2025.10 resolver document: named `sets` of sources, `modifiers` whose `contexts` choose
/// sources, and the `resolutionOrder` that layers them.
struct ResolverDocument {
    /// A modifier and its contexts, each a list of sources.
    struct Modifier {
        var name: String
        var contexts: [(name: String, sources: [JSONNode])]
        var defaultContext: String?
        var location: SourceLocation
    }

    /// One step of the resolution order.
    enum Step {
        case set(name: String, sources: [JSONNode])
        case modifier(Modifier)
    }

    var steps: [Step] = []
    var sets: [String: [JSONNode]] = [:]
    var file: String
    var root: JSONNode

    /// Modifiers in resolution order.
    var modifiers: [Modifier] {
        steps.compactMap { if case .modifier(let m) = $0 { m } else { nil } }
    }

    /// True when `root` looks like a resolver document rather than a token file.
    static func isResolver(_ root: JSONNode, fileName: String) -> Bool {
        if fileName.hasSuffix(".resolver.json") { return true }
        guard let object = root.object else { return false }
        if object["resolutionOrder"] != nil { return true }
        if let schema = object["$schema"]?.string, schema.contains("resolver") { return true }
        return false
    }

    /// Reads the document's structure, reporting every shape error as `mode.invalid-resolver`.
    static func parse(_ root: JSONNode, file: String, diagnostics: inout Diagnostics) -> ResolverDocument {
        var document = ResolverDocument(file: file, root: root)
        guard let object = root.object else {
            diagnostics.report(.invalidResolver, "A resolver document must be a JSON object.", at: root.location)
            return document
        }
        for member in object["sets"]?.object?.members ?? [] {
            document.sets[member.key] = sources(
                member.value.object?["sources"], owner: "set '\(member.key)'", at: member.keyLocation, &diagnostics)
        }
        var modifiers: [String: Modifier] = [:]
        var modifierOrder: [String] = []
        for member in object["modifiers"]?.object?.members ?? [] {
            if let modifier = parseModifier(name: member.key, member.value, &diagnostics) {
                modifiers[member.key] = modifier
                modifierOrder.append(member.key)
            }
        }
        if let order = object["resolutionOrder"] {
            guard let entries = order.array else {
                diagnostics.report(.invalidResolver, "resolutionOrder must be an array.", at: order.location)
                return document
            }
            for entry in entries {
                if let step = parseStep(entry, sets: document.sets, modifiers: modifiers, &diagnostics) {
                    document.steps.append(step)
                }
            }
        } else {
            let setSteps = (object["sets"]?.object?.members ?? []).map {
                Step.set(name: $0.key, sources: document.sets[$0.key] ?? [])
            }
            document.steps = setSteps + modifierOrder.compactMap { modifiers[$0].map(Step.modifier) }
        }
        return document
    }

    private static func parseStep(
        _ entry: JSONNode, sets: [String: [JSONNode]], modifiers: [String: Modifier], _ diagnostics: inout Diagnostics
    ) -> Step? {
        guard let object = entry.object else {
            diagnostics.report(.invalidResolver, "Each resolutionOrder entry must be an object.", at: entry.location)
            return nil
        }
        if let reference = object["$ref"], let text = reference.string {
            let parts = text.split(separator: "/").map(String.init)
            if parts.count == 3, parts[0] == "#", parts[1] == "sets", let set = sets[parts[2]] {
                return .set(name: parts[2], sources: set)
            }
            if parts.count == 3, parts[0] == "#", parts[1] == "modifiers", let modifier = modifiers[parts[2]] {
                return .modifier(modifier)
            }
            let names = sets.keys.map { "#/sets/\($0)" } + modifiers.keys.map { "#/modifiers/\($0)" }
            diagnostics.report(
                .missingPointer,
                "The resolutionOrder entry '\(text)' names no set or modifier of this document.\(Suggestion.didYouMean(text, in: names))",
                at: reference.location)
            return nil
        }
        let name = object["name"]?.string ?? "unnamed"
        switch object["type"]?.string {
        case "set":
            return .set(
                name: name,
                sources: sources(object["sources"], owner: "set '\(name)'", at: entry.location, &diagnostics))
        case "modifier":
            return parseModifier(name: name, entry, &diagnostics).map(Step.modifier)
        default:
            diagnostics.report(
                .invalidResolver, "An inline resolutionOrder entry needs \"type\": \"set\" or \"modifier\".",
                at: entry.location)
            return nil
        }
    }

    private static func parseModifier(name: String, _ node: JSONNode, _ diagnostics: inout Diagnostics) -> Modifier? {
        // The 2025.10 text writes both `contexts` and `context`; both are read.
        guard let contexts = (node.object?["contexts"] ?? node.object?["context"])?.object else {
            diagnostics.report(
                .invalidResolver,
                "The modifier '\(name)' needs a \"contexts\" object mapping each context name to its sources.",
                at: node.location)
            return nil
        }
        var modifier = Modifier(
            name: name, contexts: [], defaultContext: node.object?["default"]?.string, location: node.location)
        for context in contexts.members {
            modifier.contexts.append(
                (
                    context.key,
                    sources(context.value, owner: "context '\(context.key)'", at: context.keyLocation, &diagnostics)
                ))
        }
        if let chosen = modifier.defaultContext, !modifier.contexts.contains(where: { $0.name == chosen }) {
            diagnostics.report(
                .unknownMode,
                "The default '\(chosen)' of modifier '\(name)' is not one of its contexts.\(Suggestion.didYouMean(chosen, in: modifier.contexts.map(\.name)))",
                at: node.object?["default"]?.location)
        }
        return modifier
    }

    private static func sources(
        _ node: JSONNode?, owner: String, at location: SourceLocation, _ diagnostics: inout Diagnostics
    ) -> [JSONNode] {
        guard let node else {
            diagnostics.report(.invalidResolver, "The \(owner) needs a list of sources.", at: location)
            return []
        }
        guard let array = node.array else {
            diagnostics.report(
                .invalidResolver, "The sources of \(owner) must be an array, not \(node.value.kindDescription).",
                at: node.location)
            return []
        }
        return array
    }

    // MARK: - Inputs

    /// Checks resolver inputs (`{"theme": "dark"}`) against the modifiers: unknown modifiers,
    /// unknown contexts and missing modifiers without a default are each a located error.
    func validate(input: JSONNode) -> Diagnostics {
        var diagnostics = Diagnostics()
        guard let object = input.object else {
            diagnostics.report(
                .unknownMode, "Resolver inputs must be an object such as {\"theme\": \"dark\"}.", at: input.location)
            return diagnostics
        }
        let modifiers = self.modifiers
        for member in object.members {
            guard let modifier = modifiers.first(where: { $0.name == member.key }) else {
                diagnostics.report(
                    .unknownMode,
                    "'\(member.key)' is not a modifier of this resolver.\(Suggestion.didYouMean(member.key, in: modifiers.map(\.name)))",
                    at: member.keyLocation)
                continue
            }
            let names = modifier.contexts.map(\.name)
            guard let context = member.value.string, names.contains(context) else {
                let shown = member.value.string.map { "'\($0)'" } ?? member.value.value.kindDescription
                diagnostics.report(
                    .unknownMode,
                    "\(shown) is not a context of modifier '\(modifier.name)'; it has \(names.joined(separator: ", ")).",
                    at: member.value.location)
                continue
            }
        }
        for modifier in modifiers where modifier.defaultContext == nil && object[modifier.name] == nil {
            diagnostics.report(
                .unknownMode,
                "The inputs do not choose a context for modifier '\(modifier.name)', which has no default.",
                at: input.location)
        }
        return diagnostics
    }
}
