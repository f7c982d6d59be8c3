/// The "Design Tokens" Figma plugin's export (Lukas Oppermann's, `org.lukasoppermann.figmaDesignTokens`
/// in `extensions`): `value` / `type` tokens, read as Tokens Studio's, with types of its own for
/// Figma styles, each read as the DTCG type it is:
///
/// - `custom-fontStyle` (`fontSize`, `fontFamily`, `fontWeight`, `lineHeight` and `letterSpacing`
///   in pixels, and `textCase`, `textDecoration`, `fontStyle`, `fontStretch`, paragraph spacing)
///   is a typography token;
/// - `custom-shadow` (`shadowType`, `radius`, `color`, `offsetX`, `offsetY`, `spread`) a shadow;
///   a style of several effects is a group of one per layer (`{"0": shadow, "1": shadow}`), where
///   `null` is an effect the plugin does not export (a blur), nothing to build;
/// - `custom-spacing` (`top`, `right`, `bottom`, `left`) and `custom-radius` (four corners and
///   `smoothing`) a dimension when the sides are equal, else the CSS shorthand as a string;
/// - `custom-gradient` (`stops` of `position` and `color`) a gradient, `custom-stroke` a border,
///   `custom-transition` a transition, `custom-opacity` a number.
///
/// `description: null` is no description; `extensions` (whose keys are reverse-DNS names) are the
/// token's or group's `$extensions`.
extension TokensStudioConverter {
    /// The DTCG type and value of a plugin type's value; nil for a type that is not the plugin's.
    static func pluginValue(_ value: JSONNode, type: String, diagnostics: inout Diagnostics) -> (String, JSONNode)? {
        let at = value.location
        switch type {
        case "custom-fontStyle":
            return ("typography", typography(value, diagnostics: &diagnostics))
        case "custom-shadow":
            return ("shadow", shadow(pluginShadow(value)))
        case "custom-spacing":
            return sides(value, names: ["top", "right", "bottom", "left"])
        case "custom-radius":
            return sides(value, names: ["topLeft", "topRight", "bottomRight", "bottomLeft"])
        case "custom-opacity":
            return ("number", value)
        case "custom-gradient":
            guard let stops = value.object?["stops"]?.array else { return nil }
            let converted = stops.map { stop -> JSONNode in
                var out = JSONObject()
                if let color = stop.object?.member("color") { out.members.append(color) }
                if let position = stop.object?.member("position") { out.members.append(position) }
                return JSONNode(.object(out), at: stop.location)
            }
            return ("gradient", JSONNode(.array(converted), at: at))
        case "custom-stroke":
            guard let object = value.object else { return nil }
            var out = JSONObject()
            if let color = object.member("color") { out.members.append(color) }
            if let weight = object.member("weight") {
                out.members.append(.init(key: "width", keyLocation: weight.keyLocation, value: dimension(weight.value)))
            }
            let dashed = object["dashPattern"]?.array?.isEmpty == false
            out.members.append(
                .init(key: "style", keyLocation: at, value: JSONNode(.string(dashed ? "dashed" : "solid"), at: at)))
            return ("border", JSONNode(.object(out), at: at))
        case "custom-transition":
            guard let object = value.object, let duration = object.member("duration") else { return nil }
            var out = JSONObject()
            let seconds = duration.value.number.map {
                JSONNode(.string(JSONOutput.format($0 * 1000) + "ms"), at: duration.value.location)
            }
            out.members.append(
                .init(key: "duration", keyLocation: duration.keyLocation, value: seconds ?? duration.value))
            out.members.append(.init(key: "delay", keyLocation: at, value: JSONNode(.string("0ms"), at: at)))
            if let easing = object.member("easingFunction"), let curve = easing.value.object,
                let points = ["x1", "y1", "x2", "y2"].map({ curve[$0] }) as [JSONNode?]?,
                points.allSatisfy({ $0?.number != nil })
            {
                out.members.append(
                    .init(
                        key: "timingFunction", keyLocation: easing.keyLocation,
                        value: JSONNode(.array(points.compactMap { $0 }), at: easing.value.location)))
            }
            return ("transition", JSONNode(.object(out), at: at))
        default:
            return nil
        }
    }

    /// The plugin's shadow members as Tokens Studio names them.
    private static func pluginShadow(_ value: JSONNode) -> JSONNode {
        guard let object = value.object else { return value }
        let names = ["shadowType": "type", "radius": "blur", "offsetX": "x", "offsetY": "y"]
        var out = JSONObject()
        for member in object.members {
            out.members.append(
                .init(key: names[member.key] ?? member.key, keyLocation: member.keyLocation, value: member.value))
        }
        return JSONNode(.object(out), at: value.location)
    }

    /// Four sides (or corners) in pixels: one dimension when they are equal, else the CSS shorthand.
    private static func sides(_ value: JSONNode, names: [String]) -> (String, JSONNode)? {
        guard let object = value.object else { return nil }
        let numbers = names.map { object[$0]?.number }
        guard numbers.allSatisfy({ $0 != nil }) else { return nil }
        let values = numbers.compactMap { $0 }
        if Set(values).count == 1 {
            return ("dimension", JSONNode(.string(JSONOutput.format(values[0]) + "px"), at: value.location))
        }
        let shorthand = values.map { JSONOutput.format($0) + "px" }.joined(separator: " ")
        return ("string", JSONNode(.string(shorthand), at: value.location))
    }

    /// A plugin style of several effects (`{"0": shadow, "1": null, "description": …}`) with the
    /// effects the plugin does not export (`null`, a blur) left out: a group of one shadow token per
    /// layer. Nil for any other group.
    static func effectLayers(_ object: JSONObject) -> JSONObject? {
        let layers = object.members.filter { !["description", "extensions"].contains($0.key) }
        guard layers.contains(where: { $0.value.value == .null }), layers.allSatisfy({ $0.key.allSatisfy(\.isNumber) }),
            layers.allSatisfy({ $0.value.value == .null || $0.value.object?["type"]?.string == "custom-shadow" })
        else { return nil }
        return JSONObject(object.members.filter { $0.value.value != .null })
    }

    /// A group's `description` and `extensions` as its `$description` and `$extensions`, when they
    /// are what the plugin writes (a string or null, an object of reverse-DNS names); nil when
    /// `member` is no such note.
    static func pluginNote(_ member: JSONObject.Member) -> JSONObject.Member?? {
        switch member.key {
        case "description":
            if member.value.value == .null { return .some(nil) }
            guard member.value.string != nil else { return nil }
            return .init(key: "$description", keyLocation: member.keyLocation, value: member.value)
        case "extensions":
            guard let object = member.value.object, !object.members.isEmpty,
                object.members.allSatisfy({ $0.key.contains(".") })
            else { return nil }
            return .init(key: "$extensions", keyLocation: member.keyLocation, value: member.value)
        default:
            return nil
        }
    }
}
