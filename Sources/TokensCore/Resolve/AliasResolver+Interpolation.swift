/// References inside values rather than as whole values, as Style Dictionary writes them:
/// `"{size.base} text"` interpolates, and an untyped array or object may hold `{aliases}`.
extension AliasResolver {
    /// True when `text` holds a reference that is not the whole of it.
    static func interpolates(_ text: String) -> Bool {
        Alias.wholeReference(in: text) == nil && !Alias.embeddedReferences(in: text).isEmpty
    }

    /// `text` with every `{alias}` in it replaced by its target's value as text (a colour as
    /// `#RRGGBB`, a dimension as `16px`); nil after reporting a missing or broken target.
    func interpolate(_ text: String, at location: SourceLocation, owner: TokenPath) -> String? {
        var out = ""
        var index = text.startIndex
        var weight = 0
        for (range, path) in Alias.embeddedReferences(in: text) {
            out += text[index..<range.lowerBound]
            guard let value = referencedValue(path, at: location, owner: owner) else { return nil }
            weight += self.weight(path, value)
            guard withinBudget(weight, owner: owner, at: location) else { return nil }
            if case .untyped(.string(let plain)) = value { out += plain } else { out += value.text }
            index = range.upperBound
        }
        return out + text[index...]
    }

    /// An untyped value with every reference in it followed: a whole `{alias}` element becomes its
    /// target's DTCG value, an interpolating string its text. Nil after reporting.
    func substitute(_ node: JSONNode, owner: TokenPath) -> JSONOutput? {
        switch node.value {
        case .string(let text):
            if let target = Alias.wholeReference(in: text) {
                return referencedValue(target, at: node.location, owner: owner)?.dtcgJSON
            }
            guard Self.interpolates(text) else { return .string(text) }
            return interpolate(text, at: node.location, owner: owner).map(JSONOutput.string)
        case .array(let elements):
            var out: [JSONOutput] = []
            var weight = 0
            for element in elements {
                guard let converted = substitute(element, owner: owner) else { return nil }
                weight += Self.weight(converted)
                guard withinBudget(weight, owner: owner, at: node.location) else { return nil }
                out.append(converted)
            }
            return .array(out)
        case .object(let object):
            var out: [(String, JSONOutput)] = []
            var weight = 0
            for member in object.members {
                guard let converted = substitute(member.value, owner: owner) else { return nil }
                weight += Self.weight(converted)
                guard withinBudget(weight, owner: owner, at: node.location) else { return nil }
                out.append((member.key, converted))
            }
            return .object(out)
        default:
            return JSONOutput(node)
        }
    }

    /// True when an untyped value holds a reference anywhere.
    static func holdsReference(_ node: JSONNode) -> Bool {
        switch node.value {
        case .string(let text): !Alias.embeddedReferences(in: text).isEmpty
        case .array(let elements): elements.contains(where: holdsReference)
        case .object(let object): object.members.contains { holdsReference($0.value) }
        default: false
        }
    }

    private func referencedValue(_ written: TokenPath, at location: SourceLocation, owner: TokenPath) -> TokenValue? {
        let target = self.target(written, from: tokens[owner], at: location)
        guard tokens[target] != nil else {
            if let group = groupToken(target, at: location) { return group.value }
            // A group that failed to resolve said why; only a name with nothing under it is missing.
            if members(of: target).isEmpty { reportMissing(target, at: location) }
            return nil
        }
        return resolveNested(target, at: location)?.value
    }

    /// The token paths under `group`: one run of the sorted paths, found by bisection.
    func members(of group: TokenPath) -> [TokenPath] {
        let paths = sortedPaths()
        let prefix = group.dotted + "."
        var low = 0
        var high = paths.count
        while low < high {
            let mid = (low + high) / 2
            if paths[mid] < prefix { low = mid + 1 } else { high = mid }
        }
        return paths[low...].prefix { $0.hasPrefix(prefix) }.map(TokenPath.init)
    }

