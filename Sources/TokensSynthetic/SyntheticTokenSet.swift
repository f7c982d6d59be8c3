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
    /// Dimensions (0–63px) and typography tokens (12–51pt text, so the text-size audit passes): the rest.
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
    /// Even entries are "ink" (dark in the light modes, light in the dark ones), odd entries are
    /// "paper" (the reverse); high-contrast modes use narrower ranges. Ink on paper passes 4.5:1 most
    /// of the time and fails now and then, as in a real design system.
    public static func hex(_ index: Int, mode: Int) -> String {
        let hash = UInt32(truncatingIfNeeded: (index &* 2_654_435_761) ^ (mode &* 40_503))
        let isInk = index % 2 == 0
        let isDark = mode % 2 == 1
        let isHighContrast = mode >= 2
        let isDarkTone = isInk != isDark
        let range: (low: UInt32, high: UInt32) =
            switch (isDarkTone, isHighContrast) {
            case (true, false): (0x00, 0x70)
            case (true, true): (0x00, 0x40)
            case (false, false): (0xB0, 0xFF)
            case (false, true): (0xD8, 0xFF)
            }
        let channels = [16, 8, 0].map { shift -> UInt32 in
            range.low + ((hash >> UInt32(shift)) & 0xFF) * (range.high - range.low) / 255
        }
        return "#" + channels.map { String(format: "%02X", $0) }.joined()
    }

    /// The palette entry a chain's first link points at: always an ink (even) entry.
    public func chainTarget(_ chain: Int) -> Int { 2 * ((chain * 7) % max(1, paletteCount / 2)) }

    /// The paper (odd) palette entry pair `i` is drawn on.
    public func pairBackground(_ i: Int) -> Int {
        min(2 * ((i * 13) % max(1, paletteCount / 2)) + 1, max(0, paletteCount - 1))
    }

    /// `count` contrast pairs: chain links (aliases, so every mode differs) on palette colours.
    public func contrastPairs(_ count: Int) -> [(foreground: String, background: String)] {
        (0..<count).map { i in
            let chain = i % max(1, aliasCount / chainDepth)
            return (Self.linkPath(chain: chain, link: (i / 7) % chainDepth), "palette.p\(pairBackground(i))")
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
            out +=
                ",\n    \"t\(i)\": { \"$value\": { \"fontFamily\": [\"SF Pro\", \"system-ui\"], \"fontSize\": \"{space.s\(min(max(0, dimensions - 1), 12 + i % 40))}\", \"fontWeight\": \(100 * (1 + i % 9)), \"letterSpacing\": { \"value\": 0, \"unit\": \"px\" }, \"lineHeight\": 1.4 } }"
        }
        return out + "\n  }\n}\n"
    }
}

extension SyntheticTokenSet {
    /// A pair the config waives, in one mode.
    public struct Waived: Sendable {
        public var foreground: String, background: String, mode: String
        public init(foreground: String, background: String, mode: String) {
            self.foreground = foreground
            self.background = background
            self.mode = mode
        }
    }

    /// `tokens.config.json` declaring the first `pairs` contrast pairs (text role) and a waiver for
    /// each of `waived`, as a team whose CI gates on the audit would keep it.
    public func config(pairs count: Int, waiving waived: [Waived] = []) -> String {
        let pairs = contrastPairs(count).map {
            #"    { "foreground": "\#($0.foreground)", "background": "\#($0.background)", "role": "text" }"#
        }
        let waivers = waived.map {
            #"    { "foreground": "\#($0.foreground)", "background": "\#($0.background)", "modes": ["\#($0.mode)"], "reason": "Generated by the benchmark.", "until": "2099-12-31" }"#
        }
        return "{\n  \"audit\": {\n  \"contrast\": [\n" + pairs.joined(separator: ",\n") + "\n  ],\n  \"waivers\": [\n"
            + waivers.joined(separator: ",\n") + "\n  ]\n  }\n}\n"
    }
}
