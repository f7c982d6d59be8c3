// shape: macos
// expect-error: incorrect argument labels in call (have '_:in:', expected 'named:bundle:')
// NSColor(named:bundle:) has exactly these labels.
import AppKit

nonisolated func lookup(_ bundle: Bundle) -> NSColor? { NSColor("brand", in: bundle) }
