import Foundation
import TokensCore
import TokensSynthetic

// `make bench`: times every stage of `tokens build` on generated token sets, in the build it was
// compiled with (make bench uses -c release), and the real `tokens build` binary cold and with
// nothing changed. Prints a table and a JSON array; asserts nothing.

// Arguments: sizes (default 1k, 10k, 30k, 100k), `--stages`, and `--runs N` (default 3): each figure is the
// best of N runs, since a shared machine only ever adds time; peak memory is the highest.
var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == ChildProcess.flag, arguments.count >= 3 {
    ChildProcess.measure(result: arguments[1], arguments[2], Array(arguments.dropFirst(3)))
}
var runs = 3
if let flag = arguments.firstIndex(of: "--runs"), flag + 1 < arguments.count, let count = Int(arguments[flag + 1]) {
    runs = max(1, count)
    arguments.removeSubrange(flag...(flag + 1))
}
// `--stages`: only the in-memory stages (load, resolve, audit, emit), for quick comparisons.
let stagesOnly = arguments.contains("--stages")
arguments.removeAll { $0 == "--stages" }
let sizes = arguments.isEmpty ? [1_000, 10_000, 30_000, 100_000] : arguments.compactMap { Int($0) }
let pairCount = 10_000
let today = "2026-01-01"
let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("tokens")
    .path
guard FileManager.default.isExecutableFile(atPath: tool) else {
    print("error: \(tool) is missing; build it first (make bench builds both in release).")
    exit(1)
}
let clock = ContinuousClock()

func fail(_ message: String) -> Never {
    print("error: \(message)")
    exit(1)
}

/// Measures `body` and returns its result and seconds.
func timed<T>(_ body: () throws -> T) rethrows -> (T, Double) {
    var result: T?
    let duration = try clock.measure { result = try body() }
    return (result!, seconds(duration))
}

/// Writes the set and a config whose waivers cover exactly the pairs that fail (found by an
/// untimed audit), so the cold build passes its audit as a gated team's would.
func configFile(in folder: String) -> String { folder + "/tokens.config.json" }

func prepare(_ synthetic: SyntheticTokenSet, in folder: String) throws -> TokensConfig {
    try synthetic.write(to: folder)
    let configPath = configFile(in: folder)
    try synthetic.config(pairs: pairCount).write(toFile: configPath, atomically: true, encoding: .utf8)
    let (config, _) = ConfigLoader.load(path: configPath)
    guard let resolved = BuildPipeline.resolve(folder, config: config, DiagnosticCollector()) else {
        fail("the generated set of \(synthetic.tokenCount) tokens did not resolve")
    }
    let failing = Auditor.audit(resolved, config: config.audit, today: today).checks.filter { $0.status == .fail }
    let waived = failing.compactMap { check in
        check.background.map {
            SyntheticTokenSet.Waived(foreground: check.token.dotted, background: $0.dotted, mode: check.mode ?? "")
        }
    }
    try synthetic.config(pairs: pairCount, waiving: waived).write(toFile: configPath, atomically: true, encoding: .utf8)
    let (final, problems) = ConfigLoader.load(path: configPath)
    guard !problems.hasErrors else {
        fail("the generated config did not load: \(problems.errors.first?.description ?? "")")
    }
    return final
}

