/**
 * The dashboard's stylesheet (app/ renders its pages in the light DOM, so this one sheet
 * styles them all): light and dark by prefers-color-scheme, one column from a phone's
 * 375 px up, visible focus everywhere, colours that keep WCAG AA contrast in both schemes.
 */
export const dashboardStyle = `
:root { color-scheme: light dark; --bg: #ffffff; --fg: #111827; --muted: #4b5563; --line: #d1d5db; --card: #f9fafb; --accent: #1d4ed8; --bad: #b91c1c; --good: #15803d; --amber: #92400e; --notice: #eff6ff; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #0f172a; --fg: #e5e7eb; --muted: #9ca3af; --line: #374151; --card: #1e293b; --accent: #93c5fd; --bad: #fca5a5; --good: #86efac; --amber: #fcd34d; --notice: #172554; }
}
* { box-sizing: border-box; }
html { background: var(--bg); color: var(--fg); }
body { margin: 0; font: 15px/1.5 system-ui, sans-serif; background: var(--bg); color: var(--fg); }
a { color: var(--accent); }
a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible, summary:focus-visible, pre:focus-visible, [tabindex]:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
h1:focus { outline: none; }
h1 { font-size: 1.5rem; margin: 0 0 .5rem; overflow-wrap: anywhere; }
h2 { font-size: 1.15rem; margin: 1.5rem 0 .5rem; overflow-wrap: anywhere; }
h3 { font-size: 1rem; margin: 1rem 0 .25rem; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: .9em; overflow-wrap: anywhere; }
button, input, select, textarea { font: inherit; color: inherit; }
button { background: var(--accent); color: var(--bg); border: 1px solid var(--accent); border-radius: 6px; padding: .35rem .8rem; cursor: pointer; min-height: 2.25rem; }
button.quiet { background: transparent; color: var(--accent); }
button:disabled { opacity: .6; cursor: default; }
input, select, textarea { background: var(--bg); border: 1px solid var(--muted); border-radius: 6px; padding: .35rem .5rem; min-height: 2.25rem; max-width: 100%; }
textarea { width: 100%; resize: vertical; }
.skip { position: absolute; left: -9999px; }
.skip:focus { left: 1rem; top: .5rem; background: var(--bg); padding: .25rem .5rem; z-index: 1; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
dsp-dashboard { display: block; }
.bar { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem 1.25rem; padding: .6rem 1rem; border-bottom: 1px solid var(--line); }
.brand { font-weight: 700; color: var(--fg); text-decoration: none; }
.bar nav ul { display: flex; flex-wrap: wrap; gap: .25rem 1rem; list-style: none; margin: 0; padding: 0; }
.bar nav a[aria-current="page"] { font-weight: 700; text-decoration-thickness: 2px; }
.workspace { display: inline-flex; flex-wrap: wrap; align-items: center; gap: .4rem; color: var(--muted); }
dsp-workspace-switcher { min-width: 0; max-width: 100%; }
.workspace select { max-width: calc(100vw - 2rem); }
main { max-width: 64rem; margin: 0 auto; padding: 1rem; overflow-wrap: anywhere; }
.page-head { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: .5rem 1rem; }
.muted { color: var(--muted); }
.error { color: var(--bad); }
.status { max-width: 64rem; margin: 0 auto; padding: 0 1rem 1rem; min-height: 1.5em; }
.notice { background: var(--notice); border: 1px solid var(--line); border-radius: 8px; padding: .75rem 1rem; margin: 1rem 0; }
.stack { display: flex; flex-direction: column; gap: .5rem; }
.narrow { max-width: 24rem; }
.row { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; }
.row input[type=text] { flex: 1 1 14rem; min-width: 0; }
label { display: inline-flex; flex-wrap: wrap; gap: .35rem; align-items: center; }
.stack label, .notice > label, .snippet > label { display: block; }
.search { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; margin: .5rem 0; }
.search input { flex: 1 1 12rem; min-width: 0; }
.cards { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr)); gap: 1rem; }
.card { border: 1px solid var(--line); border-radius: 8px; background: var(--card); overflow: hidden; display: flex; flex-direction: column; }
.card h2 { font-size: 1rem; margin: 0 0 .25rem; }
.card-body { padding: .6rem .75rem; }
.card p { margin: 0 0 .5rem; font-size: .9rem; }
.thumb { display: block; width: 100%; height: 9rem; object-fit: contain; background: #ffffff; border-bottom: 1px solid var(--line); }
.drawing { display: block; max-width: 100%; height: auto; background: #ffffff; border: 1px solid var(--line); border-radius: 8px; }
.actions { display: flex; flex-wrap: wrap; gap: .5rem 1.25rem; }
.versions { padding-left: 1.5rem; }
.versions li { margin-bottom: .6rem; }
.versions .message { color: var(--muted); overflow-wrap: anywhere; }
.plain { list-style: none; padding: 0; }
.plain li { padding: .4rem 0; border-bottom: 1px solid var(--line); overflow-wrap: anywhere; }
.legend .added { color: var(--good); } .legend .removed { color: var(--bad); } .legend .modified { color: var(--amber); }
pre.source { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: .75rem; overflow: auto; max-height: 24rem; white-space: pre-wrap; }
details { margin: .5rem 0; }
summary { cursor: pointer; font-weight: 600; }
.snippet { margin: .5rem 0; }
.snippet .row { align-items: flex-start; }
.snippet textarea { flex: 1 1 14rem; min-width: 0; width: auto; }
.table-scroll { overflow-x: auto; margin: .5rem 0; border: 1px solid var(--line); border-radius: 8px; }
table { border-collapse: collapse; width: 100%; font-size: .95rem; }
caption { caption-side: top; text-align: left; padding: .4rem .6rem; }
th, td { text-align: left; vertical-align: top; padding: .4rem .6rem; border-top: 1px solid var(--line); }
thead th { font-weight: 600; color: var(--muted); white-space: nowrap; }
tbody th { font-weight: 400; }
tbody tr:hover { background: var(--card); }
.state-stale { color: var(--bad); font-weight: 600; } .state-due { color: var(--amber); font-weight: 600; } .state-fresh { color: var(--good); }
`;
