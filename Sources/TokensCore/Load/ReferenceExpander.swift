/// Replaces JSON Pointer `$ref` objects with what they point at, inside a file and across files.
///
/// `{"$ref": "#/a/b"}` becomes a copy of `/a/b`; other members beside `$ref` override the copy's
/// members (DTCG resolver "extending with $ref"). `$extensions` are left alone: vendors own them.
/// A `$ref` that leads back into itself is a `ref.cycle`, reported once.
struct ReferenceExpander {
    let store: DocumentStore
    private var memo: [String: JSONNode] = [:]
    private var reportedCycles: Set<String> = []

    init(store: DocumentStore) { self.store = store }

    /// `node` (part of the document in `file`, whose root is `root`) with every `$ref` expanded.
    mutating func expand(_ node: JSONNode, file: String, root: JSONNode) -> JSONNode {
        var stack: [String] = []
        return expand(node, file: file, root: root, stack: &stack)
    }

    private mutating func expand(_ node: JSONNode, file: String, root: JSONNode, stack: inout [String]) -> JSONNode {
        expanded(node, file: file, root: root, stack: &stack) ?? node
    }

    /// `node` with its `$ref`s expanded, or nil when it holds none: a file without references
    /// (nearly every token file) is not copied node by node.
    private mutating func expanded(_ node: JSONNode, file: String, root: JSONNode, stack: inout [String]) -> JSONNode? {
        switch node.value {
        case .array(let elements):
            var copy: [JSONNode]?
            for i in elements.indices {
                guard let element = expanded(elements[i], file: file, root: root, stack: &stack) else { continue }
                if copy == nil { copy = elements }
                copy?[i] = element
            }
            return copy.map { JSONNode(.array($0), at: node.location) }
        case .object(let object):
            if let reference = object.member("$ref"), let text = reference.value.string {
                return expandReference(text, at: reference.value.location, in: object, node: node, file: file, root: root, stack: &stack)
            }
            var copy: JSONObject?
            for i in object.members.indices where object.members[i].key != "$extensions" {
                guard let value = expanded(object.members[i].value, file: file, root: root, stack: &stack) else { continue }
                if copy == nil { copy = object }
                copy?.members[i].value = value
            }
            return copy.map { JSONNode(.object($0), at: node.location) }
        default:
            return nil
        }
    }

    private mutating func expandReference(
        _ text: String, at location: SourceLocation, in object: JSONObject, node: JSONNode,
        file: String, root: JSONNode, stack: inout [String]
    ) -> JSONNode {
        var siblings = object
        siblings.remove("$ref")
        let expandedSiblings = expand(JSONNode(.object(siblings), at: node.location), file: file, root: root, stack: &stack)
        guard let pointer = JSONPointer(text) else {
            if text.contains("://") {
                store.report(Diagnostic(.fileUnreadable, "The reference '\(text)' is remote; tokens reads local files only. Download it and refer to it by path.", at: location))
            } else {
                store.report(Diagnostic(.badPointer, "'\(text)' is not a JSON Pointer; write '#/group/token' or 'file.json#/group/token'.", at: location))
            }
            return expandedSiblings
        }
        let targetFile = pointer.file.map { FilePath.join(FilePath.directory(of: file), $0) } ?? file
        let key = targetFile + "#" + pointer.tokens.joined(separator: "/")
        if let start = stack.firstIndex(of: key) {
            let cycle = (stack[start...] + [key]).map { Self.display($0) }.joined(separator: " → ")
            if reportedCycles.insert(stack[start...].sorted().joined(separator: "|")).inserted {
                store.report(Diagnostic(.refCycle, "These $ref pointers include themselves: \(cycle).", at: location))
            }
            return expandedSiblings
        }
        var target: JSONNode
        if let cached = memo[key] {
            target = cached
        } else {
            let targetRoot = pointer.file == nil ? root : store.document(at: targetFile, referencedFrom: location)
            guard let targetRoot else { return expandedSiblings }
            guard let found = pointer.resolve(in: targetRoot) else {
                store.report(Diagnostic(.missingPointer, "The $ref '\(text)' points at nothing: \(Self.display(key)) does not exist.", at: location))
                return expandedSiblings
            }
            stack.append(key)
            target = expand(found, file: targetFile, root: targetRoot, stack: &stack)
            stack.removeLast()
            memo[key] = target
        }
        guard !siblings.members.isEmpty else { return target }
        guard var merged = target.object, let overrides = expandedSiblings.object else {
            store.report(Diagnostic(.badPointer, "'\(text)' points at \(target.value.kindDescription); only an object can be combined with other properties beside $ref.", at: location))
            return expandedSiblings
        }
        for member in overrides.members { merged.set(member.key, member.value, keyLocation: member.keyLocation) }
        return JSONNode(.object(merged), at: node.location)
    }

    /// True when `node` holds a `$ref` member outside `$extensions` (which `expand` leaves alone):
    /// a document without one needs no expanding, nor any other document, so it can be flattened
    /// on any core.
    static func holdsReference(_ node: JSONNode) -> Bool {
        var pending = [node]
        while let next = pending.popLast() {
            switch next.value {
            case .array(let elements): pending.append(contentsOf: elements)
            case .object(let object):
                for member in object.members where member.key != "$extensions" {
                    if member.key == "$ref" { return true }
                    pending.append(member.value)
                }
            default: continue
            }
        }
        return false
    }

    private static func display(_ key: String) -> String {
        let parts = key.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        return FilePath.name(of: String(parts[0])) + "#/" + (parts.count > 1 ? parts[1] : "")
    }
}
