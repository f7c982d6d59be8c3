import Foundation
import Testing

@testable import TokensCore

/// The generated colours show, in each of the four appearances, what their colorset shows there by
/// the asset catalog's rules: run, not read. A program built against the runnable UIKit and SwiftUI
/// stand-ins resolves every colour's `uiColor` under each trait collection and its SwiftUI constant
/// in each appearance, with the catalog absent (the token's own provider) and with every generated
/// colorset registered in the catalog; the expected value is read from the colorset files and picked
/// by the catalog's fallback written out here. Before the fix, Dark + Increase Contrast showed the
/// light high-contrast value for five of the default brand's colours.
@Suite struct AppearanceBehaviourTests {
    static let sources: [String] = [
        BuildTestSupport.brandTokens, BuildTestSupport.everythingTokens, TestSupport.fixture("modes/files"),
        TestSupport.fixture("modes/resolver"), TestSupport.fixture("modes/terrazzo"),
        TestSupport.fixture("apps-extension/tokens"), TestSupport.fixture("appearances/hc-only"),
        TestSupport.fixture("appearances/no-dark-hc"),
    ]

    /// The appearances in the order the program prints them: (dark, high contrast).
    static let appearances = [(false, false), (true, false), (false, true), (true, true)]

    /// A colorset entry: the appearances it is for and its components.
    struct Entry {
        var isDark: Bool?
        var isHighContrast: Bool
        var components: [Double]
    }

    /// The entries of a colorset file, as Xcode reads them.
    static func entries(_ bytes: [UInt8]) throws -> [Entry] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let colors = try #require(json["colors"] as? [[String: Any]])
        return try colors.map { entry in
            let appearances = entry["appearances"] as? [[String: String]] ?? []
            let color = try #require(entry["color"] as? [String: Any])
            let components = try #require(color["components"] as? [String: String])
            let values = try ["red", "green", "blue", "alpha"].map { try #require(Double(components[$0] ?? "")) }
            return Entry(
                isDark: appearances.contains { $0["appearance"] == "luminosity" && $0["value"] == "dark" } ? true : nil,
                isHighContrast: appearances.contains { $0["appearance"] == "contrast" && $0["value"] == "high" },
                components: values)
        }
    }

    /// What an asset catalog shows for (dark, high contrast): the entry for the luminosity with the
    /// contrast, then without it, then the universal entry with the contrast, then without.
    static func catalogValue(_ entries: [Entry], dark: Bool, high: Bool) -> [Double]? {
        var order: [(Bool?, Bool)] = []
        if dark { order += [(true, true), (true, false)].filter { high || !$0.1 } }
        order += [(nil, true), (nil, false)].filter { high || !$0.1 }
        for (isDark, isHigh) in order {
            if let entry = entries.first(where: { $0.isDark == isDark && $0.isHighContrast == isHigh }) {
                return entry.components
            }
        }
        return nil
    }

