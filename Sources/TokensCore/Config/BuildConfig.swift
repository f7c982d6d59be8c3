/// The `swift`, `colorsets` and `report` sections of `tokens.config.json`.
public struct BuildConfig: Sendable {
    /// Where constants go: the longest matching path prefix names the Swift namespace
    /// (`"color": "InsightColors"`, `"size.icon": "DesignTokens.IconSize"`). Tokens no prefix covers
    /// go to `DesignTokens.<FirstName>`.
    public var namespaces: [String: String] = [:]
    /// A token's own Swift name, by token path: an identifier in the token's namespace
    /// (`"background"`), or a namespace and identifier (`"DesignTokens.Typography.bodySize"`).
    public var names: [String: SwiftName] = [:]
    /// Constants the token model replaces, kept as deprecated names: by Swift identifier, the token
    /// they stand for and the mode whose fixed value they hold (nil: the token itself, adaptive).
    public var deprecated: [String: DeprecatedName] = [:]
    /// `public`, `package` or `internal` (written as no keyword).
    public var accessLevel = "internal"
    /// Where SwiftUI and UIKit colours come from: the generated asset catalog by name, or the
    /// token values themselves (no catalog needed).
    public var colorSource = ColorSource.assetCatalog
    /// The bundle that holds the asset catalog: `auto` finds it as SwiftGen and Xcode do (a package
    /// target's `Bundle.module`, else the bundle the code is built into), `main` and `module` force one.
    public var bundle = CatalogBundle.auto
    /// Colour constants in their namespaces (`InsightColors.primary`) or as `extension Color` members
    /// (`Color.textPrimary`).
    public var colorStyle = ColorStyle.namespace
    /// True when typography constants scale with Dynamic Type from their own size.
    public var scalesWithDynamicType = false
    /// The module that declares the support types (`TokenColor` …) when another token module of the
    /// app already does (a design-system package): the generated code imports it instead of
    /// declaring its own, so one file can use both.
    public var supportModule: String?
    /// True when `TokensPreview.swift` (an Xcode preview of every colour and type style) is generated.
    public var generatesPreview = true

    /// The two ways generated code makes colours.
    public enum ColorSource: String, Sendable, CaseIterable { case assetCatalog, inline }
    /// The bundles a catalog can be in.
    public enum CatalogBundle: String, Sendable, CaseIterable { case auto, main, module }
    /// Where colour constants are declared.
    public enum ColorStyle: String, Sendable, CaseIterable { case namespace, `extension` }

    /// A configured Swift name: the namespace when one is given, and the identifier.
    public struct SwiftName: Sendable, Hashable {
        public var namespace: [String]?
        public var identifier: String
    }

    /// A deprecated constant: the token it stands for and the mode whose value it holds.
    public struct DeprecatedName: Sendable, Hashable {
        public var token: String
        public var mode: String?
        public var location: SourceLocation?
    }

    /// Asset-catalog names by token path, where the default (camelCase of the path without its
    /// leading `color` group) is not the name the app loads.
    public var colorsetNames: [String: String] = [:]
    /// The colour token written as `AccentColor.colorset`.
    public var accentColor: String?
    /// Config `strict`: two tokens whose paths give one Swift name or colorset name are an error,
    /// not a warning with the later one renamed (`NameClaims`).
    public var strict = false
    /// Where the `swift` section is written, for located errors.
    public var location: SourceLocation?
    /// `report.components`: the colour token that plays a component role on the swatch page
    /// (`"primary": "palette.gold"`), by role, with where each is written; roles not named here
    /// are found by name (`ComponentRoles`).
    public var componentRoles: [String: (path: String, location: SourceLocation?)] = [:]

    /// The defaults.
    public init() {}
}

