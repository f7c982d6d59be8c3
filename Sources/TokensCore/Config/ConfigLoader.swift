import Foundation

/// Reads `tokens.config.json`: every key checked, every mistake a located `config.*` error.
public struct ConfigLoader {
    var diagnostics = Diagnostics()

    /// The config at `path`, or the defaults when `path` is nil.
    public static func load(path: String?) -> (config: TokensConfig, diagnostics: Diagnostics) {
        var config = TokensConfig()
        guard let path else { return (config, Diagnostics()) }
        config.file = path
        let store = DocumentStore()
        guard let root = store.document(at: path) else { return (config, store.diagnostics) }
        var loader = ConfigLoader()
        loader.diagnostics.append(contentsOf: store.diagnostics)
        guard let object = loader.object(root, "the config") else { return (config, loader.diagnostics) }
        loader.checkKeys(object, allowed: ["$schema", "format", "audit", "swift", "colorsets", "plugin", "tokensStudio"], in: "the config")
        if let format = object["format"] { config.format = loader.format(format) }
        if let studio = object["tokensStudio"], let studioObject = loader.object(studio, "tokensStudio") {
            loader.checkKeys(studioObject, allowed: ["themes"], in: "tokensStudio")
            config.tokensStudioThemes = studioObject["themes"].map { loader.strings($0) } ?? []
        }
        if let audit = object["audit"], let auditObject = loader.object(audit, "audit") {
            config.audit = loader.readAudit(auditObject)
        }
        if let swift = object["swift"], let swiftObject = loader.object(swift, "swift") {
            config.build.location = swift.location
            loader.readSwift(swiftObject, into: &config.build)
        }
        if let plugin = object["plugin"], let pluginObject = loader.object(plugin, "plugin") {
            loader.checkKeys(pluginObject, allowed: ["audit"], in: "plugin")
            if let audit = pluginObject["audit"] { config.pluginAudit = loader.choice(audit, "audit") ?? config.pluginAudit }
        }
        if let colorsets = object["colorsets"], let colorsetObject = loader.object(colorsets, "colorsets") {
            loader.readColorsets(colorsetObject, into: &config.build)
        }
        return (config, loader.diagnostics)
    }

