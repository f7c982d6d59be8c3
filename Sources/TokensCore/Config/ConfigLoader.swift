import Foundation

/// Reads `tokens.config.json`: every key checked, every mistake a located `config.*` error.
public struct ConfigLoader {
    var diagnostics = Diagnostics()

    /// The config at `path`, or the defaults when `path` is nil. With `readingBaseline` false the
    /// waiver baseline beside it is not read (`tokens audit --update-waivers` writes it anew).
    public static func load(
        path: String?, readingBaseline: Bool = true
    ) -> (config: TokensConfig, diagnostics: Diagnostics) {
        var config = TokensConfig()
        guard let path else { return (config, Diagnostics()) }
        config.file = path
        var loader = ConfigLoader()
        if let problem = unusable(path, what: "The config", file: "the config file", removing: "to use the defaults") {
            loader.diagnostics.report(problem)
            return (config, loader.diagnostics)
        }
        let store = DocumentStore.alone(path)
        guard let root = store.document(at: path) else { return (config, duplicatesAsErrors(store.diagnostics)) }
        loader.diagnostics.append(contentsOf: duplicatesAsErrors(store.diagnostics))
        guard let object = loader.object(root, "the config") else { return (config, loader.diagnostics) }
        loader.checkKeys(
            object,
            allowed: [
                "$schema", "name", "format", "strict", "exclude", "modes", "audit", "swift", "colorsets", "plugin",
                "tokensStudio", "brands", "brand", "report", "momentum", "valueModes",
            ],
            in: "the config")
        if let name = object["name"] {
            let text = loader.name(name, default: "")
            config.name = text.isEmpty ? nil : text
        }
        if let format = object["format"] { config.format = loader.format(format) }
        if let strict = object["strict"] {
            if case .bool(let flag) = strict.value {
                config.format.strict = flag
                config.build.strict = flag
            } else {
                loader.report(
                    .configInvalidValue, "\"strict\" must be true or false, not \(strict.value.kindDescription).",
                    strict)
            }
        }
        if let exclude = object["exclude"] { config.exclude = loader.strings(exclude) }
        if let brands = object["brands"], let brandsObject = loader.object(brands, "brands") {
            config.brandsLocation = brands.location
            config.brands = brandsObject.members.map { member in
                // `[]`: a brand of the shared files alone (the one the others are layered over).
                let patterns =
                    member.value.string.map { [$0] }
                    ?? (member.value.array?.isEmpty == true ? [] : loader.strings(member.value))
                return (member.key, patterns)
            }
        }
        if let brand = object["brand"] {
            config.brand = brand.string
            if brand.string == nil { loader.report(.configInvalidValue, "\"brand\" must be a brand's name.", brand) }
        }
        if let modes = object["modes"], let modesObject = loader.object(modes, "modes") {
            config.modesLocation = modes.location
            for member in modesObject.members {
                guard let text = member.value.string, ModeAppearances.choices.contains(text) else {
                    loader.report(
                        .configInvalidValue,
                        "The appearance of mode '\(member.key)' must be one of \(ModeAppearances.choices.joined(separator: ", ")).",
                        member.value)
                    continue
                }
                config.modeAppearances[member.key] = Appearance(rawValue: text)
            }
        }
        if let words = object["valueModes"], let wordsObject = loader.object(words, "valueModes") {
            for member in wordsObject.members {
                guard let text = member.value.string, let appearance = Appearance(rawValue: text) else {
                    loader.report(
                        .configInvalidValue,
                        "valueModes says which appearance a value object's key '\(member.key)' is: one of \(Appearance.allCases.map(\.rawValue).joined(separator: ", ")).",
                        member.value)
                    continue
                }
                config.format.valueModes[member.key] = appearance
            }
        }
        if let studio = object["tokensStudio"], let studioObject = loader.object(studio, "tokensStudio") {
            loader.checkKeys(studioObject, allowed: ["themes"], in: "tokensStudio")
            config.tokensStudioThemes = studioObject["themes"].map { loader.strings($0) } ?? []
        }
        if let momentum = object["momentum"], let momentumObject = loader.object(momentum, "momentum") {
            loader.checkKeys(momentumObject, allowed: ["target"], in: "momentum")
            if let target = momentumObject["target"] {
                if let text = target.string, !text.isEmpty {
                    config.momentumTarget = text
                } else {
                    loader.report(
                        .configInvalidValue,
                        "momentum.target is the path of a target file in the token folder, such as \"targets/macos.json\".",
                        target)
                }
            }
        }
        if let audit = object["audit"], let auditObject = loader.object(audit, "audit") {
            config.audit = loader.readAudit(auditObject)
        }
        if readingBaseline {
            let (baseline, baselineProblems) = loadBaseline(besideConfig: path)
            config.audit.baseline = baseline
            loader.diagnostics.append(contentsOf: baselineProblems)
        }
        if let swift = object["swift"], let swiftObject = loader.object(swift, "swift") {
            config.build.location = swift.location
            loader.readSwift(swiftObject, into: &config.build)
        }
        if let plugin = object["plugin"], let pluginObject = loader.object(plugin, "plugin") {
            loader.checkKeys(pluginObject, allowed: ["audit"], in: "plugin")
            if let audit = pluginObject["audit"] {
                config.pluginAudit = loader.choice(audit, "audit") ?? config.pluginAudit
            }
        }
        if let colorsets = object["colorsets"], let colorsetObject = loader.object(colorsets, "colorsets") {
            loader.readColorsets(colorsetObject, into: &config.build)
        }
        if let report = object["report"], let reportObject = loader.object(report, "report") {
            loader.readReport(reportObject, into: &config.build)
        }
        return (config, loader.diagnostics)
    }

