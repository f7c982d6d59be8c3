/// One token written with its light and dark values side by side, as CSS and Style Dictionary
/// teams write them: CSS Color 5's `light-dark(<light>, <dark>)`, (Red Hat's theme tokens) a
/// colour `$value` that is an array of values from lightest to darkest theme, the first for
/// light and the last for dark, or (Telekom's) a colour `$value` that is an object of exactly
/// `light` and `dark`, which its build's `mode-light` / `mode-dark` transforms pick from. Read as
/// the `light` value (the base) and a `dark` mode value, as `$extensions.mode` values are.
enum AppearancePairs {
    /// The light and dark values of `value`, and what the reader should be told; nil when the value
    /// is not written as a pair.
    static func split(
        _ value: JSONNode, type: TokenType?, path: TokenPath
    ) -> (
        light: JSONNode, dark: JSONNode, warning: String?
    )? {
        if let text = value.string, type == nil || type == .color, LightDark.isCall(text) {
            guard let (light, dark) = LightDark.arguments(text) else { return nil }
            return (JSONNode(.string(light), at: value.location), JSONNode(.string(dark), at: value.location), nil)
        }
        if type == .color, let object = value.object, object.members.count == 2, let light = object["light"],
            let dark = object["dark"]
        {
            return (light, dark, nil)
        }
        guard type == .color, let elements = value.array, elements.count >= 2,
            elements.allSatisfy({ $0.string != nil })
        else { return nil }
        guard let first = elements.first, let last = elements.last else { return nil }
        var warning: String?
        if elements.count > 2 {
            warning =
                "'\(path)' lists \(elements.count) colours; the first is its light value and the last its dark value, as Style Dictionary themes read them. The \(elements.count - 2) between have no appearance of their own and are not built: give each its own token to keep them."
        }
        return (first, last, warning)
    }
}
