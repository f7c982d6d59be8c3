/// Adobe Spectrum token files (`spectrum-tokens/src/*.json`) rewritten as DTCG. Each token is
/// `{"$schema": ".../token-types/color.json", "value": …, "uuid": …}` or a set of them:
///
/// - a **colour set** (`light`, `dark`, `darkest`, `wireframe`) gives one value per theme: the
///   themes become modes (the first theme's value is the token's own, the others are its
///   `$extensions.mode` values, as Terrazzo writes modes; `wireframe`, a whole look beside
///   `light` and `dark`, is then a brand of its own: see `Looks`);
/// - a **scale set** (`desktop`, `mobile`) is read at `mobile`, Spectrum's scale for touch screens;
/// - a **system set** (`spectrum`, `express`) is read at `spectrum`.
///
/// The set not built is said once per file in a warning, with how many tokens it holds a value for
/// (and, for `ValueCoverage`, where each is).
/// The value's type comes from the leaf's `$schema` (`color.json` a colour, `dimension.json` a
/// dimension, `opacity.json` an opacity, `alias.json` its target's); `deprecated` and
/// `deprecated_comment` are `$deprecated`.
enum SpectrumConverter {
    /// The part of a `$schema` URL that marks a Spectrum token type.
    static let schemaMarker = "/token-types/"

    /// True when `root` is a Spectrum token file: some top-level token has `sets` or a Spectrum `$schema`.
    static func isSpectrum(_ root: JSONNode) -> Bool {
        guard let object = root.object else { return false }
        return object.members.contains { member in
            guard let token = member.value.object else { return false }
            return token["sets"]?.object != nil || schemaName(token) != nil
        }
    }

    /// `color` for `https://…/token-types/color.json`.
    static func schemaName(_ token: JSONObject) -> String? {
        guard let url = token["$schema"]?.string, let range = url.range(of: schemaMarker) else { return nil }
        let name = url[range.upperBound...]
        return String(name.hasSuffix(".json") ? name.dropLast(5) : name)
    }

    /// Spectrum types and the Tokens Studio / DTCG type each is read as; others are read off the value.
    static let typeNames: [String: String] = [
        "color": "color", "dimension": "dimension", "opacity": "opacity", "font-family": "fontFamily",
        "font-weight": "fontWeight", "font-size": "dimension", "multiplier": "number",
    ]

    /// The sets read where a set offers a choice: scale and system.
    static let chosen: [String: String] = ["scale-set": "mobile", "system-set": "spectrum"]

    struct Leaf {
        var object: JSONObject
        var location: SourceLocation
    }

    static func convert(_ root: JSONNode, diagnostics: inout Diagnostics) -> JSONNode {
        guard let object = root.object else { return root }
        var out = JSONObject()
        var unbuilt: [String: [(key: SourceLocation, value: SourceLocation)]] = [:]
        for member in object.members {
            guard let token = member.value.object else {
                out.members.append(member)
                continue
            }
            var modes: [(name: String, leaf: Leaf)] = []
            let base = leaf(token, at: member.value.location, modes: &modes, unbuilt: &unbuilt)
            out.members.append(
                .init(
                    key: member.key, keyLocation: member.keyLocation,
                    value: JSONNode(
                        .object(dtcg(base, modes: modes, diagnostics: &diagnostics)), at: member.value.location)))
        }
        for (set, found) in unbuilt.sorted(by: { $0.value[0].key < $1.value[0].key }) {
            diagnostics.report(
                Diagnostic(
                    .ignoredMember,
                    "Spectrum's \(set) values of \(found.count) token\(found.count == 1 ? "" : "s") in this file are not built: tokens reads the \(chosen.values.sorted().joined(separator: " and ")) sets, for an app on iOS.",
                    at: found[0].key, severity: .warning, places: found.map(\.value)))
        }
        return JSONNode(.object(out), at: root.location)
    }

    /// The leaf `token` stands for: itself, or the chosen member of its scale or system set; a
    /// colour set's themes go to `modes` (the first is returned as the base value).
    static func leaf(
        _ token: JSONObject, at location: SourceLocation, modes: inout [(name: String, leaf: Leaf)],
        unbuilt: inout [String: [(key: SourceLocation, value: SourceLocation)]]
    ) -> Leaf {
        guard let sets = token["sets"]?.object, let first = sets.members.first else {
            return Leaf(object: token, location: location)
        }
        let kind = schemaName(token) ?? ""
        if let wanted = chosen[kind] ?? (sets["mobile"] != nil ? "mobile" : nil) {
            let pick = sets.member(wanted) ?? first
            for other in sets.members where other.key != pick.key {
                unbuilt[other.key, default: []].append((other.keyLocation, other.value.location))
            }
            return leaf(pick.value.object ?? JSONObject(), at: pick.value.location, modes: &modes, unbuilt: &unbuilt)
        }
        var themes: [(name: String, leaf: Leaf)] = []
        for member in sets.members {
            var nested: [(name: String, leaf: Leaf)] = []
            let value = leaf(
                member.value.object ?? JSONObject(), at: member.value.location, modes: &nested, unbuilt: &unbuilt)
            themes.append((member.key, value))
        }
        modes = themes
        return themes[0].leaf
    }

    /// The DTCG token for a base leaf and its themes.
    static func dtcg(_ base: Leaf, modes: [(name: String, leaf: Leaf)], diagnostics: inout Diagnostics) -> JSONObject {
        let type = ([base] + modes.map(\.leaf)).lazy.compactMap { schemaName($0.object).flatMap { typeNames[$0] } }
            .first
        // Each leaf read as a Tokens Studio token of that type: `"0.4"` opacity a number, `"2px"` a dimension.
        func converted(_ leaf: Leaf) -> JSONObject {
            TokensStudioConverter.token(
                value: leaf.object["value"] ?? JSONNode(.null, at: leaf.location), at: leaf.location,
                type: type.map { ($0, leaf.location, leaf.location) }, diagnostics: &diagnostics)
        }
        var out = converted(base)
        if case .bool(true)? = base.object["deprecated"]?.value {
            let comment = base.object["deprecated_comment"]?.string
            out.members.append(
                .init(
                    key: "$deprecated", keyLocation: base.location,
                    value: JSONNode(comment.map { .string($0) } ?? .bool(true), at: base.location)))
        }
        guard !modes.isEmpty else { return out }
        let values = modes.compactMap { mode in
            converted(mode.leaf).member("$value").map {
                JSONObject.Member(key: mode.name, keyLocation: mode.leaf.location, value: $0.value)
            }
        }
        let mode = JSONNode(.object(JSONObject(values)), at: base.location)
        out.members.append(
            .init(
                key: "$extensions", keyLocation: base.location,
                value: JSONNode(
                    .object(JSONObject([.init(key: "mode", keyLocation: base.location, value: mode)])),
                    at: base.location)))
        return out
    }
}
