import Foundation
import Testing

@testable import TokensCore

/// Checks the rule that every value the build reads reaches an output or a message: each token of
/// the base mode is a Swift constant; each value another mode changes is a colorset appearance (a
/// colour in an appearance mode), an appearance of the constant's `TokenAppearances` (another value
/// in an appearance mode, unless it equals what that appearance falls back to), or a Swift variant
/// (a mode with no appearance); else a diagnostic is located at the token.
/// Built from the generated files themselves, not from the emitters' own bookkeeping.
enum OutputCoverage {
    struct Report {
        var constants = 0
        var colorsets = 0
        /// `mode path: why` for each value that reached neither an output nor a message.
        var lost: [String] = []
    }

    static func check(
        _ tokens: ResolvedTokenSet, config: BuildConfig, files: [GeneratedFile], diagnostics: Diagnostics
    ) -> Report {
        var report = Report()
        let declarations = SwiftSymbols.declarations(in: files)
        let declared = Set(declarations.keys)
        report.constants = declared.filter { !$0.contains(".Values.") && !$0.hasPrefix("TokenColor.") }.count
        let colorsets = Dictionary(
            uniqueKeysWithValues: files.filter { $0.path.hasSuffix(".colorset/Contents.json") }.map {
                (
                    String($0.path.dropFirst("Assets.xcassets/".count).dropLast(".colorset/Contents.json".count)),
                    $0.contents
                )
            })
        report.colorsets = colorsets.count
        var said = Set<TokensCore.SourceLocation>()
        for diagnostic in diagnostics.all {
            if let location = diagnostic.location { said.insert(location) }
            for note in diagnostic.notes { if let location = note.location { said.insert(location) } }
        }
        guard let modes = AppearanceModes(tokens) else { return report }
        let naming = SwiftNaming(config: config)
        let adaptive: [Mode: Appearance] = Dictionary(
            uniqueKeysWithValues: [
                (modes.dark, Appearance.dark), (modes.highContrast, .lightHighContrast),
                (modes.darkHighContrast, .darkHighContrast),
            ].compactMap { pair in pair.0.map { ($0.mode, pair.1) } })
        for token in modes.any.tokens where !said.contains(token.location) {
            let name = naming.name(of: token, names: token.path.components)
            let full = (name.namespace + [name.identifier.trimmingBackticks]).joined(separator: ".")
            if !declared.contains(full) { report.lost.append("\(modes.any.mode) \(token.path): no constant \(full)") }
        }
        for mode in tokens.modes where mode.mode != modes.any.mode {
            for (index, token) in mode.tokens.enumerated() where !said.contains(token.location) {
                guard let base = modes.any.value(token.path, near: index), base != token.value else { continue }
                let name = naming.name(of: token, names: token.path.components)
                if case .color = token.value, let appearance = adaptive[mode.mode] {
                    let colorset = ColorsetEmitter.name(of: token.path, config: config)
                    let entries = colorsets[colorset].map(appearances) ?? []
                    if config.colorSource == .assetCatalog, !entries.contains(key(appearance)) {
                        report.lost.append("\(mode.mode) \(token.path): colorset \(colorset) has no \(key(appearance))")
                    }
                    continue
                }
                if let appearance = adaptive[mode.mode] {
                    let full = (name.namespace + [name.identifier.trimmingBackticks]).joined(separator: ".")
                    // Apple's fallback, written here: dark high contrast → dark → light high contrast →
                    // any; the others → any.
                    let fallbackMode =
                        appearance == .darkHighContrast ? modes.dark ?? modes.highContrast ?? modes.any : modes.any
                    if fallbackMode.value(token.path) == token.value { continue }
                    let label =
                        [
                            "dark": "dark:", "lightHighContrast": "highContrast:",
                            "darkHighContrast": "darkHighContrast:",
                        ][
                            appearance.rawValue] ?? "?"
                    let values = (name.namespace + ["Values", name.identifier.trimmingBackticks]).joined(separator: ".")
                    let text = (declarations[full] ?? "") + (declarations[values] ?? "")
                    if !(text.contains("TokenAppearances") && text.contains(label)) {
                        report.lost.append("\(mode.mode) \(token.path): \(full) has no \(label) appearance")
                    }
                    continue
                }
                let variant = SwiftEmitter.variantName(mode.mode)
                let namespace =
                    name.namespace == ["Color"]
                    ? [SwiftEmitter.variantsNamespace, variant] : name.namespace + [variant]
                let full = (namespace + [name.identifier.trimmingBackticks]).joined(separator: ".")
                if !declared.contains(full) { report.lost.append("\(mode.mode) \(token.path): no variant \(full)") }
            }
        }
        return report
    }

    /// How a colorset entry names an appearance.
    static func key(_ appearance: Appearance) -> String {
        switch appearance {
        case .light: return ""
        case .dark: return "luminosity=dark"
        case .lightHighContrast: return "contrast=high"
        case .darkHighContrast: return "luminosity=dark,contrast=high"
        }
    }

    /// The appearances a colorset's entries are for, as `key` writes them.
    static func appearances(_ bytes: [UInt8]) -> [String] {
        (try? CompoundParityTests.entries(bytes).map(\.appearance)) ?? []  // unreadable JSON: no entries
    }
}
