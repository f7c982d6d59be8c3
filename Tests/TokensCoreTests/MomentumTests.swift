import Foundation
import Testing

@testable import TokensCore

/// Momentum folders (Cisco Webex's `momentum-design/tokens`, built by its `theme_generator.js`),
/// on small folders written here: detection, `@` references, UI states and theme manifests.
@Suite struct MomentumTests {
    static let palette = """
        {
          "color": {
            "comment": "the palette",
            "blue": { "20": "#AAAAFF", "70": "#0000AA" },
            "white-alpha": { "95": "rgba(255, 255, 255, 0.95)" },
            "gray": { "05": "#F7F7F7" },
            "gradation": { "light": ["#F0F0F0", "#FFFFFF"] },
            "hc": { "Window": "'#000000" }
          }
        }
        """
    static let light = """
        {
          "theme": {
            "color": "@color-blue",
            "accent": "@theme-color-70",
            "text": { "normal": "@color-white-alpha-95" },
            "fade": "@color-gray-05*0.5",
            "border": { "normal": "none" },
            "gradation": "@color-gradation-light"
          }
        }
        """
    static let button = """
        {
          "button": {
            "figma": "https://example.com",
            "primary": {
              "#normal": { "background": "@theme-accent", "text": "@theme-text-normal", "border": "@theme-border-normal" },
              "#hovered": { "background": "@theme-fade" }
            },
            "gradient": { "#normal": { "background": "@theme-gradation" } }
          }
        }
        """

    /// A folder as Momentum lays one out: two accents, light and dark, iOS manifests with parents.
    static func folder(_ extra: [String: String] = [:]) throws -> String {
        var files = [
            "core/color/palette.json": palette,
            "theme-data/light.json": light,
            "theme-data/dark.json": light.replacingOccurrences(of: "@theme-color-70", with: "@theme-color-20"),
            "theme-data/bronze.json": #"{"theme": {"text": {"normal": "@color-blue-20"}}}"#,
            "theme-data/light-ios.json": #"{"theme": {"material": "system-material-light"}}"#,
            "themes/theme-light-webex.json":
                #"{"accent": "Webex", "theme": "Light", "files": ["theme-data/light.json"]}"#,
            "themes/theme-dark-webex.json": #"{"accent": "Webex", "theme": "Dark", "files": ["theme-data/dark.json"]}"#,
            "themes/theme-light-bronze.json":
                #"{"accent": "Bronze", "theme": "Light", "files": ["theme-data/light.json", "theme-data/bronze.json"]}"#,
            "themes/theme-hc-webex.json": #"{"accent": "Webex", "theme": "SystemHighContrast", "files": []}"#,
            "themes/ios/theme-light-webex.json":
                #"{"parent": "themes/theme-light-webex.json", "files": ["theme-data/light-ios.json"]}"#,
            "theme-data/dark-ios.json": #"{"theme": {"material": "system-material-dark"}}"#,
            "themes/ios/theme-dark-webex.json":
                #"{"parent": "themes/theme-dark-webex.json", "files": ["theme-data/dark-ios.json"]}"#,
            "themes/ios/theme-light-bronze.json": #"{"parent": "themes/theme-light-bronze.json", "files": []}"#,
            "targets/ios.json": """
            {"platform": "ios", "includeMobileTokens": true, "noBorderIsBackgroundColour": true,
             "themes": ["themes/ios/theme-light-bronze.json", "themes/ios/theme-light-webex.json",
                        "themes/ios/theme-dark-webex.json"]}
            """,
            "components/button.json": button,
            "platformcomponents/mobile/search.json": ##"{"search": {"#normal": {"background": "@theme-accent"}}}"##,
            "platformcomponents/desktop/modal.json": ##"{"modal": {"#normal": {"background": "@theme-accent"}}}"##,
        ]
        files.merge(extra) { $1 }
        return try TestSupport.folder(files)
    }

    static func lines(_ set: ResolvedTokenSet?, mode: String) -> [String] {
        (set?.mode(named: mode)?.tokens ?? []).map { "\($0.path.dotted) \($0.value.text)" }
    }

