import Foundation

/// Small typed readers for config values, each reporting a located error when the kind is wrong.
extension ConfigLoader {
    mutating func report(_ code: DiagnosticCode, _ message: String, _ node: JSONNode) {
        diagnostics.report(code, message, at: node.location)
    }

    mutating func checkKeys(_ object: JSONObject, allowed: [String], in place: String) {
        for member in object.members where !allowed.contains(member.key) {
            diagnostics.report(
                .configUnknownKey,
                "'\(member.key)' is not a key of \(place).\(Suggestion.didYouMean(member.key, in: allowed)) Allowed: \(allowed.joined(separator: ", ")).",
                at: member.keyLocation)
        }
    }

    mutating func object(_ node: JSONNode, _ place: String) -> JSONObject? {
        guard let object = node.object else {
            report(
                .configInvalidValue,
                "\(place.prefix(1).uppercased() + place.dropFirst()) must be an object, not \(node.value.kindDescription).",
                node)
            return nil
        }
        return object
    }

    mutating func array(_ node: JSONNode?, _ place: String) -> [JSONNode] {
        guard let node else { return [] }
        guard let elements = node.array else {
            report(.configInvalidValue, "\(place) must be an array, not \(node.value.kindDescription).", node)
            return []
        }
        return elements
    }

    mutating func pattern(_ node: JSONNode) -> TokenPattern? {
        guard let text = node.string, !text.isEmpty else {
            report(
                .configInvalidValue,
                "Expected a token path or glob such as \"color.text.*\", not \(node.value.kindDescription).", node)
            return nil
        }
        guard text.utf8.count <= Self.maximumLength else {
            report(
                .configInvalidValue,
                "This token path or glob is \(text.utf8.count) bytes long; at most \(Self.maximumLength) are read.",
                node)
            return nil
        }
        return TokenPattern(text, at: node.location)
    }

    /// The longest path, glob or name the config may hold, in bytes.
    static let maximumLength = 1_000

    /// A list of patterns that must hold at least one: empty or missing is `message`, at `place`.
    mutating func patterns(_ node: JSONNode?, required message: String, at place: JSONNode) -> [TokenPattern] {
        let found = patterns(node)
        if found.isEmpty, node?.array?.isEmpty ?? (node == nil) { report(.configInvalidValue, message, node ?? place) }
        return found
    }

    /// A name: a string when given, else `fallback`.
    mutating func name(_ node: JSONNode?, default fallback: String) -> String {
        guard let node else { return fallback }
        guard let text = node.string, !text.isBlank else {
            report(
                .configInvalidValue,
                "\"name\" must be a string such as \"\(fallback)\", not \(node.value.kindDescription).", node)
            return fallback
        }
        return text
    }

    /// A pattern or a list of patterns.
    mutating func patterns(_ node: JSONNode?) -> [TokenPattern] {
        guard let node else { return [] }
        if let elements = node.array { return elements.compactMap { pattern($0) } }
        return pattern(node).map { [$0] } ?? []
    }

    mutating func strings(_ node: JSONNode) -> [String] {
        if let text = node.string { return [text] }
        guard let elements = node.array, elements.allSatisfy({ $0.string != nil }) else {
            report(
                .configInvalidValue, "Expected a mode name or a list of mode names, not \(node.value.kindDescription).",
                node)
            return []
        }
        if elements.isEmpty {
            report(
                .configInvalidValue,
                "An empty list of modes would apply to no mode; name at least one, or leave the key out for every mode.",
                node)
        }
        return elements.compactMap(\.string)
    }

    /// `format`: one format for every file (`"auto"` detects each file's own), or an object of
    /// file globs to formats, the first that matches a file deciding how it is read.
    mutating func format(_ node: JSONNode) -> FormatRules {
        guard let object = node.object else { return FormatRules(every: singleFormat(node)) }
        var rules = FormatRules()
        for member in object.members {
            guard !member.key.isEmpty, member.key.utf8.count <= Self.maximumLength else {
                diagnostics.report(
                    .configInvalidValue,
                    "A file glob under \"format\" must be 1 to \(Self.maximumLength) bytes, such as \"legacy/**\" or \"*.tokens.json\".",
                    at: member.keyLocation)
                continue
            }
            rules.rules.append(FormatRules.Rule(pattern: member.key, format: singleFormat(member.value)))
        }
        return rules
    }

    /// `"auto"` (nil) or one of the token formats.
    mutating func singleFormat(_ node: JSONNode) -> TokenFormat? {
        if node.string == "auto" { return nil }
        guard let format = node.string.flatMap(TokenFormat.init(rawValue:)) else {
            let names = ["auto"] + TokenFormat.allCases.map(\.rawValue)
            report(
                .configInvalidValue,
                "\"format\" must be one of \(names.map { "\"\($0)\"" }.joined(separator: ", ")), or an object of file globs to those.\(node.string.map { Suggestion.didYouMean($0, in: names) } ?? "")",
                node)
            return nil
        }
        return format
    }

    mutating func level(_ node: JSONNode) -> WCAG.Level? {
        guard let level = node.string.flatMap(WCAG.Level.init(rawValue:)) else {
            report(.configInvalidValue, "\"level\" must be \"AA\" or \"AAA\".", node)
            return nil
        }
        return level
    }

    mutating func positive(_ node: JSONNode) -> Double? {
        guard let n = node.number, n > 0 else {
            report(.configInvalidValue, "Expected a positive number, not \(node.value.kindDescription).", node)
            return nil
        }
        return n
    }
}
