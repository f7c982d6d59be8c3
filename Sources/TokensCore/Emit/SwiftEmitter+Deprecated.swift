/// Deprecated constants the config keeps for names the token model replaces: `darkBgPrimary`
/// holding the dark value of `bgPrimary` (a fixed colour), or an old name for a renamed token.
extension SwiftEmitter {
    func deprecatedConstants(
        modes: AppearanceModes, input: EmitInput, naming: SwiftNaming, diagnostics: inout Diagnostics
    ) -> [Constant] {
        let config = input.config
        let access = SwiftNaming.keyword(config.accessLevel)
        var constants: [Constant] = []
        for (old, entry) in config.deprecated.sorted(by: { $0.key < $1.key }) {
            let path = TokenPath(entry.token)
            guard let index = modes.any.index(of: path) else {
                diagnostics.report(
                    .configNoMatch,
                    "swift.deprecated.\(old) stands for '\(entry.token)', which is not a token.\(Suggestion.didYouMean(entry.token, in: modes.any.tokens.map(\.path.dotted)))",
                    at: entry.location)
                continue
            }
            let token = modes.any.tokens[index]
            let name = naming.name(of: token, names: path.components)
            let isExtension = name.namespace == ["Color"]
            let depth = isExtension ? 1 : name.namespace.count
            var constant = Constant(
                namespace: name.namespace, identifier: old, path: path, location: entry.location ?? token.location)
            let renamed = name.identifier.trimmingBackticks
            guard let mode = entry.mode else {
                // An old name for the same (adaptive) constant.
                let attribute = Self.available(renamed: renamed, message: nil)
                let types: (ui: String?, value: String?)
                switch token.value {
                case .color: types = ("Color", "TokenColor")
                case .typography: types = ("Font", "TokenTypography")
                default: types = (nil, Self.value(token.value)?.0)
                }
                let valueDepth = types.ui == nil || isExtension ? depth : depth + 1
                let valueType = isExtension ? "TokenColor" : types.value
                constant.swiftUI = types.ui.map {
                    Array(
                        Self.deprecated(
                            attribute, "\(access)static var \(old): \($0) { \(name.identifier) }", depth: depth
                        ).utf8)
                }
                constant.value = valueType.map {
                    Array(
                        Self.deprecated(
                            attribute, "\(access)static var \(old): \($0) { \(name.identifier) }", depth: valueDepth
                        ).utf8)
                }
                constants.append(constant)
                continue
            }
            guard let modeTokens = input.tokens.mode(named: mode), let value = modeTokens.value(path) else {
                let names = input.tokens.modes.map(\.mode.name)
                diagnostics.report(
                    .unknownMode,
                    "swift.deprecated.\(old) asks for the '\(mode)' value of '\(entry.token)', but there is no mode '\(mode)'.\(Suggestion.didYouMean(mode, in: names))",
                    at: entry.location)
                continue
            }
            let message = "The \(mode) value of \(renamed) alone; \(renamed) adapts to the appearance by itself."
            let attribute = Self.available(renamed: renamed, message: message)
            switch value {
            case .color(let color):
                constant.swiftUI = Array(
                    Self.deprecated(
                        attribute, "\(access)static let \(old) = TokenColor.Components\(Self.fixed(color)).color",
                        depth: depth, doc: color.description
                    ).utf8)
            case .typography(let t):
                constant.swiftUI = Array(
                    Self.deprecated(
                        attribute, "\(access)static let \(old) = \(Self.font(t, textStyle: nil))", depth: depth,
                        doc: Self.describe(t)
                    ).utf8)
            default:
                guard let (type, literal) = Self.value(value) else { continue }
                constant.value = Array(
                    Self.deprecated(
                        attribute, "\(access)static let \(old): \(type) = \(literal.flat)", depth: depth,
                        doc: Self.describe(value)
                    ).utf8)
            }
            constants.append(constant)
        }
        return constants
    }

    /// A doc comment (when given), the deprecation and the declaration, indented.
    static func deprecated(
        _ attribute: SwiftExpression, _ declaration: String, depth: Int, doc: String? = nil
    ) -> String {
        let indent = indent(depth)
        return (doc.map { SwiftText.docComment($0, indent: indent) } ?? "")
            + attribute.lines(lead: indent, indent: indent) + indent + declaration + "\n"
    }

    /// `@available(*, deprecated, renamed: "new", message: "…")`, broken where it is long.
    static func available(renamed: String?, message: String?) -> SwiftExpression {
        var arguments: [SwiftExpression] = [.text("*"), .text("deprecated")]
        if let renamed { arguments.append(.text("renamed: " + SwiftText.literal(renamed))) }
        if let message { arguments.append(.text("message: " + SwiftText.literal(message))) }
        return .call("@available", arguments)
    }

    /// `(hex: 0x…)` or Display P3 components: one fixed colour, as its colorset would hold it.
    static func fixed(_ color: ColorValue) -> String {
        componentArguments(color, space: color.colorSpace == .displayP3 || !color.isInGamut(.srgb) ? .displayP3 : .srgb)
    }
}
