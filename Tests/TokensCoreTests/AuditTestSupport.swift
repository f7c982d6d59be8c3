import Foundation

@testable import TokensCore

/// Builds token folders and configs for audit tests, and runs the audit.
enum AuditTestSupport {
    /// Tokens with a light and a dark mode (colors.json + colors.dark.json) and a config.
    static func audit(
        tokens: String, dark: String? = nil, config: String, today: String = "2026-11-22"
    )
        throws -> (result: AuditResult?, diagnostics: Diagnostics, configText: String)
    {
        var files = ["colors.json": tokens, "tokens.config.json": config]
        if let dark { files["colors.dark.json"] = dark }
        let folder = try TestSupport.folder(files)
        let (loaded, configProblems) = ConfigLoader.load(path: folder + "/tokens.config.json")
        let (resolved, problems) = TestSupport.resolve(folder)
        var diagnostics = configProblems
        diagnostics.append(contentsOf: problems)
        guard let resolved, !diagnostics.hasErrors else { return (nil, diagnostics, config) }
        let result = Auditor.audit(resolved, config: loaded.audit, today: today)
        diagnostics.append(contentsOf: result.configDiagnostics)
        return (result, diagnostics, config)
    }

    /// Contrast checks as `fg|bg|mode|ratio(2 places, truncated)|status`.
    static func contrast(_ result: AuditResult?) -> [String] {
        (result?.checks ?? []).filter { $0.rule == ContrastRule.id }.map {
            "\($0.token)|\($0.background?.dotted ?? "")|\($0.mode ?? "")|\(WCAG.display($0.measured))|\($0.status.rawValue)"
        }
    }

    static let palette = """
        { "color": { "$type": "color",
            "white": { "$value": "#FFFFFF" }, "black": { "$value": "#000000" }, "gold": { "$value": "#B8942F" },
            "ivory": { "$value": "#FAF8F5" }, "accent": { "$value": "#8C711E" }, "grey": { "$value": "#767676" },
            "label": { "$value": "rgb(60 60 67 / 0.6)" }, "label-opaque": { "$value": "#3C3C43" },
            "success": { "$value": "#16A34A" }, "error": { "$value": "#DC2626" }, "info": { "$value": "#2563EB" } },
          "size": { "$type": "dimension", "target": { "$value": "44px" }, "small": { "$value": "40px" }, "comfy": { "$value": "46px" },
            "icon": { "$value": "20px" }, "pad": { "$value": "12px" } },
          "type": { "$type": "typography",
            "bold14": { "$value": { "fontFamily": "SF Pro", "fontSize": "14px", "fontWeight": 700, "lineHeight": 1.4 } },
            "regular14": { "$value": { "fontFamily": "SF Pro", "fontSize": "14px", "fontWeight": 400, "lineHeight": 1.4 } },
            "large18": { "$value": { "fontFamily": "SF Pro", "fontSize": "18px", "fontWeight": 400, "lineHeight": 1.2 } },
            "tiny": { "$value": { "fontFamily": "SF Pro", "fontSize": "10px", "fontWeight": 400, "lineHeight": 1.3 } } } }
        """
}
