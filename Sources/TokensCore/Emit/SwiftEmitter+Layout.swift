import Foundation

/// Laying constants out in files: one file per top-level namespace, nested enums for the inner
/// namespaces, and in each the SwiftUI constants, the plain values, the `Values` enum and the child
/// namespaces, each in natural order (`accent50` before `accent100`).
extension SwiftEmitter {
    /// The files for `constants` (collisions already removed).
    static func files(_ constants: [Constant], config: BuildConfig, header: String) -> [GeneratedFile] {
        let access = SwiftNaming.keyword(config.accessLevel)
        // Each namespace's members as positions in `constants`, in natural order.
        var byNamespace: [[String]: [Int]] = [:]
        for (position, constant) in constants.enumerated() {
            byNamespace[constant.namespace, default: []].append(position)
        }
        for (key, positions) in byNamespace {
            byNamespace[key] = naturalOrder(of: positions) { constants[$0].identifier.trimmingBackticks }.map {
                positions[$0]
            }
        }
        var files: [GeneratedFile] = []
        if let colors = byNamespace.removeValue(forKey: ["Color"]) {
            files.append(
                GeneratedFile(
                    "Swift/Color+Tokens.swift",
                    bytes: colorExtension(colors.map { constants[$0] }, config: config, header: header)))
        }
        var children: [[String]: Set<String>] = [:]
        for namespace in byNamespace.keys {
            for depth in 1..<max(1, namespace.count) {
                children[Array(namespace.prefix(depth)), default: []].insert(namespace[depth])
            }
        }
        let tree = Tree(constants: constants, members: byNamespace, children: children, access: access)
        // Room for each file's declarations at once: grown by doubling, the 11 MB file at 30,000
        // tokens was copied a second time.
        var sizes: [String: Int] = [:]
        for constant in constants {
            guard let root = constant.namespace.first else { continue }
            sizes[root, default: 0] += (constant.swiftUI?.count ?? 0) + (constant.value?.count ?? 0)
        }
        for root in Set(byNamespace.keys.map { $0[0] }) {
            let usesSwiftUI = byNamespace.contains {
                $0.key[0] == root && $0.value.contains { constants[$0].swiftUI != nil }
            }
            let shown =
                importKeyword(config).isEmpty
                ? (foundation: false, support: false) : publicTypes(byNamespace, root, constants)
            var out = Array(
                (header + "\n"
                    + imports(
                        config, swiftUI: usesSwiftUI, publicFoundation: shown.foundation, publicSupport: shown.support))
                    .utf8)
            out.reserveCapacity(out.count + (sizes[root] ?? 0) + 65_536)
            out += "\n\(access)nonisolated enum \(root) {\n".utf8
            tree.body([root], depth: 1, into: &out)
            out += "}\n".utf8
            files.append(GeneratedFile("Swift/\(root).swift", bytes: out))
        }
        return files
    }

    /// `public ` when the output is public, else nothing: how an import whose types public
    /// declarations show is written. Package output keeps plain imports (a `package import` would
    /// make every plain import of the module elsewhere in the target an error in Swift 6).
    static func importKeyword(_ config: BuildConfig) -> String {
        config.accessLevel == "public" ? "public " : ""
    }

    /// Whether the public declarations under `root` show a Foundation type (`CGFloat`,
    /// `TimeInterval`) or a support type (`TokenColor`, …), so that its file imports that module
    /// publicly.
    static func publicTypes(
        _ byNamespace: [[String]: [Int]], _ root: String, _ constants: [Constant]
    ) -> (
        foundation: Bool, support: Bool
    ) {
        var foundation = false
        var support = false
        for (namespace, positions) in byNamespace where namespace[0] == root {
            for position in positions {
                let constant = constants[position]
                for bytes in [constant.value, constant.swiftUI] {
                    guard let bytes else { continue }
                    foundation = foundation || mentions(bytes, "CGFloat") || mentions(bytes, "TimeInterval")
                    support = support || mentions(bytes, "Token")
                }
                if foundation && support { return (true, true) }
            }
        }
        return (foundation, support)
    }

    /// True when `word` occurs in `bytes`.
    static func mentions(_ bytes: [UInt8], _ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard count > 0, bytes.count >= count else { return false }
        let first = word.utf8Start[0]
        return bytes.withUnsafeBufferPointer { text in
            var index = 0
            while index + count <= text.count {
                if text[index] == first, memcmp(text.baseAddress! + index, word.utf8Start, count) == 0 { return true }
                index += 1
            }
            return false
        }
    }

