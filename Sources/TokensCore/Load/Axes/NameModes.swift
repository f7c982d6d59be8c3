/// Modes written as the last word of colour tokens' names, as Backpack's Theo files write light and
/// dark (`TEXT_PRIMARY_DAY` and `TEXT_PRIMARY_NIGHT`), and others `bgLight` / `bgDark` or
/// `line-light` / `line-dark` / `line-dark-hc`.
///
/// Sibling colour tokens (one group of one file) whose names differ only by a mode word at their
/// end, one saying light and one dark (and maybe others: a high-contrast one), are one token in
/// those modes, as `SegmentModes` reads mode groups: the light one's value is its base, each other
/// one's the value of its mode (the word in lower case: `night`, `dark-hc`). The token is named as
/// Backpack's own build names the pair (`transformDarkValues`: `textPrimaryColor`): the common
/// part and the word `color` in the name's style (`TEXT_PRIMARY_COLOR`, `bgColor`, `line-color`),
/// or the common part alone when it already ends in `color`.
///
/// Only where every colour token of the group ends in a mode word and has its partner: a lone
/// `…_DAY` (or `logo-light` beside `arrow-light` and `arrow-dark`), or a colour with no mode word
/// (Salesforce's `COLOR_BACKGROUND` beside its variants `COLOR_BACKGROUND_LIGHT` and `_DARK`), says
/// the words are not modes there, so the group stays as written, with a note. `text-on-dark` and `text-on-light` (colours for a background) are never
/// modes, nor is a token named for a mode alone (`light`, which `SegmentModes` leaves as written).
enum NameModes {
    /// A name as its common part, the separator before its mode word and the mode word.
    struct Parts: Equatable {
        let stem: String
        let separator: String
        let suffix: String
    }

    /// Words before a mode word that make it a background, not a mode (`on-dark`).
    static let backgroundWords: Set<String> = ["on", "over", "for", "against"]

    /// Words that only qualify a mode as high contrast: a name ending in them goes on to the mode
    /// word before (`line-dark-hc` is `line` in `dark-hc`).
    static let contrastWords: Set<String> = [
        "hc", "high", "contrast", "increased", "more", "highcontrast", "increasedcontrast", "morecontrast",
    ]

    /// The end of `name` after a separator or a camel-case hump whose words are a mode name (`DAY`,
    /// `Light`, `dark-hc`: the shortest, unless it only says high contrast), and what is before it;
    /// nil when there is none.
    static func parts(of name: String) -> Parts? {
        // A mode word starts after a separator or at a capital letter: an ASCII name with neither
        // (`p12`, `primary`) has none, and is not split into characters to look.
        let startsNoWord = name.utf8.allSatisfy { byte in
            byte < 0x80 && byte != UInt8(ascii: "-") && byte != UInt8(ascii: "_") && byte != UInt8(ascii: " ")
                && !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        }
        if startsNoWord { return nil }
        let characters = Array(name)
        var found: Parts?
        var index = characters.count - 1
        while index > 0 {
            defer { index -= 1 }
            let separated = "-_ ".contains(characters[index - 1])
            let hump = characters[index].isUppercase && characters[index - 1].isLowercase
            guard separated || hump, characters[index].isLetter else { continue }
            let suffix = String(characters[index...])
            let words = Appearance.words(of: suffix)
            if PathModes.isModeName(suffix) {
                let stem = String(characters[..<(separated ? index - 1 : index)])
                found = Parts(stem: stem, separator: separated ? String(characters[index - 1]) : "", suffix: suffix)
            }
            if !words.allSatisfy(contrastWords.contains) { break }
        }
        guard let found, let last = Appearance.words(of: found.stem).last, !backgroundWords.contains(last) else {
            return nil
        }
        return found
    }

    /// The merged token's name (see the type's comment).
    static func mergedName(_ parts: Parts) -> String {
        if let last = Appearance.words(of: parts.stem).last, ["color", "colour"].contains(last) { return parts.stem }
        let hasLower = parts.suffix.contains(where: \.isLowercase)
        let word = !hasLower ? "COLOR" : parts.suffix.first?.isUppercase == true ? "Color" : "color"
        return parts.stem + parts.separator + word
    }

    /// The mode a suffix names: its words in lower case, joined by `-` (`NIGHT` → `night`).
    static func mode(_ suffix: String) -> String { Appearance.words(of: suffix).joined(separator: "-") }

    /// One set of tokens read as one: the merged path and each member's token index and mode, the
    /// light one first.
    struct Merge {
        let merged: TokenPath
        let members: [(token: Int, mode: String)]
    }

