import Yams

/// YAML token files (`.yaml`, `.yml`) read through Yams into the same located `JSONNode`s as
/// JSON, so every later stage (and every message) works the same.
///
/// Scalars follow the YAML 1.2 core schema: only `true`/`false` are booleans (YAML 1.1's `yes`,
/// `no`, `on`, `off` stay strings, since `off` is a plausible token value); numbers are decimal,
/// `0x…` or `0o…`; `null`, `~` and an empty value are null. Keys must be scalars.
public enum YAMLParser {
    /// True for the file endings read as YAML.
    public static func isYAML(fileNamed name: String) -> Bool { name.hasSuffix(".yaml") || name.hasSuffix(".yml") }

    /// Parses a whole document: the root (nil after an error) and every diagnostic.
    public static func parse(_ bytes: [UInt8], file: String) -> (root: JSONNode?, diagnostics: Diagnostics) {
        var diagnostics = Diagnostics()
        guard let text = String(validating: bytes, as: UTF8.self) else {
            diagnostics.report(
                .invalidUTF8, "The file holds bytes that are not valid UTF-8; save the file as UTF-8.",
                at: SourceLocation(file: file, line: 1, column: 1))
            return (nil, diagnostics)
        }
        let lines = LineIndex(bytes)
        do {
            guard let node = try Yams.compose(yaml: text, resolver) else {
                diagnostics.report(
                    .truncated, "The file is empty; expected YAML mappings of tokens.",
                    at: SourceLocation(file: file, line: 1, column: 1))
                return (nil, diagnostics)
            }
            var converter = Converter(file: file, lines: lines)
            let root = converter.convert(node, depth: 0)
            diagnostics.append(contentsOf: converter.diagnostics)
            return (converter.diagnostics.hasErrors ? nil : root, diagnostics)
        } catch let error as YamlError {
            let (message, mark) = describe(error)
            // libyaml stops at 1,000 levels (the parse and Yams' reading of it are recursions):
            // past this tool's own limit too, and said as it is.
            let tooDeep = message.contains("Maximum nesting level reached")
            diagnostics.report(
                tooDeep ? .tooDeep : .yamlSyntax,
                tooDeep
                    ? "Mappings and sequences are nested more than \(JSONParser.maximumDepth) levels deep here."
                    : message,
                at: lines.location(file: file, mark: mark))
            return (nil, diagnostics)
        } catch {
            diagnostics.report(
                .yamlSyntax, "The YAML cannot be read: \(error).", at: SourceLocation(file: file, line: 1, column: 1))
            return (nil, diagnostics)
        }
    }

    /// YAML 1.2 core: `Resolver.default` with 1.1's yes/no/on/off booleans taken out.
    static let resolver: Resolver = {
        // A constant pattern that compiles (the YAML tests use it); if Yams ever rejected it, only
        // YAML 1.1's booleans would come back, which is not worth stopping a build.
        let pattern = "^(?:true|True|TRUE|false|False|FALSE)$"
        guard let strictBool = try? Resolver.Rule(.bool, pattern) else { return .default }  // see above
        return Resolver.default.replacing(strictBool).removing(.timestamp).removing(.value).removing(.merge)
    }()

