import CTokensSystem
import Dispatch

/// Hands memory freed by a finished stage back to the system. On Linux, glibc keeps freed blocks
/// in per-thread arenas (one per core that parsed or resolved), so the parse trees of a
/// 100,000-token set would otherwise stay counted in the process's peak while the outputs are built.
enum MemoryRelease {
    static func afterStage() { tokens_release_free_memory() }

    /// Lets go of `value` (what a finished stage leaves: at 30,000 tokens, the definitions and
    /// their parsed values, over a hundred thousand small blocks) on another thread, then hands the
    /// freed memory back (`afterStage`). Freed where the stage ended, they held the thread that
    /// goes on to the audit for about 20 ms, one block after another. On one core
    /// (`TOKENS_SERIAL`), here and now.
    static func afterStage(releasing value: consuming some Sendable) {
        inBackground(consume value, then: afterStage)
    }

    /// Lets go of `value` on another thread, then runs `then`; on one core, here and now. For what
    /// a step leaves that no one reads again: at 30,000 tokens the Swift emitter's constants (their
    /// declarations' bytes, 30,000 blocks) took 8 ms to free at the end of the emit stage.
    static func inBackground(_ value: consuming some Sendable, then: @escaping @Sendable () -> Void = {}) {
        guard Parallel.cores > 1 else {
            _ = consume value
            return then()
        }
        // The box holds the only reference, and the other thread empties it: the value is freed
        // there, whichever thread lets go of the box last.
        let box = HandOff(Optional(consume value))
        DispatchQueue.global(qos: .utility).async {
            box.value = nil
            then()
        }
    }
}
