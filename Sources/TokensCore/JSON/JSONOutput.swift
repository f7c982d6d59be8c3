import Foundation

/// JSON that the tool writes: ordered objects, canonical numbers, deterministic text.
public enum JSONOutput: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONOutput])
    case object([(String, JSONOutput)])

    public static func == (lhs: JSONOutput, rhs: JSONOutput) -> Bool { lhs.rendered() == rhs.rendered() }
    public func hash(into hasher: inout Hasher) { hasher.combine(rendered()) }

    /// The text: two-space indentation, keys in the order given, a newline at the end of the top level.
    public func rendered(pretty: Bool = true) -> String { String(decoding: bytes(pretty: pretty), as: UTF8.self) }

    /// `rendered(pretty:)` as UTF-8 bytes, written straight into one buffer: the build writes
    /// thousands of colorsets this way.
    public func bytes(pretty: Bool = true) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(512)
        write(to: &out, indent: pretty ? 0 : nil)
        if pretty { out.append(UInt8(ascii: "\n")) }
        return out
    }

    func write(to out: inout [UInt8], indent: Int?) {
        switch self {
        case .null: out += "null".utf8
        case .bool(let b): out += (b ? "true" : "false").utf8
        case .number(let n): out += Self.format(n).utf8
        case .string(let s): Self.quote(s, into: &out)
        case .array(let elements) where elements.allSatisfy(\.isScalar):
            // Short runs of numbers and strings (components, font stacks) read best on one line.
            out.append(UInt8(ascii: "["))
            for (i, element) in elements.enumerated() {
                if i > 0 { out += (indent == nil ? "," : ", ").utf8 }
                element.write(to: &out, indent: nil)
            }
            out.append(UInt8(ascii: "]"))
        case .array(let elements):
            writeContainer(open: "[", close: "]", count: elements.count, to: &out, indent: indent) { i, out, inner in
                elements[i].write(to: &out, indent: inner)
            }
        case .object(let members):
            writeContainer(open: "{", close: "}", count: members.count, to: &out, indent: indent) { i, out, inner in
                Self.quote(members[i].0, into: &out)
                out += (inner == nil ? ":" : ": ").utf8
                members[i].1.write(to: &out, indent: inner)
            }
        }
    }

    private func writeContainer(
        open: Unicode.Scalar, close: Unicode.Scalar, count: Int, to out: inout [UInt8], indent: Int?,
        element: (Int, inout [UInt8], Int?) -> Void
    ) {
        out.append(UInt8(ascii: open))
        guard count > 0 else {
            out.append(UInt8(ascii: close))
            return
        }
        let inner = indent.map { $0 + 2 }
        for i in 0..<count {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            if let inner { Self.newline(indented: inner, into: &out) }
            element(i, &out, inner)
        }
        if let indent { Self.newline(indented: indent, into: &out) }
        out.append(UInt8(ascii: close))
    }

    var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    /// Integers without a fraction (`16`, not `16.0`); others in Swift's shortest round-trip form.
    public static func format(_ n: Double) -> String {
        if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        return "\(n)"
    }

    /// A newline and `count` spaces.
    private static func newline(indented count: Int, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    /// `s` as a JSON string. Besides what JSON requires, the line separators U+0085, U+2028 and
    /// U+2029 and DEL are written as `\u` escapes (the same value): a log or a terminal that shows
    /// the output breaks no line where a token's name had one.
    static func quote(_ s: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Most strings need no escape: one append instead of one per byte.
        if !s.utf8.contains(where: {
            $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2
        }) {
            out += s.utf8
            out.append(UInt8(ascii: "\""))
            return
        }
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += #"\""#.utf8
            case "\\": out += #"\\"#.utf8
            case "\n": out += #"\n"#.utf8
            case "\r": out += #"\r"#.utf8
            case "\t": out += #"\t"#.utf8
            case _
            where scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x85 || scalar.value == 0x2028
                || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                out += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
            default: out += String(scalar).utf8
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}

extension JSONOutput {
    /// The same value without locations.
    public init(_ node: JSONNode) {
        switch node.value {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .number(let n): self = .number(n)
        case .string(let s): self = .string(s)
        case .array(let a): self = .array(a.map(JSONOutput.init))
        case .object(let o): self = .object(o.members.map { ($0.key, JSONOutput($0.value)) })
        }
    }
}
