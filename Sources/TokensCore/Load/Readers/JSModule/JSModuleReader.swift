import Foundation

/// JavaScript token modules, which Style Dictionary `require`s (Primer Brand's component colours):
/// `module.exports = {…}`, `export default {…}`, or `const tokens = {…}` exported whole. Only the
/// object-literal subset is read, without running anything: quoted and unquoted keys, number keys,
/// strings in either quote, template literals without `${}`, numbers, `true`/`false`/`null`,
/// arrays, nested objects, trailing commas and comments, each value with its line and column so
/// diagnostics point into the `.js` file. The tree is the JSON parser's, read as any token file.
///
/// A module with code (a call, a spread, a variable, `require`) is one `file.js-code` warning at
/// the code, and nothing is read from it; a script that exports nothing (a build script) is
/// skipped with a note, and so is a tool's `*.config.js`.
public enum JSModuleReader {
    /// File endings of JavaScript modules.
    public static let extensions = [".js", ".mjs", ".cjs"]

    /// True when `name` ends in a JavaScript module's extension.
    public static func isModule(fileNamed name: String) -> Bool {
        extensions.contains { name.hasSuffix($0) }
    }

    /// The module's exported literal as a located tree, or nil with the one diagnostic that says
    /// why nothing is read: a warning for code, a note for a script or a tool's configuration.
    public static func parse(_ bytes: [UInt8], file: String) -> (root: JSONNode?, diagnostics: Diagnostics) {
        var parser = JSONParser(bytes: bytes, file: file, options: JSONParser.Options(isJavaScript: true))
        let name = FilePath.name(of: file)
        var found = Diagnostics()
        let start = parser.location(at: 0)
        if isConfiguration(name) {
            found.report(
                Diagnostic(
                    .skippedFile,
                    "'\(name)' is a tool's configuration, not a token module; it is skipped. If it holds tokens, rename it.",
                    at: start, severity: .note))
            return (nil, found)
        }
        guard exports(bytes) else {
            found.report(
                Diagnostic(
                    .skippedFile,
                    "'\(name)' exports nothing (no module.exports = or export default): a script, not a token module; it is skipped. List it under \"exclude\" in tokens.config.json to silence this note.",
                    at: start, severity: .note))
            return (nil, found)
        }
        do {
            let root = try parser.parseModule()
            return (root, parser.diagnostics)
        } catch {
            let at = error.diagnostic.location ?? start
            found.report(
                Diagnostic(
                    .jsModuleCode,
                    "'\(name)' holds code tokens cannot read (\(error.diagnostic.message.droppingJSONWords)); tokens reads a JavaScript module only when it exports a plain object literal (module.exports = {…} or export default {…}) and runs nothing, so nothing is read from this file. Build its tokens to JSON, or write them as a literal.",
                    at: at, severity: .warning))
            return (nil, found)
        }
    }

    /// A tool's configuration by its name: `style-dictionary.config.js`, `tokens.config.mjs`.
    static func isConfiguration(_ name: String) -> Bool {
        extensions.contains { name.hasSuffix(".config" + $0) }
    }

    /// True when the module's text says `module.exports` or `export` anywhere.
    static func exports(_ bytes: [UInt8]) -> Bool {
        ["module.exports", "export ", "export\n"].contains { word in
            let needle = Array(word.utf8)
            guard bytes.count >= needle.count else { return false }
            return (0...(bytes.count - needle.count)).contains { start in
                bytes[start] == needle[0] && bytes[start..<(start + needle.count)].elementsEqual(needle)
            }
        }
    }
}

extension JSONParser {
    /// A module's statements: an optional `'use strict'`, at most one `const`/`let`/`var` holding
    /// a literal, and one export of a literal or of that name. Anything else fails, at it.
    mutating func parseModule() throws(Failure) -> JSONNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
            lineStart = 3
        }
        var declared: (name: String, value: JSONNode)?
        var exported: JSONNode?
        var statements = 0
        while true {
            try skipWhitespace()
            guard index < bytes.count else { break }
            if statements == 0, bytes[index] == UInt8(ascii: "'") || bytes[index] == UInt8(ascii: "\"") {
                let directive = try parseString()
                guard directive == "use strict" else { throw fail(.unexpectedCharacter, "A string is no statement.") }
                statements += 1
                try endStatement()
                continue
            }
            statements += 1
            let wordStart = index
            guard let word = parseIdentifier() else {
                throw fail(.unexpectedCharacter, "Unexpected \(describeCurrent()).")
            }
            switch word {
            case "const", "let", "var":
                guard declared == nil, exported == nil else {
                    index = wordStart
                    throw fail(.unexpectedCharacter, "A second declaration is code tokens does not run.")
                }
                try skipWhitespace()
                guard let name = parseIdentifier() else {
                    throw fail(.unexpectedCharacter, "Unexpected \(describeCurrent()) after '\(word)'.")
                }
                try skipWhitespace()
                try expect(UInt8(ascii: "="), "'=' after '\(name)'")
                try skipWhitespace()
                declared = (name, try parseValue())
            case "module" where exported == nil:
                try expect(UInt8(ascii: "."), "'.exports'")
                guard parseIdentifier() == "exports" else {
                    throw fail(.unexpectedCharacter, "Only module.exports is read.")
                }
                try skipWhitespace()
                try expect(UInt8(ascii: "="), "'=' after module.exports")
                exported = try exportedValue(declared)
            case "export" where exported == nil:
                try skipWhitespace()
                let defaultStart = index
                guard parseIdentifier() == "default" else {
                    index = defaultStart
                    throw fail(.unexpectedCharacter, "Only export default is read.")
                }
                exported = try exportedValue(declared)
            default:
                index = wordStart
                throw fail(.unexpectedCharacter, "'\(word)' starts a statement tokens does not run.")
            }
            try endStatement()
        }
        guard let exported else {
            throw Failure(
                diagnostic: Diagnostic(.unexpectedCharacter, "Nothing is exported.", at: location(at: bytes.count)))
        }
        return exported
    }

    /// The value after `module.exports =` or `export default`: a literal, or the name `declared`
    /// gave one.
    private mutating func exportedValue(_ declared: (name: String, value: JSONNode)?) throws(Failure) -> JSONNode {
        try skipWhitespace()
        let nameStart = index
        if let name = parseIdentifier(), !["true", "false", "null"].contains(name) {
            guard let declared, declared.name == name else {
                index = nameStart
                throw fail(.unexpectedCharacter, "'\(name)' is a name tokens cannot follow.")
            }
            return declared.value
        }
        index = nameStart
        return try parseValue()
    }

    /// A statement's end: `;`, a line break, or the end of the module.
    private mutating func endStatement() throws(Failure) {
        let before = line
        try skipWhitespace()
        guard index < bytes.count else { return }
        if bytes[index] == UInt8(ascii: ";") {
            index += 1
            return
        }
        guard line > before else { throw fail(.unexpectedCharacter, "Unexpected \(describeCurrent()).") }
    }
}

extension String {
    /// A JSON parser's message as said of a JavaScript module: "a JSON value" is "a value".
    fileprivate var droppingJSONWords: String {
        var text = self
        while text.hasSuffix(".") { text.removeLast() }
        return text.replacingOccurrences(of: "a JSON value", with: "a plain value")
            .replacingOccurrences(of: "a key in double quotes", with: "a key")
    }
}
