import Foundation

/// Deletes the staging folders of finished writes. After a rebuild the staging folder holds the
/// output files that were replaced (`OutputJournal.apply` swaps them out); deleting a 48 MB report
/// costs the file system about 12 ms, which a build spends recording its stamp instead, while
/// another thread deletes. Nothing reads the folder any more: the output is complete before it
/// goes, and a folder a killed process leaves is removed by the next build
/// (`OutputGuard.removeLeftovers`).
enum StagingRemoval {
    private static let pending = DispatchGroup()

    /// Deletes `folder` now (`waiting`), or on another thread, to be waited for by `finish()`.
    static func remove(_ folder: String, waiting: Bool) {
        guard !waiting else { return OutputGuard.removeTree(folder) }
        DispatchQueue.global().async(group: pending) { OutputGuard.removeTree(folder) }
    }

    /// Waits until every folder handed to `remove` is deleted.
    static func finish() { pending.wait() }
}