    /// The merges of `document`, and the notes saying what was merged or why a group was not.
    static func merges(in document: FlatDocument) -> ([Merge], Diagnostics) {
        var diagnostics = Diagnostics()
        // parent → stem → members, in document order.
        var groups: [[String]: [String: [(token: Int, parts: Parts)]]] = [:]
        var order: [[String]] = []
        // Colour tokens with no mode word at their end, in document order.
        var plainTokens: [Int] = []
        for (index, token) in document.tokens.enumerated() where token.type == .color {
            // Only the name is read first: most have no mode word, and their path is not split.
            let dotted = token.path.dotted
            let nameStart = dotted.utf8.lastIndex(of: UInt8(ascii: ".")).map { dotted.index(after: $0) }
            guard let parts = parts(of: String(dotted[(nameStart ?? dotted.startIndex)...])) else {
                plainTokens.append(index)
                continue
            }
            let components = Array(token.path.components.dropLast())
            if groups[components] == nil { order.append(components) }
            groups[components, default: [:]][parts.stem, default: []].append((index, parts))
        }
        guard !order.isEmpty else { return ([], diagnostics) }
        let carriesModes = Set(document.modeValues.values.flatMap(\.keys))
        let paths = Set(document.tokens.map(\.path)).union(document.groups.map(\.path))
        // parent → its first colour token with no mode word at its end (parents with a mode word only).
        var plain: [[String]: Int] = [:]
        for index in plainTokens {
            let parent = Array(document.tokens[index].path.components.dropLast())
            if groups[parent] != nil, plain[parent] == nil { plain[parent] = index }
        }
        var merges: [Merge] = []
        for parent in order {
            guard let stems = groups[parent] else { continue }
            var found: [Merge] = []
            var lone: (token: Int, parts: Parts)?
            for members in stems.values.sorted(by: { $0[0].token < $1[0].token }) {
                let appearances = members.map { Appearance(modeName: $0.parts.suffix) }
                let said = appearances.compactMap { $0 }
                guard let light = appearances.firstIndex(of: .light), said.contains(.dark),
                    Set(said).count == said.count
                else {
                    lone = lone ?? members[0]
                    continue
                }
                let merged = TokenPath(components: parent + [mergedName(members[0].parts)])
                let ordered = [members[light]] + members.enumerated().filter { $0.offset != light }.map(\.element)
                guard !paths.contains(merged),
                    !members.contains(where: { carriesModes.contains(document.tokens[$0.token].path) })
                else {
                    let names = ordered.map { "'\(document.tokens[$0.token].path)'" }
                    diagnostics.report(
                        Diagnostic(
                            .nameModes,
                            "\(SegmentModes.list(names)) differ only by the mode word at the end of their names, but '\(merged)', the token they would be, is already defined (or they carry modes of their own), so they are kept as written. Rename '\(merged)' to read them as one token in light and dark.",
                            at: document.tokens[ordered[0].token].location, severity: .note))
                    continue
                }
                found.append(Merge(merged: merged, members: ordered.map { ($0.token, mode($0.parts.suffix)) }))
            }
            guard !found.isEmpty else { continue }
            let name = { (token: Int) in "'\(document.tokens[token].path)'" }
            if let lone {
                diagnostics.report(
                    Diagnostic(
                        .nameModes,
                        "\(name(lone.token)) ends in the mode word '\(lone.parts.suffix)' but has no partner for the other appearance (a '\(lone.parts.stem)' token ending in a light or dark word, not named as another token), so \(found.count == 1 ? "the pair" : "the \(found.count) pairs") of colour tokens beside it that differ only by a mode word \(found.count == 1 ? "is" : "are") kept as written, not read as light and dark. Give it its partner, or rename it.",
                        at: document.tokens[lone.token].location, severity: .note))
                continue
            }
            // A sibling whose name ends in no mode word (`primary` beside `primaryLight` and
            // `primaryDark`): the words name variants, as most systems mean them; kept as written,
            // without a word on every build (the default brand has such a trio).
            if plain[parent] != nil { continue }
            let first = found[0]
            let members = first.members.map { name($0.token) }
            let others =
                found.count == 2
                ? ", as is 1 other such pair here"
                : found.count > 2 ? ", as are \(found.count - 1) other such pairs here" : ""
            diagnostics.report(
                Diagnostic(
                    .nameModes,
                    "The colour tokens \(SegmentModes.list(members)) differ only by the mode word at the end of their names, so they are one token, '\(first.merged)', in the modes \(SegmentModes.list(["light"] + first.members.dropFirst().map { "'\($0.mode)'" }))\(others). Rename one of them to keep them apart.",
                    at: document.tokens[first.members[0].token].location, severity: .note))
            merges.append(contentsOf: found)
        }
        return (merges, diagnostics)
    }

    /// `document` with its merges made; a reference to a merged token keeps meaning its value
    /// (inside the same mode, the merged token's).
    static func apply(_ document: FlatDocument) -> (FlatDocument, Diagnostics) {
        let (merges, found) = merges(in: document)
        var diagnostics = found
        guard !merges.isEmpty else { return (document, diagnostics) }
        var moved: [String: (split: Int, member: String, merged: TokenPath)] = [:]
        var bases = Set<Int>()
        for (index, merge) in merges.enumerated() {
            bases.insert(merge.members[0].token)
            for member in merge.members {
                moved[document.tokens[member.token].path.dotted] = (index, member.mode, merge.merged)
            }
        }
        let written = Dictionary(
            document.tokens.map { ($0.path.dotted, $0.value) }, uniquingKeysWith: { first, _ in first })
        var rewriter = SegmentModes.Rewriter(moved: moved, written: written)
        var out = FlatDocument()
        out.groups = document.groups
        out.modeValues = document.modeValues
        for (index, var token) in document.tokens.enumerated() {
            guard let place = moved[token.path.dotted] else {
                token.value = rewriter.rewrite(token.value, mode: nil, diagnostics: &diagnostics)
                out.tokens.append(token)
                continue
            }
            let value = rewriter.rewrite(token.value, mode: place, diagnostics: &diagnostics)
            if bases.contains(index) {
                token.path = place.merged
                token.value = value
                out.tokens.append(token)
            } else {
                out.modeValues[place.member, default: [:]][place.merged] = value
            }
        }
        return (out, diagnostics)
    }
}
