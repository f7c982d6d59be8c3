// shape: ios
// expect-warning: call to main actor-isolated instance method 'body(content:)' in a synchronous nonisolated context
// ViewModifier is @MainActor @preconcurrency too.
import SwiftUI

struct Accent: ViewModifier {
    func body(content: Content) -> some View { content.foregroundStyle(.red) }
}

nonisolated func apply(_ accent: Accent, _ content: Accent.Content) { _ = accent.body(content: content) }
