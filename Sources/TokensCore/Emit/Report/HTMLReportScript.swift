/// The page's one script: search and filters (everything stays readable without it), copy, the
/// page's theme and the colour-vision menu.
enum HTMLReportScript {
    /// Search looks in every item that names a token or a colour: findings, grid rows, components,
    /// ramps, colour rows, pairs, scale and type rows, changes. An item matches when the text is in
    /// its words, its token's name or its colours' hexes (`data-search`); the group and verdict
    /// filters match its `data-group` and `data-status` (a grid row by its cells). A finding's own rows
    /// (a mode's look-alike colours, a pair of modes that does not adapt) are searched too: a row
    /// without the text hides, its finding stays. A block, table or section left with nothing hides,
    /// and when nothing at all is left the page says so.
    static let script = """

        (function () {
          var root = document.documentElement;
          var search = document.getElementById('search');
          var group = document.getElementById('group-filter');
          var status = document.getElementById('status-filter');
          var said = document.getElementById('filter-status');
          var none = document.getElementById('no-results');
          var itemSelector = '.issue, .grid tbody tr, .demo, .ramp li, .token-row, .pair-row, .change-row';
          var items = Array.prototype.slice.call(document.querySelectorAll(itemSelector));
          var shownSelector = itemSelector.split(', ').map(function (s) { return s + ':not([hidden])'; }).join(', ');
          var rows = Array.prototype.slice.call(document.querySelectorAll('.issue .adapt, .issue .look-alike'));
          var rowTexts = null;
          var containers = '.ramp-row, .ramp-group, .grid-block, .grid-mode, .scale-group, .finding-list, main > section';
          var texts = null;
          function textOf(item) {
            return ((item.getAttribute('data-token') || '') + ' ' + (item.getAttribute('data-search') || '') + ' ' + item.textContent).toLowerCase();
          }
          function statusOK(item, wanted) {
            var cells = item.querySelectorAll('td[data-status]');
            if (item.closest('.grid')) {
              var any = false;
              for (var i = 0; i < cells.length; i++) {
                var on = cells[i].getAttribute('data-status') === wanted;
                cells[i].classList.toggle('dim', !!wanted && !on);
                any = any || on;
              }
              return !wanted || any;
            }
            return !wanted || item.getAttribute('data-status') === wanted;
          }
          function apply() {
            if (!texts) { texts = items.map(textOf); rowTexts = rows.map(textOf); }
            var query = search.value.trim().toLowerCase();
            var active = !!(query || group.value || status.value);
            var shown = 0;
            for (var i = 0; i < items.length; i++) {
              var item = items[i];
              var ok = (!query || texts[i].indexOf(query) >= 0)
                && (!group.value || !item.hasAttribute('data-group') || item.getAttribute('data-group') === group.value);
              ok = statusOK(item, status.value) && ok;
              item.hidden = !ok;
              if (ok) shown++;
            }
            for (var k = 0; k < rows.length; k++) rows[k].hidden = !!query && rowTexts[k].indexOf(query) < 0;
            var boxes = document.querySelectorAll(containers);
            for (var j = 0; j < boxes.length; j++) {
              boxes[j].hidden = active && !boxes[j].querySelector(shownSelector);
            }
            said.textContent = active ? shown + ' of ' + items.length + ' items shown.' : '';
            none.hidden = !active || shown > 0;
            none.textContent = query
              ? 'No results: no token, colour, pair or finding matches \\u201c' + search.value.trim() + '\\u201d' + (group.value || status.value ? ' with these filters.' : '.')
              : 'No results: nothing matches these filters.';
          }
          var timer = null;
          search.addEventListener('input', function () {
            if (items.length < 5000) return apply();
            clearTimeout(timer);
            timer = setTimeout(apply, 150);
          });
          group.addEventListener('change', apply);
          status.addEventListener('change', apply);
          if (search.value || group.value || status.value) apply();
          var cvd = document.getElementById('cvd');
          function vision() {
            if (cvd.value) root.setAttribute('data-cvd', cvd.value); else root.removeAttribute('data-cvd');
          }
          cvd.addEventListener('change', vision);
          vision();
          var toggle = document.getElementById('theme-toggle');
          function dark() {
            var theme = root.getAttribute('data-theme');
            return theme ? theme === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
          }
          function label() {
            toggle.setAttribute('aria-pressed', dark() ? 'true' : 'false');
            toggle.textContent = dark() ? 'Light page' : 'Dark page';
          }
          toggle.addEventListener('click', function () {
            root.setAttribute('data-theme', dark() ? 'light' : 'dark');
            label();
          });
          label();
          var copied = document.getElementById('copy-status');
          document.addEventListener('click', function (event) {
            var button = event.target.closest && event.target.closest('button.copy');
            if (!button) return;
            var text = button.textContent;
            function done() { copied.textContent = 'Copied ' + text; }
            if (navigator.clipboard && navigator.clipboard.writeText) {
              navigator.clipboard.writeText(text).then(done, function () { copied.textContent = text; });
            } else { copied.textContent = text; }
          });
        })();

        """
}
