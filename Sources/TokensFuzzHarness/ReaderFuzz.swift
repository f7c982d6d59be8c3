import Foundation
import TokensCore

/// The `css`, `var`, `momentum` and `js` fuzz targets: the readers whose recursion and expansion issue
/// #56 bounded, each given text it nests, repeats or refers through as it likes.
extension FuzzHarness {
    /// A colour's text as the colour parser reads it (relative colours, `calc()`, `light-dark()`).
    static func colourText(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        if case .success(let colour) = CSSColorParser.parse(text) {
            // Clamped, as CSS does (a NaN is refused later, with every value that is not finite).
            precondition(colour.alpha.isNaN || (0...1).contains(colour.alpha), "a colour's alpha outside 0…1")
        }
        if let (light, dark) = LightDark.arguments(text) {
            _ = CSSColorParser.parse(light)
            _ = CSSColorParser.parse(dark)
        }
    }

    /// The text as a colour and as a string in a Style Dictionary file beside tokens that
    /// properties can name (`--color-a`, `--rh-color`, `--token-color-b-c`), resolved: text with
    /// no property and no reference stays as written.
    static func cssVariables(_ bytes: [UInt8], in folder: String) {
        let text = String(decoding: bytes, as: UTF8.self)
        func token(_ value: String, _ type: String) -> JSONOutput {
            .object([("value", .string(value)), ("type", .string(type)), ("comment", .string("fuzz"))])
        }
        let file = JSONOutput.object([
            ("color", .object([("a", token("#112233", "color")), ("b-c", token("{color.a}", "color"))])),
            ("rh", .object([("color", token("#445566", "color"))])),
            ("x", token(text, "color")),
            ("y", token(text, "string")),
        ])
        guard let folder = write(Array(file.rendered().utf8), in: folder) else { return }
        var config = TokensConfig()
        config.format = FormatRules(every: .styleDictionary)
        guard let tokens = resolve(folder, config: config), !text.contains("(--"),
            !text.contains(where: { "{}$".contains($0) })
        else { return }
        let y = tokens.modes.first?.tokens.first { $0.path.dotted == "y" }?.value
        precondition(y == nil || y == .string(text), "a value without var() changed: \(String(describing: y))")
    }

    /// A Momentum folder whose theme's data file is the input: its `@` references resolved against
    /// a palette, and a component's against the theme.
    static func momentum(_ bytes: [UInt8], in folder: String) {
        let root = folder + "/momentum"
        let fixed = [
            "core/palette.json":
                ##"{ "color": { "white": "#FFFFFF", "blue": { "20": "#AAAAFF", "70": "#0000AA" } } }"##,
            "themes/theme-light-webex.json":
                #"{ "accent": "Webex", "theme": "Light", "files": ["theme-data/light.json"] }"#,
            "components/button.json":
                ##"{ "button": { "#normal": { "background": "@theme-a", "text": "@theme-b-c" } } }"##,
        ]
        do {
            for (name, text) in fixed where !FileManager.default.fileExists(atPath: root + "/" + name) {
                try FileManager.default.createDirectory(
                    atPath: root + "/" + (name as NSString).deletingLastPathComponent,
                    withIntermediateDirectories: true)
                try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + name))
            }
            try FileManager.default.createDirectory(atPath: root + "/theme-data", withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: root + "/theme-data/light.json"))
        } catch {
            return  // a folder that cannot be written is the fuzzer's setup, not a finding
        }
        resolve(root, config: TokensConfig())
    }

    /// A JavaScript token module's text, read as the object-literal subset; a JSON document the
    /// strict parser reads, exported whole, must read as the same tree.
    static func jsModule(_ bytes: [UInt8]) {
        _ = JSModuleReader.parse(bytes, file: "input.js")
        guard case (let json?, _) = JSONParser.parse(bytes, file: "input.json", options: .strict) else { return }
        let (module, _) = JSModuleReader.parse(Array("module.exports = ".utf8) + bytes, file: "input.js")
        precondition(
            module.map(JSONOutput.init) == JSONOutput(json), "a JSON document read as a module differs from its JSON")
    }
}
