import Foundation

/// A Momentum folder (see `MomentumFolder`) built as `theme_generator.js` builds each theme, and
/// rewritten as DTCG: one mode per theme of the brand (accent) built.
///
/// Per theme: the theme's data files are resolved against the palette (`core/`), the component
/// files against the resolved theme (`MomentumResolver`); a component's `border` of `none` takes
/// the `background` of the same UI state (the target's `noBorderIsBackgroundColour`); theme
/// tokens of `none` are left out. Each component token is named as the generator names it,
/// `button-primary-background`, with its UI state under it (`normal` when it has none):
/// `button-primary-background.hovered`. Theme tokens (unless the target omits them) keep their
/// dash-joined names, `theme-text-primary-normal`.
///
/// Values: `#…` and `rgb…` text is a colour, its `*0.9` opacity applied; other text is read off
/// its value (`system-material-light` a string). What the generator passes through as text where
/// a colour belongs is not built, with a warning: `none`, and a colour with stray characters
/// (`'#000000`).
enum MomentumConverter {
    /// The UI states the generator accepts.
    static let states: Set<String> = ["normal", "hovered", "pressed", "disabled", "focused", "active", "checked"]

    /// The brand `chosen` (nil: the default) of the Momentum folder at `folder`, built as the
    /// target file `named` (nil: `targets/ios.json`); nil when the folder is not one. `unused`
    /// names the config keys given that do not apply to such a folder (reported).
    static func load(
        folder: String, root: TokenRoot, brand chosen: String?, target named: String? = nil, unused: [String] = []
    ) -> TokenLoader.Result? {
        guard MomentumFolder.isMomentum(folder, root: root) else { return nil }
        var reader = MomentumFolder(folder: folder, root: root)
        if !unused.isEmpty {
            reader.diagnostics.report(
                .ignoredMember,
                "The config's \(unused.joined(separator: " and ")) \(unused.count == 1 ? "is" : "are") not applied: a Momentum folder is built as theme_generator.js builds it, its brands the accents of the target's themes. Leave \(unused.count == 1 ? "it" : "them") out of the config.",
                at: nil)
        }
        guard let target = reader.target(named) else {
            var diagnostics = reader.store.diagnostics
            diagnostics.append(contentsOf: reader.diagnostics)
            return TokenLoader.Result(tokenSet: nil, diagnostics: diagnostics, isComplete: false)
        }
        let themes = reader.themes(target)
        var diagnostics = Diagnostics()
        // Accents are brands by their name in lower case, as the generator names its builds: two
        // accents that differ only in case would be one brand, one accent's values lost.
        var accents: [String: MomentumFolder.Theme] = [:]
        for theme in themes {
            guard let first = accents[theme.brand] else {
                accents[theme.brand] = theme
                continue
            }
            guard first.accent != theme.accent else { continue }
            diagnostics.report(
                Diagnostic(
                    .conflictingModes,
                    "The accents '\(first.accent)' and '\(theme.accent)' differ only in case, so they would be one brand, '\(theme.brand)', and one accent's values would be lost. Rename one of them.",
                    at: theme.location, notes: [.init("'\(first.accent)' is here", at: first.location)]))
            return TokenLoader.Result(tokenSet: nil, diagnostics: diagnostics, isComplete: false)
        }
        var selection = BrandSelection(names: reader.brands(themes))
        guard let brand = selection.choose(chosen, diagnostics: &diagnostics) else {
            diagnostics.append(contentsOf: reader.diagnostics)
            return TokenLoader.Result(tokenSet: nil, diagnostics: diagnostics, isComplete: false)
        }
        let core = reader.core()
        let components = reader.components(target)
        reportStrayCharacters(in: core, diagnostics: &diagnostics)
        var coreFlat: [String: JSONNode] = [:]
        for token in MomentumTree.flat(core, diagnostics: &diagnostics) { coreFlat[token.name] = token.value }
        var seen = Set<Diagnostic>()
        var modes: [TokenSet.ModeDefinitions] = []
        // Each theme resolves the component tokens again: what all of them make is one budget.
        var budget = Budget(limit: Limits.expansion)
        var limits = ModeLimits()
        let built = themes.filter { $0.brand == brand }
        let fits = ModeLimits.admit(
            built.count, what: "The themes of the accent '\(brand)' the target lists",
            fix: "List fewer themes of the accent in the target.",
            at: built[min(Limits.modes, built.count - 1)].location, diagnostics: &diagnostics)
        for theme in built where fits && !budget.isExceeded {
            let data = reader.data(of: theme)
            var found = Diagnostics()
            let document = dtcg(
                theme: data, at: theme.location, core: core, coreFlat: coreFlat, components: components, target: target,
                budget: &budget, diagnostics: &found)
            for diagnostic in found.all where seen.insert(diagnostic).inserted { diagnostics.report(diagnostic) }
            let (flat, flattening) = DTCGLoader.flatten(
                document, leniency: Leniency(valuesAsWritten: true, typesFromValues: true))
            for diagnostic in flattening.all where seen.insert(diagnostic).inserted { diagnostics.report(diagnostic) }
            var builder = ModeBuilder(mode: Mode(theme.mode.lowercased()))
            guard limits.layer(flat.tokens.count, into: theme.mode, at: theme.location, diagnostics: &diagnostics)
            else { break }
            builder.layer(flat)
            modes.append(builder.definitions)
        }
        // A file or manifest read for several themes says what it says once.
        var all = reader.store.diagnostics
        var once = Set<Diagnostic>()
        for diagnostic in reader.diagnostics.all + diagnostics.all where once.insert(diagnostic).inserted {
            all.report(diagnostic)
        }
        let complete = !reader.store.diagnostics.hasErrors
        var result = TokenLoader.Result(
            tokenSet: TokenSet(modes: modes.sorted { $0.mode < $1.mode }, files: reader.store.filesRead),
            diagnostics: all, isComplete: complete)
        result.brands = selection.names
        result.brand = brand
        return result
    }

