/// Resolves every token of one mode: follows `{alias}` chains of any length without recursion,
/// decodes each value by its type, and reports missing targets, cycles and type mismatches.
final class AliasResolver {
    /// A token's state; a token that is `done` has its result at its place in `results`.
    private enum State {
        case resolving
        case done
        case failed
    }

    let tokens: [TokenPath: TokenDefinition]
    private(set) var diagnostics = Diagnostics()
    /// The tokens' paths in order (see `PathOrder`), and below, by the same places, each token's
    /// definition, state and result: a token's place is looked up once per reference, not once
    /// per table. These tables are read and changed a dozen times for each token a mode
    /// resolves, by this one resolver on one thread, each change a single statement: they are not
    /// checked for overlapping access at run time (each check began and ended a tracked access,
    /// 15% of the resolve stage's instructions at 30,000 tokens).
    @exclusivity(unchecked) private var order = PathOrder([])
    @exclusivity(unchecked) private var definitions: [TokenDefinition] = []
    @exclusivity(unchecked) private var states: [State?] = []
    /// Every token resolved so far, at its place.
    @exclusivity(unchecked) private var results: [ResolvedToken?] = []
    /// Tokens being resolved right now, outermost first: where a cycle is read from.
    @exclusivity(unchecked) private var stack: [TokenPath] = []
    private var sortedPathsCache: [String]?
    /// Each missing name's Figma hint, made once.
    private var hints: [TokenPath: String] = [:]
    /// Every token path by its Figma key (`FigmaVariables.key`), made the first time it is needed.
    var figmaKeys: [String: [TokenPath]]?
    /// How many references inside values (interpolations, arithmetic, composite members) are being
    /// followed one inside another: each is a recursion, unlike whole-value alias chains.
    private var nesting = 0
    private var hasReportedNesting = false
    private var hasReportedSize = false
    private var hasReportedDepth = false
    /// Each resolved token's weight (see `weight(_:_:)`), counted once.
    var weights: [TokenPath: Int] = [:]
    /// How deep references inside values may nest.
    static let maximumNesting = Limits.referenceDepth
    /// Diagnostics held back while a lenient token's value is tried against its type (see
    /// `AliasResolver+Lenient`), innermost last; a nil entry lets a token resolved on the way
    /// report its own problems.
    @exclusivity(unchecked) var held: [[Diagnostic]?] = []
    /// The group paths of names with a dot inside (`AliasResolver+DottedNames`), made on the
    /// first reference that needs them; empty when no name has one.
    lazy var dottedGroups: Set<String>? = Self.dottedGroups(of: tokens)

    init(tokens: [TokenPath: TokenDefinition]) {
        self.tokens = tokens
    }

    /// Every token that resolved, sorted by path. Called once: the resolver keeps none of them.
    /// `sorted`, when given, is every path of `tokens` in order (the modes of a set share their
    /// paths, so they are sorted once for all of them); otherwise the paths are sorted here.
    func resolveAll(sorted: [TokenPath]? = nil) -> [ResolvedToken] {
        resolveAll(order: sorted.map(PathOrder.init))
    }

    /// `resolveAll(sorted:)` with the sorted paths' places made already (shared by the modes).
    func resolveAll(order shared: PathOrder?) -> [ResolvedToken] {
        if let shared, let definitions = shared.definitions(of: tokens) {
            (order, self.definitions) = (shared, definitions)
        } else {
            order = PathOrder(tokens.keys.sorted())  // not this mode's paths after all, or none given
            definitions = order.paths.compactMap { tokens[$0] }
        }
        states = Array(repeating: nil, count: definitions.count)
        results = Array(repeating: nil, count: definitions.count)
        // In order, by place (no path is hashed to start it). Most tokens are resolved already by
        // the time they come up (as links of a chain resolved before): only the others are
        // started, without copying out a result no one reads.
        for place in states.indices where states[place] == nil { _ = resolve(at: place) }
        var resolved: [ResolvedToken] = []
        resolved.reserveCapacity(results.count)
        for place in results.indices {
            if let token = results[place].take() { resolved.append(token) }
        }
        (definitions, states, results) = ([], [], [])
        return resolved
    }

