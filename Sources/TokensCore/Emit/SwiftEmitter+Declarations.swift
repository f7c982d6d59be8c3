/// A token's declarations: its doc comment, its SwiftUI constant (colours and typography) and its
/// platform-neutral value.
extension SwiftEmitter {
    /// The constant for `token` (the `index`th token of the `any` mode); nil for values with no Swift form.
    /// With `fixedColors` (a variant's values) a colour is a `TokenColor` no colorset holds.
    func declaration(
        _ token: ResolvedToken, names: [String], at index: Int, name: SwiftNaming.Name, modes: AppearanceModes,
        input: EmitInput, fixedColors: Bool = false, colorsets: ColorsetNames? = nil
    ) -> Constant? {
        let config = input.config
        let access = SwiftNaming.keyword(config.accessLevel)
        let id = name.identifier
        var constant = Constant(namespace: name.namespace, identifier: id, path: token.path, location: token.location)
        let isExtension = name.namespace == ["Color"]
        let depth = isExtension ? 1 : name.namespace.count
        let valueDepth = isExtension ? 1 : depth + 1
        let declarationStart = access + "static let " + id
        switch token.value {
        case .color:
            guard let colors = modes.colors(token.path, near: index) else { return nil }
            let shown = AppearanceModes.withoutFallbacks(colors)
            var doc = TextBuffer(reserving: 96)
            Self.describe(colors.any, shown: shown, into: &doc)
            let colorset =
                fixedColors
                ? nil
                : colorsets?.name(at: index, path: token.path)
                    ?? ColorsetEmitter.name(of: token.path, names: names, config: config)
            let bundle = config.colorSource == .assetCatalog ? "TokenBundle.bundle" : nil
            if writesColorBytes,
                let (swiftUI, value) = Self.colorDeclarationBytes(
                    doc: doc, token: token, identifier: id, access: access, isExtension: isExtension, depth: depth,
                    valueDepth: valueDepth, colorset: colorset, bundle: bundle, colors: colors, shown: shown)
            {
                constant.swiftUI = swiftUI
                constant.value = value
            } else {
                let text = Self.docText(doc, token)
                var swiftUI: [UInt8] = []
                Self.opening(text, token, depth: depth, into: &swiftUI)
                swiftUI +=
                    (Self.indent(depth) + declarationStart + " = " + (isExtension ? "TokenColor." : "Values.")
                    + id + ".color\n").utf8
                var value: [UInt8] = []
                Self.opening(text, token, depth: valueDepth, into: &value)
                Self.tokenColor(colorset, bundle: bundle, colors, shown: shown).write(
                    lead: Self.indent(valueDepth) + declarationStart + " = ", indent: Self.indent(valueDepth),
                    into: &value)
                constant.swiftUI = swiftUI
                constant.value = value
            }
            constant.deprecation = token.deprecation
            constant.isTokenColor = isExtension && !fixedColors
            constant.kind = .color
        case .typography(let t):
            let style = config.scalesWithDynamicType ? Self.textStyle(forSize: t.fontSize.points) : nil
            var doc = TextBuffer(reserving: 64)
            doc.raw(Self.describe(t))
            if Self.isSystemFamily(t.fontFamily.first ?? ""), let style,
                t.fontSize.points != Self.textStyles.first(where: { $0.name == style })?.size
            {
                doc.raw(". Fixed as a Font (the system font scales from a size of its own only through")
                doc.raw(" `.typography(_:)`)")
            }
            let text = Self.docText(doc, token)
            var swiftUI: [UInt8] = []
            Self.opening(text, token, depth: depth, into: &swiftUI)
            swiftUI += (Self.indent(depth) + declarationStart + " = " + Self.font(t, textStyle: style) + "\n").utf8
            var value: [UInt8] = []
            Self.opening(text, token, depth: valueDepth, into: &value)
            let (type, expression) = Self.adaptive(
                token, at: index, modes: modes, type: "TokenTypography",
                literal: {
                    guard case .typography(let t) = $0 else { return .text("nil") }
                    return Self.typography(t, textStyle: style)
                })
            expression.write(
                lead: Self.indent(valueDepth) + declarationStart + ": " + type + " = ", indent: Self.indent(valueDepth),
                into: &value)
            constant.swiftUI = swiftUI
            constant.value = value
            constant.deprecation = token.deprecation
            constant.kind = type == "TokenTypography" ? .typography : .other
        default:
            guard let (type, _) = Self.value(token.value) else { return nil }
            var reduced: SwiftExpression?
            if case .transition = token.value {
                switch Self.reducedMotion(of: token) {
                case .success(let form): reduced = form
                case .failure(let problem): constant.problems.append(problem.message)
                }
            }
            if case .dimension(let d) = token.value, d.isPercentage {
                constant.notes.append((.percentDimension, Self.percentNote(d, path: token.path, name: name)))
            }
            var doc = TextBuffer(reserving: 32)
            doc.raw(Self.describe(token.value))
            var value: [UInt8] = []
            Self.opening(Self.docText(doc, token), token, depth: depth, into: &value)
            let (declared, expression) = Self.adaptive(
                token, at: index, modes: modes, type: type,
                literal: { Self.value($0, reducedMotion: reduced)?.1 ?? .text("nil") })
            expression.write(
                lead: Self.indent(depth) + declarationStart + ": " + declared + " = ", indent: Self.indent(depth),
                into: &value)
            constant.value = value
        }
        return constant
    }