    /// The imports of a constants file: Foundation, SwiftUI where it exists (and UIKit and AppKit
    /// for colour shortcuts), and the module with the support types when another module declares them.
    /// Where the output is public, an import whose types its declarations show says so (`public
    /// import SwiftUI`): under Swift's InternalImportsByDefault an import is internal, and a public
    /// constant of an internal type does not compile. One they do not show stays plain (a public
    /// import nothing public uses is a warning).
    static func imports(
        _ config: BuildConfig, swiftUI: Bool, platforms: Bool = false, publicFoundation: Bool = false,
        publicSupport: Bool = false
    ) -> String {
        let keyword = importKeyword(config)
        var text = (publicFoundation ? keyword : "") + "import Foundation\n"
        if let module = config.supportModule { text += (publicSupport ? keyword : "") + "import \(module)\n" }
        if swiftUI { text += "#if canImport(SwiftUI)\n\(keyword)import SwiftUI\n#endif\n" }
        if platforms {
            text += "#if canImport(UIKit)\n\(keyword)import UIKit\n#endif\n"
            text += "#if canImport(AppKit) && !targetEnvironment(macCatalyst)\n\(keyword)import AppKit\n#endif\n"
        }
        return text
    }

    /// The namespaces under one root.
    struct Tree {
        let constants: [Constant]
        /// Each namespace's members, as positions in `constants`.
        let members: [[String]: [Int]]
        let children: [[String]: Set<String>]
        let access: String

        /// The inside of the enum for `namespace`, indented `depth` levels; sections apart by a blank line.
        func body(_ namespace: [String], depth: Int, into out: inout [UInt8]) {
            let indent = Array(SwiftEmitter.indent(depth).utf8)
            let positions = members[namespace] ?? []
            var isFirst = true
            func section() {
                if !isFirst { out.append(UInt8(ascii: "\n")) }
                isFirst = false
            }
            if positions.contains(where: { constants[$0].swiftUI != nil }) {
                section()
                out += indent
                out += "#if canImport(SwiftUI)\n".utf8
                for position in positions { if let bytes = constants[position].swiftUI { out += bytes } }
                out += indent
                out += "#endif\n".utf8
            }
            if positions.contains(where: { constants[$0].swiftUI == nil && constants[$0].value != nil }) {
                section()
                for position in positions where constants[position].swiftUI == nil {
                    if let bytes = constants[position].value { out += bytes }
                }
            }
            if positions.contains(where: { constants[$0].swiftUI != nil && constants[$0].value != nil }) {
                section()
                out += indent
                out +=
                    "/// The values behind the constants above, for code without SwiftUI (`uiColor` and `uiFont` give UIKit's).\n"
                    .utf8
                out += indent
                out += "\(access)enum Values {\n".utf8
                for position in positions where constants[position].swiftUI != nil {
                    if let bytes = constants[position].value { out += bytes }
                }
                out += indent
                out += "}\n".utf8
            }
            for child in (children[namespace] ?? []).sorted(by: SwiftEmitter.naturalOrder) {
                section()
                out += indent
                out += "\(access)enum \(child) {\n".utf8
                body(namespace + [child], depth: depth + 1, into: &out)
                out += indent
                out += "}\n".utf8
            }
        }
    }

    /// `extension Color { … }` for the SwiftUI constants, the `ShapeStyle`, `UIColor` and `NSColor`
    /// shortcuts Xcode's asset symbols also give (`.foregroundStyle(.textPrimary)`), and
    /// `extension TokenColor { … }` for their values.
    static func colorExtension(_ colors: [Constant], config: BuildConfig, header: String) -> [UInt8] {
        let access = SwiftNaming.keyword(config.accessLevel)
        let support = !importKeyword(config).isEmpty && colors.contains { $0.value != nil }
        var out = Array(
            (header + "\n" + imports(config, swiftUI: true, platforms: true, publicSupport: support)).utf8)
        out += "\n#if canImport(SwiftUI)\nnonisolated extension Color {\n".utf8
        for constant in colors { if let bytes = constant.swiftUI { out += bytes } }
        out += "}\n".utf8
        let shortcuts = colors.filter(\.isTokenColor)
        out += shortcutExtension(
            "ShapeStyle where Self == Color", type: "Color", value: "Color.", shortcuts, access: access,
            reserved: SwiftReservedNames.shapeStyleMembers)
        out += "#endif\n".utf8
        out += "\n#if canImport(UIKit)\n".utf8
        out += shortcutExtension(
            "UIColor", type: "UIColor", value: "TokenColor.", suffix: ".uiColor", shortcuts, access: access,
            reserved: SwiftReservedNames.uiColorMembers)
        out += "#endif\n\n#if canImport(AppKit) && !targetEnvironment(macCatalyst)\n".utf8
        out += shortcutExtension(
            "NSColor", type: "NSColor", value: "TokenColor.", suffix: ".nsColor", shortcuts, access: access,
            reserved: SwiftReservedNames.nsColorMembers)
        out += "#endif\n".utf8
        if colors.contains(where: { $0.value != nil }) {
            out += "\nnonisolated extension TokenColor {\n".utf8
            for constant in colors { if let bytes = constant.value { out += bytes } }
            out += "}\n".utf8
        }
        return out
    }

