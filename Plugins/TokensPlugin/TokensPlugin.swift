import Foundation
import PackagePlugin

/// Build-tool plugin: for a target with a `tokens/` folder (or a `tokens.config.json`) among its
/// files, runs `tokens swift` to audit the tokens and generate the constants into the plugin work
/// directory. Inputs are every file of the token folder, so SwiftPM and Xcode rerun it only when
/// one changes; token errors and audit findings are printed as `path:line:column: error|warning:`
/// lines, which both show on the token file's line. `SOURCE_DATE_EPOCH` reaches the tool, which
/// takes it as today for waivers. A target that also compiles the Swift `generate-tokens` wrote into
/// its `Outputs/` is stopped with one clear error, before the compiler finds every constant twice.
@main
struct TokensPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget, let tokens = TokenFolder.find(in: target.directoryURL) else {
            return []
        }
        let outputs = target.directoryURL.appending(path: "Outputs")
        if FileManager.default.fileExists(atPath: outputs.appending(path: ".tokens-manifest").path),
            target.sourceFiles(withSuffix: "swift").contains(where: { $0.url.path.hasPrefix(outputs.path + "/") })
        {
            Diagnostics.error(
                "\(target.name) applies TokensPlugin and also compiles \(outputs.path)/Swift, which generate-tokens wrote: every constant would be declared twice. Delete that Outputs/ folder (the plugin makes the Swift on every build), or stop applying TokensPlugin to \(target.name) and keep Outputs/."
            )
            throw TokensPluginError.generatedTwice
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedTokens.swift")
        return [
            .buildCommand(
                displayName: "Generating design tokens for \(target.name)",
                executable: try context.tool(named: "tokens").url,
                arguments: ["swift", "--tokens", tokens.path, "--output", output.path],
                environment: ProcessInfo.processInfo.environment.filter { $0.key == "SOURCE_DATE_EPOCH" },
                inputFiles: TokenFolder.files(in: tokens),
                outputFiles: [output])
        ]
    }
}

/// Why the plugin stopped the build; the error before it says what to do.
enum TokensPluginError: Error, CustomStringConvertible {
    case generatedTwice

    var description: String { "TokensPlugin stopped the build" }
}

/// Finding a target's token folder and its files.
enum TokenFolder {
    /// `<target>/tokens`, or the target folder itself when it holds a `tokens.config.json`.
    static func find(in directory: URL) -> URL? {
        let folder = directory.appending(path: "tokens")
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue {
            return folder
        }
        return FileManager.default.fileExists(atPath: directory.appending(path: "tokens.config.json").path)
            ? directory : nil
    }

    /// Every regular file under `folder`, sorted (the plugin's declared inputs).
    static func files(in folder: URL) -> [URL] {
        guard
            let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [] }
        return enumerator.compactMap { $0 as? URL }
            .filter { url in
                let values = try? url.resourceValues(forKeys: [.isRegularFileKey])  // unreadable: not an input
                return values?.isRegularFile == true
            }
            .sorted { $0.path < $1.path }
    }
}
