/// How far a token file's own tool checks types. DTCG asks every value to fit its `$type`; Tokens
/// Studio, Style Dictionary, Theo, plain scales and Spectrum never check, and teams ship files those
/// tools accept. Config `"strict": true` holds every file to DTCG's checks.
struct Leniency: Sendable, Equatable {
    /// A value that does not fit its type is built as what it is, with a warning
    /// (`token.value-kept`), as the file's own tool would build it.
    var valuesAsWritten = false
    /// A `$value` file with no `$type` at all: a token with no type takes its value's
    /// (`"rgba(0, 9, 51, 0.6)"` a colour, `"4px"` a dimension), as Style Dictionary reads it.
    var typesFromValues = false
    /// Config `strict`: unknown types are errors, as are values that do not fit their type.
    var strict = false
    /// Config `valueModes`: a team's own words for the modes of a value object (`"abyss"` → dark).
    var valueModes: [String: Appearance] = [:]
}

/// A `$type` as read: a type, or "read the type off the value" (Tokens Studio's `other`, line
/// heights, a type tokens does not know in a lenient build).
enum DeclaredType: Equatable {
    case known(TokenType)
    case fromValue

    var known: TokenType? {
        if case .known(let type) = self { return type }
        return nil
    }
}

extension DTCGLoader {
    mutating func readType(_ object: JSONObject, inherited: DeclaredType?) -> DeclaredType? {
        guard let node = object["$type"] else { return inherited }
        guard let text = node.string else {
            diagnostics.report(
                .invalidProperty, "$type must be a string such as \"color\", not \(node.value.kindDescription).",
                at: node.location)
            return inherited
        }
        if let type = TokenType(named: text) { return .known(type) }
        if TokenType.readFromValue.contains(text) { return .fromValue }
        let known = TokenType.allCases.map(\.rawValue)
        guard leniency.strict else {
            // Style Dictionary builds any type it has a transform for; a type tokens does not know
            // is read off the value (`"#fff"` a colour, `"16px"` a dimension, `"bold"` a string).
            diagnostics.report(
                Diagnostic(
                    .unknownType,
                    "'\(text)' is not a token type, so the value is read as what it is (a colour, a dimension, a number or a string).\(Suggestion.didYouMean(text, in: known)) Write one of \(known.joined(separator: ", ")) to build it as that type.",
                    at: node.location, severity: .warning,
                    cause:
                        "'\(text)' is not a token type: the values of tokens of that type are read as what they are (a colour, a dimension, a number or a string)."
                ))
            return .fromValue
        }
        diagnostics.report(
            .unknownType,
            "'\(text)' is not a token type.\(Suggestion.didYouMean(text, in: known)) The types are \(known.joined(separator: ", ")).",
            at: node.location, cause: "'\(text)' is not a token type.")
        return nil
    }

    /// True when a converter wrote the token's `$type` from its value (Style Dictionary and Theo
    /// tokens with no type, plain scales): converters write such a `$type` at the `$value` key's own
    /// location, where no file can write a second key.
    static func isInferred(_ object: JSONObject) -> Bool {
        guard let type = object.member("$type"), let value = object.member("$value") else { return false }
        return type.keyLocation == value.keyLocation
    }

    /// The type a value shows: a colour, a dimension, a number (`4`, `"0"`, `"1.5"`), a boolean, a
    /// string; nil for an alias (its target's) or an object or array.
    static func typeOfValue(_ value: JSONNode) -> TokenType? {
        if let text = value.string, Double(text) != nil { return .number }
        return RawTokensConverter.inferredType(value.value)
    }

    /// A number written with its unit beside it (`"$value": "3", "unit": "px"`, as HashiCorp
    /// Helios's Style Dictionary transforms read it) as one dimension or duration, `"3px"`; nil
    /// when `unit` is no such unit or the value no number.
    static func withUnit(_ value: JSONNode?, _ unit: JSONObject.Member) -> JSONNode? {
        guard let value, let name = unit.value.string,
            DimensionValue.units.contains(name) || ["ms", "s"].contains(name),
            let number = value.number ?? value.string.flatMap(Double.init)
        else { return nil }
        return JSONNode(.string(JSONOutput.format(number) + name), at: value.location)
    }
}
