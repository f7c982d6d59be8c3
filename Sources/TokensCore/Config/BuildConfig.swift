/// The `swift` and `colorsets` sections of `tokens.config.json`.
public struct BuildConfig: Sendable {
    /// Where constants go: the longest matching path prefix names the Swift namespace
    /// (`"color": "InsightColors"`, `"size.icon": "DesignTokens.IconSize"`). Tokens no prefix covers
    /// go to `DesignTokens.<FirstName>`.
    public var namespaces: [String: String] = [:]
    /// `public` or `internal`.
    public var accessLevel = "public"
    /// Where SwiftUI and UIKit colours come from: the generated asset catalog by name, or the
    /// token values themselves (no catalog needed).
    public var colorSource = ColorSource.assetCatalog

    /// The two ways generated code makes colours.
    public enum ColorSource: String, Sendable, CaseIterable { case assetCatalog, inline }
    /// Asset-catalog names by token path, where the default (camelCase of the path without its
    /// leading `color` group) is not the name the app loads.
    public var colorsetNames: [String: String] = [:]
    /// The colour token written as `AccentColor.colorset`.
    public var accentColor: String?
    /// Where the `swift` section is written, for located errors.
    public var location: SourceLocation?

    /// The defaults.
    public init() {}
}

extension ConfigLoader {
    mutating func readSwift(_ object: JSONObject, into build: inout BuildConfig) {
        checkKeys(object, allowed: ["namespaces", "accessLevel", "colors"], in: "swift")
        if let colors = object["colors"] {
            guard let source = colors.string.flatMap(BuildConfig.ColorSource.init(rawValue:)) else {
                report(.configInvalidValue, "\"colors\" must be \"assetCatalog\" or \"inline\".", colors)
                return
            }
            build.colorSource = source
        }
        for member in object["namespaces"].flatMap({ self.object($0, "swift.namespaces") })?.members ?? [] {
            guard let name = member.value.string, BuildConfig.isTypePath(name) else {
                report(.configInvalidValue, "A namespace must be a Swift type name such as \"InsightColors\" or \"DesignTokens.Spacing\".", member.value)
                continue
            }
            build.namespaces[member.key] = name
        }
        if let access = object["accessLevel"] {
            guard let text = access.string, ["public", "internal", "package"].contains(text) else {
                report(.configInvalidValue, "\"accessLevel\" must be public, package or internal.", access)
                return
            }
            build.accessLevel = text
        }
    }

    mutating func readColorsets(_ object: JSONObject, into build: inout BuildConfig) {
        checkKeys(object, allowed: ["names", "accentColor"], in: "colorsets")
        for member in object["names"].flatMap({ self.object($0, "colorsets.names") })?.members ?? [] {
            guard let name = member.value.string, BuildConfig.isAssetName(name) else {
                report(.configInvalidValue, "A colorset name needs letters, digits, spaces, '-' or '_' only.", member.value)
                continue
            }
            build.colorsetNames[member.key] = name
        }
        if let accent = object["accentColor"] {
            build.accentColor = accent.string
            if accent.string == nil { report(.configInvalidValue, "\"accentColor\" must be a colour token path.", accent) }
        }
    }
}

extension BuildConfig {
    /// `Name` or `Name.Inner`: Swift type identifiers joined by dots.
    static func isTypePath(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { part in
            guard let first = part.first, first.isLetter || first == "_" else { return false }
            return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
    }

    /// A safe asset name: no path separators, dots or leading dot.
    static func isAssetName(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
    }
}