    static func describe(_ error: YamlError) -> (String, Mark?) {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let during = context.map { " (\($0.text), which starts at line \($0.mark.line))" } ?? ""
            return ("This is not valid YAML: \(problem)\(during).", mark)
        case .duplicatedKeysInMapping(let duplicates, let context):
            let names = duplicates.map { "\"\($0)\"" }.joined(separator: ", ")
            return ("The key \(names) appears twice in one mapping; keep one.", context.mark)
        case .reader(let problem, _, _, _):
            return ("The YAML cannot be read: \(problem).", nil)
        default:
            return ("The YAML cannot be read: \(error).", nil)
        }
    }

    /// Yams nodes to located JSON nodes.
    struct Converter {
        let file: String
        let lines: LineIndex
        var diagnostics = Diagnostics()
        /// Values made so far: anchors and aliases (`*name`) share nodes, so a few lines can stand
        /// for billions of values ("billion laughs"); past `maximumValues` conversion stops.
        var count = 0
        static let maximumValues = Limits.expansion

        mutating func convert(_ node: Node, depth: Int) -> JSONNode {
            let at = lines.location(file: file, mark: node.mark)
            count += 1
            guard count <= Self.maximumValues else {
                if count == Self.maximumValues + 1 {
                    diagnostics.report(
                        .yamlTooLarge,
                        "This file stands for more than \(Self.maximumValues) values once its aliases (*name) are expanded; tokens stops reading it. Write the values out, or use {token.path} references.",
                        at: at)
                }
                return JSONNode(.null, at: at)
            }
            guard depth <= JSONParser.maximumDepth else {
                diagnostics.report(
                    .tooDeep,
                    "Mappings and sequences are nested more than \(JSONParser.maximumDepth) levels deep here.", at: at)
                return JSONNode(.null, at: at)
            }
            switch node {
            case .scalar(let scalar): return JSONNode(value(of: scalar, at: at), at: at)
            case .sequence(let sequence):
                return JSONNode(.array(sequence.map { convert($0, depth: depth + 1) }), at: at)
            case .mapping(let mapping):
                var object = JSONObject()
                for (key, value) in mapping {
                    let keyAt = lines.location(file: file, mark: key.mark)
                    guard case .scalar(let keyScalar) = key else {
                        diagnostics.report(
                            .yamlSyntax, "A key must be a plain name, not a mapping or a sequence.", at: keyAt)
                        continue
                    }
                    object.members.append(
                        .init(key: keyScalar.string, keyLocation: keyAt, value: convert(value, depth: depth + 1)))
                }
                return JSONNode(.object(object), at: at)
            case .alias:
                diagnostics.report(
                    .yamlSyntax,
                    "An alias (*name) is not supported here; write the value, or a {token.path} reference.", at: at)
                return JSONNode(.null, at: at)
            }
        }

        mutating func value(of scalar: Node.Scalar, at location: SourceLocation) -> JSONValue {
            let node = Node.scalar(scalar)
            switch scalar.style {
            case .singleQuoted, .doubleQuoted, .literal, .folded: return .string(scalar.string)
            default: break
            }
            switch Tag.Name(rawValue: node.tag.rawValue) {
            case Tag.Name.null: return .null
            case Tag.Name.bool: return node.bool.map(JSONValue.bool) ?? .string(scalar.string)
            case Tag.Name.int:
                return node.int.map { .number(Double($0)) } ?? .string(scalar.string)
            case Tag.Name.float:
                guard let n = node.float, n.isFinite else {
                    diagnostics.report(
                        .badNumber, "\(scalar.string) is not a finite number; no token can hold it.", at: location)
                    return .null
                }
                return .number(n)
            default: return .string(scalar.string)
            }
        }
    }

    /// Byte offsets of line starts, to turn Yams' marks (columns in Unicode scalars) into our
    /// UTF-8 byte columns.
    struct LineIndex {
        let bytes: [UInt8]
        let starts: [Int]

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            var starts = [0]
            for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
            self.starts = starts
        }

        func location(file: String, mark: Mark?) -> SourceLocation {
            guard let mark, mark.line >= 1, mark.line <= starts.count else {
                return SourceLocation(file: file, line: 1, column: 1)
            }
            let start = starts[mark.line - 1]
            var offset = start
            var scalars = 1
            while scalars < mark.column, offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") {
                // Skip one UTF-8 sequence: a lead byte and its continuation bytes.
                offset += 1
                while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
                scalars += 1
            }
            return SourceLocation(file: file, line: mark.line, column: offset - start + 1)
        }
    }
}
