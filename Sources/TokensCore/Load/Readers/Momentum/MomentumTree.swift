/// A Momentum token tree (Cisco Webex's `momentum-design/tokens`) as its generator,
/// `theme_generator.js`, holds one: nested groups whose leaves are colour strings or `@name`
/// references, with no `value` wrapper. Arrays are groups keyed `0`, `1`, … (JavaScript walks
/// them so), and every leaf keeps its `JSONNode`, so its place in the file stays known.
indirect enum MomentumNode: Sendable {
    case value(JSONNode)
    case group(MomentumGroup)

    /// The group, when this node is one.
    var group: MomentumGroup? { if case .group(let g) = self { g } else { nil } }

    /// The leaf, when this node is one.
    var leaf: JSONNode? { if case .value(let v) = self { v } else { nil } }

    /// False where JavaScript's `!value` is true: the generator takes such a value for "not found".
    var isTruthy: Bool {
        guard let leaf else { return true }
        switch leaf.value {
        case .string(let text): return !text.isEmpty
        case .number(let n): return n != 0 && !n.isNaN
        case .bool(let b): return b
        case .null: return false
        case .array, .object: return true
        }
    }
}

/// A group's members in the order they were written, each with where its key was written.
struct MomentumGroup: Sendable {
    private(set) var keys: [String] = []
    private var members: [String: (node: MomentumNode, at: SourceLocation)] = [:]

    subscript(key: String) -> MomentumNode? { members[key]?.node }

    func location(of key: String) -> SourceLocation? { members[key]?.at }

    mutating func set(_ key: String, _ node: MomentumNode, at location: SourceLocation) {
        if members[key] == nil { keys.append(key) }
        members[key] = (node, location)
    }

    mutating func remove(_ key: String) {
        guard members.removeValue(forKey: key) != nil else { return }
        keys.removeAll { $0 == key }
    }

    var entries: [(key: String, node: MomentumNode, at: SourceLocation)] {
        keys.compactMap { key in members[key].map { (key, $0.node, $0.at) } }
    }
}

/// One leaf of a flattened tree: its dash-joined name (a UI state, `#hovered`, moved to the end)
/// and its value.
struct MomentumFlatToken: Sendable {
    var name: String
    var value: JSONNode
    /// Where the token's own name was written (a reference's value is written elsewhere).
    var at: SourceLocation
}

enum MomentumTree {
    /// The members the generator strips from every object before reading it.
    static let metadataKeys: Set<String> = ["comment", "figma"]

    /// A parsed file as the generator loads it: `comment` and `figma` dropped, UI states moved to
    /// the end of each name, then every name split at its dashes into nested groups
    /// (`white-alpha: {95: …}` is `white → alpha → 95`).
    static func load(_ root: JSONNode, diagnostics: inout Diagnostics) -> MomentumNode {
        var flat: [MomentumFlatToken] = []
        var problems: [Diagnostic] = []
        flatten(tree(root), into: &flat, problems: &problems)
        for problem in problems { diagnostics.report(problem) }
        return unflatten(flat, diagnostics: &diagnostics)
    }

    /// A JSON value as a tree, without the generator's metadata members.
    static func tree(_ node: JSONNode) -> MomentumNode {
        switch node.value {
        case .object(let object):
            var group = MomentumGroup()
            for member in object.members where !metadataKeys.contains(member.key) {
                group.set(member.key, tree(member.value), at: member.keyLocation)
            }
            return .group(group)
        case .array(let elements):
            var group = MomentumGroup()
            for (index, element) in elements.enumerated() {
                group.set(String(index), tree(element), at: element.location)
            }
            return .group(group)
        default: return .value(node)
        }
    }

    /// Every leaf of `node` with its dash-joined name; a `#state` group's name goes to the end
    /// (`button.primary.#normal.background` is `button-primary-background-#normal`). A state
    /// inside another state is reported (the generator stops there) and read as the outer one. A
    /// name longer than `Limits.pathBytes` is reported and not built: each leaf of a group repeats
    /// the group's name.
    static func flatten(
        _ node: MomentumNode, path: String = "", state: String? = nil, into flat: inout [MomentumFlatToken],
        problems: inout [Diagnostic]
    ) {
        guard let group = node.group else {
            if let leaf = node.leaf { flat.append(MomentumFlatToken(name: path, value: leaf, at: leaf.location)) }
            return
        }
        for (key, child, location) in group.entries {
            if key.hasPrefix("#"), case .group = child {
                if let state {
                    problems.append(
                        Diagnostic(
                            .invalidName,
                            "The UI state '\(key)' sits inside the state '\(state)'; theme_generator.js stops here. Give each token one state.",
                            at: location))
                    flatten(child, path: path, state: state, into: &flat, problems: &problems)
                } else {
                    flatten(child, path: path, state: key, into: &flat, problems: &problems)
                }
                continue
            }
            let childPath = path.isEmpty ? key : path + "-" + key
            guard childPath.utf8.count <= Limits.pathBytes else {
                problems.append(
                    Diagnostic(
                        .limitNameLength,
                        "The name '\(Limits.excerpt(childPath))' is \(childPath.utf8.count) bytes long with the groups it is in; tokens reads names of at most \(Limits.pathBytes) bytes. Shorten the names.",
                        at: location))
                continue
            }
            if case .group = child {
                flatten(child, path: childPath, state: state, into: &flat, problems: &problems)
            } else if let leaf = child.leaf {
                let name = state.map { childPath + "-" + $0 } ?? childPath
                flat.append(MomentumFlatToken(name: name, value: leaf, at: location))
            }
        }
    }

