/// Tokens Studio values that are more than one DTCG value: composition tokens, CSS gradients
/// typed as colours, and CSS shorthand with several values (`"{space.sm} {space.md}"`).
extension TokensStudioConverter {
    /// The Tokens Studio type of each property a composition token may set.
    static let compositionTypes: [String: String] = {
        var types: [String: String] = [
            "fill": "color", "borderColor": "color", "opacity": "opacity", "boxShadow": "boxShadow",
            "typography": "typography", "fontFamilies": "fontFamilies", "fontFamily": "fontFamilies",
            "fontWeights": "fontWeights", "fontWeight": "fontWeights", "lineHeights": "lineHeights",
            "lineHeight": "lineHeights", "border": "border", "borderTop": "border", "borderRight": "border",
            "borderBottom": "border", "borderLeft": "border", "textCase": "string", "textDecoration": "string",
            "asset": "string",
        ]
        for name in [
            "sizing", "height", "width", "minHeight", "minWidth", "maxHeight", "maxWidth", "spacing",
            "verticalPadding", "horizontalPadding", "paddingTop", "paddingRight", "paddingBottom", "paddingLeft",
            "itemSpacing", "borderRadius", "borderRadiusTopLeft", "borderRadiusTopRight", "borderRadiusBottomRight",
            "borderRadiusBottomLeft", "borderWidth", "borderWidthTop", "borderWidthRight", "borderWidthBottom",
            "borderWidthLeft", "dimension", "backgroundBlur", "fontSizes", "fontSize", "letterSpacing",
            "paragraphSpacing", "paragraphIndent",
        ] {
            types[name] = "dimension"
        }
        return types
    }()

    /// A composition token (`{"value": {"fill": "{color.bg}", "borderRadius": "8"}, "type":
    /// "composition"}`, or the older list of `{"property", "value"}`) as a group holding one token
    /// per property, each typed by its property, so every value reaches the generated code.
    static func compositionGroup(
        _ object: JSONObject, value: JSONObject.Member, diagnostics: inout Diagnostics
    ) -> JSONObject? {
        var properties: [(key: String, keyLocation: SourceLocation, value: JSONNode)] = []
        if let members = value.value.object?.members {
            properties = members.map { ($0.key, $0.keyLocation, $0.value) }
        } else if let list = value.value.array {
            for element in list {
                guard let pair = element.object, let name = pair["property"]?.string, let value = pair["value"] else {
                    diagnostics.report(
                        .invalidValue, "A composition property needs a \"property\" and a \"value\".",
                        at: element.location)
                    continue
                }
                properties.append((name, element.location, value))
            }
        } else {
            return nil
        }
        var group = JSONObject()
        for property in properties {
            let converted = Self.token(
                value: property.value, at: property.keyLocation,
                type: compositionTypes[property.key].map { ($0, property.keyLocation, property.keyLocation) },
                diagnostics: &diagnostics)
            group.members.append(
                .init(
                    key: property.key, keyLocation: property.keyLocation,
                    value: JSONNode(.object(converted), at: property.value.location)))
        }
        copyNotes(from: object, into: &group)
        return group
    }