extension ConfigLoader {
    mutating func readSwift(_ object: JSONObject, into build: inout BuildConfig) {
        checkKeys(
            object,
            allowed: [
                "namespaces", "names", "deprecated", "accessLevel", "colors", "bundle", "colorStyle", "dynamicType",
                "supportModule", "preview",
            ], in: "swift")
        if let node = object["colors"] { build.colorSource = choice(node, "colors") ?? build.colorSource }
        if let node = object["bundle"] { build.bundle = choice(node, "bundle") ?? build.bundle }
        if let node = object["colorStyle"] { build.colorStyle = choice(node, "colorStyle") ?? build.colorStyle }
        if let node = object["dynamicType"] {
            if case .bool(let scales) = node.value {
                build.scalesWithDynamicType = scales
            } else {
                report(
                    .configInvalidValue, "\"dynamicType\" must be true or false, not \(node.value.kindDescription).",
                    node)
            }
        }
        if let node = object["preview"] {
            if case .bool(let previews) = node.value {
                build.generatesPreview = previews
            } else {
                report(
                    .configInvalidValue, "\"preview\" must be true or false, not \(node.value.kindDescription).", node)
            }
        }
        if let node = object["supportModule"] {
            if let name = node.string, SwiftReservedNames.isPlainIdentifier(name),
                !SwiftReservedNames.keywords.contains(name)
            {
                build.supportModule = name
            } else {
                report(
                    .configInvalidValue,
                    "\"supportModule\" must be the name of the Swift module that declares TokenColor and the other support types, such as \"DesignSystem\".",
                    node)
            }
        }
        for section in ["namespaces", "names", "deprecated"] {
            for member in object[section]?.object?.members ?? [] where member.key.utf8.count > Self.maximumLength {
                diagnostics.report(
                    .configInvalidValue,
                    "This key of swift.\(section) is \(member.key.utf8.count) bytes long; at most \(Self.maximumLength) are read.",
                    at: member.keyLocation)
            }
        }
        for member in object["namespaces"].flatMap({ self.object($0, "swift.namespaces") })?.members ?? []
        where member.key.utf8.count <= Self.maximumLength {
            guard let name = member.value.string, BuildConfig.isTypePath(name) else {
                report(
                    .configInvalidValue,
                    "A namespace must be a Swift type name such as \"InsightColors\" or \"DesignTokens.Spacing\".",
                    member.value)
                continue
            }
            guard let reserved = SwiftReservedNames.reservedPart(ofTypePath: name) else {
                build.namespaces[member.key] = name
                continue
            }
            report(.configInvalidValue, SwiftReservedNames.reason(reserved, in: name), member.value)
        }
        for member in object["names"].flatMap({ self.object($0, "swift.names") })?.members ?? []
        where member.key.utf8.count <= Self.maximumLength {
            if let name = swiftName(member.value) { build.names[member.key] = name }
        }
        for member in object["deprecated"].flatMap({ self.object($0, "swift.deprecated") })?.members ?? []
        where member.key.utf8.count <= Self.maximumLength {
            guard SwiftReservedNames.isPlainIdentifier(member.key) else {
                diagnostics.report(
                    .configInvalidValue,
                    "'\(member.key)' is not a Swift identifier: use letters, digits and '_', not starting with a digit.",
                    at: member.keyLocation)
                continue
            }
            guard let entry = self.object(member.value, "swift.deprecated.\(member.key)") else { continue }
            checkKeys(entry, allowed: ["token", "mode"], in: "swift.deprecated.\(member.key)")
            guard let token = entry["token"]?.string, !token.isEmpty else {
                report(
                    .configInvalidValue, "A deprecated name needs \"token\": the path of the token that replaces it.",
                    member.value)
                continue
            }
            let mode = entry["mode"].flatMap { node -> String? in
                if node.string == nil {
                    report(.configInvalidValue, "\"mode\" must be a mode name such as \"dark\".", node)
                }
                return node.string
            }
            build.deprecated[member.key] = .init(token: token, mode: mode, location: member.value.location)
        }
        if let access = object["accessLevel"] {
            guard let text = access.string, ["public", "internal", "package"].contains(text) else {
                report(.configInvalidValue, "\"accessLevel\" must be public, package or internal.", access)
                return
            }
            build.accessLevel = text
        }
    }

