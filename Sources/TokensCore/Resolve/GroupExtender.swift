/// Applies group `$extends`: a group takes every token and subgroup of the group it extends,
/// its own members overriding (deep), and a token without a type takes the one it overrides.
/// A group's members are found by an index, not by looking through every token, and what all
/// extensions copy is one budget: groups that extend twice the one before double at each level.
struct GroupExtender {
    private var mode: TokenSet.ModeDefinitions
    private var diagnostics = Diagnostics()
    private var done: Set<TokenPath> = []
    private var failed: Set<TokenPath> = []
    private var active: [TokenPath] = []
    /// Each path's direct members, copies included as they are made (every path under a group is
    /// linked to it through its parents).
    private var children: [TokenPath: [TokenPath]] = [:]
    private var linked: Set<TokenPath> = []
    /// Tokens and groups copied so far, against `Limits.expansion`.
    private var copies = Budget(limit: Limits.expansion)
    /// How deep groups may extend one another (each level is a recursion).
    static let maximumDepth = Limits.extendsDepth

    /// `mode` with every `$extends` applied, and what went wrong.
    static func apply(to mode: TokenSet.ModeDefinitions) -> (TokenSet.ModeDefinitions, Diagnostics) {
        guard mode.groups.values.contains(where: { $0.extends != nil }) else { return (mode, Diagnostics()) }
        var extender = GroupExtender(mode: mode)
        for group in mode.groups.values.sorted(by: { $0.path < $1.path }) where group.extends != nil {
            extender.extend(group.path)
        }
        return (extender.mode, extender.diagnostics)
    }

    private init(mode: TokenSet.ModeDefinitions) {
        self.mode = mode
        for path in mode.tokens.keys { link(path) }
        for path in mode.groups.keys { link(path) }
    }

    /// Links `path` to its parent, and so on up, as far as they are not linked yet.
    private mutating func link(_ path: TokenPath) {
        var path = path
        while linked.insert(path).inserted, let dot = path.dotted.utf8.lastIndex(of: UInt8(ascii: ".")) {
            let parent = TokenPath(String(path.dotted[..<dot]))
            children[parent, default: []].append(path)
            path = parent
        }
    }

    /// The tokens at or under `base` and the groups under it; nil when there are more than the
    /// budget of copies has left.
    private func members(of base: TokenPath) -> (tokens: [TokenPath], groups: [TokenPath])? {
        var tokens = mode.tokens[base] != nil ? [base] : []
        var groups: [TokenPath] = []
        var pending = children[base] ?? []
        let room = copies.limit - copies.spent
        while let next = pending.popLast() {
            if mode.tokens[next] != nil { tokens.append(next) }
            if mode.groups[next] != nil { groups.append(next) }
            guard tokens.count + groups.count <= room else { return nil }
            pending += children[next] ?? []
        }
        return (tokens, groups)
    }

    /// Returns false when `path` could not be extended (its chain is broken).
    @discardableResult
    private mutating func extend(_ path: TokenPath) -> Bool {
        if done.contains(path) { return true }
        if failed.contains(path) || copies.isExceeded { return false }
        guard let group = mode.groups[path], let (base, location) = group.extends else { return true }
        if let start = active.firstIndex(of: path) {
            let cycle = (active[start...] + [path]).map(\.dotted).joined(separator: " → ")
            diagnostics.report(.extendsCycle, "These groups extend each other in a cycle: \(cycle).", at: location)
            failed.formUnion(active[start...])
            return false
        }
        if path.hasPrefix(base) || base.hasPrefix(path) {
            diagnostics.report(
                .extendsCycle,
                "The group '\(path)' cannot extend '\(base)': one contains the other, so the extension would include itself.",
                at: location)
            return false
        }
        guard mode.groups[base] != nil else {
            // The nearest names are added once every mode is resolved (`MissingNameHints`).
            diagnostics.report(
                .missingExtends, MissingNameHints.message(MissingNameHints.extends, base.dotted), at: location)
            return false
        }
        guard active.count < Self.maximumDepth else {
            diagnostics.report(
                .extendsTooDeep,
                "Groups extend one another more than \(Self.maximumDepth) deep here ('\(path)' extends '\(base)'); tokens stops there. Extend the group nearer the source.",
                at: location)
            failed.formUnion(active)
            return false
        }
        active.append(path)
        // The base is complete only when its own subgroups' extensions are applied: copying it
        // before them would give this group fewer members than another that extends it later.
        var isBaseReady = extend(base)
        let subgroups = isBaseReady ? members(of: base)?.groups.filter { mode.groups[$0]?.extends != nil } : []
        for sub in (subgroups ?? []).sorted() where isBaseReady && sub != base {
            isBaseReady = extend(sub)
        }
        active.removeLast()
        guard isBaseReady, copyMembers(from: base, to: path, at: location) else {
            failed.insert(path)
            return false
        }
        done.insert(path)
        return true
    }

    /// Copies `base`'s members under `path`; false (said once) past the budget of copies.
    private mutating func copyMembers(from base: TokenPath, to path: TokenPath, at location: SourceLocation) -> Bool {
        guard !copies.isExceeded, let (tokens, groups) = members(of: base), copies.spend(tokens.count + groups.count)
        else {
            if !copies.isExceeded {
                _ = copies.spend(copies.limit + 1)
                diagnostics.report(
                    .limitExpansion,
                    "'\(path)' extends '\(base)', and with the extensions before it that copies more than \(copies.limit) tokens and groups; tokens stops there. Extend smaller groups, or a group once instead of through several others that extend it.",
                    at: location)
            }
            return false
        }
        for groupPath in groups {
            let target = groupPath.replacingPrefix(base, with: path)
            if mode.groups[target] == nil, let group = mode.groups[groupPath] {
                mode.groups[target] = GroupDefinition(
                    path: target, type: group.type, extends: nil, location: group.location)
                link(target)
            }
        }
        for tokenPath in tokens {
            guard let token = mode.tokens[tokenPath] else { continue }
            let target = tokenPath.replacingPrefix(base, with: path)
            if var own = mode.tokens[target] {
                if own.type == nil { own.type = token.type }
                mode.tokens[target] = own
            } else {
                var copy = token
                copy.path = target
                mode.tokens[target] = copy
                link(target)
            }
        }
        return true
    }
}
