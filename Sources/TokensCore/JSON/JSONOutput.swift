import Foundation

/// JSON that the tool writes: ordered objects, canonical numbers, deterministic text.
public indirect enum JSONOutput: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONOutput])
    case object([(String, JSONOutput)])

    public static func == (lhs: JSONOutput, rhs: JSONOutput) -> Bool { lhs.rendered() == rhs.rendered() }
    public func hash(into hasher: inout Hasher) { hasher.combine(rendered()) }

    /// The text: two-space indentation, keys in the order given, a newline at the end of the top level.
    public func rendered(pretty: Bool = true) -> String {
        var out = ""
        write(to: &out, indent: pretty ? 0 : nil)
        return pretty ? out + "\n" : out
    }

    func write(to out: inout String, indent: Int?) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += Self.format(n)
        case .string(let s): Self.quote(s, into: &out)
        case .array(let elements) where elements.allSatisfy(\.isScalar):
            // Short runs of numbers and strings (components, font stacks) read best on one line.
            out += "[" + elements.map { $0.rendered(pretty: false) }.joined(separator: indent == nil ? "," : ", ") + "]"
        case .array(let elements):
            writeContainer(open: "[", close: "]", count: elements.count, to: &out, indent: indent) { i, out, inner in
                elements[i].write(to: &out, indent: inner)
            }
        case .object(let members):
            writeContainer(open: "{", close: "}", count: members.count, to: &out, indent: indent) { i, out, inner in
                Self.quote(members[i].0, into: &out)
                out += inner == nil ? ":" : ": "
                members[i].1.write(to: &out, indent: inner)
            }
        }
    }

    private func writeContainer(
        open: String, close: String, count: Int, to out: inout String, indent: Int?,
        element: (Int, inout String, Int?) -> Void
    ) {
        guard count > 0 else {
            out += open + close
            return
        }
        out += open
        let inner = indent.map { $0 + 2 }
        for i in 0..<count {
            if i > 0 { out += "," }
            if let inner { out += Self.newline(indented: inner) }
            element(i, &out, inner)
        }
        if let indent { out += Self.newline(indented: indent) }
        out += close
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

    /// A newline and `count` spaces (the common depths made once).
    private static func newline(indented count: Int) -> String {
        count < newlines.count ? newlines[count] : "\n" + String(repeating: " ", count: count)
    }

    private static let newlines = (0..<64).map { "\n" + String(repeating: " ", count: $0) }

    static func quote(_ s: String, into out: inout String) {
        out += "\""
        // Most strings need no escape: one append instead of one per scalar.
        if !s.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            out += s
            out += "\""
            return
        }
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
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
