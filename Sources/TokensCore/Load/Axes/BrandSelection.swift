/// Which brand a build builds: the one asked for (`--brand`, config `brand`), else the default
/// (the configured first, or the found one named `default`, else the first by name). Asking for
/// a brand the folder does not ship is an error that lists the ones it does.
struct BrandSelection {
    /// The brands there are, the default first.
    var names: [String]
    /// The brand chosen, once chosen.
    var built: String?

    init(axis: BrandAxis?) { names = axis?.brands.map(\.name) ?? [] }

    init(names: [String]) { self.names = names }

    /// The brand to build, or nil (with an error) when `asked` is none of them.
    mutating func choose(_ asked: String?, diagnostics: inout Diagnostics) -> String? {
        guard let asked else {
            built = names.first
            return built
        }
        guard names.contains(asked) else {
            diagnostics.report(
                .unknownBrand,
                "There is no brand '\(asked)'; the brands are \(names.map { "'\($0)'" }.joined(separator: ", ")).\(Suggestion.didYouMean(asked, in: names)) Name one with --brand or \"brand\" in tokens.config.json, or build every one with --brand all.",
                at: nil)
            return nil
        }
        built = asked
        return asked
    }
}

extension TokenLoader {
    /// The brands the token folder at `path` ships (the default first), as a build would find
    /// them: the config's `brands`, brand folders, a Tokens Studio brand group, or looks among the
    /// modes (`wireframe`, see `Looks`); empty for one brand.
    public static func brandNames(path: String, config: TokensConfig) -> [String] {
        brandPlaces(path: path, config: config).map(\.name)
    }

    /// `brandNames`, each with where it is declared (a Momentum manifest, the config's `brands`, the
    /// brand's first file, its Tokens Studio theme; none for a look), for messages about them.
    public static func brandPlaces(path: String, config: TokensConfig) -> [BrandPlace] {
        // A folder that leads out of its repository has no brands: loading it says why.
        guard case .success(let root) = TokenRoot.open(path) else { return [] }
        if MomentumFolder.isMomentum(path, root: root) {
            var reader = MomentumFolder(folder: path, root: root)
            guard let target = reader.target(config.momentumTarget) else { return [] }
            let themes = reader.themes(target)
            return reader.brands(themes).map { name in
                BrandPlace(name: name, location: themes.first { $0.brand == name }?.location)
            }
        }
        let (files, _) = TokenSource.files(at: path, exclude: config.exclude, root: root)
        let relatives = files.map { LoadSession.relative($0, in: path) }
        if !config.brands.isEmpty {
            return config.brands.map { BrandPlace(name: $0.name, location: config.brandsLocation) }
        }
        var session = LoadSession(
            store: DocumentStore(root: root, formats: config.format, folder: path), formats: config.format,
            folder: path)
        let themes = session.themes(in: path, or: session.singleFileExport(files)) ?? []
        if !themes.isEmpty {
            let brands = LoadSession.brandThemes(themes)
            if !brands.isEmpty { return brands.map { BrandPlace(name: $0.name, location: $0.location) } }
        } else {
            // (a folder of Tokens Studio themes has brands only by a theme group, or by looks)
            session.preload(files)
            let axis = BrandAxis.make(
                configured: [], relatives: relatives, tokens: { session.tokenPaths(of: FilePath.join(path, $0)) })
            if let axis, !axis.brands.isEmpty {
                var first: [String: String] = [:]
                for relative in relatives {
                    if let brand = axis.brand(of: relative), first[brand] == nil { first[brand] = relative }
                }
                return axis.brands.map { brand in
                    BrandPlace(
                        name: brand.name,
                        location: first[brand.name].map {
                            SourceLocation(file: FilePath.join(path, $0), line: 1, column: 1)
                        })
                }
            }
        }
        // Looks among the modes (see `Looks`) are known once the modes are.
        return load(
            path: path, themes: config.tokensStudioThemes, format: config.format, exclude: config.exclude
        ).brands.map { BrandPlace(name: $0, location: nil) }
    }
}

/// A brand and where it is declared (see `TokenLoader.brandPlaces`).
public struct BrandPlace: Sendable, Equatable {
    public let name: String
    public let location: SourceLocation?
}
