/// Resolves Momentum's `@name` references as `theme_generator.js` does (its `resolveValue`).
///
/// A reference names a token by its dash-joined path, `@color-white-alpha-95`, optionally with an
/// opacity, `@color-gray-05*0.9`. It is looked up, in order:
/// 1. as a whole name among the flattened tokens of the scope below (the core palette for theme
///    files, the resolved theme for components): that value, its opacity applied;
/// 2. in the scope's own tree, trying every split of the dashes (`MomentumTree.find`);
/// 3. in the scope below's tree, so a reference may stand for a whole group (a gradient's stops);
/// 4. through a shorter name that is itself a reference: `@theme-color-70` with
///    `theme.color = "@color-blue"` is `@color-blue-70`, a name built by string concatenation.
///
/// What is found in the scope's own tree is resolved again; the opacity of such a reference is
/// not applied (the generator drops it), and that is reported.
struct MomentumResolver {
    /// The tokens references resolve among.
    struct Scope {
        /// The tree being resolved (theme data, or the components).
        var own: MomentumNode
        /// The scope below, as a tree and flattened (the palette, or the resolved theme).
        var below: MomentumNode
        var belowFlat: [String: JSONNode]
    }

    /// How deep references may lead into one another before they are taken for a cycle.
    static let maximumDepth = Limits.referenceDepth

    var diagnostics = Diagnostics()
    /// The values resolving may still make, shared by every theme of a build: a reference stands
    /// for a whole group, so groups that refer twice to the one before double at each level.
    var budget = Budget(limit: Limits.expansion)
    /// How deep the resolved groups nest: a reference to a group puts it where the reference is.
    private var nesting = DepthGuard(limit: Limits.documentDepth)
    /// The references being followed, outermost first: where a limit is said.
    private var following: [(text: String, at: SourceLocation)] = []
    private var hasReportedLimit = false

    init(budget: Budget = Budget(limit: Limits.expansion)) { self.budget = budget }

    /// `node` with every reference inside it resolved; nil when a reference cannot be (reported).
    mutating func resolve(_ node: MomentumNode, in scope: Scope, depth: Int = 0) -> MomentumNode? {
        guard budget.spend() else {
            if let outermost = following.first {
                reportLimit(
                    .limitExpansion,
                    "The reference '\(Limits.excerpt(outermost.text))' stands for more than \(budget.limit) values once the references in what it names are followed (a group that refers twice to the one before it doubles at each level); tokens stops there. Refer to each group once.",
                    at: outermost.at)
            }
            return nil
        }
        switch node {
        case .group(let group):
            guard nesting.enter() else {
                if let innermost = following.last {
                    reportLimit(
                        .limitDepth,
                        "Once the references that lead to '\(Limits.excerpt(innermost.text))' are followed, groups nest more than \(nesting.limit) deep; tokens stops there. Refer to groups with fewer levels.",
                        at: innermost.at)
                }
                return nil
            }
            defer { nesting.leave() }
            var resolved = MomentumGroup()
            for (key, child, location) in group.entries {
                if let value = resolve(child, in: scope, depth: depth) { resolved.set(key, value, at: location) }
            }
            return .group(resolved)
        case .value(let leaf):
            guard let text = leaf.string, text.hasPrefix("@") else { return node }
            return reference(text, at: leaf.location, in: scope, depth: depth)
        }
    }

