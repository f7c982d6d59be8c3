import Foundation

/// Modes that are a whole alternative look rather than an appearance or a variant of one: a
/// Spectrum set key, a Tokens Studio theme of the group that gives the modes, or a file named
/// like the mode files beside it (`wireframe.json` beside `light.json` and `dark.json`), whose
/// name says no appearance and qualifies none (`wireframe`; `dark-dimmed`, `light-colorblind` and
/// `dimmed` qualify an appearance and stay Swift variants). When modes that say an appearance sit
/// beside such a mode, each look is a brand on the brand axis (`--brand wireframe`,
/// `Outputs/wireframe/`) and the modes that say an appearance are the brand `default`. A look is
/// built in the light appearance, and in the dark one when a mode of its name says dark
/// (`wireframe-dark`); every token it does not define keeps the default brand's value in that
/// appearance (see `FileModes.layers` and `LoadSession.modesFromThemes`).
enum Looks {
    /// The name of the brand the appearance modes make.
    static let defaultBrand = "default"

    /// Words that qualify an appearance or say a degree of one (`dark-dimmed`, `light-colorblind`,
    /// Spectrum 1's `darkest`): a mode named by them is a variant of an appearance, never a look.
    static let qualifierWords: Set<String> = [
        "dim", "dimmed", "soft", "low", "reduced", "less", "colorblind", "colourblind", "protanopia", "deuteranopia",
        "tritanopia", "achromatopsia", "darkest", "darker", "lightest", "lighter",
    ]

    /// Words that say an appearance.
    static let appearanceWords: Set<String> = [
        "light", "dark", "day", "night", "lightmode", "darkmode", "hc", "contrast", "highcontrast", "increasedcontrast",
        "morecontrast",
    ]

    /// A look and its modes, each with the appearance it is built in.
    struct Look: Equatable {
        var name: String
        var modes: [String: Appearance]
    }

    /// The looks among `axes`, each the mode names that are alternatives of one thing (a colour
    /// set's keys, one token's modes, the files that differ only by their mode, a theme group). An
    /// axis has looks only when one of its modes says an appearance: the modes of unrelated axes
    /// (`Rounded`, `XS` beside `Light` and `Dark`) are never looks.
    static func looks(axes: [[String]]) -> [Look] {
        var looks: [Look] = []
        for names in axes where names.contains(where: { Appearance(modeName: $0) != nil }) {
            for look in Self.looks(names) {
                if let index = looks.firstIndex(where: { $0.name == look.name }) {
                    looks[index].modes.merge(look.modes) { first, _ in first }
                } else {
                    looks.append(look)
                }
            }
        }
        return looks
    }

    /// The looks among the mode names of one axis.
    static func looks(_ names: [String]) -> [Look] {
        guard names.contains(where: { Appearance(modeName: $0) != nil }) else { return [] }
        var looks: [Look] = []
        for name in names where isLook(name) {
            var look = Look(name: name, modes: [name: .light])
            let key = lookWords(name)
            for other in names where other != name && lookWords(other) == key {
                let words = Appearance.words(of: other)
                guard !words.contains(where: qualifierWords.contains) else { continue }
                let said = Appearance(modeName: words.filter(appearanceWords.contains).joined(separator: "-"))
                if let said, !said.isHighContrast { look.modes[other] = said }
            }
            // One mode per appearance: a second light (`wireframe` and `wireframe-light`) is left out of the look.
            if Set(look.modes.values).count < look.modes.count { look.modes = [name: .light] }
            looks.append(look)
        }
        return looks
    }

    /// True when `name` says no appearance and qualifies none, and is not the base (`default`).
    static func isLook(_ name: String) -> Bool {
        let words = Appearance.words(of: name)
        guard !words.isEmpty, Appearance(modeName: name) == nil else { return false }
        // A word that runs an appearance's into another (`middark`, `midlight`) qualifies it too.
        let saysAppearance = { (word: String) in
            appearanceWords.contains(word) || ["light", "dark"].contains { word.hasPrefix($0) || word.hasSuffix($0) }
        }
        return !words.contains { saysAppearance($0) || qualifierWords.contains($0) }
            && !words.allSatisfy { ["default", "base"].contains($0) }
    }

    /// The words of a name that are no appearance word: `Wireframe Dark` → `wireframe`.
    static func lookWords(_ name: String) -> [String] {
        Appearance.words(of: name).filter { !appearanceWords.contains($0) }
    }

