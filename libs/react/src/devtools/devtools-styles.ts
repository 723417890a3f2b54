/**
 * The listener panel's whole stylesheet, for its shadow root: `:host { all: initial }` cuts every inherited style,
 * so the app's fonts and colours never reach the panel, and the panel's never leak out. Colours meet WCAG AA (4.5:1)
 * in both themes.
 */
export const DEVTOOLS_CSS = `
:host { all: initial; }
.root {
  --bg: #ffffff; --bg-alt: #f3f4f6; --bg-selected: #dbeafe; --text: #111827; --muted: #4b5563;
  --border: #d1d5db; --accent: #1d4ed8; --accent-text: #ffffff; --ok: #047857; --wait: #92400e; --fail: #b91c1c;
  --code-bg: #f3f4f6; --shadow: 0 -0.5rem 2rem rgb(0 0 0 / 0.25);
  position: fixed; inset: auto 0 0 0; z-index: 2147483000;
  display: flex; flex-direction: column; box-sizing: border-box;
  min-height: 8rem; max-height: calc(100vh - 2rem);
  background: var(--bg); color: var(--text); border-top: 1px solid var(--border); box-shadow: var(--shadow);
  font: 400 13px/1.45 ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  color-scheme: light; container-type: inline-size;
}
.root[data-theme='dark'] {
  --bg: #111827; --bg-alt: #1f2937; --bg-selected: #1e3a8a; --text: #f3f4f6; --muted: #cbd5e1;
  --border: #374151; --accent: #93c5fd; --accent-text: #0b1220; --ok: #6ee7b7; --wait: #fcd34d; --fail: #fca5a5;
  --code-bg: #1f2937; --shadow: 0 -0.5rem 2rem rgb(0 0 0 / 0.6);
  color-scheme: dark;
}
*, *::before, *::after { box-sizing: inherit; }
button, input, select { font: inherit; color: inherit; }
button, select, input {
  border: 1px solid var(--border); border-radius: 0.375rem; background: var(--bg-alt);
  padding: 0.2rem 0.55rem; min-height: 1.9rem;
}
button { cursor: pointer; }
button:hover { border-color: var(--accent); }
:focus-visible { outline: 2px solid var(--accent); outline-offset: 1px; }
.resize {
  flex: none; height: 0.6rem; margin: 0; padding: 0; border: 0; border-radius: 0; min-height: 0;
  background: transparent; cursor: ns-resize; position: relative;
}
.resize::after {
  content: ''; position: absolute; inset: 0.2rem calc(50% - 1.5rem); border-radius: 1rem; background: var(--border);
}
.header {
  flex: none; display: flex; flex-wrap: wrap; align-items: center; gap: 0.4rem 0.5rem; padding: 0 0.75rem 0.4rem;
  border-bottom: 1px solid var(--border); white-space: nowrap;
}
.title { margin: 0; font-size: 14px; font-weight: 650; display: flex; align-items: center; gap: 0.4rem; min-width: 0; }
.count {
  display: inline-block; min-width: 1.5rem; padding: 0 0.4rem; border-radius: 1rem; text-align: center;
  background: var(--accent); color: var(--accent-text); font-size: 12px; font-weight: 700;
}
.tabs { display: flex; gap: 0.25rem; margin-inline-start: 0.5rem; }
.tabs [role='tab'] { border-color: transparent; background: transparent; }
.tabs [role='tab'][aria-selected='true'] { border-color: var(--border); background: var(--bg-alt); font-weight: 600; }
.spacer { flex: 1; }
.body { flex: 1; min-height: 0; display: flex; flex-direction: column; }
.filters {
  flex: none; display: flex; flex-wrap: wrap; gap: 0.4rem 0.6rem; align-items: center; padding: 0.45rem 0.75rem;
  border-bottom: 1px solid var(--border);
}
.filters label { display: inline-flex; align-items: center; gap: 0.3rem; color: var(--muted); white-space: nowrap; }
.filters input { width: 11rem; max-width: 40vw; background: var(--bg); }
.panes { flex: 1; min-height: 0; display: flex; }
.list { flex: 1 1 60%; min-width: 0; overflow: auto; }
.detail { flex: 1 1 40%; min-width: 0; overflow: auto; border-inline-start: 1px solid var(--border); padding: 0.5rem 0.75rem; }
table { width: 100%; border-collapse: collapse; }
th, td { padding: 0.3rem 0.5rem; text-align: start; vertical-align: top; border-bottom: 1px solid var(--border); }
th {
  position: sticky; top: 0; z-index: 1; background: var(--bg-alt); color: var(--muted);
  font-size: 12px; font-weight: 600; white-space: nowrap;
}
td.num, th.num { text-align: end; font-variant-numeric: tabular-nums; width: 1%; white-space: nowrap; }
td.service, td.status { white-space: nowrap; width: 1%; }
tr[aria-selected='true'] td { background: var(--bg-selected); }
.key {
  display: block; width: 100%; min-height: 0; padding: 0; border: 0; background: transparent; text-align: start;
  overflow-wrap: anywhere;
}
.key:hover .path { text-decoration: underline; }
.path { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12px; }
.kind, .clause { color: var(--muted); font-size: 12px; }
.clause { display: block; }
.status::before {
  content: ''; display: inline-block; width: 0.55rem; height: 0.55rem; margin-inline-end: 0.35rem; border-radius: 50%;
  background: var(--wait);
}
.status[data-status='success']::before { background: var(--ok); }
.status[data-status='error']::before { background: var(--fail); }
.status[data-status='error'] { color: var(--fail); font-weight: 600; }
.empty { padding: 1rem 0.75rem; color: var(--muted); margin: 0; }
.detail h3 { margin: 0 0 0.4rem; font-size: 13px; display: flex; align-items: center; gap: 0.5rem; }
.detail h4 { margin: 0.75rem 0 0.3rem; font-size: 12px; color: var(--muted); text-transform: uppercase; letter-spacing: 0.04em; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.15rem 0.75rem; margin: 0; }
dt { color: var(--muted); }
dd { margin: 0; overflow-wrap: anywhere; }
pre, code.raw {
  margin: 0; padding: 0.4rem 0.5rem; border-radius: 0.375rem; background: var(--code-bg);
  font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; white-space: pre-wrap; overflow-wrap: anywhere;
}
code.raw { display: block; }
pre { max-height: 16rem; overflow: auto; }
summary { cursor: pointer; color: var(--accent); margin: 0.4rem 0 0.2rem; }
ol.history { margin: 0; padding-inline-start: 1.2rem; }
.error { color: var(--fail); }
.cost { flex: 1; min-height: 0; overflow: auto; }
.cost h3 { margin: 0; padding: 0.5rem 0.75rem; font-size: 13px; }
.cost ul { margin: 0; padding: 0 0.75rem 0.5rem 1.75rem; color: var(--fail); }
.cost p { padding: 0 0.75rem; color: var(--muted); }
@container (max-width: 640px) {
  .panes { position: relative; }
  .detail { position: absolute; inset: 0; z-index: 2; border: 0; background: var(--bg); }
  th, td { padding-inline: 0.35rem; }
  .wide { display: none; }
  .filters input { width: 8rem; }
  .tabs { order: 5; width: 100%; margin: 0; overflow-x: auto; }
}
`;
