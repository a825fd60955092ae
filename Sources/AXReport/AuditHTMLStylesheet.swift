/// The inline CSS of the HTML audit: system fonts only (nothing is fetched), contrast of at
/// least 4.5:1 for text, and print rules: each screen starts a page, drawings and table rows
/// are not split, colours are kept.
///
/// Written without `<` or `&` so the page stays well-formed XML.
enum AuditHTMLStylesheet {
    static let css = """
    :root { color-scheme: light; --fg: #111827; --muted: #4b5563; --line: #d1d5db; --soft: #f3f4f6;
      --error: #b91c1c; --warning: #92400e; --notice: #1e40af; --fixed: #166534; --link: #1d4ed8; }
    * { box-sizing: border-box; }
    html { background: #ffffff; }
    body { margin: 0; color: var(--fg); background: #ffffff;
      font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "DejaVu Sans", sans-serif; }
    .page { max-width: 1180px; margin: 0 auto; padding: 8px 28px 48px; }
    a { color: var(--link); }
    code, .mono { font-family: ui-monospace, "SF Mono", Menlo, Consolas, "Liberation Mono", "DejaVu Sans Mono", monospace; font-size: 0.88em; }
    h1 { font-size: 1.75rem; line-height: 1.25; margin: 24px 0 6px; }
    h2 { font-size: 1.4rem; margin: 44px 0 10px; padding-bottom: 4px; border-bottom: 2px solid var(--fg); }
    h3 { font-size: 1.12rem; margin: 26px 0 8px; }
    h4 { font-size: 1rem; margin: 0 0 6px; }
    p { margin: 6px 0; }
    .meta { color: var(--muted); margin: 2px 0; }
    .meta code { color: var(--fg); overflow-wrap: anywhere; }
    .cards { display: flex; flex-wrap: wrap; gap: 12px; margin: 12px 0 18px; padding: 0; list-style: none; }
    .cards li { border: 1px solid var(--line); border-radius: 8px; padding: 8px 16px; min-width: 170px; }
    .cards .big { display: block; font-size: 1.9rem; font-weight: 700; line-height: 1.2; }
    .cards .regressions .big { color: var(--error); }
    .cards .improvements .big { color: var(--fixed); }
    table { border-collapse: collapse; width: 100%; margin: 8px 0 18px; }
    table.narrow { width: auto; min-width: 420px; }
    caption { text-align: left; font-weight: 600; padding: 0 0 4px; }
    th, td { border: 1px solid var(--line); padding: 6px 9px; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
    thead th { background: var(--soft); overflow-wrap: normal; word-break: normal; hyphens: manual; }
    tbody th code, td.commit code, .commit code { white-space: nowrap; }
    tbody th { font-weight: 600; overflow-wrap: break-word; }
    .num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
    .sev { display: inline-block; padding: 0 8px; border-radius: 10px; color: #ffffff; font-weight: 700;
      font-size: 0.82em; white-space: nowrap; }
    .sev-error { background: var(--error); }
    .sev-warning { background: var(--warning); }
    .sev-notice { background: var(--notice); }
    .sev-fixed { background: var(--fixed); }
    .status { display: inline-block; padding: 0 8px; border: 1.5px solid currentColor; border-radius: 10px;
      font-size: 0.7em; font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; vertical-align: middle;
      white-space: nowrap; }
    .status-added { color: var(--fixed); }
    .status-removed { color: var(--error); }
    .status-modified, .status-renamed, .status-split { color: var(--notice); }
    .cards .coverage .big { color: var(--warning); }
    ul.coverage { border-left: 4px solid var(--warning); padding: 4px 12px 4px 1.6em; }
    ul.coverage li { margin: 4px 0; overflow-wrap: anywhere; }
    table.findings col.c-sev { width: 6.5em; }
    table.findings col.c-rule { width: 15em; }
    table.findings col.c-commit { width: 17em; }
    .finding-message { margin: 0 0 4px; }
    .detail { color: var(--muted); font-size: 0.92em; margin: 2px 0; }
    .detail b { color: var(--fg); font-weight: 600; }
    .spoken { font-size: 0.92em; margin: 2px 0; }
    .commit { font-size: 0.92em; }
    .none { color: var(--muted); font-style: italic; }
    .side { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 28px; align-items: start; }
    .side > div { min-width: 0; }
    ol.focus { margin: 0; padding-left: 2.6em; }
    ol.focus li { padding: 1px 4px; overflow-wrap: anywhere; border-left: 4px solid transparent; }
    ol.focus li.fo-gone { background: #fef2f2; border-left-color: var(--error); }
    ol.focus li.fo-new { background: #f0fdf4; border-left-color: var(--fixed); }
    ol.focus li.fo-moved { background: #eff6ff; border-left-color: var(--notice); }
    ol.focus li.fo-changed { background: #fffbeb; border-left-color: var(--warning); }
    .fo { font-size: 0.78em; font-weight: 700; text-transform: uppercase; letter-spacing: 0.03em; white-space: nowrap; }
    .fo-gone .fo { color: var(--error); }
    .fo-new .fo { color: var(--fixed); }
    .fo-moved .fo { color: var(--notice); }
    .fo-changed .fo { color: var(--warning); }
    .finding-message code { background: var(--soft); border: 1px solid var(--line); border-radius: 4px; padding: 0 3px; }
    ul.capture-only { padding-left: 1.2em; }
    ul.capture-only li { margin: 4px 0; overflow-wrap: anywhere; }
    figure { margin: 0; }
    figcaption { font-weight: 600; margin-bottom: 6px; }
    svg.wireframe { display: block; max-width: 100%; height: auto; font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, "DejaVu Sans", sans-serif; }
    .absent { border: 2px dashed var(--line); border-radius: 10px; padding: 24px; color: var(--muted); text-align: center; }
    .undrawn { font-size: 0.92em; margin: 8px 0 0; padding-left: 1.2em; }
    .legend { display: flex; flex-wrap: wrap; gap: 6px 22px; list-style: none; padding: 10px 12px; margin: 14px 0 4px;
      border: 1px solid var(--line); border-radius: 8px; font-size: 0.9em; }
    .legend li { display: flex; align-items: center; gap: 6px; }
    .swatch { flex: none; }
    ul.changes { font-size: 0.92em; padding-left: 1.2em; }
    ul.changes li, ul.undrawn li { overflow-wrap: anywhere; }
    .errors { border-left: 4px solid var(--error); padding: 4px 12px; }
    footer { color: var(--muted); font-size: 0.85em; margin-top: 40px; border-top: 1px solid var(--line); padding-top: 8px; }
    @media screen and (max-width: 760px) {
      .page { padding: 8px 14px 40px; }
      .side { grid-template-columns: minmax(0, 1fr); }
      table.narrow { width: 100%; min-width: 0; }
      .wide { display: none; }
      table { font-size: 0.86em; }
      th, td { overflow-wrap: break-word; padding: 5px 6px; }
      thead th.num { white-space: normal; }
      table.findings, table.findings tbody, table.findings tr, table.findings td { display: block; width: auto; }
      table.findings colgroup, table.findings thead { display: none; }
      table.findings tr { border: 1px solid var(--line); border-radius: 6px; margin: 0 0 12px; }
      table.findings td { border: none; border-top: 1px solid var(--line); }
      table.findings td:first-child { border-top: none; }
      table.stack, table.stack tbody, table.stack tr, table.stack th, table.stack td { display: block; width: auto; }
      table.stack thead { display: none; }
      table.stack tr { border: 1px solid var(--line); border-radius: 6px; margin: 0 0 8px; padding: 4px 8px; }
      table.stack th, table.stack td { border: none; padding: 1px 0; text-align: left; }
      table.stack td.num { display: inline-block; margin-right: 16px; }
      table.stack td[data-label]::before { content: attr(data-label) " "; color: var(--muted); }
      table.stack td.wide { display: none; }
    }
    @media print {
      @page { size: A4; margin: 14mm 12mm; }
      * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
      body { font-size: 9.5pt; }
      .page { max-width: none; padding: 0 3px; }
      section.screen { break-before: page; }
      h2, h3, h4, caption, figcaption { break-after: avoid; }
      tr, figure, .legend, .cards li, ol.focus li { break-inside: avoid; }
      a { color: inherit; }
      .side { gap: 16px; }
    }
    """
}
