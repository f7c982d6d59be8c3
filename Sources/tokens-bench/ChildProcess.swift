import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a program to completion with its output and errors discarded, and returns its exit status, wall time
/// and peak resident memory.
///
/// The peak comes from `wait4`'s rusage, read by a small intermediate process: this benchmark
/// itself, started again with `--measure-child`. A child spawned straight from the benchmark shares
/// its address space until `exec` (posix_spawn uses vfork), and Linux then counts the benchmark's
/// own high-water mark, hundreds of megabytes at 100k tokens, as the child's peak.
struct ChildProcess {
    struct Outcome {
        var status: Int32
        var seconds: Double
        var peakMB: Double
    }

    /// The flag that makes this program the intermediate: `--measure-child RESULT-FILE PROGRAM ARGS…`.
    static let flag = "--measure-child"

    static func run(_ executable: String, _ arguments: [String]) -> Outcome {
        let result = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tokens-bench-child-\(UUID().uuidString)"
        ).path
        defer { try? FileManager.default.removeItem(atPath: result) }  // cleanup only: a leftover temp file is harmless
        let intermediate = spawn(CommandLine.arguments[0], [flag, result, executable] + arguments)
        let text = try? String(contentsOfFile: result, encoding: .utf8)  // no result: reported as a failed run
        guard intermediate.status == 0, let text else {
            return Outcome(status: -1, seconds: 0, peakMB: 0)
        }
        let fields = text.split(separator: " ").compactMap { Double($0) }
        guard fields.count == 3 else { return Outcome(status: -1, seconds: 0, peakMB: 0) }
        return Outcome(status: Int32(fields[0]), seconds: fields[1], peakMB: fields[2])
    }

    /// The intermediate's work: runs the program and writes "status seconds peakMB" to `result`.
    static func measure(result: String, _ executable: String, _ arguments: [String]) -> Never {
        let outcome = spawn(executable, arguments)
        let text = "\(outcome.status) \(outcome.seconds) \(outcome.peakMB)"
        let written = FileManager.default.createFile(atPath: result, contents: Data(text.utf8))
        exit(written ? 0 : 1)
    }

    private static func spawn(_ executable: String, _ arguments: [String]) -> Outcome {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let start = ContinuousClock.now
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else {
            return Outcome(status: -1, seconds: 0, peakMB: 0)
        }
        var status: Int32 = 0
        var usage = rusage()
        _ = wait4(pid, &status, 0, &usage)
        let elapsed = ContinuousClock.now - start
        #if canImport(Darwin)
            let peak = Double(usage.ru_maxrss) / 1_048_576  // bytes on Darwin
        #else
            let peak = Double(usage.ru_maxrss) / 1024  // kilobytes on Linux
        #endif
        return Outcome(status: (status >> 8) & 0xFF, seconds: seconds(elapsed), peakMB: peak)
    }
}
