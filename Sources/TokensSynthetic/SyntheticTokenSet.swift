import Foundation
import TokensCore

/// A deterministic, generated DTCG token folder of any size, with four appearance modes
/// (light base, dark, light-hc, dark-hc files), alias chains, dimensions and typography.
/// Used by the scale test and by `tokens-bench`; the same parameters always give the same bytes.
public struct SyntheticTokenSet: Sendable {
    /// How many tokens in each mode.
    public let tokenCount: Int
    /// The longest alias chain.
    public let chainDepth: Int

    /// Palette colours (literals, overridden in every mode file).
    public var paletteCount: Int { tokenCount / 3 }
    /// Alias tokens, in chains of `chainDepth` links over the palette.
    public var aliasCount: Int { tokenCount / 3 }
    /// DimensionValue and typography tokens (the rest).
    public var otherCount: Int { tokenCount - paletteCount - aliasCount }

    /// Describes a set; nothing is written until `write(to:)`.
    public init(tokenCount: Int, chainDepth: Int = 100) {
        self.tokenCount = tokenCount
        self.chainDepth = max(1, chainDepth)
    }

    /// The modes and the per-mode file suffix that declares them.
    public static let modeSuffixes = ["", ".dark", ".light-hc", ".dark-hc"]

    /// Writes the folder (created if needed) and returns the files written.
    @discardableResult
    public func write(to folder: String) throws -> [String] {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var files: [String] = []
        for (index, suffix) in Self.modeSuffixes.enumerated() {
            let path = folder + "/palette\(suffix).json"
            try Data(palette(mode: index).utf8).write(to: URL(fileURLWithPath: path))
            files.append(path)
        }
        let path = folder + "/semantic.json"
        try Data(semantic().utf8).write(to: URL(fileURLWithPath: path))
        return files + [path]
    }

    /// The hex colour of palette entry `index` in mode `mode` (0 light, 1 dark, 2 light-hc, 3 dark-hc).
    public static func hex(_ index: Int, mode: Int) -> String {
        let value = UInt32(truncatingIfNeeded: (index &* 2_654_435_761) ^ (mode &* 40_503)) & 0xFFFFFF
        let digits = String(value, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: 6 - digits.count) + digits
    }

    /// The palette entry a chain's first link points at.
    public func chainTarget(_ chain: Int) -> Int { (chain * 7) % max(1, paletteCount) }

    /// `count` contrast pairs: chain links (aliases, so every mode differs) on palette colours.
    public func contrastPairs(_ count: Int) -> [(foreground: String, background: String)] {
        (0..<count).map { i in
            let chain = i % max(1, aliasCount / chainDepth)
            return (Self.linkPath(chain: chain, link: (i / 7) % chainDepth), "palette.p\((i * 13) % max(1, paletteCount))")
        }
    }

    /// `chain.c<k>.l<d>`: link d of chain k (link 0 aliases the palette, link d aliases link d-1).
    public static func linkPath(chain: Int, link: Int) -> String { "chain.c\(chain).l\(link)" }

    private func palette(mode: Int) -> String {
        var out = "{\n  \"palette\": {\n    \"$type\": \"color\""
        out.reserveCapacity(paletteCount * 40)
        for i in 0..<paletteCount {
            out += ",\n    \"p\(i)\": { \"$value\": \"\(Self.hex(i, mode: mode))\" }"
        }
        return out + "\n  }\n}\n"
    }

    private func semantic() -> String {
        var out = "{\n  \"chain\": {\n    \"$type\": \"color\""
        var emitted = 0
        var chain = 0
        while emitted < aliasCount {
            out += ",\n    \"c\(chain)\": {"
            let links = min(chainDepth, aliasCount - emitted)
            for link in 0..<links {
                let target = link == 0 ? "palette.p\(chainTarget(chain))" : Self.linkPath(chain: chain, link: link - 1)
                out += (link == 0 ? "\n" : ",\n") + "      \"l\(link)\": { \"$value\": \"{\(target)}\" }"
            }
            out += "\n    }"
            emitted += links
            chain += 1
        }
        out += "\n  },\n  \"space\": {\n    \"$type\": \"dimension\""
        let dimensions = otherCount / 2
        for i in 0..<dimensions {
            out += ",\n    \"s\(i)\": { \"$value\": { \"value\": \(i % 64), \"unit\": \"px\" } }"
        }
        out += "\n  },\n  \"type\": {\n    \"$type\": \"typography\""
        for i in 0..<(otherCount - dimensions) {
            out += ",\n    \"t\(i)\": { \"$value\": { \"fontFamily\": [\"SF Pro\", \"system-ui\"], \"fontSize\": \"{space.s\(i % max(1, dimensions))}\", \"fontWeight\": \(100 * (1 + i % 9)), \"letterSpacing\": { \"value\": 0, \"unit\": \"px\" }, \"lineHeight\": 1.4 } }"
        }
        return out + "\n  }\n}\n"
    }
}
