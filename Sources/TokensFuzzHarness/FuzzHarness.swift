import Foundation
import TokensCore

/// One input through one part of the pipeline, for `make fuzz` (libFuzzer calls it with every
/// input it makes) and for the tests (which replay the seeds and every crash found as a fixture).
/// A run passes when it returns: any crash, trap or sanitizer report is the finding.
public enum FuzzHarness {
    /// The parts that can be fuzzed.
    public enum Target: String, CaseIterable, Sendable {
        /// The strict JSON parser.
        case json
        /// The JSON5 and JSONC parser.
        case json5
        /// The YAML reader.
        case yaml
        /// A DTCG token file, loaded and resolved.
        case dtcg
        /// A Tokens Studio file, loaded and resolved.
        case studio
        /// A token file through the whole build in memory: load, resolve, audit, every emitter.
        case build
        /// Text in every context of generated Swift: the code must be what plain text gives.
        case swift
        /// A colour's text: CSS colour functions, relative colours and their `calc()`, `light-dark()`.
        case css
        /// A value's `var(--name)`s read as aliases, in a Style Dictionary file, resolved.
        case `var`
        /// A Momentum theme's data file in a Momentum folder, loaded and resolved.
        case momentum
        /// A JavaScript token module's text, read as its object literal.
        case js
    }

    /// Runs `bytes` through `target`, then checks what every successful stage promises.
    public static func run(_ target: Target, _ bytes: [UInt8], in folder: String) {
        switch target {
        case .json: _ = JSONParser.parse(bytes, file: "input.json", options: .strict)
        case .json5:
            _ = JSONParser.parse(
                bytes, file: "input.json5", options: JSONParser.Options(isLenient: true, isJSON5: true))
        case .yaml: _ = YAMLParser.parse(bytes, file: "input.yaml")
        case .dtcg: resolve(bytes, in: folder, format: .dtcg)
        case .studio: resolve(bytes, in: folder, format: .tokensStudio)
        case .build: build(bytes, in: folder)
        case .swift: swiftText(bytes, in: folder)
        case .css: colourText(bytes)
        case .var: cssVariables(bytes, in: folder)
        case .momentum: momentum(bytes, in: folder)
        case .js: jsModule(bytes)
        }
    }

    /// The token file of a fuzz run: one file in `folder`, replaced each time.
    static func write(_ bytes: [UInt8], in folder: String) -> String? {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: folder + "/tokens.json"))
            return folder
        } catch {
            return nil  // a folder that cannot be written is the fuzzer's setup, not a finding
        }
    }

    static func resolve(_ bytes: [UInt8], in folder: String, format: TokenFormat) {
        guard let folder = write(bytes, in: folder) else { return }
        var config = TokensConfig()
        config.format = FormatRules(every: format)
        resolve(folder, config: config)
    }

    /// Resolves the token folder `folder`: tokens come back exactly when no error was said.
    @discardableResult
    static func resolve(_ folder: String, config: TokensConfig) -> ResolvedTokenSet? {
        let diagnostics = DiagnosticCollector()
        let tokens = BuildPipeline.resolve(folder, config: config, diagnostics)
        // Tokens come back only without errors.
        precondition(tokens == nil || !diagnostics.hasErrors, "resolved tokens despite errors")
        precondition(!diagnostics.hasErrors || tokens == nil, "errors but tokens")
        return tokens
    }

    static func build(_ bytes: [UInt8], in folder: String) {
        guard let folder = write(bytes, in: folder) else { return }
        let diagnostics = DiagnosticCollector()
        let options = BuildOptions(
            tokens: folder, config: TokensConfig(), audit: .report, today: "2026-11-22",
            emitters: BuildPipeline.emitters)
        guard case .built(let summary) = BuildPipeline(options).run(diagnostics) else { return }
        precondition(!diagnostics.hasErrors, "a build with errors produced files")
        for file in summary.files { _ = file.contents }
    }
}
