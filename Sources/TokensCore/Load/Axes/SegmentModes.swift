/// Modes written as path segments inside one file, as Figma variables exported by the "Design
/// Tokens" plugin write a collection's modes (`buttons.light.text.primary`, `buttons.dark.text.primary`).
///
/// Where a group has a child named for the light appearance and one for the dark appearance (and
/// maybe others named for modes), each a group holding exactly the same tokens, those children are
/// the group's modes, as mode words in file and folder names are (`PathModes`): the token is
/// `buttons.text.primary`, the light child's value its base and each other child's the value of
/// that mode. A token named for a mode (`background.default.light`, a token and not a group of
/// tokens), and mode-named groups whose tokens differ, stay as written.
///
/// A reference to a mode's token keeps meaning that mode's value: inside the same mode it names
/// the merged token (`{buttons.dark.x}` in `buttons.dark.y` is `{buttons.x}`), elsewhere it is
/// replaced by the value written there (`{buttons.dark.x}` in `buttons.light.y` is always dark's).
enum SegmentModes {
    /// One group whose children are modes.
    struct Split: Equatable {
        /// The group (`buttons`).
        let parent: [String]
        /// Its mode children, the light one first.
        let members: [String]
        /// The tokens' paths below each child (`text.primary`).
        let rests: Set<String>
    }

