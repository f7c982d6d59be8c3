import Foundation
import Testing
@testable import TokensCore

/// The fast fixed-point formatter gives exactly the C library's `%.Nf` text.
@Suite struct FixedDecimalTests {
    @Test func matchesPrintf_onEdgesAndRandomValues() {
        var values: [Double] = [0, -0.0, 1, -1, 0.5, 0.05, 0.005, 0.00005, 0.12345, 0.99995, 0.999949, 1.0 / 3, 2.675, 21, 4.49999, 1e14 + 0.5]
        values += (0...255).map { Double($0) / 255 }
        var generator = SystemRandomNumberGenerator()
        values += (0..<5_000).map { _ in Double.random(in: -2...30, using: &generator) }
        for value in values {
            for places in [0, 2, 3, 4] {
                #expect(FixedDecimal.format(value, places: places) == String(format: "%.\(places)f", value), "\(value) to \(places) places")
            }
        }
    }
}
