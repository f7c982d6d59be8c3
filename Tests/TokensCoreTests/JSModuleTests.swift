import Foundation
import Testing

@testable import TokensCore

/// JavaScript token modules (issue 57 §4), which Style Dictionary `require`s: the object literal
/// read without running anything, every value located in the `.js` file; a module with code named
/// in one warning, a build script or a tool's configuration skipped with a note.
@Suite struct JSModuleTests {
    /// primer-brand `functional/components/accordion/colors.js`, byte for byte
    /// (Tests/RealSystems/primer-brand/source).
    static let accordion = """
        module.exports = {
          Accordion: {
            toggle: {
              color: {
                start: {
                  value: 'var(--brand-color-accent-primary)',
                  dark: 'var(--brand-color-accent-primary)',
                },
                end: {
                  value: 'var(--brand-color-accent-primary)',
                  dark: 'var(--brand-color-accent-primary)',
                },
              },
            },
            border: {
              color: {
                default: {
                  value: 'var(--brand-color-border-default)',
                  dark: 'var(--base-color-scale-gray-5)',
                },
                emphasis: {
                  value: 'var(--base-color-scale-black-0)',
                  dark: 'var(--base-color-scale-white-0)',
                },
              },
            },
          },
        }

        """

    static func parse(_ text: String, name: String = "colors.js") -> (JSONNode?, Diagnostics) {
        JSModuleReader.parse(Array(text.utf8), file: name)
    }

    /// The node at `path` (object keys) under `root`, with its location as `line:column`.
    static func at(_ root: JSONNode?, _ path: String...) -> (value: JSONOutput?, location: String)? {
        var node = root
        for key in path {
            if let array = node?.array, let i = Int(key), array.indices.contains(i) {
                node = array[i]
            } else {
                node = node?.object?[key]
            }
        }
        return node.map { (JSONOutput($0), "\($0.location.line):\($0.location.column)") }
    }

    @Test func primerModule_isReadAsItsLiteral_withEveryValueLocated() {
        let (root, diagnostics) = Self.parse(Self.accordion)
        #expect(TestSupport.summary(diagnostics, severity: nil) == [])
        let start = Self.at(root, "Accordion", "toggle", "color", "start", "value")
        #expect(start?.value == .string("var(--brand-color-accent-primary)"))
        #expect(start?.location == TestSupport.position(of: "'var(--brand-color-accent-primary)'", in: Self.accordion))
        let emphasis = Self.at(root, "Accordion", "border", "color", "emphasis", "dark")
        #expect(emphasis?.value == .string("var(--base-color-scale-white-0)"))
        #expect(emphasis?.location == TestSupport.position(of: "'var(--base-color-scale-white-0)'", in: Self.accordion))
        #expect(root?.object?["Accordion"]?.object?.members.map(\.key) == ["toggle", "border"])
    }

    /// Every form of the subset, in the three ways a module exports its literal.
    static let forms = """
        'use strict';
        /* spacing, Tailwind-style */
        const tokens = {
          size: {
            0.5: { value: 2 },   // a number key
            "1": { value: "4px", type: 'dimension' },
            'with space': { value: `8px`, comment: `two
        lines` },
          },
          flags: [true, false, null, -1.5, 0x10,],
        };
        export default tokens;
        """

