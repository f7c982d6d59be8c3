/// A colour written with its opacity beside it, as Style Dictionary teams' own `color/alpha`
/// transforms read it (Deutsche Telekom's Scale): `{"color": "{core.color.black}", "alpha": 0.65}`
/// is that colour with its alpha set to 0.65 (set, not multiplied, as tinycolor's `setAlpha`).
/// Only in formats whose tool does not check types; DTCG colours are `colorSpace` objects.
extension AliasResolver {
    /// The colour `object` stands for: nil when it is not written this way, `.some(nil)` when it
    /// is but its colour or alpha is not one (reported).
    func colorWithAlpha(_ object: JSONObject, _ owner: TokenPath) -> ColorValue?? {
        guard tokens[owner]?.isLenient == true, object.members.count == 2, let colorNode = object["color"],
            let alphaNode = object["alpha"]
        else { return nil }
        guard let alpha = number(alphaNode, owner, what: "an alpha from 0 to 1 (the colour's opacity)") else {
            return .some(nil)
        }
        guard (0...1).contains(alpha) else {
            return .some(invalid(alphaNode, owner, "an alpha from 0 to 1 (the colour's opacity)"))
        }
        guard case .color(var color)? = decode(colorNode, as: .color, owner: owner) else { return .some(nil) }
        color.alpha = alpha
        return .some(color)
    }
}
