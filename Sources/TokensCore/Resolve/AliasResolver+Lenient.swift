/// Tokens from a format whose own tool does not check types (Tokens Studio, Style Dictionary,
/// Theo, plain scales, Spectrum): a value that does not fit its type, or an alias to a token of
/// another type, is built as what it is, with a warning (`token.value-kept`) that groups by cause.
/// Config `"strict": true` leaves tokens strict (`TokenDefinition.isLenient` false): errors.
extension AliasResolver {
    /// The codes a value fails its type with; anything else (a missing alias, a cycle) stays an error.
    static let typeFailures: Set<DiagnosticCode> = [.invalidValue, .aliasTypeMismatch]

    /// `definition`'s value decoded as `type`; for a lenient token whose value does not fit (and
    /// fails for that reason only), the value as what it is, with a warning.
    func decodeLeniently(_ definition: TokenDefinition, as type: TokenType) -> TokenValue? {
        let owner = definition.path
        guard definition.isLenient else { return decode(definition.value, as: type, owner: owner) }
        let (decoded, found) = holding { decode(definition.value, as: type, owner: owner) }
        guard decoded == nil, let reason = found.first, found.allSatisfy({ Self.typeFailures.contains($0.code) })
        else {
            release(found)
            return decoded
        }
        let (written, broken) = holding { asWritten(definition.value, owner: owner) }
        guard let kept = written else {
            // A reference inside the value names nothing: that is the error, not the type.
            release(broken.isEmpty ? found : broken)
            return nil
        }
        release(broken)
        let what = Self.kind(of: definition.value, resolved: kept)
        report(
            .valueKept,
            "'\(owner)' is a \(type.rawValue) token, but \(what.written) is not one (\(Self.lowercasedFirst(reason.message))); it is built as \(what.built), as its format's own tool builds it. Change the value or the type, or set \"strict\": true in tokens.config.json to make this an error.",
            at: definition.value.location,
            cause:
                "\(type.rawValue) tokens whose value is \(what.kind) are built as \(what.built): their format's own tool does not check types (\"strict\": true makes these errors)."
        )
        return kept
    }

    /// The value of `target` where a lenient `definition` needs `expected`: read as `expected` when
    /// the target's type was only read off its value (no warning), converted where one reading
    /// loses nothing (a number is a font weight), else, for a whole-value alias (`keepsOther`), the
    /// target's own value, with a warning. Nil for a strict definition, or when nothing fits.
    func lenientValue(
        _ target: ResolvedToken, as expected: TokenType, for definition: TokenDefinition, keepsOther: Bool = false
    ) -> TokenValue? {
        guard definition.isLenient else { return nil }
        // A type tokens read off the value is its guess, not the source's: no warning for it.
        let guessed = target.type == nil || tokens[target.path]?.typeIsInferred == true
        if guessed, let written = tokens[target.path] {
            let (value, found) = holding { decode(written.value, as: expected, owner: target.path) }
            if let value {
                release(found)
                return value
            }
        }
        if case .number(let n) = target.value, expected == .fontWeight, (1...1000).contains(n) { return .fontWeight(n) }
        if case .fontWeight(let w) = target.value, expected == .number { return .number(w) }
        let converted = converted(target.value, to: expected, at: target.location)
        if guessed, let converted { return converted }
        guard let value = converted ?? (keepsOther ? target.value : nil) else { return nil }
        let found = target.type?.rawValue ?? "untyped"
        let built = Self.kind(of: value)
        report(
            .valueKept,
            "'\(definition.path)' is a \(expected.rawValue) token, but its alias {\(target.path)} is a \(found) token; it is built as \(built), as its format's own tool builds it. Change the alias or the type, or set \"strict\": true in tokens.config.json to make this an error.",
            at: definition.value.location, notes: [.init("'\(target.path)' is defined here", at: target.location)],
            cause:
                "\(expected.rawValue) tokens that alias \(found) tokens are built as \(built): their format's own tool does not check types (\"strict\": true makes these errors)."
        )
        return value
    }