    /// Flattened names split at every dash into nested groups. A name under one that is already
    /// a value (`a-b` then `a-b-c`) cannot be placed, and one that is a value over a group
    /// replaces the group (as the generator's loop does): both are reported.
    static func unflatten(_ flat: [MomentumFlatToken], diagnostics: inout Diagnostics) -> MomentumNode {
        var root = MomentumGroup()
        for token in flat {
            let parts = token.name.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
            // Each part is a level of the tree (and of every walk over it).
            guard parts.count <= Limits.documentDepth else {
                diagnostics.report(
                    .limitDepth,
                    "'\(Limits.excerpt(token.name))' splits at its dashes into \(parts.count) names, each a level of groups; tokens reads at most \(Limits.documentDepth) levels. Use fewer dashes.",
                    at: token.at)
                continue
            }
            switch place(token.value, at: token.at, parts: parts[...], in: &root) {
            case .placed: break
            case .underValue:
                diagnostics.report(
                    .invalidName,
                    "'\(token.name)' names a value under another value (a shorter name with its first words is a colour, not a group); theme_generator.js cannot build it, so it is left out. Rename one of the two.",
                    at: token.at, cause: "Momentum names under a value are left out")
            case .overGroup:
                diagnostics.report(
                    .invalidName,
                    "'\(token.name)' is a value where longer names make a group; as in theme_generator.js, the value replaces the group's tokens. Rename one of them.",
                    at: token.at, cause: "Momentum values replacing a group of the same name")
            }
        }
        return .group(root)
    }

    private enum Placement { case placed, underValue, overGroup }

    private static func place(
        _ value: JSONNode, at location: SourceLocation, parts: ArraySlice<String>, in group: inout MomentumGroup
    ) -> Placement {
        guard let key = parts.first else { return .underValue }
        if parts.count == 1 {
            let replaced: Bool = if case .group = group[key] { true } else { false }
            group.set(key, .value(value), at: location)
            return replaced ? .overGroup : .placed
        }
        var child: MomentumGroup
        switch group[key] {
        case .none: child = MomentumGroup()
        case .group(let existing): child = existing
        case .value: return .underValue
        }
        let placed = place(value, at: location, parts: parts.dropFirst(), in: &child)
        group.set(key, .group(child), at: group.location(of: key) ?? location)
        return placed
    }

    /// `source` merged into `target` as lodash's `merge` does: groups merge member by member,
    /// anything else replaces what was there.
    static func merge(_ source: MomentumNode, into target: inout MomentumNode) {
        guard case .group(let incoming) = source, case .group(var existing) = target else {
            target = source
            return
        }
        for (key, child, location) in incoming.entries {
            var merged = existing[key] ?? child
            if existing[key] != nil { merge(child, into: &merged) }
            existing.set(key, merged, at: existing.location(of: key) ?? location)
        }
        target = .group(existing)
    }

    /// The node a dash name stands for, found as the generator's `findKey` finds it: the first
    /// run of parts that is a group (`white`, then `white-alpha`, …) is entered and the rest
    /// looked up there, never backing out; the last run must be a member.
    static func find(_ parts: ArraySlice<String>, in node: MomentumNode) -> MomentumNode? {
        findPrefixes(parts, in: node).last ?? nil
    }

    /// `find` of each prefix of `parts` (the first part, the first two, …, all of them), in one
    /// walk: the generator's walk for a prefix is the walk for all the parts, up to the prefix's
    /// last part, where it takes the member instead of entering it.
    static func findPrefixes(_ parts: ArraySlice<String>, in node: MomentumNode) -> [MomentumNode?] {
        var found = [MomentumNode?](repeating: nil, count: parts.count)
        guard var group = node.group else { return found }
        var run = parts.startIndex
        for index in parts.indices {
            let member = group[parts[run...index].joined(separator: "-")]
            found[index - parts.startIndex] = member
            if case .group(let inner)? = member {
                group = inner
                run = index + 1
            }
        }
        return found
    }

    /// Every leaf with its dash-joined name, states moved to the end (states inside states were
    /// reported when the file was loaded); names past `Limits.pathBytes` are reported.
    static func flat(_ node: MomentumNode, diagnostics: inout Diagnostics) -> [MomentumFlatToken] {
        var tokens: [MomentumFlatToken] = []
        var problems: [Diagnostic] = []
        flatten(node, into: &tokens, problems: &problems)
        for problem in problems where problem.code == .limitNameLength { diagnostics.report(problem) }
        return tokens
    }

    /// True for a Momentum reference, `@color-white-alpha-95` or `@theme-color-70*0.5`.
    static func isReference(_ text: String) -> Bool {
        guard text.hasPrefix("@") else { return false }
        let name = text.dropFirst().prefix { $0 != "*" }
        return name.contains("-") && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
    }

    /// A plain file read on its own that holds Momentum references: they resolve only when the
    /// whole Momentum folder is built, so here they stay text; one warning per file says so.
    static func reportLoneReferences(in root: JSONNode, diagnostics: inout Diagnostics) {
        var found: [JSONNode] = []
        var pending = [root]
        while let node = pending.popLast() {
            switch node.value {
            case .string(let text) where isReference(text): found.append(node)
            case .object(let object): pending += object.members.map(\.value)
            case .array(let elements): pending += elements
            default: break
            }
        }
        guard let first = found.min(by: { $0.location < $1.location }), let text = first.string else { return }
        let others = found.count - 1
        diagnostics.report(
            .valueKept,
            "'\(text)'\(others > 0 ? " and \(others) more" : "") \(others > 0 ? "are Momentum references" : "is a Momentum reference") (theme_generator.js's @name), resolved only when the whole Momentum folder is built; read alone, this file keeps them as text. Point --tokens at the folder that holds core/ and themes/.",
            at: first.location)
    }
}
