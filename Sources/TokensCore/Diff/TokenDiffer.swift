/// Compares two builds of a brand (each resolved, audited and emitted in memory) into a `TokenDiff`.
public enum TokenDiffer {
    /// A check that still passes is "closer" when its measure fell by this much or more…
    static let closerStep = 0.01
    /// …and now lies within this of the threshold.
    static let closerMargin = 1.0

    public static func diff(base: BuildSummary, head: BuildSummary, labels: (base: String, head: String)) -> TokenDiff {
        var diff = TokenDiff(base: labels.base, head: labels.head)
        let old = base.tokens?.modes ?? []
        let new = head.tokens?.modes ?? []
        let oldNames = old.map(\.mode.name)
        let newNames = new.map(\.mode.name)
        diff.modesAdded = newNames.filter { !oldNames.contains($0) }
        diff.modesRemoved = oldNames.filter { !newNames.contains($0) }
        let renames = tokenChanges(old, new, into: &diff)
        diff.checks = checkChanges(base.audit, head.audit, renames: renames)
        let inverse = Dictionary(renames.map { ($1, $0) }) { a, _ in a }
        for index in diff.checks.indices {
            let check = diff.checks[index]
            guard let background = check.background, let mode = check.mode else { continue }
            diff.checks[index].colorsAfter = colors(check.token, background, mode: mode, in: new)
            diff.checks[index].colorsBefore = colors(
                inverse[check.token] ?? check.token, inverse[background] ?? background, mode: mode, in: old)
        }
        diff.files = fileChanges(base.files, head.files)
        diff.breaks = breaks(base, head, renames: renames)
        diff.swift = swiftChanges(base.files, head.files)
        return diff
    }

    /// Two tokens' colours in one mode (nil unless both are colours there).
    static func colors(
        _ foreground: TokenPath, _ background: TokenPath, mode: String, in modes: [ResolvedTokenSet.ModeTokens]
    ) -> (foreground: ColorValue, background: ColorValue)? {
        guard let tokens = modes.first(where: { $0.mode.name == mode }),
            case .color(let fg)? = tokens.value(foreground), case .color(let bg)? = tokens.value(background)
        else { return nil }
        return (fg, bg)
    }

    /// Added, removed, renamed and changed tokens; returns the renames (old path → new path).
    static func tokenChanges(
        _ old: [ResolvedTokenSet.ModeTokens], _ new: [ResolvedTokenSet.ModeTokens], into diff: inout TokenDiff
    ) -> [TokenPath: TokenPath] {
        guard let oldFirst = old.first, let newFirst = new.first else { return [:] }
        let common = old.compactMap { mode in new.first { $0.mode.name == mode.mode.name }.map { (mode, $0) } }
        let oldPaths = Set(oldFirst.tokens.map(\.path))
        let newPaths = Set(newFirst.tokens.map(\.path))
        let removed = oldFirst.tokens.filter { !newPaths.contains($0.path) }
        var added = newFirst.tokens.filter { !oldPaths.contains($0.path) }
        // A removed token whose values, in every mode, one added token has alone: renamed (a guess).
        var renames: [TokenPath: TokenPath] = [:]
        func values(_ path: TokenPath, oldSide: Bool) -> [TokenValue?] {
            common.map { pair in (oldSide ? pair.0 : pair.1).value(path) }
        }
        for token in removed {
            let wanted = values(token.path, oldSide: true)
            let matches = added.indices.filter { values(added[$0].path, oldSide: false) == wanted }
            if matches.count == 1 {
                let match = added.remove(at: matches[0])
                renames[token.path] = match.path
                diff.tokens.append(
                    TokenDiff.TokenChange(
                        kind: .renamed, path: match.path, oldPath: token.path, old: token.value, new: match.value))
            } else {
                diff.tokens.append(TokenDiff.TokenChange(kind: .removed, path: token.path, old: token.value))
            }
        }
        for token in added {
            diff.tokens.append(TokenDiff.TokenChange(kind: .added, path: token.path, new: token.value))
        }
        for (before, after) in common {
            for token in before.tokens {
                guard let value = after.value(token.path), value != token.value else { continue }
                var change = TokenDiff.TokenChange(
                    kind: .changed, path: token.path, mode: before.mode.name, old: token.value, new: value)
                if case .color(let a) = token.value, case .color(let b) = value { change.deltaE = a.deltaEOK(to: b) }
                diff.tokens.append(change)
            }
        }
        let order = TokenDiff.Kind.allCases
        let modeOrder = new.map(\.mode.name)
        diff.tokens.sort {
            ($0.path.dotted, order.firstIndex(of: $0.kind) ?? 0, $0.mode.flatMap(modeOrder.firstIndex) ?? -1)
                < ($1.path.dotted, order.firstIndex(of: $1.kind) ?? 0, $1.mode.flatMap(modeOrder.firstIndex) ?? -1)
        }
        return renames
    }

