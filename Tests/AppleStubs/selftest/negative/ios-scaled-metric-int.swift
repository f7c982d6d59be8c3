// shape: ios
// expect-error: generic struct 'ScaledMetric' requires that 'Int' conform to 'BinaryFloatingPoint'
// ScaledMetric's Value is BinaryFloatingPoint.
import SwiftUI

struct Card: View {
    @ScaledMetric var columns: Int = 2
    var body: some View { Text("\(columns)") }
}
