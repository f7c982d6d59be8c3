/// Decoding `$value`s by type. Wherever a value may stand, an `{alias}` of the same type may too.
extension AliasResolver {
    /// `node` decoded as `type`; nil after reporting why it is not one.
    func decode(_ node: JSONNode, as type: TokenType, owner: TokenPath) -> TokenValue? {
        if let target = Alias.wholeReference(in: node.value) {
            return resolveReference(target, at: node.location, expected: type, owner: owner)
        }
        if let inner = unwrapInlineToken(node, as: type, owner: owner) { return decode(inner, as: type, owner: owner) }
        switch type {
        case .color: return color(node, owner).map(TokenValue.color)
        case .dimension: return dimension(node, owner).map(TokenValue.dimension)
        case .fontFamily: return fontFamily(node, owner).map(TokenValue.fontFamily)
        case .fontWeight: return fontWeight(node, owner).map(TokenValue.fontWeight)
        case .duration: return duration(node, owner).map(TokenValue.duration)
        case .cubicBezier: return cubicBezier(node, owner).map(TokenValue.cubicBezier)
        case .number: return number(node, owner, what: "a number").map(TokenValue.number)
        case .string:
            guard let text = node.string else { return invalid(node, owner, "a string") }
            guard Self.interpolates(text) else { return .string(text) }
            return interpolate(text, at: node.location, owner: owner).map(TokenValue.string)
        case .boolean:
            if case .bool(let flag) = node.value { return .boolean(flag) }
            // Tokens Studio writes every boolean as the text "true" or "false"; its own tool reads them so.
            if let text = node.string, tokens[owner]?.isLenient == true, text == "true" || text == "false" {
                return .boolean(text == "true")
            }
            return invalid(node, owner, "true or false")
        case .strokeStyle: return strokeStyle(node, owner).map(TokenValue.strokeStyle)
        case .border: return border(node, owner).map(TokenValue.border)
        case .transition: return transition(node, owner).map(TokenValue.transition)
        case .shadow: return layers(node, owner, type: .shadow, layer: shadowLayer).map(TokenValue.shadow)
        case .gradient: return layers(node, owner, type: .gradient, layer: gradientStop).map(TokenValue.gradient)
        case .typography: return typography(node, owner).map(TokenValue.typography)
        }
    }

    /// A sub-value written as a whole token (`{"$type": "color", "$value": …}`), as one example of
    /// the DTCG text does: its `$value` stands for it.
    private func unwrapInlineToken(_ node: JSONNode, as type: TokenType, owner: TokenPath) -> JSONNode? {
        guard let object = node.object, let value = object["$value"] else { return nil }
        if let written = object["$type"]?.string, written != type.rawValue {
            report(
                .aliasTypeMismatch, "'\(owner)' needs a \(type.rawValue) here, but this inline token is a \(written).",
                at: node.location)
        }
        return value
    }

    // MARK: - Shared pieces

    func invalid<T>(_ node: JSONNode, _ owner: TokenPath, _ expected: String, hint: String = "") -> T? {
        report(.invalidValue, "'\(owner)' needs \(expected) here, not \(describe(node)).\(hint)", at: node.location)
        return nil
    }

    func describe(_ node: JSONNode) -> String {
        if let text = node.string { return "the string \"\(text)\"" }
        if let n = node.number { return "the number \(JSONOutput.format(n))" }
        return node.value.kindDescription
    }

    func number(_ node: JSONNode, _ owner: TokenPath, what: String) -> Double? {
        if let target = Alias.wholeReference(in: node.value) {
            guard case .number(let n)? = resolveReference(target, at: node.location, expected: .number, owner: owner)
            else { return nil }
            return n
        }
        if let text = node.string, Self.isExpression(text) {
            return evaluate(text, at: node.location, owner: owner)?.value
        }
        // A percentage is the fraction it names (an opacity of "25%" is 0.25), as Tokens Studio reads it.
        if let text = node.string, text.hasSuffix("%"), let percent = Double(text.dropLast()) { return percent / 100 }
        guard let n = node.number else { return invalid(node, owner, what) }
        return n
    }

