import Foundation
import TokensCore

/// The glob families that backtracked exponentially, matched against every path of a generated
/// set: each line is the milliseconds to match all of them (best of `runs`).
enum PatternBench {
    static let families: [(name: String, pattern: String)] = [
        ("stars within a name", "color.*a*a*a*a*a*a*b"),
        ("twenty ** then a name no path has", Array(repeating: "**", count: 20).joined(separator: ".") + ".nothing"),
        ("** alone", "**"),
        ("** around a wildcard", "**.*a*a*a*b.**"),
    ]

    static func run(paths: [TokenPath], runs: Int) {
        print("patterns over \(paths.count) token paths (milliseconds to match every path, best of \(runs)):")
        for (name, text) in families {
            let pattern = TokenPattern(text)
            var best = Double.infinity
            var matched = 0
            for _ in 0..<runs {
                let start = ContinuousClock.now
                matched = pattern.matches(in: paths).count
                let elapsed = ContinuousClock.now - start
                best = min(
                    best, Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
            }
            print(
                "  \(String(format: "%8.2f", best)) ms  \(matched) matched  \(name): \(text.count > 40 ? String(text.prefix(37)) + "..." : text)"
            )
        }
    }
}
