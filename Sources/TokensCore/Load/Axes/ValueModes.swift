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
        /// What the reader should be told, at the value.
        var warning: (code: DiagnosticCode, message: String, places: [SourceLocation])?
    }

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
            split.warning = (
                .appearanceList,
                "'\(path)' lists \(elements.count) colours; the first is its light value and the last its dark value, as Style Dictionary themes read them. The \(elements.count - 2) between have no appearance of their own and are not built: give each its own token to keep them.",
                elements.dropFirst().dropLast().map(\.location)
            )
        }
        return split
    }

    /// A mode-keyed object, or nil.
    private static func split(
        _ object: JSONObject, at location: SourceLocation, path: TokenPath, words: [String: Appearance]
    ) -> Split? {
        guard !object.members.isEmpty else { return nil }
        var base: JSONNode?
        var appearances: [(Appearance, JSONObject.Member)] = []
        var others: [JSONObject.Member] = []
        for member in object.members {
            if let appearance = words[member.key] {
                appearances.append((appearance, member))
            } else if baseKeys.contains(member.key.lowercased()) {
                base = member.value
            } else if let appearance = Appearance(modeName: member.key) {
                appearances.append((appearance, member))
            } else if otherModeWords.contains(Appearance.words(of: member.key).joined()) {
                others.append(member)
            } else {
                return nil
            }
        }
        guard !appearances.isEmpty, base != nil || appearances.count >= 2 || !others.isEmpty else { return nil }
        var split = Split(base: base ?? JSONNode(.null, at: location), modes: [])
        var seen: [Appearance: String] = [:]
        for (appearance, member) in appearances {
            if let first = seen[appearance] {
                split.warning = (
                    .conflictingModes,
                    "'\(path)' has two values for the \(appearance.rawValue) appearance, '\(first)' and '\(member.key)'; the first is built. Keep one of them.",
                    [member.value.location]
                )
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
        if !others.isEmpty {
            let names = others.map { "'\($0.key)'" }.joined(separator: ", ")
            split.warning = (
                .ignoredMember,
                "'\(path)' has a value for \(names), a mode that is no appearance on Apple platforms, so \(others.count == 1 ? "it is" : "they are") not built; the light, dark and increased-contrast values are. Give it a token of its own to keep it.",
                others.map(\.value.location)
            )
        }
        return split
    }
}