    /// The members of a composite value: every required field present, no unknown field.
    /// `ignored` fields are reported as warnings and skipped.
    func fields(
        _ node: JSONNode, _ owner: TokenPath, of kind: String, required: [String], optional: [String] = [],
        ignored: Set<String> = []
    ) -> JSONObject? {
        guard let object = node.object else {
            return invalid(node, owner, "a \(kind) object with \(required.joined(separator: ", "))")
        }
        var isValid = true
        for name in required where object[name] == nil {
            report(.invalidValue, "The \(kind) value of '\(owner)' is missing '\(name)'.", at: node.location)
            isValid = false
        }
        // A handful of names: compared in place, no set built per value.
        for member in object.members where !required.contains(member.key) && !optional.contains(member.key) {
            if ignored.contains(member.key) {
                report(
                    .ignoredMember,
                    "'\(member.key)' is not a field of a DTCG \(kind) value and the generated code has no place for it; it is ignored.",
                    at: member.keyLocation)
                continue
            }
            report(
                .invalidValue,
                "'\(member.key)' is not a field of a \(kind) value.\(Suggestion.didYouMean(member.key, in: Set(required + optional)))",
                at: member.keyLocation)
            isValid = false
        }
        return isValid ? object : nil
    }

    /// The number at the start of `text`: sign, digits, a fraction, and an exponent only where digits
    /// follow its `e` (`0.9285em` is 0.9285 and `em`, `1e3px` is 1000 and `px`).
    static func leadingNumber(_ text: String) -> Substring {
        let chars = Array(text)
        var end = 0
        if end < chars.count, chars[end] == "-" || chars[end] == "+" { end += 1 }
        while end < chars.count, chars[end].isASCII, chars[end].isNumber || chars[end] == "." { end += 1 }
        if end < chars.count, chars[end] == "e" || chars[end] == "E" {
            var exponent = end + 1
            if exponent < chars.count, chars[exponent] == "-" || chars[exponent] == "+" { exponent += 1 }
            if exponent < chars.count, chars[exponent].isASCII, chars[exponent].isNumber {
                while exponent < chars.count, chars[exponent].isASCII, chars[exponent].isNumber { exponent += 1 }
                end = exponent
            }
        }
        return text.prefix(end)
    }

    /// A measurement object `{value, unit}`, or the earlier draft's string form `"16px"`.
    func measurement(_ node: JSONNode, _ owner: TokenPath, kind: String, units: Set<String>) -> (Double, String)? {
        // The example unit is the plainest (px, ms), never one sorted first by chance (%).
        var expected: String {
            let unit = units.contains("px") ? "px" : units.contains("ms") ? "ms" : units.sorted().first ?? ""
            return "a \(kind) like {\"value\": 16, \"unit\": \"\(unit)\"} or \"16\(unit)\""
        }
        if let text = node.string, Self.isExpression(text) {
            guard let (value, unit) = evaluate(text, at: node.location, owner: owner) else { return nil }
            return (value, unit ?? (units.contains("px") ? "px" : "ms"))
        }
        if let text = node.string {
            let numberPart = Self.leadingNumber(text)
            let unit = String(text.dropFirst(numberPart.count))
            if let value = Double(numberPart), units.contains(unit) || (value == 0 && unit.isEmpty) {
                return (value, unit.isEmpty ? (units.contains("px") ? "px" : "ms") : unit)
            }
            return invalid(node, owner, expected)
        }
        guard let object = fields(node, owner, of: kind, required: ["value", "unit"]) else { return nil }
        guard let valueNode = object["value"], let unitNode = object["unit"],
            let value = number(valueNode, owner, what: "a number")
        else { return nil }
        guard let unit = unitNode.string, units.contains(unit) else {
            return invalid(unitNode, owner, "a unit: \(units.sorted().joined(separator: ", "))")
        }
        return (value, unit)
    }

    func dimension(_ node: JSONNode, _ owner: TokenPath) -> DimensionValue? {
        if Alias.wholeReference(in: node.value) != nil {
            guard case .dimension(let d)? = decode(node, as: .dimension, owner: owner) else { return nil }
            return d
        }
        return measurement(node, owner, kind: "dimension", units: DimensionValue.units).map {
            DimensionValue(value: $0.0, unit: $0.1)
        }
    }

    func duration(_ node: JSONNode, _ owner: TokenPath) -> DurationValue? {
        if Alias.wholeReference(in: node.value) != nil {
            guard case .duration(let d)? = decode(node, as: .duration, owner: owner) else { return nil }
            return d
        }
        return measurement(node, owner, kind: "duration", units: ["ms", "s"]).map {
            DurationValue(value: $0.0, unit: $0.1)
        }
    }

    /// A sub-value of another type (a shadow's colour, a border's style), alias or literal.
    func field<T>(_ node: JSONNode?, _ owner: TokenPath, _ type: TokenType, _ extract: (TokenValue) -> T?) -> T? {
        guard let node, let value = decode(node, as: type, owner: owner) else { return nil }
        return extract(value)
    }
}
