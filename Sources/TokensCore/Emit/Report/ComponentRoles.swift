/// Which colour token plays which part in an app's everyday components, found by name, so the
/// page can draw a button, a card, badges, a focus ring and a disabled control from any brand's
/// tokens (none of the default brand's names is assumed).
///
/// A token plays a role when its name (its path without `$root`, in any case) ends with one of
/// the role's name endings, tried in order: `color.bg.primary` ends with `bg.primary`, the first
/// ending of the app background. When several tokens end the same way, the shortest name wins,
/// then the first in natural order; `text.primary` is never the primary (brand) colour. A role no
/// token plays is reported, with the endings tried. The config can name a role's token outright
/// (`"report": { "components": { "primary": "palette.gold" } }`), before any name is tried.
struct ComponentRoles: Sendable {
    /// A part a colour plays in the components.
    enum Role: String, CaseIterable, Sendable {
        case background, card, text, secondaryText, primary, onPrimary, border, focus
        case disabledText, disabledBackground
        case success, warning, error, info
        case successBackground, warningBackground, errorBackground, infoBackground

        /// What the page calls it when it is missing.
        var label: String {
            switch self {
            case .background: "the app background"
            case .card: "a card background"
            case .text: "the primary text"
            case .secondaryText: "the secondary text"
            case .primary: "the primary (brand) colour"
            case .onPrimary: "text on the primary colour"
            case .border: "a border"
            case .focus: "the focus ring"
            case .disabledText: "disabled text"
            case .disabledBackground: "a disabled background"
            case .success, .warning, .error, .info: "the \(rawValue) colour"
            case .successBackground, .warningBackground, .errorBackground, .infoBackground:
                "a light \(rawValue.replacingSuffix("Background", with: "")) background"
            }
        }

        /// Name endings, most telling first, each a list of names (lowercased).
        var endings: [[String]] {
            switch self {
            case .background:
                Self.grouped(["bg", "background", "surface"], ["primary", "default", "base", "app", "page", "canvas"])
                    + [["bg"], ["background"], ["surface"], ["canvas"]]
            case .card:
                Self.grouped(["bg", "background", "surface"], ["card", "raised", "elevated"])
                    + [["card", "bg"], ["card", "background"], ["card"], ["surface", "secondary"]]
            case .text:
                Self.grouped(["text", "fg", "foreground", "content"], ["primary", "default", "body", "base"])
                    + [["text"], ["fg"], ["foreground"], ["onbackground"], ["onsurface"]]
            case .secondaryText:
                Self.grouped(["text", "fg", "foreground", "content"], ["secondary", "subtle", "subdued"])
            case .primary:
                [
                    ["brand", "primary"], ["primary", "default"], ["brand", "default"], ["accent", "default"],
                    ["action", "primary"], ["interactive", "primary"], ["primary"], ["brand"], ["accent"],
                ]
            case .onPrimary:
                [
                    ["text", "onprimary"], ["onprimary"], ["on", "primary"], ["text", "onbrand"], ["onbrand"],
                    ["text", "onaccent"], ["onaccent"], ["primary", "foreground"], ["primary", "contrast"],
                    ["text", "inverse"], ["fg", "inverse"],
                ]
            case .border:
                [
                    ["border", "default"], ["border", "primary"], ["border"], ["divider"], ["separator"],
                    ["stroke", "default"], ["stroke"],
                ]
            case .focus:
                [["border", "focus"], ["focus", "ring"], ["focusring"], ["focus"], ["ring"], ["outline", "focus"]]
            case .disabledText:
                Self.grouped(
                    ["text", "fg", "foreground", "content"], ["disabled", "muted", "placeholder", "tertiary"])
                    + [["disabled", "text"], ["disabled"]]
            case .disabledBackground:
                Self.grouped(["bg", "background", "surface"], ["disabled", "secondary", "muted", "subtle"])
                    + [["disabled", "bg"], ["disabled", "background"]]
            case .success: Self.status(["success", "positive"])
            case .warning: Self.status(["warning", "caution", "attention"])
            case .error: Self.status(["error", "danger", "critical", "negative"])
            case .info: Self.status(["info", "informative", "notice"])
            case .successBackground: Self.statusBackground(["success", "positive"])
            case .warningBackground: Self.statusBackground(["warning", "caution", "attention"])
            case .errorBackground: Self.statusBackground(["error", "danger", "critical", "negative"])
            case .infoBackground: Self.statusBackground(["info", "informative", "notice"])
            }
        }