    /// The token at `start` in `order`, resolved; nil when it or something it refers to is broken
    /// (reported).
    private func resolve(at start: Int) -> ResolvedToken? {
        switch states[start] {
        case .done: return results[start]
        case .failed: return nil
        case .resolving:
            reportCycle(closingAt: order.paths[start])
            return nil
        case nil: break
        }
        let passesThrough = !held.isEmpty
        if passesThrough { held.append(nil) }
        defer { if passesThrough { held.removeLast() } }
        // Walk the whole-value alias chain iteratively, by the places of its tokens.
        var chain: [Int] = []
        var current = start
        var end: ResolvedToken?
        var next: TokenDefinition? = definitions[current]
        while let definition = next {
            states[current] = .resolving
            stack.append(order.paths[current])
            chain.append(current)
            guard let written = Alias.wholeReference(in: definition.value.value) else {
                end = decodeLiteral(definition)
                break
            }
            // A reference nearly always names a token as written: its place is looked up once
            // (unless a name has a dot inside, when another reading may name one too).
            let found = dottedGroups == nil ? order.places[written] : nil
            let target = found == nil ? self.target(written, from: definition, at: definition.value.location) : written
            guard let place = found ?? order.places[target] else {
                if definition.type == nil, let group = groupToken(target, at: definition.value.location) {
                    end = group
                } else if definition.type != nil || members(of: target).isEmpty {
                    reportMissing(target, at: definition.value.location)
                }
                break
            }
            switch states[place] {
            case .done?: end = results[place]
            case .failed?: break
            case .resolving?: reportCycle(closingAt: target)
            case nil:
                next = definitions[place]
                current = place
                continue
            }
            break
        }
        // Unwind: each alias takes its target's value, checked against its own type.
        for place in chain.reversed() {
            stack.removeLast()
            guard let resolved = end else {
                states[place] = .failed
                continue
            }
            let definition = definitions[place]
            let token: ResolvedToken?
            if resolved.path == definition.path {
                token = resolved
            } else {
                token = inherit(definition, from: resolved)
            }
            if let token {
                states[place] = .done
                results[place] = token
            } else {
                states[place] = .failed
            }
            end = token
        }
        return end
    }

    /// The alias token `definition` given its target's resolution: the same value, unless the types differ.
    private func inherit(_ definition: TokenDefinition, from target: ResolvedToken) -> ResolvedToken? {
        var value = target.value
        if let type = definition.type, type != target.type {
            if let converted = lenientValue(target, as: type, for: definition, keepsOther: true) {
                value = converted
            } else if target.type == nil, let raw = tokens[target.path]?.value {
                // An untyped target takes the type of the alias that uses it.
                guard let decoded = decode(raw, as: type, owner: target.path) else { return nil }
                value = decoded
            } else {
                reportMismatch(definition.path, expected: type, target: target, at: definition.value.location)
                return nil
            }
        }
        guard let value = withAlpha(value, of: definition) else { return nil }
        return ResolvedToken(
            path: definition.path, value: value, description: definition.description,
            deprecation: definition.deprecation, extensions: definition.extensions,
            location: definition.location, aliasOf: target.path)
    }

    /// The value with the definition's `alpha` member applied (a colour's opacity); nil, reported,
    /// when the value is not a colour.
    private func withAlpha(_ value: TokenValue, of definition: TokenDefinition) -> TokenValue? {
        guard let mixed = withMix(value, of: definition) else { return nil }
        var alpha = definition.alpha
        if alpha == nil, let node = definition.alphaAlias {
            // Tokens Studio's alpha modifier by alias: the number it names.
            guard case .number(let number)? = decode(node, as: .number, owner: definition.path) else { return nil }
            alpha = (min(max(number, 0), 1), node.location)
        }
        guard let alpha else { return mixed }
        guard case .color(var color) = mixed else {
            report(
                .invalidValue, "'alpha' sets a colour's opacity, and '\(definition.path)' is no colour.",
                at: alpha.location)
            return nil
        }
        color.alpha = alpha.value
        return .color(color)
    }

