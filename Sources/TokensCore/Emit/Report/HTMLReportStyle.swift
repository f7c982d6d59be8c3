/// The report's inline stylesheet (light and dark via `prefers-color-scheme`) and filter script.
enum HTMLReportStyle {
    static let css = """

        :root { color-scheme: light dark; --fg: #1c1917; --muted: #57534e; --bg: #fafaf9; --card: #ffffff; --line: #d6d3d1;
          --pass: #166534; --fail: #b91c1c; --waived: #854d0e; }
        @media (prefers-color-scheme: dark) {
          :root { --fg: #f5f5f4; --muted: #d6d3d1; --bg: #1c1917; --card: #292524; --line: #57534e;
            --pass: #86efac; --fail: #fca5a5; --waived: #fde68a; }
        }
        * { box-sizing: border-box; }
        body { margin: 0; font: 15px/1.5 system-ui, -apple-system, sans-serif; color: var(--fg); background: var(--bg); }
        header, main { max-width: 1200px; margin: 0 auto; padding: 16px 24px; }
        h1 { font-size: 26px; margin: 8px 0 12px; } h2 { font-size: 20px; margin: 32px 0 12px; }
        .summary { display: flex; flex-wrap: wrap; gap: 12px; margin: 0 0 16px; }
        .summary div { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 8px 14px; }
        .summary dt { font-size: 13px; color: var(--muted); } .summary dd { margin: 0; font-size: 18px; font-weight: 600; }
        .filters { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
        select { font: inherit; color: var(--fg); background: var(--card); border: 1px solid var(--muted); border-radius: 6px; padding: 4px 8px; }
        .scroll { overflow-x: auto; }
        table { border-collapse: collapse; width: 100%; background: var(--card); }
        th, td { text-align: left; vertical-align: top; padding: 8px 10px; border-bottom: 1px solid var(--line); }
        code { font: 13px ui-monospace, Menlo, monospace; }
        .alias, .deprecated, .reason, .description, .specimen-meta, .value { color: var(--muted); font-size: 13px; }
        .swatch-cell { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; }
        .swatch { display: inline-block; width: 44px; height: 44px; border-radius: 8px; border: 1px solid var(--line); }
        .checker { display: inline-block; border-radius: 8px;
          background: repeating-conic-gradient(#bbbbbb 0% 25%, #ffffff 0% 50%) 0 0 / 12px 12px; }
        .checker .swatch { display: block; }
        .verdict { font-weight: 600; white-space: nowrap; }
        .verdict-pass { color: var(--pass); } .verdict-fail { color: var(--fail); } .verdict-waived { color: var(--waived); }
        .verdict .reason { font-weight: 400; white-space: normal; max-width: 28em; }
        .sample { display: block; width: 132px; height: 36px; }
        .scale { list-style: none; padding: 0; }
        .scale li { display: flex; align-items: center; gap: 12px; padding: 6px 0; border-bottom: 1px solid var(--line); }
        .scale code { min-width: 16em; }
        .bar { display: inline-block; height: 12px; background: var(--muted); border-radius: 2px; }
        .radius { display: inline-block; width: 64px; height: 40px; border: 2px solid var(--muted); }
        .icon-box { display: inline-block; background: var(--muted); }
        .target { position: relative; display: inline-flex; align-items: center; justify-content: center;
          min-width: var(--minimum); min-height: var(--minimum); outline: 2px dashed var(--fail); }
        .target-size { display: inline-block; background: var(--muted); opacity: 0.6; }
        .specimens { list-style: none; padding: 0; } .specimens li { padding: 10px 0; border-bottom: 1px solid var(--line); }
        .specimen { margin: 4px 0 0; }
        .hidden { display: none; }

        """

    static let script = """

        (function () {
          var group = document.getElementById('group-filter');
          var status = document.getElementById('status-filter');
          function apply() {
            var rows = document.querySelectorAll('.token-row, .pair-row');
            for (var i = 0; i < rows.length; i++) {
              var row = rows[i];
              var groupOK = !group.value || row.getAttribute('data-group') === group.value;
              var statusOK = !status.value || row.getAttribute('data-status') === status.value || !row.hasAttribute('data-status');
              row.classList.toggle('hidden', !(groupOK && statusOK));
            }
          }
          group.addEventListener('change', apply);
          status.addEventListener('change', apply);
        })();

        """
}
