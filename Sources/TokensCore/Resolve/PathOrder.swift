/// Every token path of a mode in sorted order, and each path's place in that order. The modes of
/// a set nearly always share their paths: the order is made once and handed to each mode's
/// resolver, which keeps its tokens' states and results by place rather than by path.
struct PathOrder: Sendable {
    /// The paths, sorted.
    let paths: [TokenPath]
    /// Each path's index in `paths`.
    let places: [TokenPath: Int]

    /// The order of `sorted` (sorted paths, each once).
    init(_ sorted: [TokenPath]) {
        paths = sorted
        var places: [TokenPath: Int] = [:]
        places.reserveCapacity(sorted.count)
        for (place, path) in sorted.enumerated() { places[path] = place }
        self.places = places
    }

    /// The definitions of `tokens` in this order; nil when `tokens` holds other paths than these.
    func definitions(of tokens: [TokenPath: TokenDefinition]) -> [TokenDefinition]? {
        guard tokens.count == paths.count, places.count == paths.count else { return nil }
        var definitions: [TokenDefinition] = []
        definitions.reserveCapacity(paths.count)
        for path in paths {
            guard let definition = tokens[path] else { return nil }
            definitions.append(definition)
        }
        return definitions
    }
}
