/// One token written with a value per mode side by side, in any format, read as a base value and
/// mode values (as `$extensions.mode` values are):
///
/// - CSS Color 5's `light-dark(<light>, <dark>)`;
/// - (Red Hat's theme tokens) a colour `$value` that is an array of values from lightest to
///   darkest theme, the first for light and the last for dark;
/// - a value that is an object keyed by modes, as teams write them for their build's own
///   transforms: `{light, dark}` (Telekom), `{default, dark}` (`default` is the base, light unless a
///   `light` key is there too), `{light, dark, prefersContrast, forcedColors}` (`prefersContrast`,
///   `highContrast` and `hc` are increased contrast), and a team's own words through config
///   `valueModes` (`{"surface": "light", "abyss": "dark"}`). Such an object is one when every key
///   says a mode and at least one says an appearance; a key that says a mode but no appearance
///   (`forcedColors`, Windows' high-contrast themes) is not built, and said in a warning.
enum ValueModes {
    /// A value read per mode.
    struct Split {
        /// The token's own value: light, or the object's `default`.
        var base: JSONNode
        /// Each other mode's value, by the mode's name (`dark`, `light-hc`, `dark-hc`, `light`).
        var modes: [(name: String, value: JSONNode)]
        /// What the reader should be told, each at the values it names (at the value when nil).
        var warnings: [Warning] = []
    }

    /// A warning about a value, and the values it names.
    struct Warning {
        var code: DiagnosticCode
        var message: String
        var places: [SourceLocation]
        /// Where it is reported; nil: at the first place.
        var at: SourceLocation?
    }

    /// The fields of DTCG's composite values and colours, which no mode is named.
    static let compositeFields: Set<String> = [
        "colorSpace", "components", "alpha", "hex", "value", "unit", "fontFamily", "fontSize", "fontWeight",
        "lineHeight", "letterSpacing", "color", "offsetX", "offsetY", "blur", "spread", "inset", "width", "style",
        "duration", "delay", "timingFunction", "dashArray", "lineCap", "x", "y", "type",
    ]

    /// Keys that name the base value of a mode-keyed object.
    static let baseKeys: Set<String> = ["default", "base"]
    /// Keys that say a mode that is no appearance on Apple platforms: kept out, in a warning.
    static let otherModeWords: Set<String> = ["forced", "forcedcolors", "print", "inverted"]

    /// The name of the mode that holds an appearance's values.
    static func modeName(_ appearance: Appearance) -> String {
        switch appearance {
        case .light: "light"
        case .dark: "dark"
        case .lightHighContrast: "light-hc"
        case .darkHighContrast: "dark-hc"
        }
    }

    /// The values of `value` per mode; nil when it is not written so. `words` are the config's own
    /// mode words (`valueModes`), key → appearance.
    static func split(
        _ value: JSONNode, type: TokenType?, path: TokenPath, words: [String: Appearance] = [:]
    ) -> Split? {
        if let text = value.string, type == nil || type == .color, LightDark.isCall(text) {
            guard let (light, dark) = LightDark.arguments(text) else { return nil }
            return Split(
                base: JSONNode(.string(light), at: value.location),
                modes: [("dark", JSONNode(.string(dark), at: value.location))])
        }
        if let object = value.object { return split(object, at: value.location, path: path, words: words) }
        guard type == .color, let elements = value.array, elements.count >= 2,
            elements.allSatisfy({ $0.string != nil })
        else { return nil }
        guard let first = elements.first, let last = elements.last else { return nil }
        var split = Split(base: first, modes: [("dark", last)])
        if elements.count > 2 {
            split.warnings.append(
                Warning(
                    code: .appearanceList,
                    message:
                        "'\(path)' lists \(elements.count) colours; the first is its light value and the last its dark value, as Style Dictionary themes read them. The \(elements.count - 2) between have no appearance of their own and are not built: give each its own token to keep them.",
                    places: elements.dropFirst().dropLast().map(\.location), at: value.location))
        }
        return split
    }

    /// What a key of a value object says.
    private enum Key {
        case base
        case appearance(Appearance)
        /// A mode that is no appearance (`forcedColors`).
        case other
    }

    private static func key(_ name: String, words: [String: Appearance]) -> Key? {
        if let appearance = words[name] { return .appearance(appearance) }
        if baseKeys.contains(name.lowercased()) { return .base }
        if let appearance = Appearance(modeName: name) { return .appearance(appearance) }
        if otherModeWords.contains(Appearance.words(of: name).joined()) { return .other }
        return nil
    }