    /// The groups of `document` whose children are modes; none overlap.
    static func splits(in document: FlatDocument) -> [Split] {
        // parent → member → paths below it; a token under a mode word at any depth is a candidate.
        var candidates: [[String]: [String: Set<String>]] = [:]
        var isMode: [String: Bool] = [:]  // segments repeat: each is judged once
        // Whether the groups above the last token seen hold a mode word: its siblings, which
        // usually follow it, are not looked at again.
        var last: (parent: Substring, isCandidate: Bool)?
        for token in document.tokens {
            // The groups above the token, read off the dotted path; split into names only when one
            // of them is a mode word.
            let dotted = token.path.dotted
            guard let dot = dotted.utf8.lastIndex(of: UInt8(ascii: ".")) else { continue }  // no group above it
            let parent = dotted[..<dot]
            if last?.parent != parent {
                var isCandidate = false
                for group in parent.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false) {
                    let segment = String(Substring(group))
                    let mode = isMode[segment] ?? PathModes.isModeName(segment)
                    isMode[segment] = mode
                    isCandidate = isCandidate || mode
                }
                last = (parent, isCandidate)
            }
            guard last?.isCandidate == true else { continue }
            let parts = token.path.components
            for index in parts.indices.dropLast() where isMode[parts[index]] == true {
                candidates[Array(parts[..<index]), default: [:]][parts[index], default: []]
                    .insert(parts[(index + 1)...].joined(separator: "."))
            }
        }
        guard !candidates.isEmpty else { return [] }
        let tokenPaths = Set(document.tokens.map(\.path.dotted))
        var found: [Split] = []
        for (parent, members) in candidates.sorted(by: { $0.key.count < $1.key.count }) {
            let appearances = members.keys.map { ($0, Appearance(modeName: $0)) }
            guard let light = appearances.filter({ $0.1 == .light }).map(\.0).min(),
                let rests = members[light], appearances.contains(where: { $0.1 == .dark && members[$0.0] == rests })
            else { continue }
            let others = members.keys.filter { $0 != light && members[$0] == rests }.sorted()
            // A token already named as a merged one would be defined twice: left as written.
            guard !rests.contains(where: { tokenPaths.contains((parent + [$0]).joined(separator: ".")) }),
                !found.contains(where: { split in
                    parent.starts(with: split.parent) || split.parent.starts(with: parent)
                })
            else { continue }
            found.append(Split(parent: parent, members: [light] + others, rests: rests))
        }
        return found
    }

    /// `document` with its mode children merged; a note for each group so read.
    static func apply(_ document: FlatDocument) -> (FlatDocument, Diagnostics) {
        var diagnostics = Diagnostics()
        let splits = splits(in: document)
        guard !splits.isEmpty else { return (document, diagnostics) }
        // Each mode token's path → (its split, its mode, the merged path).
        var moved: [String: (split: Int, member: String, merged: TokenPath)] = [:]
        for (index, split) in splits.enumerated() {
            for member in split.members {
                for rest in split.rests {
                    let merged = TokenPath(components: split.parent + rest.split(separator: ".").map(String.init))
                    moved[(split.parent + [member, rest]).joined(separator: ".")] = (index, member, merged)
                }
            }
        }
        // A token that already carries other modes' values is not merged (it would have two).
        let carriesModes = Set(document.modeValues.values.flatMap(\.keys).map(\.dotted))
        guard !moved.keys.contains(where: carriesModes.contains) else { return (document, diagnostics) }
        let written = Dictionary(
            document.tokens.map { ($0.path.dotted, $0.value) }, uniquingKeysWith: { first, _ in first })
        var rewriter = Rewriter(moved: moved, written: written)
        var out = FlatDocument()
        out.modeValues = document.modeValues
        for var token in document.tokens {
            guard let place = moved[token.path.dotted] else {
                token.value = rewriter.rewrite(token.value, mode: nil, diagnostics: &diagnostics)
                out.tokens.append(token)
                continue
            }
            let value = rewriter.rewrite(token.value, mode: place, diagnostics: &diagnostics)
            if place.member == splits[place.split].members[0] {
                token.path = place.merged
                token.value = value
                out.tokens.append(token)
            } else {
                out.modeValues[place.member, default: [:]][place.merged] = value
            }
        }
        var groupPaths = Set<TokenPath>()
        for var group in document.groups {
            let parts = group.path.components
            if let split = splits.first(where: { parts.count > $0.parent.count && parts.starts(with: $0.parent) }),
                split.members.contains(parts[split.parent.count])
            {
                guard parts[split.parent.count] == split.members[0] else { continue }
                group.path = TokenPath(
                    components: Array(parts[..<split.parent.count]) + parts[(split.parent.count + 1)...])
            }
            if groupPaths.insert(group.path).inserted { out.groups.append(group) }
        }
        for split in splits {
            let parent = split.parent.map { $0 + "." }.joined()
            let names = Self.list(split.members.map { "'\(parent)\($0)'" })
            let example = split.rests.min() ?? ""
            let first = document.groups.first { $0.path.dotted == parent + split.members[0] }
            diagnostics.report(
                Diagnostic(
                    .pathSegmentModes,
                    "The groups \(names) hold the same \(split.rests.count) tokens, so they are read as the modes \(Self.list(split.members)) of one set of tokens: '\(parent)\(split.members[0]).\(example)' is '\(parent)\(example)' in mode '\(split.members[0])'. Rename a group (or give them different tokens) to keep them apart.",
                    at: first?.location, severity: .note))
        }
        return (out, diagnostics)
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ names: [String]) -> String {
        names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }

    /// Rewrites references to mode tokens in values (see the type's comment).
    struct Rewriter {
        let moved: [String: (split: Int, member: String, merged: TokenPath)]
        let written: [String: JSONNode]
        /// Mode tokens whose values are being put in place of a reference, outermost first.
        var visiting: [String] = []

        /// `node` with its references rewritten; `mode` is the mode token it belongs to, if any.
        mutating func rewrite(
            _ node: JSONNode, mode: (split: Int, member: String, merged: TokenPath)?, diagnostics: inout Diagnostics
        ) -> JSONNode {
            switch node.value {
            case .string(let text):
                if let path = Alias.wholeReference(in: text), let (key, place) = target(path) {
                    if let mode, mode.split == place.split, mode.member == place.member {
                        return JSONNode(.string("{\(place.merged.dotted)}"), at: node.location)
                    }
                    return inlined(key, place: place, at: node, diagnostics: &diagnostics)
                }
                var out = text
                for (range, path) in Alias.embeddedReferences(in: text).reversed() {
                    guard let (key, place) = target(path) else { continue }
                    if let mode, mode.split == place.split, mode.member == place.member {
                        out.replaceSubrange(range, with: "{\(place.merged.dotted)}")
                    } else if let value = inlined(key, place: place, at: node, diagnostics: &diagnostics).string {
                        out.replaceSubrange(range, with: value)
                    }
                }
                return out == text ? node : JSONNode(.string(out), at: node.location)
            case .array(let elements):
                return JSONNode(
                    .array(elements.map { rewrite($0, mode: mode, diagnostics: &diagnostics) }), at: node.location)
            case .object(var object):
                for index in object.members.indices {
                    object.members[index].value = rewrite(
                        object.members[index].value, mode: mode, diagnostics: &diagnostics)
                }
                return JSONNode(.object(object), at: node.location)
            default: return node
            }
        }

        /// The mode token a reference names (Style Dictionary 3 adds `.value`).
        func target(_ path: TokenPath) -> (String, (split: Int, member: String, merged: TokenPath))? {
            var dotted = path.dotted
            for suffix in [".value", ".$value"] where moved[dotted] == nil && dotted.hasSuffix(suffix) {
                dotted = String(dotted.dropLast(suffix.count))
            }
            return moved[dotted].map { (dotted, $0) }
        }

        /// The value written at the mode token `key`, its own references rewritten in its mode;
        /// the reference itself, reported, when the values refer to each other in a circle.
        mutating func inlined(
            _ key: String, place: (split: Int, member: String, merged: TokenPath), at node: JSONNode,
            diagnostics: inout Diagnostics
        ) -> JSONNode {
            guard let value = written[key] else { return node }
            guard !visiting.contains(key) else {
                diagnostics.report(
                    .aliasCycle,
                    "'\(key)' refers back to itself through \((visiting + [key]).joined(separator: " → ")); a value must end in a colour, a number or another literal.",
                    at: node.location)
                return node
            }
            visiting.append(key)
            defer { visiting.removeLast() }
            return rewrite(value, mode: place, diagnostics: &diagnostics)
        }
    }
}

