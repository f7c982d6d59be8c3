/// The per-file mode convention: `colors.json` holds the base values, `colors.dark.json` the dark
/// mode's, `colors.dark-hc.json` the dark high-contrast mode's (over the dark file).
enum FileModes {
    /// The mode a file name declares: the segment before the extension (and before `.tokens`).
    /// `colors.json` → nil, `colors.dark.json` → "dark", `colors.light-hc.tokens.json` → "light-hc",
    /// and a name that is an appearance on its own: `dark.tokens.json` → "dark". A high-contrast
    /// segment after a light or dark one takes both: `dark.high-contrast.json` → "dark.high-contrast".
    static func mode(ofFileNamed name: String) -> String? {
        var stem = Substring(name)
        for ext in TokenSource.extensions where stem.hasSuffix(ext) {
            stem = stem.dropLast(ext.count)
            break
        }
        if stem.hasSuffix(".tokens") { stem = stem.dropLast(".tokens".count) }
        guard let dot = stem.lastIndex(of: "."), dot != stem.startIndex else {
            // A file named for an appearance alone (`dark.json`, `light.tokens.json`) is that mode's.
            return Mode(String(stem)).appearance != nil ? String(stem) : nil
        }
        let mode = stem[stem.index(after: dot)...]
        guard !mode.isEmpty else { return nil }
        // `dark.high-contrast`: the last segment says high contrast, the one before it the appearance.
        let before = stem[..<dot]
        let previous = before.lastIndex(of: ".").map { before[before.index(after: $0)...] } ?? before
        if Appearance(modeName: String(mode)) == .lightHighContrast, !previous.isEmpty,
            let plain = Appearance(modeName: String(previous)), !plain.isHighContrast
        {
            return previous + "." + mode
        }
        return String(mode)
    }

    /// The modes to build from the mode names files and `$extensions.mode` declare.
    /// With no names: one `default` mode. When the names include a dark appearance but no light
    /// one, the base files are the `light` mode; when they include no appearance, the base is `default`.
    /// Without base files (`dark.json` alone), the declared modes are all there is.
    static func modes(declared names: Set<String>, hasBase: Bool = true) -> (modes: [Mode], baseMode: Mode?) {
        guard !names.isEmpty else { return ([.default], .default) }
        var modes = names.map(Mode.init)
        let appearances = Set(modes.compactMap(\.appearance))
        var base: Mode?
        if hasBase, !appearances.contains(.light) {
            base = appearances.isEmpty ? .default : Mode("light")
            modes.append(base ?? .default)
        }
        return (modes.sorted(), base)
    }

    /// The declared mode names whose values apply in `mode`, in layering order: a high-contrast
    /// mode first takes the values of its plain appearance (dark-hc over dark), as Apple falls back.
    /// A look's mode (`wireframe`, see `Looks`) first takes the values of the appearance it is built in.
    static func layers(for mode: Mode, among modes: [Mode], looks: [Looks.Look] = []) -> [String] {
        if let under = Looks.fallback(for: mode.name, looks: looks, among: modes.map(\.name)) {
            return [under, mode.name]
        }
        guard let appearance = mode.appearance, appearance.isHighContrast else { return [mode.name] }
        let plain: Appearance = appearance.isDark ? .dark : .light
        let fallback = modes.first { $0.appearance == plain }.map { [$0.name] } ?? []
        return fallback + [mode.name]
    }
}