func measure(size: Int, scratch: String) throws -> BenchRow {
    var row = BenchRow()
    row.tokens = size
    let folder = scratch + "/tokens"
    let synthetic = SyntheticTokenSet(tokenCount: size, chainDepth: 100)
    let config = try prepare(synthetic, in: folder)
    // The set just written, and the last run's folder just removed, are flushed first: else the
    // kernel writes them back on the same two cores while the in-memory stages are timed.
    sync()

    let (loaded, load) = timed { TokenLoader.load(path: folder, themes: config.tokensStudioThemes) }
    guard let set = loaded.tokenSet, !loaded.diagnostics.hasErrors else {
        fail("the generated set of \(size) tokens did not load")
    }
    let (resolution, resolve) = timed { TokenResolver.resolve(set) }
    guard let resolved = resolution.tokens, resolved.modes.allSatisfy({ $0.tokens.count == size }) else {
        fail("\(size) tokens did not resolve")
    }
    let (audit, auditTime) = timed { Auditor.audit(resolved, config: config.audit, today: today) }
    // Every file's bytes are made inside the timing, also those the real build makes only as it
    // writes them (colorsets): emit is all the text, write is only the writing.
    let (emitted, emit) = timed {
        let diagnostics = DiagnosticCollector()
        let files = BuildPipeline.emit(resolved, config: config, audit: audit, sourceName: "tokens", diagnostics)
        return (files: GeneratedFile.materialized(files), diagnostics: diagnostics.diagnostics)
    }
    guard !emitted.diagnostics.hasErrors else { fail("emitting \(size) tokens failed") }
    (row.load, row.resolve, row.audit, row.emit) = (load, resolve, auditTime, emit)
    row.emitters = BuildPipeline.emitters.map { emitter in
        (
            String(describing: type(of: emitter)),
            timed {
                GeneratedFile.materialized(
                    BuildPipeline.emit(
                        resolved, config: config, audit: audit, sourceName: "tokens", emitters: [emitter],
                        DiagnosticCollector()))
            }.1
        )
    }
    // The stages as `tokens build` runs them, from the folder to every file's bytes, end to end.
    let (piped, pipeline) = timed { () -> [GeneratedFile]? in
        let options = BuildOptions(
            tokens: folder, config: config, audit: .gate, today: today, emitters: BuildPipeline.emitters)
        guard case .built(let summary) = BuildPipeline(options).run(DiagnosticCollector()) else { return nil }
        return GeneratedFile.materialized(summary.files)
    }
    guard piped?.count == emitted.files.count else {
        fail("the build pipeline made \(piped?.count ?? 0) files, the stages \(emitted.files.count)")
    }
    row.pipeline = pipeline
    row.files = emitted.files.count
    row.checks = audit.count(ContrastRule.id)
    row.failed = audit.count(ContrastRule.id, .fail)
    row.waived = audit.count(ContrastRule.id, .waived)
    if stagesOnly { return row }

    // Writing a fresh tree, against cp -r of the same tree, interleaved twice and the faster of
    // each kept: on ext4 the first writer after a large delete pays for inode allocation, so
    // whichever went first would lose. Dirty pages are flushed before each.
    row.write = .infinity
    row.copy = .infinity
    for round in 0..<2 {
        sync()
        let (written, write) = timed { OutputWriter.write(emitted.files, to: scratch + "/written-\(round)") }
        guard written.report?.written.count == emitted.files.count else {
            fail("the writer did not write all \(emitted.files.count) files")
        }
        sync()
        let copy = ChildProcess.run("/bin/cp", ["-r", scratch + "/written-0", scratch + "/copied-\(round)"])
        guard copy.status == 0 else { fail("cp -r failed") }
        row.write = min(row.write, write)
        row.copy = min(row.copy, copy.seconds)
    }

    // The real command: cold into an empty folder, then again with nothing changed.
    let command = ["build", "--tokens", folder, "--output", scratch + "/Outputs", "--today", today]
    sync()
    let cold = ChildProcess.run(tool, command)
    guard cold.status == 0 else { fail("tokens build exited \(cold.status) on \(size) tokens") }
    let before = modificationTimes(under: scratch + "/Outputs")
    // The cold build's files are flushed before each timed rebuild, as before the rows above: a
    // designer's edit comes long after the first build, not while the kernel is still writing it.
    sync()
    let again = ChildProcess.run(tool, command)
    guard again.status == 0 else { fail("the second tokens build exited \(again.status)") }
    let after = modificationTimes(under: scratch + "/Outputs")
    row.noOpWrote = after.filter { before[$0.key] != $0.value }.count
    (row.coldBuild, row.noOpBuild, row.peakMB) = (cold.seconds, again.seconds, max(cold.peakMB, again.peakMB))

    // One dimension token edited, as a designer saves a file while `tokens watch` runs.
    let semantic = folder + "/semantic.json"
    let text = try String(contentsOfFile: semantic, encoding: .utf8)
    guard let value = text.range(of: #""value": [0-9]+, "unit": "px""#, options: .regularExpression) else {
        fail("no dimension to edit in \(semantic)")
    }
    try text.replacingCharacters(in: value, with: #""value": 999, "unit": "px""#).write(
        toFile: semantic, atomically: true, encoding: .utf8)
    sync()
    let edited = ChildProcess.run(tool, command)
    guard edited.status == 0 else { fail("tokens build after one edit exited \(edited.status)") }
    row.oneEditBuild = edited.seconds
    row.oneEditWrote = modificationTimes(under: scratch + "/Outputs").filter { after[$0.key] != $0.value }.count

    // The same edit while `tokens watch` runs, and json.load of the files a no-op reads (best of 3).
    let reaction = WatchBench.reaction(tool: tool, folder: folder, output: scratch + "/Outputs", file: semantic) {
        $0.replacingOccurrences(of: #""value": 999, "unit": "px""#, with: #""value": 998, "unit": "px""#)
    }
    guard let reaction else { fail("tokens watch did not rebuild after a save") }
    (row.watchStarted, row.watchRebuilt, row.watchSeen) = (reaction.started, reaction.rebuilt, reaction.seen)
    let read = TokenSource.files(at: folder).files + [configFile(in: folder)]
    row.jsonLoad = WatchBench.jsonLoad(read, runs: 3) ?? 0
    return row
}

print(
    "tokens × 4 modes (light, dark, light-hc, dark-hc), 100-deep alias chains, \(pairCount) declared contrast pairs; seconds, best of \(runs)"
)
print(BenchRow.header)
var rows: [BenchRow] = []
for size in sizes {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
        "tokens-bench-\(size)-\(UUID().uuidString)"
    ).path
    var best: BenchRow?
    for run in 0..<runs {
        let row = try measure(size: size, scratch: scratch + "-\(run)")
        best = best.map { $0.best(with: row) } ?? row
        if ProcessInfo.processInfo.environment["TOKENS_BENCH_KEEP"] == nil {
            try? FileManager.default.removeItem(atPath: scratch + "-\(run)")  // cleanup only: a leftover is harmless
        }
    }
    guard let best else { continue }
    print(best.line)
    print(best.emitterLine)
    rows.append(best)
}
print("[" + rows.map(\.json).joined(separator: ",") + "]")

// Glob matching, on the largest set asked for (30,000 by default): linear in the path, never exponential.
if let size = sizes.max() {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "tokens-bench-patterns-\(UUID().uuidString)"
    ).path
    _ = try SyntheticTokenSet(tokenCount: size).write(to: folder)
    if let resolved = BuildPipeline.resolve(folder, config: TokensConfig(), DiagnosticCollector()) {
        PatternBench.run(paths: resolved.modes[0].tokens.map(\.path), runs: runs)
    }
    try? FileManager.default.removeItem(atPath: folder)  // cleanup only
}