extension LoadSession {
    /// `documents` with the modes written as path segments (see `SegmentModes`) and at the end of
    /// colour tokens' names (`NameModes`) inside each base file merged; a file read as one mode
    /// keeps its paths as written.
    mutating func withSegmentModes(
        _ documents: [(mode: String?, document: FlatDocument)]
    ) -> [(mode: String?, document: FlatDocument)] {
        // Each file on its own core; what they report is kept in the files' order.
        let results = Parallel.map(documents) { entry -> (mode: String?, document: FlatDocument, found: Diagnostics) in
            guard entry.mode == nil else { return (entry.mode, entry.document, Diagnostics()) }
            var (document, found) = SegmentModes.apply(entry.document)
            let (named, more) = NameModes.apply(document)
            found.append(contentsOf: more)
            return (entry.mode, named, found)
        }
        // Where files already say the modes, mode groups inside a shared file may name something
        // else (`label.light` for text on a light label): merged all the same, but said in a warning.
        let filesSayModes = documents.contains { $0.mode != nil }
        for result in results {
            for found in result.found.all {
                guard filesSayModes, found.code == .pathSegmentModes, found.severity == .note else {
                    diagnostics.report(found)
                    continue
                }
                diagnostics.report(
                    Diagnostic(
                        found.code,
                        found.message
                            + " The folder's files say modes too: if these groups are no appearances (text on a light or a dark label), rename them.",
                        at: found.location, severity: .warning, notes: found.notes))
            }
        }
        let merged = results.map { (mode: $0.mode, document: $0.document) }
        // A file of the same mode that defines a merged token too would give it two values there.
        for (before, after) in zip(documents, merged) where before.mode == nil {
            for (mode, values) in after.document.modeValues {
                let files = merged.filter { $0.mode == mode }
                guard !files.isEmpty else { continue }
                for (path, value) in values where before.document.modeValues[mode]?[path] == nil {
                    guard let other = files.lazy.compactMap({ $0.document.tokens.first { $0.path == path } }).first
                    else { continue }
                    let (here, there) = (FilePath.name(of: value.location.file), FilePath.name(of: other.location.file))
                    diagnostics.report(
                        .conflictingModes,
                        "'\(path)' has two '\(mode)' values: one in the group '\(mode)' of \(here) and one in \(there), a file of that mode. A token has one value per mode: keep one of them.",
                        at: value.location, notes: [.init("'\(path)' is defined here too", at: other.location)])
                }
            }
        }
        return merged
    }
}
