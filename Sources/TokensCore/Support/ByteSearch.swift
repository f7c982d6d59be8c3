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