    /// The config beside the tokens: `<folder>/tokens.config.json` when it exists.
    public static func defaultPath(forTokens tokens: String) -> String? {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: tokens, isDirectory: &isDirectory)
        let folder = exists && !isDirectory.boolValue ? FilePath.directory(of: tokens) : tokens
        let candidate = FilePath.join(folder.isEmpty ? "." : folder, TokenSource.configFileName)
        return FileManager.default.fileExists(atPath: candidate) ? candidate : nil
    }

    // MARK: - Sections

    mutating func readAudit(_ object: JSONObject) -> AuditConfig {
        var audit = AuditConfig()
        checkKeys(object, allowed: ["contrast", "level", "modes", "surface", "touchTargets", "typography", "distinguishable", "waivers"], in: "audit")
        if let level = object["level"] { audit.level = self.level(level) ?? .aa }
        for entry in array(object["contrast"], "audit.contrast") {
            if let pair = contrastPair(entry) { audit.contrast.append(pair) }
        }
        for member in object["modes"].flatMap({ self.object($0, "audit.modes") })?.members ?? [] {
            guard let settings = self.object(member.value, "audit.modes.\(member.key)") else { continue }
            checkKeys(settings, allowed: ["level", "surface"], in: "audit.modes.\(member.key)")
            audit.modes[member.key] = AuditConfig.ModeSettings(
                level: settings["level"].flatMap { level($0) }, surface: settings["surface"].flatMap { pattern($0) })
        }
        if let node = object["touchTargets"], let touch = self.object(node, "audit.touchTargets") {
            audit.touchTargets = touchTargets(touch)
        }
        if let node = object["typography"], let typography = self.object(node, "audit.typography") {
            checkKeys(typography, allowed: ["minimumSize", "minimumLineHeightRatio", "sizeTokens"], in: "audit.typography")
            audit.typography.minimumSize = typography["minimumSize"].flatMap { positive($0) } ?? 11
            audit.typography.minimumLineHeightRatio = typography["minimumLineHeightRatio"].flatMap { positive($0) } ?? 1.3
            if let sizes = typography["sizeTokens"] { audit.typography.sizeTokens = patterns(sizes) }
        }
        for entry in array(object["distinguishable"], "audit.distinguishable") {
            guard let group = self.object(entry, "a distinguishable group") else { continue }
            checkKeys(group, allowed: ["name", "tokens"], in: "a distinguishable group")
            audit.distinguishable.append(AuditConfig.DistinguishableGroup(
                name: group["name"]?.string ?? "state colours", tokens: patterns(group["tokens"]), location: entry.location))
        }
        for entry in array(object["waivers"], "audit.waivers") {
            if let waiver = waiver(entry) { audit.waivers.append(waiver) }
        }
        return audit
    }

    mutating func contrastPair(_ node: JSONNode) -> AuditConfig.ContrastPair? {
        guard let object = self.object(node, "a contrast pair") else { return nil }
        checkKeys(object, allowed: ["foreground", "background", "role", "typography", "modes"], in: "a contrast pair")
        let foreground = patterns(object["foreground"]), background = patterns(object["background"])
        guard !foreground.isEmpty, !background.isEmpty else {
            report(.configInvalidValue, "A contrast pair needs \"foreground\" and \"background\": a token path, a glob or a list of them.", node)
            return nil
        }
        var role: WCAG.Role?
        if let roleNode = object["role"] {
            role = roleNode.string.flatMap(WCAG.Role.init(rawValue:))
            if role == nil {
                let names = WCAG.Role.allCases.map(\.rawValue)
                report(.configInvalidValue, "\"role\" must be one of \(names.joined(separator: ", ")).\(Suggestion.didYouMean(roleNode.string ?? "", in: names))", roleNode)
            }
        }
        return AuditConfig.ContrastPair(
            foreground: foreground, background: background, role: role,
            typography: object["typography"].flatMap { pattern($0) },
            modes: object["modes"].map { strings($0) }, location: node.location)
    }

    mutating func touchTargets(_ object: JSONObject) -> AuditConfig.TouchTargets {
        checkKeys(object, allowed: ["minimum", "recommended", "tokens", "composites"], in: "audit.touchTargets")
        var touch = AuditConfig.TouchTargets()
        touch.minimum = object["minimum"].flatMap { positive($0) } ?? 44
        touch.recommended = object["recommended"].flatMap { positive($0) } ?? max(48, touch.minimum)
        touch.tokens = patterns(object["tokens"])
        for entry in array(object["composites"], "audit.touchTargets.composites") {
            guard let composite = self.object(entry, "a touch-target composite") else { continue }
            checkKeys(composite, allowed: ["name", "sum"], in: "a touch-target composite")
            touch.composites.append(.init(name: composite["name"]?.string ?? "composite", sum: patterns(composite["sum"]), location: entry.location))
        }
        return touch
    }

    mutating func waiver(_ node: JSONNode) -> AuditConfig.Waiver? {
        guard let object = self.object(node, "a waiver") else { return nil }
        checkKeys(object, allowed: ["foreground", "background", "modes", "reason", "until"], in: "a waiver")
        guard let foreground = object["foreground"].flatMap({ pattern($0) }), let background = object["background"].flatMap({ pattern($0) }) else {
            report(.configInvalidValue, "A waiver needs the \"foreground\" and \"background\" of the pair it accepts.", node)
            return nil
        }
        guard let reason = object["reason"]?.string, !reason.trimmingCharacters(in: .whitespaces).isEmpty else {
            report(.configInvalidValue, "A waiver needs a written \"reason\".", node)
            return nil
        }
        guard let untilNode = object["until"], let until = untilNode.string, Self.isDate(until) else {
            report(.configInvalidValue, "A waiver needs \"until\": the last day it applies, as yyyy-mm-dd.", object["until"] ?? node)
            return nil
        }
        return AuditConfig.Waiver(foreground: foreground, background: background, modes: object["modes"].map { strings($0) },
                                  reason: reason, until: until, location: node.location)
    }

    static func isDate(_ text: String) -> Bool {
        let parts = text.split(separator: "-")
        guard parts.count == 3, parts[0].count == 4, let month = Int(parts[1]), let day = Int(parts[2]), Int(parts[0]) != nil else { return false }
        return (1...12).contains(month) && (1...31).contains(day) && parts[1].count == 2 && parts[2].count == 2
    }
}
