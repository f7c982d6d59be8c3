import Foundation
import Testing

@testable import TokensCore

@Suite struct AuditRuleTests {
    @Test func registry_listsExactlyTheRuleFiles() throws {
        let folder = TestSupport.packageRoot + "/Sources/TokensCore/Audit/Rules"
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }.map {
            String($0.dropLast(6))
        }
        let registered = AuditRegistry.rules.map { String(describing: type(of: $0)) } + ["WaiverExpiryRule"]
        #expect(Set(files) == Set(registered))
        #expect(Set(AuditRegistry.descriptions.map(\.id)).count == registered.count)
    }

    @Test func contrast_perMode_exactRatiosAndVerdicts() throws {
        let dark = ##"{ "color": { "$type": "color", "ivory": { "$value": "#1C1917" } } }"##
        let config =
            ##"{ "audit": { "contrast": [ { "foreground": "color.accent", "background": "color.ivory", "role": "text" } ] } }"##
        let (result, diagnostics, _) = try AuditTestSupport.audit(
            tokens: AuditTestSupport.palette, dark: dark, config: config)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        #expect(
            AuditTestSupport.contrast(result) == [
                "color.accent|color.ivory|light|4.40|fail", "color.accent|color.ivory|dark|3.74|fail",
            ])
        let failing = try #require(result?.checks.first)
        #expect(failing.threshold == 4.5)
        #expect(failing.suggestion != nil)
        #expect(
            WCAG.contrast(
                try CSSColorParser.parse(failing.suggestion?.hex ?? "").get(),
                on: try CSSColorParser.parse("#FAF8F5").get()) >= 4.5)
        #expect(
            "\(failing.location?.line ?? 0):\(failing.location?.column ?? 0)"
                == TestSupport.position(of: "\"accent\"", in: AuditTestSupport.palette))
    }

    @Test func contrast_globsExpandToTheCrossProduct() throws {
        let config =
            ##"{ "audit": { "contrast": [ { "foreground": ["color.black", "color.g*"], "background": "color.*ite", "role": "ui" } ] } }"##
        let (result, _, _) = try AuditTestSupport.audit(tokens: AuditTestSupport.palette, config: config)
        #expect(
            AuditTestSupport.contrast(result) == [
                "color.black|color.white|default|21.00|pass", "color.gold|color.white|default|2.87|fail",
                "color.grey|color.white|default|4.54|pass",
            ])
    }

    @Test func typography_decidesLargeText_14ptBoldPassesAt3_regularDoesNot() throws {
        let config = """
            { "audit": { "contrast": [
              { "foreground": "color.grey", "background": "color.gold", "typography": "type.bold14" },
              { "foreground": "color.white", "background": "color.grey", "typography": "type.regular14" },
              { "foreground": "color.black", "background": "color.grey", "typography": "type.large18" } ] } }
            """
        let (result, _, _) = try AuditTestSupport.audit(tokens: AuditTestSupport.palette, config: config)
        let checks = result?.checks.filter { $0.rule == ContrastRule.id } ?? []
        #expect(checks.map(\.threshold) == [3, 4.5, 3])
        #expect(checks.map(\.status) == [.fail, .pass, .pass])
        let grey = try CSSColorParser.parse("#767676").get()
        let white = ColorValue.white
        #expect(WCAG.display(WCAG.contrast(white, on: grey)) == "4.54")
    }

    @Test func translucentText_passesIfAlphaIgnored_failsComposited() throws {
        let config =
            ##"{ "audit": { "contrast": [ { "foreground": ["color.label", "color.label-opaque"], "background": "color.white" } ] } }"##
        let (result, _, _) = try AuditTestSupport.audit(tokens: AuditTestSupport.palette, config: config)
        #expect(
            AuditTestSupport.contrast(result) == [
                "color.label|color.white|default|3.43|fail", "color.label-opaque|color.white|default|10.94|pass",
            ])
        #expect(abs((result?.checks.first?.measured ?? 0) - 3.44) <= 0.005)
    }

    @Test func perModeLevel_raisesTheThreshold() throws {
        let dark = ##"{ "color": { "$type": "color", "white": { "$value": "#FFFFFF" } } }"##
        let config =
            ##"{ "audit": { "level": "AA", "modes": { "dark": { "level": "AAA" } }, "contrast": [ { "foreground": "color.grey", "background": "color.white" } ] } }"##
        let (result, _, _) = try AuditTestSupport.audit(tokens: AuditTestSupport.palette, dark: dark, config: config)
        #expect(result?.checks.filter { $0.rule == ContrastRule.id }.map(\.threshold) == [4.5, 7])
        #expect(
            AuditTestSupport.contrast(result) == [
                "color.grey|color.white|light|4.54|pass", "color.grey|color.white|dark|4.54|fail",
            ])
    }

    @Test func waivers_applyUntilTheirDate_thenFail_andUnusedOnesWarn() throws {
        let config = """
            { "audit": { "contrast": [ { "foreground": "color.gold", "background": "color.white" } ],
              "waivers": [
                { "foreground": "color.gold", "background": "color.white", "reason": "Brand review", "until": "2026-12-31" },
                { "foreground": "color.black", "background": "color.white", "reason": "Nothing fails", "until": "2027-01-01" } ] } }
            """
        let (current, _, text) = try AuditTestSupport.audit(
            tokens: AuditTestSupport.palette, config: config, today: "2026-11-22")
        #expect(AuditTestSupport.contrast(current) == ["color.gold|color.white|default|2.87|waived"])
        #expect(current?.checks.first?.waiverReason == "Brand review")
        let waiverChecks = current?.checks.filter { $0.rule == WaiverExpiryRule.id } ?? []
        #expect(waiverChecks.map(\.status) == [.pass, .fail])
        #expect(waiverChecks.map(\.severity) == [.error, .warning])
        // The palette also holds failing type on purpose; look at this rule's and contrast's checks.
        let relevant = (current?.checks ?? []).filter {
            [ContrastRule.id, WaiverExpiryRule.id].contains($0.rule) && $0.status == .fail
        }
        #expect(relevant.map(\.severity) == [.warning])

        let (expired, _, _) = try AuditTestSupport.audit(
            tokens: AuditTestSupport.palette, config: config, today: "2027-01-01")
        #expect(AuditTestSupport.contrast(expired) == ["color.gold|color.white|default|2.87|fail"])
        let expiry = try #require(expired?.checks.first { $0.rule == WaiverExpiryRule.id })
        #expect(expiry.status == .fail && expiry.severity == .error)
        #expect(
            expiry.message
                == "The waiver for 'color.gold' on 'color.white' expired on 2026-12-31; fix the pair or renew the waiver with a reason."
        )
        #expect(
            "\(expiry.location?.line ?? 0):\(expiry.location?.column ?? 0)"
                == TestSupport.position(
                    of: "{ \"foreground\": \"color.gold\", \"background\": \"color.white\", \"reason\"", in: text))
        #expect(expired?.fails(strict: false) == true)
        #expect(current?.fails(strict: true) == true)
    }

    @Test func touchTargets_tokensAndComposites() throws {
        let config =
            ##"{ "audit": { "touchTargets": { "tokens": "size.*", "composites": [ { "name": "icon button", "sum": ["size.icon", "size.pad", "size.pad"] } ] } } }"##
        let (result, _, _) = try AuditTestSupport.audit(tokens: AuditTestSupport.palette, config: config)
        let checks = (result?.checks ?? []).filter { $0.rule == TouchTargetRule.id }
        #expect(
            checks.map { "\($0.token)|\(JSONOutput.format($0.measured))|\($0.status.rawValue)|\($0.severity.rawValue)" }
                == [
                    "size.comfy|46|fail|warning", "size.icon|20|fail|error", "size.pad|12|fail|error",
                    "size.small|40|fail|error",
                    "size.target|44|fail|warning", "size.icon|44|fail|warning",
                ])
        #expect(
            checks.last?.message
                == "Touch target icon button (size.icon + size.pad + size.pad) is 44pt: at least the minimum, below the recommended 48pt."
        )
    }

    @Test func textSizeAndLineHeight_onTypographyTokens() throws {
        let (result, _, _) = try AuditTestSupport.audit(tokens: AuditTestSupport.palette, config: #"{ "audit": {} }"#)
        let size = (result?.checks ?? []).filter { $0.rule == MinimumTextSizeRule.id && $0.status == .fail }
        #expect(size.map(\.token.dotted) == ["type.tiny"])
        #expect(size.first?.message == "'type.tiny' sets text at 10pt; text is never smaller than 11pt.")
        let lines = (result?.checks ?? []).filter { $0.rule == LineHeightRule.id && $0.status == .fail }
        #expect(lines.map(\.token.dotted) == ["type.large18"])
    }

    @Test func distinguishable_flagsRedGreenUnderDeutan() throws {
        let config =
            ##"{ "audit": { "distinguishable": [ { "name": "status", "tokens": ["color.success", "color.error", "color.info"] } ] } }"##
        let (result, _, _) = try AuditTestSupport.audit(tokens: AuditTestSupport.palette, config: config)
        let checks = (result?.checks ?? []).filter { $0.rule == DistinguishableRule.id }
        #expect(
            checks.map { "\($0.token)|\($0.background?.dotted ?? "")|\($0.status.rawValue)" } == [
                "color.success|color.error|fail", "color.success|color.info|pass", "color.error|color.info|pass",
            ])
        #expect(checks.first?.severity == .warning)
        #expect(checks.first?.message.contains("under deuteranopia") == true)
    }

    @Test func configMistakes_areLocatedWithSuggestions() throws {
        let config = """
            { "audit": { "contrats": [],
              "contrast": [ { "foreground": "color.golld", "background": "color.white" },
                            { "foreground": "size.target", "background": "color.white" },
                            { "foreground": "color.nothing.*", "background": "color.white", "role": "txt" } ] } }
            """
        let (_, diagnostics, _) = try AuditTestSupport.audit(tokens: AuditTestSupport.palette, config: config)
        #expect(
            TestSupport.summary(diagnostics) == [
                "config.unknown-key@" + TestSupport.position(of: "\"contrats\"", in: config),
                "config.invalid-value@" + TestSupport.position(of: "\"txt\"", in: config),
            ])
        #expect(diagnostics.sorted[0].message.hasPrefix("'contrats' is not a key of audit. Did you mean 'contrast'?"))
        let (_, second, _) = try AuditTestSupport.audit(
            tokens: AuditTestSupport.palette,
            config: config.replacingOccurrences(of: "\"contrats\": [],", with: "").replacingOccurrences(
                of: ", \"role\": \"txt\"", with: ""))
        #expect(second.sorted.map(\.code) == [.configNoMatch, .configNotColor, .configNoMatch])
        #expect(
            second.sorted[0].message == "'color.golld' in a contrast pair matches no token. Did you mean 'color.gold'?")
        #expect(
            second.sorted[1].message
                == "'size.target' in a contrast pair matches 'size.target', a dimension token; a contrast pair takes color or gradient tokens."
        )
    }
}
