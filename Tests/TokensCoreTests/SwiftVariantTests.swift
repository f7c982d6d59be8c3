import Foundation
import Testing

@testable import TokensCore

/// A mode no Apple appearance selects is built into the Swift as a variant of fixed values, never
/// dropped: the whole of the everything fixture's variant type-checks in GeneratedSwiftTests.
@Suite struct SwiftVariantTests {
    static let colors = ##"""
        { "color": { "$type": "color",
          "bg": { "$value": "#ffffff", "$extensions": { "mode": { "light": "#ffffff", "dark": "#000000", "dark-dimmed": "#22272e" } } },
          "brand": { "$value": "#0969da" } } }
        """##

    static func swift(_ config: String) throws -> (text: String, diagnostics: Diagnostics) {
        let folder = try TestSupport.folder(["colors.json": Self.colors, "tokens.config.json": config])
        let (files, diagnostics) = BuildTestSupport.emit(folder, emitters: [SwiftEmitter()])
        let text = files.filter { !$0.path.hasPrefix("Swift/TokenTypes") && !$0.path.hasSuffix("Preview.swift") }.map {
            "// \($0.path)\n" + String(decoding: $0.contents, as: UTF8.self)
        }.joined()
        return (text, diagnostics)
    }

    @Test func aVariantMode_isANestedEnumOfTheValuesThatDiffer() throws {
        let (text, diagnostics) = try Self.swift(##"{ "swift": { "namespaces": { "color": "Palette" } } }"##)
        #expect(
            text.contains(
                """
                    enum DarkDimmed {
                        #if canImport(SwiftUI)
                        /// #22272E
                        static let bg = Values.bg.color
                        #endif

                        /// The values behind the constants above, for code without SwiftUI (`uiColor` and `uiFont` give UIKit's).
                        enum Values {
                            /// #22272E
                            static let bg = TokenColor(.init(hex: 0x22272E))
                        }
                    }
                }

                """))
        // `brand` is the same in every mode: the variant leaves it to the base constant.
        #expect(!text.contains("DarkDimmed.brand") && text.components(separatedBy: "static let brand").count == 3)
        let note = try #require(diagnostics.all.first { $0.code == .noAppearance })
        #expect(note.severity == .note)
        #expect(
            note.message
                == "Mode 'dark-dimmed' is no Apple appearance: colorsets carry light, dark and their increased-contrast versions only, so its values are built in Swift as the variant DarkDimmed of each namespace (fixed values where they differ from the base mode's), and shown in `tokens resolve` and the report. Map it to an appearance under \"modes\" in the config to build it into colorsets."
        )
    }

    @Test func extensionColors_putTheirVariantsInTokenVariants() throws {
        let (text, _) = try Self.swift(##"{ "swift": { "colorStyle": "extension" } }"##)
        #expect(text.contains("// Swift/TokenVariants.swift\n"))
        #expect(text.contains("nonisolated enum TokenVariants {\n    enum DarkDimmed {\n"))
        #expect(text.contains("        static let bg = Values.bg.color\n"))
        #expect(text.contains("            static let bg = TokenColor(.init(hex: 0x22272E))\n"))
    }

    @Test func aModeMappedToAnAppearance_isNoVariant() throws {
        let (text, diagnostics) = try Self.swift(##"{ "modes": { "dark-dimmed": "darkHighContrast" } }"##)
        #expect(!text.contains("DarkDimmed"))
        #expect(!diagnostics.all.contains { $0.code == .noAppearance })
    }
}
