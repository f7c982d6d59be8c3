/// The report's inline stylesheet: the page's own light and dark colours (dark for a dark screen
/// or the page's toggle, never on paper), layout, swatches and samples drawn in their palette
/// colour (`var(--v)`, see `ReportPalette`).
enum HTMLReportStyle {
    /// The page's light colours, on screen and always on paper.
    static let lightColors =
        "color-scheme: light; --fg: #1c1917; --muted: #57534e; --bg: #fafaf9; --card: #ffffff; --line: #d6d3d1; --pass: #166534; --fail: #b91c1c; --waived: #854d0e; --accent: #1d4ed8;"

    /// The page's own dark colours, for a dark system setting and for the page's dark toggle.
    static let darkColors =
        "color-scheme: dark; --fg: #f5f5f4; --muted: #d6d3d1; --bg: #1c1917; --card: #292524; --line: #57534e; --pass: #86efac; --fail: #fca5a5; --waived: #fde68a; --accent: #93c5fd;"

    static let css = """

        :root { \(lightColors) }
        @media screen and (prefers-color-scheme: dark) { :root:not([data-theme="light"]) { \(darkColors) } }
        @media screen { :root[data-theme="dark"] { \(darkColors) } }
        * { box-sizing: border-box; }
        [hidden] { display: none !important; }
        body { margin: 0; font: 15px/1.5 system-ui, -apple-system, sans-serif; color: var(--fg); background: var(--bg); }
        header, main { max-width: 1200px; margin: 0 auto; padding: 16px 24px; } main { padding-top: 0; }
        main > section:first-of-type > h2 { margin-top: 16px; }
        h1 { font-size: 26px; margin: 8px 0 12px; } h2 { font-size: 20px; margin: 32px 0 12px; } h3 { font-size: 16px; margin: 20px 0 8px; }
        a { color: var(--accent); }
        :focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; border-radius: 2px; }
        main:focus, section:focus { outline: none; }
        .skip-link { position: absolute; left: 12px; top: -200px; z-index: 10; background: var(--card); color: var(--accent); border: 2px solid var(--accent); border-radius: 6px; padding: 8px 12px; }
        .skip-link:focus { top: 12px; }
        .topbar { display: flex; align-items: center; justify-content: space-between; gap: 8px 16px; flex-wrap: wrap; }
        .controls, .filters { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
        .headline { font-size: 18px; font-weight: 600; margin: 0 0 12px; padding: 10px 14px; background: var(--card); border: 1px solid var(--line); border-left: 6px solid var(--muted); border-radius: 8px; }
        .headline.passes { border-left-color: var(--pass); } .headline.fails { border-left-color: var(--fail); } .headline.passes.waived { border-left-color: var(--waived); }
        .summary { display: flex; flex-wrap: wrap; gap: 8px; margin: 0 0 12px; }
        .summary div { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 6px 12px; }
        .summary dt { font-size: 13px; color: var(--muted); } .summary dd { margin: 0; font-size: 18px; font-weight: 600; }
        .summary dd span { font-size: 13px; font-weight: 400; color: var(--muted); }
        .contents ol { list-style: none; display: flex; flex-wrap: wrap; gap: 4px 18px; margin: 0 0 12px; padding: 0; }
        .contents .count, .filters #filter-status { color: var(--muted); font-size: 13px; }
        select, input[type=search], button { font: inherit; color: var(--fg); background: var(--card); border: 1px solid var(--muted); border-radius: 6px; padding: 4px 8px; }
        button { cursor: pointer; } input[type=search] { min-width: 16em; }
        button.copy { font: 13px ui-monospace, Menlo, monospace; color: inherit; background: transparent; border-color: transparent; padding: 2px 4px; }
        button.copy:hover, button.copy:focus-visible { border-color: currentColor; }
        #no-results { font-size: 18px; padding: 24px; background: var(--card); border: 1px dashed var(--line); border-radius: 8px; }
        .scroll { overflow-x: auto; }
        table { border-collapse: collapse; width: 100%; background: var(--card); }
        th, td { text-align: left; vertical-align: top; padding: 8px 10px; border-bottom: 1px solid var(--line); }
        code { font: 13px ui-monospace, Menlo, monospace; }
        .alias, .deprecated, .reason, .reviewed, .description, .specimen-meta, .value, .label, .hexes, code.hex { color: var(--muted); font-size: 13px; }
        .swatch-cell { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; }
        .swatch { display: inline-block; width: 44px; height: 44px; border-radius: 8px; border: 1px solid var(--line); }
        .swatch.small { width: 24px; height: 24px; border-radius: 5px; vertical-align: middle; }
        .swatch.c { background-color: var(--v); }
        svg.c { --bg: var(--v); } svg.c > g.c { --fg: var(--v); }
        .f.c { fill: var(--v); } .s.c { stroke: var(--v); } stop.c { stop-color: var(--v); }
        .checker { display: inline-block; border-radius: 8px; background: repeating-conic-gradient(#bbbbbb 0% 25%, #ffffff 0% 50%) 0 0 / 12px 12px; }
        .checker .swatch { display: block; }
        .verdict { font-weight: 600; white-space: nowrap; }
        .verdict-pass { color: var(--pass); } .verdict-fail { color: var(--fail); } .verdict-waived { color: var(--waived); }
        .verdict-exempt { color: var(--muted); font-style: italic; }
        .reason-link { font-weight: 400; font-size: 13px; }
        .sample { display: block; width: 132px; height: 36px; }
        .issues { list-style: none; padding: 0; display: grid; gap: 10px; grid-template-columns: repeat(auto-fill, minmax(min(100%, 540px), 1fr)); align-items: start; }
        .issue { background: var(--card); border: 1px solid var(--line); border-left: 6px solid var(--fail); border-radius: 8px; padding: 10px 14px; }
        .issue.waived, .issue.warning { border-left-color: var(--waived); }
        .issue p { margin: 6px 0; }
        .fix, .look-alike, .adapt { display: flex; align-items: center; gap: 4px 8px; flex-wrap: wrap; margin-top: 6px; }
        .mode-name { min-width: 5em; font-weight: 600; font-size: 13px; }
        .adapt .side { display: inline-flex; align-items: center; gap: 4px; }
        .ground { display: inline-flex; padding: 3px; border-radius: 5px; }
        .flag { display: inline-block; margin-left: 6px; font-size: 12px; font-weight: 600; color: var(--waived); border: 1px solid currentColor; border-radius: 4px; padding: 0 4px; text-decoration: none; }
        .changed-badge { display: inline-block; font-size: 12px; font-weight: 600; color: var(--accent); border: 1px solid currentColor; border-radius: 4px; padding: 0 4px; margin-left: 6px; }
        .grid { width: auto; } .grid caption { text-align: left; font-size: 13px; color: var(--muted); padding: 0 0 4px; }
        .grid-block { margin: 0 0 12px; }
        .grid th code { white-space: normal; } .grid thead th { vertical-align: bottom; }
        .grid td { padding: 6px 8px; } .grid th { padding: 6px 8px; }
        .grid td.cell { white-space: nowrap; font-size: 13px; line-height: 1.3; }
        .grid .cell-body { display: grid; grid-template-columns: 44px auto; column-gap: 6px; align-items: center; }
        .grid td.verdict-exempt { outline: 1px dashed var(--muted); outline-offset: -3px; }
        .grid .chip { grid-row: 1 / 3; width: 44px; height: 26px; }
        .grid .ratio { font-weight: 600; color: var(--fg); }
        .grid .on { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
        .grid td.dim { opacity: 0.35; }
        .demos { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 480px), 1fr)); gap: 12px; }
        .demo { margin: 0; background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 12px; }
        .demo-drawing { display: block; width: 100%; height: auto; }
        .demo-parts { margin: 6px 0 0; padding-left: 18px; font-size: 13px; }
        .missing { color: var(--muted); }
        .ramp-group { margin: 0 0 20px; } .ramp-group h3 { margin: 0 0 6px; }
        .ramp-row { display: flex; align-items: stretch; gap: 8px; margin: 4px 0; }
        .ramp-row .mode-name { padding-top: 14px; color: var(--muted); font-weight: 400; }
        .ramp { display: flex; flex-wrap: wrap; gap: 6px; list-style: none; margin: 0; padding: 10px; border-radius: 8px; border: 1px solid var(--line); }
        .ramp li { display: flex; flex-direction: column; align-items: center; font-size: 12px; min-width: 56px; }
        .scale, .specimens { list-style: none; padding: 0; margin: 0; }
        .scale li { display: flex; align-items: center; gap: 12px; padding: 6px 0; border-bottom: 1px solid var(--line); }
        .scale code { min-width: 16em; }
        .bar { display: inline-block; height: 12px; background: var(--muted); border-radius: 2px; }
        .radius { display: inline-block; width: 64px; height: 48px; border-top: 3px solid var(--muted); border-left: 3px solid var(--muted); }
        .icon-box { display: inline-block; background: var(--muted); }
        .target { display: inline-grid; place-items: center; width: max(var(--size), var(--minimum)); height: max(var(--size), var(--minimum)); }
        .target > span { grid-area: 1 / 1; }
        .target-size { width: var(--size); height: var(--size); background: var(--muted); opacity: 0.45; border-radius: 6px; }
        .target-guide { width: var(--minimum); height: var(--minimum); border: 2px dashed var(--fg); }
        .target.warns .target-guide { border-color: var(--waived); } .target.fails .target-guide { border-color: var(--fail); }
        .target-verdict { font-size: 13px; font-weight: 600; }
        .specimens li { padding: 10px 0; border-bottom: 1px solid var(--line); }
        .specimen { margin: 4px 0 0; }
        a.anchor { color: var(--muted); text-decoration: none; margin-left: 6px; } a.anchor:hover, a.anchor:focus { color: var(--accent); }
        #copy-status { position: fixed; bottom: 12px; right: 12px; background: var(--card); border: 1px solid var(--line); border-radius: 6px; padding: 4px 10px; }
        #copy-status:empty { display: none; }

        """
}
