/// Tokens Studio (and Style Dictionary) documents, `value` / `type` / `description`, rewritten as
/// DTCG nodes so one flattener and one resolver serve every format. Locations are kept.
enum TokensStudioConverter {
    /// The keys a document names a token's value and type with: Tokens Studio's own `value` and
    /// `type`, or `$value` and `$type` (its "W3C DTCG format" setting), where a group's `$type`
    /// applies to the tokens inside it.
    enum Keys {
        case plain, dollar

        var value: String { self == .plain ? "value" : "$value" }
        var type: String { self == .plain ? "type" : "$type" }
    }

    /// The DTCG form of a legacy document.
    static func convert(
        _ node: JSONNode, keys: Keys = .plain, inherited: JSONObject.Member? = nil, diagnostics: inout Diagnostics
    ) -> JSONNode {
        guard let object = node.object else { return node }
        let isToken = keys == .dollar ? object["$value"] != nil : object["$value"] == nil && !isGroupNamedValue(object)
        if let value = object.member(keys.value), isToken {
            if object[keys.type]?.string == "composition",
                let group = compositionGroup(object, value: value, diagnostics: &diagnostics)
            {
                return JSONNode(.object(group), at: node.location)
            }
            let token = token(object, value: value, keys: keys, inherited: inherited, diagnostics: &diagnostics)
            return JSONNode(.object(token), at: node.location)
        }
        let groupObject = keys == .plain ? effectLayers(object) ?? object : object
        let type = keys == .dollar ? object.member("$type") ?? inherited : nil
        var out = JSONObject()
        for member in groupObject.members {
            // The Figma plugin's notes on a group (`description: null`, `extensions`).
            if let note = pluginNote(member) {
                if let note, out[note.key] == nil { out.members.append(note) }
                continue
            }
            let converted =
                member.key.hasPrefix("$")
                ? member.value : convert(member.value, keys: keys, inherited: type, diagnostics: &diagnostics)
            out.members.append(JSONObject.Member(key: member.key, keyLocation: member.keyLocation, value: converted))
        }
        return JSONNode(.object(out), at: node.location)
    }

    /// A group that merely has a child token named `value` (its `value` is itself a token object).
    static func isGroupNamedValue(_ object: JSONObject) -> Bool {
        object["value"]?.object?["value"] != nil
    }

    /// The token `object`, its value being `value`; `inherited` is an enclosing group's `$type`.
    static func token(
        _ object: JSONObject, value written: JSONObject.Member, keys: Keys = .plain,
        inherited: JSONObject.Member? = nil, diagnostics: inout Diagnostics
    ) -> JSONObject {
        let chosen = platformValue(object, value: written, diagnostics: &diagnostics)
        let value = JSONObject.Member(
            key: chosen.key, keyLocation: chosen.keyLocation, value: legacyReferences(chosen.value))
        let typeMember = object.member(keys.type) ?? inherited
        let writtenType = typeMember?.value.string
        let (type, normalized) = normalize(value.value, type: writtenType, diagnostics: &diagnostics)
        var out = JSONObject()
        out.members.append(.init(key: "$value", keyLocation: value.keyLocation, value: normalized))
        if let type, let typeMember {
            // An inherited type is written where the group's is, never at the value's own key
            // (which marks a type read off the value, see `DTCGLoader.isInferred`).
            out.members.append(
                .init(
                    key: "$type", keyLocation: typeMember.keyLocation,
                    value: JSONNode(.string(type), at: typeMember.value.location)))
        } else if writtenType == nil, let inferred = RawTokensConverter.inferredType(value.value.value) {
            // Style Dictionary tokens often carry no type: it is read from the value, as raw scales
            // are (`#ff0000` a colour, `4px` a dimension, `700` a number); an alias takes its target's.
            out.members.append(
                .init(
                    key: "$type", keyLocation: value.keyLocation,
                    value: JSONNode(.string(inferred.rawValue), at: value.value.location)))
        }
        copyNotes(from: object, into: &out, including: ["$extensions", "$deprecated"])
        if out["$extensions"] == nil, let member = object.member("extensions"), let note = pluginNote(member),
            let note
        {
            out.members.append(note)
        }
        modeMembers(of: object, into: &out)
        return out
    }

    /// `node` with Tokens Studio's legacy references (`$colors.red`) written as `{colors.red}`,
    /// in strings at any depth.
    static func legacyReferences(_ node: JSONNode) -> JSONNode {
        switch node.value {
        case .string(let text):
            guard let rewritten = TokensStudioSigns.legacyReferences(in: text) else { return node }
            return JSONNode(.string(rewritten), at: node.location)
        case .array(let elements): return JSONNode(.array(elements.map(legacyReferences)), at: node.location)
        case .object(var object):
            for index in object.members.indices {
                object.members[index].value = legacyReferences(object.members[index].value)
            }
            return JSONNode(.object(object), at: node.location)
        default: return node
        }
    }