        /// Group names a token of the role is never under: the primary colour is not `text.primary`.
        var excluded: Set<String> {
            self == .primary ? ["text", "fg", "foreground", "content", "bg", "background", "surface", "border"] : []
        }

        /// Every group name followed by every name: `bg.primary`, `background.primary`, ….
        private static func grouped(_ groups: [String], _ names: [String]) -> [[String]] {
            names.flatMap { name in groups.map { [$0, name] } }
        }

        private static func status(_ names: [String]) -> [[String]] {
            names.flatMap { [[$0, "default"], [$0, "base"], [$0]] }
        }

        private static func statusBackground(_ names: [String]) -> [[String]] {
            names.flatMap { name in
                [
                    [name + "light"], [name, "light"], [name, "bg"], [name, "background"], [name, "subtle"],
                    [name, "surface"], [name + "bg"], [name + "background"], [name + "subtle"],
                ]
            }
        }
    }

    /// The token playing each role found.
    let found: [Role: TokenPath]

    /// Finds the roles among `paths` (the colour tokens): those `configured` (by role name) that
    /// are colour tokens, the others by name. Names are indexed by their last name first: a brand
    /// of 20,000 colours is read once, not once per ending.
    init(_ paths: [TokenPath], configured: [String: TokenPath] = [:]) {
        // A name's last part can match only if its first letter and length are an ending's: most
        // names are passed over without making a lowercased copy.
        let lasts = Set(Role.allCases.flatMap { $0.endings.compactMap(\.last) })
        let shapes = Set(lasts.compactMap { last in last.utf8.first.map { Int($0) << 16 | last.utf8.count } })
        var byLast: [String: [Int]] = [:]
        for (index, path) in paths.enumerated() {
            let name = ReportName.shown(path)
            let start = name.utf8.lastIndex(of: UInt8(ascii: ".")).map { name.utf8.index(after: $0) } ?? name.startIndex
            let last = name[start...]
            guard let first = last.utf8.first,
                shapes.contains(Int(first | (first >= 0x41 && first <= 0x5A ? 0x20 : 0)) << 16 | last.utf8.count)
            else { continue }
            byLast[last.lowercased(), default: []].append(index)
        }
        var found: [Role: TokenPath] = [:]
        let colors = configured.isEmpty ? [] : Set(paths)
        for role in Role.allCases {
            if let path = configured[role.rawValue], colors.contains(path) {
                found[role] = path
                continue
            }
            for ending in role.endings {
                let matching = (byLast[ending[ending.count - 1]] ?? []).compactMap { index -> (TokenPath, Int)? in
                    let names = ReportName.shown(paths[index]).lowercased().split(separator: ".")
                    guard names.count >= ending.count, names.suffix(ending.count).elementsEqual(ending, by: ==),
                        !names.dropLast().contains(where: { role.excluded.contains(String($0)) })
                    else { return nil }
                    return (paths[index], names.count)
                }
                guard let shortest = matching.map(\.1).min() else { continue }
                found[role] = NaturalSortKey.sorted(matching.filter { $0.1 == shortest }.map(\.0)).first
                break
            }
        }
        self.found = found
    }

    subscript(_ role: Role) -> TokenPath? { found[role] }
}

extension String {
    fileprivate func replacingSuffix(_ suffix: String, with replacement: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) + replacement : self
    }
}
