/// The config's waivers, indexed for the contrast rule: a waiver naming one foreground and one
/// background is a dictionary lookup, only glob waivers are scanned. Thousands of waivers on
/// thousands of failing pairs would otherwise compare every waiver with every pair.
struct WaiverIndex: Sendable {
    let waivers: [AuditConfig.Waiver]
    /// What was reviewed; nil when there is no baseline.
    let baseline: WaiverBaseline?
    /// Indices of literal waivers by `foreground|background`, in config order.
    private let literal: [String: [Int]]
    /// Indices of waivers with a wildcard on either side, in config order.
    private let patterned: [Int]

    init(_ waivers: [AuditConfig.Waiver], baseline: WaiverBaseline? = nil) {
        self.waivers = waivers
        self.baseline = baseline
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

    /// The first waiver (in config order) still in force on `today` (or with no end date) that covers the pair.
    func active(_ fg: TokenPath, _ bg: TokenPath, mode: String, today: String) -> AuditConfig.Waiver? {
        covering(fg, bg, mode: mode).lazy.map { waivers[$0] }.first { ($0.until ?? today) >= today }
    }

    /// What a waiver does to a failing check.
    enum Verdict: Equatable {
        /// No waiver in force covers it: it fails.
        case none
        /// Waived; `reviewed` is the ratio accepted (nil: no baseline records one).
        case waived(reason: String, reviewed: Double?)
        /// A waiver covers the pair, but the check is worse than the ratio reviewed: it fails.
        case worseThanWaived(reason: String, reviewed: Double)
        /// A waiver's pattern matches the pair, but the baseline does not list it (it passed when
        /// the waivers were reviewed): the waiver does not cover it, and it fails.
        case unreviewed(reason: String)
    }

    /// The verdict for `fg` on `bg` in `mode` failing at `ratio`.
    func verdict(_ fg: TokenPath, _ bg: TokenPath, mode: String, ratio: Double, today: String) -> Verdict {
        guard let waiver = active(fg, bg, mode: mode, today: today) else { return .none }
        guard let baseline else { return .waived(reason: waiver.reason, reviewed: nil) }
        guard let reviewed = baseline.reviewed(fg, bg, mode: mode) else { return .unreviewed(reason: waiver.reason) }
        if WCAG.truncated(ratio) < reviewed { return .worseThanWaived(reason: waiver.reason, reviewed: reviewed) }
        return .waived(reason: waiver.reason, reviewed: reviewed)
    }

    private static func key(_ fg: String, _ bg: String) -> String { fg + "|" + bg }
}