    /// One theme as a DTCG document: its component tokens, then its theme tokens.
    static func dtcg(
        theme data: MomentumNode, at location: SourceLocation, core: MomentumNode, coreFlat: [String: JSONNode],
        components: MomentumNode,
        target: MomentumFolder.Target, budget: inout Budget, diagnostics: inout Diagnostics
    ) -> JSONNode {
        var resolver = MomentumResolver(budget: budget)
        defer { budget = resolver.budget }
        let theme =
            resolver.resolve(data, in: .init(own: data, below: core, belowFlat: coreFlat)) ?? .group(MomentumGroup())
        // Past the budget (said by the resolver), what was made is not flattened and built.
        guard !resolver.budget.isExceeded else {
            diagnostics.append(contentsOf: resolver.diagnostics)
            return JSONNode(.object(JSONObject()), at: location)
        }
        var themeFlat: [String: JSONNode] = [:]
        let themeTokens = MomentumTree.flat(theme, diagnostics: &diagnostics)
        for token in themeTokens { themeFlat[token.name] = token.value }
        var resolved =
            resolver.resolve(components, in: .init(own: components, below: theme, belowFlat: themeFlat))
            ?? .group(MomentumGroup())
        diagnostics.append(contentsOf: resolver.diagnostics)
        guard !resolver.budget.isExceeded else { return JSONNode(.object(JSONObject()), at: location) }
        fixBorders(&resolved, background: target.noBorderIsBackground, diagnostics: &diagnostics)
        var out = JSONObject()
        var groups: [String: Int] = [:]
        for token in MomentumTree.flat(resolved, diagnostics: &diagnostics) {
            var parts = token.name.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
            var state = "normal"
            if let last = parts.last, last.hasPrefix("#") {
                state = String(last.dropFirst())
                parts.removeLast()
                guard states.contains(state) else {
                    diagnostics.report(
                        .invalidName,
                        "'\(last)' is not a UI state theme_generator.js knows (\(states.sorted().map { "#" + $0 }.joined(separator: ", "))); it stops here, so '\(token.name)' is not built.",
                        at: token.at)
                    continue
                }
            }
            if ["macos", "qt", "win-hc"].contains(target.platform ?? ""), state == "active" { state = "checked" }
            guard let value = value(token, diagnostics: &diagnostics) else { continue }
            let base = parts.joined(separator: "-")
            let member = JSONObject.Member(key: state, keyLocation: token.at, value: value)
            if let index = groups[base], var group = out.members[index].value.object {
                group.members.removeAll { $0.key == state }
                group.members.append(member)
                out.members[index].value = JSONNode(.object(group), at: out.members[index].value.location)
            } else {
                groups[base] = out.members.count
                out.members.append(
                    .init(key: base, keyLocation: token.at, value: JSONNode(.object(.init([member])), at: token.at)))
            }
        }
        guard !target.omitThemeTokens else { return JSONNode(.object(out), at: location) }
        for token in themeTokens {
            if token.value.string == "none" {
                diagnostics.report(
                    .ignoredMember,
                    "The theme token '\(token.name)' is 'none': theme_generator.js leaves it out of the theme's tokens (components that refer to it get what their `border` rule gives), so it is not built.",
                    at: token.value.location, cause: "Momentum theme tokens of 'none' are left out")
                continue
            }
            guard let value = value(token, diagnostics: &diagnostics) else { continue }
            out.members.append(.init(key: token.name, keyLocation: token.at, value: value))
        }
        return JSONNode(.object(out), at: location)
    }

