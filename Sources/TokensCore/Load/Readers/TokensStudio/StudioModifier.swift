import Foundation

/// Tokens Studio's colour modifier, `$extensions["studio.tokens"].modify` (`{"type": "alpha",
/// "value": "0.05", "space": "lch"}`): `alpha` sets the colour's opacity, as sd-transforms does,
/// whatever the space. `lighten`, `darken` and `mix` are not applied; each is reported (a warning
/// for a lenient format, an error under `strict`) so the colour is never built unmodified in silence.
enum StudioModifier {
    /// Sets the definition's opacity from an `alpha` modifier (a number, or an alias to one read
    /// once aliases resolve); any other modifier is reported.
    static func apply(
        _ extensions: JSONNode?, to definition: inout TokenDefinition, lenient: Bool, diagnostics: inout Diagnostics
    ) {
        guard definition.alpha == nil, let modify = extensions?.object?["studio.tokens"]?.object?["modify"] else {
            return
        }
        let path = definition.path
        let kind = modify.object?["type"]?.string ?? ""
        let written = modify.object?["value"]
        let text = written?.string?.trimmingCharacters(in: .whitespaces)
        if kind == "alpha", let written, let number = written.number ?? text.flatMap(Double.init),
            (0...1).contains(number)
        {
            definition.alpha = (number, written.location)
            return
        }
        if kind == "alpha", let written, let text, text.hasPrefix("{"), text.hasSuffix("}") {
            definition.alphaAlias = JSONNode(.string(text), at: written.location)
            return
        }
        let what = kind == "alpha" ? "an opacity that is not a number from 0 to 1" : "'\(kind)'"
        diagnostics.report(
            Diagnostic(
                .unsupportedMember,
                "'\(path)' asks Tokens Studio to modify its colour with \(what) ($extensions[\"studio.tokens\"].modify); tokens applies only an alpha modifier with a number, so the colour is built unmodified. Write the modified colour as the value.",
                at: modify.location, severity: lenient ? .warning : nil,
                cause:
                    "Tokens Studio colour modifiers other than alpha ($extensions[\"studio.tokens\"].modify) are not applied: those colours are built unmodified."
            ))
    }
}