    /// A token as Tokens Studio writes one, made from its parts: `value` (its key at
    /// `keyLocation`), a `type` if given (with where its key and value are), and `extra` members (a
    /// `comment`). Theo, Spectrum and composition properties are read through it.
    static func token(
        value: JSONNode, at keyLocation: SourceLocation,
        type: (name: String, key: SourceLocation, value: SourceLocation)?,
        extra: [JSONObject.Member] = [], diagnostics: inout Diagnostics
    ) -> JSONObject {
        var object = JSONObject([.init(key: "value", keyLocation: keyLocation, value: value)])
        if let type {
            object.members.append(
                .init(key: "type", keyLocation: type.key, value: JSONNode(.string(type.name), at: type.value)))
        }
        object.members += extra
        return token(object, value: object.members[0], diagnostics: &diagnostics)
    }

    /// `description` or `comment` as `$description` (the first one written wins), and the members
    /// named in `including` as they are.
    static func copyNotes(from object: JSONObject, into out: inout JSONObject, including: [String] = []) {
        let pairs =
            [("description", "$description"), ("comment", "$description")] + including.map { ($0, $0) } + [
                ("$description", "$description")
            ]
        for (from, to) in pairs {
            // `description: null` (the Figma plugin's, for no description) says nothing.
            if let member = object.member(from), out[to] == nil, member.value.value != .null {
                out.members.append(.init(key: to, keyLocation: member.keyLocation, value: member.value))
            }
        }
    }

    static let dimensionTypes: Set<String> = Set(TokenType.synonyms.filter { $0.value == .dimension }.keys).union([
        "dimension"
    ])

    /// The DTCG type and value for a legacy type and value.
    static func normalize(_ value: JSONNode, type: String?, diagnostics: inout Diagnostics) -> (String?, JSONNode) {
        guard let type else { return (nil, value) }
        if type.hasPrefix("custom-"), let converted = pluginValue(value, type: type, diagnostics: &diagnostics) {
            return converted
        }
        switch type {
        case "color":
            if let stops = gradient(value, diagnostics: &diagnostics) { return ("gradient", stops) }
            return ("color", rgbObject(value) ?? TokensStudioColors.rounded(value) ?? value)
        case _ where dimensionTypes.contains(type):
            if let text = multipleValues(value, diagnostics: &diagnostics) { return ("string", text) }
            return ("dimension", dimension(value))
        case "fontFamilies", "fontFamily": return ("fontFamily", value)
        case "fontWeights", "fontWeight": return ("fontWeight", fontWeight(value, diagnostics: &diagnostics))
        case "lineHeights", "lineHeight":
            if let text = value.string, text.hasSuffix("%"), let n = Double(text.dropLast()) {
                return ("number", JSONNode(.number(n / 100), at: value.location))
            }
            // Unitless: a multiplier as line heights are written (`1.5`), pixels as Figma shows them (`22`).
            if let n = value.number ?? value.string.flatMap(Double.init), n <= Self.largestMultiplier {
                return ("number", JSONNode(.number(n), at: value.location))
            }
            if let text = value.string, Double(text) == nil, !text.hasSuffix("px"), !text.contains("{") {
                return ("string", value)
            }
            return ("dimension", dimension(value))
        case "opacity":
            if let text = value.string, text.hasSuffix("%"), let n = Double(text.dropLast()) {
                return ("number", JSONNode(.number(n / 100), at: value.location))
            }
            if let text = value.string, let n = Double(text) {
                return ("number", JSONNode(.number(n), at: value.location))
            }
            return ("number", value)
        case "typography": return ("typography", typography(value, diagnostics: &diagnostics))
        case "boxShadow", "shadow": return ("shadow", shadow(value))
        case "border": return ("border", border(value))
        case "number", "other":
            // Tokens Studio writes numbers as strings (`"2"`); `other` holds numbers used in arithmetic too.
            if let text = value.string, let n = Double(text) {
                return ("number", JSONNode(.number(n), at: value.location))
            }
            if value.number != nil || type == "number" { return ("number", value) }
            return ("string", value)
        case "duration", "cubicBezier", "strokeStyle", "transition", "gradient", "boolean", "string":
            return (type, value)
        case _ where TokenType(named: type) == nil && !TokenType.readFromValue.contains(type):
            // A type no tool but the team's own knows (Alaska Auro's tiers, "semantic" and
            // "primitive"): kept as written, so the reader reads the value as what it is and says so.
            return (type, value)
        default: return ("string", value)
        }
    }

