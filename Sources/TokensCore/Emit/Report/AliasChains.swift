/// The alias chains of one mode's tokens, as the report shows them: every link when there are
/// few, else the first two, how many are left out, and the token holding the value.
///
/// Each token's chain length and last link are found in one pass, shared links walked once: a
/// 30,000-token set with 100-deep chains costs 30,000 steps, not 30,000 × 100.
struct AliasChains {
    /// Chains longer than this are shortened.
    static let longest = 4

    private let mode: ResolvedTokenSet.ModeTokens
    /// Per token index: links to the literal, and the last link (nil for a literal).
    private var ends: [(count: Int, last: TokenPath)?]

    init(_ mode: ResolvedTokenSet.ModeTokens) {
        self.mode = mode
        let tokens = mode.tokens
        var index: [TokenPath: Int] = [:]
        index.reserveCapacity(tokens.count)
        for (i, token) in tokens.enumerated() where token.aliasOf != nil { index[token.path] = i }
        var ends = [(count: Int, last: TokenPath)?](repeating: nil, count: tokens.count)
        var done = [Bool](repeating: false, count: tokens.count)
        for start in tokens.indices where !done[start] {
            // Walk down to a literal or to a token already done, then fill in on the way back.
            var stack: [Int] = []
            var current = start
            while !done[current], stack.count < tokens.count {
                stack.append(current)
                done[current] = true
                guard let target = tokens[current].aliasOf, let next = index[target] else { break }
                current = next
            }
            for i in stack.reversed() {
                guard let target = tokens[i].aliasOf else { continue }
                let rest = index[target].flatMap { ends[$0] }
                ends[i] = (count: (rest?.count ?? 0) + 1, last: rest?.last ?? target)
            }
        }
        self.ends = ends
    }

    /// The names to show for token `index`, nearest first; empty for a literal. A long chain shows
    /// its first two links, `… N more`, and its last.
    func shown(_ index: Int) -> [String] {
        guard let end = ends[index] else { return [] }
        guard end.count > Self.longest, let first = mode.tokens[index].aliasOf else {
            return mode.aliasChain(of: mode.tokens[index].path).map(\.dotted)
        }
        let second = mode.token(first)?.aliasOf?.dotted ?? ""
        return [first.dotted, second, "… \(end.count - 3) more", end.last.dotted]
    }
}
