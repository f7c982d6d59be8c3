import Foundation
import Testing

@testable import TokensCore

/// Every token file of four public corpora (Fixtures/corpora) either loads and resolves without
/// an error, or fails with the error its fixture's name announces. The test counts both.
///
/// A unit is one file, except where files are written to be read together: a resolver document
/// stands for every file it `$ref`s, and the folders in `folderUnits` are loaded whole.
@Suite
struct CorpusLoadTests {
    static let corpora = TestSupport.corpora

    /// Where the token files are (the issue's list: Fluent's DTCG files and Radix's json/ only).
    static let roots = [
        "terrazzo-fixtures", "fluentui-token-pipeline/src/demo/w3c", "radix-colors/json", "style-dictionary-fixtures",
    ]

    /// Data files under the roots that are not token documents, with why.
    static let notTokens: [(pattern: String, why: String)] = [
        ("/package.json", "an npm manifest"),
        ("/package-lock.json", "an npm lockfile"),
        ("terrazzo-fixtures/packages/json-schema-tools/", "JSON Schema fixtures of Terrazzo's schema tools"),
        ("get-transforms-mode/want.json", "Terrazzo's expected transform output: a flat map of dotted names"),
        ("get-transforms-resolver/want.json", "Terrazzo's expected transform output: a flat map of dotted names"),
        ("want.listing.json", "Terrazzo's expected token listing (build output)"),
        ("Want.xcassets/", "an Xcode asset catalog: the expected output of Terrazzo's Swift plugin"),
        ("import-figma/get-", "a Figma REST API response: the input of Terrazzo's Figma import"),
        (".topojson", "not a token file type; Style Dictionary uses it to test a custom parser"),
    ]

    /// Folders whose files reference each other and are read as one token folder.
    static let folderUnits = [
        "style-dictionary-fixtures/__tests__/__tokens",
        "style-dictionary-fixtures/examples/basic/tokens",
        "fluentui-token-pipeline/src/demo/w3c",
    ]

    /// Files read side by side as one unit: the collision fixture is a pair.
    static let fileGroups = [
        [
            "style-dictionary-fixtures/__tests__/__json_files/token-collision-1.json",
            "style-dictionary-fixtures/__tests__/__json_files/token-collision-2.json",
        ]
    ]

    /// The error a fixture's name says it fails with (for the collision pair: the warning).
    static func namedFailure(_ path: String) -> DiagnosticCode? {
        let name = FilePath.name(of: path)
        if path.contains("/broken/") { return .unexpectedCharacter }
        if name.hasPrefix("circular") { return .aliasCycle }
        if name.hasPrefix("non_existent") || name.hasPrefix("multiple_reference_errors") { return .missingReference }
        if name.hasPrefix("token-collision") { return .duplicateToken }
        if path.contains("check-invalid/") { return .invalidValue }
        return nil
    }

    /// Units that fail by a rule of ours rather than of their format, with why.
    /// None now: Terrazzo's `mulitiple-outputs` resolver, whose breakpoints.xl and 2xl exist in one
    /// breakpoint context only, loads with a `mode.unknown-token` warning (the other contexts take
    /// the first context's value), as other tools read it.
    static let failsByDesign: [String: (DiagnosticCode, String)] = [:]

    struct Outcome {
        var loaded: [String: Int] = [:]  // unit → tokens in its first mode
        var failedAsNamed: [String] = []
        var failedByDesign: [String] = []
        var unexpected: [String] = []
        var skipped: [String] = []
        var files = 0
    }

    @Test func everyTokenFile_loadsOrFailsAsItsNameSays() throws {
        let outcome = try Self.run()
        #expect(outcome.unexpected.isEmpty, "\(outcome.unexpected.joined(separator: "\n"))")
        #expect(outcome.files == 194)
        #expect(outcome.loaded.count == 95)
        // A regression guard: our own count, first mode of each unit.
        #expect(outcome.loaded.values.reduce(0, +) == 10_069)
        #expect(outcome.failedAsNamed.count == 10)
        #expect(outcome.failedByDesign.isEmpty)
        #expect(outcome.skipped.count == 29)
        // Independent counts from each corpus's NOTES.md (its own Python summary).
        let radix = ["dark", "light", "blackA", "whiteA"].map { outcome.loaded["radix-colors/json/\($0).json"] ?? -1 }
        #expect(radix == [1488, 1488, 24, 24])
        #expect(outcome.loaded["fluentui-token-pipeline/src/demo/w3c"] == 695 + 147)
        #expect(outcome.loaded["terrazzo-fixtures/packages/plugin-css/test/fixtures/yaml/tokens.yaml"] == 118)
    }

