import Foundation
import TokensCore
import TokensSynthetic

// `make bench`: times the pipeline stages on generated token sets, in the build it was compiled
// with (use -c release). Prints a table and a JSON line; asserts nothing.

/// Peak resident memory of this process so far, from /proc (0 where unavailable).
func peakMemoryMB() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 } // not Linux: report 0
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let kilobytes = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
        return kilobytes / 1024
    }
    return 0
}

func seconds(_ duration: Swift.Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// An audit config declaring `count` explicit pairs of the synthetic set.
func auditConfig(_ synthetic: SyntheticTokenSet, pairs count: Int) -> AuditConfig {
    var config = AuditConfig()
    config.contrast = synthetic.contrastPairs(count).map {
        AuditConfig.ContrastPair(foreground: [TokenPattern($0.foreground)], background: [TokenPattern($0.background)],
                                 role: .text, typography: nil, modes: nil, location: nil)
    }
    return config
}

let arguments = CommandLine.arguments.dropFirst()
let sizes = arguments.isEmpty ? [1_000, 10_000, 30_000] : arguments.compactMap { Int($0) }
let pairCount = 10_000
let clock = ContinuousClock()
var rows: [String] = []
print("tokens × 4 modes, 100-deep alias chains; audit: \(pairCount) declared pairs × 4 modes")
print("tokens    load (s)  resolve (s)  audit (s)  checks  failed  peak (MB)")
for size in sizes {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokens-bench-\(size)-\(UUID().uuidString)").path
    let synthetic = SyntheticTokenSet(tokenCount: size, chainDepth: 100)
    try synthetic.write(to: folder)
    var loaded: TokenLoader.Result?
    let loadTime = clock.measure { loaded = TokenLoader.load(path: folder) }
    guard let set = loaded?.tokenSet, loaded?.diagnostics.hasErrors == false else {
        print("error: the generated set of \(size) tokens did not load")
        exit(1)
    }
    var resolved: ResolvedTokenSet?
    let resolveTime = clock.measure { resolved = TokenResolver.resolve(set).tokens }
    guard let resolved, resolved.modes.reduce(0, { $0 + $1.tokens.count }) == size * 4 else {
        print("error: the generated set of \(size) tokens did not resolve")
        exit(1)
    }
    var audit: AuditResult?
    let config = auditConfig(synthetic, pairs: pairCount)
    let auditTime = clock.measure { audit = Auditor.audit(resolved, config: config, today: "2026-01-01") }
    let checks = audit?.count(ContrastRule.id) ?? 0, failed = audit?.count(ContrastRule.id, .fail) ?? 0
    let load = seconds(loadTime), resolve = seconds(resolveTime), auditSeconds = seconds(auditTime)
    let memory = peakMemoryMB()
    print(String(format: "%-9d %8.3f  %11.3f  %9.3f  %6d  %6d  %9.0f", size, load, resolve, auditSeconds, checks, failed, memory))
    rows.append(String(format: "{\"tokens\":%d,\"modes\":4,\"load\":%.4f,\"resolve\":%.4f,\"audit\":%.4f,\"auditChecks\":%d,\"peakMB\":%.0f}", size, load, resolve, auditSeconds, checks, memory))
    try? FileManager.default.removeItem(atPath: folder) // cleanup only: a leftover temp folder is harmless
}
print("[" + rows.joined(separator: ",") + "]")