    /// The config beside the tokens: `<folder>/tokens.config.json` when there is one, a symbolic
    /// link that leads nowhere included (reading it is then an error, not the defaults).
    public static func defaultPath(forTokens tokens: String) -> String? {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: tokens, isDirectory: &isDirectory)
        let folder = exists && !isDirectory.boolValue ? FilePath.directory(of: tokens) : tokens
        let candidate = FilePath.join(folder.isEmpty ? "." : folder, TokenSource.configFileName)
        return isPresent(candidate) ? candidate : nil
    }

    // MARK: - Sections

    mutating func readAudit(_ object: JSONObject) -> AuditConfig {
        var audit = AuditConfig()
        checkKeys(
            object,
            allowed: [
                "contrast", "level", "modes", "surface", "touchTargets", "typography", "distinguishable", "waivers",
                "maximumChecks",
            ], in: "audit")
        if let node = object["maximumChecks"] {
            if let n = node.number, n >= 1, n == n.rounded(), n <= Double(Limits.auditChecks) {
                audit.maximumChecks = Int(n)
                audit.maximumChecksLocation = node.location
            } else {
                report(
                    .configInvalidValue,
                    "\"maximumChecks\" must be a whole number from 1 to 100,000 (an audit of more would run for minutes), not \(node.value.kindDescription).",
                    node)
            }
        }
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
            checkKeys(
                typography, allowed: ["minimumSize", "minimumLineHeightRatio", "sizeTokens"], in: "audit.typography")
            audit.typography.minimumSize = typography["minimumSize"].flatMap { positive($0) } ?? 11
            audit.typography.minimumLineHeightRatio =
                typography["minimumLineHeightRatio"].flatMap { positive($0) } ?? 1.3
            if let sizes = typography["sizeTokens"] { audit.typography.sizeTokens = patterns(sizes) }
        }
        for entry in array(object["distinguishable"], "audit.distinguishable") {
            guard let group = self.object(entry, "a distinguishable group") else { continue }
            checkKeys(group, allowed: ["name", "tokens"], in: "a distinguishable group")
            let tokens = patterns(
                group["tokens"],
                required: "A distinguishable group needs \"tokens\": the colours that must stay apart.", at: entry)
            audit.distinguishable.append(
                AuditConfig.DistinguishableGroup(
                    name: name(group["name"], default: "state colours"), tokens: tokens, location: entry.location))
        }
        for entry in array(object["waivers"], "audit.waivers") {
            if let waiver = waiver(entry) { audit.waivers.append(waiver) }
        }
        return audit
    }

    mutating func contrastPair(_ node: JSONNode) -> AuditConfig.ContrastPair? {
        guard let object = self.object(node, "a contrast pair") else { return nil }
        checkKeys(object, allowed: ["foreground", "background", "role", "typography", "modes"], in: "a contrast pair")
        let errors = diagnostics.errors.count
        let foreground = patterns(object["foreground"])
        let background = patterns(object["background"])
        guard !foreground.isEmpty, !background.isEmpty else {
            // A bad pattern was reported where it is written; a missing side or empty list here.
            if diagnostics.errors.count == errors {
                report(
                    .configInvalidValue,
                    "A contrast pair needs \"foreground\" and \"background\": a token path, a glob or a list of them.",
                    node)
            }
            return nil
        }
        var role: WCAG.Role?
        if let roleNode = object["role"] {
            role = roleNode.string.flatMap(WCAG.Role.init(rawValue:))
            if role == nil {
                let names = WCAG.Role.allCases.map(\.rawValue)
                report(
                    .configInvalidValue,
                    "\"role\" must be one of \(names.joined(separator: ", ")).\(Suggestion.didYouMean(roleNode.string ?? "", in: names))",
                    roleNode)
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
        if let tokens = object["tokens"] {
            touch.tokens = patterns(tokens, required: "\"tokens\" needs at least one token path or glob.", at: tokens)
        }
        for entry in array(object["composites"], "audit.touchTargets.composites") {
            guard let composite = self.object(entry, "a touch-target composite") else { continue }
            checkKeys(composite, allowed: ["name", "sum"], in: "a touch-target composite")
            let sum = patterns(
                composite["sum"],
                required: "A touch-target composite needs \"sum\": the sizes that add up to the target.", at: entry)
            touch.composites.append(
                .init(name: name(composite["name"], default: "composite"), sum: sum, location: entry.location))
        }
        return touch
    }

    mutating func waiver(_ node: JSONNode) -> AuditConfig.Waiver? {
        guard let object = self.object(node, "a waiver") else { return nil }
        checkKeys(object, allowed: ["foreground", "background", "modes", "reason", "until"], in: "a waiver")
        guard let foreground = object["foreground"].flatMap({ pattern($0) }),
            let background = object["background"].flatMap({ pattern($0) })
        else {
            report(
                .configInvalidValue, "A waiver needs the \"foreground\" and \"background\" of the pair it accepts.",
                node)
            return nil
        }
        guard let reason = object["reason"]?.string, !reason.isBlank else {
            report(.configInvalidValue, "A waiver needs a written \"reason\".", node)
            return nil
        }
        // No "until": the waiver has no end date (the baseline still holds it to its reviewed ratio).
        let until = object["until"]?.string
        if let untilNode = object["until"], !(until.map(Self.isDate) ?? false) {
            report(
                .configInvalidValue,
                "A waiver's \"until\" is the last day it applies, as yyyy-mm-dd (leave it out for a waiver with no end date).",
                untilNode)
            return nil
        }
        return AuditConfig.Waiver(
            foreground: foreground, background: background, modes: object["modes"].map { strings($0) },
            reason: reason, until: until, location: node.location)
    }

    /// A real calendar day written `yyyy-mm-dd` (digits only: no sign, no 30 February).
    static func isDate(_ text: String) -> Bool {
        // `YYYY-MM-DD` in ASCII digits, read by byte (a config of 10,000 pairs has thousands of waivers).
        let bytes = Array(text.utf8)
        func isDigit(_ index: Int) -> Bool { bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9") }
        func number(_ range: Range<Int>) -> Int { range.reduce(0) { $0 * 10 + Int(bytes[$1] - UInt8(ascii: "0")) } }
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            [0, 1, 2, 3, 5, 6, 8, 9].allSatisfy(isDigit)
        else { return false }
        let (year, month, day) = (number(0..<4), number(5..<7), number(8..<10))
        guard (1...12).contains(month) else { return false }
        let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return (1...days).contains(day)
    }
}