    /// Every check whose state or measure moved, with what the move is (`TokenDiff.CheckKind`).
    /// A check is the same across the change when its rule, tokens (renames followed) and mode are.
    static func checkChanges(
        _ old: AuditResult?, _ new: AuditResult?, renames: [TokenPath: TokenPath]
    ) -> [TokenDiff.CheckChange] {
        guard let new else { return [] }
        func key(_ check: AuditCheck, renamed: Bool) -> String {
            let token = renamed ? renames[check.token] ?? check.token : check.token
            let background = check.background.map { renamed ? renames[$0] ?? $0 : $0 }
            return "\(check.rule)|\(token)|\(background?.dotted ?? "")|\(check.mode ?? "")"
        }
        var before: [String: AuditCheck] = [:]
        for check in old?.checks ?? [] { before[key(check, renamed: true)] = check }
        var changes: [TokenDiff.CheckChange] = []
        var seen = Set<String>()
        for check in new.checks {
            let id = key(check, renamed: false)
            seen.insert(id)
            let previous = before[id]
            guard let (found, waivedAt) = transition(from: previous, to: check) else { continue }
            let kind = found == .newFailure && check.severity == .warning ? TokenDiff.CheckKind.newWarning : found
            var change = TokenDiff.CheckChange(
                kind: kind, rule: check.rule, severity: check.severity, token: check.token,
                background: check.background, mode: check.mode,
                old: previous.map { ($0.status, $0.measured) }, new: (check.status, check.measured),
                threshold: check.threshold, suggestion: kind.isRegression ? check.suggestion : nil,
                message: check.message)
            change.waivedAt = waivedAt
            if kind == .newFailure, check.status == .waived {
                change.message +=
                    " A waiver matches this pair, but it passed before the change: a waiver does not cover a new failure."
            }
            changes.append(change)
        }
        for (id, check) in before where !seen.contains(id) && (check.status != .pass || check.rule == ContrastRule.id) {
            changes.append(
                TokenDiff.CheckChange(
                    kind: .gone, rule: check.rule, severity: check.severity, token: renames[check.token] ?? check.token,
                    background: check.background.map { renames[$0] ?? $0 }, mode: check.mode,
                    old: (check.status, check.measured), new: nil, threshold: check.threshold, suggestion: nil,
                    message: check.message))
        }
        let order = TokenDiff.CheckKind.allCases
        let modes = Array(Set(new.checks.compactMap(\.mode))).sorted { Mode($0) < Mode($1) }
        func rank(_ change: TokenDiff.CheckChange) -> (Int, String, String, String, Int) {
            (
                order.firstIndex(of: change.kind) ?? 0, change.rule, change.token.dotted,
                change.background?.dotted ?? "", change.mode.flatMap(modes.firstIndex) ?? -1
            )
        }
        return changes.sorted { rank($0) < rank($1) }
    }

    /// What moved from `old` (nil: the check is new) to `new`, and the ratio a waiver accepted; nil
    /// when neither its state nor its measure moved (by 0.01 or more).
    static func transition(from old: AuditCheck?, to new: AuditCheck) -> (TokenDiff.CheckKind, Double?)? {
        guard let old else {
            // Only contrast is followed while it passes: another rule's passing check is no news.
            if new.status == .pass && new.rule != ContrastRule.id { return nil }
            return (new.status == .pass ? .new : .newFailure, new.waivedAt)
        }
        let fell = old.measured - new.measured >= closerStep
        let rose = new.measured - old.measured >= closerStep
        switch (old.status, new.status) {
        case (.pass, .pass):
            guard new.rule == ContrastRule.id else { return nil }
            if fell { return (new.measured - new.threshold < closerMargin ? .closer : .lower, nil) }
            return rose ? (.higher, nil) : nil
        case (.pass, _):
            return (.newFailure, new.waivedAt)
        case (.fail, .pass):
            return (.fixed, nil)
        case (.waived, .pass):
            return (.waiverCanGo, nil)
        case (.fail, .waived):
            return (.newlyWaived, new.waivedAt)
        case (.waived, .fail):
            // Worse than the reviewed ratio (or no longer matched by a waiver in force).
            return (new.waiverReason != nil || fell ? .worseThanWaived : .newFailure, new.waivedAt ?? old.measured)
        case (.waived, .waived):
            // With no reviewed ratio, what the base showed is what was waived.
            if fell { return (.worseThanWaived, new.waivedAt ?? old.measured) }
            return rose ? (.better, new.waivedAt) : nil
        case (.fail, .fail):
            if fell { return (.worse, nil) }
            return rose ? (.better, nil) : nil
        }
    }

