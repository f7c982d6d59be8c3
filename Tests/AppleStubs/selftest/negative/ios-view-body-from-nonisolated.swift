// shape: ios
// expect-warning: main actor-isolated property 'body' can not be referenced from a nonisolated context
// View is @MainActor @preconcurrency: a view's body is main-actor isolated (the compiler reports this
// as a warning because of @preconcurrency, as it does with the SDK).
import SwiftUI

struct Card: View {
    var body: some View { Text("card") }
}

nonisolated func render(_ card: Card) { _ = card.body }
