/// The diff page's first sections: each changed colour drawn before and after with the checks it
/// moves as text on their background, and the Swift a reviewer has to act on.
extension DiffHTMLEmitter {
    /// Each colour whose value changed: its swatches before and after in every mode that changed,
    /// ΔE and words, then each check it moves, drawn as the pair looked before and looks after.
    static func colorSection(_ diff: TokenDiff, into html: inout TextBuffer) {
        let colors = diff.colorChanges
        guard !colors.isEmpty else { return }
        html.raw("<h2>Colours changed</h2>\n")
        for (path, changes) in colors {
            html.raw("<section class=\"color-change\"><h3><code>")
            html.escaped(path.dotted)
            html.raw("</code></h3>\n<ul>\n")
            for change in changes {
                html.raw("<li class=\"before-after\">")
                html.escaped(change.mode ?? "all")
                html.raw(" ")
                value(change.old, into: &html)
                html.raw(" → ")
                value(change.new, into: &html)
                html.raw(" <span>")
                html.escaped(
                    (change.deltaE.map { "ΔE OK " + DiffTextEmitter.deltaEText($0) + ", " } ?? "")
                        + DiffTextEmitter.colorWords(change))
                html.raw("</span></li>\n")
            }
            html.raw("</ul>\n")
            let checks = diff.checks(affecting: path)
            if !checks.isEmpty {
                html.raw("<ul class=\"pair-moves\">\n")
                for check in checks { pairMove(check, into: &html) }
                html.raw("</ul>\n")
            }
            html.raw("</section>\n")
        }
    }

    /// One check a colour change moves: its kind, the pair as it looked and looks, and the ratios.
    static func pairMove(_ check: TokenDiff.CheckChange, into html: inout TextBuffer) {
        html.raw("<li class=\"before-after\"><span class=\"verdict verdict-\(verdictClass(check.kind))\">")
        html.escaped(DiffTextEmitter.label(check.kind))
        html.raw("</span> ")
        html.escaped(DiffTextEmitter.subject(check))
        if let before = check.colorsBefore {
            HTMLReportEmitter.inlineSample(
                ReportColor(before.foreground), on: ReportColor(before.background), into: &html)
        }
        if let after = check.colorsAfter {
            html.raw(" → ")
            HTMLReportEmitter.inlineSample(
                ReportColor(after.foreground), on: ReportColor(after.background), into: &html)
        }
        html.raw(" <span>")
        html.escaped(DiffTextEmitter.movement(check))
        html.raw("</span></li>\n")
    }

    /// Swift names taken away, each rename with the `swift.deprecated` entry that keeps the old
    /// name compiling, and the generated declarations that change, as a diff.
    static func swiftSection(_ diff: TokenDiff, into html: inout TextBuffer) {
        if !diff.breaks.isEmpty {
            html.raw("<h2>Swift API breaks</h2>\n<ul>\n")
            for item in diff.breaks {
                html.raw("<li><code>")
                html.escaped(item.symbol)
                html.raw("</code> ")
                if let renamed = item.renamedTo {
                    html.raw("renamed to <code>")
                    html.escaped(renamed)
                    html.raw("</code>")
                } else {
                    html.raw("removed")
                }
                if let entry = item.deprecatedEntry {
                    html.raw(
                        "<div>Keep the old name compiling: add this under <code>\"swift\": {\"deprecated\": {…}}</code> in the config.</div><pre><code>"
                    )
                    html.escaped(entry)
                    html.raw("</code></pre>")
                }
                html.raw("</li>\n")
            }
            html.raw("</ul>\n")
        }
        guard !diff.swift.isEmpty else { return }
        html.raw("<h2>Generated Swift that changes</h2>\n<pre class=\"swift-diff\"><code>")
        for change in diff.swift {
            for line in (change.before ?? "").split(separator: "\n") {
                html.raw("<del>- ")
                html.escaped(String(line))
                html.raw("</del>\n")
            }
            for line in (change.after ?? "").split(separator: "\n") {
                html.raw("<ins>+ ")
                html.escaped(String(line))
                html.raw("</ins>\n")
            }
        }
        html.raw("</code></pre>\n")
    }
}
