import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-tokens [--target NAME] [tokens build options]`:
/// a full `tokens build` (Swift, colorsets, report) of each named target's `tokens/` folder into
/// `Outputs/` inside that target, where the Swift compiles with the target and the asset catalog is
/// its resource (so the Swift loads colours from `Bundle.module`); without `--target`, the package's
/// own `tokens/` into the package's `Outputs/` (colours from `Bundle.main`, for an app), or else
/// every target that has a `tokens/` folder and does not apply TokensPlugin (which already compiles
/// that target's tokens on every build: `Outputs/` beside them would declare every constant twice).
@main
struct GenerateTokens: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let sources = try Self.sources(context: context, named: names)
        let tool = try context.tool(named: "tokens")
        for source in sources {
            let process = Process()
            process.executableURL = tool.url
            // The folders a target declares before the first run (Outputs/Assets.xcassets, so SwiftPM
            // finds its resource) hold no file to lose: tokens may take them over.
            let takesOver = OutputFolder.holdsOnlyEmptyFolders(source.output) ? ["--force"] : []
            process.arguments =
                ["build", "--tokens", source.folder.path, "--output", source.output.path, "--bundle", source.bundle]
                + takesOver + extractor.remainingArguments
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                Diagnostics.error(
                    "tokens build failed for \(source.name.isEmpty ? "the package" : source.name) (exit \(process.terminationStatus))."
                )
                throw GenerateTokensError.buildFailed
            }
        }
    }

    /// A token folder to build, where its `Outputs/` goes and which bundle its Swift reads colours from.
    struct Source {
        var name: String
        var folder: URL
        var output: URL
        var bundle: String
    }

    /// What to build: the named targets, else the package's own `tokens/`, else every target with
    /// tokens that does not apply TokensPlugin. Refuses (nothing built) a named target that applies
    /// it, and every target when it cannot tell which do.
    static func sources(context: PluginContext, named names: [String]) throws -> [Source] {
        if names.isEmpty, let folder = TokenFolder.find(in: context.package.directoryURL) {
            return [
                Source(
                    name: "", folder: folder, output: context.package.directoryURL.appending(path: "Outputs"),
                    bundle: "main")
            ]
        }
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let withTokens: [Source] = targets.compactMap { target in
            guard let module = target as? SourceModuleTarget, let folder = TokenFolder.find(in: module.directoryURL)
            else { return nil }
            return Source(
                name: module.name, folder: folder, output: module.directoryURL.appending(path: "Outputs"),
                bundle: "module")
        }
        if !names.isEmpty, withTokens.count < names.count {
            let missing = names.filter { name in !withTokens.contains { $0.name == name } }
            Diagnostics.error("\(missing.joined(separator: ", ")) has no tokens/ folder or tokens.config.json.")
            throw GenerateTokensError.nothingToBuild
        }
        guard !withTokens.isEmpty else {
            Diagnostics.error("No target has a tokens/ folder or a tokens.config.json.")
            throw GenerateTokensError.nothingToBuild
        }
        let applying = ManifestPlugins.targets(applying: "TokensPlugin", in: context)
        return try choose(withTokens, applyingPlugin: applying, named: !names.isEmpty)
    }

    /// `candidates` less those that apply TokensPlugin (`applying`; nil when unknown).
    static func choose(_ candidates: [Source], applyingPlugin applying: Set<String>?, named: Bool) throws -> [Source] {
        guard let applying else {
            // Unknown: a target that was generated before (its Outputs/ has tokens' manifest) is one
            // this plugin feeds; any other might apply TokensPlugin, so nothing is built unless named.
            let unproven = candidates.filter {
                !FileManager.default.fileExists(atPath: $0.output.appending(path: ".tokens-manifest").path)
            }
            guard named || unproven.isEmpty else {
                let list = unproven.map(\.name).joined(separator: ", ")
                let generated = candidates.filter { source in !unproven.contains { $0.name == source.name } }
                let names = generated.map(\.name).joined(separator: ", ")
                let before =
                    generated.isEmpty ? "" : " (\(names) \(generated.count == 1 ? "was" : "were") generated before)"
                Diagnostics.error(
                    "generate-tokens could not ask SwiftPM which targets apply TokensPlugin (swift package dump-package failed), so it changed nothing: \(list) \(unproven.count == 1 ? "has" : "have") tokens and no Outputs/ yet, and may apply it. Name each target to write into with --target NAME\(before)."
                )
                throw GenerateTokensError.mightBreakTheBuild
            }
            return candidates
        }
        let refused = candidates.filter { applying.contains($0.name) }
        if named, !refused.isEmpty {
            Diagnostics.error(
                "\(refused.map(\.name).joined(separator: ", ")) applies TokensPlugin, which compiles its tokens on every build; generated Outputs/ beside them would declare every constant twice, so nothing was written. Generate into a target without the plugin, or leave this one to the plugin."
            )
            throw GenerateTokensError.mightBreakTheBuild
        }
        for target in refused {
            print(
                "generate-tokens: skipping \(target.name): it applies TokensPlugin, which compiles its tokens on every build."
            )
        }
        let chosen = candidates.filter { !applying.contains($0.name) }
        guard !chosen.isEmpty else {
            Diagnostics.error(
                "Every target with tokens applies TokensPlugin, which compiles them on every build; there is nothing for generate-tokens to write."
            )
            throw GenerateTokensError.nothingToBuild
        }
        return chosen
    }
}

/// Why generate-tokens stopped; the error before it says what to do.
enum GenerateTokensError: Error, CustomStringConvertible {
    case nothingToBuild, buildFailed, mightBreakTheBuild

    var description: String {
        switch self {
        case .nothingToBuild: "generate-tokens found nothing to build"
        case .buildFailed: "generate-tokens stopped at a failed build"
        case .mightBreakTheBuild: "generate-tokens wrote nothing"
        }
    }
}

/// Which targets apply a plugin, as the manifest says: PackagePlugin's model of a target leaves its
/// plugins out, so this asks SwiftPM (`swift package dump-package`, in a scratch folder of its own
/// so it does not wait for the lock the running `swift package` holds).
enum ManifestPlugins {
    /// The names of the targets that apply `plugin`; nil when SwiftPM could not be asked.
    static func targets(applying plugin: String, in context: PluginContext) -> Set<String>? {
        let process = Process()
        #if os(macOS)
            process.executableURL = URL(fileURLWithPath: "/usr/bin/xcrun")
            process.arguments = ["swift"]
        #else
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swift"]
        #endif
        process.arguments! += [
            "package", "--package-path", context.package.directoryURL.path,
            "--scratch-path", context.pluginWorkDirectoryURL.appending(path: "manifest").path,
            "--manifest-cache", "local", "--disable-sandbox", "dump-package",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let manifest = try? JSONSerialization.jsonObject(with: data) as? [String: Any],  // unreadable: unknown
            let targets = manifest["targets"] as? [[String: Any]]
        else { return nil }
        var names = Set<String>()
        for target in targets {
            let usages = target["pluginUsages"] as? [[String: Any]] ?? []
            let applies = usages.contains { usage in
                (usage["plugin"] as? [Any])?.first as? String == plugin
            }
            if applies, let name = target["name"] as? String { names.insert(name) }
        }
        return names
    }
}

/// What is in a target's `Outputs/` before tokens writes there.
enum OutputFolder {
    /// True when `folder` exists, has no manifest of tokens, and holds folders but no file.
    static func holdsOnlyEmptyFolders(_ folder: URL) -> Bool {
        let manager = FileManager.default
        guard !manager.fileExists(atPath: folder.appending(path: ".tokens-manifest").path),
            let entries = manager.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey])
        else { return false }
        var isEmpty = true
        for case let entry as URL in entries {
            let isFolder = try? entry.resourceValues(forKeys: [.isDirectoryKey]).isDirectory  // unreadable: a file
            if isFolder != true { return false }
            isEmpty = false
        }
        return !isEmpty
    }
}

/// Finding a target's token folder: the same rule as TokensPlugin's (plugins cannot share a library target, so each carries it).
enum TokenFolder {
    static func find(in directory: URL) -> URL? {
        let folder = directory.appending(path: "tokens")
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue {
            return folder
        }
        return FileManager.default.fileExists(atPath: directory.appending(path: "tokens.config.json").path)
            ? directory : nil
    }
}