    /// The mode a look's mode takes the tokens it does not define from: the mode of its appearance
    /// that is no look's (`wireframe` → `light`); nil for a mode of no look.
    static func fallback(for mode: String, looks: [Look], among names: [String]) -> String? {
        guard let appearance = looks.lazy.compactMap({ $0.modes[mode] }).first else { return nil }
        let looking = Set(looks.flatMap(\.modes.keys))
        return names.first { !looking.contains($0) && Appearance(modeName: $0) == appearance }
    }

    /// The modes of the brand `chosen` (nil: the default), with the brands there are; nil (with
    /// an error) when `chosen` is none of them. `modes` unchanged and no brands when there is no look.
    static func brand(
        _ modes: [TokenSet.ModeDefinitions], looks: [Look], chosen: String?, diagnostics: inout Diagnostics
    ) -> (modes: [TokenSet.ModeDefinitions], brands: [String], built: String?)? {
        let names = Set(modes.map(\.mode.name))
        let looks = looks.filter { names.contains($0.name) }
        guard !looks.isEmpty else { return (modes, [], nil) }
        var selection = BrandSelection(names: [defaultBrand] + looks.map(\.name))
        guard let built = selection.choose(chosen, diagnostics: &diagnostics) else { return nil }
        let looking = Set(looks.flatMap(\.modes.keys))
        guard let look = looks.first(where: { $0.name == built }) else {
            return (modes.filter { !looking.contains($0.mode.name) }, selection.names, built)
        }
        var chosenModes: [TokenSet.ModeDefinitions] = []
        for var mode in modes {
            guard let appearance = look.modes[mode.mode.name] else { continue }
            mode.mode = Mode(mode.mode.name, appearance: appearance)
            chosenModes.append(mode)
        }
        return (chosenModes.sorted { $0.mode < $1.mode }, selection.names, built)
    }
}

extension LoadSession {
    /// The axes of the modes `documents` declare (see `Looks.looks(axes:)`): the modes each token
    /// has values for, and the modes of files whose paths (`paths`, in order) differ only by
    /// their mode (`theme/light.json`, `theme/wireframe.json`). Only axes that may hold a look.
    static func modeAxes(_ documents: [(mode: String?, document: FlatDocument)], paths: [String]) -> [[String]] {
        var axes = Set<[String]>()
        for entry in documents {
            let names = entry.document.modeValues.keys.sorted()
            guard names.count > 1, names.contains(where: Looks.isLook) else { continue }
            var modes: [TokenPath: UInt64] = [:]
            for (index, name) in names.prefix(64).enumerated() {
                for path in (entry.document.modeValues[name] ?? [:]).keys { modes[path, default: 0] |= 1 << index }
            }
            // A look is a whole theme: it has a value in at least half the tokens that have an
            // appearance's. One token's stray key (Terrazzo's fixture gives `black` a `white`
            // mode its group's `modes` do not list) is no look, and stays a Swift variant.
            let appearances = names.prefix(64).enumerated().reduce(UInt64(0)) {
                Appearance(modeName: $1.element) != nil ? $0 | 1 << $1.offset : $0
            }
            let themed = modes.values.filter { $0 & appearances != 0 }.count
            var strays = UInt64(0)
            for (index, name) in names.prefix(64).enumerated() where Looks.isLook(name) {
                let count = modes.values.filter { $0 & appearances != 0 && $0 & (1 << index) != 0 }.count
                if count * 2 < themed { strays |= 1 << index }
            }
            for mask in Set(modes.values.map { $0 & ~strays }) {
                axes.insert(names.prefix(64).enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element))
            }
        }
        // Files: the tokens each mode's files define, by the path with the mode as `*`.
        var files: [String: [String: Set<TokenPath>]] = [:]
        for (entry, path) in zip(documents, paths) {
            guard let mode = entry.mode, let range = path.range(of: mode, options: .backwards) else { continue }
            files[path.replacingCharacters(in: range, with: "*"), default: [:]][mode, default: []].formUnion(
                entry.document.tokens.map(\.path))
        }
        for modes in files.values where modes.count > 1 && modes.keys.contains(where: Looks.isLook) {
            // A look restyles what the appearances' files style: it defines at least half their
            // tokens (Codex's `modes/large.json`, font sizes beside `modes/dark.json`'s colours, is
            // no look: it stays a Swift variant).
            let styled = modes.filter { Appearance(modeName: $0.key) != nil }.values.reduce(Set()) { $0.union($1) }
            let kept = modes.filter { name, tokens in
                !Looks.isLook(name) || tokens.intersection(styled).count * 2 >= styled.count
            }
            if kept.count > 1 { axes.insert(kept.keys.sorted()) }
        }
        return axes.sorted { $0.joined(separator: "\n") < $1.joined(separator: "\n") }
    }
}