    /// `"linear-gradient(90deg, {color.a} 0%, rgba(0, 0, 255, 0.5) 100%)"`, which Tokens Studio
    /// types as a colour, as a DTCG gradient (its stops). The direction has no place in a DTCG
    /// gradient, so a note says it is not carried.
    static func gradient(_ value: JSONNode, diagnostics: inout Diagnostics) -> JSONNode? {
        guard let text = value.string?.trimmingCharacters(in: .whitespaces),
            let open = text.firstIndex(of: "("), text.hasSuffix(")"),
            ["linear-gradient", "radial-gradient", "conic-gradient"].contains(text[..<open].lowercased())
        else { return nil }
        var parts = topLevelParts(String(text[text.index(after: open)..<text.index(before: text.endIndex)]))
        let at = value.location
        if let first = parts.first, isDirection(first) {
            diagnostics.report(
                Diagnostic(
                    .ignoredMember,
                    "The gradient's direction \"\(first)\" is not carried: a DTCG gradient, and the TokenGradientStop list generated from it, hold its stops only. Set the direction where the gradient is drawn.",
                    at: at, severity: .note))
            parts.removeFirst()
        }
        guard parts.count >= 2 else { return nil }
        var stops: [(color: String, position: Double?)] = []
        for part in parts {
            let words = part.split(separator: " ")
            if words.count > 1, let last = words.last, last.hasSuffix("%"), let n = Double(last.dropLast()) {
                stops.append((String(part.dropLast(last.count)).trimmingCharacters(in: .whitespaces), n / 100))
            } else {
                stops.append((part, nil))
            }
        }
        // CSS places a stop without a position evenly between its neighbours (first 0, last 1).
        stops[0].position = stops[0].position ?? 0
        stops[stops.count - 1].position = stops[stops.count - 1].position ?? 1
        var index = 1
        while index < stops.count - 1 {
            guard stops[index].position == nil else {
                index += 1
                continue
            }
            let next = stops[index...].firstIndex { $0.position != nil } ?? stops.count - 1
            let (from, to) = (stops[index - 1].position ?? 0, stops[next].position ?? 1)
            for gap in index..<next {
                stops[gap].position = from + (to - from) * Double(gap - index + 1) / Double(next - index + 1)
            }
            index = next
        }
        let nodes = stops.map { stop in
            JSONNode(
                .object(
                    JSONObject([
                        .init(key: "color", keyLocation: at, value: JSONNode(.string(stop.color), at: at)),
                        .init(key: "position", keyLocation: at, value: JSONNode(.number(stop.position ?? 0), at: at)),
                    ])), at: at)
        }
        return JSONNode(.array(nodes), at: at)
    }

    /// An angle (`90deg`, `0.25turn`), a side (`to right`) or a radial shape (`circle at center`).
    static func isDirection(_ part: String) -> Bool {
        let lower = part.lowercased()
        if lower.hasPrefix("to ") || lower.hasPrefix("from ") || lower.contains(" at ") || lower.hasPrefix("at ") {
            return true
        }
        if ["circle", "ellipse", "closest-side", "closest-corner", "farthest-side", "farthest-corner"].contains(where: {
            lower.hasPrefix($0)
        }) {
            return true
        }
        let number = lower.prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" }
        return !number.isEmpty && ["deg", "rad", "grad", "turn"].contains(String(lower.dropFirst(number.count)))
    }

    /// `text` split at commas outside parentheses and braces, each part trimmed.
    static func topLevelParts(_ text: String) -> [String] {
        var parts: [String] = []
        var depth = 0
        var current = ""
        for character in text {
            switch character {
            case "(", "{": depth += 1
            case ")", "}": depth -= 1
            case "," where depth == 0:
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        parts.append(current.trimmingCharacters(in: .whitespaces))
        return parts
    }

    /// `"{space.sm} {space.md}"` or `"8px 16px"`: CSS shorthand with several values, each a
    /// reference or a dimension, and no arithmetic between them. A dimension holds one value, so
    /// the token is built as a string of the values, with a warning.
    static func multipleValues(_ value: JSONNode, diagnostics: inout Diagnostics) -> JSONNode? {
        guard let text = value.string else { return nil }
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        guard words.count > 1,
            words.allSatisfy({ word in
                (word.hasPrefix("{") && word.hasSuffix("}")
                    && word.dropFirst().dropLast().allSatisfy { $0 != "{" && $0 != "}" })
                    || Double(word) != nil || RawTokensConverter.isDimension(String(word))
            })
        else { return nil }
        diagnostics.report(
            .multipleValues,
            "\"\(text)\" is \(words.count) values, as CSS shorthand writes them; a dimension holds one, so it is built as a string of the values. Write one token per value (top, horizontal, …) to use them as spacing in Swift.",
            at: value.location,
            cause:
                "Dimensions written as several values (CSS shorthand) are built as strings of the values; write one token per value to use them as spacing in Swift."
        )
        return value
    }
}
