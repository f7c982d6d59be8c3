/// The modes of one build against `Limits.modes`, and the token values layered into them (every
/// set counted in every mode it is layered into) against `Limits.modeValues`: each way of making
/// modes (Tokens Studio themes, a resolver, mode files, Momentum themes) asks before it builds.
/// Each mode is a copy of its tokens, so themes × sets and modes × tokens are what memory and
/// time grow with.
struct ModeLimits {
    private var values = Budget(limit: Limits.modeValues)

    /// True when `count` modes may be built; else `limit.modes` at `location` (where the first
    /// mode past the limit is declared), `what` saying where the modes come from and `fix` how
    /// to make fewer.
    static func admit(
        _ count: Int, what: String, fix: String, at location: @autoclosure () -> SourceLocation?,
        diagnostics: inout Diagnostics
    ) -> Bool {
        guard count > Limits.modes else { return true }
        diagnostics.report(
            .limitModes, "\(what) make \(count) modes; tokens builds at most \(Limits.modes). \(fix)", at: location())
        return false
    }

    /// True while `count` more token values layered into `mode` fit; else `limit.expansion` at
    /// `location` (said once: every later layer is refused too).
    mutating func layer(
        _ count: Int, into mode: String, at location: @autoclosure () -> SourceLocation?,
        diagnostics: inout Diagnostics
    ) -> Bool {
        guard !values.isExceeded else { return false }
        guard values.spend(count) else {
            diagnostics.report(
                .limitExpansion,
                "With mode '\(mode)', the sets layered into this build's modes hold more than \(values.limit) token values (each set counted in every mode it is layered into); tokens stops there. Build fewer modes, or layer fewer sets into each.",
                at: location())
            return false
        }
        return true
    }
}

extension LoadSession {
    /// True when the modes `modes` of the files `documents` (each of `files`) fit the limits; else
    /// what went over is reported where the first mode past it is declared.
    static func fileModesFit(
        _ modes: [Mode], documents: [(mode: String?, document: FlatDocument)], files: [String],
        diagnostics: inout Diagnostics
    ) -> Bool {
        func declaration(from start: Int) -> SourceLocation? {
            for mode in modes[start...] {
                if let index = documents.firstIndex(where: { $0.mode == mode.name }) {
                    return SourceLocation(file: files[index], line: 1, column: 1)
                }
                let values = documents.compactMap { $0.document.modeValues[mode.name]?.values.map(\.location).min() }
                if let first = values.min() { return first }
            }
            return nil
        }
        guard
            ModeLimits.admit(
                modes.count, what: "The mode names of file names and $extensions.mode values",
                fix: "Give fewer files and values a mode of their own, or split the folder into one per product.",
                at: declaration(from: min(Limits.modes, modes.count - 1)), diagnostics: &diagnostics)
        else { return false }
        // Each mode is the base files' tokens with its own files' layered over them.
        let base = documents.reduce(0) { $0 + ($1.mode == nil ? $1.document.tokens.count : 0) }
        var own: [String: Int] = [:]
        for entry in documents { if let mode = entry.mode { own[mode, default: 0] += entry.document.tokens.count } }
        var limits = ModeLimits()
        for (index, mode) in modes.enumerated() {
            let layered = FileModes.layers(for: mode, among: modes).reduce(base) { $0 + (own[$1] ?? 0) }
            guard limits.layer(layered, into: mode.name, at: declaration(from: index), diagnostics: &diagnostics)
            else { return false }
        }
        return true
    }
}