    /// The data files under the roots, the ones that are not token documents (with why), and the
    /// units the token documents make.
    static func units() -> (files: [String], skipped: [String], units: [[String]]) {
        var files: [String] = []
        for root in roots {
            let folder = corpora + "/" + root
            for path in TokenSource.visiblePaths(in: folder) ?? [] where isData(path) {
                let relative = String(path.dropFirst(corpora.count + 1))
                if !files.contains(relative) { files.append(relative) }
            }
        }
        files.sort()
        var skipped: [String] = []
        var covered: Set<String> = []
        var units: [[String]] = []
        for file in files {
            if let reason = notTokens.first(where: { file.contains($0.pattern) }) {
                skipped.append("\(file): \(reason.why)")
                covered.insert(file)
            }
        }
        for folder in folderUnits {
            units.append([folder])
            covered.formUnion(files.filter { $0.hasPrefix(folder + "/") })
        }
        for group in fileGroups {
            units.append(group)
            covered.formUnion(group)
        }
        // Resolver documents stand for the files they reference.
        for file in files where !covered.contains(file) {
            guard file.hasSuffix(".json"),
                let root = DocumentStore(root: TokenRoot(folder: "/")).document(at: corpora + "/" + file),
                ResolverDocument.isResolver(root, fileName: FilePath.name(of: file))
            else { continue }
            for reference in Self.fileReferences(in: root) {
                covered.insert(normalized(FilePath.join(FilePath.directory(of: file), reference)))
            }
        }
        for file in files where !covered.contains(file) { units.append([file]) }
        return (files, skipped, units)
    }

    static func run() throws -> Outcome {
        var outcome = Outcome()
        let (files, skipped, units) = Self.units()
        outcome.files = files.count
        outcome.skipped = skipped
        for unit in units {
            let name = unit.count == 1 ? unit[0] : unit.joined(separator: " + ")
            let result = load(unit)
            let errors = Set(result.diagnostics.all.filter { $0.severity == .error }.map(\.code))
            let named = namedFailure(unit[0])
            if let named, errors.subtracting([named]).isEmpty,
                result.diagnostics.all.contains(where: { $0.code == named })
            {
                outcome.failedAsNamed.append(name)
            } else if errors.isEmpty, let count = result.tokens {
                outcome.loaded[name] = count
            } else if let expected = named, errors == [expected] {
                outcome.failedAsNamed.append(name)
            } else if let (expected, _) = failsByDesign[name], errors == [expected] {
                outcome.failedByDesign.append(name)
            } else {
                let first = result.diagnostics.sorted.first { $0.severity == .error }.map { "\($0)" } ?? "no tokens"
                outcome.unexpected.append("\(name): \(first)")
            }
        }
        return outcome
    }

    /// Loads and resolves one unit: a folder, a file, or files read side by side.
    static func load(_ unit: [String]) -> (tokens: Int?, diagnostics: Diagnostics) {
        let paths = unit.map { corpora + "/" + $0 }
        let loaded =
            paths.count == 1
            ? TokenLoader.load(path: paths[0])
            : TokenLoader.load(
                files: paths, folder: FilePath.directory(of: paths[0]),
                root: TokenRoot(folder: FilePath.directory(of: paths[0])), themes: [], format: FormatRules())
        var diagnostics = loaded.diagnostics
        guard let set = loaded.tokenSet, loaded.isComplete else { return (nil, diagnostics) }
        let (resolved, found) = TokenResolver.resolve(set)
        diagnostics.append(contentsOf: found)
        return (diagnostics.hasErrors ? nil : resolved?.modes.first?.tokens.count, diagnostics)
    }

    static func isData(_ path: String) -> Bool {
        [".json", ".json5", ".jsonc", ".yaml", ".yml", ".topojson", ".tokens"].contains { path.hasSuffix($0) }
            && !path.hasSuffix("MANIFEST.txt")
    }

    /// The file parts of every `$ref` in a resolver document.
    static func fileReferences(in node: JSONNode) -> [String] {
        switch node.value {
        case .object(let object):
            var found: [String] = []
            for member in object.members {
                if member.key == "$ref", let text = member.value.string,
                    let file = text.split(separator: "#", omittingEmptySubsequences: false).first, !file.isEmpty
                {
                    found.append(String(file))
                } else {
                    found += fileReferences(in: member.value)
                }
            }
            return found
        case .array(let elements): return elements.flatMap(fileReferences)
        default: return []
        }
    }

    /// `a/./b.json` → `a/b.json`.
    static func normalized(_ path: String) -> String {
        path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
    }
}
