import Foundation

/// The transfer (gamma) functions of the RGB spaces, extended to negative values by reflection.
///
/// `rec2020` uses the display-referred BT.1886 curve (a pure 2.4 gamma), as the CSS WG resolved in
/// 2025 (w3c/csswg-drafts#12574) and color.js, Sass and ColorAide implement; the older BT.2020
/// camera curve (0.45 with a linear toe) is not used.
enum TransferFunction {
    case sRGB, a98, proPhoto, rec2020, linear

    /// Encoded → linear light.
    func toLinear(_ value: Double) -> Double {
        let sign: Double = value < 0 ? -1 : 1
        let magnitude = abs(value)
        switch self {
        case .linear: return value
        case .sRGB:
            return magnitude <= 0.04045 ? value / 12.92 : sign * pow((magnitude + 0.055) / 1.055, 2.4)
        case .a98:
            return sign * pow(magnitude, 563.0 / 256.0)
        case .proPhoto:
            return magnitude <= 16.0 / 512.0 ? value / 16 : sign * pow(magnitude, 1.8)
        case .rec2020:
            return sign * pow(magnitude, 2.4)
        }
    }

    /// Linear light → encoded.
    func fromLinear(_ value: Double) -> Double {
        let sign: Double = value < 0 ? -1 : 1
        let magnitude = abs(value)
        switch self {
        case .linear: return value
        case .sRGB:
            return magnitude > 0.0031308 ? sign * (1.055 * pow(magnitude, 1 / 2.4) - 0.055) : 12.92 * value
        case .a98:
            return sign * pow(magnitude, 256.0 / 563.0)
        case .proPhoto:
            return magnitude >= 1.0 / 512.0 ? sign * pow(magnitude, 1 / 1.8) : 16 * value
        case .rec2020:
            return sign * pow(magnitude, 1 / 2.4)
        }
    }

    func toLinear(_ v: Vector3) -> Vector3 { Vector3(toLinear(v.x), toLinear(v.y), toLinear(v.z)) }
    func fromLinear(_ v: Vector3) -> Vector3 { Vector3(fromLinear(v.x), fromLinear(v.y), fromLinear(v.z)) }
}