    private func decodeLiteral(_ definition: TokenDefinition) -> ResolvedToken? {
        let value: TokenValue?
        if let type = definition.type {
            value = decodeLeniently(definition, as: type)
        } else if Self.holdsReference(definition.value) {
            value = substitute(definition.value, owner: definition.path).flatMap { json in
                withinDepth(json, owner: definition.path, at: definition.value.location) ? .untyped(json) : nil
            }
        } else {
            value = .untyped(JSONOutput(definition.value))
        }
        guard let decoded = value, let value = withAlpha(decoded, of: definition) else { return nil }
        return ResolvedToken(
            path: definition.path, value: value, description: definition.description,
            deprecation: definition.deprecation, extensions: definition.extensions,
            location: definition.location, aliasOf: nil)
    }

    /// Resolves an alias written inside a value, where a value of `expected` type must stand.
    func resolveReference(
        _ written: TokenPath, at location: SourceLocation, expected: TokenType, owner: TokenPath
    ) -> TokenValue? {
        // A reference nearly always names a token as written: then its place is looked up once.
        let found = dottedGroups == nil ? order.places[written] : nil
        let target = found == nil ? self.target(written, from: tokens[owner], at: location) : written
        guard let place = found ?? order.places[target] else {
            reportMissing(target, at: location)
            return nil
        }
        guard let token = resolveNested(target, place: place, at: location) else { return nil }
        if token.type == expected { return token.value }
        if let owner = tokens[owner], let converted = lenientValue(token, as: expected, for: owner) { return converted }
        if token.type == nil, let raw = tokens[target]?.value { return decode(raw, as: expected, owner: target) }
        reportMismatch(owner, expected: expected, target: token, at: location)
        return nil
    }

    /// The token a reference names. Style Dictionary 3 writes the value's key in references
    /// (`{color.base.red.value}` for the token `color.base.red`): where no token has the path as
    /// written and one has it without a last `value` or `$value`, that one is meant. A reference
    /// written in a Figma variables export (`owner.namesBySlug`) that still names none names the
    /// one token whose key is its Figma name's slug, said at `location` (`figmaTarget`).
    func target(_ path: TokenPath, from owner: TokenDefinition? = nil, at location: SourceLocation? = nil) -> TokenPath
    {
        if dottedGroups != nil, let found = dottedNameTarget(path, at: location) { return found }
        guard tokens[path] == nil else { return path }
        let dotted = path.dotted
        for suffix in [".value", ".$value"] where dotted.hasSuffix(suffix) {
            let stripped = TokenPath(String(dotted.dropLast(suffix.count)))
            if tokens[stripped] != nil { return stripped }
            if dottedGroups != nil, let found = dottedNameTarget(stripped, at: location) { return found }
        }
        if let owner, owner.namesBySlug, let found = figmaTarget(path, from: owner.path, at: location) { return found }
        return path
    }

    /// `resolve(target)` for a reference inside a value, refused (and said once) past `maximumNesting`.
    func resolveNested(_ target: TokenPath, at location: SourceLocation) -> ResolvedToken? {
        resolveNested(target, place: order.places[target], at: location)
    }

    /// `resolveNested(_:at:)` for the token at `place` in `order` (whose path is `target`; nil
    /// when no token has it).
    private func resolveNested(_ target: TokenPath, place: Int?, at location: SourceLocation) -> ResolvedToken? {
        guard nesting < Self.maximumNesting else {
            if !hasReportedNesting {
                hasReportedNesting = true
                report(
                    .resolveTooDeep,
                    "References inside values (interpolations, arithmetic, composite members) nest more than \(Self.maximumNesting) deep here, through {\(target)}; tokens stops there. Refer to the values nearer their source.",
                    at: location)
            }
            return nil
        }
        guard let place else { return nil }
        nesting += 1
        defer { nesting -= 1 }
        return resolve(at: place)
    }

