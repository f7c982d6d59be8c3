import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the last successful build read and wrote, kept as `.tokens-stamp` in the output folder so
/// the next build can tell without parsing anything that nothing changed. It is current when the
/// settings are the same (the tool binary's contents, its options, today's date, since waivers
/// expire), the token folder lists the same files, every file read has the same bytes (by
/// hash), and every output file is still as written (size and modification time). Anything else is
/// a build; each output's hash lets that build skip reading files that are still as written.
public struct BuildStamp: Sendable, Equatable {
    public static let fileName = ".tokens-stamp"

    /// The tool, its options and the day, as one line.
    public var settings: String
    /// The tool binary as last hashed: `size-time-inode hash`, so an unchanged binary is known by a
    /// `stat` and a relinked one with the same bytes (SwiftPM relinks on every plugin run) by its hash.
    public var tool: String = ""
    /// Every file the build depended on (the folder's listing, every file read, the config), with its hash.
    public var inputs: [String: UInt64]
    /// Every output file's size, modification time and hash (none for the manifest).
    public var outputs: [String: Output]

    /// An output file as the build left it.
    public struct Output: Sendable, Equatable {
        /// Size and modification time in nanoseconds (`State`).
        public var state: State
        /// `hash(of:)` of its bytes; nil for the manifest, which is checked by its state alone.
        public var hash: UInt64?
    }

    /// A regular file's size and modification time in nanoseconds.
    public struct State: Sendable, Equatable {
        public var size: Int64
        public var time: Int64
    }
    /// The warnings the build reported, reported again by a build that finds the stamp current.
    public var diagnostics: [Diagnostic]
    /// The figures of its closing line (the writer's as if nothing had changed).
    public var counts: BuildSummary.Counts

    /// The hashes of the token folder's files and the config, taken before the build reads them: a
    /// file edited while the build runs then no longer matches the stamp, and the next build rebuilds.
    /// `known` are hashes taken moments before (by `isCurrent`), which are not taken again.
    public static func inputHashes(
        tokens: String, config: String?, known: [String: UInt64] = [:]
    ) -> [String: UInt64] {
        var inputs: [String: UInt64] = [:]
        for path in dependencies(tokens: tokens, read: [], config: config) {
            inputs[path] = known[path] ?? hash(of: path)
        }
        return inputs
    }

    /// The stamp describing a build that left `outputs` (each file's state and hash, and the
    /// manifest's state, as the writer reports them). `inputs` are the hashes taken before the
    /// build (`inputHashes`); files it read from elsewhere (a `$ref` out of the folder) are hashed now.
    public static func record(
        settings: String, inputs before: [String: UInt64], read: [String], outputs: [String: Output],
        diagnostics: [Diagnostic], counts: BuildSummary.Counts
    ) -> BuildStamp {
        var inputs = before
        for path in read where inputs[path] == nil { inputs[path] = hash(of: path) }
        return BuildStamp(
            settings: settings, inputs: inputs, outputs: outputs, diagnostics: diagnostics, counts: counts)
    }

    /// True when a build with `settings` on `tokens` would produce exactly what `folder` holds.
    public func isCurrent(settings: String, tokens: String, config: String?, folder: String) -> Bool {
        var hashed: [String: UInt64] = [:]
        return isCurrent(settings: settings, tokens: tokens, config: config, folder: folder, hashing: &hashed)
    }

    /// `isCurrent`, leaving in `hashed` the inputs it hashed, for the build that follows.
    func isCurrent(
        settings: String, tokens: String, config: String?, folder: String, hashing hashed: inout [String: UInt64]
    ) -> Bool {
        guard settings == self.settings else { return false }
        // A file added to or removed from the token folder, or a different config, changes the listing.
        let listed = Set(Self.dependencies(tokens: tokens, read: [], config: config))
        let tokenFolder = FilePath.normalize(tokens)
        let baseline = config.map(WaiverBaseline.path(besideConfig:))
        let kept = inputs.keys.filter { Self.isInside($0, tokenFolder) || $0 == config || $0 == baseline }
        guard Set(kept) == listed else { return false }
        // Inputs first: an edit is what usually starts a build, and it is found without the
        // outputs' 20,000 stats. Those run on every core: they were a third of a no-op build.
        for (path, hash) in inputs {
            let now = Self.hash(of: path)
            hashed[path] = now
            if now != hash { return false }
        }
        let opened = OpenFolder(folder)
        let unchanged = Parallel.map(Array(outputs), minimum: 512) {
            Self.state(of: $0.key, in: opened) == $0.value.state
        }
        return !unchanged.contains(false)
    }