    /// Style Dictionary's `{"r": 255, "g": 0, "b": 0, "a": 1}` (channels 0–255) as a DTCG sRGB colour.
    static func rgbObject(_ value: JSONNode) -> JSONNode? {
        guard let object = value.object, object.members.count <= 4,
            let r = object["r"]?.number, let g = object["g"]?.number, let b = object["b"]?.number,
            object.members.allSatisfy({ ["r", "g", "b", "a"].contains($0.key) && $0.value.number != nil })
        else { return nil }
        let at = value.location
        func number(_ n: Double) -> JSONNode { JSONNode(.number(n), at: at) }
        var members: [JSONObject.Member] = [
            .init(key: "colorSpace", keyLocation: at, value: JSONNode(.string("srgb"), at: at)),
            .init(
                key: "components", keyLocation: at, value: JSONNode(.array([r, g, b].map { number($0 / 255) }), at: at)),
        ]
        if let a = object["a"]?.number { members.append(.init(key: "alpha", keyLocation: at, value: number(a))) }
        return JSONNode(.object(JSONObject(members)), at: at)
    }

    /// The largest unitless line height read as a multiplier; above it, a number of pixels.
    static let largestMultiplier = 4.0

    /// `"4"` and `4` → `"4px"`; units and expressions are kept as written.
    static func dimension(_ value: JSONNode) -> JSONNode {
        if let n = value.number { return JSONNode(.string("\(JSONOutput.format(n))px"), at: value.location) }
        if let text = value.string, Double(text) != nil { return JSONNode(.string(text + "px"), at: value.location) }
        return value
    }

    /// `"400"` → 400; `"Semi Bold"` → `"semi-bold"`. A style after the weight (`"Regular italic"`,
    /// as Figma names a font's face) is no weight: the weight is read, and a warning says the style
    /// is not carried (a font weight token, and Apple's `Font.Weight`, hold none).
    static func fontWeight(_ value: JSONNode, diagnostics: inout Diagnostics) -> JSONNode {
        guard var text = value.string, !text.contains("{") else { return value }
        if let n = Double(text) { return JSONNode(.number(n), at: value.location) }
        for style in ["italic", "oblique"] where text.lowercased().hasSuffix(" " + style) {
            let weight = String(text.dropLast(style.count + 1))
            diagnostics.report(
                .ignoredMember,
                "The font weight \"\(text)\" is read as \"\(weight)\": \(style) is a font style, which a weight does not carry. Set the style on the font family (its italic face) instead.",
                at: value.location)
            text = weight
        }
        if let n = Double(text) { return JSONNode(.number(n), at: value.location) }
        let name = text.lowercased().replacingAll(" ", with: "-")
        let aliases = [
            "semibold": "semi-bold", "extrabold": "extra-bold", "extralight": "extra-light",
            "ultralight": "ultra-light",
            "ultrabold": "ultra-bold", "demibold": "demi-bold", "extrablack": "extra-black",
        ]
        return JSONNode(.string(aliases[name] ?? name), at: value.location)
    }

