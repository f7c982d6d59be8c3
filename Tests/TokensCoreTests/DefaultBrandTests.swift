import Testing

@testable import TokensCore

/// The repo's own `tokens/` models the Ivory & Gold brand's facts exactly.
@Suite struct DefaultBrandTests {
    let resolved = TestSupport.resolve(TestSupport.packageRoot + "/tokens")

    func hex(_ path: String, _ mode: String) -> String? {
        guard case .color(let c)? = TestSupport.value(resolved.tokens, path, mode: mode) else { return nil }
        return c.sRGBHex?.uppercased()
    }

    func points(_ path: String) -> Double? {
        guard case .dimension(let d)? = TestSupport.value(resolved.tokens, path) else { return nil }
        return d.unit == "px" ? d.value : nil
    }

    /// Light and dark as the brand writes them, and the high-contrast modes `tokens contrast-fix`
    /// derived from them (contrast.light-hc.json, contrast.dark-hc.json).
    @Test func resolvesCleanly_inLightDarkAndIncreasedContrast() {
        #expect(resolved.diagnostics.all.isEmpty)
        #expect(resolved.tokens?.modes.map(\.mode.name) == ["light", "dark", "light-hc", "dark-hc"])
        #expect(resolved.tokens?.modes.map(\.tokens.count) == [112, 112, 112, 112])
    }

    @Test func colours_matchTheBrandTable() {
        let light: [String: String] = [
            "color.bg.primary": "#FAF8F5", "color.bg.secondary": "#F3F0EB", "color.bg.card": "#FFFFFF",
            "color.bg.hover": "#EEEBE5",
            "color.brand.primary": "#B8942F", "color.brand.primaryHover": "#8C711E",
            "color.brand.primaryLight": "#F0E6C8",
            "color.brand.primaryDark": "#6B5518", "color.semantic.success": "#16A34A",
            "color.semantic.successLight": "#DCFCE7",
            "color.semantic.warning": "#CA8A04", "color.semantic.warningLight": "#FEF9C3",
            "color.semantic.error": "#DC2626",
            "color.semantic.errorLight": "#FEE2E2", "color.semantic.info": "#2563EB",
            "color.semantic.infoLight": "#DBEAFE",
            "color.text.primary": "#1C1917", "color.text.secondary": "#57534E", "color.text.tertiary": "#A8A29E",
            "color.text.muted": "#D6D3D1", "color.text.accent": "#8C711E", "color.text.onPrimary": "#FFFFFF",
            "color.border.$root": "#E7E2DA", "color.border.light": "#F3F0EB", "color.border.focus": "#B8942F",
            "color.plan.trial": "#2563EB", "color.plan.std": "#16A34A", "color.plan.pro": "#B8942F",
            "color.plan.ent": "#7C3AED",
            "color.adaptive.insightBackground": "#FAF8F5", "color.adaptive.insightSurface": "#FFFFFF",
            "color.adaptive.accentColor": "#B8942F",
        ]
        for (path, value) in light { #expect(hex(path, "light") == value, "\(path)") }
        let accent = [
            "#FDF9EF", "#F9F0D9", "#F0E6C8", "#E5D5A0", "#D4BC6A", "#B8942F", "#8C711E", "#6B5518", "#4A3B10",
            "#2D2408",
        ]
        for (step, value) in zip([50, 100, 200, 300, 400, 500, 600, 700, 800, 900], accent) {
            #expect(hex("color.accent.\(step)", "light") == value)
        }
        let dark: [String: String] = [
            "color.bg.primary": "#1C1917", "color.bg.secondary": "#292524", "color.bg.card": "#292524",
            "color.text.primary": "#FAF8F5", "color.text.secondary": "#D6D3D1", "color.border.$root": "#3D3835",
            "color.adaptive.insightBackground": "#1C1917", "color.adaptive.insightSurface": "#292524",
            "color.adaptive.accentColor": "#D4BC6A", "color.brand.primary": "#B8942F",
        ]
        for (path, value) in dark { #expect(hex(path, "dark") == value, "dark \(path)") }
    }

    @Test func dimensions_matchTheBrandTables() {
        let expected: [String: Double] = [
            "spacing.xxs": 2, "spacing.xs": 4, "spacing.sm": 8, "spacing.md": 12, "spacing.lg": 16, "spacing.xl": 20,
            "spacing.xxl": 24, "spacing.xxxl": 32, "radius.minimal": 4, "radius.small": 8, "radius.inputField": 12,
            "radius.tile": 16, "radius.glass": 20, "radius.card": 24, "size.icon.sm": 12, "size.icon.md": 16,
            "size.icon.lg": 20, "size.icon.xl": 24, "size.icon.xxl": 32, "size.icon.stateIcon": 48,
            "size.touchTarget.minimum": 44, "size.touchTarget.recommended": 48, "theme.padding": 16,
            "theme.paddingSmall": 8, "theme.paddingLarge": 24, "theme.cornerRadius": 12,
            "size.buttonHeight.compact": 44, "size.buttonHeight.standard": 48, "size.buttonHeight.pro": 50,
            "size.buttonHeight.proMax": 52, "size.buttonHeight.iPad": 56, "size.buttonHeight.iPadPro": 60,
            "font.size.caption": 13, "font.size.subheadline": 15, "font.size.body": 17, "font.size.title": 20,
            "font.size.headline": 22, "font.size.largeTitle": 28, "font.dynamicType.largeTitle": 34,
            "font.dynamicType.body": 17, "font.dynamicType.caption2": 11,
        ]
        for (path, value) in expected { #expect(points(path) == value, "\(path)") }
    }

    @Test func typographyScale_matchesInsightTypography() {
        let scale: [(String, Double, Double)] = [
            ("display.large", 57, 300), ("display.medium", 45, 300), ("display.small", 36, 400),
            ("headline.large", 32, 400), ("headline.medium", 28, 400), ("headline.small", 24, 400),
            ("title.large", 22, 500), ("title.medium", 16, 500), ("title.small", 14, 500),
            ("body.large", 16, 400), ("body.medium", 14, 400), ("body.small", 12, 400),
            ("label.large", 14, 500), ("label.medium", 12, 500), ("label.small", 11, 500),
        ]
        for (name, size, weight) in scale {
            guard case .typography(let t)? = TestSupport.value(resolved.tokens, "typography." + name) else {
                Issue.record("typography.\(name) is missing")
                continue
            }
            #expect(t.fontSize == DimensionValue(value: size, unit: "px"), "\(name)")
            #expect(t.fontWeight == weight, "\(name)")
            #expect(t.lineHeight >= 1.3, "\(name)")
        }
    }
}
