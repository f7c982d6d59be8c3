/// What writing a high-contrast mode's file would change, token by token: the colour the mode
/// shows now, the one it would get, and the ratio that one reaches (what `contrast-fix --dry-run`
/// prints, and `--check` says in words).
extension ContrastFix {
    /// One token of one mode whose derived value would change.
    public struct Change: Sendable {
        public enum Kind: String, Sendable {
            /// A value the mode lacks or holds another of.
            case derived
            /// The same value, derived from other values (or not recording them): rewritten.
            case rerecorded
            /// A derived value its pairs no longer need: removed.
            case removed
        }

        public var kind: Kind
        public var mode: String
        public var token: TokenPath
        /// What the mode shows now (the base mode's colour when the mode is not made yet); the new
        /// colour (nil when removed).
        public var old: ColorValue?
        public var new: ColorValue?
        /// The lowest ratio the new colour reaches among its pairs, on which background, and that
        /// pair's target; nil for a background moved for its text, and for a removal.
        public var worst: (background: TokenPath, ratio: Double, target: Double)?
        /// The change in words (`--check`).
        public var sentence: String
    }

    /// Each derived token the mode's loaded tokens lack, hold another value of, or derived from
    /// other values; and each derived token the mode holds that is no longer needed.
    static func changes(_ result: Result, in mode: ResolvedTokenSet.ModeTokens?) -> [Change] {
        var changes: [Change] = []
        var wanted = Set<TokenPath>()
        for derived in result.derived {
            wanted.insert(derived.path)
            let token = mode?.token(derived.path)
            var old: ColorValue?
            if case .color(let color)? = token?.value { old = color }
            func change(_ kind: Change.Kind, _ sentence: String) {
                // A mode not made yet shows the base mode's colour.
                changes.append(
                    Change(
                        kind: kind, mode: result.mode, token: derived.path, old: old ?? derived.from,
                        new: derived.color,
                        worst: derived.worst, sentence: sentence))
            }
            guard let token, let source = DerivationRule.source(of: token) else {
                if let old, old.displayHex == derived.color.displayHex {
                    change(
                        .rerecorded,
                        "'\(derived.path)' in \(result.mode) is \(old.displayHex) but does not record the values it was derived from."
                    )
                } else {
                    change(
                        .derived,
                        "'\(derived.path)' has no derived value in \(result.mode): it should be \(derived.color.displayHex)."
                    )
                }
                continue
            }
            let recorded = source.values.map { "\($0.path)=\($0.hex)" }
            let now = derived.sources.map { "\($0.path)=\($0.color.displayHex)" }
            let sameValue = old?.displayHex == derived.color.displayHex
            if sameValue, recorded == now, source.mode == result.base { continue }
            let current = old.map { "is \($0.displayHex)" } ?? "is stale"
            change(
                sameValue ? .rerecorded : .derived,
                "'\(derived.path)' in \(result.mode) \(current); derived from \(result.base) now, it is \(derived.color.displayHex)."
            )
        }
        for token in mode?.tokens ?? [] where !wanted.contains(token.path) {
            guard DerivationRule.source(of: token) != nil else { continue }
            var old: ColorValue?
            if case .color(let color) = token.value { old = color }
            changes.append(
                Change(
                    kind: .removed, mode: result.mode, token: token.path, old: old, new: nil, worst: nil,
                    sentence:
                        "'\(token.path)' in \(result.mode) no longer needs a derived value: its pairs pass without one."
                ))
        }
        return changes
    }
}
