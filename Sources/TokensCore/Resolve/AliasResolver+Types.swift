/// Decoders for each DTCG type's `$value` shape.
extension AliasResolver {
    static let fontWeightNames: [String: Double] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
        "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    func color(_ node: JSONNode, _ owner: TokenPath) -> ColorValue? {
        if var text = node.string {
            if Self.interpolates(text) {
                // Tokens Studio: `rgba({color.brand}, 0.5)`.
                guard let filled = interpolate(text, at: node.location, owner: owner) else { return nil }
                text = filled
            }
            if let color = Self.hexWithAlpha(text) { return color }
            switch CSSColorParser.parse(text) {
            case .success(let color): return color
            case .failure(let failure):
                report(failure.code, "'\(owner)' needs a colour here: \(failure.message)", at: node.location)
                return nil
            }
        }
        if let object = node.object, let translucent = colorWithAlpha(object, owner) { return translucent }
        guard node.object != nil else {
            return invalid(
                node, owner,
                "a colour: a CSS colour string such as \"#ff0000\" or \"rgb(255 0 0)\", or a color object with colorSpace and components"
            )
        }
        guard
            let object = fields(
                node, owner, of: "color", required: ["colorSpace", "components"], optional: ["alpha", "hex"]),
            let spaceNode = object["colorSpace"], let componentsNode = object["components"]
        else { return nil }
        guard let spaceName = spaceNode.string, let space = ColorSpace(rawValue: spaceName) else {
            let names = ColorSpace.allCases.map(\.rawValue)
            let hint = spaceNode.string.map { Suggestion.didYouMean($0, in: names) } ?? ""
            return invalid(spaceNode, owner, "a colour space (\(names.joined(separator: ", ")))", hint: hint)
        }
        guard let elements = componentsNode.array, elements.count == 3 else {
            return invalid(componentsNode, owner, "an array of three components for \(space.rawValue)")
        }
        var components: [Double?] = []
        for (element, range) in zip(elements, space.componentRanges) {
            if element.string == "none" {
                components.append(nil)
                continue
            }
            guard let n = number(element, owner, what: "a number or \"none\"") else { return nil }
            guard range.contains(n) || (range.upperBound == 360 && n >= 0 && n <= 360) else {
                return invalid(
                    element, owner,
                    "a \(space.rawValue) component within \(JSONOutput.format(range.lowerBound))…\(JSONOutput.format(range.upperBound))"
                )
            }
            components.append(n)
        }
        var alpha = 1.0
        if let alphaNode = object["alpha"] {
            guard let a = number(alphaNode, owner, what: "an alpha from 0 to 1"), (0...1).contains(a) else {
                return alphaNode.number == nil ? nil : invalid(alphaNode, owner, "an alpha from 0 to 1")
            }
            alpha = a
        }
        var hex: String?
        if let hexNode = object["hex"] {
            guard let text = hexNode.string, ColorValue(hexString: text) != nil else {
                return invalid(hexNode, owner, "a six-digit hex fallback like \"#ff00ff\"")
            }
            if text.utf8.count == 7 {
                hex = text
            } else {
                // The components are the colour; a short fallback is only a fallback, so it is left out.
                report(
                    .hexFallback,
                    "The hex fallback \"\(text)\" of '\(owner)' is not six digits as DTCG asks; the colour's components are used and the fallback is left out.",
                    at: hexNode.location)
            }
        }
        return ColorValue(colorSpace: space, components: ColorComponents(components), alpha: alpha, hex: hex)
    }

    /// Tokens Studio's `rgba(#RRGGBB, 0.5)` (not CSS): the hex colour with that alpha.
    static func hexWithAlpha(_ text: String) -> ColorValue? {
        guard let first = text.utf8.first, first | 0x20 == UInt8(ascii: "r") else { return nil }
        let lower = text.lowercased()
        guard lower.hasPrefix("rgba(") || lower.hasPrefix("rgb("), lower.hasSuffix(")"),
            let open = lower.firstIndex(of: "(")
        else { return nil }
        // Neither a hex colour nor a number holds a space, so spaces can simply go.
        let arguments = lower[lower.index(after: open)..<lower.index(before: lower.endIndex)]
            .split(separator: ",").map { String($0.filter { $0 != " " }) }
        guard arguments.count == 2, arguments[0].hasPrefix("#"), var color = ColorValue(hexString: arguments[0]) else {
            return nil
        }
        let alphaText = arguments[1]
        let alpha = alphaText.hasSuffix("%") ? Double(alphaText.dropLast()).map { $0 / 100 } : Double(alphaText)
        guard let alpha, (0...1).contains(alpha) else { return nil }
        color.alpha = alpha
        return color
    }

    func fontFamily(_ node: JSONNode, _ owner: TokenPath) -> [String]? {
        if let name = node.string { return [name] }
        guard let elements = node.array, !elements.isEmpty else {
            return invalid(node, owner, "a font name or a list of font names")
        }
        var names: [String] = []
        for element in elements {
            guard let name = element.string else { return invalid(element, owner, "a font name") }
            names.append(name)
        }
        return names
    }

    func fontWeight(_ node: JSONNode, _ owner: TokenPath) -> Double? {
        if let name = node.string {
            guard let weight = Self.fontWeightNames[name] else {
                return invalid(
                    node, owner, "a font weight from 1 to 1000 or a name such as \"bold\"",
                    hint: Suggestion.didYouMean(name, in: Self.fontWeightNames.keys))
            }
            return weight
        }
        guard let weight = node.number, weight >= 1, weight <= 1000 else {
            return invalid(node, owner, "a font weight from 1 to 1000")
        }
        return weight
    }

    func cubicBezier(_ node: JSONNode, _ owner: TokenPath) -> [Double]? {
        guard let elements = node.array, elements.count == 4 else {
            return invalid(node, owner, "four numbers [x1, y1, x2, y2]")
        }
        var points: [Double] = []
        for (index, element) in elements.enumerated() {
            guard let n = number(element, owner, what: "a number") else { return nil }
            if index % 2 == 0 && !(0...1).contains(n) { return invalid(element, owner, "an x coordinate from 0 to 1") }
            points.append(n)
        }
        return points
    }

    func strokeStyle(_ node: JSONNode, _ owner: TokenPath) -> StrokeStyle? {
        if let keyword = node.string {
            guard StrokeStyle.keywords.contains(keyword) else {
                return invalid(node, owner, "a stroke style (\(StrokeStyle.keywords.sorted().joined(separator: ", ")))")
            }
            return .keyword(keyword)
        }
        guard let object = fields(node, owner, of: "strokeStyle", required: ["dashArray", "lineCap"]),
            let dashes = object["dashArray"], let capNode = object["lineCap"]
        else { return nil }
        guard let elements = dashes.array, !elements.isEmpty else {
            return invalid(dashes, owner, "a non-empty array of dimensions")
        }
        var dashArray: [DimensionValue] = []
        for element in elements {
            guard let d = dimension(element, owner) else { return nil }
            dashArray.append(d)
        }
        guard let cap = capNode.string, StrokeStyle.lineCaps.contains(cap) else {
            return invalid(capNode, owner, "a line cap: round, butt or square")
        }
        return .dashed(dashArray: dashArray, lineCap: cap)
    }

    func border(_ node: JSONNode, _ owner: TokenPath) -> Border? {
        guard let object = fields(node, owner, of: "border", required: ["color", "width", "style"]) else { return nil }
        let color = field(object["color"], owner, .color) { if case .color(let c) = $0 { c } else { nil } }
        let width = object["width"].flatMap { dimension($0, owner) }
        let style = field(object["style"], owner, .strokeStyle) { if case .strokeStyle(let s) = $0 { s } else { nil } }
        guard let color, let width, let style else { return nil }
        return Border(color: color, width: width, style: style)
    }

    func transition(_ node: JSONNode, _ owner: TokenPath) -> Transition? {
        guard let object = fields(node, owner, of: "transition", required: ["duration", "delay", "timingFunction"])
        else { return nil }
        let length = object["duration"].flatMap { duration($0, owner) }
        let delay = object["delay"].flatMap { duration($0, owner) }
        let curve = field(object["timingFunction"], owner, .cubicBezier) {
            if case .cubicBezier(let c) = $0 { c } else { nil }
        }
        guard let length, let delay, let curve else { return nil }
        return Transition(duration: length, delay: delay, timingFunction: curve)
    }

    /// CSS typography properties other tools allow in a typography value (Terrazzo, Tokens
    /// Studio); no DTCG field and nothing the generated Swift sets, so they are ignored with a warning.
    static let cssTypographyFields: Set<String> = [
        "fontStyle", "fontVariant", "fontVariantNumeric", "fontVariationSettings", "fontStretch", "fontFeatureSettings",
        "font-style", "font-variant", "font-variant-numeric", "font-variation-settings", "font-stretch",
        "text-transform", "text-decoration",
        "textTransform", "textDecoration", "textCase", "textAlign", "paragraphSpacing", "paragraphIndent",
    ]

    func typography(_ node: JSONNode, _ owner: TokenPath) -> Typography? {
        guard
            let object = fields(
                node, owner, of: "typography", required: ["fontFamily", "fontSize", "fontWeight", "lineHeight"],
                optional: ["letterSpacing"], ignored: Self.cssTypographyFields)
        else { return nil }
        let family = field(object["fontFamily"], owner, .fontFamily) {
            if case .fontFamily(let f) = $0 { f } else { nil }
        }
        let size = object["fontSize"].flatMap { dimension($0, owner) }
        let weight = field(object["fontWeight"], owner, .fontWeight) {
            if case .fontWeight(let w) = $0 { w } else { nil }
        }
        // The schema requires letterSpacing, but the spec's own examples omit it: 0 is its natural default.
        let spacing = object["letterSpacing"].map { dimension($0, owner) } ?? DimensionValue(value: 0, unit: "px")
        let lineHeight = object["lineHeight"].flatMap { lineHeightRatio($0, fontSize: size, owner) }
        guard let family, let size, let weight, let spacing, let lineHeight else { return nil }
        return Typography(
            fontFamily: family, fontSize: size, fontWeight: weight, letterSpacing: spacing, lineHeight: lineHeight)
    }

    /// A line height as a multiple of the size: a number, or an absolute dimension (Tokens Studio
    /// writes `"22"` or `{font.line-height.body}` in pixels) divided by the font size.
    func lineHeightRatio(_ node: JSONNode, fontSize: DimensionValue?, _ owner: TokenPath) -> Double? {
        if let n = node.number { return n }
        if let target = Alias.wholeReference(in: node.value),
            let token = tokens[self.target(target, from: tokens[owner])],
            token.type == .number || token.type == nil
        {
            return number(node, owner, what: "a line height")
        }
        guard let size = fontSize, size.value > 0 else {
            return number(node, owner, what: "a line height (a multiple of the font size)")
        }
        guard let absolute = dimension(node, owner) else { return nil }
        return absolute.points / size.points
    }

    /// Shadows and gradients: one layer, or an array whose elements are layers or aliases to
    /// tokens of the same type (whose layers are spliced in).
    func layers<Layer>(
        _ node: JSONNode, _ owner: TokenPath, type: TokenType, layer: (JSONNode, TokenPath) -> Layer?
    ) -> [Layer]? {
        let elements = node.array ?? (type == .shadow && node.object != nil ? [node] : nil)
        guard let elements, !elements.isEmpty else {
            return invalid(
                node, owner, type == .shadow ? "a shadow object or an array of them" : "an array of gradient stops")
        }
        var result: [Layer] = []
        var isValid = true
        for element in elements {
            if let target = Alias.wholeReference(in: element.value) {
                guard let value = resolveReference(target, at: element.location, expected: type, owner: owner) else {
                    isValid = false
                    continue
                }
                switch value {
                case .shadow(let list): result += list.compactMap { $0 as? Layer }
                case .gradient(let list): result += list.compactMap { $0 as? Layer }
                default: isValid = false
                }
            } else if let decoded = layer(element, owner) {
                result.append(decoded)
            } else {
                isValid = false
            }
        }
        return isValid ? result : nil
    }

    func shadowLayer(_ node: JSONNode, _ owner: TokenPath) -> Shadow? {
        // The schema requires spread, but Style Dictionary's examples omit it: 0 is CSS's default.
        guard
            let object = fields(
                node, owner, of: "shadow", required: ["color", "offsetX", "offsetY", "blur"],
                optional: ["spread", "inset"])
        else { return nil }
        let color = field(object["color"], owner, .color) { if case .color(let c) = $0 { c } else { nil } }
        let x = object["offsetX"].flatMap { dimension($0, owner) }
        let y = object["offsetY"].flatMap { dimension($0, owner) }
        let blur = object["blur"].flatMap { dimension($0, owner) }
        let spread = object["spread"].map { dimension($0, owner) } ?? DimensionValue(value: 0, unit: "px")
        var inset = false
        if let insetNode = object["inset"] {
            guard case .bool(let flag) = insetNode.value else { return invalid(insetNode, owner, "true or false") }
            inset = flag
        }
        guard let color, let x, let y, let blur, let spread else { return nil }
        return Shadow(color: color, offsetX: x, offsetY: y, blur: blur, spread: spread, inset: inset)
    }

    func gradientStop(_ node: JSONNode, _ owner: TokenPath) -> GradientStop? {
        guard let object = fields(node, owner, of: "gradient stop", required: ["color", "position"]) else { return nil }
        let color = field(object["color"], owner, .color) { if case .color(let c) = $0 { c } else { nil } }
        let position = object["position"].flatMap { number($0, owner, what: "a position from 0 to 1") }
        guard let color, let position else { return nil }
        return GradientStop(color: color, position: min(max(position, 0), 1))
    }
}