    @Test func everyLiteralForm_isRead_asJSONWouldHoldIt() {
        let (root, diagnostics) = Self.parse(Self.forms, name: "tokens.mjs")
        #expect(TestSupport.summary(diagnostics, severity: nil) == [])
        #expect(root?.object?["size"]?.object?.members.map(\.key) == ["0.5", "1", "with space"])
        #expect(Self.at(root, "size", "0.5", "value")?.value == .number(2))
        #expect(Self.at(root, "size", "0.5", "value")?.location == TestSupport.position(of: "2 }", in: Self.forms))
        #expect(Self.at(root, "size", "1", "type")?.value == .string("dimension"))
        #expect(Self.at(root, "size", "with space", "value")?.value == .string("8px"))
        #expect(Self.at(root, "size", "with space", "comment")?.value == .string("two\nlines"))
        #expect(
            Self.at(root, "flags")?.value == .array([.bool(true), .bool(false), .null, .number(-1.5), .number(16)]))
        #expect(Self.at(root, "flags", "4")?.location == TestSupport.position(of: "0x10", in: Self.forms))
        for text in [
            "module.exports = { a: { value: 1 } }", "export default { a: { value: 1 } };",
            "var t = { a: { value: 1 } }\nmodule.exports = t",
        ] {
            let (root, diagnostics) = Self.parse(text)
            #expect(Self.at(root, "a", "value")?.value == .number(1), "\(text)")
            #expect(TestSupport.summary(diagnostics, severity: nil) == [], "\(text)")
        }
    }

    /// Code anywhere: one warning at it, naming the file, and nothing read.
    @Test(arguments: [
        ("const base = require('./base')\nmodule.exports = { a: base }", "require"),
        ("module.exports = { ...base, a: { value: 1 } }", "...base"),
        ("module.exports = { a: { value: rem(4) } }", "rem(4)"),
        ("module.exports = { a: { value: `${size}px` } }", "${size}"),
        ("module.exports = { [key]: { value: 1 } }", "[key]"),
        ("module.exports = { a: { value: 1 } }\nmodule.exports.b = 2", "module.exports.b"),
        ("export default { a: { value: 1 } }.a", ".a"),
        ("export const a = { value: 1 }", "const a"),
    ])
    func moduleWithCode_isOneWarningAtTheCode(text: String, code: String) {
        let (root, diagnostics) = Self.parse(text)
        #expect(root == nil)
        #expect(
            TestSupport.summary(diagnostics, severity: nil) == [
                "file.js-code@" + TestSupport.position(of: code, in: text)
            ])
        #expect(diagnostics.all.count == 1)
        #expect(diagnostics.all.first?.severity == .warning)
        #expect(diagnostics.all.first?.message.hasPrefix("'colors.js' holds code tokens cannot read") == true)
    }

    /// A build script exports nothing, a tool's configuration is one by name: both notes.
    @Test func buildScriptAndConfiguration_areSkippedWithANote() {
        let script = "const StyleDictionary = require('style-dictionary')\nStyleDictionary.buildAllPlatforms()\n"
        let (root, diagnostics) = Self.parse(script, name: "build.js")
        #expect(root == nil)
        #expect(TestSupport.summary(diagnostics, severity: nil) == ["file.skipped@1:1"])
        let config = "module.exports = { source: ['tokens/**/*.json'], platforms: {} }"
        let (configRoot, found) = Self.parse(config, name: "style-dictionary.config.js")
        #expect(configRoot == nil)
        #expect(TestSupport.summary(found, severity: nil) == ["file.skipped@1:1"])
    }

    /// The module beside JSON token files, through the load and resolve: its tokens are built,
    /// a reference from it resolves, a broken one is located in the `.js` file, and no value of it
    /// is lost.
    @Test func moduleInAFolder_buildsItsTokens() throws {
        let json = """
            { "brand": { "color": { "accent": { "primary": { "value": "#bf3989" } } } } }
            """
        let module = """
            module.exports = {
              brand: {
                link: { value: '{brand.color.accent.primary}' },
                gone: { value: '{brand.color.nothing}' },
              },
            }
            """
        let folder = try TestSupport.folder([
            "global.json": json, "colors.js": module, "build.js": "console.log('hi')\n",
        ])
        let (_, diagnostics) = TestSupport.resolve(folder)
        let found = diagnostics.sorted.map { d in
            "\(FilePath.name(of: d.location?.file ?? "")) \(d.code.rawValue)@\(d.location.map { "\($0.line):\($0.column)" } ?? "")"
        }
        #expect(
            found.sorted() == [
                "build.js file.skipped@1:1",
                "colors.js alias.missing@" + TestSupport.position(of: "'{brand.color.nothing}'", in: module),
            ])
        let ok = try TestSupport.folder([
            "global.json": json, "colors.js": module.replacingOccurrences(of: "nothing", with: "accent.primary"),
        ])
        let (tokens, clean) = TestSupport.resolve(ok)
        #expect(TestSupport.value(tokens, "brand.link")?.text == "#BF3989")
        #expect(TestSupport.value(tokens, "brand.gone")?.text == "#BF3989")
        #expect(TestSupport.summary(clean, severity: nil) == [])
    }
}
