import CTokensSystem

/// Hands memory freed by a finished stage back to the system. On Linux, glibc keeps freed blocks
/// in per-thread arenas (one per core that parsed or resolved), so the parse trees of a
/// 100,000-token set would otherwise stay counted in the process's peak while the outputs are built.
enum MemoryRelease {
    static func afterStage() { tokens_release_free_memory() }
}
