import Testing

@testable import TokensCore

@Suite struct JSONParserTests {
    @Test func parse_nestedDocument_keepsLineAndColumnOfEveryValueAndKey() throws {
        let text = "{\n  \"a\": {\n    \"b\": [1, \"x\"]\n  }\n}"
        let (root, diagnostics) = TestSupport.parse(text)
        #expect(diagnostics.all.isEmpty)
        let a = try #require(root?.object?.member("a"))
        #expect(a.keyLocation == SourceLocation(file: "t.json", line: 2, column: 3))
        #expect(a.value.location == SourceLocation(file: "t.json", line: 2, column: 8))
        let b = try #require(a.value.object?["b"]?.array)
        #expect(b[0].location.line == 3 && b[0].location.column == 11)
        #expect(b[1].location.column == 14)
        #expect(b[1].string == "x")
    }

    @Test func parse_duplicateKey_reportsSecondWithNoteOnFirst_andKeepsLast() throws {
        let (root, diagnostics) = TestSupport.parse("{\"a\": 1,\n \"a\": 2}")
        #expect(TestSupport.summary(diagnostics) == ["json.duplicate-key@2:2"])
        #expect(diagnostics.all.first?.notes.first?.location == SourceLocation(file: "t.json", line: 1, column: 2))
        #expect(root?.object?["a"]?.number == 2)
    }

