/// A DTCG colour written twice, `components` and a `hex` fallback, that disagree: the spec builds
/// the components, and so does tokens, but never in silence. Editing only the hex (`#b8942f` →
/// `#9a7b1f`), as most people would, otherwise builds the old colour with no word; here it is a
/// warning that names both and which is built (an error with config `strict`), and `tokens
/// explain` shows both.
extension DTCGLoader {
    /// Reports each colour object in `value` (a token's value, its modes' values) whose `hex` is
    /// not its components' sRGB colour, to the 8-bit channel. A colour outside sRGB is skipped:
    /// its hex is the nearest colour inside, a fallback by design.
    mutating func checkHexFallbacks(_ value: JSONNode, path: TokenPath) {
        var pending = [value]
        while let node = pending.popLast() {
            if let array = node.array { pending.append(contentsOf: array) }
            guard let object = node.object else { continue }
            pending.append(contentsOf: object.members.map(\.value))
            guard let hexNode = object["hex"], let hex = hexNode.string, hex.utf8.count == 7,
                let written = ColorValue(hexString: hex), let built = Self.componentsColor(object),
                built.isInGamut(.srgb), let builtHex = built.sRGBHex, let writtenHex = written.sRGBHex,
                Self.channelsDiffer(builtHex, writtenHex)
            else { continue }
            let strict = leniency.strict
            diagnostics.report(
                Diagnostic(
                    .hexMismatch,
                    "'\(path)' writes its colour twice, and they disagree: its components are \(builtHex.uppercased()), its hex is \(hex). The components are the colour (as DTCG says), so \(builtHex.uppercased()) is built\(strict ? "" : " and the hex is not used"). Write the colour you mean in the components (or remove them and keep a hex string); `tokens explain \(path)` shows both.",
                    at: hexNode.location, severity: strict ? .error : .warning,
                    notes: object.member("components").map { [.init("the components are here", at: $0.value.location)] }
                        ?? []))
        }
    }

    /// The colour `object`'s `colorSpace` and `components` say, nil when they are not one.
    static func componentsColor(_ object: JSONObject) -> ColorValue? {
        guard let name = object["colorSpace"]?.string, let space = ColorSpace(rawValue: name),
            let elements = object["components"]?.array, elements.count == 3
        else { return nil }
        let numbers = elements.map(\.number)
        guard numbers.allSatisfy({ $0 != nil }) else { return nil }
        return ColorValue(colorSpace: space, components: ColorComponents(numbers))
    }

    /// True when two `#rrggbb` colours differ by more than rounding (one step) in a channel.
    static func channelsDiffer(_ a: String, _ b: String) -> Bool {
        func channels(_ hex: String) -> [Int] {
            let digits = Array(hex.dropFirst())
            return stride(from: 0, to: 6, by: 2).map { Int(String(digits[$0...$0 + 1]), radix: 16) ?? 0 }
        }
        return zip(channels(a), channels(b)).contains { abs($0 - $1) > 1 }
    }
}
