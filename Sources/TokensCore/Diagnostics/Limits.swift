/// Every bound on what one input may make tokens do, in one place (docs/token-files.md, "Limits",
/// lists them for the people who write token files). A recursive parser checks its depth with a
/// `DepthGuard` before the stack can run out, and an expansion (references standing for groups,
/// sets layered into modes, modes, brands) spends a `Budget`; crossing either is a located error
/// with a sentence, never a crash or a runaway, so any input up to 1 MB ends in seconds. Each limit
/// is far above what real design systems do: the largest under Tests/RealSystems have 47 modes,
/// 6 brands, 63,000 token values in all their modes, and values nested three deep.
public enum Limits {
    // MARK: - Depth: each level is a recursion

    /// Objects and arrays nested in one JSON or YAML file (`json.too-deep`), and the names a
    /// Momentum name splits into at its dashes (`limit.depth`).
    public static let documentDepth = 128
    /// Functions, parentheses and signs nested in one value: `calc()` and relative colours'
    /// origins (`limit.depth`), Tokens Studio arithmetic (`alias.too-deep`).
    public static let valueDepth = 100
    /// References inside values followed one inside another (`alias.too-deep`), and Momentum
    /// references leading into one another (`alias.cycle`).
    public static let referenceDepth = 64
    /// `$ref` pointers leading into one another (`ref.too-deep`).
    public static let pointerDepth = 100
    /// Groups extending one another (`extends.too-deep`).
    public static let extendsDepth = 100

    // MARK: - Expansion: what references and layers make

    /// Values one expansion may make: `$ref`s (`ref.too-large`), YAML aliases (`yaml.too-large`),
    /// a value built from references (`alias.too-large`), Momentum references that stand for
    /// groups and the members `$extends` copies (`limit.expansion`).
    public static let expansion = 1_000_000
    /// Token values the modes of one build hold, every set layered into every mode counted
    /// (`limit.expansion`), and that `--brand all` builds across its brands (`limit.brands`).
    public static let modeValues = 1_000_000
    /// Modes one build makes (`limit.modes`), and that one token's `$extensions.mode` or one
    /// Figma collection names (`mode.too-large`, said at the token).
    public static let modes = 1_000
    /// Contrast and distinguishable checks one audit measures (`config.too-many-pairs`): the
    /// default of `audit.maximumChecks` and the most it may be. 1,000,000 checks took 39 s and
    /// 1.3 GB in a release build (2 cores); 100,000 take about 4 s and 150 MB, and `tokens diff`
    /// audits two sides.
    public static let auditChecks = 100_000
    /// Brands `--brand all` builds (`limit.brands`).
    public static let brands = 64
    /// Bytes of one token path, which every token under a group repeats (`limit.name-length`).
    public static let pathBytes = 1_024

    /// The first characters of `text` for a message (a value past a limit can be a megabyte long).
    static func excerpt(_ text: some StringProtocol, length: Int = 40) -> String {
        text.count <= length ? String(text) : String(text.prefix(length)) + "…"
    }
}

/// How deep a recursive parser is, against its limit: `enter()` before each level (false once the
/// limit is reached: the parser stops there and says so), `leave()` after it.
struct DepthGuard: Sendable {
    let limit: Int
    private(set) var depth = 0
    /// True once `enter()` refused a level.
    private(set) var isExceeded = false

    init(limit: Int) { self.limit = limit }

    mutating func enter() -> Bool {
        guard depth < limit else {
            isExceeded = true
            return false
        }
        depth += 1
        return true
    }

    mutating func leave() { depth -= 1 }
}

/// What an expansion may still make: `spend(_:)` is false once the total passes the limit.
struct Budget: Sendable {
    let limit: Int
    private(set) var spent = 0

    init(limit: Int) { self.limit = limit }

    /// True once more than `limit` was spent.
    var isExceeded: Bool { spent > limit }

    mutating func spend(_ count: Int = 1) -> Bool {
        spent += count
        return spent <= limit
    }
}
