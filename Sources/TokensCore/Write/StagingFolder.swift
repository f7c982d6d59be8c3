import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The staging folder beside an output folder, where a write puts its files before they go into
/// place. Made once, on the first call to `make`: a rebuild makes it when the first changed file
/// is staged, by whichever thread stages it (the comparing loop, or the ready files' thread), so
/// a rebuild that changes nothing makes none and leaves the output's parent folder as it was.
final class StagingFolder: @unchecked Sendable {
    let path: String
    private let lock = NSLock()
    /// Read and written under `lock`.
    private var made = false

    /// The staging folder of the output folder `real` (links resolved): beside it, named for it
    /// and this process.
    init(for real: String) { path = FilePath.directory(of: real) + "/" + OutputGuard.stagingName(for: real) }

    /// True once the folder is made.
    var isMade: Bool { lock.withLock { made } }

    /// Makes the folder on the first call: an earlier one of this process, which has its name, is
    /// waited for and removed first.
    func make() throws {
        try lock.withLock {
            guard !made else { return }
            StagingRemoval.finish()
            OutputGuard.removeTree(path)
            Interruption.remember(path)
            guard mkdir(path, 0o755) == 0 else {
                throw FileIO.error("cannot create the staging folder \(path)", path: path)
            }
            made = true
        }
    }
}
