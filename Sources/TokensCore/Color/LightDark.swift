import Foundation

/// CSS Color 5's `light-dark(<light>, <dark>)`: one colour per appearance, written in one value.
public enum LightDark {
    /// The two arguments of `light-dark(a, b)` as written (trimmed), or nil when `text` is not a
    /// `light-dark()` call with exactly two top-level arguments.
    public static func arguments(_ text: String) -> (light: String, dark: String)? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.lowercased().hasPrefix("light-dark("), trimmed.hasSuffix(")") else { return nil }
        let body = trimmed.dropFirst("light-dark(".count).dropLast()
        let parts = splitTopLevel(body, at: ",")
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        return (parts[0], parts[1])
    }

    /// True when `text` calls `light-dark()` at all (well formed or not).
    public static func isCall(_ text: String) -> Bool {
        // Asked of every colour written as text: the bytes first, when they decide it (ASCII, no
        // blank first). Trimming and lower-casing a copy of each value was half of reading a file.
        let prefix = "light-dark(".utf8
        var bytes = text.utf8.makeIterator()
        for expected in prefix {
            guard let byte = bytes.next() else { return false }
            guard byte < 0x80, byte != 0x20, byte != 0x09 else { return isCallTrimmed(text) }
            let lower = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
            if lower != expected { return false }
        }
        return true
    }

    /// `isCall` for a text that starts with blanks or a character that is not ASCII.
    private static func isCallTrimmed(_ text: String) -> Bool {
        text.trimmingCharacters(in: .whitespaces).lowercased().hasPrefix("light-dark(")
    }

    /// `text` split at `separator` outside parentheses and braces, each part trimmed.
    static func splitTopLevel(_ text: Substring, at separator: Character) -> [String] {
        var parts: [String] = []
        var depth = 0
        var current = ""
        for ch in text {
            switch ch {
            case "(", "{": depth += 1
            case ")", "}": depth -= 1
            default: break
            }
            if ch == separator, depth == 0 {
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(ch)
            }
        }
        parts.append(current.trimmingCharacters(in: .whitespaces))
        return parts
    }
}
