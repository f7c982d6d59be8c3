import Foundation

/// The size and time of every output file the last build's stamp lists, taken on another thread
/// from when the build knows it must run until the writer needs them. The writer compares each
/// file with the stamp by them: 20,000 `stat`s at 30,000 tokens, which load and resolve, leaving
/// a core idle part of the time, absorb. A file changed after its state was taken is recorded
/// with the state seen, which no longer matches it, so the next build finds it out of date.
public final class OutputStates: Sendable {
    private let states: Pending<[String: BuildStamp.State]>

    /// Starts taking the states of `stamp`'s outputs inside `folder`.
    init(of stamp: BuildStamp, in folder: String) {
        let paths = Array(stamp.outputs.keys)
        states = Pending {
            let opened = OpenFolder(folder)
            var found: [String: BuildStamp.State] = [:]
            found.reserveCapacity(paths.count)
            for path in paths {
                if let state = BuildStamp.state(of: path, in: opened) { found[path] = state }
            }
            return found
        }
    }

    /// Every listed output's state, waiting until they are all taken; a file that was missing, a
    /// link or not a file has none.
    var taken: [String: BuildStamp.State] { states.value }
}
