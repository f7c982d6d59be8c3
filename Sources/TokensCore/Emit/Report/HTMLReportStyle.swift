/// The report's inline stylesheet (light and dark via `prefers-color-scheme`) and filter script.
enum HTMLReportStyle {
    /// The page's own dark colours, for a dark system setting and for the page's dark toggle.
    static let darkColors =
        "color-scheme: dark; --fg: #f5f5f4; --muted: #d6d3d1; --bg: #1c1917; --card: #292524; --line: #57534e; --pass: #86efac; --fail: #fca5a5; --waived: #fde68a; --accent: #93c5fd;"

    static let css = """

        :root { color-scheme: light; --fg: #1c1917; --muted: #57534e; --bg: #fafaf9; --card: #ffffff; --line: #d6d3d1;
          --pass: #166534; --fail: #b91c1c; --waived: #854d0e; --accent: #1d4ed8; }
        @media (prefers-color-scheme: dark) { :root:not([data-theme="light"]) { \(darkColors) } }
        :root[data-theme="dark"] { \(darkColors) }
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
        .topbar { display: flex; align-items: center; justify-content: space-between; gap: 16px; flex-wrap: wrap; }
        button { font: inherit; color: var(--fg); background: var(--card); border: 1px solid var(--muted); border-radius: 6px; padding: 4px 10px; cursor: pointer; }
        button.copy { font: 13px ui-monospace, Menlo, monospace; color: inherit; background: transparent; border-color: transparent; padding: 2px 4px; }
        button.copy:hover, button.copy:focus-visible { border-color: currentColor; }
        input[type=search] { font: inherit; color: var(--fg); background: var(--card); border: 1px solid var(--muted); border-radius: 6px; padding: 4px 8px; min-width: 16em; }
        .verdict-line { font-size: 18px; font-weight: 600; margin: 0 0 12px; }
        a.anchor { color: var(--muted); text-decoration: none; margin-left: 6px; } a.anchor:hover, a.anchor:focus { color: var(--accent); }
        .issues { list-style: none; padding: 0; display: grid; gap: 12px; }
        .issue { background: var(--card); border: 1px solid var(--line); border-left: 6px solid var(--fail); border-radius: 8px; padding: 10px 14px; }
        .issue.waived, .issue.warning { border-left-color: var(--waived); }
        a { color: var(--accent); }
        .issue .fix { display: flex; align-items: center; gap: 10px; flex-wrap: wrap; margin-top: 6px; }
        .ramp-group { margin: 0 0 20px; } .ramp-group h3 { font-size: 16px; margin: 0 0 6px; }
        .ramp-row { display: flex; align-items: stretch; gap: 8px; margin: 4px 0; }
        .ramp-row .mode-name { min-width: 7em; padding-top: 14px; color: var(--muted); font-size: 13px; }
        .ramp { display: flex; flex-wrap: wrap; gap: 6px; list-style: none; margin: 0; padding: 10px; border-radius: 8px; border: 1px solid var(--line); }
        .ramp li { display: flex; flex-direction: column; align-items: center; font-size: 12px; min-width: 56px; }
        .grid td { text-align: center; white-space: nowrap; }
        .changed-badge { display: inline-block; font-size: 12px; font-weight: 600; color: var(--accent); border: 1px solid currentColor; border-radius: 4px; padding: 0 4px; margin-left: 6px; }
        #copy-status { position: fixed; bottom: 12px; right: 12px; background: var(--card); border: 1px solid var(--line); border-radius: 6px; padding: 4px 10px; }
        #copy-status:empty { display: none; }
        @media print {
          :root { \(lightColorsForPrint) }
          nav.filters, #theme-toggle, #copy-status, a.anchor { display: none; }
          body { background: #ffffff; } header, main { max-width: none; padding: 0; }
          .scroll { overflow: visible; } tr, .issue, .ramp-group { break-inside: avoid; }
          * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
        }

        """

    /// Print always uses the light colours.
    static let lightColorsForPrint =
        "color-scheme: light; --fg: #1c1917; --muted: #57534e; --bg: #ffffff; --card: #ffffff; --line: #d6d3d1; --pass: #166534; --fail: #b91c1c; --waived: #854d0e; --accent: #1d4ed8;"

    static let script = """

        (function () {
          var group = document.getElementById('group-filter');
          var status = document.getElementById('status-filter');
          var search = document.getElementById('search');
          function apply() {
            var query = search.value.trim().toLowerCase();
            var rows = document.querySelectorAll('.token-row, .pair-row, .ramp li, .grid tbody tr');
            for (var i = 0; i < rows.length; i++) {
              var row = rows[i];
              var groupOK = !group.value || !row.hasAttribute('data-group') || row.getAttribute('data-group') === group.value;
              var statusOK = !status.value || row.getAttribute('data-status') === status.value || !row.hasAttribute('data-status');
              var searchOK = !query || row.textContent.toLowerCase().indexOf(query) >= 0;
              row.classList.toggle('hidden', !(groupOK && statusOK && searchOK));
            }
          }
          group.addEventListener('change', apply);
          status.addEventListener('change', apply);
          search.addEventListener('input', apply);
          var toggle = document.getElementById('theme-toggle');
          function dark() {
            var theme = document.documentElement.getAttribute('data-theme');
            return theme ? theme === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
          }
          function label() {
            toggle.setAttribute('aria-pressed', dark() ? 'true' : 'false');
            toggle.textContent = dark() ? 'Light page' : 'Dark page';
          }
          toggle.addEventListener('click', function () {
            document.documentElement.setAttribute('data-theme', dark() ? 'light' : 'dark');
            label();
          });
          label();
          var said = document.getElementById('copy-status');
          document.addEventListener('click', function (event) {
            var button = event.target.closest && event.target.closest('button.copy');
            if (!button) return;
            var text = button.textContent;
            function done() { said.textContent = 'Copied ' + text; }
            if (navigator.clipboard && navigator.clipboard.writeText) {
              navigator.clipboard.writeText(text).then(done, function () { said.textContent = text; });
            } else { said.textContent = text; }
          });
        })();

        """
}
