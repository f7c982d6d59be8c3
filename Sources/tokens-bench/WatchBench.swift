import Foundation

/// The rows a designer feels: `tokens watch` reacting to a save, and Python's `json.load` of the
/// same token files (the floor a no-op rebuild is compared with).
enum WatchBench {
    /// What `tokens watch` said about one save: when its build started after the save (its own
    /// line), how long the build took, and when its line appeared, after the save, as a reader sees it.
    struct Reaction {
        var started = 0.0
        var rebuilt = 0.0
        var seen = 0.0
    }

    /// Starts `tokens watch` on `folder`, waits for its first build, then applies `edit` to `file` and
    /// waits for the build that follows. Nil when watch did not answer within a minute.
    static func reaction(
        tool: String, folder: String, output: String, file: String, edit: (String) -> String
    )
        -> Reaction?
    {
        let log = output + ".watch.log"
        FileManager.default.createFile(atPath: log, contents: nil)
        guard let handle = FileHandle(forWritingAtPath: log) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["watch", "--tokens", folder, "--output", output]
        // The benchmark's set waives its failing pairs with dates the audit reads against this day.
        process.environment = ProcessInfo.processInfo.environment.merging(["SOURCE_DATE_EPOCH": "1767225600"]) { $1 }
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }  // no watch: the row stays empty
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        func lines() -> [String] {
            let text = try? String(contentsOfFile: log, encoding: .utf8)  // not written yet: no lines so far
            return (text ?? "").split(separator: "\n").map(String.init)
        }
        func waitFor(_ found: ([String]) -> String?) -> String? {
            let deadline = Date().addingTimeInterval(60)
            while Date() < deadline {
                if let line = found(lines()) { return line }
                Thread.sleep(forTimeInterval: 0.005)
            }
            return nil
        }
        guard waitFor({ $0.first { $0.hasPrefix("tokens watch: built in ") } }) != nil,
            let text = try? String(contentsOfFile: file, encoding: .utf8)  // unreadable: no row, reported by the caller
        else { return nil }
        Thread.sleep(forTimeInterval: 0.5)  // the watcher is waiting again
        let saved = Date()
        // Written in place, as an editor saves; a failed write leaves the row empty, reported by the caller.
        do { try edit(text).write(toFile: file, atomically: false, encoding: .utf8) } catch { return nil }
        guard let line = waitFor({ $0.first { $0.contains("after the save of") } }) else { return nil }
        let seen = Date().timeIntervalSince(saved)
        let numbers = line.split(separator: " ").compactMap { Double($0) }
        guard numbers.count >= 2 else { return nil }
        return Reaction(started: numbers[1], rebuilt: numbers[0], seen: seen)
    }

    /// Seconds Python's `json.load` takes over `files` (best of `runs`, interpreter start not counted);
    /// nil without python3.
    static func jsonLoad(_ files: [String], runs: Int) -> Double? {
        let script = """
            import json, sys, time
            best = None
            for _ in range(\(runs)):
                start = time.perf_counter()
                for name in sys.argv[1:]:
                    with open(name, "rb") as f:
                        json.load(f)
                took = time.perf_counter() - start
                best = took if best is None else min(best, took)
            print(best)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + files
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }  // no python3: the row stays empty
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return Double(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