    /// Says once that a value built from references grew past `maximumWeight`.
    func reportTooLarge(_ owner: TokenPath, at location: SourceLocation) {
        guard !hasReportedSize else { return }
        hasReportedSize = true
        report(
            .resolveTooLarge,
            "'\(owner)' is built from references that add up to more than \(Self.maximumWeight) values (a group or text that refers to another more than once per level doubles at each); tokens stops there. Refer to each value once.",
            at: location)
    }

    /// Says once that a value built from references nests past `Limits.documentDepth`.
    func reportTooDeepValue(_ owner: TokenPath, at location: SourceLocation) {
        guard !hasReportedDepth else { return }
        hasReportedDepth = true
        report(
            .limitDepth,
            "'\(owner)' is built from references whose values nest more than \(Limits.documentDepth) deep (a group named as a value, whose tokens name groups in turn); tokens stops there. Refer to the values you need rather than whole groups.",
            at: location)
    }

    /// Every token's dotted path, sorted; made once, the first time a reference misses.
    func sortedPaths() -> [String] {
        if let done = sortedPathsCache { return done }
        let sorted = tokens.keys.map(\.dotted).sorted()
        sortedPathsCache = sorted
        return sorted
    }

    // MARK: - Reporting

    func report(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = [],
        cause: String? = nil
    ) {
        let diagnostic = Diagnostic(code, message, at: location, notes: notes, cause: cause)
        if let last = held.indices.last, held[last] != nil {
            held[last]?.append(diagnostic)
        } else {
            diagnostics.report(diagnostic)
        }
    }

    /// Reports that no token has `target`'s path. Tokens whose key is the reference's Figma slug
    /// (`brand.800` for `Brand.800`, one lookup) are named here; the nearest names are added once
    /// every mode is resolved (`MissingNameHints`), to the first names only.
    func reportMissing(_ target: TokenPath, at location: SourceLocation) {
        let hint = hints[target] ?? figmaHint(for: target)
        hints[target] = hint
        report(.missingReference, MissingNameHints.message(MissingNameHints.alias, target.dotted) + hint, at: location)
    }

    private func figmaHint(for target: TokenPath) -> String {
        let slugged = figmaMatches(target)
        guard !slugged.isEmpty else { return "" }
        var hint = Suggestion.sentence(slugged.map(\.dotted))
        if slugged.count > 1 {
            hint +=
                " Each is its name as Figma variables exports write keys (lower case, '-' for spaces and other separators), so it names none of them: write the one you mean."
        }
        return hint
    }

    private func reportMismatch(
        _ owner: TokenPath, expected: TokenType, target: ResolvedToken, at location: SourceLocation
    ) {
        let found = target.type?.rawValue ?? "untyped"
        report(
            .aliasTypeMismatch,
            "'\(owner)' needs a \(expected.rawValue) here, but the alias {\(target.path)} is a \(found) token.",
            at: location, notes: [.init("'\(target.path)' is defined here", at: target.location)])
    }

    /// Reports the cycle that closes at `target` once, starting from its earliest-written member.
    private func reportCycle(closingAt target: TokenPath) {
        guard let start = stack.lastIndex(of: target) else { return }
        var members = Array(stack[start...])
        let locations = members.map { tokens[$0]?.value.location }
        if let first = locations.indices.min(by: { Self.isEarlier(locations[$0], locations[$1]) }) {
            members = Array(members[first...] + members[..<first])
        }
        let text = (members + [members[0]]).map(\.dotted).joined(separator: " → ")
        let notes = members.indices.map { i in
            Diagnostic.Note(
                "'\(members[i])' refers to '\(members[(i + 1) % members.count])' here",
                at: tokens[members[i]]?.value.location)
        }
        report(
            .aliasCycle, "These aliases form a cycle: \(text).", at: tokens[members[0]]?.value.location, notes: notes)
        for member in members {
            if let place = order.places[member] { states[place] = .failed }
        }
    }

    private static func isEarlier(_ a: SourceLocation?, _ b: SourceLocation?) -> Bool {
        switch (a, b) {
        case (let a?, let b?): a < b
        case (_?, nil): true
        default: false
        }
    }
}
