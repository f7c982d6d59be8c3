import Foundation
import Testing

@testable import TokensCore

/// Paths and helpers shared by the tests.
enum TestSupport {
    /// This test folder's `Fixtures/`.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        .path
    /// The package root.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    /// Real token sets from public projects, copied into the fixtures with their licences.
    static let corpora = fixtures + "/corpora"

    /// The DTCG technical reports' examples in the corpora.
    static let specExamples = corpora + "/dtcg-spec/examples"

    /// A fixture's path.
    static func fixture(_ relative: String) -> String { fixtures + "/" + relative }

    /// Writes `files` (name → text) into a fresh temporary folder, inside the test process's
    /// `TemporaryRoot`, and returns its path.
    static func folder(_ files: [String: String]) throws -> String {
        let root = URL(fileURLWithPath: try TemporaryRoot.path("tokens-test"))
        for (name, text) in files {
            let url = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root.path
    }

    /// Loads and resolves `path`.
    static func resolve(
        _ path: String, config: TokensConfig = TokensConfig()
    ) -> (tokens: ResolvedTokenSet?, diagnostics: Diagnostics) {
        let diagnostics = DiagnosticCollector()
        let tokens = BuildPipeline.resolve(path, config: config, diagnostics)
        return (tokens, diagnostics.diagnostics)
    }

    /// Each diagnostic as `code@line:column` (file name dropped), sorted by location.
    static func summary(_ diagnostics: Diagnostics, severity: Severity? = .error) -> [String] {
        diagnostics.sorted.filter { severity == nil || $0.severity == severity }.map { d in
            d.code.rawValue + (d.location.map { "@\($0.line):\($0.column)" } ?? "")
        }
    }

    /// `line:column` of the `occurrence`-th `needle` in `text` (columns in UTF-8 bytes), computed
    /// by plain counting so location tests do not trust the parser they test.
    static func position(of needle: String, in text: String, occurrence: Int = 1) -> String {
        var searchStart = text.startIndex
        var found: Range<String.Index>?
        for _ in 0..<occurrence {
            found = text.range(of: needle, range: searchStart..<text.endIndex)
            searchStart = found?.upperBound ?? text.endIndex
        }
        guard let found else { return "not found: \(needle)" }
        let before = text[..<found.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return "\(line):\(text[lineStart..<found.lowerBound].utf8.count + 1)"
    }

    /// Parses JSON text from a file named `name`.
    static func parse(_ text: String, name: String = "t.json") -> (root: JSONNode?, diagnostics: Diagnostics) {
        JSONParser.parse(Array(text.utf8), file: name, options: JSONParser.options(forFileNamed: name))
    }

    /// The first diagnostic of parsing `bytes`, as `code@line:column`.
    static func parseError(_ bytes: [UInt8], name: String = "t.json") -> String? {
        let (_, diagnostics) = JSONParser.parse(bytes, file: name, options: JSONParser.options(forFileNamed: name))
        return summary(diagnostics).first
    }

    /// The resolved value of `path` in `mode` (default: the first mode).
    static func value(_ set: ResolvedTokenSet?, _ path: String, mode: String? = nil) -> TokenValue? {
        let chosen = mode.flatMap { set?.mode(named: $0) } ?? set?.modes.first
        return chosen?.token(TokenPath(path))?.value
    }
}