    /// The DTCG token for a resolved leaf; nil (reported) when it cannot be built.
    static func value(_ token: MomentumFlatToken, diagnostics: inout Diagnostics) -> JSONNode? {
        guard let text = token.value.string else { return RawTokensConverter.token(token.value) }
        if text.hasPrefix("#") || text.hasPrefix("rgb") {
            return colour(text, token: token, diagnostics: &diagnostics)
        }
        if text == "none" || isStrayColour(text) {
            diagnostics.report(
                .valueNotBuilt,
                text == "none"
                    ? "'\(token.name)' is 'none' where a colour belongs; theme_generator.js passes it on as text, so it is not built. Give it a colour, or leave the token out."
                    : "'\(token.name)' is '\(text)', a colour with stray characters around it; theme_generator.js passes it on as text, so it is not built. Remove the stray characters.",
                at: token.value.location,
                notes: token.value.location == token.at ? [] : [.init("the token is here", at: token.at)],
                cause: text == "none"
                    ? "Momentum colours of 'none' are not built"
                    : "Momentum colours with stray characters are not built")
            return nil
        }
        var node = RawTokensConverter.token(token.value)
        node.location = token.at
        return node
    }

    /// A colour with its `*alpha` opacity applied, as a DTCG colour token.
    static func colour(_ text: String, token: MomentumFlatToken, diagnostics: inout Diagnostics) -> JSONNode? {
        var colourText = Substring(text)
        var factor = 1.0
        if let star = text.firstIndex(of: "*") {
            colourText = text[..<star]
            let alpha = text[text.index(after: star)...]
            guard let parsed = Double(alpha), parsed.isFinite else {
                diagnostics.report(
                    .invalidValue,
                    "The opacity '\(alpha)' of '\(token.name)' is not a number (theme_generator.js would make it NaN); the token is not built. Write one opacity, such as '*0.5'.",
                    at: token.value.location, notes: [.init("the token is here", at: token.at)])
                return nil
            }
            factor = parsed
        }
        let parsed = CSSColorParser.parse(String(colourText))
        if case .failure(let failure) = parsed, failure.code == .limitDepth {
            diagnostics.report(
                .limitDepth, "'\(token.name)' needs a colour here: \(failure.message)", at: token.value.location,
                notes: [.init("the token is here", at: token.at)])
            return nil
        }
        guard case .success(let colour) = parsed, colour.colorSpace == .srgb else {
            diagnostics.report(
                .invalidValue,
                "'\(colourText)' (the value of '\(token.name)') is not a colour theme_generator.js can read; the token is not built.",
                at: token.value.location, notes: [.init("the token is here", at: token.at)])
            return nil
        }
        let at = token.value.location
        let value: JSONNode
        if factor == 1 {
            value = JSONNode(.string(String(colourText)), at: at)
        } else {
            let components = colour.components.map { JSONNode(.number($0 ?? 0), at: at) }
            value = JSONNode(
                .object(
                    JSONObject([
                        .init(key: "colorSpace", keyLocation: at, value: JSONNode(.string("srgb"), at: at)),
                        .init(key: "components", keyLocation: at, value: JSONNode(.array(components), at: at)),
                        .init(key: "alpha", keyLocation: at, value: JSONNode(.number(colour.alpha * factor), at: at)),
                    ])), at: at)
        }
        return JSONNode(
            .object(
                JSONObject([
                    .init(key: "$type", keyLocation: token.at, value: JSONNode(.string("color"), at: token.at)),
                    .init(key: "$value", keyLocation: token.at, value: value),
                ])), at: token.at)
    }

    /// Text that is a colour once quotes and blanks around it are taken away (`'#000000`).
    static func isStrayColour(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "'\"`")))
        guard trimmed != text, !trimmed.isEmpty, case .success = CSSColorParser.parse(trimmed) else { return false }
        return true
    }

    /// The palette's colours with stray characters, reported once (they are not built where used).
    static func reportStrayCharacters(in core: MomentumNode, diagnostics: inout Diagnostics) {
        for token in MomentumTree.flat(core, diagnostics: &diagnostics) {
            guard let text = token.value.string, isStrayColour(text) else { continue }
            diagnostics.report(
                .valueNotBuilt,
                "The palette colour '\(token.name)' is '\(text)', a colour with stray characters around it; theme_generator.js passes it on as text, so no token that uses it is built. Remove the stray characters.",
                at: token.value.location, cause: "Momentum colours with stray characters are not built")
        }
    }
}