    /// The declared type and value: `Type` and the literal, or, when an appearance mode changes the
    /// value, `TokenAppearances<Type>` and `TokenAppearances(any, dark: …)` with each appearance that
    /// differs from the one it falls back to.
    static func adaptive(
        _ token: ResolvedToken, at index: Int, modes: AppearanceModes, type: String,
        literal: (TokenValue) -> SwiftExpression
    ) -> (type: String, value: SwiftExpression) {
        // A value of another type in a mode is reported where modes are built; the base value stands.
        let kept = modes.otherValues(token.path, near: index, ofType: token.value.type)
        let appearances = AppearanceModes.withoutFallbacks(
            (token.value, kept.dark, kept.highContrast, kept.darkHighContrast))
        guard appearances.dark != nil || appearances.highContrast != nil || appearances.darkHighContrast != nil else {
            return (type, literal(token.value))
        }
        var arguments = [literal(token.value)]
        if let dark = appearances.dark { arguments.append(.labeled("dark", literal(dark))) }
        if let high = appearances.highContrast { arguments.append(.labeled("highContrast", literal(high))) }
        if let both = appearances.darkHighContrast { arguments.append(.labeled("darkHighContrast", literal(both))) }
        return ("TokenAppearances<\(type)>", .call("TokenAppearances", arguments))
    }

    /// The doc comment's text: the value as described, and the token's description.
    static func docText(_ doc: TextBuffer, _ token: ResolvedToken) -> String {
        var text = String(decoding: doc.bytes, as: UTF8.self)
        if let description = token.description, !description.isEmpty { text += ". " + description }
        return text
    }

    /// The doc comment (its text made safe for a comment and wrapped at 120 columns) and any
    /// deprecation, indented `depth` levels.
    static func opening(_ text: String, _ token: ResolvedToken, depth: Int, into out: inout [UInt8]) {
        let indent = indent(depth)
        SwiftText.docComment(text, indent: indent, into: &out)
        if let message = token.deprecation {
            available(renamed: nil, message: message.isEmpty ? nil : message).write(
                lead: indent, indent: indent, into: &out)
        }
    }

    // MARK: - Text

    /// `depth` levels of four spaces.
    static func indent(_ depth: Int) -> String {
        depth < indents.count ? indents[depth] : String(repeating: "    ", count: depth)
    }

    private static let indents = (0..<16).map { String(repeating: "    ", count: $0) }

    /// `#FAF8F5 (dark #1C1917)`: the base value and every appearance that differs from the one it
    /// falls back to, as the colorset does.
    /// `shown` is `AppearanceModes.withoutFallbacks` of the token's colours.
    static func describe(_ any: ColorValue, shown: AppearanceModes.Colors, into out: inout TextBuffer) {
        any.describe(into: &out)
        var count = 0
        func add(_ label: String, _ color: ColorValue?) {
            guard let color else { return }
            out.raw(count == 0 ? " (" : ", ")
            out.raw(label)
            color.describe(into: &out)
            count += 1
        }
        add("dark ", shown.dark)
        add("high contrast ", shown.highContrast)
        add("dark high contrast ", shown.darkHighContrast)
        if count > 0 { out.raw(")") }
    }

    /// `22pt medium, line height 1.35`, with the family when it is not the system font.
    static func describe(_ t: Typography) -> String {
        var text = "\(number(t.fontSize.points))pt \(fontWeightName(t.fontWeight)), line height \(number(t.lineHeight))"
        if t.letterSpacing.points != 0 { text += ", tracking \(number(t.letterSpacing.points))pt" }
        if let family = t.fontFamily.first, !isSystemFamily(family) { text += ", " + family }
        return text
    }

    /// A value in points where it is a length (`16pt`, `1rem (16pt)`), else as the tokens write it.
    static func describe(_ value: TokenValue) -> String {
        guard case .dimension(let d) = value else { return value.text }
        if d.isPercentage { return "\(d.text) of the element's size, as the fraction \(number(d.fraction))" }
        return d.unit == "px" || d.unit == "pt" ? "\(number(d.points))pt" : "\(d.text) (\(number(d.points))pt)"
    }

    /// The warning for a dimension in percent: built as a fraction, never as points.
    static func percentNote(_ d: DimensionValue, path: TokenPath, name: SwiftNaming.Name) -> String {
        let full = (name.namespace + [name.identifier]).joined(separator: ".")
        return
            "'\(path)' is \(d.text), a share of the element's size rather than a length; \(full) is the fraction \(number(d.fraction)), not \(number(d.value))pt. Multiply it by the view's size where it is used."
    }
}