    static func typography(_ value: JSONNode, diagnostics: inout Diagnostics) -> JSONNode {
        guard let object = value.object else { return value }
        var out = JSONObject()
        for member in object.members {
            let converted: JSONNode
            switch member.key {
            case "fontFamily": converted = member.value
            case "fontWeight": converted = fontWeight(member.value, diagnostics: &diagnostics)
            case "fontSize", "letterSpacing": converted = dimension(member.value)
            case "lineHeight":
                if let text = member.value.string, text.hasSuffix("%"), let n = Double(text.dropLast()) {
                    converted = JSONNode(.number(n / 100), at: member.value.location)
                } else {
                    converted = dimension(member.value)
                }
            default:
                // paragraphSpacing, textCase, textDecoration: no DTCG typography field. Their
                // "nothing" values lose nothing; any other is said.
                let text = member.value.string ?? member.value.number.map { JSONOutput.format($0) } ?? ""
                if !["", "0", "0px", "none", "normal"].contains(text) {
                    diagnostics.report(
                        .ignoredMember,
                        "'\(member.key)' (\(text.isEmpty ? member.value.value.kindDescription : "\"\(text)\"")) is not carried: a typography token holds font family, size, weight, line height and letter spacing. Apply it where the text is drawn, or make it a token of its own.",
                        at: member.keyLocation)
                }
                continue
            }
            out.members.append(.init(key: member.key, keyLocation: member.keyLocation, value: converted))
        }
        return JSONNode(.object(out), at: value.location)
    }

    /// Style Dictionary's shorthand `"1px solid {color.border}"` (width, style, colour) as a
    /// border object; objects (Tokens Studio's form) pass through with their width normalised.
    static func border(_ value: JSONNode) -> JSONNode {
        if var object = value.object {
            if let width = object.member("width") {
                object.set("width", dimension(width.value), keyLocation: width.keyLocation)
            }
            return JSONNode(.object(object), at: value.location)
        }
        guard let text = value.string, Alias.wholeReference(in: text) == nil else { return value }
        let parts = text.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true).map(String.init)
        guard parts.count == 3 else { return value }
        let at = value.location
        return JSONNode(
            .object(
                JSONObject([
                    .init(key: "width", keyLocation: at, value: dimension(JSONNode(.string(parts[0]), at: at))),
                    .init(key: "style", keyLocation: at, value: JSONNode(.string(parts[1]), at: at)),
                    .init(key: "color", keyLocation: at, value: JSONNode(.string(parts[2]), at: at)),
                ])), at: at)
    }

    static func shadow(_ value: JSONNode) -> JSONNode {
        if let layers = value.array { return JSONNode(.array(layers.map(shadow)), at: value.location) }
        guard let object = value.object else { return value }
        var out = JSONObject()
        let names = ["x": "offsetX", "y": "offsetY", "blur": "blur", "spread": "spread", "color": "color"]
        for member in object.members {
            if let name = names[member.key] {
                out.members.append(
                    .init(
                        key: name, keyLocation: member.keyLocation,
                        value: name == "color" ? member.value : dimension(member.value)))
            } else if member.key == "type" {
                out.members.append(
                    .init(
                        key: "inset", keyLocation: member.keyLocation,
                        value: JSONNode(.bool(member.value.string == "innerShadow"), at: member.value.location)))
            }
        }
        return JSONNode(.object(out), at: value.location)
    }

    /// Members beside `value` named for an appearance (Primer Brand's `"dark": "…"` beside the
    /// light `value`) as the token's `$extensions.mode` values, under the mode names
    /// `ValueModes` gives appearances; the value is light's.
    static func modeMembers(of object: JSONObject, into out: inout JSONObject) {
        // Each member's words are read once, and a token's own members (`type`, `description`…)
        // never: this runs for every token.
        let members = object.members.compactMap { member -> (JSONObject.Member, Appearance)? in
            guard !member.key.hasPrefix("$"), !ValueCoverage.tokenMembers.contains(member.key),
                !ValueCoverage.metadata.contains(member.key), let appearance = Appearance.plainlyNamed(member.key)
            else { return nil }
            return (member, appearance)
        }
        guard !members.isEmpty else { return }
        var extensions = out["$extensions"]?.object ?? JSONObject()
        var modes = extensions["mode"]?.object ?? JSONObject()
        for (member, appearance) in members {
            guard modes[ValueModes.modeName(appearance)] == nil else { continue }
            modes.members.append(
                .init(
                    key: ValueModes.modeName(appearance), keyLocation: member.keyLocation,
                    value: legacyReferences(member.value)))
        }
        let at = members[0].0.keyLocation
        extensions.set("mode", JSONNode(.object(modes), at: at), keyLocation: at)
        out.set("$extensions", JSONNode(.object(extensions), at: out["$extensions"]?.location ?? at), keyLocation: at)
    }

    /// The Apple platforms a per-platform value may be written for, the one an app reads first.
    static let applePlatforms = ["ios", "ipados", "visionos", "macos", "tvos", "watchos"]

    /// FluentUI's per-platform values (`{"value": 3, "platform": {"ios": {"value": 4}, "winui":
    /// {"value": 2}}}`): the iOS one (else another Apple platform's) is the token's value, as the
    /// team's iOS build reads it; the other platforms' are not built, and a warning names them.
    static func platformValue(
        _ object: JSONObject, value: JSONObject.Member, diagnostics: inout Diagnostics
    ) -> JSONObject.Member {
        guard let platforms = object["platform"]?.object,
            platforms.members.allSatisfy({ $0.value.object?["value"] != nil })
        else { return value }
        let apple = applePlatforms.lazy.compactMap { name in platforms.member(name) }.first
        let chosen = apple.flatMap { $0.value.object?.member("value") } ?? value
        let others = platforms.members.filter { $0.key != apple?.key }
        // What is not built: the other platforms' values, and the token's own when an Apple
        // platform's replaces it.
        var names = others.map { "the '\($0.key)' value" }
        var places = others.compactMap { $0.value.object?["value"]?.location }
        if apple != nil {
            names.insert("the token's own value (for other platforms)", at: 0)
            places.insert(value.value.location, at: 0)
        }
        guard !places.isEmpty else { return chosen }
        diagnostics.report(
            Diagnostic(
                .ignoredMember,
                "Not built: \(names.joined(separator: ", ")); an Apple app takes \(apple.map { "the '\($0.key)' value" } ?? "the token's own value").",
                at: (apple ?? others[0]).keyLocation, severity: .warning,
                cause:
                    "Values written per platform (FluentUI's \"platform\"): an Apple app takes the iOS one (else the token's own), and the others are not built.",
                places: places))
        return chosen
    }
}
