import Testing

@testable import TokensCore

/// The writer's path checks are read by byte; each agrees with its plain definition on 20,000
/// random paths made of the characters that matter (`/`, `.`, `\`, NUL, letters of both cases,
/// and a non-ASCII letter), and on the edge cases by name.
struct OutputPathTests {
    /// The definition: split at `/`, no component empty, `.` or `..`; no backslash or NUL; not absolute.
    static func isSafeByDefinition(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\\"), !path.unicodeScalars.contains("\0")
        else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
            !$0.isEmpty && $0 != "." && $0 != ".."
        }
    }

    @Test func edgeCases() {
        let safe = ["a", "a/b", ".x", "..x", "x.", "a/.../b", "Swift/Brand.swift", "a/.b/c", "é/ü"]
        let unsafe = ["", "/", "/a", "a/", "a//b", ".", "..", "./x", "../x", "a/.", "a/..", "a/./b", "a\\b", "a\u{0}b"]
        #expect(safe.filter { !OutputWriter.isSafe($0) } == [])
        #expect(unsafe.filter { OutputWriter.isSafe($0) } == [])
    }

    @Test func randomPaths_agreeWithTheDefinition() {
        var random = SplitMix64(seed: 38)
        let pieces: [Character] = ["/", ".", ".", "\\", "\0", "a", "B", "z", "é", "/"]
        var disagreements: [String] = []
        for _ in 0..<20_000 {
            let path = String((0..<random.below(9)).map { _ in pieces[random.below(pieces.count)] })
            if OutputWriter.isSafe(path) != Self.isSafeByDefinition(path) { disagreements.append(path) }
        }
        #expect(disagreements == [])
    }

    @Test func asciiLowercasing_isLowercased_andNilForOtherText() {
        var random = SplitMix64(seed: 72)
        var disagreements: [String] = []
        for _ in 0..<20_000 {
            let path = String((0..<random.below(40)).map { _ in Character(Unicode.Scalar(UInt8(random.below(128)))) })
            if OutputWriter.asciiLowercased(path) != path.lowercased() { disagreements.append(path) }
        }
        #expect(disagreements == [])
        #expect(OutputWriter.asciiLowercased("Assets/Café.colorset") == nil)
        #expect(OutputWriter.asciiLowercased("@[`{AZaz09") == "@[`{azaz09")
    }
}