    /// True when every key of `object` says a mode.
    private static func isModeKeyed(_ object: JSONObject, words: [String: Appearance]) -> Bool {
        !object.members.isEmpty && object.members.allSatisfy { key($0.key, words: words) != nil }
    }

    /// A mode-keyed object, or nil. A key that is no mode but holds a mode-keyed object of its own
    /// (Firefox's `brand` and `platform` surfaces) is a variant: the one that says the most
    /// appearances is built (the first written of those), beside the modes written at the top
    /// (which win), and the others are named in a warning.
    private static func split(
        _ object: JSONObject, at location: SourceLocation, path: TokenPath, words: [String: Appearance]
    ) -> Split? {
        // A composite value's fields (a colour's, a typography's, a shadow's…) are never modes:
        // most objects are these, and are told apart here without reading a key's words.
        guard !object.members.isEmpty, !object.members.contains(where: { compositeFields.contains($0.key) })
        else { return nil }
        var base: JSONNode?
        var appearances: [(Appearance, JSONObject.Member)] = []
        var others: [JSONObject.Member] = []
        var variants: [JSONObject.Member] = []
        for member in object.members {
            switch key(member.key, words: words) {
            case .base: base = member.value
            case .appearance(let appearance): appearances.append((appearance, member))
            case .other: others.append(member)
            case nil:
                guard let nested = member.value.object, isModeKeyed(nested, words: words) else { return nil }
                variants.append(member)
            }
        }
        // The variant that says the most appearances (the first written of those), under the
        // modes written at the top: `brand: {light, dark}` over `platform: {default}`.
        let said = variants.map { variant in
            variant.value.object?.members.filter {
                if case .appearance = key($0.key, words: words) { return true }
                return false
            }.count ?? 0
        }
        if let most = said.max(), let index = said.firstIndex(of: most), index > 0 {
            variants.insert(variants.remove(at: index), at: 0)
        }
        if let chosen = variants.first?.value.object {
            for member in chosen.members {
                switch key(member.key, words: words) {
                case .base: base = base ?? member.value
                case .appearance(let appearance) where !appearances.contains(where: { $0.0 == appearance }):
                    appearances.append((appearance, member))
                case .other: others.append(member)
                default: break
                }
            }
        }
        guard !appearances.isEmpty || base != nil && !variants.isEmpty,
            base != nil || appearances.count >= 2 || !others.isEmpty || !variants.isEmpty
        else { return nil }
        var split = Split(base: base ?? JSONNode(.null, at: location), modes: [])
        var warnings: [Warning] = []
        var seen: [Appearance: String] = [:]
        for (appearance, member) in appearances {
            if let first = seen[appearance] {
                warnings.append(
                    Warning(
                        code: .conflictingModes,
                        message:
                            "'\(path)' has two values for the \(appearance.rawValue) appearance, '\(first)' and '\(member.key)'; the first is built. Keep one of them.",
                        places: [member.value.location]))
                continue
            }
            seen[appearance] = member.key
            if base == nil, appearance == .light {
                split.base = member.value
            } else {
                split.modes.append((modeName(appearance), member.value))
            }
        }
        // `{dark, hc}` with no light or default: the base is the first value written.
        if base == nil, seen[.light] == nil, let first = split.modes.first {
            split.base = first.value
        }
        if variants.count > 1 {
            let names = variants.dropFirst().map { "'\($0.key)'" }.joined(separator: ", ")
            warnings.append(
                Warning(
                    code: .ignoredMember,
                    message:
                        "'\(path)' has values for \(variants.count) variants ('\(variants[0].key)', \(names)), each a value per mode; '\(variants[0].key)', which says the most appearances, is built, and \(names) \(variants.count == 2 ? "is" : "are") not. Give each variant a token of its own to keep it.",
                    places: variants.dropFirst().map(\.value.location)))
        }
        if !others.isEmpty {
            let names = others.map { "'\($0.key)'" }.joined(separator: ", ")
            warnings.append(
                Warning(
                    code: .ignoredMember,
                    message:
                        "'\(path)' has a value for \(names), a mode that is no appearance on Apple platforms, so \(others.count == 1 ? "it is" : "they are") not built; the light, dark and increased-contrast values are. Give it a token of its own to keep it.",
                    places: others.map(\.value.location)))
        }
        split.warnings = warnings
        return split
    }
}
