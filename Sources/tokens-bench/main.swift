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

let arguments = CommandLine.arguments.dropFirst()
let sizes = arguments.isEmpty ? [1_000, 10_000, 30_000] : arguments.compactMap { Int($0) }
let clock = ContinuousClock()
var rows: [String] = []
print("tokens × 4 modes, 100-deep alias chains")
print("tokens    load (s)  resolve (s)  total (s)  peak (MB)")
for size in sizes {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokens-bench-\(size)-\(UUID().uuidString)").path
    try SyntheticTokenSet(tokenCount: size, chainDepth: 100).write(to: folder)
    var loaded: TokenLoader.Result?
    let loadTime = clock.measure { loaded = TokenLoader.load(path: folder) }
    guard let set = loaded?.tokenSet, loaded?.diagnostics.hasErrors == false else {
        print("error: the generated set of \(size) tokens did not load")
        exit(1)
    }
    var resolvedCount = 0
    let resolveTime = clock.measure { resolvedCount = TokenResolver.resolve(set).tokens?.modes.reduce(0) { $0 + $1.tokens.count } ?? 0 }
    guard resolvedCount == size * 4 else {
        print("error: resolved \(resolvedCount) tokens, expected \(size * 4)")
        exit(1)
    }
    let load = seconds(loadTime), resolve = seconds(resolveTime)
    let memory = peakMemoryMB()
    print(String(format: "%-9d %8.3f  %11.3f  %9.3f  %9.0f", size, load, resolve, load + resolve, memory))
    rows.append(String(format: "{\"tokens\":%d,\"modes\":4,\"load\":%.4f,\"resolve\":%.4f,\"peakMB\":%.0f}", size, load, resolve, memory))
    try? FileManager.default.removeItem(atPath: folder) // cleanup only: a leftover temp folder is harmless
}
print("[" + rows.joined(separator: ",") + "]")
