/// A strict RFC 8259 parser over bytes that records the location of every value and key.
///
/// Comments (`//`, `/* */`) and trailing commas are accepted only when `Options.isLenient`
/// (files named `.jsonc`, Tokens Studio exports); `.json5` files also get the rest of JSON5
/// (`Options.isJSON5`): unquoted keys, single quotes, hex numbers, `+1`, `.5`, `5.`. Syntax errors
/// stop the parse with one located diagnostic; duplicate keys are reported and parsing goes on
/// (the last one wins).
public struct JSONParser {
    /// Objects and arrays nested deeper than this are rejected (`json.too-deep`), so hostile
    /// input can never exhaust the stack.
    public static let maximumDepth = Limits.documentDepth

    /// What the parser accepts beyond strict JSON.
    public struct Options: Sendable {
        /// Comments and trailing commas allowed.
        public var isLenient: Bool
        /// The whole of JSON5 (implies lenient).
        public var isJSON5: Bool
        /// A JavaScript object literal's value forms beyond JSON5 (implies JSON5): template
        /// literals without `${}` and number keys, for `JSModuleReader`.
        public var isJavaScript: Bool
        /// Creates options.
        public init(isLenient: Bool = false, isJSON5: Bool = false, isJavaScript: Bool = false) {
            self.isLenient = isLenient || isJSON5 || isJavaScript
            self.isJSON5 = isJSON5 || isJavaScript
            self.isJavaScript = isJavaScript
        }
        /// Strict RFC 8259.
        public static let strict = Options()
        /// JSON with comments and trailing commas.
        public static let lenient = Options(isLenient: true)
        /// JSON5.
        public static let json5 = Options(isJSON5: true)
    }

    struct Failure: Error { let diagnostic: Diagnostic }

    let bytes: [UInt8]
    let file: String
    /// `file`'s number, for the location of every value.
    let fileID: UInt32
    let options: Options
    var index = 0
    var line = 1
    var lineStart = 0
    var depth = 0
    var diagnostics = Diagnostics()
    /// Every key written twice in one object (outside JSON5), for a caller that knows the file's
    /// format and may keep the last one, as JavaScript's `JSON.parse` does (see `DocumentStore`).
    var duplicates: [Duplicate] = []

    /// A key written twice in one object: where each is, and whether both hold the same value.
    struct Duplicate: Sendable {
        var key: String
        var location: SourceLocation
        var first: SourceLocation
        var sameValue: Bool
    }

    /// Options that fit a file's name: JSON5 for `.json5`, lenient for `.jsonc`, strict otherwise.
    public static func options(forFileNamed name: String) -> Options {
        name.hasSuffix(".json5") ? .json5 : name.hasSuffix(".jsonc") ? .lenient : .strict
    }

    /// Parses a whole document. Returns the root (nil after a syntax error) and every diagnostic.
    public static func parse(
        _ bytes: [UInt8], file: String, options: Options = .strict
    )
        -> (root: JSONNode?, diagnostics: Diagnostics)
    {
        let parsed = parseNotingDuplicates(bytes, file: file, options: options)
        return (parsed.root, parsed.diagnostics)
    }

    /// `parse`, with every duplicate key also listed (each is among the diagnostics as an error).
    static func parseNotingDuplicates(
        _ bytes: [UInt8], file: String, options: Options
    ) -> (root: JSONNode?, diagnostics: Diagnostics, duplicates: [Duplicate]) {
        var parser = JSONParser(bytes: bytes, file: file, options: options)
        do {
            let root = try parser.parseDocument()
            return (root, parser.diagnostics, parser.duplicates)
        } catch {
            parser.diagnostics.report(error.diagnostic)
            return (nil, parser.diagnostics, parser.duplicates)
        }
    }

    init(bytes: [UInt8], file: String, options: Options) {
        self.bytes = bytes
        self.file = file
        self.fileID = SourceFiles.id(of: file)
        self.options = options
    }

    // MARK: - Document and values

