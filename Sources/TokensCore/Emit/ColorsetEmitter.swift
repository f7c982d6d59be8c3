import Foundation

/// `Assets.xcassets/`: a `.colorset` per colour token with an entry per appearance it has, the
/// `AccentColor.colorset`, and `Contents.json` at every level, in Xcode's own key order.
public struct ColorsetEmitter: Emitter {
    public init() {}

    public func emit(_ input: EmitInput) -> (files: [GeneratedFile], diagnostics: Diagnostics) {
        var diagnostics = Diagnostics()
        guard let modes = AppearanceModes(input.tokens) else { return ([], diagnostics) }
        var files = [GeneratedFile("Assets.xcassets/Contents.json", text: Self.info([]))]
        // Names are claimed in path order (`ColorsetNames`); each colour's values are found on every core.
        let tokens = modes.any.tokens
        let names = input.shared.colorsetNames(tokens, config: input.config)
        diagnostics.append(contentsOf: names.diagnostics)
        let colorIndices = tokens.indices.filter { tokens[$0].type == .color }
        let found = Parallel.map(colorIndices, minimum: 512) { index in
            (
                name: names.name(at: index, path: tokens[index].path),
                colors: modes.colors(tokens[index].path, near: index)
            )
        }
        for (name, colors) in found {
            guard let colors else { continue }
            // The colorset's text is made when the writer reads it (see `GeneratedFile(_:deferred:)`).
            files.append(GeneratedFile("Assets.xcassets/\(name).colorset/Contents.json") { Self.colorset(colors) })
        }
        if let accent = input.config.accentColor {
            if let colors = modes.colors(TokenPath(accent)) {
                files.append(
                    GeneratedFile("Assets.xcassets/AccentColor.colorset/Contents.json", bytes: Self.colorset(colors)))
            } else {
                diagnostics.report(
                    .configNoMatch,
                    "colorsets.accentColor '\(accent)' is not a colour token.\(Suggestion.didYouMean(accent, in: modes.any.tokens.filter { $0.type == .color }.map(\.path.dotted)))",
                    at: input.config.location)
            }
        }
        return (files.sorted { $0.path < $1.path }, diagnostics)
    }

    /// The configured name, else camelCase of the path without its leading `color` group.
    public static func name(of path: TokenPath, config: BuildConfig) -> String {
        name(of: path, names: path.components, config: config)
    }

    /// `name(of:config:)` for a caller that has split the path already (`names` is `path.components`).
    static func name(of path: TokenPath, names: [String], config: BuildConfig) -> String {
        if let configured = config.colorsetNames[path.dotted] { return configured }
        var names = names
        if names.count > 1, (5...6).contains(names[0].utf8.count) {
            let first = names[0].lowercased()
            if first == "color" || first == "colors" { names.removeFirst() }
        }
        return SwiftIdentifier.assetName(names)
    }

    static func info(_ members: [(String, JSONOutput)]) -> String { withInfo(members).rendered() }

    /// An object of `members` and Xcode's `info` (author and version), as every catalog file ends.
    static func withInfo(_ members: [(String, JSONOutput)]) -> JSONOutput {
        .object(members + [("info", .object([("author", .string("tokens")), ("version", .number(1))]))])
    }

    /// Display P3 when any appearance is written in P3 or lies outside sRGB, else sRGB; the Swift
    /// constants use the same choice, so both describe the same colour.
    static func catalogSpace(_ colors: AppearanceModes.Colors) -> ColorSpace {
        func needsP3(_ color: ColorValue?) -> Bool {
            guard let color else { return false }
            return color.colorSpace == .displayP3 || !color.isInGamut(.srgb)
        }
        // Asked one by one rather than through `||`, whose right side is a closure over the colours.
        if needsP3(colors.any) { return .displayP3 }
        if needsP3(colors.dark) { return .displayP3 }
        if needsP3(colors.highContrast) { return .displayP3 }
        return needsP3(colors.darkHighContrast) ? .displayP3 : .srgb
    }

    /// Entries in Xcode's order: any, high contrast, dark, dark + high contrast, each with the
    /// appearances it is for. The text is the JSON writer's: its layout for this colour space and
    /// these appearances is made once (`templates`), and each colorset fills in its components.
    static func colorset(_ modeColors: AppearanceModes.Colors) -> [UInt8] {
        let colors = AppearanceModes.catalogEntries(modeColors)
        let space = catalogSpace(colors)
        let mask =
            (colors.highContrast != nil ? 1 : 0) | (colors.dark != nil ? 2 : 0)
            | (colors.darkHighContrast != nil ? 4 : 0)
        let template = (space == .displayP3 ? 8 : 0) + mask
        var index = templateStarts[template]
        var out = TextBuffer(reserving: templateSizes[template] + 96)
        out.raw(templatePieces[index])
        index += 1
        // Written in place, appearance by appearance (20,000 colorsets at 30,000 tokens).
        func put(_ value: Double) {
            if !eightBit.write(value, into: &out) { out.raw(fourPlaces(value)) }
            out.raw(templatePieces[index])
            index += 1
        }
        func add(_ color: ColorValue?) {
            guard let color else { return }
            let (alpha, red, green, blue) = channels(color, space: space)
            put(alpha)
            put(red)
            put(green)
            put(blue)
        }
        add(colors.any)
        add(colors.highContrast)
        add(colors.dark)
        add(colors.darkHighContrast)
        return out.bytes
    }