    @Test(arguments: ["assetCatalog", "inline"])
    func everyColour_showsItsColorsetsValue_inEveryAppearance(colors: String) throws {
        var failures: [String] = []
        var checked = 0
        for source in Self.sources {
            let folder = try BuildTestSupport.temporaryFolder("appearances")
            for name in try FileManager.default.contentsOfDirectory(atPath: source) where name != "tokens.config.json" {
                try FileManager.default.copyItem(atPath: source + "/" + name, toPath: folder + "/" + name)
            }
            var config =
                (try? JSONSerialization.jsonObject(
                    with: Data(contentsOf: URL(fileURLWithPath: source + "/tokens.config.json"))))
                as? [String: Any] ?? [:]
            var swift = config["swift"] as? [String: Any] ?? [:]
            swift["colors"] = colors
            swift["preview"] = false
            config["swift"] = swift
            try JSONSerialization.data(withJSONObject: config).write(
                to: URL(fileURLWithPath: folder + "/tokens.config.json"))
            let (outcome, diagnostics) = BuildTestSupport.run(
                BuildOptions(
                    tokens: folder, today: BuildTestSupport.today, emitters: [SwiftEmitter(), ColorsetEmitter()]))
            let summary = try #require(outcome.summary, "\(source): \(diagnostics.errors)")
            let resolved = try #require(summary.tokens)
            let out = try BuildTestSupport.temporaryFolder("appearances-out")
            #expect(OutputWriter.write(summary.files, to: out).0 != nil)
            let build = try #require(summary.config).build
            let naming = SwiftNaming(config: build)
            var program = """
                import SwiftUI

                func uiKit(_ color: UIColor, _ dark: Bool, _ high: Bool) -> String {
                    let traits = UITraitCollection(traitsFrom: [
                        UITraitCollection(userInterfaceStyle: dark ? .dark : .light),
                        UITraitCollection(accessibilityContrast: high ? .high : .normal),
                    ])
                    return color.resolvedColor(with: traits).description
                }
                func swiftUI(_ color: Color, _ dark: Bool, _ high: Bool) -> String {
                    guard let c = color._resolved(dark: dark, highContrast: high) else { return "none" }
                    return "(\\(c.red), \\(c.green), \\(c.blue), \\(c.opacity))"
                }
                let appearances = [(false, false), (true, false), (false, true), (true, true)]
                func show(_ name: String, _ token: TokenColor, _ color: Color) {
                    print(name + "|" + appearances.map { uiKit(token.uiColor, $0.0, $0.1) }.joined(separator: "|")
                        + "|" + appearances.map { swiftUI(color, $0.0, $0.1) }.joined(separator: "|"))
                }

                """
            var expected: [String: [[Double]]] = [:]
            var registrations = ""
            for token in resolved.modes[0].tokens where token.type == .color {
                let place = naming.name(of: token, names: token.path.components)
                let isExtension = place.namespace == ["Color"]
                let constant = (place.namespace + [place.identifier]).joined(separator: ".")
                let values =
                    isExtension
                    ? "TokenColor.\(place.identifier)"
                    : (place.namespace + ["Values", place.identifier]).joined(separator: ".")
                let colorset = ColorsetEmitter.name(of: token.path, config: build)
                let file = try #require(
                    summary.files.first { $0.path == "Assets.xcassets/\(colorset).colorset/Contents.json" })
                let entries = try Self.entries(file.contents)
                expected[constant] = try Self.appearances.map {
                    try #require(Self.catalogValue(entries, dark: $0.0, high: $0.1))
                }
                program += "show(\(SwiftText.literal(constant)), \(values), \(constant))\n"
                let parts = entries.map { entry in
                    let luminosity = entry.isDark == true ? ".dark" : ".any"
                    let c = entry.components
                    return
                        "_ColorAppearance(\(luminosity), highContrast: \(entry.isHighContrast)): UIColor(red: \(c[0]), green: \(c[1]), blue: \(c[2]), alpha: \(c[3]))"
                }
                registrations +=
                    "UIColor._registerNamed(\(SwiftText.literal(colorset)), in: TokenBundle.bundle, [\(parts.joined(separator: ", "))])\n"
            }
            // The catalog absent (every colour from its own values), then every colorset in it.
            if colors == "assetCatalog" { program += registrations + replay(program) }
            let main = out + "/main.swift"
            let swiftSources = summary.files.filter { $0.path.hasSuffix(".swift") }.map { out + "/" + $0.path }
            try Data(program.utf8).write(to: URL(fileURLWithPath: main))
            let shape = AppleShape.iOS
            let compile = try BuildTestSupport.run(
                try shape.swiftc(
                    try shape.rewritten(swiftSources + [main]), mainActorByDefault: false, output: out + "/program"))
            #expect(compile.status == 0, "\(source):\n\(compile.output)")
            let run = try BuildTestSupport.run([out + "/program"])
            for line in run.output.split(separator: "\n") where line.contains("|") {
                let fields = line.split(separator: "|").map(String.init)
                guard let want = expected[fields[0]], fields.count == 9 else {
                    failures.append("\(source): unexpected line \(line)")
                    continue
                }
                for (index, text) in fields.dropFirst().enumerated() {
                    let got = Self.numbers(text)
                    let wanted = want[index % 4]
                    checked += 1
                    if got.count != 4 || zip(got, wanted).contains(where: { abs($0 - $1) > 0.00006 }) {
                        let (dark, high) = Self.appearances[index % 4]
                        failures.append(
                            "\(source): \(fields[0]) \(index < 4 ? "uiColor" : "SwiftUI") dark=\(dark) high=\(high): \(text), colorset \(wanted)"
                        )
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(20).joined(separator: "\n"))")
        #expect(checked > 500)
    }

    /// The numbers in `sRGB(0.1, 0.2, 0.3, 1.0)` or `(0.1, 0.2, 0.3, 1.0)`.
    static func numbers(_ text: String) -> [Double] {
        text.split(whereSeparator: { "(), ".contains($0) }).compactMap { Double($0) }
    }
}

/// The `show(…)` lines of `program` again, to run after the colorsets are registered.
private func replay(_ program: String) -> String {
    program.split(separator: "\n").filter { $0.hasPrefix("show(") }.joined(separator: "\n") + "\n"
}