    mutating func parseDocument() throws(Failure) -> JSONNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
            lineStart = 3
        }
        try skipWhitespace()
        guard index < bytes.count else {
            throw fail(.truncated, "The file is empty; expected a JSON value.")
        }
        let root = try parseValue()
        try skipWhitespace()
        if index < bytes.count {
            throw fail(.trailingContent, "Unexpected \(describeCurrent()) after the end of the JSON value.")
        }
        return root
    }

    mutating func parseValue() throws(Failure) -> JSONNode {
        let start = location()
        guard index < bytes.count else { throw fail(.truncated, "The file ends where a value was expected.") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONNode(.object(try parseObject()), at: start)
        case UInt8(ascii: "["): return JSONNode(.array(try parseArray()), at: start)
        case UInt8(ascii: "\""): return JSONNode(.string(try parseString()), at: start)
        case UInt8(ascii: "'") where options.isJSON5: return JSONNode(.string(try parseString()), at: start)
        case UInt8(ascii: "`") where options.isJavaScript: return JSONNode(.string(try parseTemplate()), at: start)
        case UInt8(ascii: "+") where options.isJSON5, UInt8(ascii: ".") where options.isJSON5,
            UInt8(ascii: "I") where options.isJSON5, UInt8(ascii: "N") where options.isJSON5,
            UInt8(ascii: "-") where options.isJSON5:
            return JSONNode(.number(try parseJSON5Number()), at: start)
        case UInt8(ascii: "0")...UInt8(ascii: "9") where options.isJSON5:
            return JSONNode(.number(try parseJSON5Number()), at: start)
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return JSONNode(.bool(true), at: start)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return JSONNode(.bool(false), at: start)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return JSONNode(.null, at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(.number(try parseNumber()), at: start)
        default:
            throw fail(.unexpectedCharacter, "Unexpected \(describeCurrent()); expected a JSON value.")
        }
    }

    mutating func parseObject() throws(Failure) -> JSONObject {
        try enterContainer()
        index += 1
        var object = JSONObject()
        // Keys seen, for duplicates: a token's object has a handful of members, searched in place;
        // a group's hundreds or thousands of members go through a table once there are many.
        var positions: [String: Int]?
        try skipWhitespace()
        if try consumeClosing(UInt8(ascii: "}"), isFirst: true) {
            depth -= 1
            return object
        }
        while true {
            guard index < bytes.count else { throw fail(.truncated, "The file ends inside an object; expected a key.") }
            let keyLocation = location()
            let key: String
            if bytes[index] == UInt8(ascii: "\"") || (options.isJSON5 && bytes[index] == UInt8(ascii: "'")) {
                key = try parseString()
            } else if options.isJSON5, let name = parseIdentifier() {
                key = name
            } else if options.isJavaScript, index < bytes.count, isDigit(bytes[index]) {
                key = try parseNumberKey()
            } else {
                throw fail(.unexpectedCharacter, "Unexpected \(describeCurrent()); expected a key in double quotes.")
            }
            try skipWhitespace()
            try expect(UInt8(ascii: ":"), "':' after the key \"\(key)\"")
            try skipWhitespace()
            let value = try parseValue()
            let member = JSONObject.Member(key: key, keyLocation: keyLocation, value: value)
            if let earlier = Self.earlierMember(key, in: object.members, positions: &positions) {
                let first = object.members[earlier].keyLocation
                if options.isJSON5 {
                    // JSON5's reference parser keeps the last: so does this one, saying so.
                    diagnostics.report(
                        Diagnostic(
                            .duplicateKey,
                            "The key \"\(key)\" appears twice in this object; the last one is used, as JSON5 reads it.",
                            at: keyLocation, severity: .warning,
                            notes: [.init("first \"\(key)\" is here, and is not used", at: first)]))
                } else {
                    diagnostics.report(
                        .duplicateKey, "The key \"\(key)\" appears twice in this object; the last one would win.",
                        at: keyLocation, notes: [.init("first \"\(key)\" is here", at: first)])
                    let same = JSONOutput(object.members[earlier].value) == JSONOutput(value)
                    duplicates.append(Duplicate(key: key, location: keyLocation, first: first, sameValue: same))
                }
                object.members[earlier] = member
            } else {
                positions?[key] = object.members.count
                object.members.append(member)
            }
            try skipWhitespace()
            if try consumeSeparator(closing: UInt8(ascii: "}"), what: "object") { break }
        }
        depth -= 1
        return object
    }

    /// The index of an earlier member named `key`. Up to 16 members are compared one by one; past
    /// that, `positions` is built once and kept up to date by the caller.
    static func earlierMember(_ key: String, in members: [JSONObject.Member], positions: inout [String: Int]?) -> Int? {
        if positions == nil {
            if members.count < 16 { return members.firstIndex { $0.key == key } }
            positions = Dictionary(members.indices.map { (members[$0].key, $0) }, uniquingKeysWith: { $1 })
        }
        return positions?[key]
    }

    mutating func parseArray() throws(Failure) -> [JSONNode] {
        try enterContainer()
        index += 1
        var elements: [JSONNode] = []
        try skipWhitespace()
        if try consumeClosing(UInt8(ascii: "]"), isFirst: true) {
            depth -= 1
            return elements
        }
        while true {
            elements.append(try parseValue())
            try skipWhitespace()
            if try consumeSeparator(closing: UInt8(ascii: "]"), what: "array") { break }
        }
        depth -= 1
        return elements
    }

    mutating func enterContainer() throws(Failure) {
        depth += 1
        if depth > Self.maximumDepth {
            throw fail(.tooDeep, "Objects and arrays are nested more than \(Self.maximumDepth) levels deep here.")
        }
    }

    /// After a member or element: `,` (then maybe a trailing comma in lenient mode) or the closing bracket.
    /// Returns true when the container is closed.
    mutating func consumeSeparator(closing: UInt8, what: String) throws(Failure) -> Bool {
        guard index < bytes.count else {
            throw fail(
                .truncated, "The file ends inside an \(what); expected ',' or '\(Character(UnicodeScalar(closing)))'.")
        }
        if bytes[index] == closing {
            index += 1
            return true
        }
        guard bytes[index] == UInt8(ascii: ",") else {
            throw fail(
                .unexpectedCharacter,
                "Unexpected \(describeCurrent()) in an \(what); expected ',' or '\(Character(UnicodeScalar(closing)))'."
            )
        }
        index += 1
        try skipWhitespace()
        return try consumeClosing(closing, isFirst: false)
    }

    /// Consumes `closing` if it is next. A closing bracket right after a comma is a trailing comma.
    mutating func consumeClosing(_ closing: UInt8, isFirst: Bool) throws(Failure) -> Bool {
        guard index < bytes.count, bytes[index] == closing else { return false }
        if !isFirst && !options.isLenient {
            throw fail(
                .strictJSON,
                "A trailing comma before '\(Character(UnicodeScalar(closing)))' is not allowed in strict JSON; remove it or name the file .jsonc."
            )
        }
        index += 1
        return true
    }

    /// `what` is only made when the byte is missing: it names the key, and is asked for once per member.
    mutating func expect(_ byte: UInt8, _ what: @autoclosure () -> String) throws(Failure) {
        guard index < bytes.count else { throw fail(.truncated, "The file ends where \(what()) was expected.") }
        guard bytes[index] == byte else {
            throw fail(.unexpectedCharacter, "Unexpected \(describeCurrent()); expected \(what()).")
        }
        index += 1
    }

    mutating func expectLiteral(_ literal: String) throws(Failure) {
        for byte in literal.utf8 {
            guard index < bytes.count else { throw fail(.truncated, "The file ends inside '\(literal)'.") }
            guard bytes[index] == byte else {
                throw fail(.unexpectedCharacter, "Unexpected \(describeCurrent()); expected '\(literal)'.")
            }
            index += 1
        }
    }

    // MARK: - Whitespace and comments

    mutating func skipWhitespace() throws(Failure) {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            case UInt8(ascii: "/"):
                try skipComment()
            case 0xC2 where options.isJSON5 && index + 1 < bytes.count && bytes[index + 1] == 0xA0:
                index += 2  // no-break space
            case 0xEF where options.isJSON5 && bytes[index...].starts(with: [0xEF, 0xBB, 0xBF]):
                index += 3  // byte order mark
            case 0x0B where options.isJSON5, 0x0C where options.isJSON5:
                index += 1
            default:
                return
            }
        }
    }

    mutating func skipComment() throws(Failure) {
        guard options.isLenient else {
            throw fail(.strictJSON, "Comments are not allowed in strict JSON; remove them or name the file .jsonc.")
        }
        let next = index + 1 < bytes.count ? bytes[index + 1] : 0
        if next == UInt8(ascii: "/") {
            while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
        } else if next == UInt8(ascii: "*") {
            let start = location()
            index += 2
            while true {
                guard index + 1 < bytes.count else {
                    throw Failure(
                        diagnostic: Diagnostic(.truncated, "This comment is never closed with '*/'.", at: start))
                }
                if bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/") {
                    index += 2
                    return
                }
                if bytes[index] == UInt8(ascii: "\n") {
                    line += 1
                    lineStart = index + 1
                }
                index += 1
            }
        } else {
            throw fail(.unexpectedCharacter, "Unexpected '/'; a comment starts with '//' or '/*'.")
        }
    }

    // MARK: - Locations and errors

    func location() -> SourceLocation {
        SourceLocation(file: fileID, line: line, column: index - lineStart + 1)
    }

    func location(at offset: Int) -> SourceLocation {
        SourceLocation(file: fileID, line: line, column: offset - lineStart + 1)
    }

    func fail(_ code: DiagnosticCode, _ message: String) -> Failure {
        if code == .unexpectedCharacter, index < bytes.count, bytes[index] >= 0x80,
            UTF8Validation.firstInvalidOffset(in: bytes[index..<min(index + 4, bytes.count)]) == index
        {
            return Failure(
                diagnostic: Diagnostic(
                    .invalidUTF8, "The file holds a byte that is not valid UTF-8; save the file as UTF-8.",
                    at: location()))
        }
        return Failure(diagnostic: Diagnostic(code, message, at: location()))
    }

    func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(UnicodeScalar(byte)))'" }
        if byte == 0x20 { return "space" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }
}
