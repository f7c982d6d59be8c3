// shape: ios
// expect-error: call to main actor-isolated initializer 'init(frame:)' in a synchronous nonisolated context
// UIView is @MainActor.
import UIKit

nonisolated func make() -> UIView { UIView(frame: .zero) }
