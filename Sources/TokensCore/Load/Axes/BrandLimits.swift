/// `--brand all` builds each brand on its own, the whole pipeline each time: the brands it builds
/// are bounded by `Limits.brands`, and the token values of all of them by `Limits.modeValues`
/// (brands × tokens × modes), each past its limit a `limit.brands` error where the first brand
/// past it is declared.
public enum BrandLimits {
    /// `limit.brands` when `brands` are more than one run builds; none otherwise.
    public static func check(_ brands: [BrandPlace]) -> Diagnostics {
        var diagnostics = Diagnostics()
        guard brands.count > Limits.brands else { return diagnostics }
        diagnostics.report(
            .limitBrands,
            "The token folder ships \(brands.count) brands; --brand all builds at most \(Limits.brands), each on its own. Build brands one at a time with --brand NAME, or ship fewer.",
            at: brands[Limits.brands].location)
        return diagnostics
    }

    /// After the first brand that builds, with `values` token values (tokens × modes):
    /// `limit.brands` when every brand of `brands` together would hold more than `Limits.modeValues`.
    public static func check(_ brands: [BrandPlace], firstBuilt values: Int) -> Diagnostics {
        var diagnostics = Diagnostics()
        guard values > 0, values.multipliedReportingOverflow(by: brands.count).partialValue > Limits.modeValues
        else { return diagnostics }
        let fitting = min(max(Limits.modeValues / values, 1), brands.count - 1)  // the first past the budget
        diagnostics.report(
            .limitBrands,
            "Brands hold \(values) token values each (tokens × modes, as the first built does), so from this one on the \(brands.count) brands pass the \(Limits.modeValues) token values one run of --brand all builds; only the first brand was built. Build brands one at a time with --brand NAME.",
            at: brands[fitting].location)
        return diagnostics
    }
}
