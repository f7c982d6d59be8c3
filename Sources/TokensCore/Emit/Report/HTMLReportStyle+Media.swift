/// The page on a phone (tables become cards, every value on screen) and on paper (always light,
/// no controls, every grid block within the printable width).
extension HTMLReportStyle {
    /// Below this width (CSS px) tables become cards.
    static let phoneWidth = 640

    static let media = """
        @media (max-width: \(phoneWidth)px) {
          header, main { padding: 12px; }
          h1 { font-size: 22px; }
          input[type=search] { min-width: 0; width: 100%; }
          .scroll { overflow-x: visible; }
          table.cards, table.cards > tbody, table.cards tr, table.cards th, table.cards td, table.cards caption { display: block; }
          table.cards { background: transparent; }
          table.cards > thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
          table.cards tr { background: var(--card); border: 1px solid var(--line); border-radius: 8px; margin: 0 0 10px; padding: 8px 10px; }
          table.cards th, table.cards td { border: 0; padding: 3px 0; }
          table.cards td:empty { display: none; }
          #colors tbody tr { display: grid; grid-template-columns: repeat(auto-fit, minmax(76px, 1fr)); gap: 6px; }
          #colors .swatch-cell { gap: 2px 6px; } .p3 { white-space: normal; overflow-wrap: anywhere; }
          #colors tbody th, #colors td.description { grid-column: 1 / -1; }
          #colors td { padding: 6px; border-radius: 6px; }
          #colors td::before { display: block; font-size: 12px; font-weight: 600; }
          .pairs tbody tr { display: flex; flex-wrap: wrap; align-items: center; gap: 0 10px; padding: 6px 8px; margin-bottom: 6px; }
          .pairs tbody th { flex-basis: 100%; font-weight: 400; }
          .pairs .sample { width: 66px; height: 18px; }
          .pairs td::before { color: var(--muted); font-size: 12px; margin-right: 4px; }
          .grid tbody tr { padding: 6px 8px; margin-bottom: 6px; }
          .grid td.cell { padding: 1px 0; }
          .pairs td:nth-child(2) { font-weight: 600; }
          .pairs td:nth-child(5)::before { content: "needs"; }
          .pairs td:nth-child(7)::before { content: "Suggestion"; }
          .pairs .verdict { white-space: normal; }
          .grid td.cell { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; }
          .grid td.none { display: none; }
          .grid .chip { margin: 0; }
          .grid .ratio { display: inline; }
          .grid .on { position: static; width: auto; height: auto; overflow: visible; clip-path: none; white-space: normal; }
          .mode-name { min-width: 0; }
          .scale li { flex-wrap: wrap; } .scale code { min-width: 0; }
          .ramp-row { flex-direction: column; } .ramp-row .mode-name { padding-top: 0; }
          .issue .fix, .look-alike, .adapt { gap: 4px 8px; }
          .adapt .side { flex-wrap: wrap; }
          code { overflow-wrap: anywhere; }
        }
        @media print {
          :root { \(lightColors) --bg: #ffffff; }
          body { background: #ffffff; font-size: 12px; }
          .skip-link, .controls, .filters, .contents, #copy-status, #no-results, a.anchor { display: none !important; }
          header, main { max-width: none; padding: 0; }
          .scroll { overflow: visible; }
          tr, .issue, .ramp-group, .demo, .grid-block, .scale li { break-inside: avoid; }
          h2, h3 { break-after: avoid; }
          * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
          .grid td.cell { min-width: 0; padding: 4px 6px; }
          .grid th { padding: 4px 6px; }
          .pairs th, .pairs td { padding: 4px 6px; }
          .pairs th code, #colors th code { word-break: break-all; }
          #colors .swatch { width: 28px; height: 28px; } #colors td { padding: 4px 6px; }
        }

        """
}
