import Foundation

/// One size's measurements: seconds per stage, counts, and the cold build's peak memory.
struct BenchRow {
    var tokens = 0
    var load = 0.0, resolve = 0.0, audit = 0.0, emit = 0.0
    /// The same stages run as `tokens build` runs them, timed end to end: the audit and the
    /// emitters that do not show it (Swift, colorsets) side by side, then the report.
    var pipeline = 0.0
    /// Each emitter alone, one after another (the emit stage runs them side by side).
    var emitters: [(name: String, seconds: Double)] = []
    var write = 0.0, copy = 0.0
    var coldBuild = 0.0, noOpBuild = 0.0
    /// `tokens build` after one dimension token changed, and how many files it wrote.
    var oneEditBuild = 0.0
    var oneEditWrote = 0
    /// The same edit under `tokens watch`: its build started this long after the save, took this
    /// long, and its line appeared this long after the save.
    var watchStarted = 0.0, watchRebuilt = 0.0, watchSeen = 0.0
    /// Python's `json.load` of the token files and the config: the floor for a no-op.
    var jsonLoad = 0.0
    var files = 0, checks = 0, failed = 0, waived = 0
    var noOpWrote = 0
    var peakMB = 0.0

    /// Each time the lower of the two runs, memory and files written the higher.
    func best(with other: BenchRow) -> BenchRow {
        var row = self
        row.load = min(load, other.load)
        row.resolve = min(resolve, other.resolve)
        row.audit = min(audit, other.audit)
        row.emit = min(emit, other.emit)
        row.pipeline = min(pipeline, other.pipeline)
        row.emitters = zip(emitters, other.emitters).map { ($0.name, min($0.seconds, $1.seconds)) }
        row.write = min(write, other.write)
        row.copy = min(copy, other.copy)
        row.coldBuild = min(coldBuild, other.coldBuild)
        row.noOpBuild = min(noOpBuild, other.noOpBuild)
        row.noOpWrote = max(noOpWrote, other.noOpWrote)
        row.oneEditBuild = min(oneEditBuild, other.oneEditBuild)
        row.oneEditWrote = max(oneEditWrote, other.oneEditWrote)
        row.watchStarted = min(watchStarted, other.watchStarted)
        row.watchRebuilt = min(watchRebuilt, other.watchRebuilt)
        row.watchSeen = min(watchSeen, other.watchSeen)
        row.jsonLoad = min(jsonLoad, other.jsonLoad)
        row.peakMB = max(peakMB, other.peakMB)
        return row
    }

    /// Load + resolve + audit + emit, in memory: the stages timed one after another.
    var inMemory: Double { load + resolve + audit + emit }

    static let header =
        "tokens   load   resolve  audit  emit   in-memory  pipeline  write  cp -r  cold build  no-op build  json.load  one edit (files)  watch: started / rebuilt / seen  files  checks  failed  peak MB"

    var line: String {
        String(
            format:
                "%-7d  %.3f  %.3f    %.3f  %.3f  %.3f      %.3f     %.3f  %.3f  %.3f       %.3f        %.3f      %.3f (%3d)       %.3f / %.3f / %.3f            %5d  %6d  %6d  %7.0f",
            tokens, load, resolve, audit, emit, inMemory, pipeline, write, copy, coldBuild, noOpBuild, jsonLoad,
            oneEditBuild, oneEditWrote, watchStarted, watchRebuilt, watchSeen, files, checks, failed, peakMB)
    }

    /// The emitters' own times, under the table row.
    var emitterLine: String {
        "         emitters alone: "
            + emitters.map { "\($0.name) \(String(format: "%.3f", $0.seconds))" }.joined(separator: ", ")
    }

    var json: String {
        let fields: [(String, String)] = [
            ("tokens", "\(tokens)"), ("modes", "4"), ("load", f(load)), ("resolve", f(resolve)), ("audit", f(audit)),
            ("emit", f(emit)),
            ("emitters", "{" + emitters.map { "\"\($0.name)\":\(f($0.seconds))" }.joined(separator: ",") + "}"),
            ("inMemory", f(inMemory)), ("pipeline", f(pipeline)), ("write", f(write)), ("copy", f(copy)),
            ("coldBuild", f(coldBuild)), ("noOpBuild", f(noOpBuild)), ("noOpFilesWritten", "\(noOpWrote)"),
            ("oneEditBuild", f(oneEditBuild)), ("oneEditFilesWritten", "\(oneEditWrote)"),
            ("jsonLoad", f(jsonLoad)), ("watchStarted", f(watchStarted)), ("watchRebuilt", f(watchRebuilt)),
            ("watchSeen", f(watchSeen)),
            ("files", "\(files)"), ("auditChecks", "\(checks)"), ("auditFailed", "\(failed)"),
            ("auditWaived", "\(waived)"),
            ("peakMB", String(format: "%.0f", peakMB)),
        ]
        return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }

    private func f(_ value: Double) -> String { String(format: "%.4f", value) }
}
