/// Replaces JSON Pointer `$ref` objects with what they point at, inside a file and across files.
///
/// `{"$ref": "#/a/b"}` becomes a copy of `/a/b`; other members beside `$ref` override the copy's
/// members (DTCG resolver "extending with $ref"). `$extensions` are left alone: vendors own them.
/// A `$ref` that leads back into itself is a `ref.cycle`, reported once.
struct ReferenceExpander {
    let store: DocumentStore
    private var memo: [String: JSONNode] = [:]
    /// How many values each expanded target holds (its own, with its references expanded).
    private var sizes: [String: Int] = [:]
    /// Values the references expanded so far add, net (each `$ref` object counts as replaced): a
    /// `$ref` to something that refers twice to the level below doubles per level, so a few lines
    /// can stand for billions.
    private var added = 0
    private var isOverBudget = false
    private var reportedCycles: Set<String> = []
    /// How deep the expanded values nest: a target is expanded where it is referred to, so each
    /// `$ref` may add a file's depth of objects (and of recursion) to the place it stands in.
    private var nesting = DepthGuard(limit: Limits.documentDepth)
    private var hasReportedNesting = false
    /// How deep `$ref`s may lead into one another, and how many values they may add in all.
    static let maximumDepth = Limits.pointerDepth
    static let maximumValues = Limits.expansion

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
        case .array, .object: break
        default: return nil
        }
        guard nesting.enter() else {
            if !hasReportedNesting {
                hasReportedNesting = true
                store.report(
                    Diagnostic(
                        .refTooDeep,
                        "Once the $ref pointers that lead here are followed, objects and arrays nest more than \(nesting.limit) deep; tokens stops expanding them. Point at values nearer the top of their file, or at fewer levels.",
                        at: node.location))
            }
            // What lies deeper is left out (said above), not read as it is: its `$ref`s unexpanded.
            return JSONNode(node.array != nil ? .array([]) : .object(JSONObject()), at: node.location)
        }
        defer { nesting.leave() }
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
                return expandReference(
                    text, at: reference.value.location, in: object, node: node, file: file, root: root, stack: &stack)
            }
            var copy: JSONObject?
            for i in object.members.indices where object.members[i].key != "$extensions" {
                guard let value = expanded(object.members[i].value, file: file, root: root, stack: &stack) else {
                    continue
                }
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
        let expandedSiblings = expand(
            JSONNode(.object(siblings), at: node.location), file: file, root: root, stack: &stack)
        guard let pointer = JSONPointer(text) else {
            if text.contains("://") {
                store.report(
                    Diagnostic(
                        .fileUnreadable,
                        "The reference '\(text)' is remote; tokens reads local files only. Download it and refer to it by path.",
                        at: location))
            } else {
                store.report(
                    Diagnostic(
                        .badPointer,
                        "'\(text)' is not a JSON Pointer; write '#/group/token' or 'file.json#/group/token'.",
                        at: location))
            }
            return expandedSiblings
        }
        var targetFile = file
        if let named = pointer.file {
            // An absolute path, or `..` out of the token folder: refused, nothing read.
            guard let path = store.locate(named, from: file, at: location) else { return expandedSiblings }
            targetFile = path
        }
        let key = targetFile + "#" + pointer.tokens.joined(separator: "/")
        if let start = stack.firstIndex(of: key) {
            let cycle = (stack[start...] + [key]).map { Self.display($0) }.joined(separator: " → ")
            if reportedCycles.insert(stack[start...].sorted().joined(separator: "|")).inserted {
                store.report(Diagnostic(.refCycle, "These $ref pointers include themselves: \(cycle).", at: location))
            }
            return expandedSiblings
        }
        guard stack.count < Self.maximumDepth else {
            store.report(
                Diagnostic(
                    .refTooDeep,
                    "$ref pointers lead into one another more than \(Self.maximumDepth) deep here (\(Self.display(key))); tokens stops following them. Point at the value nearer its source.",
                    at: location))
            return expandedSiblings
        }
        guard !isOverBudget else { return expandedSiblings }
        var target: JSONNode
        if let cached = memo[key] {
            target = cached
        } else {
            let targetRoot = pointer.file == nil ? root : store.document(at: targetFile, referencedFrom: location)
            guard let targetRoot else { return expandedSiblings }
            guard let found = pointer.resolve(in: targetRoot) else {
                store.report(
                    Diagnostic(
                        .missingPointer, "The $ref '\(text)' points at nothing: \(Self.display(key)) does not exist.",
                        at: location))
                return expandedSiblings
            }
            stack.append(key)
            let before = added
            target = expand(found, file: targetFile, root: targetRoot, stack: &stack)
            stack.removeLast()
            sizes[key] = Self.count(found) + (added - before)
            added = before
            memo[key] = target
        }
        // The `$ref` object is replaced by its target: what that adds, net.
        added += (sizes[key] ?? 0) - Self.count(node)
        if added > Self.maximumValues {
            if !isOverBudget {
                store.report(
                    Diagnostic(
                        .refTooLarge,
                        "The $ref pointers here expand to more than \(Self.maximumValues) values (\(Self.display(key)) and those before it); tokens stops expanding them. Refer to each value once.",
                        at: location))
            }
            isOverBudget = true
            return expandedSiblings
        }
        guard !siblings.members.isEmpty else { return target }
        guard var merged = target.object, let overrides = expandedSiblings.object else {
            store.report(
                Diagnostic(
                    .badPointer,
                    "'\(text)' points at \(target.value.kindDescription); only an object can be combined with other properties beside $ref.",
                    at: location))
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

    /// The values in `node`, counted without expanding anything.
    private static func count(_ node: JSONNode) -> Int {
        var total = 0
        var pending = [node]
        while let next = pending.popLast() {
            total += 1
            switch next.value {
            case .array(let elements): pending.append(contentsOf: elements)
            case .object(let object): pending.append(contentsOf: object.members.map(\.value))
            default: continue
            }
        }
        return total
    }

    private static func display(_ key: String) -> String {
        let parts = key.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        return FilePath.name(of: String(parts[0])) + "#/" + (parts.count > 1 ? parts[1] : "")
    }
}
