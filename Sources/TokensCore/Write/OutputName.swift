import Foundation

/// The one function that turns a name someone typed (a brand in the config, a Tokens Studio theme
/// named in Figma, a Momentum accent from a vendored repository, a look, a high-contrast mode)
/// into a file or folder name. Whatever the name holds, the result is one path component inside
/// the folder it is joined to: no `/`, `\` or `:`, never `.`, `..` or hidden, no control or
/// invisible characters, at most `maximumBytes` bytes, in Unicode's composed form, and the same
/// on every run and machine. A name that needs none of that is kept as it is (`light-hc`, `Acme`).
public enum OutputName {
    /// The longest name made, in UTF-8 bytes: room for the files a build writes inside it, far
    /// under the 255 bytes a file name may have.
    public static let maximumBytes = 64

    /// `name` as one file or folder name.
    public static func component(_ name: String) -> String {
        var out = ""
        for scalar in name.precomposedStringWithCanonicalMapping.unicodeScalars {
            let unsafe =
                scalar == "/" || scalar == "\\" || scalar == ":" || scalar.value < 0x20 || scalar.value == 0x7F
                || (0x80...0x9F).contains(scalar.value) || SwiftText.isLineBreak(scalar) || SwiftText.isHidden(scalar)
            out.unicodeScalars.append(unsafe ? "-" : scalar)
        }
        // Never hidden, `.` or `..`; no blanks or dots at either end (Finder and Windows drop them).
        while let first = out.unicodeScalars.first, first == "." || first.properties.isWhitespace {
            out.unicodeScalars.removeFirst()
        }
        while let last = out.unicodeScalars.last, last == "." || last.properties.isWhitespace {
            out.unicodeScalars.removeLast()
        }
        if out.isEmpty { out = "_" + hash(name) }
        guard out.utf8.count > maximumBytes else { return out }
        // Cut at a character, and told apart from other long names by a hash of the whole name.
        var cut = ""
        for character in out {
            guard cut.utf8.count + character.utf8.count <= maximumBytes - 9 else { break }
            cut.append(character)
        }
        return cut + "-" + hash(name)
    }

    /// Two names that become one: the same name after `component`, or after case folding (one
    /// folder on a case-insensitive disk, the macOS default).
    public struct Collision: Error, Sendable, Equatable {
        public let first: String
        public let second: String
        public let component: String
    }

    /// The names of `names`, in order, or the first two that would be one file or folder.
    public static func components(_ names: [String]) -> Result<[String], Collision> {
        var seen: [String: String] = [:]
        var made: [String] = []
        for name in names {
            let made1 = component(name)
            let key = made1.lowercased()
            if let first = seen[key] { return .failure(Collision(first: first, second: name, component: made1)) }
            seen[key] = name
            made.append(made1)
        }
        return .success(made)
    }

    /// Eight hex digits of the FNV-1a hash of `name`'s bytes: stable across runs and machines.
    static func hash(_ name: String) -> String {
        var value: UInt32 = 0x811C_9DC5
        for byte in name.utf8 { value = (value ^ UInt32(byte)) &* 0x0100_0193 }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
