/// "Did you mean …?" for names the user mistyped.
public enum Suggestion {
    /// The candidates closest to `name` by edit distance, best first; at most `limit`, only those
    /// close enough to be a plausible typo (a third of the name's length, at least 2), and only
    /// those within one edit of the best.
    public static func nearest<S: Sequence>(to name: String, in candidates: S, limit: Int = 3) -> [String]
    where S.Element == String {
        Index(candidates).nearest(to: name, limit: limit)
    }

    /// Candidates prepared once (lower-cased bytes, grouped by length) for many lookups: a folder
    /// with thousands of tokens and hundreds of missing aliases asks thousands of times.
    public struct Index: Sendable {
        private var byLength: [Int: [(bytes: [UInt8], candidate: String)]] = [:]

        public init<S: Sequence>(_ candidates: S) where S.Element == String {
            for candidate in candidates {
                let bytes = Array(candidate.lowercased().utf8)
                byLength[bytes.count, default: []].append((bytes, candidate))
            }
        }

        /// See `Suggestion.nearest(to:in:limit:)`. Each comparison costs the product of two names'
        /// lengths: a name longer than `maximumLength` gets no suggestion, and one search stops
        /// after `maximumCells` (the candidates nearest in length are compared first).
        public func nearest(to name: String, limit: Int = 3) -> [String] {
            guard name.utf8.count <= Suggestion.maximumLength else { return [] }
            let target = Array(name.lowercased().utf8)
            let budget = max(2, target.count / 3)
            var scored: [(distance: Int, candidate: String)] = []
            var cells = 0
            let lengths = (max(0, target.count - budget)...(target.count + budget)).sorted {
                (abs($0 - target.count), $0) < (abs($1 - target.count), $1)
            }
            search: for length in lengths {
                for entry in byLength[length] ?? [] {
                    guard cells <= Suggestion.maximumCells else { break search }
                    if let distance = editDistance(target, entry.bytes, limit: budget, cells: &cells) {
                        scored.append((distance, entry.candidate))
                    }
                }
            }
            scored.sort { ($0.distance, $0.candidate) < ($1.distance, $1.candidate) }
            // Only near the best: one edit away beats three, and should not share the line with it.
            let best = scored.first?.distance ?? 0
            return scored.prefix { $0.distance <= best + 1 }.prefix(limit).map(\.candidate)
        }

        /// A sentence ending such as ` Did you mean 'a.b'?`, or an empty string when nothing is close.
        public func didYouMean(_ name: String) -> String { Suggestion.sentence(nearest(to: name)) }
    }

    /// Names longer than this (in bytes) get no suggestion: a typo is not what makes them, and
    /// comparing two costs the product of their lengths.
    public static let maximumLength = 256
    /// How many cells of edit-distance tables one search fills at most (two thousand candidates
    /// of 30 bytes compared in full); a search of more stops with the nearest found so far.
    public static let maximumCells = 2_000_000

    /// "Did you mean" for many names against one set of candidates, in a loop whose names come
    /// from the input: the candidates are prepared once, and only the first `hintedNames` names
    /// get a hint (each search compares the name with every candidate).
    struct Hints {
        /// How many names get a hint.
        static let hintedNames = 40
        private let candidates: () -> [String]
        private var index: Index?
        private var given: [String: String] = [:]

        init(_ candidates: @escaping () -> [String]) { self.candidates = candidates }

        /// ` Did you mean 'a.b'?` for `name`, or "" (nothing close, or past the first names).
        mutating func didYouMean(_ name: String) -> String {
            if let known = given[name] { return known }
            guard given.count < Self.hintedNames else { return "" }
            let index = self.index ?? Index(candidates())
            self.index = index
            let hint = index.didYouMean(name)
            given[name] = hint
            return hint
        }
    }

    /// A sentence ending such as ` Did you mean 'a.b'?`, or an empty string when nothing is close.
    public static func didYouMean<S: Sequence>(_ name: String, in candidates: S) -> String
    where S.Element == String {
        sentence(nearest(to: name, in: candidates))
    }

    static func sentence(_ found: [String]) -> String {
        guard !found.isEmpty else { return "" }
        let quoted = found.map { "'\($0)'" }
        let list =
            quoted.count > 1 ? quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1] : quoted[0]
        return " Did you mean \(list)?"
    }

    /// Levenshtein distance, or nil once it must exceed `limit` (keeps large token sets cheap);
    /// `cells` counts the table's cells filled.
    static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int? {
        var cells = 0
        return editDistance(a, b, limit: limit, cells: &cells)
    }

    static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int, cells: inout Int) -> Int? {
        if a.isEmpty { return b.count <= limit ? b.count : nil }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            cells += b.count + 1
            current[0] = i
            var rowMinimum = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return nil }
            swap(&previous, &current)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
