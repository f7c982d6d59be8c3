/// Applies group `$extends`: a group takes every token and subgroup of the group it extends,
/// its own members overriding (deep), and a token without a type takes the one it overrides.
struct GroupExtender {
    private var mode: TokenSet.ModeDefinitions
    private var diagnostics = Diagnostics()
    private var done: Set<TokenPath> = []
    private var failed: Set<TokenPath> = []
    private var active: [TokenPath] = []
    /// How deep groups may extend one another (each level is a recursion).
    static let maximumDepth = 100

    /// `mode` with every `$extends` applied, and what went wrong.
    static func apply(to mode: TokenSet.ModeDefinitions) -> (TokenSet.ModeDefinitions, Diagnostics) {
        guard mode.groups.values.contains(where: { $0.extends != nil }) else { return (mode, Diagnostics()) }
        var extender = GroupExtender(mode: mode)
        for group in mode.groups.values.sorted(by: { $0.path < $1.path }) where group.extends != nil {
            extender.extend(group.path)
        }
        return (extender.mode, extender.diagnostics)
    }

    /// The groups that have `$extends`, sorted.
    private let extending: [TokenPath]

    private init(mode: TokenSet.ModeDefinitions) {
        self.mode = mode
        extending = mode.groups.values.filter { $0.extends != nil }.map(\.path).sorted()
    }

    /// Returns false when `path` could not be extended (its chain is broken).
    @discardableResult
    private mutating func extend(_ path: TokenPath) -> Bool {
        if done.contains(path) { return true }
        if failed.contains(path) { return false }
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
            let hint = Suggestion.didYouMean(base.dotted, in: mode.groups.keys.map(\.dotted).filter { !$0.isEmpty })
            diagnostics.report(
                .missingExtends, "$extends refers to a group '\(base)' that does not exist.\(hint)", at: location)
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
        for sub in extending where isBaseReady && sub != base && sub.hasPrefix(base) {
            isBaseReady = extend(sub)
        }
        active.removeLast()
        guard isBaseReady else {
            failed.insert(path)
            return false
        }
        copyMembers(from: base, to: path)
        done.insert(path)
        return true
    }

    private mutating func copyMembers(from base: TokenPath, to path: TokenPath) {
        for (groupPath, group) in mode.groups where groupPath.hasPrefix(base) && groupPath != base {
            let target = groupPath.replacingPrefix(base, with: path)
            if mode.groups[target] == nil {
                mode.groups[target] = GroupDefinition(
                    path: target, type: group.type, extends: nil, location: group.location)
            }
        }
        for (tokenPath, token) in mode.tokens where tokenPath.hasPrefix(base) {
            let target = tokenPath.replacingPrefix(base, with: path)
            if var own = mode.tokens[target] {
                if own.type == nil { own.type = token.type }
                mode.tokens[target] = own
            } else {
                var copy = token
                copy.path = target
                mode.tokens[target] = copy
            }
        }
    }
}
