#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Runs a program to completion with its output and errors discarded, and returns its exit status, wall time
/// and peak resident memory (from `wait4`'s rusage, so it is that process's own peak).
struct ChildProcess {
    struct Outcome {
        var status: Int32
        var seconds: Double
        var peakMB: Double
    }

    static func run(_ executable: String, _ arguments: [String]) -> Outcome {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = ContinuousClock.now
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return Outcome(status: -1, seconds: 0, peakMB: 0) }
        var status: Int32 = 0
        var usage = rusage()
        _ = wait4(pid, &status, 0, &usage)
        let elapsed = ContinuousClock.now - start
        #if canImport(Darwin)
        let peak = Double(usage.ru_maxrss) / 1_048_576 // bytes on Darwin
        #else
        let peak = Double(usage.ru_maxrss) / 1024 // kilobytes on Linux
        #endif
        return Outcome(status: (status >> 8) & 0xFF, seconds: seconds(elapsed), peakMB: peak)
    }
}
