import Foundation

/// What was reviewed when the waivers were accepted: each waived contrast check (foreground,
/// background, mode) with the ratio it had then. Kept beside the config as `tokens.baseline.json`
/// and written by `tokens audit --update-waivers`, as a linter keeps a baseline. When it exists, a
/// waiver covers only the checks it lists, and only while they are no worse than reviewed: a waived
/// pair that gets worse, or a pair a pattern waiver matches that was never reviewed (it passed when
/// the waivers were last reviewed), fails.
public struct WaiverBaseline: Sendable, Equatable {
    /// The file's name, beside `tokens.config.json`.
    public static let fileName = "tokens.baseline.json"

    /// Where the baseline of the config at `configPath` is: beside it.
    public static func path(besideConfig configPath: String) -> String {
        FilePath.join(FilePath.directory(of: configPath), fileName)
    }

    /// One reviewed check.
    public struct Entry: Sendable, Equatable {
        public var foreground: String
        public var background: String
        public var mode: String
        /// The contrast ratio accepted (two decimals, as the audit shows it).
        public var ratio: Double
    }

    /// The reviewed checks, by `foreground|background|mode`.
    public private(set) var entries: [String: Entry] = [:]
    /// Where the file is.
    public var path: String?

    public init(entries: [Entry] = [], path: String? = nil) {
        for entry in entries { self.entries[Self.key(entry.foreground, entry.background, entry.mode)] = entry }
        self.path = path
    }

    /// The ratio reviewed for a check, if it was.
    public func reviewed(_ foreground: TokenPath, _ background: TokenPath, mode: String) -> Double? {
        entries[Self.key(foreground.dotted, background.dotted, mode)]?.ratio
    }

    static func key(_ foreground: String, _ background: String, _ mode: String) -> String {
        foreground + "|" + background + "|" + mode
    }

    /// The baseline of every waived contrast check of `result`, at the ratios the audit shows.
    public static func recording(_ result: AuditResult, path: String?) -> WaiverBaseline {
        let entries = result.checks.compactMap { check -> Entry? in
            guard check.rule == ContrastRule.id, check.waiverReason != nil, check.status != .pass,
                let background = check.background, let mode = check.mode
            else { return nil }
            return Entry(
                foreground: check.token.dotted, background: background.dotted, mode: mode,
                ratio: WCAG.truncated(check.measured))
        }
        return WaiverBaseline(entries: entries, path: path)
    }

    /// The file's text: the entries sorted, one per line, so a review shows each ratio that moved.
    public var text: String {
        let sorted = entries.values.sorted {
            ($0.foreground, $0.background, Mode($0.mode)) < ($1.foreground, $1.background, Mode($1.mode))
        }
        let comment = JSONOutput.string(
            "Written by tokens audit --update-waivers: each waived contrast check with the ratio it had when it was reviewed. A waived check that gets worse, or one no entry lists, fails."
        ).rendered(pretty: false)
        func quoted(_ text: String) -> String { JSONOutput.string(text).rendered(pretty: false) }
        let lines = sorted.map { entry in
            "{\"foreground\": \(quoted(entry.foreground)), \"background\": \(quoted(entry.background)), "
                + "\"mode\": \(quoted(entry.mode)), \"ratio\": \(JSONOutput.format(entry.ratio))}"
        }
        return "{\n  \"$comment\": \(comment),\n  \"reviewed\": [\n    "
            + lines.joined(separator: ",\n    ") + "\n  ]\n}\n"
    }
}

extension ConfigLoader {
    /// The baseline beside the config at `configPath`: nil when there is none; a located
    /// `config.invalid-value` for an entry that is not one or lists a check twice, a
    /// `json.duplicate-key` for a key written twice, a `file.unreadable` for a link that leads
    /// nowhere or a folder of its name: never "no baseline", under which every waiver applies.
    static func loadBaseline(besideConfig configPath: String) -> (WaiverBaseline?, Diagnostics) {
        let path = WaiverBaseline.path(besideConfig: configPath)
        guard isPresent(path) else { return (nil, Diagnostics()) }
        var loader = ConfigLoader()
        let removing = "and run tokens audit --update-waivers to record the waived checks again"
        if let problem = unusable(path, what: "The waiver baseline", file: "the baseline", removing: removing) {
            loader.diagnostics.report(problem)
            return (nil, loader.diagnostics)
        }
        let store = DocumentStore.alone(path)
        guard let root = store.document(at: path) else { return (nil, duplicatesAsErrors(store.diagnostics)) }
        loader.diagnostics.append(contentsOf: duplicatesAsErrors(store.diagnostics))
        guard let object = loader.object(root, "the waiver baseline") else { return (nil, loader.diagnostics) }
        loader.checkKeys(object, allowed: ["$comment", "reviewed"], in: "the waiver baseline")
        var entries: [WaiverBaseline.Entry] = []
        var listed: [String: JSONNode] = [:]
        for node in loader.array(object["reviewed"], "\"reviewed\"") {
            guard let entry = node.object, let foreground = entry["foreground"]?.string,
                let background = entry["background"]?.string, let mode = entry["mode"]?.string,
                let ratio = entry["ratio"]?.number, ratio.isFinite, ratio > 0
            else {
                loader.report(
                    .configInvalidValue,
                    "A reviewed check needs \"foreground\", \"background\", \"mode\" and a positive \"ratio\"; run tokens audit --update-waivers to write the file again.",
                    node)
                continue
            }
            loader.checkKeys(entry, allowed: ["foreground", "background", "mode", "ratio"], in: "a reviewed check")
            let key = WaiverBaseline.key(foreground, background, mode)
            if let first = listed[key] {
                loader.diagnostics.report(
                    .configInvalidValue,
                    "'\(foreground)' on '\(background)' in \(mode) is listed twice: a reader sees the first ratio, and this last one would be used. Remove one of them, or run tokens audit --update-waivers to write the file again.",
                    at: node.location, notes: [.init("the first is here", at: first.location)])
                continue
            }
            listed[key] = node
            entries.append(.init(foreground: foreground, background: background, mode: mode, ratio: ratio))
        }
        return (WaiverBaseline(entries: entries, path: path), loader.diagnostics)
    }
}