    /// The stamp in `folder`, or nil when there is none or it cannot be read.
    public static func load(from folder: String) -> BuildStamp? {
        guard let bytes = FileIO.contents(of: folder + "/" + fileName) else { return nil }
        var stamp = BuildStamp(settings: "", inputs: [:], outputs: [:], diagnostics: [], counts: .init())
        // Room for a line per 64 bytes (an output's line is longer): grown step by step, the table
        // of 20,000 outputs was copied a dozen times.
        stamp.outputs.reserveCapacity(bytes.count / 64)
        // Read by byte: a stamp holds a line per output file (20,000 at 30,000 tokens), and the
        // unchanged build reads it before anything else.
        let tab = UInt8(ascii: "\t")
        let space = UInt8(ascii: " ")
        for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            guard let split = line.firstIndex(of: tab), split > line.startIndex else { continue }
            let rest = line[(split + 1)...]
            func text(_ part: ArraySlice<UInt8>) -> String { String(decoding: part, as: UTF8.self) }
            switch line[line.startIndex] {
            case UInt8(ascii: "s"): stamp.settings = text(rest)
            case UInt8(ascii: "t"): stamp.tool = text(rest)
            case UInt8(ascii: "d"):
                guard let diagnostic = Self.diagnostic(from: text(rest)) else { return nil }
                stamp.diagnostics.append(diagnostic)
            case UInt8(ascii: "c"):
                guard let counts = Self.counts(from: text(rest)) else { return nil }
                stamp.counts = counts
            case UInt8(ascii: "i"):
                guard let gap = rest.firstIndex(of: space), let hash = UInt64(text(rest[..<gap]), radix: 16) else {
                    return nil
                }
                stamp.inputs[text(rest[(gap + 1)...])] = hash
            case UInt8(ascii: "o"):
                // `size time [hash] path`: the numbers, then the path (which may hold spaces). Read
                // from the bytes: 20,000 lines at 30,000 tokens, before anything else a no-op does.
                var numbers: (Int64, Int64, Int64) = (0, 0, 0)
                var count = 0
                var start = rest.startIndex
                while count < 3, let gap = rest[start...].firstIndex(of: space),
                    let number = Self.integer(rest[start..<gap])
                {
                    switch count {
                    case 0: numbers.0 = number
                    case 1: numbers.1 = number
                    default: numbers.2 = number
                    }
                    count += 1
                    start = gap + 1
                }
                guard count >= 2 else { return nil }
                stamp.outputs[text(rest[start...])] = Output(
                    state: State(size: numbers.0, time: numbers.1),
                    hash: count == 3 ? UInt64(bitPattern: numbers.2) : nil)
            default: return nil
            }
        }
        return stamp
    }

    /// The stamp as text: one tab-separated record per line.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The text's bytes, laid out directly: a line per output file (20,000 at 30,000 tokens), made
    /// after every build that wrote.
    var bytes: [UInt8] { laidOut(listing: []) }

    /// `bytes`, the outputs listed in the order of `listing` (the writer's sorted paths) with the
    /// manifest in its place, when it names every output file: sorted here, that was a quarter of
    /// the stamp's time after an edit.
    func laidOut(listing: [String]) -> [UInt8] {
        var out = TextBuffer(reserving: 4_096 + 80 * (inputs.count + outputs.count))
        func record(_ tag: String, _ text: String) {
            out.raw(tag)
            out.byte(UInt8(ascii: "\t"))
            out.raw(text)
            out.byte(UInt8(ascii: "\n"))
        }
        record("s", settings)
        record("t", tool)
        for path in inputs.keys.sorted() { record("i", String(inputs[path] ?? 0, radix: 16) + " " + path) }
        for (path, output) in listed(listing) {
            out.raw("o\t")
            out.number(Int(output.state.size))
            out.byte(UInt8(ascii: " "))
            out.number(Int(output.state.time))
            if let hash = output.hash {
                out.byte(UInt8(ascii: " "))
                out.number(Int(Int64(bitPattern: hash)))
            }
            out.byte(UInt8(ascii: " "))
            out.raw(path)
            out.byte(UInt8(ascii: "\n"))
        }
        record("c", Self.text(of: counts))
        for diagnostic in diagnostics { record("d", Self.text(of: diagnostic)) }
        return out.bytes
    }

    /// The outputs in path order: `listing` with the manifest put in its place, when that names
    /// every output once in ascending order, else sorted.
    private func listed(_ listing: [String]) -> [(key: String, value: Output)] {
        inListing(listing) ?? outputs.sorted(by: { $0.key < $1.key })
    }

    /// The outputs in `listing`'s order with the manifest in its place; nil when `listing` is not
    /// ascending or does not name every output but the manifest.
    private func inListing(_ listing: [String]) -> [(key: String, value: Output)]? {
        guard listing.count + 1 == outputs.count, let manifest = outputs[OutputWriter.manifestName] else { return nil }
        var listed: [(key: String, value: Output)] = []
        listed.reserveCapacity(outputs.count)
        var placed = false
        for (index, path) in listing.enumerated() {
            // Ascending, so no path is named twice: with the count, every output is named.
            guard index == 0 || listing[index - 1] < path, let output = outputs[path] else { return nil }
            if !placed, OutputWriter.manifestName < path {
                listed.append((OutputWriter.manifestName, manifest))
                placed = true
            }
            listed.append((path, output))
        }
        if !placed { listed.append((OutputWriter.manifestName, manifest)) }
        return listed
    }

    /// Writes the stamp (atomically) into `folder`.
    public func write(to folder: String) throws { try Self.write(bytes, to: folder) }

    /// Writes a stamp's `bytes` (atomically) into `folder`.
    static func write(_ bytes: [UInt8], to folder: String) throws {
        try FileIO.atomicWrite(bytes, to: folder + "/" + fileName)
    }

    /// The running tool's identity, `size-time-inode hash`: `known` (the last stamp's) when the
    /// binary's `stat` still matches it, else the binary hashed again. Hashing the 17 MB binary on
    /// every build would cost more than a no-op build's whole work; a `stat` does not.
    public static func tool(known: String?) -> String {
        let executable = Bundle.main.executablePath ?? CommandLine.arguments.first ?? "tokens"
        var info = stat()
        guard stat(executable, &info) == 0 else { return "? ?" }
        let identity = "\(info.st_size)-\(modificationTime(info))-\(info.st_ino)"
        if let known, known.hasPrefix(identity + " ") { return known }
        return identity + " " + String(hash(of: executable), radix: 16)
    }

    /// The settings line for a build by this executable (`tool`, as `tool(known:)` gives it: only its
    /// hash counts) with `options`.
    public static func settings(_ options: String, tool: String) -> String {
        let executable = Bundle.main.executablePath ?? CommandLine.arguments.first ?? "tokens"
        return "\(executable) \(tool.split(separator: " ").last ?? "?") \(options)"
    }

    /// An FNV-style hash of the file's bytes; 0 when the file cannot be read.
    static func hash(of path: String) -> UInt64 {
        guard let bytes = FileIO.contents(of: path) else { return 0 }
        return hash(of: bytes)
    }

    /// An FNV-style hash of `bytes` taken eight at a time (a report is megabytes).
    static func hash(of bytes: [UInt8]) -> UInt64 {
        var hasher = ContentHasher(count: bytes.count)
        bytes.withUnsafeBytes { hasher.add($0) }
        return hasher.finish()
    }

    /// `hash(of:)` taken over bytes given in pieces (a file made in pieces, `FileBytes`): a word
    /// that straddles two pieces is put together from both, so the hash is the joined bytes'.
    struct ContentHasher {
        private var hash: UInt64
        /// The bytes of a word begun in an earlier piece, lowest first (words are read little-endian).
        private var pending: UInt64 = 0
        private var pendingCount = 0

        /// A hasher for `count` bytes in all.
        init(count: Int) { hash = 0xcbf2_9ce4_8422_2325 ^ UInt64(count) }

        /// The next piece.
        mutating func add(_ raw: UnsafeRawBufferPointer) {
            var index = 0
            while pendingCount > 0, index < raw.count {
                take(raw[index])
                index += 1
                if pendingCount == 8 {
                    hash = Self.mix(hash, word: pending)
                    (pending, pendingCount) = (0, 0)
                }
            }
            while index + 8 <= raw.count {
                hash = Self.mix(hash, word: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                index += 8
            }
            while index < raw.count {
                take(raw[index])
                index += 1
            }
        }

        /// The hash, the last (fewer than eight) bytes taken one by one.
        func finish() -> UInt64 {
            var hash = hash
            for shift in 0..<pendingCount {
                hash = (hash ^ (pending >> (8 * UInt64(shift)) & 0xFF)) &* 0x0000_0100_0000_01B3
            }
            return hash
        }

        private mutating func take(_ byte: UInt8) {
            pending |= UInt64(byte) << (8 * UInt64(pendingCount))
            pendingCount += 1
        }

        @inline(__always) private static func mix(_ hash: UInt64, word: UInt64) -> UInt64 {
            let mixed = (hash ^ word) &* 0x0000_0100_0000_01B3
            return mixed ^ (mixed >> 29)
        }
    }

    /// Removes the stamp from `folder`: done before any output changes, so a build interrupted
    /// while writing is never taken for a current one.
    public static func remove(from folder: String) { unlink(folder + "/" + fileName) }

    /// The files a build on `tokens` depends on: every non-hidden file under it (token files,
    /// `$themes.json`…), the files it read (a `$ref` may leave the folder), the config and the
    /// waiver baseline beside it (wherever the config is: it decides which waivers hold).
    static func dependencies(tokens path: String, read: [String], config: String?) -> [String] {
        let tokens = FilePath.normalize(path)
        var paths = Set(read)
        if let config {
            paths.insert(config)
            let baseline = WaiverBaseline.path(besideConfig: config)
            if ConfigLoader.isPresent(baseline) { paths.insert(baseline) }
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: tokens, isDirectory: &isDirectory), isDirectory.boolValue {
            for path in TokenSource.visiblePaths(in: tokens) ?? [] {
                var info = stat()
                if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG { paths.insert(path) }
            }
        } else {
            paths.insert(tokens)
        }
        return paths.sorted()
    }

    static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// Size and modification time (ns) of the regular file at `relative` inside `folder`; nil when
    /// there is none, or it is a link or not a file.
    static func state(of relative: String, in folder: OpenFolder) -> State? {
        folder.status(of: relative).flatMap(state)
    }

    /// The size and time `info` gives, when it is a regular file's.
    private static func state(_ info: stat) -> State? {
        guard (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return State(size: Int64(info.st_size), time: modificationTime(info))
    }

    /// The decimal integer (an optional `-`, then digits) `bytes` hold wholly; nil otherwise.
    static func integer(_ bytes: ArraySlice<UInt8>) -> Int64? {
        var digits = bytes[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.count <= 19 else { return nil }
        // Summed below zero, which reaches Int64.min (a hash written as an Int64 may be it).
        var value: Int64 = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times.subtractingReportingOverflow(Int64(byte - UInt8(ascii: "0")))
            guard !overflow, !carry else { return nil }
            value = sum
        }
        if negative { return value }
        return value == .min ? nil : -value
    }

    /// The modification time in nanoseconds.
    static func modificationTime(_ info: stat) -> Int64 {
        #if canImport(Darwin)
            Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #else
            Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #endif
    }
}
