#if canImport(Glibc)
import Glibc
#endif

/// Hands memory freed by a finished stage back to the system. On Linux, glibc keeps freed blocks
/// in per-thread arenas (one per core that parsed or resolved), so the parse trees of a
/// 100,000-token set would otherwise stay counted in the process's peak while the outputs are built.
enum MemoryRelease {
    static func afterStage() {
        #if canImport(Glibc)
        // glibc's `malloc_trim` is not in Swift's Glibc module: found by name (nil is RTLD_DEFAULT).
        typealias Trim = @convention(c) (Int) -> Int32
        if let symbol = dlsym(nil, "malloc_trim") { _ = unsafeBitCast(symbol, to: Trim.self)(0) }
        #endif
    }
}
