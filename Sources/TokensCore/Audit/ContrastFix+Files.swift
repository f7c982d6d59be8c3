import Foundation

extension ContrastFix {
    /// The marker a file written by `tokens contrast-fix` carries at its root: only such a file is
    /// ever replaced.
    public static let marker = "contrast-fix"

    /// The file name for a high-contrast mode: `contrast.light-hc.json`, a per-mode file that the
    /// loader layers over the mode's plain appearance. The mode's name is made a file name by
    /// `OutputName`, so the file lies in the token folder whatever the mode is called.
    public static func fileName(for mode: String) -> String { "contrast.\(OutputName.component(mode)).json" }

    /// Where that file goes: in the token folder (beside the token file, when one file is given).
    public static func path(for mode: String, tokens: String) -> String {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: tokens, isDirectory: &isDirectory)
        let folder = exists && !isDirectory.boolValue ? FilePath.directory(of: tokens) : tokens
        return FilePath.join(folder, fileName(for: mode))
    }

    /// True when the file at `path` may be written: absent, or written by `tokens contrast-fix`.
    public static func mayWrite(_ path: String) -> Bool {
        // Never through a link: a link put in its place is not ours, and what it points at is not read.
        if FileIO.linkTarget(path) != nil { return false }
        guard let existing = FileIO.contentsNoFollow(of: path).map({ Data($0) }) else { return true }
        return String(decoding: existing, as: UTF8.self).contains("\"generatedBy\": \"\(marker)\"")
    }

    /// A result as a DTCG file: each derived colour in its group, with `$description` saying where
    /// it came from.
    public static func file(_ result: Result) -> String {
        final class Group {
            let base: String
            init(base: String) { self.base = base }
            var children: [(String, Group)] = []
            var token: Derived?
            func child(_ name: String) -> Group {
                if let found = children.first(where: { $0.0 == name }) { return found.1 }
                let group = Group(base: base)
                children.append((name, group))
                return group
            }
            var json: JSONOutput {
                if let token {
                    let values = JSONOutput.object(token.sources.map { ($0.path.dotted, .string($0.color.displayHex)) })
                    let from = JSONOutput.object([("mode", .string(base)), ("values", values)])
                    return .object([
                        ("$type", .string("color")), ("$value", .string(token.color.displayHex)),
                        ("$description", .string(token.reason)),
                        ("$extensions", .object([("tokens", .object([("derivedFrom", from)]))])),
                    ])
                }
                return .object(children.map { ($0.0, $0.1.json) })
            }
        }
        let root = Group(base: result.base)
        for derived in result.derived {
            var group = root
            for name in derived.path.components { group = group.child(name) }
            group.token = derived
        }
        let marker: (String, JSONOutput) = (
            "$extensions",
            .object([("tokens", .object([("generatedBy", .string(marker)), ("from", .string(result.base))]))])
        )
        guard case .object(let members) = root.json else { return "{}\n" }
        return JSONOutput.object([marker] + members).rendered() + "\n"
    }
}

extension ContrastFix {
    /// What `tokens contrast-fix` does to one high-contrast mode's file.
    public enum FileAction: Sendable, Equatable {
        /// The file holds what would be written.
        case current
        /// The file is written (it is absent, or holds other values).
        case write
        /// No colour needs a high-contrast value: a file of ours is removed, none is written.
        case remove
        /// No colour needs one, and there is no file: nothing to do.
        case nothing
    }

    /// One mode's file: where it is, its text (nil when it has no tokens) and what happens to it.
    public struct FilePlan: Sendable {
        public var result: Result
        public var path: String
        public var text: String?
        public var action: FileAction
        /// For a file that is out of date, each token that differs, in words: stale, missing, or
        /// no longer needed.
        public var differences: [String] { changes.map(\.sentence) }
        /// The same, as values: what `--dry-run` prints.
        public var changes: [Change]
    }

    /// What writing `results` beside `tokens` would do, file by file; `loaded` are the tokens as
    /// they load now (high-contrast modes included), to name what each out-of-date file gets wrong.
    public static func plan(_ results: [Result], tokens: String, loaded: ResolvedTokenSet) -> [FilePlan] {
        results.map { result in
            let path = path(for: result.mode, tokens: tokens)
            let text = result.derived.isEmpty ? nil : file(result)
            let existing = FileIO.contentsNoFollow(of: path).map { String(decoding: $0, as: UTF8.self) }
            let action: FileAction
            switch (existing, text) {
            case (nil, nil): action = .nothing
            case (_?, nil): action = .remove
            case (let old?, let new?) where old == new: action = .current
            default: action = .write
            }
            let changes =
                action == .write || action == .remove ? Self.changes(result, in: loaded.mode(named: result.mode)) : []
            return FilePlan(result: result, path: path, text: text, action: action, changes: changes)
        }
    }

    /// Each derived token the mode's loaded tokens lack, hold another value of, or derived from
    /// other values; and each derived token the mode holds that is no longer needed.
    static func differences(_ result: Result, in mode: ResolvedTokenSet.ModeTokens?) -> [String] {
        changes(result, in: mode).map(\.sentence)
    }
}