    /// Each colour space's and appearance set's colorset text, rendered by `JSONOutput` with a
    /// placeholder for every component and cut there: index `8 × (Display P3) + mask` (1 high
    /// contrast, 2 dark, 4 dark high contrast). make bench at 30,000 tokens: a `JSONOutput` tree
    /// built and rendered per colorset took the colorsets from 0.06 s to 0.18 s (0.10 s to 0.32 s
    /// on one core); filling in this text costs what the hand-written layout did.
    private static let templates: [[[UInt8]]] = makeTemplates()

    /// Every template's pieces one after another, read on every core without a reference count;
    /// template t's first piece is `templateStarts[t]`, and all its bytes `templateSizes[t]` long.
    private static let templatePieces = ImmortalBytes(templates.flatMap { $0 })
    private static let templateStarts = templates.indices.map { t in templates[..<t].reduce(0) { $0 + $1.count } }
    private static let templateSizes = templates.map { $0.reduce(0) { $0 + $1.count } }

    private static func makeTemplates() -> [[[UInt8]]] {
        [ColorSpace.srgb, .displayP3].flatMap { space in
            (0..<8).map { mask -> [[UInt8]] in
                let placeholder = ["\u{FFFF}", "\u{FFFF}", "\u{FFFF}", "\u{FFFF}"]
                let contrast = ("contrast", "high")
                let dark = ("luminosity", "dark")
                let entries: [(Bool, [(String, String)])] = [
                    (true, []), (mask & 1 != 0, [contrast]), (mask & 2 != 0, [dark]),
                    (mask & 4 != 0, [dark, contrast]),
                ]
                let written = entries.filter(\.0).map { entry(placeholder, space: space, appearances: $0.1) }
                let bytes = withInfo([("colors", .array(written))]).bytes()
                return bytes.split(separator: 0xEF, omittingEmptySubsequences: false).enumerated().map { index, piece in
                    // Each placeholder is EF BF BF: the pieces after the first start with its BF BF.
                    Array(index == 0 ? piece : piece.dropFirst(2))
                }
            }
        }
    }

    /// A colour's components as written: alpha, red, green, blue (8-bit channels in sRGB).
    static func components(_ color: ColorValue, space: ColorSpace) -> [String] {
        let (alpha, red, green, blue) = channels(color, space: space)
        return [component(alpha), component(red), component(green), component(blue)]
    }

    /// Alpha, red, green and blue as the colorset holds them, before they are written.
    static func channels(_ color: ColorValue, space: ColorSpace) -> (Double, Double, Double, Double) {
        var mapped = color.gamutMapped(to: space).vector
        // sRGB channels are 8-bit, as Xcode's colour picker and every hex source give them (an
        // hsl() value lands on the nearest byte); alpha keeps its written value.
        if space == .srgb { mapped = (mapped * 255).rounded(.toNearestOrAwayFromZero) / 255 }
        return (color.alpha, mapped.x, mapped.y, mapped.z)
    }

    /// One entry: the idiom, the appearances (none for the default), the colour's components
    /// (alpha, red, green, blue as written).
    static func entry(_ components: [String], space: ColorSpace, appearances: [(String, String)]) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("idiom", .string("universal"))]
        if !appearances.isEmpty {
            members.append(
                (
                    "appearances",
                    .array(appearances.map { .object([("appearance", .string($0.0)), ("value", .string($0.1))]) })
                ))
        }
        let named = zip(["alpha", "red", "green", "blue"], components).map { ($0, JSONOutput.string($1)) }
        members.append(
            ("color", .object([("color-space", .string(space.rawValue)), ("components", .object(named))])))
        return .object(members)
    }

    /// Four decimals, as Xcode writes them: enough that ×255 rounds back to the source byte.
    static func component(_ value: Double) -> String { eightBit(value) ?? fourPlaces(value) }

    private static func fourPlaces(_ value: Double) -> String { FixedDecimal.format(min(max(value, 0), 1), places: 4) }

    private static let eightBit = EightBitText(fourPlaces)
}
