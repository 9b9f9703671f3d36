/**
 * The version pages' stylesheet: system fonts, light and dark by the reader's
 * prefers-color-scheme, the drawing scaled down to fit narrow screens (never up).
 */
export const PAGE_STYLE = `
:root{color-scheme:light dark;--bg:#f6f7f9;--fg:#16181d;--muted:#5b616e;--card:#fff;--line:#d9dde3;--link:#1d5fd1}
@media (prefers-color-scheme:dark){:root{--bg:#111318;--fg:#e8eaee;--muted:#a3a9b5;--card:#1b1e25;--line:#343944;--link:#8ab4ff}}
*{box-sizing:border-box}
body{margin:0 auto;max-width:72rem;padding:1.5rem;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
a{color:var(--link)}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:var(--card);padding:.5rem}
h1{font-size:1.6rem;margin:0 0 .25rem}h2{font-size:1.1rem;margin:1.5rem 0 .5rem}
.meta,.note,figcaption{color:var(--muted)}
.diagram{margin:1rem 0;padding:1rem;background:var(--card);border:1px solid var(--line);border-radius:8px}
.canvas{overflow:auto}.canvas svg{display:block;max-width:100%;height:auto;margin:0 auto}
figcaption{margin-top:.75rem}
.files{padding-left:1.2rem}
label{display:block;margin-top:.75rem;font-weight:600}
textarea{width:100%;font:14px/1.4 ui-monospace,"SFMono-Regular",Menlo,Consolas,monospace;color:var(--fg);background:var(--card);border:1px solid var(--line);border-radius:6px;padding:.5rem;resize:vertical}
.versions ol{padding-left:1.5rem}.versions time{color:var(--muted);margin-left:.5rem}
[aria-current=page]{font-weight:700}
`;