    /// `value` read as `type` where that loses nothing a reader would miss: a number as a dimension
    /// in points or a duration in milliseconds (Style Dictionary's size and time transforms), a
    /// string decoded as the type, a dimension in px or a duration in ms as a number.
    private func converted(_ value: TokenValue, to type: TokenType, at location: SourceLocation) -> TokenValue? {
        switch (value, type) {
        case (.number(let n), .dimension): return .dimension(DimensionValue(value: n, unit: "px"))
        case (.number(let n), .duration): return .duration(DurationValue(value: n, unit: "ms"))
        case (.number(let n), .string): return .string(JSONOutput.format(n))
        case (.dimension(let d), .number) where d.unit == "px": return .number(d.value)
        case (.duration(let d), .number) where d.unit == "ms": return .number(d.value)
        case (.string(let text), _):
            let (decoded, _) = holding { decode(JSONNode(.string(text), at: location), as: type, owner: TokenPath("")) }
            // A weight's name as a font shows it (`"Regular"`, `"Semi Bold"` in a `text` token), read
            // as sd-transforms reads it.
            if decoded == nil, type == .fontWeight,
                let weight = Self.fontWeightNames[text.lowercased().replacingAll(" ", with: "-")]
            {
                return .fontWeight(weight)
            }
            return decoded
        default: return nil
        }
    }

    /// A value as what it is: an alias's target's value, a colour, dimension, number or boolean read
    /// off the text, else the string; an object or array as untyped JSON. Nil when a reference
    /// inside it is broken (reported).
    func asWritten(_ node: JSONNode, owner: TokenPath) -> TokenValue? {
        if let written = Alias.wholeReference(in: node.value) {
            return resolveNested(target(written, from: tokens[owner], at: node.location), at: node.location)?.value
        }
        guard let type = DTCGLoader.typeOfValue(node) else {
            if let text = node.string, !Alias.embeddedReferences(in: text).isEmpty {
                return substituted(text, at: node.location, owner: owner)
            }
            return .untyped(JSONOutput(node))
        }
        let (value, found) = holding { decode(node, as: type, owner: owner) }
        if let value {
            release(found)
            return value
        }
        if let text = node.string, found.allSatisfy({ Self.typeFailures.contains($0.code) }) {
            return substituted(text, at: node.location, owner: owner)
        }
        release(found)
        return nil
    }

    /// CSS text with references in it (`calc(100% - ({a} + {b}))`, `0 0 0 -{space.25.value}`) that
    /// is no arithmetic tokens evaluates: as Style Dictionary builds it, the text with each reference
    /// replaced by its target's value, a string. Nil when a reference is broken (reported).
    private func substituted(_ text: String, at location: SourceLocation, owner: TokenPath) -> TokenValue? {
        guard Alias.wholeReference(in: text) == nil, !Alias.embeddedReferences(in: text).isEmpty else {
            return .string(text)
        }
        return interpolate(text, at: location, owner: owner).map(TokenValue.string)
    }

    /// `body`'s result, and what it reported, held back from the diagnostics.
    func holding<T>(_ body: () -> T?) -> (T?, [Diagnostic]) {
        held.append([])
        let result = body()
        let found = held.removeLast() ?? []
        return (result, found)
    }

    /// Reports what `holding` held back after all.
    func release(_ found: [Diagnostic]) {
        for diagnostic in found {
            report(
                diagnostic.code, diagnostic.message, at: diagnostic.location, notes: diagnostic.notes,
                cause: diagnostic.cause)
        }
    }

    /// What a value was (`the string "2.5rem"`, `an alias to a string token`) and what it is built as.
    private static func kind(of node: JSONNode, resolved: TokenValue) -> (written: String, kind: String, built: String)
    {
        let built = kind(of: resolved)
        if Alias.wholeReference(in: node.value) != nil {
            let kind = "an alias to \(resolved.type.map { "a \($0.rawValue)" } ?? "an untyped") token"
            return ("the value, \(kind),", kind, built)
        }
        if let text = node.string { return ("the string \"\(text)\"", "a string", built) }
        if let n = node.number { return ("the number \(JSONOutput.format(n))", "a number", built) }
        let kind = node.value.kindDescription
        return (kind, kind, built)
    }

    /// `a string`, `a dimension`, or untyped JSON, which only `tokens resolve` shows.
    private static func kind(of value: TokenValue) -> String {
        guard let type = value.type else { return "untyped JSON (only tokens resolve shows it)" }
        return "a \(type.rawValue)"
    }

    private static func lowercasedFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }
}
