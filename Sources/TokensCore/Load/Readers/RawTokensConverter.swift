/// A plain scale (`{"gray": {"gray1": "#fcfcfc"}}`, as Radix ships its colours, or Style
/// Dictionary's reference fixtures) rewritten as DTCG: every bare leaf becomes a token.
///
/// A leaf's type is read off its value: a CSS colour is a `color`, `16px` a `dimension`, a JSON
/// number a `number`, `true` a `boolean`; a whole `{alias}` takes its target's type; any other
/// string is a `string` (and may interpolate `{aliases}`); arrays and objects stay untyped.
enum RawTokensConverter {
    static func convert(_ node: JSONNode) -> JSONNode {
        guard let object = node.object else { return node }
        var out = JSONObject()
        for member in object.members {
            let converted: JSONNode
            switch member.value.value {
            case _ where member.key.hasPrefix("$"): converted = member.value
            case .object: converted = convert(member.value)
            case .null: continue
            default: converted = token(member.value)
            }
            out.members.append(JSONObject.Member(key: member.key, keyLocation: member.keyLocation, value: converted))
        }
        return JSONNode(.object(out), at: node.location)
    }

    static func token(_ value: JSONNode) -> JSONNode {
        var token = JSONObject([.init(key: "$value", keyLocation: value.location, value: value)])
        if let type = inferredType(value.value) {
            token.members.append(
                .init(
                    key: "$type", keyLocation: value.location,
                    value: JSONNode(.string(type.rawValue), at: value.location)))
        }
        return JSONNode(.object(token), at: value.location)
    }

    static func inferredType(_ value: JSONValue) -> TokenType? {
        switch value {
        case .number: return .number
        case .bool: return .boolean
        case .string(let text):
            if Alias.wholeReference(in: value) != nil { return nil }
            if case .success = CSSColorParser.parse(text) { return .color }
            if isDimension(text) { return .dimension }
            return .string
        default: return nil
        }
    }

    /// `16px`, `1.5rem`, `-2pt`: a number and one of the dimension units.
    static func isDimension(_ text: String) -> Bool {
        let number = text.prefix { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "+") }
        return !number.isEmpty && Double(number) != nil
            && DimensionValue.units.contains(String(text.dropFirst(number.count)))
    }
}
