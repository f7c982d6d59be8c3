// shape: macos
// expect-error: call to main actor-isolated global function 'brandValue()' in a synchronous nonisolated context
// NSColor(name:dynamicProvider:)'s closure is @Sendable and nonisolated.
import AppKit

@MainActor func brandValue() -> NSColor { NSColor(srgbRed: 1, green: 0, blue: 0, alpha: 1) }

@MainActor let color = NSColor(name: nil, dynamicProvider: { _ in brandValue() })
