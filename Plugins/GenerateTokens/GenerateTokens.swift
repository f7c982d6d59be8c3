import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-tokens [--target NAME] [tokens build options]`:
/// a full `tokens build` (Swift, colorsets, report) of each named target's `tokens/` folder into
/// `Outputs/` inside that target, where the Swift compiles with the target and the asset catalog is
/// its resource (so the Swift loads colours from `Bundle.module`); without `--target`, the package's
/// own `tokens/` into the package's `Outputs/` (colours from `Bundle.main`, for an app), or else
/// every target that has a `tokens/` folder.
@main
struct GenerateTokens: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        var sources: [(name: String, folder: URL, output: URL, bundle: String)] = []
        if names.isEmpty, let folder = TokenFolder.find(in: context.package.directoryURL) {
            sources = [("", folder, context.package.directoryURL.appending(path: "Outputs"), "main")]
        } else {
            sources = targets.compactMap { target in
                guard let module = target as? SourceModuleTarget, let folder = TokenFolder.find(in: module.directoryURL)
                else { return nil }
                return (module.name, folder, module.directoryURL.appending(path: "Outputs"), "module")
            }
        }
        guard !sources.isEmpty else {
            Diagnostics.error("No target has a tokens/ folder or a tokens.config.json.")
            throw GenerateTokensError.nothingToBuild
        }
        let tool = try context.tool(named: "tokens")
        for source in sources {
            let process = Process()
            process.executableURL = tool.url
            process.arguments =
                ["build", "--tokens", source.folder.path, "--output", source.output.path, "--bundle", source.bundle]
                + extractor.remainingArguments
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
}

enum GenerateTokensError: Error { case nothingToBuild, buildFailed }

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
