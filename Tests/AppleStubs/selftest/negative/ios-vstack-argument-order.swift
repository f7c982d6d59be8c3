// shape: ios
// expect-error: argument 'alignment' must precede argument 'spacing'
// VStack(alignment:spacing:content:) takes its arguments in order.
import SwiftUI

struct Card: View {
    var body: some View { VStack(spacing: 4, alignment: .leading) { Text("a") } }
}
