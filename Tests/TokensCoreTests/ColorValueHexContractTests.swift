import Dispatch
import Foundation
import Testing

@testable import TokensCore

/// An independent check of `ColorValue.hex` and `ColorValue(hexString:)`, written from the public contract only.
@Suite struct ColorValueHexContractTests {
    final class Failures: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [String] = []
        func add(_ item: String) { lock.withLock { items.append(item) } }
        var all: [String] { lock.withLock { items } }
    }

    /// Scalar pools: ASCII, hex-ish text, Latin-1, combining marks, CJK, emoji, NUL and look-alikes.
    static let pools: [ClosedRange<UInt32>] = [
        0x20...0x7E, 0x30...0x39, 0x61...0x66, 0x41...0x46, 0x23...0x23, 0xA0...0xFF, 0x300...0x36F,
        0x4E00...0x9FFF, 0x1F300...0x1F64F, 0x1F3FB...0x1F3FF, 0x0...0x0, 0x200D...0x200D, 0x212A...0x212B,
        0xFF10...0xFF19, 0x1100...0x1112, 0x1161...0x1175, 0xAC00...0xAC10,
    ]

    static func randomString(_ rng: inout SplitMix64, maxLength: Int = 40) -> String {
        let length = Int.random(in: 0...maxLength, using: &rng)
        var scalars = String.UnicodeScalarView()
        for _ in 0..<length {
            let pool = pools[Int.random(in: 0..<pools.count, using: &rng)]
            if let scalar = Unicode.Scalar(UInt32.random(in: pool, using: &rng)) { scalars.append(scalar) }
        }
        return String(scalars)
    }

    static func describe(_ text: String?) -> String {
        guard let text else { return "nil" }
        let scalars = text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
        return "\(text.debugDescription) [\(scalars.joined(separator: " "))] (\(text.utf8.count) bytes)"
    }

    static func color(_ hex: String?) -> ColorValue {
        ColorValue(colorSpace: .srgb, components: [0.25, 0.5, 0.75], alpha: 1, hex: hex)
    }

    static func sameBytes(_ a: String?, _ b: String?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let x?, let y?):
            return Array(x.unicodeScalars) == Array(y.unicodeScalars) && Array(x.utf8) == Array(y.utf8)
        default: return false
        }
    }

    /// Texts around the 6/7/8-byte boundaries (and the 15/16-byte small-string boundary), ASCII and not.
    static let boundaryTexts: [String] = {
        var texts = ["", "#", "#abc", "#abcd", "#abcdef", "#ABCDEF", "#abcdefg", "#abcdef01", "#abcdef0", "abcdef"]
        let fillers = ["a", "f", "0", "é", "€", "😀", "\u{0}", "e\u{301}", "\u{301}", "中", "\u{212A}", "K"]
        for n in 0...17 {
            for filler in fillers {
                texts.append(String(repeating: filler, count: n))
                texts.append("#" + String(repeating: filler, count: n))
                texts.append(String(repeating: "a", count: n) + filler)
                texts.append(filler + String(repeating: "a", count: n))
            }
        }
        // Same UTF-8 byte length, ASCII vs non-ASCII, differing only in the last bytes.
        texts += ["#abcdé", "#abcdef", "#abcd€", "#abcdefg", "#abc😀", "#abcdefgh", "#abcdefé", "#abcdef\u{0}"]
        texts += [
            String(repeating: "x", count: 1000), String(repeating: "é", count: 500), String(repeating: "😀", count: 300),
        ]
        return texts
    }()

    static let equivalentPairs: [(String, String)] = [
        ("é", "e\u{301}"), ("K", "\u{212A}"), ("Å", "\u{212B}"), ("Å", "A\u{30A}"), ("#abcdeé", "#abcdee\u{301}"),
        ("a\u{301}\u{316}", "a\u{316}\u{301}"), ("한", "\u{1112}\u{1161}\u{11AB}"), ("#\u{212A}", "#K"),
        ("\u{0}é", "\u{0}e\u{301}"), (String(repeating: "é", count: 20), String(repeating: "e\u{301}", count: 20)),
    ]
    static let distinctPairs: [(String?, String?)] = [
        ("ﬁ", "fi"), ("#ABCDEF", "#abcdef"), ("", nil), ("\u{0}", ""), ("#abc", "#abc\u{0}"), ("é", "e"),
        ("#abcdef", "#abcdeg"), ("e\u{301}", "e\u{300}"), ("#abcdé", "#abcdef"), ("a\u{0}b", "a\u{0}c"),
    ]

    @Test func randomStringsRoundTripThroughInitAndSetter() {
        var rng = SplitMix64(seed: 0xC0FFEE)
        var failures: [String] = []
        var inputs: [String?] = Self.boundaryTexts + [nil]
        for _ in 0..<5000 { inputs.append(Self.randomString(&rng)) }
        for text in inputs {
            let made = Self.color(text)
            if !Self.sameBytes(made.hex, text) {
                failures.append("init \(Self.describe(text)) -> \(Self.describe(made.hex))")
            }
            var set = Self.color("#000000")
            set.hex = text
            if !Self.sameBytes(set.hex, text) {
                failures.append("set \(Self.describe(text)) -> \(Self.describe(set.hex))")
            }
            set.hex = nil
            if set.hex != nil { failures.append("set nil after \(Self.describe(text)) -> \(Self.describe(set.hex))") }
        }
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
    }

    @Test func copiesAreIndependent() {
        var rng = SplitMix64(seed: 42)
        var failures: [String] = []
        for _ in 0..<2000 {
            let (x, y) = (Self.randomString(&rng), Self.randomString(&rng))
            let original = Self.color(x)
            var copy = original
            copy.hex = y
            var other = copy
            other.hex = x + y
            if !Self.sameBytes(original.hex, x) || !Self.sameBytes(copy.hex, y) || !Self.sameBytes(other.hex, x + y) {
                failures.append(
                    "x=\(Self.describe(x)) y=\(Self.describe(y)): \(Self.describe(original.hex)), \(Self.describe(copy.hex))"
                )
            }
            var array = [original, original]
            array[1].hex = y
            if !Self.sameBytes(array[0].hex, x) || !Self.sameBytes(array[1].hex, y) {
                failures.append("array x=\(Self.describe(x)) y=\(Self.describe(y))")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
    }

    static func checkAgreement(_ a: String?, _ b: String?, into failures: inout [String]) {
        let (ca, cb) = (color(a), color(b))
        if (ca == cb) != (a == b) {
            failures.append("\(describe(a)) vs \(describe(b)): colours equal \(ca == cb), strings equal \(a == b)")
        }
        if ca == cb && ca.hashValue != cb.hashValue {
            failures.append("\(describe(a)) vs \(describe(b)): equal but hashes differ")
        }
    }

    @Test func equalityAndHashAgreeWithStringEquality() {
        var rng = SplitMix64(seed: 7)
        var failures: [String] = []
        for (a, b) in Self.equivalentPairs {
            #expect(a == b, "test premise: \(Self.describe(a)) == \(Self.describe(b))")
            Self.checkAgreement(a, b, into: &failures)
        }
        for (a, b) in Self.distinctPairs { Self.checkAgreement(a, b, into: &failures) }
        Self.checkAgreement(nil, nil, into: &failures)
        for text in Self.boundaryTexts {
            Self.checkAgreement(text, text.decomposedStringWithCanonicalMapping, into: &failures)
        }
        for _ in 0..<3000 {
            let a = Self.randomString(&rng, maxLength: 12)
            let b = Self.randomString(&rng, maxLength: 12)
            Self.checkAgreement(a, b, into: &failures)
            Self.checkAgreement(a, a.decomposedStringWithCanonicalMapping, into: &failures)
            Self.checkAgreement(a, a.precomposedStringWithCanonicalMapping, into: &failures)
            Self.checkAgreement(a, String(String.UnicodeScalarView(a.unicodeScalars.reversed())), into: &failures)
            Self.checkAgreement(a, a + "\u{0}", into: &failures)
        }
        // Different space, components or alpha must still make the colours differ, whatever the hex.
        let base = ColorValue(colorSpace: .srgb, components: [0.25, 0.5, 0.75], alpha: 1, hex: "é")
        #expect(base != ColorValue(colorSpace: .displayP3, components: [0.25, 0.5, 0.75], alpha: 1, hex: "é"))
        #expect(base != ColorValue(colorSpace: .srgb, components: [0.25, 0.5, 0.7], alpha: 1, hex: "é"))
        #expect(base != ColorValue(colorSpace: .srgb, components: [0.25, 0.5, 0.75], alpha: 0.5, hex: "é"))
        #expect(base == ColorValue(colorSpace: .srgb, components: [0.25, 0.5, 0.75], alpha: 1, hex: "e\u{301}"))
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
    }

    @Test func setsAndDictionariesMatchPlainStrings() {
        var rng = SplitMix64(seed: 99)
        var texts: [String?] = [nil] + Self.boundaryTexts + Self.equivalentPairs.flatMap { [$0.0, $0.1] }
        for _ in 0..<3000 { texts.append(Self.randomString(&rng, maxLength: 8)) }
        let colours = texts.map(Self.color)
        let colourSet = Set<ColorValue>(colours)
        let textSet = Set<String?>(texts)
        #expect(colourSet.count == textSet.count)
        var byColour: [ColorValue: Int] = [:]
        var byText: [String?: Int] = [:]
        for (i, text) in texts.enumerated() {
            byColour[Self.color(text), default: 0] += i
            byText[text, default: 0] += i
        }
        #expect(byColour.count == byText.count)
        var failures: [String] = []
        for text in texts {
            let variants: [String?] = [
                text, text?.decomposedStringWithCanonicalMapping, text?.precomposedStringWithCanonicalMapping,
            ]
            for variant in variants where byColour[Self.color(variant)] != byText[variant] {
                failures.append(
                    "lookup \(Self.describe(variant)): \(String(describing: byColour[Self.color(variant)]))")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
    }

    @Test func concurrentCreationAndReads() {
        var rng = SplitMix64(seed: 2024)
        var made: [String] = Self.boundaryTexts
        for _ in 0..<2000 { made.append(Self.randomString(&rng)) }
        let texts = made
        let shared = texts.map(Self.color)
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: 64) { worker in
            for step in 0..<200 {
                let index = (worker &* 7919 &+ step &* 104_729) % texts.count
                let text = texts[index]
                var local = Self.color(text)
                if !Self.sameBytes(local.hex, text) { failures.add("worker \(worker) init \(Self.describe(text))") }
                let read = shared[index]
                if !Self.sameBytes(read.hex, text) || read != local || read.hashValue != local.hashValue {
                    failures.add("worker \(worker) shared \(Self.describe(text)) -> \(Self.describe(read.hex))")
                }
                let next = texts[(index + 1) % texts.count]
                local.hex = next
                if !Self.sameBytes(local.hex, next) || !Self.sameBytes(shared[index].hex, text) {
                    failures.add("worker \(worker) set \(Self.describe(next)) -> \(Self.describe(local.hex))")
                }
            }
        }
        let all = failures.all
        #expect(all.isEmpty, "\(all.count) failures, first: \(all.prefix(5))")
    }

    static func expectedHex(_ text: String) -> String? {
        guard text.utf8.first == UInt8(ascii: "#") else { return nil }
        let digits = text.utf8.dropFirst()
        guard [3, 4, 6, 8].contains(digits.count) else { return nil }
        var values: [Int] = []
        for byte in digits {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): values.append(Int(byte) - 48)
            case UInt8(ascii: "a")...UInt8(ascii: "f"): values.append(Int(byte) - 87)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): values.append(Int(byte) - 55)
            default: return nil
            }
        }
        var rgb: [Int] = []
        for i in 0..<3 { rgb.append(values.count <= 4 ? values[i] * 17 : values[2 * i] * 16 + values[2 * i + 1]) }
        return String(format: "#%02x%02x%02x", rgb[0], rgb[1], rgb[2])
    }

    static func checkParse(_ text: String, into failures: inout [String]) {
        let parsed = ColorValue(hexString: text)
        let expected = expectedHex(text)
        if !sameBytes(parsed?.hex, expected) || (parsed == nil) != (expected == nil) {
            failures.append("hexString \(describe(text)): expected \(describe(expected)), got \(describe(parsed?.hex))")
        }
    }

    @Test func hexStringParserAgainstFormatter() {
        var rng = SplitMix64(seed: 0xBEEF)
        var failures: [String] = []
        for value in 0..<4096 {
            let short = String(format: "%03x", value)
            let alpha = String(format: "%x", value % 16)
            for text in [
                "#" + short, "#" + short.uppercased(), "#" + short + alpha, "#" + (short + alpha).uppercased(),
            ] {
                Self.checkParse(text, into: &failures)
            }
            #expect(Self.expectedHex("#" + short)?.count == 7)
        }
        var samples: [Int] = [0, 0xFFFFFF, 0x0F0F0F, 0xF0F0F0, 0x123456, 0xABCDEF]
        for _ in 0..<20000 { samples.append(Int.random(in: 0...0xFFFFFF, using: &rng)) }
        for value in samples {
            let long = String(format: "%06x", value)
            let alpha = String(format: "%02x", Int.random(in: 0...255, using: &rng))
            let mixed = String(
                long.enumerated().map { $0.offset % 2 == 0 ? Character($0.element.uppercased()) : $0.element })
            for text in [
                "#" + long, "#" + long.uppercased(), "#" + mixed, "#" + long + alpha, "#" + mixed + alpha.uppercased(),
            ] {
                Self.checkParse(text, into: &failures)
            }
        }
        let invalid = [
            "", "#", "abc", "abcdef", "#ab", "#abcde", "#abcdefg", "#abcdef012", "#ggg", " #abc", "#abc ", "#abc\n",
            "#abc\u{0}", "\u{0}#abc", "#１２３", "#+12", "#-12", "#+1234", "#-12345", "#0x1", "#0x1234", "##abc",
            "#ab c", "#٠١٢", "#abċ", "#abc\u{301}", "#a\u{301}bc", "#éab", "#abcdé", "#ÀÀÀ", "#abcdef\u{301}",
            "#😀", "＃abc", "#abc#", "#abcd\u{200D}", "#\u{212A}\u{212A}\u{212A}", "#_12", "#1_2",
        ]
        for text in invalid { Self.checkParse(text, into: &failures) }
        for _ in 0..<5000 {
            Self.checkParse(Self.randomString(&rng, maxLength: 9), into: &failures)
            Self.checkParse("#" + Self.randomString(&rng, maxLength: 8), into: &failures)
        }
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(8))")
    }
}
