/// Three numbers: colour components, or a row of a matrix.
public typealias Vector3 = SIMD3<Double>

/// A 3×3 matrix, row-major, for colour-space conversion.
struct Matrix3: Sendable {
    let rows: (Vector3, Vector3, Vector3)

    init(_ r0: [Double], _ r1: [Double], _ r2: [Double]) {
        rows = (Vector3(r0[0], r0[1], r0[2]), Vector3(r1[0], r1[1], r1[2]), Vector3(r2[0], r2[1], r2[2]))
    }

    /// `self × v`.
    func callAsFunction(_ v: Vector3) -> Vector3 {
        Vector3((rows.0 * v).sum(), (rows.1 * v).sum(), (rows.2 * v).sum())
    }
}