    /// `extension <type> { static var x: <type> { <value>x<suffix> } … }`, leaving out names the type
    /// already has (a comment says which).
    static func shortcutExtension(
        _ extended: String, type: String, value: String, suffix: String = "", _ colors: [Constant], access: String,
        reserved: Set<String>
    ) -> [UInt8] {
        var out = "nonisolated extension \(extended) {\n"
        var skipped: [String] = []
        for constant in colors {
            let id = constant.identifier
            guard !reserved.contains(id.trimmingBackticks) else {
                skipped.append(id)
                continue
            }
            out += SwiftText.docComment("`Color.\(id.trimmingBackticks)`.", indent: "    ")
            if let message = constant.deprecation {
                out += available(renamed: nil, message: message.isEmpty ? nil : message).lines(
                    lead: "    ", indent: "    ")
            }
            out += "    \(access)static var \(id): \(type) { \(value)\(id)\(suffix) }\n"
        }
        if !skipped.isEmpty {
            out += SwiftText.docComment(
                "Not here, as \(type) has them already: " + skipped.joined(separator: ", ") + ".", indent: "    "
            ).replacingOccurrences(of: "///", with: "//")
        }
        return Array((out + "}\n").utf8)
    }

    /// The positions of `items` in the natural order of their keys, each key made once (made in the
    /// comparison, it was made twice per comparison: a fifth of the Swift emitter's time at 30,000
    /// tokens). Positions are sorted, not the items: a constant holds its declarations' bytes. Stable.
    /// With `first`, only the first that many positions, found without sorting the rest.
    static func naturalOrder<Item>(of items: [Item], first: Int? = nil, by key: (Item) -> String) -> [Int] {
        naturalOrder(of: items, first: first) { item, bytes in bytes += key(item).utf8 }
    }

    /// `naturalOrder(of:first:by:)` with each key's bytes appended by `writeKey`, without making a String.
    static func naturalOrder<Item>(
        of items: [Item], first: Int? = nil, writingKey writeKey: (Item, inout [UInt8]) -> Void
    ) -> [Int] {
        // The keys' bytes side by side in one array, each compared in place.
        var bytes: [UInt8] = []
        var starts = [0]
        starts.reserveCapacity(items.count + 1)
        for item in items {
            writeKey(item, &bytes)
            starts.append(bytes.count)
        }
        return bytes.withUnsafeBufferPointer { all in
            func key(_ index: Int) -> UnsafeBufferPointer<UInt8> {
                UnsafeBufferPointer(rebasing: all[starts[index]..<starts[index + 1]])
            }
            guard let first else { return items.indices.sorted { naturalOrder(key($0), key($1)) } }
            return FirstInOrder.positions(count: items.count, limit: first) { naturalOrder(key($0), key($1)) }
        }
    }

    /// Natural order: runs of ASCII digits compare as numbers (`accent50` < `accent100`), the
    /// rest byte by byte (UTF-8 order is code point order). Equal numbers with fewer leading zeros first.
    static func naturalOrder(_ a: String, _ b: String) -> Bool {
        var a = a
        var b = b
        return a.withUTF8 { x in b.withUTF8 { y in naturalOrder(x, y) } }
    }

    private static func naturalOrder(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool {
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        var i = 0
        var j = 0
        while i < x.count, j < y.count {
            guard isDigit(x[i]), isDigit(y[j]) else {
                if x[i] != y[j] { return x[i] < y[j] }
                i += 1
                j += 1
                continue
            }
            // Two runs of digits: skip leading zeros, then the longer run is the larger number.
            let startI = i
            let startJ = j
            while i < x.count, x[i] == 0x30 { i += 1 }
            while j < y.count, y[j] == 0x30 { j += 1 }
            let digitsI = i
            let digitsJ = j
            while i < x.count, isDigit(x[i]) { i += 1 }
            while j < y.count, isDigit(y[j]) { j += 1 }
            if i - digitsI != j - digitsJ { return i - digitsI < j - digitsJ }
            for k in 0..<(i - digitsI) where x[digitsI + k] != y[digitsJ + k] { return x[digitsI + k] < y[digitsJ + k] }
            if i - startI != j - startJ { return i - startI < j - startJ }
        }
        return x.count - i < y.count - j
    }
}
