/// An RFC 6901 JSON Pointer, optionally preceded by a file (`other.json#/a/b`).
public struct JSONPointer: Sendable, Hashable, CustomStringConvertible {
    /// The file part, relative to the referring file; nil for a pointer into the same document.
    public let file: String?
    /// The unescaped reference tokens (`~1` → `/`, `~0` → `~`).
    public let tokens: [String]

    /// Creates a pointer from its parts.
    public init(file: String?, tokens: [String]) {
        self.file = file
        self.tokens = tokens
    }

    /// Parses `#/a/b`, `file.json`, `file.json#/a/b` or `file.json#a/b`; nil for URLs and malformed text.
    public init?(_ text: String) {
        if text.contains("://") { return nil }
        let parts = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let filePart = parts.first.map(String.init) ?? ""
        var fragment = parts.count > 1 ? String(parts[1]) : ""
        if filePart.isEmpty && parts.count < 2 { return nil }
        if !fragment.isEmpty && !fragment.hasPrefix("/") { fragment = "/" + fragment }
        var tokens: [String] = []
        if !fragment.isEmpty {
            for raw in fragment.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
                guard let token = Self.unescape(raw) else { return nil }
                tokens.append(token)
            }
        }
        self.file = filePart.isEmpty ? nil : filePart
        self.tokens = tokens
    }

    /// The pointer as written, normalised.
    public var description: String {
        let fragment = tokens.isEmpty ? "" : "#/" + tokens.map(Self.escape).joined(separator: "/")
        return (file ?? "") + (file == nil && tokens.isEmpty ? "#" : fragment)
    }

    /// Follows the pointer inside `root`; nil when some step does not exist.
    public func resolve(in root: JSONNode) -> JSONNode? {
        var node = root
        for token in tokens {
            switch node.value {
            case .object(let object):
                guard let next = object[token] else { return nil }
                node = next
            case .array(let elements):
                guard let position = Int(token), token == String(position), elements.indices.contains(position) else {
                    return nil
                }
                node = elements[position]
            default:
                return nil
            }
        }
        return node
    }

    static func unescape(_ raw: Substring) -> String? {
        guard raw.contains("~") else { return String(raw) }
        var out = ""
        var iterator = raw.makeIterator()
        while let ch = iterator.next() {
            guard ch == "~" else {
                out.append(ch)
                continue
            }
            switch iterator.next() {
            case "0": out.append("~")
            case "1": out.append("/")
            default: return nil
            }
        }
        return out
    }

    static func escape(_ token: String) -> String {
        token.replacingAll("~", with: "~0").replacingAll("/", with: "~1")
    }
}

extension String {
    /// Replaces every occurrence of `target` (a small local helper: Foundation-free).
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard contains(target) else { return self }
        return split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
