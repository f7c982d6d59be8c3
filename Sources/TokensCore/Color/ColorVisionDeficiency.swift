/// Simulated colour-vision deficiency on linear-light sRGB: the dichromacies by Machado, Oliveira
/// & Fernandes (2009) at severity 1.0, and achromatopsia (rod monochromacy) as the colour's
/// relative luminance in every channel.
public enum ColorVisionDeficiency: String, Sendable, CaseIterable {
    case protanopia, deuteranopia, tritanopia, achromatopsia

    /// The three dichromacies of Machado et al., the ones the distinguishable rule and the
    /// reference data (ColorAide's `machado-*` filters) cover.
    public static let dichromacies: [ColorVisionDeficiency] = [.protanopia, .deuteranopia, .tritanopia]

    /// The linear-sRGB matrix. Achromatopsia's rows are all the luminance weights of WCAG 2 and
    /// ITU-R BT.709 (0.2126, 0.7152, 0.0722): one grey of the colour's relative luminance.
    var matrix: Matrix3 {
        switch self {
        case .protanopia: Self.protanopiaMatrix
        case .deuteranopia: Self.deuteranopiaMatrix
        case .tritanopia: Self.tritanopiaMatrix
        case .achromatopsia: Self.achromatopsiaMatrix
        }
    }

    // Made once: the report simulates every distinct colour of the brand four times.
    private static let protanopiaMatrix = Matrix3(
        [0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998])
    private static let deuteranopiaMatrix = Matrix3(
        [0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881])
    private static let tritanopiaMatrix = Matrix3(
        [1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900])
    private static let achromatopsiaMatrix = Matrix3(
        [0.2126, 0.7152, 0.0722], [0.2126, 0.7152, 0.0722], [0.2126, 0.7152, 0.0722])

    /// How `color` appears to a viewer with this deficiency, as sRGB (clamped to the gamut).
    public func simulate(_ color: ColorValue) -> ColorValue {
        let linear = color.vector(in: .srgbLinear)
        let seen = matrix(linear)
        let clamped = Vector3(min(max(seen.x, 0), 1), min(max(seen.y, 0), 1), min(max(seen.z, 0), 1))
        return ColorValue(
            colorSpace: .srgbLinear, components: ColorComponents(clamped.x, clamped.y, clamped.z), alpha: color.alpha
        ).converted(to: .srgb)
    }

    /// How an 8-bit sRGB colour appears, as the nearest 8-bit sRGB colour: the same arithmetic as
    /// `simulate` then rounding, through `EightBitSRGB`'s tables (the report simulates every
    /// distinct colour of the brand four times).
    func simulate(red: UInt8, green: UInt8, blue: UInt8) -> (red: UInt8, green: UInt8, blue: UInt8) {
        let linear = Vector3(
            EightBitSRGB.linear[Int(red)], EightBitSRGB.linear[Int(green)], EightBitSRGB.linear[Int(blue)])
        let seen = matrix(linear)
        return (EightBitSRGB.channel(seen.x), EightBitSRGB.channel(seen.y), EightBitSRGB.channel(seen.z))
    }
}
