/// The audit's checks counted once, by the one definition every output uses: the build's closing
/// line, `tokens audit`'s summary (text and JSON), the swatch page's headline and counts, and the
/// docs. A contrast check is one foreground on one background in one mode, and is exactly one of
/// passed, failed, waived (a failure a waiver accepts) or exempt (a decorative pair: measured and
/// shown, never required), so the four add up to the contrast checks.
public struct AuditTally: Sendable, Equatable {
    /// Contrast checks made.
    public var contrastChecks = 0
    /// Distinct (foreground, background) pairs among them, and the most modes one was measured in.
    public var pairs = 0
    public var pairModes = 0
    /// Contrast checks that meet their threshold (decorative ones are `exempt`, not passed).
    public var passed = 0
    /// Contrast checks that fail and no waiver accepts.
    public var failed = 0
    /// Contrast checks that fail and a waiver accepts: waived failures.
    public var waived = 0
    /// Decorative contrast checks: measured, never failing.
    public var exempt = 0
    /// Checks of every rule that did not pass at error level, and at warning level.
    public var errors = 0
    public var warnings = 0
    /// The modes error-level failures are in, in the order found.
    public var errorModes: [String] = []
    /// The waived failure furthest below its threshold; nil when nothing is waived.
    public var worstWaived: WaivedFailure?

    /// A waived contrast failure, as the summary names it.
    public struct WaivedFailure: Sendable, Equatable {
        public var foreground: String
        public var background: String
        public var mode: String
        /// The unrounded ratio, and what it had to reach.
        public var ratio: Double
        public var threshold: Double

        public init(foreground: String, background: String, mode: String, ratio: Double, threshold: Double) {
            (self.foreground, self.background, self.mode, self.ratio, self.threshold) =
                (foreground, background, mode, ratio, threshold)
        }

        /// `color.text.onPrimary on color.brand.primary 2.87:1 in light`.
        public var text: String {
            Printable.escaped("\(foreground) on \(background) \(WCAG.display(ratio)):1 in \(mode)")
        }

        /// True when `self` is further below its threshold than `other` (then the lower ratio, then
        /// the first in path order), so the worst is the same whatever order the checks come in.
        func isWorse(than other: WaivedFailure) -> Bool {
            let (mine, theirs) = (ratio / threshold, other.ratio / other.threshold)
            if mine != theirs { return mine < theirs }
            if ratio != other.ratio { return ratio < other.ratio }
            return (foreground, background, mode) < (other.foreground, other.background, other.mode)
        }
    }

    /// A contrast pair: its foreground and background.
    private struct PairKey: Hashable {
        let foreground: TokenPath
        let background: TokenPath?
        init(_ foreground: TokenPath, _ background: TokenPath?) {
            (self.foreground, self.background) = (foreground, background)
        }
    }

    /// Nothing counted.
    public init() {}

    /// Counts `result`'s checks in one pass, reading each in place.
    public init(_ result: AuditResult) {
        var pairModes: [PairKey: Int] = [:]
        let checks = result.checks
        // By index, each field read in place: a loop over the checks copied each (40,000 at 30,000 tokens).
        for index in checks.indices {
            if checks[index].status == .fail {
                if checks[index].severity == .error {
                    errors += 1
                    if let mode = checks[index].mode, !errorModes.contains(mode) { errorModes.append(mode) }
                } else {
                    warnings += 1
                }
            }
            guard checks[index].rule == ContrastRule.id else { continue }
            contrastChecks += 1
            pairModes[PairKey(checks[index].token, checks[index].background), default: 0] += 1
            if checks[index].threshold <= 0 {
                exempt += 1
                continue
            }
            switch checks[index].status {
            case .pass: passed += 1
            case .fail: failed += 1
            case .waived:
                waived += 1
                let failure = WaivedFailure(
                    foreground: checks[index].token.dotted, background: checks[index].background?.dotted ?? "",
                    mode: checks[index].mode ?? "", ratio: checks[index].measured, threshold: checks[index].threshold)
                if worstWaived.map(failure.isWorse) ?? true { worstWaived = failure }
            }
        }
        pairs = pairModes.count
        self.pairModes = pairModes.values.max() ?? 0
    }

    /// `15 waived failures, worst: color.text.tertiary on color.bg.secondary 2.20:1 in light`, or
    /// `0 waived`.
    public var waivedText: String {
        guard let worstWaived else { return "0 waived" }
        return "\(waived) waived failure\(waived == 1 ? "" : "s"), worst: \(worstWaived.text)"
    }

    /// `37 pairs × 4 modes` when every pair is in every mode, else `37 pairs in up to 4 modes`.
    public var pairsText: String {
        let pairWord = pairs == 1 ? "1 pair" : "\(pairs) pairs"
        let modeWord = pairModes == 1 ? "1 mode" : "\(pairModes) modes"
        if pairs * pairModes == contrastChecks { return "\(pairWord) × \(modeWord)" }
        return "\(pairWord) in up to \(modeWord)"
    }
}