    /// Style Dictionary lets an untyped reference name a group (`"{size}"`): it stands for the
    /// group's resolved tokens as one untyped object. Nil when no token lies under `group`.
    func groupToken(_ group: TokenPath, at location: SourceLocation) -> ResolvedToken? {
        let members = self.members(of: group)
        guard !members.isEmpty else { return nil }
        var root = ObjectBuilder()
        var weight = 0
        for path in members {
            guard let value = resolveNested(path, at: location)?.value else { return nil }
            weight += self.weight(path, value)
            guard withinBudget(weight, owner: group, at: location) else { return nil }
            root.insert(value.dtcgJSON, at: path.components.dropFirst(group.components.count))
        }
        let json = root.json
        guard withinDepth(json, owner: group, at: location) else { return nil }
        return ResolvedToken(
            path: group, value: .untyped(json), description: nil, deprecation: nil,
            extensions: JSONNode?.none, location: location, aliasOf: nil)
    }
}

/// Nested JSON objects built from relative paths, in insertion order.
private struct ObjectBuilder {
    var members: [(String, Entry)] = []
    enum Entry {
        case value(JSONOutput)
        case object(ObjectBuilder)
    }

    mutating func insert(_ value: JSONOutput, at path: ArraySlice<String>) {
        guard let name = path.first else { return }
        if path.count == 1 {
            members.append((name, .value(value)))
            return
        }
        var child = ObjectBuilder()
        if let index = members.firstIndex(where: { $0.0 == name }), case .object(let existing) = members[index].1 {
            child = existing
            child.insert(value, at: path.dropFirst())
            members[index].1 = .object(child)
        } else {
            child.insert(value, at: path.dropFirst())
            members.append((name, .object(child)))
        }
    }

    var json: JSONOutput {
        .object(
            members.map { name, entry in
                switch entry {
                case .value(let value): (name, value)
                case .object(let child): (name, child.json)
                }
            })
    }
}

// MARK: - Size budget

extension AliasResolver {
    /// How many values (JSON nodes, or 64-byte pieces of text) one value built from references may
    /// hold: a group or string that refers twice to the one before it doubles per level.
    static let maximumWeight = Limits.expansion

    /// The weight of a resolved token's value, counted once per token.
    func weight(_ path: TokenPath, _ value: TokenValue) -> Int {
        if let known = weights[path] { return known }
        let weight: Int
        switch value {
        case .untyped(let json): weight = Self.weight(json)
        case .string(let text): weight = 1 + text.utf8.count / 64
        default: weight = 1
        }
        weights[path] = weight
        return weight
    }

    /// The weight of a JSON value: its nodes, and its text in 64-byte pieces.
    static func weight(_ json: JSONOutput) -> Int {
        var total = 0
        var pending = [json]
        while let next = pending.popLast(), total <= maximumWeight {
            total += 1
            switch next {
            case .string(let text): total += text.utf8.count / 64
            case .array(let elements): pending.append(contentsOf: elements)
            case .object(let members): pending.append(contentsOf: members.map(\.1))
            default: continue
            }
        }
        return total
    }

    /// False (after saying so once) when a value built from references nests past
    /// `Limits.documentDepth`: a group's value holds its tokens', groups' values among them, and
    /// every later stage walks values by recursion.
    func withinDepth(_ json: JSONOutput, owner: TokenPath, at location: SourceLocation) -> Bool {
        var pending = [(json, 1)]  // each with the arrays and objects it is in, itself counted
        while let (next, depth) = pending.popLast() {
            let children: [JSONOutput]
            switch next {
            case .array(let elements): children = elements
            case .object(let members): children = members.map(\.1)
            default: continue
            }
            guard depth <= Limits.documentDepth else {
                reportTooDeepValue(owner, at: location)
                return false
            }
            pending.append(contentsOf: children.map { ($0, depth + 1) })
        }
        return true
    }

    /// False (after saying so once) when a value being built from references is over the budget.
    func withinBudget(_ weight: Int, owner: TokenPath, at location: SourceLocation) -> Bool {
        guard weight > Self.maximumWeight else { return true }
        reportTooLarge(owner, at: location)
        return false
    }
}