    /// Files added, removed or rewritten; the generated header, which names the folder each side
    /// was read from, is not compared.
    static func fileChanges(_ old: [GeneratedFile], _ new: [GeneratedFile]) -> [TokenDiff.FileChange] {
        func body(_ contents: [UInt8]) -> ArraySlice<UInt8> {
            guard contents.starts(with: Array("// Generated by".utf8)), let end = contents.firstIndex(of: 0x0A) else {
                return contents[...]
            }
            return contents[(end + 1)...]
        }
        let before = Dictionary(old.map { ($0.path, body($0.contents)) }) { a, _ in a }
        let after = Dictionary(new.map { ($0.path, body($0.contents)) }) { a, _ in a }
        var changes: [TokenDiff.FileChange] = []
        for path in Set(before.keys).union(after.keys).sorted() {
            switch (before[path], after[path]) {
            case (nil, _): changes.append(.init(path: path, kind: .added))
            case (_, nil): changes.append(.init(path: path, kind: .removed))
            case (let a?, let b?) where a != b: changes.append(.init(path: path, kind: .changed))
            default: continue
            }
        }
        return changes
    }

    /// Swift names the base declares and the head does not, each with its new name when the token
    /// behind it was renamed.
    static func breaks(_ base: BuildSummary, _ head: BuildSummary, renames: [TokenPath: TokenPath]) -> [TokenDiff.Break]
    {
        let before = SwiftSymbols.declared(in: base.files)
        let after = SwiftSymbols.declared(in: head.files)
        let oldNaming = SwiftNaming.settled(
            config: base.config?.build ?? BuildConfig(),
            tokens: base.tokens.flatMap(AppearanceModes.init)?.any.tokens ?? [])
        let newNaming = SwiftNaming.settled(
            config: head.config?.build ?? BuildConfig(),
            tokens: head.tokens.flatMap(AppearanceModes.init)?.any.tokens ?? [])
        var paths: [String: TokenPath] = [:]
        for token in base.tokens?.modes.first?.tokens ?? [] {
            paths[symbol(oldNaming.name(of: token, names: token.path.components))] = token.path
        }
        var newTokens: [TokenPath: ResolvedToken] = [:]
        for token in head.tokens?.modes.first?.tokens ?? [] { newTokens[token.path] = token }
        return before.subtracting(after).filter { !SwiftSymbols.isMirror($0) }.sorted().map { name in
            var renamed: String?
            var renamedToken: TokenPath?
            if let path = paths[name], let target = renames[path], let token = newTokens[target] {
                let candidate = symbol(newNaming.name(of: token, names: target.components))
                if after.contains(candidate) {
                    renamed = candidate
                    renamedToken = target
                }
            }
            return TokenDiff.Break(symbol: name, renamedTo: renamed, renamedToken: renamedToken)
        }
    }

    /// The declarations whose text differs, with both texts (read from the generated files).
    static func swiftChanges(_ old: [GeneratedFile], _ new: [GeneratedFile]) -> [TokenDiff.SwiftChange] {
        let before = SwiftSymbols.declarations(in: old)
        let after = SwiftSymbols.declarations(in: new)
        return Set(before.keys).union(after.keys).sorted().compactMap { name in
            let (a, b) = (before[name].map(trimmed), after[name].map(trimmed))
            return a == b ? nil : TokenDiff.SwiftChange(symbol: name, before: a, after: b)
        }
    }

    /// A declaration's lines without their shared indentation.
    static func trimmed(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let indent = lines.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { String($0.dropFirst(indent)) }.joined(separator: "\n")
    }

    static func symbol(_ name: SwiftNaming.Name) -> String {
        (name.namespace + [name.identifier.trimmingBackticks]).joined(separator: ".")
    }
}
