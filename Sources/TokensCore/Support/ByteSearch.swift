extension String {
    /// True when `needle` occurs in the text, compared byte for byte. Foundation's `contains`
    /// goes through NSString on Linux, which costs more than the search on every token of a large set.
    func containsBytes(_ needle: String) -> Bool {
        let found = utf8.withContiguousStorageIfAvailable { haystack in
            needle.utf8.withContiguousStorageIfAvailable { needle in Self.search(haystack, needle) }
        }
        return (found ?? nil) ?? Self.search(Array(utf8)[...], Array(needle.utf8)[...])
    }

    private static func search<C: RandomAccessCollection>(_ haystack: C, _ needle: C) -> Bool
    where C.Element == UInt8, C.Index == Int {
        guard !needle.isEmpty else { return true }
        guard haystack.count >= needle.count else { return false }
        let first = needle[needle.startIndex]
        var start = haystack.startIndex
        let last = haystack.endIndex - needle.count
        while start <= last {
            if haystack[start] == first, haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
            start += 1
        }
        return false
    }
}

extension String {
    /// True when `byte` is one of the text's UTF-8 bytes: a scan of them where they are. Stepping
    /// through `utf8` as a sequence took some 400 instructions for a token path, and the report,
    /// the loader and the audit ask it of every path (2.3% of `make bench --stages` in callgrind).
    func containsByte(_ byte: UInt8) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains(byte) } ?? utf8.contains(byte)
    }

    /// True when `first` or `second` is among the text's UTF-8 bytes at `offsets` (a range of
    /// byte offsets within the text), scanned where they are.
    func containsByte(_ first: UInt8, orByte second: UInt8, within offsets: Range<Int>) -> Bool {
        func scan(_ bytes: some Collection<UInt8>) -> Bool { bytes.contains { $0 == first || $0 == second } }
        return utf8.withContiguousStorageIfAvailable { scan($0[offsets]) }
            ?? scan(utf8.dropFirst(offsets.lowerBound).prefix(offsets.count))
    }

    /// The text cut at every `separator` (an ASCII byte, so no character is split), empty pieces
    /// kept: `a..b` is `a`, ``, `b`. Cut where the bytes are, each piece made once at its length
    /// (a short piece is stored inline): `utf8.split` then a `String` of each `Substring` took
    /// 3,300 instructions for a token path, and the Swift emitter cuts every path.
    func pieces(separatedBy separator: UInt8) -> [String] {
        let found = utf8.withContiguousStorageIfAvailable { bytes -> [String] in
            var pieces: [String] = []
            pieces.reserveCapacity(bytes.count(where: { $0 == separator }) + 1)
            var start = 0
            for index in bytes.indices where bytes[index] == separator {
                pieces.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                start = index + 1
            }
            pieces.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
            return pieces
        }
        return found ?? utf8.split(separator: separator, omittingEmptySubsequences: false).map { String(Substring($0)) }
    }

    /// True when every byte is ASCII: then a character is a byte, and a width in columns is a count of bytes.
    var isASCIIText: Bool {
        let found = utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy { $0 < 0x80 } }
        return found ?? utf8.allSatisfy { $0 < 0x80 }
    }

    /// True when the text is empty or only spaces (`CharacterSet.whitespaces`: Unicode's space
    /// separators, the tab and the zero-width space), decided scalar by scalar: trimming a copy
    /// through Foundation took a sixth of reading a config of 10,000 contrast pairs.
    var isBlank: Bool {
        unicodeScalars.allSatisfy {
            $0 == "\t" || $0 == "\u{200B}" || $0.properties.generalCategory == .spaceSeparator
        }
    }
}
