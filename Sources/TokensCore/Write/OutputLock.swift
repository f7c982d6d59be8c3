import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One build at a time into an output folder: an advisory lock (`flock`) on the folder that holds
/// it (its nearest existing ancestor before a first build), so no lock file is ever left in a
/// person's tree, and the system releases the lock when a build dies, even by `kill -9`. A second
/// build waits for the first, saying so, then finds the tree and the stamp the first one left.
public final class OutputLock: @unchecked Sendable {
    private var descriptor: Int32

    private init(descriptor: Int32) { self.descriptor = descriptor }

    /// Takes the lock for `output`, calling `waiting` once when another build holds it (then waits
    /// for it); nil when the folder cannot be opened (a build then goes on unlocked, as before).
    public static func acquire(for output: String, waiting: () -> Void) -> OutputLock? {
        var place = FilePath.directory(of: OutputGuard.resolved(output))
        var info = stat()
        while stat(place, &info) != 0 || (info.st_mode & S_IFMT) != S_IFDIR {
            guard place != "/", !place.isEmpty else { return nil }
            place = FilePath.directory(of: place)
        }
        let descriptor = open(place, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK else {
                close(descriptor)
                return nil
            }
            waiting()
            while flock(descriptor, LOCK_EX) != 0 {
                guard errno == EINTR else {
                    close(descriptor)
                    return nil
                }
            }
        }
        return OutputLock(descriptor: descriptor)
    }

    /// Releases the lock (also done when the process ends).
    public func release() {
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
        descriptor = -1
    }

    deinit { release() }
}