    /// One of an enum's raw values, or a located error listing them.
    mutating func choice<Value: RawRepresentable & CaseIterable>(_ node: JSONNode, _ key: String) -> Value?
    where Value.RawValue == String {
        if let value = node.string.flatMap(Value.init(rawValue:)) { return value }
        let names = Value.allCases.map { "\"\($0.rawValue)\"" }
        report(
            .configInvalidValue,
            "\"\(key)\" must be \(names.dropLast().joined(separator: ", ")) or \(names.last ?? "").", node)
        return nil
    }

    /// `identifier` or `Namespace.Path.identifier`, checked.
    mutating func swiftName(_ node: JSONNode) -> BuildConfig.SwiftName? {
        guard let text = node.string else {
            report(
                .configInvalidValue,
                "A Swift name must be a string such as \"background\" or \"DesignTokens.Typography.bodySize\".", node)
            return nil
        }
        var parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let identifier = parts.removeLast()
        guard SwiftReservedNames.isPlainIdentifier(identifier), identifier.first?.isUppercase == false else {
            report(
                .configInvalidValue,
                "'\(identifier)' is not a constant name: use a lower-case first letter, then letters, digits and '_'.",
                node)
            return nil
        }
        guard !SwiftReservedNames.keywords.contains(identifier) else {
            report(.configInvalidValue, "'\(identifier)' is a Swift keyword; choose another name.", node)
            return nil
        }
        guard !parts.isEmpty else { return .init(namespace: nil, identifier: identifier) }
        let namespace = parts.joined(separator: ".")
        guard BuildConfig.isTypePath(namespace) else {
            report(
                .configInvalidValue, "'\(namespace)' is not a Swift type name such as \"DesignTokens.Typography\".",
                node)
            return nil
        }
        if let reserved = SwiftReservedNames.reservedPart(ofTypePath: namespace) {
            report(.configInvalidValue, SwiftReservedNames.reason(reserved, in: namespace), node)
            return nil
        }
        return .init(namespace: parts, identifier: identifier)
    }

    mutating func readColorsets(_ object: JSONObject, into build: inout BuildConfig) {
        checkKeys(object, allowed: ["names", "accentColor"], in: "colorsets")
        for member in object["names"].flatMap({ self.object($0, "colorsets.names") })?.members ?? [] {
            guard let name = member.value.string, BuildConfig.isAssetName(name) else {
                report(
                    .configInvalidValue, "A colorset name needs letters, digits, spaces, '-' or '_' only.", member.value
                )
                continue
            }
            build.colorsetNames[member.key] = name
        }
        if let accent = object["accentColor"] {
            build.accentColor = accent.string
            if accent.string == nil {
                report(.configInvalidValue, "\"accentColor\" must be a colour token path.", accent)
            }
        }
    }
}

extension ConfigLoader {
    /// `report`: `{ "components": { "<role>": "<colour token>" } }`.
    mutating func readReport(_ object: JSONObject, into build: inout BuildConfig) {
        checkKeys(object, allowed: ["components"], in: "report")
        let roles = ComponentRoles.Role.allCases.map(\.rawValue)
        guard let components = object["components"].flatMap({ self.object($0, "report.components") }) else { return }
        checkKeys(components, allowed: roles, in: "report.components")
        for member in components.members where roles.contains(member.key) {
            guard let path = member.value.string, !path.isEmpty else {
                report(
                    .configInvalidValue, "report.components.\(member.key) must be a colour token path.", member.value)
                continue
            }
            build.componentRoles[member.key] = (path, member.value.location)
        }
    }
}

extension BuildConfig {
    /// `Name` or `Name.Inner`: Swift type identifiers joined by dots.
    static func isTypePath(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { SwiftReservedNames.isPlainIdentifier(String($0)) }
    }

    /// A safe asset name: no path separators, dots or leading dot.
    static func isAssetName(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
    }
}
