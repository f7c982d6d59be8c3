import Foundation

/// Parses CSS Color 4 colour strings into DTCG colour values: hex, `rgb()`/`rgba()`, `hsl()`/`hsla()`,
/// `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()`, `color()` in every predefined space, the 148
/// named colours and `transparent`; and CSS Color 5's relative colours (`oklch(from #fff calc(l * 0.8) c h)`).
public enum CSSColorParser {
    /// Why a string is not a colour, in words for the person who wrote it.
    public struct Failure: Error, Sendable, Equatable {
        public let message: String
        /// `limit.depth` for a colour nested past `Limits.valueDepth`, else `token.invalid-value`.
        public var code: DiagnosticCode = .invalidValue

        /// The failure of a colour whose functions, parentheses or signs nest past `Limits.valueDepth`.
        static func tooDeep(_ original: String) -> Failure {
            Failure(
                message:
                    "\"\(Limits.excerpt(original))\" nests functions, parentheses or signs more than \(Limits.valueDepth) deep; tokens stops there. Write it with fewer levels: a token alias can stand for an inner colour.",
                code: .limitDepth)
        }
    }

    static let colorFunctionSpaces: [String: ColorSpace] = [
        "srgb": .srgb, "srgb-linear": .srgbLinear, "display-p3": .displayP3, "a98-rgb": .a98RGB,
        "prophoto-rgb": .prophotoRGB, "rec2020": .rec2020, "xyz": .xyzD65, "xyz-d65": .xyzD65, "xyz-d50": .xyzD50,
    ]

    /// The colour `text` names, or a failure that quotes it and says what was expected.
    public static func parse(_ text: String) -> Result<ColorValue, Failure> {
        // Most colours in a token file are plain hex: read those without trimming or lowercasing.
        if text.utf8.first == UInt8(ascii: "#"), let color = ColorValue(hexString: text) { return .success(color) }
        // Each nested function or parenthesis is a level of the parse (and of a relative colour's
        // origin, a copy of the text): one pass over the bytes refuses a text nested too deep.
        if parenthesisDepth(text) > Limits.valueDepth { return .failure(.tooDeep(text)) }
        return parse(text, depth: 0)
    }

    /// The deepest parentheses of `text` nest.
    static func parenthesisDepth(_ text: String) -> Int {
        var (depth, deepest) = (0, 0)
        for byte in text.utf8 {
            if byte == UInt8(ascii: "(") {
                depth += 1
                deepest = max(deepest, depth)
            } else if byte == UInt8(ascii: ")") {
                depth -= 1
            }
        }
        return deepest
    }

    /// `parse(_:)` of a relative colour's origin `depth` origins deep.
    static func parse(_ text: String, depth: Int) -> Result<ColorValue, Failure> {
        if text.utf8.first == UInt8(ascii: "#"), let color = ColorValue(hexString: text) { return .success(color) }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let lower = trimmed.lowercased()
        if lower.hasPrefix("#") {
            guard let color = ColorValue(hexString: lower) else {
                return .failure(
                    Failure(message: "\"\(text)\" is not a hex colour; write #rgb, #rgba, #rrggbb or #rrggbbaa."))
            }
            return .success(color)
        }
        if lower == "transparent" { return .success(ColorValue(colorSpace: .srgb, components: [0, 0, 0], alpha: 0)) }
        if let value = NamedColors.table[lower] { return .success(named(value)) }
        guard let open = lower.firstIndex(of: "("), lower.hasSuffix(")") else {
            let hint = Suggestion.didYouMean(lower, in: NamedColors.table.keys)
            return .failure(
                Failure(
                    message:
                        "\"\(text)\" is not a colour: expected a hex colour, a named colour or a CSS colour function such as rgb(), hsl(), oklch() or color().\(hint)"
                ))
        }
        let name = String(lower[..<open])
        let body = String(lower[lower.index(after: open)..<lower.index(before: lower.endIndex)])
        do {
            return .success(try function(name, body, original: text, depth: depth))
        } catch {
            return .failure(error)
        }
    }

    static func named(_ value: UInt32) -> ColorValue {
        let r = Double((value >> 16) & 0xFF) / 255
        let g = Double((value >> 8) & 0xFF) / 255
        let b = Double(value & 0xFF) / 255
        var color = ColorValue(colorSpace: .srgb, components: ColorComponents(r, g, b))
        color.hex = color.sRGBHex
        return color
    }

    // MARK: - Functions

    static func function(_ name: String, _ body: String, original: String, depth: Int) throws(Failure) -> ColorValue {
        if body.hasPrefix("from ") || body.hasPrefix("from(") {
            guard depth < Limits.valueDepth else { throw .tooDeep(original) }
            return try RelativeColor.parse(name, body, original: original, depth: depth)
        }
        var arguments = try Arguments(body, original: original)
        switch name {
        case "rgb", "rgba":
            let c = try arguments.channels(
                [.number(255, divisor: 255), .number(255, divisor: 255), .number(255, divisor: 255)], original: original
            )
            return ColorValue(
                colorSpace: .srgb, components: ColorComponents(c), alpha: try arguments.alpha(original: original))
        case "hsl", "hsla", "hwb":
            let c = try arguments.channels([.hue, .number(100), .number(100)], original: original)
            return ColorValue(
                colorSpace: name == "hwb" ? .hwb : .hsl, components: ColorComponents(c),
                alpha: try arguments.alpha(original: original))
        case "lab", "oklab":
            let scales = name == "lab" ? [100.0, 125, 125] : [1.0, 0.4, 0.4]
            let c = try arguments.channels(scales.map { .number($0) }, original: original)
            return ColorValue(
                colorSpace: name == "lab" ? .lab : .oklab, components: ColorComponents(c),
                alpha: try arguments.alpha(original: original))
        case "lch", "oklch":
            let scales = name == "lch" ? [100.0, 150] : [1.0, 0.4]
            let c = try arguments.channels([.number(scales[0]), .number(scales[1]), .hue], original: original)
            return ColorValue(
                colorSpace: name == "lch" ? .lch : .oklch, components: ColorComponents(c),
                alpha: try arguments.alpha(original: original))
        case "color":
            guard let spaceName = arguments.tokens.first?.text, let space = colorFunctionSpaces[spaceName] else {
                let names = colorFunctionSpaces.keys.sorted()
                throw Failure(
                    message:
                        "\"\(original)\" names no colour space color() knows; expected one of \(names.joined(separator: ", "))."
                )
            }
            arguments.tokens.removeFirst()
            let c = try arguments.channels([.number(1), .number(1), .number(1)], original: original)
            return ColorValue(
                colorSpace: space, components: ColorComponents(c), alpha: try arguments.alpha(original: original))
        default:
            let known = ["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color"]
            throw Failure(
                message:
                    "\"\(original)\" uses \(name)(), which is not a CSS colour function.\(Suggestion.didYouMean(name, in: known))"
            )
        }
    }
}