    @Test func detection_needsCoreAndAThemeManifest() throws {
        #expect(MomentumFolder.isMomentum(try Self.folder(), root: TokenRoot(folder: "/")))
        let plain = try TestSupport.folder(["core/a.json": ##"{"a": "#fff"}"##, "themes/t.json": #"{"name": "t"}"#])
        #expect(!MomentumFolder.isMomentum(plain, root: TokenRoot(folder: "/")))
        let noCore = try TestSupport.folder(["themes/t.json": #"{"accent": "A", "theme": "Light", "files": []}"#])
        #expect(!MomentumFolder.isMomentum(noCore, root: TokenRoot(folder: "/")))
        #expect(TokenLoader.brandNames(path: try Self.folder(), config: TokensConfig()) == ["webex", "bronze"])
    }

    @Test func references_tryEverySplitOfTheDashes() throws {
        let (root, _) = TestSupport.parse(#"{"color": {"white-alpha": {"95": "w"}, "white": {"x": "y"}}}"#)
        let tree = MomentumTree.tree(try #require(root))
        let found = MomentumTree.find(["color", "white", "alpha", "95"], in: tree)
        // `white` is a group too, but holds no `alpha`: as in the generator, the first group
        // entered is not backed out of.
        #expect(found == nil)
        #expect(MomentumTree.find(["color", "white-alpha", "95"][...], in: tree)?.leaf?.string == "w")
        let (split, _) = TestSupport.parse(#"{"color": {"white-alpha": {"95": "w"}}}"#)
        #expect(
            MomentumTree.find(["color", "white", "alpha", "95"], in: MomentumTree.tree(try #require(split)))?.leaf?
                .string == "w")
    }

    @Test func references_resolveAsTheGeneratorResolvesThem() throws {
        let (tokens, diagnostics) = TestSupport.resolve(try Self.folder())
        #expect(TestSupport.summary(diagnostics) == [])
        let gray = 247.0 / 255
        #expect(tokens?.modes.map(\.mode.name) == ["light", "dark"])
        #expect(
            Self.lines(tokens, mode: "light") == [
                "button-gradient-background-0.normal #F0F0F0", "button-gradient-background-1.normal #FFFFFF",
                "button-primary-background.hovered color(srgb \(gray) \(gray) \(gray) / 0.5)",
                "button-primary-background.normal #0000AA",
                // A border of `none` takes the background of its state.
                "button-primary-border.normal #0000AA", "button-primary-text.normal color(srgb 1 1 1 / 0.95)",
                "search-background.normal #0000AA", "theme-accent #0000AA",
                // `@color-blue` is the palette's whole group; `@theme-color-70` goes through it.
                "theme-color-20 #AAAAFF", "theme-color-70 #0000AA",
                "theme-fade color(srgb \(gray) \(gray) \(gray) / 0.5)", "theme-gradation-0 #F0F0F0",
                "theme-gradation-1 #FFFFFF", "theme-material system-material-light",
                "theme-text-normal color(srgb 1 1 1 / 0.95)",
            ])
    }

    @Test func states_goToTheEndOfTheName_unknownOnesAreErrors() throws {
        let component = """
            {"list": {"#hovered": {"item": {"text": "@theme-accent"}}, "row": {"#weird": {"text": "@theme-accent"}}}}
            """
        let (tokens, diagnostics) = TestSupport.resolve(try Self.folder(["components/list.json": component]))
        #expect(tokens == nil)
        #expect(
            TestSupport.summary(diagnostics) == [
                "token.invalid-name@" + TestSupport.position(of: "\"text\"", in: component, occurrence: 2)
            ])
        let (root, _) = TestSupport.parse(component)
        var found = Diagnostics()
        let flat = MomentumTree.flat(MomentumTree.load(try #require(root), diagnostics: &found), diagnostics: &found)
        #expect(flat.map(\.name) == ["list-item-text-#hovered", "list-row-text-#weird"])
    }

    @Test func manifests_areBrandsAndModes_withParentsAndWhatIsNotBuiltSaid() throws {
        let folder = try Self.folder()
        var config = TokensConfig()
        config.brand = "bronze"
        let (bronze, found) = TestSupport.resolve(folder, config: config)
        #expect(bronze?.modes.map(\.mode.name) == ["light"])
        #expect(Self.lines(bronze, mode: "light").contains("button-primary-text.normal #AAAAFF"))
        let (webex, diagnostics) = TestSupport.resolve(folder)
        // The iOS manifest adds its file to its parent's.
        #expect(Self.lines(webex, mode: "light").contains("theme-material system-material-light"))
        #expect(Self.lines(webex, mode: "dark").contains("theme-material system-material-dark"))
        // Mobile components are read for the iOS target, desktop ones are not.
        #expect(!Self.lines(webex, mode: "light").contains { $0.hasPrefix("modal") })
        let warnings = diagnostics.sorted.filter { $0.severity == .warning }.map {
            "\($0.code.rawValue) \(FilePath.name(of: $0.location?.file ?? ""))"
        }
        #expect(
            warnings == [
                "token.value-not-built palette.json", "token.ignored-member dark.json",
                "token.ignored-member light.json", "mode.theme-not-built theme-hc-webex.json",
            ])
        #expect(found.sorted.filter { $0.severity == .error }.isEmpty)
    }

    @Test func mistakes_areLocated() throws {
        let component = """
            {"card": {"#normal": {"text": "@theme-nowhere", "fill": "@card-glow*0.5", "glow": "@theme-accent"},
                      "#hovered": {"border": "none"}}}
            """
        let folder = try Self.folder(["components/card.json": component])
        let (tokens, diagnostics) = TestSupport.resolve(folder)
        #expect(tokens == nil)
        #expect(
            TestSupport.summary(diagnostics, severity: nil).filter { !$0.hasPrefix("mode.") && $0 != "brand.built" }
                == [
                    "alias.missing@" + TestSupport.position(of: "\"@theme-nowhere\"", in: component),
                    // The generator drops the opacity of a reference to a token of the same files.
                    "token.ignored-member@" + TestSupport.position(of: "\"@card-glow*0.5\"", in: component),
                    "token.value-not-built@" + TestSupport.position(of: "\"none\"", in: component),
                    "token.value-not-built@8:23", "token.ignored-member@7:27", "token.ignored-member@7:27",
                ])
        #expect(
            diagnostics.sorted.first?.message
                == "'@theme-nowhere' names no token: no name, group or reference-plus-suffix that theme_generator.js tries matches it. Check the name."
        )
        #expect(TestSupport.position(of: "\"'#000000\"", in: Self.palette) == "8:23")
        #expect(TestSupport.position(of: "\"none\"", in: Self.light) == "7:27")
    }

    @Test func configTarget_choosesThePlatformFoldersAndThemes() throws {
        let toggle = ##"{"toggle": {"#active": {"background": "@theme-accent"}}}"##
        let folder = try Self.folder([
            "platformcomponents/desktop/toggle.json": toggle,
            "targets/macos.json": """
            {"platform": "macos", "includeDesktopTokens": true, "omitThemeTokens": true,
             "themes": ["themes/theme-light-webex.json", "themes/theme-dark-webex.json"]}
            """,
        ])
        var config = TokensConfig()
        config.momentumTarget = "targets/macos.json"
        let (tokens, diagnostics) = TestSupport.resolve(folder, config: config)
        #expect(TestSupport.summary(diagnostics) == [])
        // Desktop components, no mobile ones, no theme tokens; macOS reads `#active` as `checked`.
        #expect(
            Self.lines(tokens, mode: "dark") == [
                "button-gradient-background-0.normal #F0F0F0", "button-gradient-background-1.normal #FFFFFF",
                "button-primary-background.hovered color(srgb \(247.0 / 255) \(247.0 / 255) \(247.0 / 255) / 0.5)",
                "button-primary-background.normal #AAAAFF", "button-primary-border.normal #AAAAFF",
                "button-primary-text.normal color(srgb 1 1 1 / 0.95)", "modal-background.normal #AAAAFF",
                "toggle-background.checked #AAAAFF",
            ])
        #expect(TokenLoader.brandNames(path: folder, config: config) == ["webex"])
        config.exclude = ["platformcomponents/desktop/**"]
        let (_, excluded) = TestSupport.resolve(folder, config: config)
        #expect(
            excluded.sorted.filter { $0.code == .ignoredMember }.map(\.message) == [
                "The config's exclude is not applied: a Momentum folder is built as theme_generator.js builds it, its brands the accents of the target's themes. Leave it out of the config."
            ])
        config.momentumTarget = "targets/web.json"
        let (missing, problems) = TestSupport.resolve(folder, config: config)
        #expect(missing == nil)
        #expect(TestSupport.summary(problems) == ["file.unreadable"])
    }

    @Test func loneFileWithReferences_saysTheyStayText() throws {
        let text = ##"{"button": {"#normal": {"background": "@theme-accent", "text": "@color-gray-05*0.9"}}}"##
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["button.json": text]))
        #expect(tokens != nil)
        #expect(
            TestSupport.summary(diagnostics, severity: .warning) == [
                "token.value-kept@" + TestSupport.position(of: "\"@theme-accent\"", in: text)
            ])
        #expect(
            diagnostics.sorted.first?.message.hasPrefix("'@theme-accent' and 1 more are Momentum references") == true)
        #expect(MomentumTree.isReference("@color-white-alpha-95") && !MomentumTree.isReference("@home"))
    }

    @Test func aParentsOwnParent_isNotFollowed_asInTheGenerator() throws {
        let manifest =
            #"{"parent": "themes/theme-dark-webex.json", "accent": "Webex", "theme": "Light", "files": ["theme-data/light.json"]}"#
        let folder = try Self.folder(["themes/theme-light-webex.json": manifest])
        let (tokens, diagnostics) = TestSupport.resolve(folder)
        #expect(
            tokens?.modes.map(\.mode.name) == ["light", "dark"],
            "\(diagnostics.sorted.filter { $0.severity == .error })")
        let warnings = diagnostics.sorted.filter { $0.code == .ignoredMember && $0.message.contains("one \"parent\"") }
        #expect(warnings.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == ["1:12"])
        #expect(TestSupport.position(of: "\"themes/theme-dark", in: manifest) == "1:12")
    }
}
