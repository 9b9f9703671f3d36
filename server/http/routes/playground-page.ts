/**
 * The playground's page (GET /play). Static but for the versioned path of the element and
 * the playground script; everything else is element/playground/main.ts.
 */
export function playgroundPage(assets: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>DSP diagram playground</title>
<link rel="icon" href="data:,">
<meta name="description" content="Edit a DSP scene or Mermaid text and watch it drawn by the same engine as the service.">
<script type="module" src="${assets}/dsp-diagram.js"></script>
<script type="module" src="${assets}/play.js"></script>
<style>
  :root { color-scheme: light dark; --line: #d1d5db; --muted: #6b7280; --accent: #2563eb; --bad: #b91c1c; }
  @media (prefers-color-scheme: dark) { :root { --line: #374151; --muted: #9ca3af; --accent: #60a5fa; --bad: #f87171; } }
  * { box-sizing: border-box; }
  body { margin: 0; font: 14px/1.45 system-ui, sans-serif; display: grid; grid-template-rows: auto minmax(0, 1fr) auto; height: 100vh; }
  header, footer { display: flex; flex-wrap: wrap; gap: 12px 20px; align-items: center; padding: 10px 16px; border-bottom: 1px solid var(--line); }
  footer { border-top: 1px solid var(--line); border-bottom: 0; }
  h1 { font-size: 17px; margin: 0 12px 0 0; }
  h2 { font-size: 13px; margin: 0 0 4px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
  main { display: grid; grid-template-columns: minmax(320px, 1fr) minmax(320px, 1.3fr); min-height: 0; }
  .source { display: grid; grid-template-rows: minmax(240px, 1fr) auto; border-right: 1px solid var(--line); min-height: 0; }
  #editor { min-height: 0; overflow: auto; }
  #editor .cm-editor { height: 100%; font-size: 13px; }
  .cm-dsp-error-line { background: color-mix(in srgb, var(--bad) 14%, transparent); }
  .diagnostics { padding: 8px 16px; border-top: 1px solid var(--line); max-height: 30vh; overflow: auto; }
  .diagnostics ol { margin: 4px 0 0; padding-left: 20px; }
  /* A long id, path or JSON excerpt breaks inside the pane instead of widening it. */
  .diagnostics li { overflow-wrap: anywhere; }
  .diagnostics button { all: unset; cursor: pointer; text-decoration: underline dotted; overflow-wrap: anywhere; }
  .diagnostics button:focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
  .diagnostics .error { color: var(--bad); }
  .preview { padding: 16px; overflow: auto; }
  label { display: inline-flex; gap: 6px; align-items: center; }
  input, select, button { font: inherit; }
  input[type=password], input[type=text] { width: 16em; }
  #link { width: 26em; }
  output.error { color: var(--bad); }
  @media (max-width: 800px) { main { grid-template-columns: 1fr; } .source { border-right: 0; } }
</style>
</head>
<body>
<header>
  <h1>DSP playground</h1>
  <label>Example <select id="example"><option value="">(your own)</option></select></label>
  <label>Theme <select id="theme">
    <option value="auto">auto</option><option value="clean">clean</option><option value="dark">dark</option>
    <option value="blueprint">blueprint</option><option value="sketch">sketch</option>
  </select></label>
  <span style="color: var(--muted)">Scene JSON or Mermaid; the address keeps what you type, so it can be shared.</span>
</header>
<main>
  <section class="source" aria-label="Source">
    <div id="editor"></div>
    <div class="diagnostics" aria-live="polite">
      <h2>Diagnostics</h2>
      <div id="diagnostics-summary">No diagnostics.</div>
      <ol id="diagnostics"></ol>
    </div>
  </section>
  <section class="preview" aria-label="Drawing">
    <dsp-diagram id="preview" downloads></dsp-diagram>
  </section>
</main>
<footer aria-label="Save"><form id="save-form" style="display: contents">
  <label>API key <input id="key" type="password" autocomplete="off" placeholder="dsp_sk_…"></label>
  <button id="save-new" type="button">Save as new diagram</button>
  <label>Diagram <input id="diagram-id" type="text" placeholder="id or key"></label>
  <button id="save-revision" type="button">Save as new revision</button>
  <button id="copy-share" type="button" disabled>Copy share link</button>
  <button id="copy-version" type="button" disabled>Publish, copy version link</button>
  <input id="link" type="text" readonly aria-label="Link" placeholder="link">
  <output id="save-result" aria-live="polite"></output>
</form></footer>
</body>
</html>
`;
}
