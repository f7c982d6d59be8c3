import Foundation

/// What more than one emitter needs from one input, made once: the emitters run side by side, the
/// first to ask makes it and another that asks meanwhile waits for it. An `EmitInput` whose tokens
/// or config change starts a new one.
final class EmitShared: @unchecked Sendable {
    private let lock = NSLock()
    private var colorsets: ColorsetNames?

    /// The colour tokens' colorset names (the Swift constants name the colorsets the catalog holds).
    /// `tokens` are the input's `any` mode, as both emitters take them.
    func colorsetNames(_ tokens: [ResolvedToken], config: BuildConfig) -> ColorsetNames {
        lock.lock()
        defer { lock.unlock() }
        if let colorsets { return colorsets }
        let made = ColorsetNames(tokens, config: config)
        colorsets = made
        return made
    }
}
