// shape: macos
// expect-error: call to main actor-isolated initializer 'init(frame:)' in a synchronous nonisolated context
// NSView is @MainActor.
import AppKit

nonisolated func make() -> NSView { NSView(frame: .zero) }