    @Test func parse_duplicateKeysInLargeObjects_areFoundOnEitherSideOfTheTable() throws {
        // Up to 16 members are compared one by one; past that a table of keys is built. A key
        // repeated before the table exists, across its building, and after it is each reported once.
        var members = (0..<40).map { "\"k\($0)\": \($0)" }
        members.insert("\"k3\": \"early\"", at: 10)
        members.insert("\"k5\": \"across\"", at: 17)
        members.append("\"k30\": \"late\"")
        let (root, diagnostics) = TestSupport.parse("{\n" + members.joined(separator: ",\n") + "\n}")
        #expect(
            TestSupport.summary(diagnostics) == [
                "json.duplicate-key@12:1", "json.duplicate-key@19:1", "json.duplicate-key@44:1",
            ])
        #expect(diagnostics.all.map { $0.notes.first?.location?.line } == [5, 7, 34])
        let object = try #require(root?.object)
        #expect(object.members.count == 40)
        #expect(object["k3"]?.string == "early" && object["k5"]?.string == "across" && object["k30"]?.string == "late")
        #expect(object.members[3].key == "k3" && object.members[39].key == "k39")
    }

    @Test func locations_compareByFileName_notByTheOrderFilesWereFirstSeen() {
        // A location keeps its file as a number given on first use; order and equality still
        // follow the path, so diagnostics sort by file name whichever file was read first.
        let later = SourceLocation(file: "zz-first-seen.json", line: 1, column: 1)
        let earlier = SourceLocation(file: "aa-seen-second.json", line: 9, column: 9)
        #expect(earlier < later && !(later < earlier))
        #expect(later.file == "zz-first-seen.json" && earlier.file == "aa-seen-second.json")
        #expect(SourceLocation(file: "zz-first-seen.json", line: 1, column: 1) == later)
        #expect(SourceLocation(file: "zz-first-seen.json", line: 1, column: 2) != later)
        #expect(later.description == "zz-first-seen.json:1:1")
        var parsed = JSONParser(bytes: Array("{}".utf8), file: "zz-first-seen.json", options: .strict)
        #expect(parsed.location() == later)
        parsed.index = 1
        #expect(parsed.location() < SourceLocation(file: "zz-first-seen.json", line: 1, column: 3))
    }

    @Test func parse_syntaxErrors_giveTheirCodeAndExactLocation() {
        #expect(TestSupport.parseError(Array("{\"a\": \"\\q\"}".utf8)) == "json.bad-escape@1:8")
        #expect(TestSupport.parseError(Array("{\"a\": \"\\u12G4\"}".utf8)) == "json.bad-escape@1:8")
        #expect(TestSupport.parseError(Array("{\"a\": \"\\uD800\"}".utf8)) == "json.bad-escape@1:8")
        #expect(TestSupport.parseError(Array("{\"a\": 1} x".utf8)) == "json.trailing-content@1:10")
        #expect(TestSupport.parseError(Array("{\"a\": [1, 2".utf8)) == "json.truncated@1:12")
        #expect(TestSupport.parseError(Array("{\"a\": \"abc".utf8)) == "json.truncated@1:7")
        #expect(TestSupport.parseError(Array("".utf8)) == "json.truncated@1:1")
        #expect(TestSupport.parseError(Array("{\"a\": 01}".utf8)) == "json.bad-number@1:7")
        #expect(TestSupport.parseError(Array("{\"a\": -}".utf8)) == "json.bad-number@1:8")
        #expect(TestSupport.parseError(Array("{\"a\": 1e999}".utf8)) == "json.bad-number@1:7")
        #expect(TestSupport.parseError(Array("{\"a\": \"x\ny\"}".utf8)) == "json.control-character@1:9")
        #expect(TestSupport.parseError(Array("{\"a\": tru}".utf8)) == "json.unexpected-character@1:10")
        #expect(TestSupport.parseError(Array("{a: 1}".utf8)) == "json.unexpected-character@1:2")
        #expect(TestSupport.parseError(Array("{\"a\" 1}".utf8)) == "json.unexpected-character@1:6")
    }

    @Test func parse_invalidUTF8_insideAndOutsideStrings_isLocated() {
        #expect(TestSupport.parseError([0x7B, 0x22, 0x61, 0xFF, 0x22, 0x3A, 0x31, 0x7D]) == "json.invalid-utf8@1:4")
        #expect(
            TestSupport.parseError(Array("{\n\"a\": ".utf8) + [0xC3, 0x28] + Array("}".utf8)) == "json.invalid-utf8@2:6"
        )
    }

    @Test func parse_nestingBeyondLimit_isRejectedAtTheLimit() {
        let depth = JSONParser.maximumDepth
        let fits = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(TestSupport.parse(fits).diagnostics.all.isEmpty)
        let tooDeep = String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1)
        #expect(TestSupport.parseError(Array(tooDeep.utf8)) == "json.too-deep@1:\(depth + 1)")
    }

    @Test func parse_commentsAndTrailingCommas_onlyInJSONCFiles() {
        let text = "{\n  // brand\n  \"a\": [1, 2,], /* x */\n}"
        #expect(TestSupport.parseError(Array(text.utf8), name: "t.json") == "json.not-strict@2:3")
        let (root, diagnostics) = TestSupport.parse(text, name: "t.jsonc")
        #expect(diagnostics.all.isEmpty)
        #expect(root?.object?["a"]?.array?.count == 2)
        #expect(TestSupport.parseError(Array("{\"a\": 1 /* open".utf8), name: "t.jsonc") == "json.truncated@1:9")
    }

    @Test func parse_escapesAndSurrogatePairs_decode() {
        let (root, _) = TestSupport.parse(#"["\"\\\/\b\f\n\r\t", "\u00e9\uD83D\uDE00", "é"]"#)
        let strings = root?.array?.compactMap(\.string)
        #expect(strings == ["\"\\/\u{8}\u{c}\n\r\t", "é😀", "é"])
    }

    @Test func parse_arbitraryBytes_neverCrashesAndAlwaysExplainsFailure() {
        var generator = SplitMix64(seed: 42)
        let alphabet = Array("{}[]\",:0123456789-.eEtrufalsn \n\\/u*".utf8) + [0xC3, 0xFF, 0x00]
        for _ in 0..<3000 {
            let length = Int(generator.next() % 40)
            let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            let (root, diagnostics) = JSONParser.parse(
                bytes, file: "fuzz.json", options: generator.next() % 2 == 0 ? .strict : .lenient)
            #expect(root != nil || diagnostics.hasErrors)
            #expect(diagnostics.all.allSatisfy { $0.location != nil })
        }
    }
}

/// A small deterministic random generator for repeatable fuzz inputs.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
