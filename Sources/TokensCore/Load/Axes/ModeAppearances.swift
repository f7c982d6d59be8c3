/// Which mode is which Apple appearance, decided in one place after loading: each mode's name says
/// it (`Appearance(modeName:)`), the config's `modes` mapping overrides that, and then no two
/// modes may claim one appearance and no mode is left out without a word.
enum ModeAppearances {
    /// What a `modes` entry may say: an appearance, or `none`.
    static let choices = Appearance.allCases.map(\.rawValue) + ["none"]

    /// Applies `mapping` to `set`'s modes (re-sorting them) and reports what cannot be built as
    /// the modes say: two modes with one appearance (an error), modes no colorset carries (a note
    /// each: Swift builds them as variants), or no mode that says an appearance (a warning).
    static func assign(
        _ set: inout TokenSet, mapping: [String: Appearance?], at location: SourceLocation?
    ) -> Diagnostics {
        var diagnostics = Diagnostics()
        let names = set.modes.map(\.mode.name)
        for name in mapping.keys.sorted() where !names.contains(name) {
            diagnostics.report(
                .configNoMatch,
                "modes names '\(name)', which is no mode of these tokens; the modes are \(names.joined(separator: ", ")).",
                at: location)
        }
        for index in set.modes.indices {
            let mode = set.modes[index].mode
            if let mapped = mapping[mode.name] { set.modes[index].mode = Mode(mode.name, appearance: mapped) }
        }
        set.modes.sort { $0.mode < $1.mode }
        var demoted: Set<String> = []
        for appearance in Appearance.allCases {
            let claiming = set.modes.map(\.mode).filter { $0.appearance == appearance }.map(\.name)
            guard claiming.count > 1 else { continue }
            // The config said it twice: only the person who wrote it can say which.
            guard claiming.allSatisfy({ mapping[$0] == nil }) else {
                diagnostics.report(
                    .ambiguousAppearance,
                    "Modes \(quoted(claiming)) all say \(appearance.rawValue); a colorset has one \(appearance.rawValue) value per colour. Say which is which under \"modes\" in the config (another appearance, or \"none\").",
                    at: location)
                continue
            }
            // Names alone (a resolver's `dark-default` and `dark-slim`, two brands' `Light`): the
            // plainest name is the appearance, the others Swift variants, and a warning says so.
            let chosen = preferred(claiming, defaults: set.defaultModes)
            let others = claiming.filter { $0 != chosen }
            for index in set.modes.indices where others.contains(set.modes[index].mode.name) {
                set.modes[index].mode = Mode(set.modes[index].mode.name, appearance: nil)
            }
            demoted.formUnion(others)
            diagnostics.report(
                Diagnostic(
                    .ambiguousAppearance,
                    "Modes \(quoted(claiming)) all say \(appearance.rawValue), and a colorset has one \(appearance.rawValue) value per colour: '\(chosen)' is \(appearance.rawValue), and \(quoted(others)) \(others.count == 1 ? "is a Swift variant" : "are Swift variants") (\(others.map { SwiftEmitter.variantName(Mode($0)) }.joined(separator: ", "))). Say which is which under \"modes\" in the config to choose otherwise.",
                    at: location, severity: .warning))
        }
        set.modes.sort { $0.mode < $1.mode }
        let modes = set.modes.map(\.mode)
        // Said when a name is not plainly its appearance ('🌞 Brand Light', a mode the config maps).
        if modes.contains(where: {
            $0.appearance != nil && ($0.appearance != Appearance(modeName: $0.name) || !Appearance.isPlainName($0.name))
        }) {
            let said = modes.map { "'\($0.name)' is \($0.appearance?.rawValue ?? "no appearance")" }
            diagnostics.report(
                Diagnostic(.modeAppearances, "Modes: \(said.joined(separator: ", ")).", at: nil, severity: .note))
        }
        let others = modes.filter { $0.appearance == nil }
        if modes.contains(where: { $0.appearance != nil }) {
            for mode in others where !demoted.contains(mode.name) {
                diagnostics.report(
                    Diagnostic(
                        .noAppearance,
                        "Mode '\(mode.name)' is no Apple appearance: colorsets carry light, dark and their increased-contrast versions only, so its values are built in Swift as the variant \(SwiftEmitter.variantName(mode)) of each namespace (fixed values where they differ from the base mode's), and shown in `tokens resolve` and the report. Map it to an appearance under \"modes\" in the config to build it into colorsets.",
                        at: location, severity: .note))
            }
        } else if others.count > 1 {
            diagnostics.report(
                .noAppearance,
                "No mode says an Apple appearance (\(quoted(others.map(\.name)))): colorsets use '\(others[0].name)' for every appearance, and the others are Swift variants of fixed values (\(others.dropFirst().map { SwiftEmitter.variantName($0) }.joined(separator: ", "))). Say which is light and which dark under \"modes\" in the config.",
                at: location)
        }
        return diagnostics
    }

    /// Of modes that say one appearance by name, the one that is it: a name that is plainly the
    /// appearance (`dark`), else one with the word `default` or `base` (`dark-default`) or that is
    /// one of `defaults` (a Figma collection's default mode: `sds_light` beside `brand_b_light`),
    /// else the first.
    static func preferred(_ names: [String], defaults: Set<String> = []) -> String {
        if let plain = names.first(where: Appearance.isPlainName) { return plain }
        if let chosen = names.first(where: defaults.contains) { return chosen }
        let defaults: Set<String> = ["default", "base"]
        if let named = names.first(where: { name in
            name.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).contains {
                defaults.contains(String($0))
            }
        }) {
            return named
        }
        return names[0]
    }

    static func quoted(_ names: [String]) -> String { names.map { "'\($0)'" }.joined(separator: ", ") }
}
