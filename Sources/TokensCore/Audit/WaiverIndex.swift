/// The config's waivers, indexed for the contrast rule: a waiver naming one foreground and one
/// background is a dictionary lookup, only glob waivers are scanned. Thousands of waivers on
/// thousands of failing pairs would otherwise compare every waiver with every pair.
struct WaiverIndex: Sendable {
    let waivers: [AuditConfig.Waiver]
    /// Indices of literal waivers by `foreground|background`, in config order.
    private let literal: [String: [Int]]
    /// Indices of waivers with a wildcard on either side, in config order.
    private let patterned: [Int]

    init(_ waivers: [AuditConfig.Waiver]) {
        self.waivers = waivers
        var literal: [String: [Int]] = [:]
        var patterned: [Int] = []
        for (index, waiver) in waivers.enumerated() {
            if waiver.foreground.isLiteral && waiver.background.isLiteral {
                literal[Self.key(waiver.foreground.text, waiver.background.text), default: []].append(index)
            } else {
                patterned.append(index)
            }
        }
        self.literal = literal
        self.patterned = patterned
    }

    /// The indices of every waiver that covers `fg` on `bg` in `mode`, in config order.
    func covering(_ fg: TokenPath, _ bg: TokenPath, mode: String) -> [Int] {
        let candidates =
            (literal[Self.key(fg.dotted, bg.dotted)] ?? [])
            + patterned.filter {
                waivers[$0].foreground.matches(fg) && waivers[$0].background.matches(bg)
            }
        return candidates.filter { waivers[$0].modes?.contains(mode) ?? true }.sorted()
    }

    /// The first waiver (in config order) still in force on `today` that covers the pair.
    func active(_ fg: TokenPath, _ bg: TokenPath, mode: String, today: String) -> AuditConfig.Waiver? {
        covering(fg, bg, mode: mode).lazy.map { waivers[$0] }.first { $0.until >= today }
    }

    private static func key(_ fg: String, _ bg: String) -> String { fg + "|" + bg }
}
