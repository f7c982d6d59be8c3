import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a build interrupted by SIGTERM or SIGINT (`timeout`, Ctrl-C, a CI job cancelled) leaves:
/// nothing. The writer registers its staging folder while it fills it; on the signal that folder
/// is removed and the process exits 128 + the signal's number. Once a write is committed (its
/// journal in the output folder), the signal waits for it to finish, so the tree is the new one.
/// `kill -9` cannot be caught: the next build removes what such a build left, or completes its
/// committed write.
public enum Interruption {
    private static let state = InterruptionState()
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

    /// Installs the handlers; once, from the command line's entry point.
    public static func installHandlers() {
        guard sources.isEmpty else { return }
        for signalNumber in [SIGTERM, SIGINT] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { state.interrupt(signalNumber) }
            source.resume()
            sources.append(source)
        }
    }

    /// A folder to remove if the process is interrupted before `forget(_:)`.
    static func remember(_ path: String) { state.remember(path) }

    /// Stops removing `path` on an interruption.
    static func forget(_ path: String) { state.forget(path) }

    /// Waits for the process to end when a signal's handler is removing the staging folders.
    static func holdIfExiting() { state.holdIfExiting() }

    /// Runs `body` (a committed write being applied) without being interrupted: a signal that
    /// arrives meanwhile takes effect when it ends.
    static func uninterrupted<Result>(_ body: () throws -> Result) rethrows -> Result {
        state.enterCritical()
        defer { state.leaveCritical() }
        return try body()
    }
}

/// The folders to remove and the signal waiting, behind a lock.
private final class InterruptionState: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: [String] = []
    private var critical = 0
    private var pending: Int32?
    private var exiting = false

    func remember(_ path: String) {
        lock.lock()
        paths.append(path)
        lock.unlock()
    }

    func forget(_ path: String) {
        lock.lock()
        paths.removeAll { $0 == path }
        lock.unlock()
    }

    /// Once the process is exiting on a signal, a write that has not started never starts: this
    /// thread waits for `_exit` rather than move a half-removed staging folder into place.
    func enterCritical() {
        holdIfExiting()
        lock.lock()
        critical += 1
        lock.unlock()
    }

    func holdIfExiting() {
        lock.lock()
        let isExiting = exiting
        lock.unlock()
        while isExiting { sleep(1) }
    }

    func leaveCritical() {
        lock.lock()
        critical -= 1
        let signal = critical == 0 ? pending : nil
        lock.unlock()
        if let signal { interrupt(signal) }
    }

    func interrupt(_ signal: Int32) {
        lock.lock()
        guard critical == 0 else {
            pending = signal
            lock.unlock()
            return
        }
        exiting = true
        let remove = paths
        lock.unlock()
        for path in remove { Self.removeForGood(path) }
        _exit(128 + signal)
    }

    /// Renames the folder aside first, so the build still running on another thread cannot add to
    /// it (its paths now lead nowhere), then removes it until it is gone: a file whose creation
    /// began before the rename may land after a pass has listed the folder.
    private static func removeForGood(_ path: String) {
        let aside = path + ".interrupted"
        let target = rename(path, aside) == 0 ? aside : path
        var info = stat()
        for _ in 0..<200 where lstat(target, &info) == 0 {
            OutputGuard.removeTree(target)
            if lstat(target, &info) == 0 { usleep(5_000) }
        }
    }
}
