/// Salesforce Theo documents (`props`, `aliases`, `global`, `imports`; YAML or JSON) rewritten as
/// DTCG, as Theo itself reads them:
///
/// - each prop is a token named as written (`button_background`), its `global` `type` applying
///   where it has none; `comment` is its description;
/// - each alias is a token in the group `aliases`, and `{!primary_color}` anywhere in a value is a
///   reference to it (`{aliases.primary_color}`), so aliases work across files as Theo's `imports`
///   make them; every file of the token folder is read, so `imports` need nothing more (but
///   scope aliases, see `TheoScopes`);
/// - Theo's `size` type is a dimension; `color`, `number`, `duration` and the font types keep their
///   meaning; any other type is read off the value, as untyped Style Dictionary tokens are.
enum TheoConverter {
    /// The top-level keys of a Theo document.
    static let keys: Set<String> = ["props", "aliases", "global", "imports"]

    /// True when `root` is a Theo document: `props` or `aliases` at the top, and only Theo's keys.
    static func isTheo(_ root: JSONNode) -> Bool {
        guard let object = root.object, object["props"] != nil || object["aliases"] != nil else { return false }
        return object.members.allSatisfy { keys.contains($0.key) || $0.key.hasPrefix("$") }
    }

    static func convert(_ root: JSONNode, diagnostics: inout Diagnostics) -> JSONNode {
        guard let object = root.object else { return root }
        let global = object["global"]?.object
        var out = JSONObject()
        if let aliases = object.member("aliases") {
            var group = JSONObject()
            for member in aliases.value.object?.members ?? [] {
                let value = member.value.object?.member("value")?.value ?? member.value
                let token = TokensStudioConverter.token(
                    value: references(value), at: member.keyLocation, type: nil, diagnostics: &diagnostics)
                group.members.append(
                    .init(
                        key: member.key, keyLocation: member.keyLocation,
                        value: JSONNode(.object(token), at: member.value.location)))
            }
            out.members.append(
                .init(
                    key: "aliases", keyLocation: aliases.keyLocation,
                    value: JSONNode(.object(group), at: aliases.value.location)))
        }
        for prop in props(object["props"], diagnostics: &diagnostics) {
            guard let value = prop.object.member("value") else {
                diagnostics.report(
                    .invalidValue, "The prop '\(prop.name)' has no value; Theo props need \"value\".", at: prop.location
                )
                continue
            }
            let type = (prop.object.member("type") ?? global?.member("type")).flatMap { type in
                type.value.string.flatMap { typeNames[$0] }.map { ($0, type.keyLocation, type.value.location) }
            }
            let token = TokensStudioConverter.token(
                value: references(value.value), at: value.keyLocation, type: type,
                extra: prop.object.member("comment").map { [$0] } ?? [], diagnostics: &diagnostics)
            out.members.append(
                .init(key: prop.name, keyLocation: prop.location, value: JSONNode(.object(token), at: prop.location)))
        }
        return JSONNode(.object(out), at: root.location)
    }

    /// Theo types and the Tokens Studio / DTCG type each is read as; others are inferred from the value.
    static let typeNames: [String: String] = [
        "color": "color", "size": "dimension", "number": "number", "time": "duration", "duration": "duration",
        "font-family": "fontFamily", "font-weight": "fontWeight", "font-size": "dimension", "line-height": "number",
    ]

    /// `props` as an object of name → prop, or (older Theo) an array of props with a `name`; a prop
    /// that is not an object, or has no name in an array, is a located error.
    static func props(
        _ node: JSONNode?, diagnostics: inout Diagnostics
    ) -> [(name: String, object: JSONObject, location: SourceLocation)] {
        guard let node else { return [] }
        var found: [(name: String, object: JSONObject, location: SourceLocation)] = []
        if let object = node.object {
            for member in object.members {
                guard let prop = member.value.object else {
                    diagnostics.report(
                        .invalidValue,
                        "The prop '\(member.key)' is \(member.value.value.kindDescription); a Theo prop is an object with a \"value\".",
                        at: member.value.location)
                    continue
                }
                found.append((member.key, prop, member.keyLocation))
            }
        } else if let elements = node.array {
            for element in elements {
                guard let prop = element.object, let name = prop["name"]?.string else {
                    diagnostics.report(
                        .invalidValue, "A prop in a list needs a \"name\" and a \"value\".", at: element.location)
                    continue
                }
                found.append((name, prop, element.location))
            }
        } else {
            diagnostics.report(
                .invalidValue,
                "\"props\" must be an object of props (or a list of them), not \(node.value.kindDescription).",
                at: node.location)
        }
        return found
    }

    /// `value` with each `{!name}` written as the reference `{aliases.name}`.
    static func references(_ value: JSONNode) -> JSONNode {
        guard let text = value.string, text.contains("{!") else { return value }
        return JSONNode(.string(text.replacingAll("{!", with: "{aliases.")), at: value.location)
    }
}
