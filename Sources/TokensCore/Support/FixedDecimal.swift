import Foundation

/// `String(format: "%.Nf", value)` without Foundation's formatter, which dominated the emit stage
/// (a colorset has 16 components, a report 40,000 ratios). The result is the same text: the scaled
/// value is rounded directly, and only a value within a hair of a half step, where binary
/// representation decides the digit, goes to the real formatter.
enum FixedDecimal {
    static func format(_ value: Double, places: Int) -> String {
        let scale = powers[places]
        let scaled = value * scale
        guard value.isFinite, abs(scaled) < 1e15, abs(abs(scaled - scaled.rounded(.towardZero)) - 0.5) > 1e-6 else {
            return String(format: "%.\(places)f", value)
        }
        let units = Int64(scaled.rounded(.toNearestOrAwayFromZero))
        let magnitude = units.magnitude
        var digits = String(magnitude)
        if places > 0 {
            if digits.count <= places { digits = String(repeating: "0", count: places - digits.count + 1) + digits }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -places))
        }
        return (value < 0 || (value.sign == .minus && units == 0)) ? "-" + digits : digits
    }

    private static let powers: [Double] = (0...17).map { pow(10, Double($0)) }
}
