/// Simulated colour-vision deficiency, Machado, Oliveira & Fernandes (2009), severity 1.0,
/// applied to linear-light sRGB.
public enum ColorVisionDeficiency: String, Sendable, CaseIterable {
    case protanopia, deuteranopia, tritanopia

    var matrix: Matrix3 {
        switch self {
        case .protanopia:
            Matrix3(
                [0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998])
        case .deuteranopia:
            Matrix3([0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881])
        case .tritanopia:
            Matrix3(
                [1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900])
        }
    }

    /// How `color` appears to a viewer with this deficiency, as sRGB (clamped to the gamut).
    public func simulate(_ color: ColorValue) -> ColorValue {
        let linear = color.converted(to: .srgbLinear).vector
        let seen = matrix(linear)
        let clamped = Vector3(min(max(seen.x, 0), 1), min(max(seen.y, 0), 1), min(max(seen.z, 0), 1))
        return ColorValue(
            colorSpace: .srgbLinear, components: ColorComponents(clamped.x, clamped.y, clamped.z), alpha: color.alpha
        ).converted(to: .srgb)
    }
}
