/// Escaping for the report: every piece of token text goes through here.
enum HTML {
    /// Text and attribute values: `& < > " '` escaped.
    static func escape(_ text: String) -> String {
        // Most text has nothing to escape: return it as it is.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") }) else {
            return text
        }
        var out = ""
        out.reserveCapacity(text.count)
        for ch in text {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(ch)
            }
        }
        return out
    }

    /// A CSS colour for a style attribute, from numbers only (never from token text).
    static func css(_ color: ColorValue) -> String {
        let srgb = color.gamutMapped(to: .srgb).vector
        let channels = [srgb.x, srgb.y, srgb.z].map { Int((min(max($0, 0), 1) * 255).rounded()) }
        if color.alpha >= 1 { return "rgb(\(channels[0]), \(channels[1]), \(channels[2]))" }
        return "rgba(\(channels[0]), \(channels[1]), \(channels[2]), \(JSONOutput.format((color.alpha * 1000).rounded() / 1000)))"
    }

    /// A font family list for CSS: names keep letters, digits, spaces and hyphens only, so token
    /// text can never break out of the style attribute.
    static func fontFamily(_ names: [String]) -> String {
        let safe = names.map { String($0.filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" }) }.filter { !$0.isEmpty }
        let mapped = safe.map { $0 == "system-ui" || $0 == "-apple-system" ? $0 : "'\($0)'" }
        return (mapped + ["system-ui", "sans-serif"]).joined(separator: ", ")
    }

    /// `data-*` friendly: token paths are already safe once escaped.
    static func attribute(_ name: String, _ value: String) -> String { " \(name)=\"\(escape(value))\"" }
}
