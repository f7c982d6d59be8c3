/// GitHub Primer's `mix` member on a colour token: `"mix": {"color": "#000", "weight": 0.2}` blends
/// a fifth of `color` into the token's colour, as Primer's Style Dictionary build does (its
/// `colorToHexMix` transform, a Sass-style mix in 8-bit sRGB).
public struct PrimerMix: Sendable {
    /// The colour mixed in, as written (a colour or an `{alias}`).
    public var color: JSONNode
    /// How much of `color` is mixed in, 0 to 1.
    public var weight: Double
    /// Where `mix` is written.
    public var location: SourceLocation

    /// The mix `node` describes; nil, reported, when it is not `{color, weight}` with a colour string
    /// and a weight from 0 to 1 (Primer's build stops on those too). `null` is no mix, as Primer
    /// writes it in an override that takes a mix away (`"mix": null`), and says nothing.
    static func read(_ node: JSONNode, path: TokenPath, diagnostics: inout Diagnostics) -> PrimerMix? {
        if node.value == .null { return nil }
        guard let object = node.object, let color = object["color"], color.string != nil,
            let weight = object["weight"]?.number, (0...1).contains(weight)
        else {
            diagnostics.report(
                .invalidValue,
                "'mix' on '\(path)' must be {\"color\": a colour or alias, \"weight\": a number from 0 to 1}, as GitHub Primer writes it; the weight is how much of that colour is mixed in.",
                at: node.location)
            return nil
        }
        return PrimerMix(color: color, weight: weight, location: node.location)
    }

    /// `base` with `weight` of `other` mixed in. Channels are mixed as 8-bit sRGB and rounded, each
    /// colour's share adjusted by their difference in opacity; the opacity is mixed linearly.
    public static func mix(_ base: ColorValue, _ other: ColorValue, weight: Double) -> ColorValue {
        let first = base.vector(in: .srgb)
        let second = other.vector(in: .srgb)
        let normalized = 2 * weight - 1
        let alphaDelta = base.alpha - other.alpha
        let combined =
            normalized * alphaDelta == -1 ? normalized : (normalized + alphaDelta) / (1 + normalized * alphaDelta)
        let otherShare = (combined + 1) / 2
        let baseShare = 1 - otherShare
        func channel(_ a: Double, _ b: Double) -> Double {
            (min(max(a * baseShare + b * otherShare, 0), 1) * 255).rounded() / 255
        }
        let mixed = ColorComponents(
            channel(first.x, second.x), channel(first.y, second.y), channel(first.z, second.z))
        var color = ColorValue(
            colorSpace: .srgb, components: mixed, alpha: other.alpha * weight + base.alpha * (1 - weight))
        color.hex = color.sRGBHex
        return color
    }
}