    /// The value of the reference `text` written at `location`.
    private mutating func reference(
        _ text: String, at location: SourceLocation, in scope: Scope, depth: Int
    ) -> MomentumNode? {
        guard depth < Self.maximumDepth else {
            diagnostics.report(
                .aliasCycle,
                "The reference '\(text)' leads through more than \(Self.maximumDepth) references; they lead back to themselves. Point one of them at a colour.",
                at: location)
            return nil
        }
        var name = String(text.dropFirst())
        var alpha = "1"
        if let star = name.firstIndex(of: "*") {
            alpha = String(name[name.index(after: star)...])
            name = String(name[..<star])
        }
        if let value = scope.belowFlat[name] { return applyAlpha(.value(value), alpha, at: location) }
        guard name.utf8.count <= Limits.pathBytes else {
            diagnostics.report(
                .limitNameLength,
                "The reference '\(Limits.excerpt(text))' names a token of \(name.utf8.count) bytes; tokens reads names of at most \(Limits.pathBytes) bytes. Check the name.",
                at: location)
            return nil
        }
        let parts = name.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard parts.count <= Limits.documentDepth else {
            diagnostics.report(
                .limitDepth,
                "The reference '\(Limits.excerpt(text))' splits at its dashes into \(parts.count) names, each a level of groups; tokens follows names of at most \(Limits.documentDepth) levels. Check the name.",
                at: location)
            return nil
        }
        // The same reference inside what it is resolving leads back to itself (in one scope, one
        // text names one node): said now, before it doubles its way to a limit.
        if let start = following.firstIndex(where: { $0.text == text }) {
            let cycle = (following[start...].map(\.text) + [text]).map { "'\(Limits.excerpt($0))'" }
            diagnostics.report(
                .aliasCycle,
                "The reference '\(Limits.excerpt(text))' leads back to itself: \(cycle.joined(separator: " → ")). Point one of them at a colour.",
                at: location)
            return nil
        }
        following.append((text, location))
        defer { following.removeLast() }
        let prefixes = MomentumTree.findPrefixes(parts[...], in: scope.own)
        var found = truthy(prefixes.last ?? nil)
        var own = found != nil
        if found == nil, let group = truthy(MomentumTree.find(parts[...], in: scope.below)) {
            guard let applied = applyAlpha(group, alpha, at: location) else { return nil }
            found = applied
        }
        if found == nil {
            for count in 1..<max(parts.count, 1) {
                guard let via = truthy(prefixes[parts.count - count - 1]) else { continue }
                let shorter = parts.dropLast(count).joined(separator: "-")
                guard let target = via.leaf?.string, target.hasPrefix("@") else {
                    diagnostics.report(
                        .missingReference,
                        "'\(text)' names no token; theme_generator.js tried '\(shorter)', but that is not a reference it could continue. Check the name.",
                        at: location, cause: "Momentum references that name no token")
                    return nil
                }
                let built =
                    target.dropFirst().split(separator: "-", omittingEmptySubsequences: false).map(String.init)
                    + parts.suffix(count)
                let builtName = built.joined(separator: "-")
                guard builtName.utf8.count <= Limits.pathBytes, built.count <= Limits.documentDepth else {
                    diagnostics.report(
                        .limitNameLength,
                        "'\(Limits.excerpt(text))' leads through '\(shorter)' to the name '\(Limits.excerpt(builtName))', of \(builtName.utf8.count) bytes and \(built.count) parts; tokens follows names of at most \(Limits.pathBytes) bytes and \(Limits.documentDepth) parts. Check the names.",
                        at: location)
                    return nil
                }
                if let value = scope.belowFlat[builtName] {
                    return applyAlpha(.value(value), alpha, at: location)
                }
                found = truthy(MomentumTree.find(built[...], in: scope.own))
                own = true
                break
            }
        }
        guard let found else {
            diagnostics.report(
                .missingReference,
                "'\(text)' names no token: no name, group or reference-plus-suffix that theme_generator.js tries matches it. Check the name.",
                at: location, cause: "Momentum references that name no token")
            return nil
        }
        if own, Double(alpha) != 1 {
            diagnostics.report(
                .ignoredMember,
                "The opacity '*\(alpha)' of '\(text)' is not applied: theme_generator.js drops it for a reference to a token of the same files. Refer to the palette colour to apply it.",
                at: location, cause: "Momentum opacities theme_generator.js drops")
        }
        return resolve(found, in: scope, depth: depth + 1)
    }

    private func truthy(_ node: MomentumNode?) -> MomentumNode? { node.flatMap { $0.isTruthy ? $0 : nil } }

    /// Says once that resolving went past a limit (every value after it fails too).
    private mutating func reportLimit(_ code: DiagnosticCode, _ message: String, at location: SourceLocation) {
        guard !hasReportedLimit else { return }
        hasReportedLimit = true
        diagnostics.report(code, message, at: location)
    }

    /// `node` with the opacity `alpha` appended to every text leaf (`#F7F7F7*0.9`), as the
    /// generator marks it to apply when the colour is read.
    private mutating func applyAlpha(
        _ node: MomentumNode, _ alpha: String, at location: SourceLocation
    ) -> MomentumNode? {
        if Double(alpha) == 1 { return node }
        switch node {
        case .group(let group):
            var out = MomentumGroup()
            for (key, child, at) in group.entries {
                guard let applied = applyAlpha(child, alpha, at: location) else { return nil }
                out.set(key, applied, at: at)
            }
            return .group(out)
        case .value(let leaf):
            guard let text = leaf.string else {
                diagnostics.report(
                    .invalidValue,
                    "The opacity '*\(alpha)' applies to \(leaf.value.kindDescription), not a colour; theme_generator.js stops here. Refer to a colour.",
                    at: location)
                return nil
            }
            return .value(JSONNode(.string(text + "*" + alpha), at: leaf.location))
        }
    }
}
